// The code of the "Getting started" article (Sources/Streams/Streams.docc/GettingStarted.md) and
// of the README's tour. Each `// snippet:` region appears word for word in the article, which
// Scripts/docs checks; the assertions around it prove what the article says it prints.
import Streams
import StreamsTest
import XCTest

final class GettingStartedTests: LeakCheckingTestCase {
    func testFirstPipelinePrintsTheRunningTotals() {
        let print = PrintedLines()
        // snippet: first-pipeline
        let bag = DisposeBag()
        let taps = PublishSubject<Int>()

        taps
            .map { $0 * 10 }
            .filter { $0 > 10 }
            .scan(0, accumulator: +)
            .subscribe(onNext: { print("total", $0) })
            .disposed(by: bag)

        taps.onNext(1)   // filtered out
        taps.onNext(2)   // total 20
        taps.onNext(3)   // total 50
        // snippet end
        XCTAssertEqual(print.lines, ["total 20", "total 50"])
    }

    func testSubscribeReceivesElementsThenOneStopEvent() {
        let print = PrintedLines()
        // snippet: subscribe-to-events
        let subscription = Observable.of("a", "b")
            .concat(Observable.error(LoadError.timedOut))
            .subscribe(
                onNext: { print("next", $0) },
                onError: { print("error", $0) },
                onCompleted: { print("completed") },   // not called: the sequence failed
                onDisposed: { print("disposed") }
            )
        // next a, next b, error timedOut, disposed
        subscription.dispose()   // nothing left to release: a stopped sequence disposes itself
        // snippet end
        XCTAssertEqual(print.lines, ["next a", "next b", "error timedOut", "disposed"])
    }

    func testADisposeBagEndsItsSubscriptionsWhenItGoes() {
        let print = PrintedLines()
        // snippet: dispose-bag
        let ticks = PublishSubject<Int>()

        final class Screen {
            let bag = DisposeBag()

            init(ticks: Observable<Int>, show: @escaping (Int) -> Void) {
                ticks
                    .subscribe(onNext: show)
                    .disposed(by: bag)
            }
        }

        var screen: Screen? = Screen(ticks: ticks.asObservable(), show: { print("tick", $0) })
        ticks.onNext(1)   // tick 1
        screen = nil      // the bag goes, and with it the subscription
        ticks.onNext(2)   // nobody listens
        // snippet end
        XCTAssertNil(screen)
        XCTAssertEqual(print.lines, ["tick 1"])
        XCTAssertFalse(ticks.hasObservers)
    }

    func testSubjectsDifferInWhatANewSubscriberReceives() throws {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: subjects
        let publish = PublishSubject<String>()        // only what is sent from now on
        let behavior = BehaviorSubject(value: "idle")  // the latest element, then what follows
        let replay = ReplaySubject<String>.create(bufferSize: 2)   // the last two, then what follows

        for state in ["loading", "loaded"] {
            publish.onNext(state)
            behavior.onNext(state)
            replay.onNext(state)
        }
        publish.subscribe(onNext: { print("publish", $0) }).disposed(by: bag)    // nothing yet
        behavior.subscribe(onNext: { print("behavior", $0) }).disposed(by: bag)  // loaded
        replay.subscribe(onNext: { print("replay", $0) }).disposed(by: bag)      // loading, loaded
        publish.onNext("refreshed")                                              // publish refreshed
        print("current", try behavior.value())                                   // current loaded
        // snippet end
        XCTAssertEqual(print.lines, [
            "behavior loaded", "replay loading", "replay loaded", "publish refreshed", "current loaded",
        ])
    }

    func testRelaysNeverStopSoTheyCanHoldState() {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: relays
        let query = BehaviorRelay(value: "")
        let searches = PublishRelay<String>()

        query
            .filter { !$0.isEmpty }
            .bind(to: searches)            // a relay accepts elements; completion never reaches it
            .disposed(by: bag)
        searches.bind(onNext: { print("search", $0) }).disposed(by: bag)

        query.accept("rx")                 // search rx
        print("query is", query.value)     // query is rx
        // snippet end
        XCTAssertEqual(print.lines, ["search rx", "query is rx"])
    }
}

private enum LoadError: Error {
    case timedOut
}
