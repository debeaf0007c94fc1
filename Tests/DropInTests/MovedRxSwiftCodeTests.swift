import Dispatch
import Foundation
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

/// A search service answering from a dictionary after one tick of `scheduler`.
private struct FakeSearchService: SearchService {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    let answers: [String: [String]]
    let scheduler: RxTest.TestScheduler

    func search(_ query: String) -> Single<[String]> {
        guard let answer = answers[query] else {
            return Single.error(Failure()).delay(.seconds(1), scheduler: scheduler)
        }
        return Single.just(answer).delay(.seconds(1), scheduler: scheduler)
    }
}

/// RxSwift-style tests (RxTest's virtual time, RxBlocking) of the code in MovedRxSwiftCode.swift.
final class MovedRxSwiftCodeTests: RxTest.LeakCheckingTestCase {
    func testTheViewModelDrivesResultsUnderAMockedSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let service = FakeSearchService(
            answers: ["rx": ["RxSwift", "RxCocoa"], "streams": ["Streams"]], scheduler: scheduler)
        let query = scheduler.createHotObservable([.next(10, "rx"), .next(100, "streams"), .next(200, "nothing")])
        let refresh = scheduler.createHotObservable([.next(150, ())])
        SharingScheduler.mock(scheduler: scheduler) {
            let viewModel = SearchViewModel(service: service, scheduler: scheduler)
            let output = viewModel.transform(
                input: .init(query: query.asObservable(), refresh: refresh.asSignal(onErrorSignalWith: .empty())))
            let results = scheduler.createObserver([String].self)
            let searching = scheduler.createObserver(Bool.self)
            let failures = scheduler.createObserver(String.self)
            let bag = DisposeBag()
            output.results.drive(results).disposed(by: bag)
            output.isSearching.drive(searching).disposed(by: bag)
            output.failure.emit(to: failures).disposed(by: bag)
            scheduler.start()
            // Queries are debounced 3 ticks and answered 10 ticks later (resolution 0.1 s); the
            // refresh signal and the drivers each hop one tick onto the mocked scheduler; an
            // error is not delayed (RxSwift's `delay`), so the failed search ends at once.
            XCTAssertEqual(results.events.map(\.time), [24, 114, 162, 204])
            XCTAssertEqual(
                results.events.compactMap(\.value.element), [["RxSwift", "RxCocoa"], ["Streams"], ["Streams"], []])
            XCTAssertEqual(failures.events, [.next(204, "offline")])
            XCTAssertEqual(searching.events.first, .next(1, false))
            XCTAssertEqual(searching.events.last?.value.element, false)
        }
    }

    func testTheActivityTrackerIsActiveWhileATrackedSequenceRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let work = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let tracked = scheduler.createObserver(Int.self)
        let activity = scheduler.createObserver(Bool.self)
        SharingScheduler.mock(scheduler: scheduler) {
            // Made under the mock: its driver observes on the scheduler of that moment.
            let tracker = ActivityTracker()
            let bag = DisposeBag()
            tracker.asDriver().drive(activity).disposed(by: bag)
            scheduler.scheduleAt(100) { tracker.track(work).subscribe(tracked).disposed(by: bag) }
            scheduler.start()
        }
        XCTAssertEqual(tracked.events, [.next(110, 1), .completed(130)])
        XCTAssertEqual(activity.events, [.next(1, false), .next(101, true), .next(131, false)])
    }

    func testTheHTTPSearchServiceFailsWithRxCocoasErrorForANonHTTPResponse() {
        // A data: URL is answered by URLSession itself, without HTTP: nothing leaves the machine.
        let service = HTTPSearchService(endpoint: URL(string: "data:,hello")!, session: .shared)
        // Debug builds log every request to standard output, as RxCocoa does; the log has tests
        // of its own (StreamsNetworkingTests), so this one turns it off.
        let logRule = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        defer { URLSession.rx.shouldLogRequest = logRule }

        let result = service.search("rx").asObservable().toBlocking(timeout: 5).materialize()

        guard case .failed(let elements, RxCocoa.RxCocoaURLError.nonHTTPResponse) = result else {
            return XCTFail("expected RxCocoaURLError.nonHTTPResponse, got \(result)")
        }
        XCTAssertTrue(elements.isEmpty)
    }

    func testALibrarysOwnDisposableHoldsItsBindings() {
        let bindings = Bindings<Int>()
        let observer = CollectingObserver<Int>()
        let relay = BehaviorRelay(value: 1)
        bindings.bind(relay.asObservable(), to: AnyObserver(observer))
        relay.accept(2)
        let bag = DisposeBag()
        bindings.disposed(by: bag)
        bindings.dispose()
        relay.accept(3)
        XCTAssertEqual(observer.elements, [1, 2])
        XCTAssertTrue(bindings.isDisposed)
        XCTAssertTrue(bindings.sources.isEmpty)
    }

    func testAnAppsOwnSchedulerRunsObserveOnAndTimers() throws {
        let scheduler = ImmediateCountingScheduler()
        let observer = CollectingObserver<Int>()
        _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe(observer)
        XCTAssertEqual(observer.elements, [1, 2, 3])
        XCTAssertTrue(observer.isCompleted)
        XCTAssertEqual(try Observable<Int>.timer(.seconds(5), scheduler: scheduler).toBlocking().toArray(), [0])
        XCTAssertGreaterThan(scheduler.scheduled, 3)
    }

    func testAConverterClassDrivesAVirtualTimeScheduler() {
        let converter = MinuteConverter()
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: converter)
        var times: [Int] = []
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
            times.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(times, [5])
        XCTAssertEqual(converter.log, ["offset 0 by 5"])
    }

    func testQualifiedNamesAndTheLibraryAliasNameTheSameTypes() throws {
        let aliased: Observable<Int> = RxSwift.Observable.just(1)
        let qualified: RxSwift.Observable<Int> = aliased.map { $0 + 1 }
        XCTAssertEqual(sumOfElements(Observable.merge(aliased, qualified)), 3)
        let relay: RxRelay.PublishRelay<Int> = RxCocoa.PublishRelay()
        let blocking: RxBlocking.BlockingObservable<Int> = Observable.from([4, 5]).toBlocking()
        XCTAssertEqual(try blocking.toArray(), [4, 5])
        XCTAssertNotNil(relay)
        let subscription: RxTest.Subscription = Subscription(200, 1000)
        XCTAssertEqual(subscription, Subscription(200, 1000))
    }

    func testSubjectsAndDisposablesCrossThreadsInSendableClosures() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let lock = NSLock()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(subject.subscribe(onNext: { value in lock.withLock { received.append(value) } }))
        let done = DispatchSemaphore(value: 0)
        sendFromAnotherThread(into: subject, thenDispose: subscription, done: done)
        done.wait()
        XCTAssertEqual(lock.withLock { received }, [1])
    }

    func testSubscribingMethodsNamedWithoutBeingCalledAreRxSwifts() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var counted = 0
        let bag = DisposeBag()
        let owner = NSObject()
        for subscribe in subscribingFunctions(of: subject, owner: owner) {
            subscribe { received.append($0) }.disposed(by: bag)
        }
        subscribeCounting(subject.asObservable(), into: { counted += 1 }).disposed(by: bag)
        let driver = Driver.just(1)
        let drive = driver.drive(onNext:onCompleted:onDisposed:)
        drive({ received.append($0 * 10) }, nil, nil).disposed(by: bag)
        let single = Single.just(2)
        let subscribeSingle = single.subscribe(onSuccess:onFailure:onDisposed:)
        subscribeSingle({ received.append($0 * 100) }, nil, nil).disposed(by: bag)
        subject.onNext(3)
        XCTAssertEqual(received, [10, 200, 3, 3, 3])
        XCTAssertEqual(counted, 1)
    }
}
