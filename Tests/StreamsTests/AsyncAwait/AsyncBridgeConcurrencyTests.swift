import Foundation
import Streams
import StreamsTest
import XCTest

/// The async/await bridges under concurrency: tasks consuming `values`, or awaiting a trait's
/// `value`, are cancelled from other threads while other threads feed the source. Every task
/// must finish (a continuation resumed never would hang it; twice would trap), every
/// subscription must be let go of, and nothing may arrive out of order, twice or after the end.
///
/// The tests are synchronous: they start detached tasks and wait for them on the test thread,
/// which is not one of the cooperative pool's threads, so waiting cannot starve the tasks.
final class AsyncBridgeConcurrencyTests: LeakCheckingTestCase {
    /// Consumers of `values` cancelled at random moments while one thread feeds the subject.
    /// Each loop sees consecutive elements (the stream buffers, it loses nothing) and ends by
    /// throwing `CancellationError` (the subject never stops), as in RxSwift.
    func testCancelledValuesConsumersFinishAndUnsubscribe() {
        for consumers in [2, 4, 8] {
            for _ in 0..<10 {
                let subject = PublishSubject<Int>()
                let finished = StressCounter()
                let gaps = StressCounter()
                let cancelled = StressCounter()
                let subscribed = StressCounter()
                let shared = StressShared(subject)
                let tasks = (0..<consumers).map { _ in
                    Task.detached {
                        var last: Int?
                        do {
                            let values = shared.value.values
                            subscribed.increment()
                            for try await element in values {
                                if let last, element != last + 1 { gaps.increment() }
                                last = element
                            }
                        } catch is CancellationError {
                            cancelled.increment()
                        } catch {
                            gaps.increment()
                        }
                        finished.increment()
                    }
                }
                let stop = StressFlag()
                let feeder = Thread {
                    var element = 0
                    // Paced, so the consumers' buffers stay small.
                    while !stop.isSet {
                        element += 1
                        shared.value.onNext(element)
                        if element % 8 == 0 { sched_yield() }
                    }
                }
                feeder.start()
                let taskList = StressShared(tasks)
                stressOnThreads(2) { thread in
                    for (index, task) in taskList.value.enumerated() where index % 2 == thread {
                        for _ in 0..<(index * 50) { sched_yield() }
                        task.cancel()
                    }
                }
                let allFinished = spin { finished.value == consumers }
                stop.set()
                XCTAssertTrue(
                    allFinished, "\(consumers - finished.value) of \(consumers) cancelled consumers still suspended")
                XCTAssertEqual(
                    gaps.value, 0,
                    "elements lost, repeated or reordered, or an error other than CancellationError thrown")
                XCTAssertEqual(
                    cancelled.value, consumers,
                    "a cancelled loop over a sequence that never stops ended without CancellationError")
                XCTAssertTrue(spin { !subject.hasObservers }, "a cancelled consumer's subscription was not disposed")
                XCTAssertEqual(subscribed.value, consumers)
            }
        }
    }

    /// Consumers of `values` while the subject completes on another thread and some consumers
    /// are cancelled: every loop ends, and one that was not cancelled got every element from its
    /// first one up to the last one sent before the completion.
    func testValuesConsumersEndAtACompletionRacingCancellation() {
        for consumers in [2, 4, 8] {
            for _ in 0..<10 {
                let subject = PublishSubject<Int>()
                let shared = StressShared(subject)
                let last = 200
                let finished = StressCounter()
                let problems = SharedLog<String>()
                let streams = (0..<consumers).map { _ in subject.values }
                let tasks = streams.enumerated().map { index, values in
                    Task.detached {
                        var previous = 0
                        do {
                            for try await element in values {
                                if element != previous + 1 {
                                    problems.append("consumer \(index): \(element) after \(previous)")
                                }
                                previous = element
                            }
                            if !Task.isCancelled, previous != last {
                                problems.append("consumer \(index) (not cancelled) ended at \(previous), not \(last)")
                            }
                        } catch is CancellationError where index % 2 == 1 {
                            // Cancelled before the completion reached it.
                        } catch {
                            problems.append("consumer \(index) threw \(error)")
                        }
                        finished.increment()
                    }
                }
                let taskList = StressShared(tasks)
                stressOnThreads(2) { thread in
                    if thread == 0 {
                        for element in 1...last { shared.value.onNext(element) }
                        shared.value.onCompleted()
                        shared.value.onNext(last + 1)
                    } else {
                        for (index, task) in taskList.value.enumerated() where index % 2 == 1 {
                            for _ in 0..<(index * 20) { sched_yield() }
                            task.cancel()
                        }
                    }
                }
                XCTAssertTrue(
                    spin { finished.value == consumers },
                    "\(consumers - finished.value) of \(consumers) consumers still suspended after the completion")
                XCTAssertEqual(problems.all, [])
                XCTAssertFalse(subject.hasObservers)
            }
        }
    }

