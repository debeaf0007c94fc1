// The code of StreamsTest's articles (Sources/StreamsTest/StreamsTest.docc), word for word inside
// each `// snippet:` region: virtual time, marble diagrams, blocking and leak checks.
import Streams
import StreamsTest
import Testing
import XCTest

// snippet: virtual-time-test
final class TimesTenTests: LeakCheckingTestCase {
    func testMapMultipliesEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),    // before the subscription at 200: not seen
            .next(210, 2),
            .next(220, 3),
            .completed(300),
        ])

        let result = scheduler.start { xs.map { $0 * 10 } }   // create 100, subscribe 200, dispose 1000

        XCTAssertEqual(result.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}
// snippet end

final class VirtualTimeArticleTests: LeakCheckingTestCase {
    func testAColdObservableStartsAtEachSubscription() {
        // snippet: cold-observable
        let scheduler = TestScheduler(initialClock: 0)
        let response = scheduler.createColdObservable([.next(10, "page 1"), .completed(10)])

        let result = scheduler.start { response.map { $0.uppercased() } }   // subscribes at 200

        XCTAssertEqual(result.events, [.next(210, "PAGE 1"), .completed(210)])   // 10 ticks later
        XCTAssertEqual(response.subscriptions, [Subscription(200, 210)])
        // snippet end
    }

    func testTimeOperatorsRunOnTheTestScheduler() {
        // snippet: debounce-in-virtual-time
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable([
            .next(210, "r"), .next(212, "rx"), .next(230, "rxs"), .completed(300),
        ])

        let result = scheduler.start {
            typing.debounce(.seconds(5), scheduler: scheduler)   // one tick is one second
        }

        XCTAssertEqual(result.events, [.next(217, "rx"), .next(235, "rxs"), .completed(300)])
        // snippet end
    }
}

private enum SearchError: Swift.Error, Equatable {
    case offline
}

final class MarbleArticleTests: LeakCheckingTestCase {
    func testAMarbleTestReadsLikeTheDiagram() {
        // snippet: marble-test
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--^-a--b--|", values: ["a": 1, "b": 2])

        let result = scheduler.start { xs.map { $0 * 10 } }

        XCTAssertMarbles(result, "--x--y--|", values: ["x": 10, "y": 20])
        XCTAssertEqual(result.marbles(values: ["x": 10, "y": 20]), "--x--y--|")
        XCTAssertEqual(xs.subscriptionMarbles, ["^-------!"])
        // snippet end
    }

    func testDiagramsAreEvents() throws {
        // snippet: marbles-are-events
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable("-a-#", values: ["a": 1], error: SearchError.offline)
        let texts = scheduler.createHotObservable("^-h-i-|")    // String elements need no table

        XCTAssertEqual(ys.recordedEvents, [.next(1, 1), .error(3, SearchError.offline)])
        XCTAssertEqual(try Marbles.events("-a-|", values: ["a": 1]), [.next(201, 1), .completed(203)])
        XCTAssertEqual(texts.recordedEvents, [.next(202, "h"), .next(204, "i"), .completed(206)])
        // snippet end
    }

    func testTicksPerFrameStretchesTheDiagram() {
        // snippet: ticks-per-frame
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("^a-|", values: ["a": 1])

        XCTAssertEqual(xs.recordedEvents, [.next(210, 1), .completed(230)])   // frames 1 and 3
        // snippet end
    }

    func testADriverIsComparedWithItsDiagramOneTickLater() {
        // snippet: driver-marbles
        let scheduler = TestScheduler(initialClock: 0)
        let values: [Character: Int] = ["b": 2, "c": 3]
        let xs = scheduler.createHotObservable("^-b--c---|", values: values)

        SharingScheduler.mock(scheduler: scheduler) {
            let result = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertMarbles(result, "---b--c---|", values: values)   // each event one tick later
        }
        // snippet end
    }

    func testAMalformedDiagramThrowsWithItsColumn() {
        // snippet: marble-error
        XCTAssertThrowsError(try Marbles.events("-a-|", values: ["b": 1])) { error in
            XCTAssertEqual(error as? MarbleError, MarbleError(
                diagram: "-a-|",
                column: 2,
                reason: "'a' is not a key of values (keys: b); expected a key of values"
            ))
        }
        // snippet end
    }
}

// snippet: swift-testing-marbles
@Suite struct SearchMarbleTests {
    @Test func filterKeepsTheLongQueries() {
        let scheduler = TestScheduler(initialClock: 0)
        let queries = scheduler.createHotObservable("^-a-b-c-|", values: ["a": "r", "b": "rx", "c": "rxs"])

        let result = scheduler.start { queries.filter { $0.count > 1 } }

        #expect(result.marbles(values: ["b": "rx", "c": "rxs"]) == "----b-c-|")
        #expect(queries.subscriptionMarbles == ["^-------!"])
    }
}
// snippet end

final class BlockingArticleTests: LeakCheckingTestCase {
    func testBlockingOperatorsWaitForTheSequence() throws {
        // snippet: blocking
        let numbers = Observable.of(1, 2, 3)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .default))

        XCTAssertEqual(try numbers.toBlocking(timeout: 1).toArray(), [1, 2, 3])
        XCTAssertEqual(try numbers.toBlocking().first(), 1)
        XCTAssertEqual(try numbers.toBlocking().single { $0 > 2 }, 3)

        switch Observable<Int>.error(SearchError.offline).toBlocking().materialize() {
        case .completed(let elements): XCTFail("completed with \(elements)")
        case .failed(let elements, let error): XCTAssertEqual(elements, []); XCTAssertEqual(error as? SearchError, .offline)
        }
        // snippet end
    }
}

final class LeakArticleTests: LeakCheckingTestCase {
    func testResourcesCountLiveSubscriptions() throws {
        try skipInReleaseBuilds("Resources.total")
        // snippet: resources-total
        let subject = PublishSubject<Int>()
        let incremented = subject.map { $0 + 1 }
        let before = Resources.total                     // the two observables count too

        var subscription: Disposable? = incremented.subscribe()
        XCTAssertGreaterThan(Resources.total, before)   // the sink, the subject's subscription, ...
        subscription?.dispose()
        subscription = nil                               // the disposable counts while it lives
        XCTAssertEqual(Resources.total, before)          // back to where it was
        // snippet end
    }
}

// snippet: main-actor-tests
@MainActor final class TapCounter {
    private(set) var count = 0
    private let bag = DisposeBag()

    init(taps: Observable<Void>) {
        taps.subscribe(onNext: { [weak self] in self?.count += 1 }).disposed(by: bag)
    }
}

// The class is not @MainActor: Linux's XCTest stops at a main-actor test class. Each test is.
final class TapCounterTests: LeakCheckingTestCase {
    @MainActor func testEachTapCounts() async {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable("--a-a-|", values: ["a": ()])
        let counter = TapCounter(taps: taps.asObservable())

        scheduler.start()

        XCTAssertEqual(counter.count, 2)
    }

    func testASynchronousTestCanAssumeTheMainActor() {
        // XCTest runs a synchronous test on the main thread, on Linux too.
        MainActor.assumeIsolated {
            let taps = PublishSubject<Void>()
            let counter = TapCounter(taps: taps.asObservable())
            taps.onNext(())
            XCTAssertEqual(counter.count, 1)
        }
    }
}
// snippet end
