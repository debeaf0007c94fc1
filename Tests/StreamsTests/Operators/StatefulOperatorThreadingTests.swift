import Foundation
import Streams
import StreamsTest
import XCTest

/// Stateful operators whose inputs arrive on different threads at once (zip, amb, skip(until:),
/// flatMapFirst, concat, catch, retry(when:), timeout): what they send downstream must be serialized (no
/// overlapping deliveries), follow the event grammar (nothing after a stop event), and lose or
/// repeat nothing. Each runs at 1, 2, 4 and 8 threads where the operator takes several inputs.
final class StatefulOperatorThreadingTests: LeakCheckingTestCase {
    /// Records what reaches the subscriber from any thread, counting overlapping deliveries and
    /// events after the stop event.
    private final class Recorder<Element>: @unchecked Sendable {
        // @unchecked Sendable: `elements` and `stops` are only touched under `lock`; the counters
        // are atomics.
        private let lock = NSLock()
        private var elements: [Element] = []
        private var stops: [Event<Element>] = []
        let inFlight = AtomicCell<Int>(0)
        let overlaps = AtomicCell<Int>(0)
        let afterStop = AtomicCell<Int>(0)
        let done = DispatchSemaphore(value: 0)

        func on(_ event: Event<Element>) {
            if inFlight.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue != 1 {
                overlaps.wrappingAdd(1, ordering: .relaxed)
            }
            lock.lock()
            if !stops.isEmpty { afterStop.wrappingAdd(1, ordering: .relaxed) }
            switch event {
            case .next(let element): elements.append(element)
            case .error, .completed: stops.append(event)
            }
            lock.unlock()
            inFlight.wrappingSubtract(1, ordering: .acquiringAndReleasing)
            if event.isStopEvent { done.signal() }
        }

        var received: [Element] {
            lock.lock()
            defer { lock.unlock() }
            return elements
        }

        var stopEvents: [Event<Element>] {
            lock.lock()
            defer { lock.unlock() }
            return stops
        }
    }

    /// Subscribes to `source`, runs `feed` (which starts threads and returns when they are done),
    /// waits for the stop event (unless `waitsForStop` is false) and returns the recorder.
    private func run<Element>(
        _ source: Observable<Element>, waitsForStop: Bool = true, file: StaticString = #filePath, line: UInt = #line,
        feed: () -> Void
    ) -> Recorder<Element> {
        let recorder = Recorder<Element>()
        let anomalies = AnomalyCounter.counting {
            let subscription = source.subscribe { recorder.on($0) }
            feed()
            if waitsForStop {
                XCTAssertEqual(
                    recorder.done.wait(timeout: .now() + 10), .success, "no stop event", file: file, line: line)
            }
            subscription.dispose()
        }
        XCTAssertEqual(anomalies, 0, "an operator reported overlapping or re-entrant input", file: file, line: line)
        XCTAssertEqual(recorder.overlaps.load(ordering: .relaxed), 0, "overlapping deliveries", file: file, line: line)
        XCTAssertEqual(
            recorder.afterStop.load(ordering: .relaxed), 0, "events after the stop event", file: file, line: line)
        return recorder
    }

    /// Starts one thread per body and waits for all of them.
    private func onThreads(_ bodies: [@Sendable () -> Void]) {
        let group = DispatchGroup()
        for (index, body) in bodies.enumerated() {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.name = "stateful-\(index)"
            thread.start()
        }
        group.wait()
    }

    private let perThread = 300

    func testZipPairsEveryElementOnceUnderConcurrentSources() {
        for threads in [1, 2, 4, 8] {
            let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
            let recorder = run(Observable.zip(subjects)) {
                let perThread = self.perThread
                onThreads(
                    subjects.map { subject in
                        {
                            for value in 0..<perThread { subject.onNext(value) }
                            subject.onCompleted()
                        }
                    })
            }
            XCTAssertEqual(
                recorder.received, (0..<perThread).map { Array(repeating: $0, count: threads) }, "\(threads) threads")
            XCTAssertEqual(recorder.stopEvents.count, 1, "\(threads) threads")
            XCTAssertTrue(recorder.stopEvents.first?.isCompleted ?? false, "\(threads) threads")
        }
    }

    func testAmbLetsExactlyOneRacingSourceThrough() {
        for threads in [2, 4, 8] {
            let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
            let recorder = run(Observable.amb(subjects.map { $0.asObservable() })) {
                let perThread = self.perThread
                onThreads(
                    subjects.enumerated().map { index, subject in
                        {
                            for value in 0..<perThread { subject.onNext(index * 10_000 + value) }
                            subject.onCompleted()
                        }
                    })
            }
            let received = recorder.received
            let winner = (received.first ?? 0) / 10_000
            XCTAssertEqual(
                received, (0..<perThread).map { winner * 10_000 + $0 },
                "\(threads) threads: elements of one source only, all of them")
            XCTAssertEqual(recorder.stopEvents.count, 1, "\(threads) threads")
        }
    }

