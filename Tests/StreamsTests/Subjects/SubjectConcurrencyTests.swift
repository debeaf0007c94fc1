import Foundation
import Streams
import StreamsTest
import XCTest

/// Records what a subscriber receives from several threads, whether two deliveries ever
/// overlapped (an atomic in-delivery counter above one), and whether a writer's elements
/// arrived out of the order it sent them (writer `w` sends `w * perWriter + 0, 1, 2, ...`).
final class ConcurrentRecorder: @unchecked Sendable {
    // @unchecked Sendable: `counts`, `lastOffsets` and `reorderings` are only touched under
    // `lock`; the counters are atomic.
    private let lock = NSLock()
    private let perWriter: Int
    private var counts: [Int: Int] = [:]
    private var lastOffsets: [Int: Int] = [:]
    private var reorderings = 0
    private let inDelivery = AtomicCell<Int>(0)
    private let overlaps = AtomicCell<Int>(0)
    private let completions = AtomicCell<Int>(0)

    init(perWriter: Int = 400) {
        self.perWriter = perWriter
    }

    func on(_ event: Event<Int>) {
        if inDelivery.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue > 1 {
            overlaps.wrappingAdd(1, ordering: .relaxed)
        }
        switch event {
        case .next(let element):
            lock.lock()
            counts[element, default: 0] += 1
            let (writer, offset) = element.quotientAndRemainder(dividingBy: perWriter)
            if let last = lastOffsets[writer], last >= offset { reorderings += 1 }
            lastOffsets[writer] = offset
            lock.unlock()
            // Widen the window in which an overlapping delivery would be caught.
            if element % 16 == 0 { sched_yield() }
        case .completed:
            completions.wrappingAdd(1, ordering: .relaxed)
        case .error:
            break
        }
        inDelivery.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }

    var receivedCounts: [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }

    var overlapCount: Int { overlaps.load(ordering: .relaxed) }

    /// Elements that arrived after a later element of the same writer.
    var reorderingCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return reorderings
    }
    var completionCount: Int { completions.load(ordering: .relaxed) }
}

final class SubjectConcurrencyTests: LeakCheckingTestCase {
    private let elementsPerWriter = 400

    /// Starts `writers` threads that each call `send` with their own range of elements, released
    /// together, and waits for all of them.
    private func runWriters(_ writers: Int, send: @escaping @Sendable (Int) -> Void) {
        let start = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let perWriter = elementsPerWriter
        for writer in 0..<writers {
            let thread = Thread {
                start.wait()
                for offset in 0..<perWriter { send(writer * perWriter + offset) }
                finished.signal()
            }
            thread.start()
        }
        for _ in 0..<writers { start.signal() }
        for _ in 0..<writers { XCTAssertEqual(finished.wait(timeout: .now() + 20), .success) }
    }

    private func assertEveryElementOnce(
        _ recorder: ConcurrentRecorder, writers: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        let expected = Dictionary(uniqueKeysWithValues: (0..<writers * elementsPerWriter).map { ($0, 1) })
        XCTAssertEqual(
            recorder.receivedCounts.count, expected.count, "distinct elements at \(writers) writers", file: file,
            line: line)
        XCTAssertTrue(
            recorder.receivedCounts == expected, "an element was lost or duplicated at \(writers) writers", file: file,
            line: line)
        XCTAssertEqual(recorder.overlapCount, 0, "overlapping deliveries at \(writers) writers", file: file, line: line)
        XCTAssertEqual(
            recorder.reorderingCount, 0, "a writer's elements arrived out of order at \(writers) writers", file: file,
            line: line)
    }

