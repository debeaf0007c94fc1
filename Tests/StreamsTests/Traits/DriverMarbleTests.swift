import Streams
import StreamsTest
import XCTest

/// Drivers and Signals built under `SharingScheduler.mock(scheduler:)` are recorded with
/// `scheduler.start { ... }` and asserted as marble diagrams like any observable. Under the mock
/// their `observe(on:)` hop is a schedule on the test scheduler, so every event arrives one tick
/// after the source sent it.
final class DriverMarbleTests: LeakCheckingTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]
    private let tens: [Character: Int] = ["x": 10, "y": 20, "z": 30, "e": -10]

    // MARK: one tick per frame: the hop is one frame

    func testDriverDeliversEachEventOneFrameLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b--c---|", values: values)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
            // source:       ^-b--c---|
            // driver:       ---y--z---|
            XCTAssertMarbles(res, "---y--z---|", values: tens)
            XCTAssertEqual(res.events, [.next(203, 20), .next(206, 30), .completed(210)])
        }
        XCTAssertEqual(xs.subscriptionMarbles, ["^--------!"])
    }

    func testDriverTurnsTheSourceErrorIntoItsFallbackOneFrameLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a--#", values: values, error: traitError)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
            XCTAssertMarbles(res, "---x--(e|)", values: tens)
            XCTAssertEqual(res.events, [.next(203, 10), .next(206, -10), .completed(206)])
        }
        XCTAssertEqual(xs.subscriptionMarbles, ["^----!"])
    }

    func testSignalDeliversEachEventOneFrameLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b--c---|", values: values)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).map { $0 * 10 } }
            XCTAssertMarbles(res, "---y--z---|", values: tens)
            XCTAssertEqual(res.marbles(values: tens), "---y--z---|")
        }
    }

    func testAMisplacedFrameInTheExpectedDriverDiagramFails() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-b--c---|", values: values)
        try SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
            // The source diagram itself is not the Driver's: the Driver is one tick late.
            let message = try? Marbles.difference(res.events, "--y--z---|", values: tens)
            XCTAssertEqual(
                message?.hasPrefix("Marbles differ at frame 2 (tick 202):"), true, message ?? "no difference reported")
            XCTAssertNil(try Marbles.difference(res.events, "---y--z---|", values: tens))
        }
    }

    // MARK: ten ticks per frame: the hop falls between frames

    func testWithTenTickFramesTheDriverHopIsReportedBetweenFrames() throws {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let xs = scheduler.createHotObservable("-a-^-b--|", values: values)
        try SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(221, 2), .completed(251)])
            // Nothing is rounded away: neither event is drawn on a frame; both are listed as one
            // tick off their frame.
            XCTAssertEqual(
                res.marbles(values: values),
                "  ‹.next(221, b) is between frames (1 tick after frame 2 of 10 ticks); .completed(251) is between frames (1 tick after frame 5 of 10 ticks)›"
            )
            XCTAssertNotNil(
                try Marbles.difference(res.events, "--b--|", values: values, timing: scheduler.marbleTiming))
        }
    }

    func testWithTenTickFramesTheDriverMatchesItsSourceDiagramShiftedByTheHop() {
        let scheduler = TestScheduler(initialClock: 0)
        scheduler.ticksPerFrame = 10
        let source = "-a-^-b--c-|"
        let xs = scheduler.createHotObservable(source, values: values)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            // Frame 0 one tick after the subscription: the Driver draws exactly as its source.
            let hop = TestScheduler.Defaults.subscribed + 1
            XCTAssertMarbles(res, "^-b--c-|", values: values, subscribed: hop)
            XCTAssertEqual(res.marbles(values: values, subscribed: hop), "--b--c-|")
            XCTAssertEqual(res.events, [.next(221, 2), .next(251, 3), .completed(271)])
        }
        XCTAssertEqual(xs.subscriptionMarbles, ["^------!"])
    }

    // MARK: sharing: a Driver replays its latest element, a Signal does not

    func testALateDriverSubscriberGetsTheLatestElementAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a---b---c--|", values: values)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = xs.asDriver(onErrorJustReturn: -1)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { driver.drive(early).disposed(by: bag) }
            scheduler.scheduleAt(205) { driver.drive(late).disposed(by: bag) }
            scheduler.start()
        }
        XCTAssertMarbles(early, "---a---b---c--|", values: values)
        // `late` subscribes at frame 5 and is handed `a` there, then shares the rest.
        XCTAssertMarbles(late, "-----a-b---c--|", values: values)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------------!"])
    }

    func testALateSignalSubscriberGetsOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a---b---c--|", values: values)
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        SharingScheduler.mock(scheduler: scheduler) {
            let signal = xs.asSignal(onErrorJustReturn: -1)
            let bag = DisposeBag()
            scheduler.scheduleAt(200) { signal.emit(to: early).disposed(by: bag) }
            scheduler.scheduleAt(205) { signal.emit(to: late).disposed(by: bag) }
            scheduler.start()
        }
        XCTAssertMarbles(early, "---a---b---c--|", values: values)
        XCTAssertMarbles(late, "-------b---c--|", values: values)
        XCTAssertEqual(xs.subscriptionMarbles, ["^------------!"])
    }

    // MARK: Drivers built from Drivers

    func testCombiningDriversAddsOneHopPerConversion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a----b--|", values: values)
        let ys = scheduler.createHotObservable("^---c-----|", values: values)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start {
                Driver.combineLatest(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)) {
                    $0 * 10 + $1
                }
            }
            // 1 * 10 + 3 = 13 when c arrives, 2 * 10 + 3 = 23 when b arrives; both sources hop once.
            XCTAssertMarbles(res, "-----m--n--|", values: ["m": 13, "n": 23])
        }
    }
}
