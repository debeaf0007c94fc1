import Foundation
import Streams
import StreamsTest
import XCTest

// Ported RxTest scenarios: each test replays one scenario of RxSwift 6's own suite
// (Tests/RxSwiftTests/Observable+*Tests.swift, named in the comment above it) with the same
// inputs, virtual times and expected events and subscription logs, written afresh. They pin the
// operators whose exact ticks are easy to get subtly wrong.

private struct PortedError: Swift.Error, Equatable {}

private let failure = PortedError()

final class PortedRxSwiftTests: LeakCheckingTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }

    // MARK: throttle

    // Observable+ThrottleTests: test_ThrottleTimeSpan_Error
    func testPortedThrottleLatestDropsThePendingElementWhenTheSourceFails() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
            .error(410, failure), .next(450, 7), .completed(500),
        ])
        let result = scheduler.start { source.throttle(.seconds(200), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .error(410, failure)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 410)])
    }

    // Observable+ThrottleTests: test_ThrottleTimeSpan_NotLatest_NoEnd
    func testPortedThrottleNotLatestWithoutAnEndKeepsTheSourceUntilDisposal() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
        ])
        let result = scheduler.start { source.throttle(.seconds(200), latest: false, scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(410, 6)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    }

    // MARK: sample

    // Observable+SampleTests: testSample_Sampler_DefaultValue
    func testPortedSampleWithDefaultValueOnEveryTickAndOnSamplerCompletion() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
        ])
        let result = scheduler.start { source.sample(sampler, defaultValue: 0) }
        XCTAssertEqual(
            result.events, [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6), .next(500, 0), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 500)])
    }

    // Observable+SampleTests: testSample_Sampler_Simple2
    func testPortedSampleSendsTheLastElementWhenTheSamplerCompletes() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .next(360, 7),
            .completed(400),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
        ])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 500)])
    }

    // Observable+SampleTests: testSample_Sampler_Simple3
    func testPortedSampleCompletesAtTheFirstTickAfterTheSourceCompleted() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .completed(300),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"), .completed(500),
        ])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(320, 4), .completed(320)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 320)])
    }

    // Observable+SampleTests: testSample_Sampler_SamplerThrows
    func testPortedSampleSamplerErrorEndsTheResultAndBothSubscriptions() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6), .completed(400),
        ])
        let sampler = scheduler.createHotObservable([
            .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .error(320, failure),
        ])
        let result = scheduler.start { source.sample(sampler) }
        XCTAssertEqual(result.events, [.next(250, 3), .error(320, failure)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(sampler.subscriptions, [Subscription(200, 320)])
    }

    // MARK: buffer and window

    private func bufferSource(end: Recorded<Event<Int>>) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), end,
        ])
    }

    // Observable+BufferTests: testBufferWithTimeOrCount_Basic
    func testPortedBufferRestartsItsTimerWhenTheCountFillsABuffer() {
        let source = bufferSource(end: .completed(600))
        let result = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]), .next(580, []), .next(600, []), .completed(600),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    // Observable+BufferTests: testBufferWithTimeOrCount_Error
    func testPortedBufferErrorDropsTheOpenBuffer() {
        let source = bufferSource(end: .error(600, failure))
        let result = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler) }
        XCTAssertEqual(
            result.events,
            [
                .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]),
                .next(510, [9]), .next(580, []), .error(600, failure),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    // Observable+BufferTests: testBufferWithTimeOrCount_Disposed
    func testPortedBufferDisposedOnTheTickItsCountFills() {
        let source = bufferSource(end: .completed(600))
        let result = scheduler.start(disposed: 370) {
            source.buffer(timeSpan: .seconds(70), count: 3, scheduler: self.scheduler)
        }
        XCTAssertEqual(result.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 370)])
    }

    private func indexedWindows(_ source: TestableObservable<Int>) -> Observable<String> {
        source.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
            .enumerated()
            .map { index, window in window.map { "\(index) \($0)" } }
            .merge()
    }

    // Observable+WindowTests: testWindowWithTimeOrCount_Basic
    func testPortedWindowOpensTheNextWindowOnCountOrTimeSpan() {
        let source = bufferSource(end: .completed(600))
        let result = scheduler.start { self.indexedWindows(source) }
        XCTAssertEqual(
            result.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
                .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    // Observable+WindowTests: testWindowWithTimeOrCount_Disposed
    func testPortedWindowDisposedMidStream() {
        let source = scheduler.createHotObservable([
            .next(105, 0), .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
            .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let result = scheduler.start(disposed: 370) { self.indexedWindows(source) }
        XCTAssertEqual(
            result.events,
            [
                .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
                .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 370)])
    }

    // MARK: timeout

    private func timeoutFallback() -> TestableObservable<Int> {
        scheduler.createColdObservable([.next(50, -1), .next(200, -2), .next(310, -3), .completed(320)])
    }

    // Observable+TimeoutTests: testTimeout_TimeoutOccurs_1
    func testPortedTimeoutBeforeTheFirstElementSwitchesToOther() {
        let source = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
        ])
        let other = timeoutFallback()
        let result = scheduler.start { source.timeout(.seconds(100), other: other, scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(other.subscriptions, [Subscription(300, 620)])
    }

    // Observable+TimeoutTests: testTimeout_TimeoutOccurs_2
    func testPortedTimeoutAfterSomeElementsSwitchesToOther() {
        let source = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(310, 4), .next(430, 5), .completed(500),
        ])
        let other = timeoutFallback()
        let result = scheduler.start { source.timeout(.seconds(100), other: other, scheduler: self.scheduler) }
        XCTAssertEqual(
            result.events,
            [.next(240, 3), .next(310, 4), .next(460, -1), .next(610, -2), .next(720, -3), .completed(730)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 410)])
        XCTAssertEqual(other.subscriptions, [Subscription(410, 730)])
    }

    // Observable+TimeoutTests: testTimeout_TimeoutNotOccurs
    func testPortedTimeoutThatNeverFiresNeverSubscribesOther() {
        let source = scheduler.createHotObservable([
            .next(70, 1), .next(130, 2), .next(240, 3), .next(320, 4), .next(410, 5), .completed(500),
        ])
        let other = timeoutFallback()
        let result = scheduler.start { source.timeout(.seconds(100), other: other, scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(240, 3), .next(320, 4), .next(410, 5), .completed(500)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 500)])
        XCTAssertEqual(other.subscriptions, [])
    }

    // Observable+TimeoutTests: testTimeout_Duetime_Timeout_Exact
    func testPortedTimeoutElementExactlyAtTheDeadlineWins() {
        let source = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let result = scheduler.start { source.timeout(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(
            result.events, [.next(210, 42), .next(220, 43), .next(250, 44), .next(260, 45), .completed(270)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 270)])
    }

    // Observable+TimeoutTests: testTimeout_Duetime_Timeout
    func testPortedTimeoutFailsOneDueTimeAfterTheLastElement() {
        let source = scheduler.createColdObservable([
            .next(10, 42), .next(20, 43), .next(50, 44), .next(60, 45), .completed(70),
        ])
        let result = scheduler.start { source.timeout(.seconds(25), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(210, 42), .next(220, 43), .error(245, RxError.timeout)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 245)])
    }

    // MARK: delay

    // Observable+DelayTests: testDelay_TimeSpan_Simple1
    func testPortedDelayShiftsElementsAndCompletion() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let result = scheduler.start { source.delay(.seconds(100), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 550)])
    }

    // Observable+DelayTests: testDelay_TimeSpan_Error2
    func testPortedDelayErrorIsNotDelayedAndDropsWaitingElements() {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, failure),
        ])
        let result = scheduler.start { source.delay(.seconds(150), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(400, 2), .next(500, 3), .error(550, failure)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 550)])
    }

    // Observable+DelaySubscriptionTests: testDelaySubscription_TimeSpan_Error
    func testPortedDelaySubscriptionShiftsTheWholeColdSequence() {
        let source = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, failure)])
        let result = scheduler.start { source.delaySubscription(.seconds(30), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.next(280, 42), .next(290, 43), .error(300, failure)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 300)])
    }

    // Observable+DelaySubscriptionTests: testDelaySubscription_TimeSpan_Dispose
    func testPortedDelaySubscriptionDisposedMidStream() {
        let source = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, failure)])
        let result = scheduler.start(disposed: 291) {
            source.delaySubscription(.seconds(30), scheduler: self.scheduler)
        }
        XCTAssertEqual(result.events, [.next(280, 42), .next(290, 43)])
        XCTAssertEqual(source.subscriptions, [Subscription(230, 291)])
    }

    // MARK: take(for:) and skip(_:scheduler:)

    // Observable+TakeTests: testTake_TakeZero
    func testPortedTakeForZeroCompletesOneProcessingTickAfterSubscription() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let result = scheduler.start { source.take(for: .seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(result.events, [.completed(201)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 201)])
    }

    // Observable+TakeTests: testTake_TakeTwice1
    func testPortedTakeForTwiceEndsAtTheShorterDuration() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .completed(270),
        ])
        let result = scheduler.start {
            source.take(for: .seconds(55), scheduler: self.scheduler).take(for: .seconds(35), scheduler: self.scheduler)
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 235)])
    }

    // Observable+SkipTests: testSkip_Zero and testSkip_Some
    func testPortedTimedSkipOpensAfterTheDuration() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let zero = scheduler.start { source.skip(.seconds(0), scheduler: self.scheduler) }
        XCTAssertEqual(zero.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
        let other = TestScheduler(initialClock: 0)
        let otherSource = other.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let some = other.start { otherSource.skip(.seconds(15), scheduler: other) }
        XCTAssertEqual(some.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(otherSource.subscriptions, [Subscription(200, 230)])
    }

    // MARK: switchLatest

    // Observable+SwitchTests: testSwitch_Data
    func testPortedSwitchLatestFollowsTheNewestInner() {
        let first = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
        let second = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
        ])
        let third = scheduler.createColdObservable([
            .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
        ])
        let outer = scheduler.createHotObservable([
            .next(300, first.asObservable()), .next(400, second.asObservable()), .next(500, third.asObservable()),
            .completed(600),
        ])
        let result = scheduler.start { outer.switchLatest() }
        XCTAssertEqual(
            result.events,
            [
                .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
                .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650),
            ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 600)])
        XCTAssertEqual(first.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(second.subscriptions, [Subscription(400, 450)])
        XCTAssertEqual(third.subscriptions, [Subscription(500, 650)])
    }

    // Observable+SwitchTests: testFlatMapLatest_SelectorThrows
    func testPortedFlatMapLatestSelectorErrorEndsTheResultAndDisposesTheInner() {
        let first = scheduler.createColdObservable([
            .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
            .completed(230),
        ])
        let second = scheduler.createColdObservable([
            .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
        ])
        let inners = [first, second]
        let outer = scheduler.createHotObservable([.next(300, 0), .next(400, 1)])
        let result = scheduler.start {
            outer.flatMapLatest { index throws -> TestableObservable<Int> in
                guard index < 1 else { throw failure }
                return inners[index]
            }
        }
        XCTAssertEqual(result.events, [.next(310, 101), .next(320, 102), .error(400, failure)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(first.subscriptions, [Subscription(300, 400)])
        XCTAssertEqual(second.subscriptions, [])
    }

    // MARK: groupBy

    private func groupSource(end: Recorded<Event<String>>) -> TestableObservable<String> {
        scheduler.createHotObservable([
            .next(220, "  foo"), .next(240, " FoO "), .next(310, "foO "), .next(470, "FOO "), .next(530, "    fOo    "),
            end,
        ])
    }

    private func normalizedKey(_ text: String) -> String {
        text.lowercased().trimmingCharacters(in: .whitespaces)
    }

    // Observable+GroupByTests: testGroupBy_InnerEscapeComplete
    func testPortedGroupSubscribedAfterTheSourceCompletedGetsTheCompletion() {
        let source = groupSource(end: .completed(570))
        let results = scheduler.createObserver(String.self)
        var outer: Observable<GroupedObservable<String, String>>?
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(TestScheduler.Defaults.created) { outer = source.groupBy { self.normalizedKey($0) } }
        scheduler.scheduleAt(TestScheduler.Defaults.subscribed) {
            outerSubscription = outer!.subscribe(onNext: { inner = $0 })
        }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(TestScheduler.Defaults.disposed) {
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(results.events, [.completed(600)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 570)])
    }

    // Observable+GroupByTests: testGroupBy_InnerEscapeError
    func testPortedGroupSubscribedAfterTheSourceFailedGetsTheError() {
        let source = groupSource(end: .error(570, failure))
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = source.groupBy { self.normalizedKey($0) }.subscribe(
                onNext: { inner = $0 }, onError: { _ in })
        }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(1000) {
            outerSubscription?.dispose()
            innerSubscription?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(results.events, [.error(600, failure)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 570)])
    }

    // Observable+GroupByTests: testGroupBy_InnerEscapeDispose
    func testPortedDisposingTheOuterWithNoGroupSubscribedUnsubscribesTheSource() {
        let source = groupSource(end: .error(570, failure))
        let results = scheduler.createObserver(String.self)
        var outerSubscription: Disposable?
        var inner: GroupedObservable<String, String>?
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = source.groupBy { self.normalizedKey($0) }.subscribe(
                onNext: { inner = $0 }, onError: { _ in })
        }
        scheduler.scheduleAt(400) { outerSubscription?.dispose() }
        scheduler.scheduleAt(600) { innerSubscription = inner?.subscribe(results) }
        scheduler.scheduleAt(1000) { innerSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(results.events, [])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    }

    // MARK: merge(maxConcurrent:) and concatMap

    // Observable+MergeTests: testMerge_MergeConcat_Basic
    func testPortedMergeMaxConcurrentTwoQueuesTheThirdInner() {
        let first = scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)])
        let second = scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(200)])
        let third = scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), .completed(130)])
        let fourth = scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)])
        let outer = scheduler.createHotObservable([
            .next(210, first), .next(260, second), .next(270, third), .next(320, fourth), .completed(400),
        ])
        let result = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(
            result.events,
            [
                .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
                .next(440, 7), .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
            ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 350)])
        XCTAssertEqual(second.subscriptions, [Subscription(260, 460)])
        XCTAssertEqual(third.subscriptions, [Subscription(350, 480)])
        XCTAssertEqual(fourth.subscriptions, [Subscription(460, 760)])
    }

    // Observable+MergeTests: testConcatMap_OuterComplete_InnerNotComplete
    func testPortedConcatMapWaitsForeverBehindAnInnerThatNeverCompletes() {
        let first = scheduler.createColdObservable([
            .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
        ])
        let second = scheduler.createColdObservable([.next(180, 202), .next(190, 203)])
        let third = scheduler.createColdObservable([.next(10, 301), .next(50, 302), .completed(60)])
        let fourth = scheduler.createColdObservable([.completed(40, Int.self)])
        let fifth = scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)])
        let outer = scheduler.createHotObservable([
            .next(300, first), .next(400, second), .next(550, third), .next(750, fourth), .next(850, fifth),
            .completed(900),
        ])
        let result = scheduler.start { outer.concatMap { $0 } }
        XCTAssertEqual(
            result.events,
            [
                .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106), .next(940, 202),
                .next(950, 203),
            ])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 900)])
        XCTAssertEqual(first.subscriptions, [Subscription(300, 760)])
        XCTAssertEqual(second.subscriptions, [Subscription(760, 1000)])
        XCTAssertEqual(third.subscriptions, [])
        XCTAssertEqual(fourth.subscriptions, [])
        XCTAssertEqual(fifth.subscriptions, [])
    }

    // MARK: combineLatest

    // Observable+CombineLatestTests: testCombineLatest_ThrowAfterCompleteLeft
    func testPortedCombineLatestErrorAfterTheOtherCompletedWithoutCombining() {
        for useSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
            let right = scheduler.createHotObservable([.next(150, 1), .error(230, failure)])
            let result = scheduler.start { () -> Observable<Int> in
                useSelector
                    ? Observable.combineLatest(left, right) { $0 + $1 }
                    : Observable.combineLatest(left, right).map { $0 + $1 }
            }
            XCTAssertEqual(result.events, [.error(230, failure)])
            XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
        }
    }

    // Observable+CombineLatestTests: testCombineLatest_Consecutive
    func testPortedCombineLatestKeepsTheLastElementOfACompletedSource() {
        for useSelector in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let left = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
            let right = scheduler.createHotObservable([.next(150, 1), .next(235, 6), .next(240, 7), .completed(250)])
            let result = scheduler.start { () -> Observable<Int> in
                useSelector
                    ? Observable.combineLatest(left, right) { $0 + $1 }
                    : Observable.combineLatest(left, right).map { $0 + $1 }
            }
            XCTAssertEqual(result.events, [.next(235, 10), .next(240, 11), .completed(250)])
            XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
        }
    }

    // MARK: withLatestFrom

    // Observable+WithLatestFromTests: testWithLatestFrom_Simple1
    func testPortedWithLatestFromKeepsTheSecondsLastValueAfterItCompleted() {
        let first = scheduler.createHotObservable([
            .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6),
            .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10), .completed(590),
        ])
        let second = scheduler.createHotObservable([
            .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
        ])
        let result = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" } }
        XCTAssertEqual(
            result.events,
            [
                .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
                .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590),
            ])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 400)])
    }

    // Observable+WithLatestFromTests: testWithLatestFrom_TwoObservablesWithImmediateValues
    func testPortedWithLatestFromOfTwoBehaviorSubjectsCombinesAtSubscription() {
        let first = BehaviorSubject(value: 3)
        let second = BehaviorSubject(value: 5)
        let result = scheduler.start { first.withLatestFrom(second) { "\($0)\($1)" }.take(1) }
        XCTAssertEqual(result.events, [.next(200, "35"), .completed(200)])
    }

    // MARK: amb

    // Observable+AmbTests: testAmb_Never_Empty
    func testPortedAmbACompletionAlsoWinsTheRace() {
        let left = scheduler.createHotObservable([.next(150, 1)])
        let right = scheduler.createHotObservable([.next(150, 1), .completed(225)])
        let result = scheduler.start { left.amb(right) }
        XCTAssertEqual(result.events, [.completed(225)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 225)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 225)])
    }

    // Observable+AmbTests: testAmb_LoserThrows
    func testPortedAmbDisposesTheLoserAtTheFirstElementOfTheWinner() {
        let left = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .error(230, failure)])
        let right = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .completed(250)])
        let result = scheduler.start { left.amb(right) }
        XCTAssertEqual(result.events, [.next(210, 3), .completed(250)])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }

    // MARK: retry and catch

    // Observable+CatchTests: testRetryCount_Basic
    func testPortedRetryCountIsTheNumberOfAttempts() {
        let source = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, failure)])
        let result = scheduler.start { source.retry(3) }
        XCTAssertEqual(
            result.events,
            [
                .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3),
                .next(245, 1), .next(250, 2), .next(255, 3), .error(260, failure),
            ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    // Observable+CatchTests: testRetryCount_Dispose
    func testPortedRetryCountDisposedDuringTheSecondAttempt() {
        let source = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, failure)])
        let result = scheduler.start(disposed: 231) { source.retry(3) }
        XCTAssertEqual(result.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
    }

    // Observable+CatchTests: testRetry_Observable_Error
    func testPortedRetryForeverResubscribesAtEachError() {
        let source = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .error(250, failure)])
        let result = scheduler.start(disposed: 1100) { source.retry() }
        XCTAssertEqual(
            result.events,
            [
                .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3),
                .next(800, 1), .next(850, 2), .next(900, 3), .next(1050, 1),
            ])
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
    }

    // Observable+RetryWhenTests: testRetryWhen_Incremental_BackOff
    func testPortedRetryWhenWithAnIncreasingBackOff() {
        let source = scheduler.createColdObservable([.next(5, 1), .error(10, failure)])
        let maxAttempts = 4
        let result = scheduler.start(disposed: 800) {
            source.retry { (errors: Observable<Swift.Error>) in
                errors.enumerated().flatMap { attempt, error -> Observable<Int64> in
                    attempt >= maxAttempts - 1
                        ? .error(error)
                        : Observable<Int64>.timer(.seconds((attempt + 1) * 50), scheduler: self.scheduler)
                }
            }
        }
        XCTAssertEqual(
            result.events, [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, failure)])
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
    }

    // Observable+CatchTests: testCatchSequenceOf_IEofIO
    func testPortedCatchSequenceMovesToTheNextSourceAtEachError() {
        let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .error(40, failure)])
        let second = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .error(30, failure)])
        let third = scheduler.createColdObservable([
            .next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50),
        ])
        let result = scheduler.start {
            Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
        }
        XCTAssertEqual(
            result.events,
            [
                .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5),
                .next(280, 6), .next(290, 7), .next(300, 8), .next(310, 9), .completed(320),
            ])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 270)])
        XCTAssertEqual(third.subscriptions, [Subscription(270, 320)])
    }

    // Observable+CatchTests: testCatchSequenceOf_ErrorError
    func testPortedCatchSequenceEndsWithTheLastErrorWhenEverySourceFails() {
        let first = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, failure)])
        let second = scheduler.createHotObservable([.next(150, 1), .error(250, failure)])
        let result = scheduler.start { Observable.catch(sequence: [first, second].map { $0.asObservable() }) }
        XCTAssertEqual(result.events, [.next(210, 2), .next(220, 3), .error(250, failure)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
    }

    // MARK: multicast with a selector

    // Observable+MulticastTests: testMulticast_Cold_Zip
    func testPortedMulticastSelectorSharesOneSubscriptionBetweenItsUses() {
        let source = scheduler.createHotObservable([
            .next(40, 0), .next(90, 1), .next(150, 2), .next(210, 3), .next(240, 4),
            .next(270, 5), .next(330, 6), .next(340, 7), .completed(390),
        ])
        let result = scheduler.start {
            source.multicast({ PublishSubject<Int>() }) { Observable.zip($0, $0) { $0 + $1 } }
        }
        XCTAssertEqual(
            result.events,
            [.next(210, 6), .next(240, 8), .next(270, 10), .next(330, 12), .next(340, 14), .completed(390)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 390)])
    }

    // Observable+MulticastTests: testMulticast_SubjectSelectorThrows and testMulticast_SelectorThrows
    func testPortedMulticastThrowingSelectorsFailAtSubscriptionWithoutSubscribing() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let subjectThrows = scheduler.start {
            source.multicast({ () throws -> PublishSubject<Int> in throw failure }) { $0 }
        }
        XCTAssertEqual(subjectThrows.events, [.error(200, failure)])
        let other = TestScheduler(initialClock: 0)
        let otherSource = other.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let selectorThrows = other.start {
            otherSource.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw failure }
        }
        XCTAssertEqual(selectorThrows.events, [.error(200, failure)])
        XCTAssertEqual(source.subscriptions, [])
        XCTAssertEqual(otherSource.subscriptions, [])
    }
}