    func testSkipUntilOpenedFromAnotherThreadPassesAContiguousTail() {
        for _ in 0..<10 {
            let source = PublishSubject<Int>()
            let other = PublishSubject<Void>()
            let count = 1_000
            // The feeding threads deliver synchronously, so everything has arrived when they end.
            let recorder = run(source.skip(until: other), waitsForStop: false) {
                onThreads([
                    {
                        for value in 0..<count { source.onNext(value) }
                        source.onCompleted()
                    },
                    { other.onNext(()) },
                ])
            }
            let received = recorder.received
            if recorder.stopEvents.isEmpty {
                // The source completed before `other` opened the gate: as in RxSwift, that
                // completion is not forwarded, and nothing passed.
                XCTAssertEqual(received, [])
            } else {
                // Whatever passed is the source's tail from some element on, without gaps or
                // repeats, then the completion.
                XCTAssertEqual(received, Array((received.first ?? count)..<count))
                XCTAssertTrue(recorder.stopEvents.first?.isCompleted ?? false)
            }
        }
    }

    func testFlatMapFirstRunsOneInnerAtATimeWhenInnersEndOnOtherThreads() {
        let outer = PublishSubject<Int>()
        let innerCount = 50
        let source = outer.flatMapFirst { value -> Observable<Int> in
            Observable.create { observer in
                let handed = HandedToThread(value: observer)
                Thread {
                    for step in 0..<innerCount { handed.value.onNext(value * 1_000 + step) }
                    handed.value.onCompleted()
                }.start()
                return Disposables.create()
            }
        }
        let recorder = run(source) {
            onThreads([
                {
                    for value in 0..<200 {
                        outer.onNext(value)
                        if value % 20 == 0 { Thread.sleep(forTimeInterval: 0.001) }
                    }
                    // The result still waits for the running inner to complete.
                    outer.onCompleted()
                }
            ])
        }
        let received = recorder.received
        XCTAssertFalse(received.isEmpty)
        // Inners never interleave: the elements come in whole runs of one inner each.
        XCTAssertEqual(received.count % innerCount, 0)
        for run in stride(from: 0, to: received.count, by: innerCount) {
            let inner = received[run] / 1_000
            XCTAssertEqual(Array(received[run..<run + innerCount]), (0..<innerCount).map { inner * 1_000 + $0 })
        }
    }

    func testConcatAndCatchOfInnersEndingOnOtherThreadsKeepTheirOrder() {
        func threadInner(_ values: Range<Int>, failing: Bool) -> Observable<Int> {
            Observable.create { observer in
                let handed = HandedToThread(value: observer)
                Thread {
                    for value in values { handed.value.onNext(value) }
                    if failing { handed.value.onError(StatefulThreadingError()) } else { handed.value.onCompleted() }
                }.start()
                return Disposables.create()
            }
        }
        let inners = 40
        let concat = run(Observable.concat((0..<inners).map { threadInner($0 * 10..<$0 * 10 + 10, failing: false) })) {}
        XCTAssertEqual(concat.received, Array(0..<inners * 10))
        XCTAssertTrue(concat.stopEvents.first?.isCompleted ?? false)
        let caught = run(
            Observable.catch(
                sequence: (0..<inners).map { threadInner($0 * 10..<$0 * 10 + 10, failing: $0 < inners - 1) })
        ) {}
        XCTAssertEqual(caught.received, Array(0..<inners * 10))
        XCTAssertTrue(caught.stopEvents.first?.isCompleted ?? false)
    }

    func testRetryWhenWithFailuresAndTriggersOnOtherThreadsResubscribesInOrder() {
        let attempts = AtomicCell<Int>(0)
        let failingOnAThread = Observable<Int>.create { observer in
            let attempt = attempts.wrappingAdd(1, ordering: .relaxed).newValue - 1
            let handed = HandedToThread(value: observer)
            Thread {
                handed.value.onNext(attempt)
                handed.value.onError(StatefulThreadingError())
            }.start()
            return Disposables.create()
        }
        let retried = failingOnAThread.retry { (errors: Observable<Swift.Error>) in
            errors.enumerated().flatMap { index, error -> Observable<Void> in
                guard index < 5 else { return .error(error) }
                return Observable.create { observer in
                    let handed = HandedToThread(value: observer)
                    Thread {
                        handed.value.onNext(())
                        handed.value.onCompleted()
                    }.start()
                    return Disposables.create()
                }
            }
        }
        let recorder = run(retried) {}
        XCTAssertEqual(recorder.received, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(recorder.stopEvents.count, 1)
        XCTAssertTrue(recorder.stopEvents.first?.error is StatefulThreadingError)
        XCTAssertEqual(attempts.load(ordering: .relaxed), 6)
    }

    func testTimeoutRacingASourceOnAnotherThreadKeepsTheGrammar() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "timeout-race")
        for _ in 0..<20 {
            let source = PublishSubject<Int>()
            let fallback = Observable.just(-1)
            let recorder = run(source.timeout(.microseconds(200), other: fallback, scheduler: scheduler)) {
                onThreads([
                    {
                        for value in 0..<500 {
                            source.onNext(value)
                            if value % 100 == 0 { Thread.sleep(forTimeInterval: 0.0005) }
                        }
                        source.onCompleted()
                    }
                ])
            }
            var received = recorder.received
            // Either the source finished in time, or a prefix of it then the fallback.
            if received.last == -1 { received.removeLast() }
            XCTAssertEqual(received, Array(0..<received.count))
            XCTAssertTrue(recorder.stopEvents.first?.isCompleted ?? false)
        }
    }
}

private struct StatefulThreadingError: Swift.Error {}