    /// Tasks awaiting `Single`, `Maybe` and `Completable` `value` while one thread sends the
    /// outcome and others cancel the tasks: each task ends exactly once, with the outcome or
    /// `CancellationError`, and its subscription is disposed.
    func testTraitValueAwaitersCancelledWhileTheOutcomeArrives() {
        for threads in [2, 4, 8] {
            for _ in 0..<20 {
                let subject = PublishSubject<Int>()
                let shared = StressShared(subject)
                let awaiters = 6
                let started = StressCounter()
                let finished = StressCounter()
                let problems = SharedLog<String>()
                let tasks = (0..<awaiters).map { index in
                    Task.detached {
                        started.increment()
                        do {
                            switch index % 3 {
                            case 0:
                                let value = try await shared.value.take(1).asSingle().value
                                if value != 7 { problems.append("single gave \(value)") }
                            case 1:
                                let value = try await shared.value.take(1).asMaybe().value
                                if value != 7 { problems.append("maybe gave \(String(describing: value))") }
                            default:
                                try await shared.value.take(1).ignoreElements().asCompletable().value
                            }
                        } catch is CancellationError {
                            // Cancelled before the outcome arrived.
                        } catch {
                            problems.append("awaiter \(index) threw \(error)")
                        }
                        finished.increment()
                    }
                }
                XCTAssertTrue(spin { started.value == awaiters })
                let taskList = StressShared(tasks)
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for _ in 0..<200 { sched_yield() }
                        shared.value.onNext(7)
                    } else {
                        for (index, task) in taskList.value.enumerated() where index % (threads - 1) == thread - 1 {
                            for _ in 0..<(index * 40) { sched_yield() }
                            task.cancel()
                        }
                    }
                }
                XCTAssertTrue(
                    spin { finished.value == awaiters },
                    "\(awaiters - finished.value) of \(awaiters) awaiters never resumed")
                XCTAssertEqual(problems.all, [])
                XCTAssertTrue(spin { !subject.hasObservers }, "an awaiter's subscription was not disposed")
            }
        }
    }

    /// An async sequence as an `Observable`, disposed from several threads while the sequence is
    /// fed: at most one event once every `dispose()` returned, the grammar kept, and the
    /// iterating task cancelled (the stream sees its termination). (Not once the first returned:
    /// the first call to arrive does the disposing, and a concurrent one returns at once — while
    /// the first, preempted, may not yet have reached the sink — as in RxSwift.)
    func testAsyncSequenceObservableDisposedFromSeveralThreadsWhileFed() {
        for threads in [2, 4, 8] {
            for _ in 0..<10 {
                let terminated = StressCounter()
                let (stream, continuation) = AsyncStream<Int>.makeStream()
                continuation.onTermination = { _ in terminated.increment() }
                let recorder = GrammarRecorder<Int>()
                let subscription = stream.asObservable().subscribe { recorder.on($0) }
                let stop = StressFlag()
                let feeder = Thread {
                    var element = 0
                    while !stop.isSet {
                        element += 1
                        continuation.yield(element)
                        if element % 8 == 0 { sched_yield() }
                    }
                }
                feeder.start()
                XCTAssertTrue(spin { !recorder.received.isEmpty })
                let disposer = StressShared(subscription)
                stressOnThreads(threads) { thread in
                    for _ in 0..<(thread * 30) { sched_yield() }
                    disposer.value.dispose()
                }
                recorder.markDisposed()
                XCTAssertTrue(spin { terminated.value == 1 }, "the iterating task was not cancelled")
                stop.set()
                XCTAssertEqual(recorder.violations, [])
                let received = recorder.received
                XCTAssertEqual(received, Array((0..<received.count).map { $0 + 1 }), "elements lost or reordered")
            }
        }
    }
}