    private func checkSubject(_ makeSubject: () -> PublishSubject<Int>) {
        for writers in [1, 2, 4, 8] {
            let subject = makeSubject()
            let recorders = [ConcurrentRecorder(), ConcurrentRecorder()]
            let subscriptions = recorders.map { recorder in subject.subscribe { recorder.on($0) } }
            let sendable = UncheckedBox(subject)
            runWriters(writers) { sendable.value.onNext($0) }
            subject.onCompleted()
            for recorder in recorders {
                assertEveryElementOnce(recorder, writers: writers)
                XCTAssertEqual(recorder.completionCount, 1)
            }
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testPublishSubjectDeliversEveryElementOnceWithoutOverlapAt1To8Writers() {
        checkSubject { PublishSubject<Int>() }
    }

    func testBehaviorSubjectDeliversEveryElementOnceWithoutOverlapAt1To8Writers() {
        for writers in [1, 2, 4, 8] {
            let subject = BehaviorSubject(value: -1)
            let recorder = ConcurrentRecorder()
            let subscription = subject.skipInitial { recorder.on($0) }
            let sendable = UncheckedBox(subject)
            runWriters(writers) { sendable.value.onNext($0) }
            assertEveryElementOnce(recorder, writers: writers)
            subscription.dispose()
        }
    }

    func testReplaySubjectDeliversEveryElementOnceWithoutOverlapAt1To8Writers() {
        for writers in [1, 2, 4, 8] {
            let subject = ReplaySubject<Int>.create(bufferSize: 4)
            let recorder = ConcurrentRecorder()
            let subscription = subject.subscribe { recorder.on($0) }
            let sendable = UncheckedBox(subject)
            runWriters(writers) { sendable.value.onNext($0) }
            assertEveryElementOnce(recorder, writers: writers)
            subscription.dispose()
        }
    }

    func testPublishRelayDeliversEveryElementOnceWithoutOverlapAt1To8Writers() {
        for writers in [1, 2, 4, 8] {
            let relay = PublishRelay<Int>()
            let recorders = [ConcurrentRecorder(), ConcurrentRecorder()]
            let subscriptions = recorders.map { recorder in relay.subscribe { recorder.on($0) } }
            runWriters(writers) { relay.accept($0) }
            recorders.forEach { assertEveryElementOnce($0, writers: writers) }
            subscriptions.forEach { $0.dispose() }
        }
    }

    func testBehaviorRelayDeliversEveryElementOnceWithoutOverlapAt1To8Writers() {
        for writers in [1, 2, 4, 8] {
            let relay = BehaviorRelay(value: -1)
            let recorder = ConcurrentRecorder()
            let subscription = relay.asObservable().skipInitial { recorder.on($0) }
            runWriters(writers) { relay.accept($0) }
            assertEveryElementOnce(recorder, writers: writers)
            subscription.dispose()
        }
    }

    /// zip's engine serializes its results through the same delivery gate as the subjects: with
    /// writers on both inputs, every element is paired once and no two results overlap.
    func testZipOfSubjectsFedFromSeveralThreadsPairsEveryElementOnceWithoutOverlap() {
        for writers in [1, 2, 4, 8] {
            let left = PublishSubject<Int>()
            let right = PublishSubject<Int>()
            let recorder = ConcurrentRecorder(perWriter: elementsPerWriter)
            let subscription = Observable.zip(left, right) { leftElement, _ in leftElement }
                .subscribe { recorder.on($0) }
            let inputs = UncheckedBox((left, right))
            runWriters(writers) { element in
                inputs.value.0.onNext(element)
                inputs.value.1.onNext(element)
            }
            assertEveryElementOnce(recorder, writers: writers)
            subscription.dispose()
        }
    }

    /// Senders that arrive just as the deliverer leaves (a tight loop, a subscriber that does
    /// almost nothing) must either queue behind it or become the next deliverer: nothing lost.
    func testSendersRacingTheDelivererAsItLeavesLoseNothing() {
        for writers in [2, 4, 8] {
            let perWriter = 10_000
            let subject = PublishSubject<Int>()
            let received = AtomicCell<Int>(0)
            let completed = AtomicCell<Int>(0)
            let subscription = subject.subscribe(
                onNext: { _ in received.wrappingAdd(1, ordering: .relaxed) },
                onCompleted: { completed.wrappingAdd(1, ordering: .relaxed) })
            let sendable = UncheckedBox(subject)
            let start = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            for _ in 0..<writers {
                Thread {
                    start.wait()
                    for element in 0..<perWriter { sendable.value.onNext(element) }
                    finished.signal()
                }.start()
            }
            for _ in 0..<writers { start.signal() }
            for _ in 0..<writers { XCTAssertEqual(finished.wait(timeout: .now() + 30), .success) }
            subject.onCompleted()
            XCTAssertEqual(received.load(ordering: .relaxed), writers * perWriter, "at \(writers) writers")
            XCTAssertEqual(completed.load(ordering: .relaxed), 1)
            subscription.dispose()
        }
    }

    func testSubscribingAndDisposingWhileWritersSendIsSafe() {
        let subject = PublishSubject<Int>()
        let sendable = UncheckedBox(subject)
        let stop = AtomicCell<Bool>(false)
        let writerDone = DispatchSemaphore(value: 0)
        let writer = Thread {
            var element = 0
            while !stop.load(ordering: .relaxed) {
                sendable.value.onNext(element)
                element += 1
            }
            writerDone.signal()
        }
        writer.start()
        for _ in 0..<500 {
            let recorder = ConcurrentRecorder()
            let subscription = subject.subscribe { recorder.on($0) }
            subscription.dispose()
            XCTAssertEqual(recorder.overlapCount, 0)
        }
        stop.store(true, ordering: .relaxed)
        XCTAssertEqual(writerDone.wait(timeout: .now() + 10), .success)
        XCTAssertFalse(subject.hasObservers)
    }

    /// A `PublishSubject` sends an element without its lock when no delivery is under way; a
    /// stop event sent meanwhile from another thread must still be the last thing delivered.
    func testWritersRacingACompletionDeliverNothingAfterIt() {
        for writers in [1, 2, 4] {
            for _ in 0..<20 {
                let subject = PublishSubject<Int>()
                let sendable = UncheckedBox(subject)
                let completed = AtomicCell<Int>(0)
                let elementsAfterCompletion = AtomicCell<Int>(0)
                // A bare observer: `subscribe(onNext:)` would itself ignore what follows a stop.
                let subscription = subject.subscribe(
                    AnyObserver<Int> { event in
                        if event.isCompleted {
                            completed.wrappingAdd(1, ordering: .relaxed)
                        } else if completed.load(ordering: .relaxed) > 0 {
                            elementsAfterCompletion.wrappingAdd(1, ordering: .relaxed)
                        }
                    })
                let group = DispatchGroup()
                for _ in 0..<writers {
                    group.enter()
                    Thread {
                        for element in 0..<2_000 { sendable.value.onNext(element) }
                        group.leave()
                    }.start()
                }
                group.enter()
                Thread {
                    for _ in 0..<200 { sched_yield() }
                    sendable.value.onCompleted()
                    group.leave()
                }.start()
                XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
                XCTAssertEqual(completed.load(ordering: .relaxed), 1, "\(writers) writers")
                XCTAssertEqual(elementsAfterCompletion.load(ordering: .relaxed), 0, "\(writers) writers")
                subscription.dispose()
            }
        }
    }

    /// A thread that subscribes or unsubscribes never delivers a busy writer's events to the
    /// other subscribers — which could keep `subscribe` or `dispose` from returning for as long
    /// as the writer writes: it changes the list directly or leaves the change to the deliverer,
    /// and a replay it delivers itself, while broadcasts to the new subscriber wait (and follow
    /// from the writer: `testWhatABusyWriterBroadcastsDuringAReplayIsDeliveredByTheWriter`).
    func testSubscribingAndDisposingNeverDeliversAnotherThreadsEvents() {
        for (name, subject, observer) in subjectsForRacing(includingPublish: true) {
            let sendable = UncheckedBox(observer)
            // This test subscribes on the main thread; the writer runs on another one. Should
            // the main thread ever deliver the writer's events, the writer is stopped at once —
            // otherwise the loop below might never end.
            XCTAssertTrue(Thread.isMainThread)
            let deliveriesOnSubscribingThread = AtomicCell<Int>(0)
            let stop = AtomicCell<Bool>(false)
            let subscribed = AtomicCell<Bool>(false)
            let busy = subject.subscribe(onNext: { _ in
                // (Its own replay, while it subscribes, is the main thread's to deliver.)
                guard subscribed.load(ordering: .relaxed), Thread.isMainThread else { return }
                deliveriesOnSubscribingThread.wrappingAdd(1, ordering: .relaxed)
                stop.store(true, ordering: .relaxed)
            })
            subscribed.store(true, ordering: .relaxed)
            let writerDone = DispatchSemaphore(value: 0)
            Thread {
                var element = 0
                while !stop.load(ordering: .relaxed) {
                    sendable.value.onNext(element)
                    element += 1
                }
                writerDone.signal()
            }.start()
            for _ in 0..<20_000 where !stop.load(ordering: .relaxed) {
                subject.subscribe(onNext: { _ in }).dispose()
            }
            stop.store(true, ordering: .relaxed)
            XCTAssertEqual(writerDone.wait(timeout: .now() + 10), .success, name)
            XCTAssertEqual(deliveriesOnSubscribingThread.load(ordering: .relaxed), 0, name)
            busy.dispose()
        }
    }

    /// The other way round: a writer is never kept busy by threads that keep subscribing and
    /// unsubscribing (1, 3 and 7 of them) — the changes they queue while it delivers are made a
    /// batch at a time, and it returns once no event waits. Were it to make them one at a time,
    /// taking the lock for each, they would queue the next ones meanwhile, and with enough of them
    /// a single `onNext` might never return: the writer's 300 elements then take longer than
    /// `stressOnThreads` allows.
    func testSubscribingAndDisposingThreadsNeverKeepAWriterBusy() {
        for (name, subject, observer) in subjectsForRacing(includingPublish: true) {
            let sendable = UncheckedBox((subject: subject, input: observer))
            for threads in stressThreadCounts {
                let written = StressFlag()
                // A subscriber whose deliveries take a while, so that changes queue behind them.
                let slow = subject.subscribe(onNext: { _ in sched_yield() })
                stressOnThreads(threads) { thread in
                    if thread == 0 {
                        for element in 0..<300 { sendable.value.input.onNext(element) }
                        written.set()
                        return
                    }
                    while !written.isSet {
                        sendable.value.subject.subscribe(onNext: { _ in }).dispose()
                    }
                }
                slow.dispose()
                XCTAssertTrue(written.isSet, "\(name), \(threads) threads")
            }
        }
    }

    /// A subscriber with a replay gets it from the subscribing thread while a writer goes on
    /// sending: what is broadcast meanwhile waits for it, so it sees its replay, then every
    /// later element, in order and once — even when its observer is slow with the replay.
    func testReplayingSubscriberGetsEveryLaterElementInOrderWhileAWriterSends() {
        for (name, subject, input) in subjectsForRacing(includingPublish: false) {
            let observer = UncheckedBox(input)
            let received = Locked<[[Int]]>([])
            let completions = AtomicCell<Int>(0)
            let allSubscribed = AtomicCell<Bool>(false)
            let sent = AtomicCell<Int>(0)
            let writerDone = DispatchSemaphore(value: 0)
            Thread {
                // Sends until every subscriber is in, and a while longer, then completes. (The
                // cap keeps a subscribing thread that would deliver this writer's elements
                // itself from spinning forever: the test then fails instead of hanging.)
                var element = 0
                var extra = 1_000
                while extra > 0, element < 2_000_000 {
                    observer.value.onNext(element)
                    element += 1
                    if allSubscribed.load(ordering: .relaxed) { extra -= 1 }
                }
                sent.store(element, ordering: .relaxed)
                observer.value.onCompleted()
                writerDone.signal()
            }.start()
            var subscriptions: [Disposable] = []
            for index in 0..<30 {
                received.withLock { $0.append([]) }
                var isFirst = true
                subscriptions.append(
                    subject.subscribe(
                        onNext: { element in
                            if isFirst {
                                isFirst = false
                                // A slow replay: the writer's elements pile up for this subscriber.
                                usleep(500)
                            }
                            received.withLock { $0[index].append(element) }
                        }, onCompleted: { completions.wrappingAdd(1, ordering: .relaxed) }))
            }
            allSubscribed.store(true, ordering: .relaxed)
            XCTAssertEqual(writerDone.wait(timeout: .now() + 30), .success)
            let count = sent.load(ordering: .relaxed)
            for (index, elements) in received.withLock({ $0 }).enumerated() {
                guard let first = elements.first else {
                    XCTFail("\(name): subscriber \(index) received nothing")
                    continue
                }
                XCTAssertEqual(elements, Array(first..<count), "\(name): subscriber \(index)")
            }
            XCTAssertEqual(completions.load(ordering: .relaxed), 30, name)
            subscriptions.forEach { $0.dispose() }
        }
    }

    /// What a writer broadcasts while a new subscriber receives its replay is delivered by the
    /// writer when it is still delivering: the subscribing thread delivers the replay alone, so
    /// a writer that never pauses cannot keep `subscribe` from returning. Here the writer is
    /// held inside its broadcast of 100 (by an earlier subscriber) while the new subscriber's
    /// replay runs and until `subscribe` returns; it then delivers 1 to 100 to the new
    /// subscriber itself, in order.
    func testWhatABusyWriterBroadcastsDuringAReplayIsDeliveredByTheWriter() {
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        replay.onNext(0)
        let subjects = [
            (name: "behavior", subject: behavior.asObservable(), input: AnyObserver(behavior)),
            (name: "replay", subject: replay.asObservable(), input: AnyObserver(replay)),
        ]
        for (name, subject, input) in subjects {
            let sendable = UncheckedBox(input)
            let writerIsHeld = DispatchSemaphore(value: 0)
            let subscribeReturned = DispatchSemaphore(value: 0)
            let holder = subject.subscribe(onNext: { element in
                guard element == 100 else { return }
                writerIsHeld.signal()
                _ = subscribeReturned.wait(timeout: .now() + 10)
            })
            let received = Locked<[(element: Int, onSubscribingThread: Bool)]>([])
            let writerDone = DispatchSemaphore(value: 0)
            let subscription = subject.subscribe(onNext: { element in
                received.withLock { $0.append((element, Thread.isMainThread)) }
                // The replay: start the writer, and go on once it is held inside a broadcast.
                guard element == 0 else { return }
                Thread {
                    for element in 1...100 { sendable.value.onNext(element) }
                    writerDone.signal()
                }.start()
                XCTAssertEqual(writerIsHeld.wait(timeout: .now() + 10), .success, name)
            })
            subscribeReturned.signal()
            XCTAssertEqual(writerDone.wait(timeout: .now() + 10), .success, name)
            let deliveries = received.withLock { $0 }
            XCTAssertEqual(deliveries.map(\.element), Array(0...100), name)
            XCTAssertEqual(deliveries.filter(\.onSubscribingThread).map(\.element), [0], name)
            subscription.dispose()
            holder.dispose()
        }
    }
}

/// Subjects to race writers against: each as an observable to subscribe to and an observer to
/// send to; a behavior subject starts with -1.
private func subjectsForRacing(includingPublish: Bool) -> [(
    name: String, subject: Observable<Int>, input: AnyObserver<Int>
)] {
    let behavior = BehaviorSubject(value: -1)
    let replay = ReplaySubject<Int>.create(bufferSize: 3)
    var subjects = [
        (name: "behavior", subject: behavior.asObservable(), input: AnyObserver(behavior)),
        (name: "replay", subject: replay.asObservable(), input: AnyObserver(replay)),
    ]
    if includingPublish {
        let publish = PublishSubject<Int>()
        subjects.insert((name: "publish", subject: publish.asObservable(), input: AnyObserver(publish)), at: 0)
    }
    return subjects
}

extension ObservableType where Element == Int {
    /// Subscribes `on` to every event but the replayed initial value (-1) of a behavior subject.
    fileprivate func skipInitial(_ on: @escaping (Event<Int>) -> Void) -> Disposable {
        subscribe { event in
            if event.element == -1 { return }
            on(event)
        }
    }
}
