import Dispatch
import Foundation
import Streams
import StreamsTest
import XCTest

/// `groupBy`, `window(timeSpan:count:scheduler:)` and `buffer(timeSpan:count:scheduler:)` fed
/// from one thread while timers fire on a dispatch scheduler and subscribers come, go and
/// dispose from other threads (2, 4 and 8 threads): no crash, the Rx grammar kept for every
/// observer, nothing lost or repeated, and the source let go of once nobody holds it.
final class WindowingConcurrencyTests: LeakCheckingTestCase {

    // MARK: - groupBy

    /// Thread 0 feeds the source (and completes it when `completes`); thread 1 disposes the
    /// result midway; the others subscribe to the groups emitted so far and dispose again.
    /// Catches: an element delivered to the wrong group, overlapping deliveries or events after
    /// a stop event for the result or a group, the source still subscribed once the result and
    /// every group subscription are disposed (a reference count leaked by a retain racing the
    /// last release), and a crash in a group made while the result is being disposed.
    func testGroupByFedFromOneThreadWhileGroupsAreSubscribedAndDisposed() {
        for completes in [false, true] {
            for threads in stressThreadCounts {
                let ticker = PublishSubject<Int>()
                let groups = SharedLog<StressShared<GroupedObservable<Int, Int>>>()
                let outer = GrammarRecorder<GroupedObservable<Int, Int>> { groups.append(StressShared($0)) }
                let subscription = SingleAssignmentDisposable()  // Sendable: disposed from a stress thread
                subscription.setDisposable(ticker.groupBy { $0 % 8 }.subscribe { outer.on($0) })
                let recorders = SharedLog<(key: Int, recorder: GrammarRecorder<Int>)>()
                let fed = StressFlag()
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for value in 0..<3_000 {
                            ticker.onNext(value)
                            if value % 32 == 0 { sched_yield() }
                        }
                        if completes { ticker.onCompleted() }
                        fed.set()
                        return
                    }
                    if thread == 1 {
                        _ = spin { groups.count >= 4 || fed.isSet }
                        subscription.dispose()
                        outer.markDisposed()
                    }
                    var index = thread
                    while !fed.isSet {
                        guard spin(until: { groups.count > 0 }), let group = groups.at(index % groups.count) else {
                            return
                        }
                        let recorder = GrammarRecorder<Int>()
                        recorders.append((group.value.key, recorder))
                        let groupSubscription = group.value.subscribe { recorder.on($0) }
                        sched_yield()
                        groupSubscription.dispose()
                        recorder.markDisposed()
                        index += 1
                    }
                }
                let label = "completes: \(completes), \(threads) threads"
                XCTAssertEqual(outer.violations, [], label)
                XCTAssertEqual(recorders.all.flatMap(\.recorder.violations), [], label)
                let misrouted = recorders.all.filter { entry in entry.recorder.received.contains { $0 % 8 != entry.key }
                }
                XCTAssertEqual(misrouted.count, 0, "\(label): elements in the wrong group")
                XCTAssertTrue(spin { !ticker.hasObservers }, "\(label): the source is still subscribed")
            }
        }
    }

    // MARK: - window

    /// One thread feeds 0..<500, slowly, and completes while the timer (1 ms) opens windows on the
    /// scheduler; every window is subscribed as soon as it arrives. The windows' elements,
    /// in order, must be exactly the source's, at most `count` per window, each window ending
    /// once. Catches an element lost or repeated, or delivered to a window already completed,
    /// when the timer and the count open a window at the same time; overlapping deliveries.
    func testWindowLosesNothingWhileTheTimerRacesTheSource() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.windowing.serial") {
            for count in [2, 3] {
                let ticker = PublishSubject<Int>()
                let windows = SharedLog<GrammarRecorder<Int>>()
                let outer = GrammarRecorder<Observable<Int>> { window in
                    let recorder = GrammarRecorder<Int>()
                    windows.append(recorder)
                    _ = window.subscribe { recorder.on($0) }
                }
                let subscription = ticker.window(timeSpan: .milliseconds(1), count: count, scheduler: scheduler)
                    .subscribe { outer.on($0) }
                let total = 500
                feedRacingTheTimer(ticker, total: total, count: count)
                let label = "\(name), count \(count)"
                XCTAssertTrue(spin { outer.stopCount == 1 }, "\(label): no completion")
                XCTAssertEqual(outer.violations, [], label)
                let all = windows.all
                XCTAssertEqual(all.flatMap(\.violations), [], label)
                XCTAssertEqual(
                    all.flatMap(\.received), Array(0..<total), "\(label): elements lost, repeated or reordered")
                XCTAssertEqual(
                    all.filter { $0.received.count > count }.count, 0, "\(label): windows over \(count) elements")
                XCTAssertEqual(all.filter { $0.stopCount != 1 }.count, 0, "\(label): windows not ended exactly once")
                subscription.dispose()
            }
        }
    }

    /// Thread 0 feeds; thread 1 disposes the result midway; the others subscribe to the windows
    /// opened so far and dispose again, while the timer opens more. Catches overlapping events
    /// or events after a stop event or after disposal, a timer left running (leak check) and
    /// the source still subscribed once everything is disposed.
    func testWindowDisposedFromOtherThreadsWhileFedAndTimed() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.windowing.serial") {
            for threads in stressThreadCounts {
                let ticker = PublishSubject<Int>()
                let windows = SharedLog<StressShared<Observable<Int>>>()
                let outer = GrammarRecorder<Observable<Int>> { windows.append(StressShared($0)) }
                let subscription = SingleAssignmentDisposable()  // Sendable: disposed from a stress thread
                subscription.setDisposable(
                    ticker.window(timeSpan: .milliseconds(1), count: 4, scheduler: scheduler).subscribe { outer.on($0) }
                )
                let recorders = SharedLog<GrammarRecorder<Int>>()
                let fed = StressFlag()
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for value in 0..<3_000 {
                            ticker.onNext(value)
                            // Some 20 ms in all, so the 1 ms timer fires meanwhile.
                            if value % 16 == 0 { usleep(100) }
                        }
                        fed.set()
                        return
                    }
                    if thread == 1 {
                        _ = spin { windows.count >= 20 || fed.isSet }
                        subscription.dispose()
                        outer.markDisposed()
                    }
                    var index = thread
                    while !fed.isSet {
                        guard let window = windows.at(max(0, windows.count - 1 - index % 3)) else {
                            sched_yield()
                            continue
                        }
                        let recorder = GrammarRecorder<Int>()
                        recorders.append(recorder)
                        let windowSubscription = window.value.subscribe { recorder.on($0) }
                        sched_yield()
                        windowSubscription.dispose()
                        recorder.markDisposed()
                        index += 1
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(outer.violations, [], label)
                XCTAssertEqual(recorders.all.flatMap(\.violations), [], label)
                XCTAssertTrue(spin { !ticker.hasObservers }, "\(label): the source is still subscribed")
            }
        }
    }

    // MARK: - buffer

    /// One thread feeds 0..<500, slowly, and completes while the timer (1 ms) emits buffers on the
    /// scheduler. The buffers, in order, must be exactly the source's elements, at most `count`
    /// each, then one completion. Catches an element lost or repeated when the timer and the
    /// count close a buffer at the same time, and overlapping deliveries.
    func testBufferLosesNothingWhileTheTimerRacesTheSource() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.windowing.serial") {
            for count in [2, 3] {
                let ticker = PublishSubject<Int>()
                let recorder = GrammarRecorder<[Int]>()
                let subscription = ticker.buffer(timeSpan: .milliseconds(1), count: count, scheduler: scheduler)
                    .subscribe { recorder.on($0) }
                let total = 500
                feedRacingTheTimer(ticker, total: total, count: count)
                let label = "\(name), count \(count)"
                XCTAssertTrue(spin { recorder.stopCount == 1 }, "\(label): no completion")
                XCTAssertEqual(recorder.violations, [], label)
                XCTAssertEqual(
                    recorder.received.flatMap { $0 }, Array(0..<total), "\(label): elements lost, repeated or reordered"
                )
                XCTAssertEqual(
                    recorder.received.filter { $0.count > count }.count, 0, "\(label): buffers over \(count) elements")
                subscription.dispose()
            }
        }
    }

    /// Thread 0 feeds; the others keep subscribing to the buffered source and disposing again
    /// while the timers fire. Catches events after disposal completed or overlapping (a timer
    /// firing while the source's element is delivered), timers left running after disposal
    /// (leak check), and the source still subscribed.
    func testBufferSubscriptionsDisposedWhileFedAndTimed() {
        for (name, scheduler) in stressDispatchSchedulers(label: "stress.windowing.serial") {
            for threads in stressThreadCounts {
                let ticker = PublishSubject<Int>()
                let buffered = StressShared(ticker.buffer(timeSpan: .milliseconds(1), count: 3, scheduler: scheduler))
                let recorders = SharedLog<GrammarRecorder<[Int]>>()
                let fed = StressFlag()
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for value in 0..<3_000 {
                            ticker.onNext(value)
                            // Some 20 ms in all, so the 1 ms timer fires meanwhile.
                            if value % 16 == 0 { usleep(100) }
                        }
                        fed.set()
                        return
                    }
                    var iteration = 0
                    while !fed.isSet || iteration < 5 {
                        let recorder = GrammarRecorder<[Int]>()
                        recorders.append(recorder)
                        let subscription = buffered.value.subscribe { recorder.on($0) }
                        if iteration % 2 == 0 { usleep(1_000) } else { sched_yield() }
                        subscription.dispose()
                        recorder.markDisposed()
                        iteration += 1
                    }
                }
                let label = "\(name), \(threads) threads"
                XCTAssertEqual(recorders.all.flatMap(\.violations), [], label)
                XCTAssertTrue(spin { !ticker.hasObservers }, "\(label): the source is still subscribed")
            }
        }
    }
}

/// Sends `0..<total` to `ticker`, then completes it, at about the pace that fills a window or
/// buffer of `count` elements in the operators' 1 ms time span — give or take, so that the timer
/// and the count often close one at the same time.
private func feedRacingTheTimer(_ ticker: PublishSubject<Int>, total: Int, count: Int) {
    for value in 0..<total {
        ticker.onNext(value)
        usleep(UInt32(1_000 / count + (value % 3) * 150))
    }
    ticker.onCompleted()
}
