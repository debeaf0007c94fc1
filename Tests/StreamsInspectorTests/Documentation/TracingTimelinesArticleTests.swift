// The code of the "Tracing timing in running code" article
// (Sources/StreamsInspector/StreamsInspector.docc/TracingTimelines.md), word for word inside
// each `// snippet:` region; the tests check the diagrams the article shows.
import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// Search as you type: the article's pipeline, traced at each stage.
private func searchResults(for query: Observable<String>, search: @escaping (String) -> Observable<[String]>, scheduler: SchedulerType, trace: MarbleTrace?) -> Observable<[String]> {
    // snippet: tap-the-stages
    let results = query
        .trace("query", into: trace)
        .debounce(.milliseconds(300), scheduler: scheduler)
        .trace("debounced", into: trace)
        .flatMapLatest { text in
            search(text).trace("search", into: trace, describe: { "\($0.count) results" })
        }
        .trace("results", into: trace, describe: { "\($0.count) results" })
    // snippet end
    return results
}

/// A search server answering after `latency`.
private func searchServer(latency: RxTimeInterval, scheduler: SchedulerType) -> (String) -> Observable<[String]> {
    { text in
        let names = ["Swift", "SwiftUI", "Swift Testing", "Switch"]
        return Observable.just(names.filter { $0.lowercased().hasPrefix(text) }).delay(latency, scheduler: scheduler)
    }
}

final class TracingTimelinesArticleTests: LeakCheckingTestCase {
    func testTheSearchPipelineOnAVirtualClockDrawsTheArticlesDiagram() {
        // snippet: virtual-clock
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)   // a tick is a millisecond
        let trace = MarbleTrace(scheduler: scheduler)
        // snippet end
        let typed = scheduler.createHotObservable([
            .next(100, "s"), .next(200, "sw"), .next(300, "swi"), .next(900, "swift"),
        ])
        // The first search takes 700 ms, the second 400 ms.
        let latencies = [700, 400]
        var searches = 0
        let search: (String) -> Observable<[String]> = { text in
            defer { searches += 1 }
            return searchServer(latency: .milliseconds(latencies[searches]), scheduler: scheduler)(text)
        }
        let subscription = searchResults(for: typed.asObservable(), search: search, scheduler: scheduler, trace: trace).subscribe()
        scheduler.advanceTo(2_000)
        subscription.dispose()
        XCTAssertEqual(trace.render(resolution: .milliseconds(50)), """
            marble trace: 1 column = 50ms, 4 stages, 5 subscriptions
                             0ms       500ms     1s        1500ms    2s
            query      main  ^-s-a-b-----------c---------------------!
            debounced  main  ^-----------b-----------c---------------!
            results    main  ^-------------------------------d-------!
            search #1  main  ------------^-----------!
            search #2  main  ------------------------^-------(d|)
            a = "sw", b = "swi", c = "swift", d = 3 results
            """)
        // The same trace, one column per 200 ms: the typing crowds into the first columns.
        XCTAssertEqual(trace.render(resolution: .milliseconds(200)), """
            marble trace: 1 column = 200ms, 4 stages, 5 subscriptions
                             0ms       2s
            query      main  (^s)c-----!
                             ‹ "sw" at 200.0 ms falls inside the span of the previous event or group; it cannot be drawn at column 1 ›
                             ‹ "swi" at 300.0 ms falls inside the span of the previous event or group; it cannot be drawn at column 1 ›
            debounced  main  ^--b--c---!
            results    main  ^-------d-!
            search #1  main  ---^--!
            search #2  main  ------^-(d|)
            a = "sw", b = "swi", c = "swift", d = 3 results
            """)
    }

    func testTheSearchPipelineOnARealSchedulerDebouncesTheTyping() throws {
        try skipInReleaseBuilds("the trace the article keeps in debug builds")
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "tracing-timelines-article")
        let typed = PublishSubject<String>()
        let answered = expectation(description: "the results")
        // snippet: debug-builds-only
        #if DEBUG
        let trace: MarbleTrace? = MarbleTrace()
        #else
        let trace: MarbleTrace? = nil
        #endif
        // snippet end
        let subscription = searchResults(for: typed, search: searchServer(latency: .milliseconds(20), scheduler: scheduler), scheduler: scheduler, trace: trace)
            .subscribe(onNext: { _ in answered.fulfill() })
        typed.onNext("s")
        typed.onNext("sw")
        typed.onNext("swi")
        wait(for: [answered], timeout: 30)
        subscription.dispose()

        let entries = try XCTUnwrap(trace).entries
        let lastTyped = try XCTUnwrap(entries.last { $0.stage == "query" && $0.kind == .next("\"swi\"") })
        let debounced = entries.filter { $0.stage == "debounced" && $0.kind == .next("\"swi\"") }
        XCTAssertEqual(debounced.count, 1)
        // A timer never fires early.
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(debounced.first).timeInterval - lastTyped.timeInterval, 0.295)
        XCTAssertEqual(entries.filter { $0.stage == "results" }.map(\.kind), [.subscribed, .next("4 results"), .disposed])
        XCTAssertEqual(Set(entries.filter { $0.stage == "search" }.map(\.subscription)), [1])
        let rendering = try XCTUnwrap(trace).render(resolution: .milliseconds(100))
        XCTAssertTrue(rendering.hasPrefix("marble trace: 1 column = 100ms, 4 stages, 4 subscriptions\n"), rendering)
    }
}
