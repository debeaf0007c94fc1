// The code of the "Traits" article (Sources/Streams/Streams.docc/Traits.md), word for word inside
// each `// snippet:` region.
import Foundation
import Streams
import StreamsTest
import XCTest

final class TraitsArticleTests: LeakCheckingTestCase {
    func testASingleSucceedsOrFailsOnce() {
        let print = PrintedLines()
        // snippet: single
        func loadProfile(id: Int) -> Single<String> {
            Single.create { single in
                if id > 0 {
                    single(.success("profile \(id)"))
                } else {
                    single(.failure(ProfileError.notFound))
                }
                return Disposables.create()
            }
        }

        _ = loadProfile(id: 7).subscribe(
            onSuccess: { print("loaded", $0) },      // loaded profile 7
            onFailure: { print("failed", $0) }
        )
        _ = Observable.of(1, 2).asSingle()
            .subscribe(onFailure: { print($0) })     // Sequence contains more than one element.
        // snippet end
        XCTAssertEqual(print.lines, ["loaded profile 7", "Sequence contains more than one element."])
    }

    func testAnInfallibleCannotFail() {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: infallible
        let names = Observable<String>.error(ProfileError.notFound)
            .asInfallible(onErrorJustReturn: "anonymous")

        names
            .map { $0.uppercased() }                 // an Infallible's operators keep it infallible
            .subscribe(onNext: { print($0) })        // ANONYMOUS; no onError to write
            .disposed(by: bag)
        // snippet end
        XCTAssertEqual(print.lines, ["ANONYMOUS"])
    }

    func testADriverDeliversOnTheMainThreadAndReplaysTheLatest() {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: driver
        let query = BehaviorRelay(value: "rx")
        let title: Driver<String> = query
            .asDriver()                               // a relay cannot fail: no error handling
            .map { "Results for \($0)" }

        title.drive(onNext: { print($0) }).disposed(by: bag)         // Results for rx
        title.drive(onNext: { print("also", $0) }).disposed(by: bag) // also Results for rx
        query.accept("swift")                                         // both: Results for swift
        // snippet end
        XCTAssertEqual(print.lines, ["Results for rx", "also Results for rx", "Results for swift", "also Results for swift"])
    }

    func testDriversRunOnTheTestSchedulerInsideTheMock() {
        // snippet: sharing-scheduler-mock
        let scheduler = TestScheduler(initialClock: 0)
        let texts = scheduler.createHotObservable([.next(210, "a"), .next(220, "b")])

        SharingScheduler.mock(scheduler: scheduler) {
            let result = scheduler.start {
                texts.asDriver(onErrorJustReturn: "").map { $0.uppercased() }
            }
            // asDriver delivers on the scheduler: one tick after each source event
            XCTAssertEqual(result.events, [.next(211, "A"), .next(221, "B")])
        }
        // snippet end
    }

    func testABinderAppliesElementsToItsTarget() {
        let bag = DisposeBag()
        // snippet: binder
        final class Label {
            var text = ""
        }
        let label = Label()
        let text = Binder(label) { label, text in label.text = text }   // main thread, target held weakly

        Observable.just("Hello").bind(to: text).disposed(by: bag)
        // label.text == "Hello"
        // snippet end
        XCTAssertEqual(label.text, "Hello")
    }

    func testNotificationsArriveAsElements() {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: notification-center
        let didSave = Notification.Name("didSave")
        NotificationCenter.default.rx.notification(didSave)
            .subscribe(onNext: { print("saved", $0.userInfo?["count"] ?? 0) })
            .disposed(by: bag)   // removes the observer

        NotificationCenter.default.post(name: didSave, object: nil, userInfo: ["count": 3])   // saved 3
        // snippet end
        XCTAssertEqual(print.lines, ["saved 3"])
    }
}

private enum ProfileError: Error {
    case notFound
}
