import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

private enum SearchFailure: Error, CustomStringConvertible {
    case offline
    var description: String { "offline" }
}

/// `MarbleTrace` on a clock each test moves by hand: lines, letters, groups, stops, disposal,
/// what cannot be drawn, capacity and clearing.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
final class MarbleTraceTests: LeakCheckingTestCase {
    func testEachStageIsALineOnOneTimeAxisInPipelineOrder() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let typed = PublishSubject<String>()
        let subscription =
            typed
            .trace("typed", into: trace)
            .filter { $0.count > 1 }
            .trace("long", into: trace)
            .subscribe()
        clock.at(10) { typed.onNext("s") }
        clock.at(30) { typed.onNext("sw") }
        clock.at(55) { typed.onNext("swi") }
        clock.at(90) { typed.onCompleted() }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(10)),
            """
            marble trace: 1 column = 10ms, 2 stages, 2 subscriptions
                         0ms
            typed  main  ^s-a-b---|
            long   main  ^--a-b---|
            a = "sw", b = "swi"
            """)
        subscription.dispose()
    }

    func testTheSameElementHasTheSameLetterOnEveryLineAndOneLetterElementsAreThemselves() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let numbers = PublishSubject<Int>()
        let subscription =
            numbers
            .trace("numbers", into: trace)
            .map { $0 * 10 }
            .trace("tens", into: trace)
            .map { $0 / 10 }
            .trace("back", into: trace)
            .subscribe()
        clock.at(20) { numbers.onNext(1) }
        clock.at(40) { numbers.onNext(2) }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(20)),
            """
            marble trace: 1 column = 20ms, 3 stages, 3 subscriptions
                           0ms
            numbers  main  ^12
            tens     main  ^ab
            back     main  ^12
            a = 10, b = 20
            """)
        subscription.dispose()
    }

    func testEventsInOneColumnAreGroupedAndAnEventInsideAGroupIsListedWithItsTime() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let burst = PublishSubject<String>()
        let subscription = burst.trace("burst", into: trace).subscribe()
        clock.at(11) { burst.onNext("x") }
        clock.at(15) { burst.onNext("y") }
        clock.at(32) { burst.onNext("z") }
        clock.at(80) { burst.onNext("w") }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(10)),
            """
            marble trace: 1 column = 10ms, 1 stage, 1 subscription
                         0ms
            burst  main  ^(xy)---w
                         ‹ "z" at 32.0 ms falls inside the span of the previous event or group; it cannot be drawn at column 3 ›
            """)
        // A finer resolution separates them.
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(1)),
            """
            marble trace: 1 column = 1ms, 1 stage, 1 subscription
                         0ms       10ms      20ms      30ms      40ms      50ms      60ms      70ms      80ms
            burst  main  ^----------x---y----------------z-----------------------------------------------w
            """)
        subscription.dispose()
    }

    func testAnErrorIsAHashWithItsDescriptionUnderTheLine() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let requests = PublishSubject<Int>()
        let subscription = requests.trace("request", into: trace).subscribe(onError: { _ in })
        clock.at(100) { requests.onNext(7) }
        clock.at(250) { requests.onError(SearchFailure.offline) }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(50)),
            """
            marble trace: 1 column = 50ms, 1 stage, 1 subscription
                           0ms
            request  main  ^-7--#
                           ‹ # = offline at 250.0 ms ›
            """)
        subscription.dispose()
    }

    func testALatestRequestCancelsTheOlderOneAndEachSubscriptionIsItsOwnLine() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let query = PublishSubject<String>()
        let responses = [PublishSubject<Int>(), PublishSubject<Int>()]
        var requests = 0
        let subscription =
            query
            .trace("query", into: trace)
            .flatMapLatest { _ -> Observable<Int> in
                defer { requests += 1 }
                return responses[requests].trace("search", into: trace)
            }
            .trace("results", into: trace)
            .subscribe()
        clock.at(100) { query.onNext("sw") }
        clock.at(300) { query.onNext("swift") }
        clock.at(400) { responses[0].onNext(1) }  // too late: the request was cancelled
        clock.at(500) { responses[1].onNext(2) }
        clock.at(600) { responses[1].onCompleted() }
        clock.at(700) { subscription.dispose() }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(100)),
            """
            marble trace: 1 column = 100ms, 3 stages, 4 subscriptions
                             0ms
            query      main  ^a-b---!
            results    main  ^----2-!
            search #1  main  -^-!
            search #2  main  ---^-2|
            a = "sw", b = "swift"
            """)
    }

    func testAStageSubscribedTwiceHasTwoNumberedLines() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let ticks = PublishSubject<Int>()
        let traced = ticks.trace("ticks", into: trace)
        let first = traced.subscribe()
        clock.at(20) { ticks.onNext(1) }
        let second = clock.at(40) { traced.subscribe() }
        clock.at(60) { ticks.onNext(2) }
        clock.at(80) { first.dispose() }
        clock.at(100) { second.dispose() }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(20)),
            """
            marble trace: 1 column = 20ms, 1 stage, 2 subscriptions
                            0ms
            ticks #1  main  ^1-2!
            ticks #2  main  --^2-!
            """)
    }

    func testDescribeNamesElementsInTheLegend() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let pages = PublishSubject<[String]>()
        let subscription = pages.trace("page", into: trace, describe: { "\($0.count) posts" }).subscribe()
        clock.at(50) { pages.onNext(["a", "b", "c"]) }
        clock.at(100) { pages.onNext([]) }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(50)),
            """
            marble trace: 1 column = 50ms, 1 stage, 1 subscription
                        0ms
            page  main  ^ab
            a = 3 posts, b = 0 posts
            """)
        subscription.dispose()
    }

    func testTheRulerMarksEveryTenColumnsAndEveryEntryHasItsExactTime() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let ticks = PublishSubject<Int>()
        let subscription = clock.at(0.5) { ticks.trace("ticks", into: trace).subscribe() }
        clock.at(1_250.25) { ticks.onNext(3) }
        clock.at(2_400) { subscription.dispose() }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(100)),
            """
            marble trace: 1 column = 100ms, 1 stage, 1 subscription
                         0ms       1s        2s
            ticks  main  ^-----------3-----------!
            """)
        XCTAssertEqual(
            trace.entries,
            [
                .init(
                    stage: "ticks", subscription: 1, time: .microseconds(500), kind: .subscribed,
                    isMainThread: Thread.isMainThread),
                .init(
                    stage: "ticks", subscription: 1, time: .microseconds(1_250_250), kind: .next("3"),
                    isMainThread: Thread.isMainThread),
                .init(
                    stage: "ticks", subscription: 1, time: .milliseconds(2_400), kind: .disposed,
                    isMainThread: Thread.isMainThread),
            ])
        XCTAssertEqual(trace.entries.map(\.timeInterval), [0.000_5, 1.250_25, 2.4])
    }

    func testAnEntryKeepsItsTimeToTheNanosecondInSecondsAndAsADuration() {
        let inSeconds = MarbleTrace.Entry(
            stage: "s", subscription: 1, timeInterval: 1.234_567_891, kind: .completed, isMainThread: false)
        let asDuration = MarbleTrace.Entry(
            stage: "s", subscription: 1, time: .nanoseconds(1_234_567_891), kind: .completed, isMainThread: false)
        XCTAssertEqual(inSeconds, asDuration)
        XCTAssertEqual(inSeconds.time, .nanoseconds(1_234_567_891))
        XCTAssertEqual(asDuration.timeInterval, 1.234_567_891)
    }

    func testAFullTraceDropsTheOldestEntriesAndSaysHowMany() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock, capacity: 3)
        let ticks = PublishSubject<Int>()
        let subscription = ticks.trace("ticks", into: trace).subscribe()
        for step in 1...5 {
            clock.at(Double(step) * 10) { ticks.onNext(step) }
        }
        XCTAssertEqual(trace.entries.map(\.kind), [.next("3"), .next("4"), .next("5")])
        XCTAssertEqual(trace.droppedCount, 3)
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(10)),
            """
            marble trace: 1 column = 10ms, 1 stage, 1 subscription; 3 earlier entries dropped (the trace keeps the last 3)
                         0ms
            ticks  main  ---345
            """)
        subscription.dispose()
    }

    func testClearForgetsEverythingAndRestartsTheClockWhileLiveSubscriptionsGoOn() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let ticks = PublishSubject<Int>()
        let subscription = ticks.trace("ticks", into: trace).subscribe()
        clock.at(10) { ticks.onNext(1) }
        clock.at(500) { trace.clear() }
        XCTAssertEqual(trace.render(), "marble trace: nothing recorded")
        clock.at(520) { ticks.onNext(2) }
        clock.at(540) { subscription.dispose() }
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(10)),
            """
            marble trace: 1 column = 10ms, 1 stage, 1 subscription
                         0ms
            ticks  main  --2-!
            """)
        XCTAssertEqual(trace.droppedCount, 0)
    }

    func testElementsBeyondTheLettersAreDrawnAsQuestionMarksAndListed() {
        let clock = ManualClock()
        let trace = MarbleTrace(clock: clock)
        let words = PublishSubject<String>()
        let subscription = words.trace("words", into: trace).subscribe()
        // 62 letters and digits; the 63rd distinct element has none left.
        for index in 0...62 {
            clock.at(Double(index + 1)) { words.onNext("word \(index)") }
        }
        let rendering = trace.render(resolution: .milliseconds(1))
        let lines = rendering.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[2], "words  main  ^abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789?")
        XCTAssertEqual(
            lines[3],
            "             ‹ no letter left for \"word 62\" at 63.0 ms (drawn as '?'; a trace names 62 distinct elements) ›"
        )
        XCTAssertTrue(lines.contains { $0.hasPrefix("a = \"word 0\", b = \"word 1\"") }, rendering)
        subscription.dispose()
    }

    func testANilTracePassesTheSequenceThroughUntouched() {
        let source = Observable.of(1, 2, 3)
        let traced = source.trace("numbers", into: nil)
        XCTAssertTrue(traced === source)
    }

    func testAPipelineOnAVirtualClockTracesWhatItsMarbleTestRecords() {
        // One tick is a millisecond; a column is 100 ticks.
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        scheduler.ticksPerFrame = 100
        let typed = scheduler.createHotObservable("-a-b----c-----|")
        let observer = scheduler.createObserver(String.self)
        var trace: MarbleTrace!
        var subscription: Disposable?
        // Frame 0 of the diagram is tick 200: the trace starts there.
        scheduler.scheduleAt(200) {
            trace = MarbleTrace(scheduler: scheduler)
            subscription =
                typed
                .trace("typed", into: trace)
                .debounce(.milliseconds(300), scheduler: scheduler)
                .trace("debounced", into: trace)
                .subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.marbles(), "------b----c--|")
        XCTAssertEqual(
            trace.render(resolution: .milliseconds(100)),
            """
            marble trace: 1 column = 100ms, 2 stages, 2 subscriptions
                             0ms       1s
            typed      main  ^a-b----c-----|
            debounced  main  ^-----b----c--|
            """)
        subscription?.dispose()
    }
}
