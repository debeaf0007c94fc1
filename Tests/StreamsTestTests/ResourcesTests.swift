import Streams
import StreamsTest
import XCTest

final class ResourcesTests: LeakCheckingTestCase {
    /// RxSwift's own test suite checks this first (`testResourceLeaksDetectionIsTurnedOn`): an
    /// observable counts while it is alive.
    func testAnObservableIsCountedWhileItIsAlive() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        XCTAssertNotNil(observable)
        XCTAssertEqual(Resources.total, baseline + 1)
        observable = nil
        XCTAssertEqual(Resources.total, baseline)
    }

    /// As in RxSwift, the disposable classes count (they derive from `DisposeBase`, but for
    /// `SingleAssignmentDisposable`, which counts on its own); the disposable that does nothing
    /// is a value and does not.
    func testDisposableObjectsAreCountedWhileTheyAreAlive() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        do {
            let bag = DisposeBag()
            let composite = CompositeDisposable()
            let serial = SerialDisposable()
            let single = SingleAssignmentDisposable()
            let refCount = RefCountDisposable(disposable: Disposables.create())
            let anonymous = Disposables.create {}
            let pair = Disposables.create(Disposables.create(), Disposables.create())
            let all: [Any] = [bag, composite, serial, refCount, anonymous, pair]
            XCTAssertTrue(all.allSatisfy { $0 is DisposeBase })
            XCTAssertFalse(single.isDisposed)
            XCTAssertEqual(Resources.total, baseline + 7)
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func testSubjectSubscriptionIsCountedUntilDisposed() throws {
        try skipInReleaseBuilds("Resources counts")
        let subject = PublishSubject<Int>()
        let baseline = Resources.total
        do {
            let subscription = subject.subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, baseline)
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func testOperatorChainIsCountedUntilItCompletes() throws {
        try skipInReleaseBuilds("Resources counts")
        let subject = PublishSubject<Int>()
        let baseline = Resources.total
        do {
            let subscription = subject.map { $0 + 1 }.filter { $0 > 0 }.subscribe()
            XCTAssertGreaterThan(Resources.total, baseline + 1)
            subject.onCompleted()
            XCTAssertEqual(
                Resources.total, baseline + 1, "a stop event releases the whole chain but the disposable held here")
            subscription.dispose()
        }
        XCTAssertEqual(Resources.total, baseline)
    }

    func testYourOwnResourcesCountWithTheRxSwiftSpellings() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline: Int32 = Resources.total
        XCTAssertEqual(Resources.incrementTotal(), baseline + 1)
        XCTAssertEqual(Resources.total, baseline + 1)
        XCTAssertEqual(Resources.decrementTotal(), baseline)
        XCTAssertEqual(Resources.total, baseline)
    }

    func testAVirtualTimeSchedulerAndItsPendingWorkAreCounted() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            XCTAssertEqual(Resources.total, baseline + 1)
            scheduler.scheduleAt(10) {}
            XCTAssertGreaterThan(Resources.total, baseline + 1, "the pending work")
            scheduler.start()
            XCTAssertEqual(Resources.total, baseline + 1)
        }
        XCTAssertEqual(Resources.total, baseline)
    }
}
