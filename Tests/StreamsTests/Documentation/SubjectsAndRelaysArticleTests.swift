// The code of the "Subjects and relays" article (Sources/Streams/Streams.docc/SubjectsAndRelays.md).
// Each `// snippet:` region appears word for word in the article, which Scripts/docs checks; the
// assertions prove what it says it prints.
import Streams
import StreamsTest
import XCTest

final class SubjectsAndRelaysArticleTests: LeakCheckingTestCase {
    func testAStoppedSubjectStaysStoppedAndWhatItReplays() {
        let print = PrintedLines()
        // snippet: after-a-stop
        let bag = DisposeBag()
        let behavior = BehaviorSubject(value: 1)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        for subject in [AnyObserver(behavior), AnyObserver(replay)] {
            subject.onNext(2)
            subject.onNext(3)
            subject.onCompleted()
        }

        behavior.subscribe(onNext: { print("behavior", $0) }, onCompleted: { print("behavior done") })
            .disposed(by: bag)                        // behavior done
        replay.subscribe(onNext: { print("replay", $0) }, onCompleted: { print("replay done") })
            .disposed(by: bag)                        // replay 2, replay 3, replay done
        behavior.onNext(4)                            // ignored: a stopped subject stays stopped
        // snippet end
        XCTAssertEqual(print.lines, ["behavior done", "replay 2", "replay 3", "replay done"])
    }

    func testAnAsyncSubjectSendsItsLastElementWhenItCompletes() {
        let print = PrintedLines()
        // snippet: async-subject
        let bag = DisposeBag()
        let saved = AsyncSubject<String>()

        saved.subscribe(onNext: { print("saved", $0) }, onCompleted: { print("done") }).disposed(by: bag)
        saved.onNext("draft")
        saved.onNext("final")                          // nothing yet
        saved.onCompleted()                            // saved final, done
        // snippet end
        XCTAssertEqual(print.lines, ["saved final", "done"])
    }

    func testACompletionBoundToASubjectEndsItAndStopsAtARelay() {
        let print = PrintedLines()
        // snippet: bind-to-subject-or-relay
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        let relay = PublishRelay<Int>()
        subject.subscribe(onNext: { print("subject", $0) }, onCompleted: { print("subject done") })
            .disposed(by: bag)
        relay.subscribe(onNext: { print("relay", $0) }).disposed(by: bag)

        Observable.just(1).bind(to: subject).disposed(by: bag)   // subject 1, subject done
        Observable.just(1).bind(to: relay).disposed(by: bag)     // relay 1: the completion stops here
        subject.onNext(2)                                        // nothing: the subject is done
        relay.accept(2)                                          // relay 2
        // snippet end
        XCTAssertEqual(print.lines, ["subject 1", "subject done", "relay 1", "relay 2"])
    }

    func testAViewModelKeepsItsSubjectsAndRelaysToItself() {
        let print = PrintedLines()
        // snippet: view-model-state
        final class CartViewModel {
            private let items = BehaviorRelay<[String]>(value: [])

            /// What the view shows: it can observe, not send.
            var count: Observable<Int> { items.map(\.count).distinctUntilChanged() }

            func add(_ item: String) { items.accept(items.value + [item]) }
        }

        let bag = DisposeBag()
        let cart = CartViewModel()
        cart.count.subscribe(onNext: { print("count", $0) }).disposed(by: bag)   // count 0
        cart.add("tea")                                                          // count 1
        cart.add("milk")                                                         // count 2
        // snippet end
        XCTAssertEqual(print.lines, ["count 0", "count 1", "count 2"])
    }
}
