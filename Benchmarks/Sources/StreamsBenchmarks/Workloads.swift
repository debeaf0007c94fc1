import Dispatch
import Streams

/// (a)'s arithmetic as a plain loop — the floor every row is measured against:
/// +1, keep the even ones, running sum; the checksum adds up every running sum. The inputs come
/// from an array so the optimizer cannot replace the loop by a closed formula.
@inline(never)
func rawLoopChecksum(_ count: Int) -> Int {
    var total = 0
    var checksum = 0
    for value in RawLoopInputs.values(count) {
        let incremented = value &+ 1
        if incremented % 2 == 0 {
            total &+= incremented
            checksum &+= total
        }
    }
    return checksum
}

/// The inputs of the raw loop, built once per count outside the timed region.
enum RawLoopInputs {
    // nonisolated(unsafe): the benchmark runs its workloads one after another on the main thread.
    nonisolated(unsafe) private static var cache: [Int: [Int]] = [:]

    static func values(_ count: Int) -> [Int] {
        if let values = cache[count] { return values }
        let values = Array(0..<count)
        cache[count] = values
        return values
    }
}

/// 0 + 1 + ... + (count - 1), wrapping.
func sumBelow(_ count: Int) -> Int {
    var sum = 0
    for value in 0..<count { sum &+= value }
    return sum
}

/// The even numbers among 1...count, summed.
func sumOfEvenSuccessors(_ count: Int) -> Int {
    var sum = 0
    for value in 0..<count where (value &+ 1) % 2 == 0 { sum &+= value &+ 1 }
    return sum
}

let fanOut = 100

func makeWorkloads() -> [Workload] {
    [
        Workload(
            name: "h. raw Swift loop (floor)", count: 1_000_000, unit: "element", run: rawLoopChecksum,
            expectedChecksum: rawLoopChecksum),

        Workload(
            name: "a. range.map.filter.scan", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                _ = Observable.range(start: 0, count: count)
                    .map { $0 + 1 }
                    .filter { $0 % 2 == 0 }
                    .scan(0, accumulator: +)
                    .subscribe(onNext: { checksum &+= $0 })
                return checksum
            }, expectedChecksum: rawLoopChecksum),

        Workload(
            name: "a2. create loop.map.filter.scan", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                let source = Observable<Int>.create { observer in
                    for value in 0..<count { observer.onNext(value) }
                    observer.onCompleted()
                    return Disposables.create()
                }
                _ =
                    source
                    .map { $0 + 1 }
                    .filter { $0 % 2 == 0 }
                    .scan(0, accumulator: +)
                    .subscribe(onNext: { checksum &+= $0 })
                return checksum
            }, expectedChecksum: rawLoopChecksum),

        Workload(
            name: "b. PublishSubject.map.filter", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                let subject = PublishSubject<Int>()
                let subscription =
                    subject
                    .map { $0 + 1 }
                    .filter { $0 % 2 == 0 }
                    .subscribe(onNext: { checksum &+= $0 })
                for value in 0..<count { subject.onNext(value) }
                subscription.dispose()
                return checksum
            }, expectedChecksum: sumOfEvenSuccessors),

        Workload(
            name: "c. PublishSubject x100 subscribers", count: 10_000_000, unit: "delivery",
            run: { deliveries in
                fanOutChecksum(deliveries, exclusivityChecked: true) { $0.asObservable() }
            }, expectedChecksum: fanOutExpectedChecksum),

        // Not a target workload: (c) without the subscribers' own cost — see `fanOutChecksum`.
        Workload(
            name: "c1. c, subscribers adding without exclusivity check", count: 10_000_000, unit: "delivery",
            run: { deliveries in
                fanOutChecksum(deliveries, exclusivityChecked: false) { $0.asObservable() }
            }, expectedChecksum: fanOutExpectedChecksum),

        Workload(
            name: "d. flatMapLatest { just }", count: 100_000, unit: "switch",
            run: { count in
                var checksum = 0
                let subject = PublishSubject<Int>()
                let subscription =
                    subject
                    .flatMapLatest { Observable.just($0) }
                    .subscribe(onNext: { checksum &+= $0 })
                for value in 0..<count { subject.onNext(value) }
                subscription.dispose()
                return checksum
            }, expectedChecksum: sumBelow),

        Workload(
            name: "e. share(replay: 1) x100 subscribers", count: 10_000_000, unit: "delivery",
            run: { deliveries in
                fanOutChecksum(deliveries, exclusivityChecked: true) { $0.share(replay: 1, scope: .whileConnected) }
            }, expectedChecksum: fanOutExpectedChecksum),

        // Not a target workload: (e) without the subscribers' own cost — see `fanOutChecksum`.
        Workload(
            name: "e1. e, subscribers adding without exclusivity check", count: 10_000_000, unit: "delivery",
            run: { deliveries in
                fanOutChecksum(deliveries, exclusivityChecked: false) { $0.share(replay: 1, scope: .whileConnected) }
            }, expectedChecksum: fanOutExpectedChecksum),

        Workload(
            name: "f. build+subscribe+dispose 5 operators", count: 100_000, unit: "chain",
            run: { count in
                var disposed = 0
                let subject = PublishSubject<Int>()
                for _ in 0..<count {
                    subject
                        .map { $0 + 1 }
                        .filter { $0 % 2 == 0 }
                        .scan(0, accumulator: +)
                        .distinctUntilChanged()
                        .skip(1)
                        .subscribe(onDisposed: { disposed += 1 })
                        .dispose()
                }
                return disposed
            }, expectedChecksum: { $0 }),

        Workload(
            name: "g. combineLatest of two subjects", count: 500_000, unit: "element",
            run: { count in
                var checksum = 0
                let left = PublishSubject<Int>()
                let right = PublishSubject<Int>()
                let subscription = Observable.combineLatest(left, right) { $0 + $1 }
                    .subscribe(onNext: { checksum &+= $0 })
                for value in 0..<count {
                    if value % 2 == 0 { left.onNext(value) } else { right.onNext(value) }
                }
                subscription.dispose()
                return checksum
            },
            expectedChecksum: { count in
                var checksum = 0
                var left: Int?
                var right: Int?
                for value in 0..<count {
                    if value % 2 == 0 { left = value } else { right = value }
                    if let left, let right { checksum &+= left + right }
                }
                return checksum
            }),

        Workload(
            name: "i. materialize.dematerialize", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                _ = Observable.range(start: 0, count: count)
                    .materialize()
                    .dematerialize()
                    .subscribe(onNext: { checksum &+= $0 })
                return checksum
            }, expectedChecksum: sumBelow),

        Workload(
            name: "m. PublishSubject.skip(while:).compactMap.enumerated", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                let subject = PublishSubject<Int>()
                let subscription =
                    subject
                    .skip(while: { $0 < 0 })
                    .compactMap { $0 % 2 == 0 ? $0 : nil }
                    .enumerated()
                    .subscribe(onNext: { checksum &+= $0.element &+ $0.index })
                for value in 0..<count { subject.onNext(value) }
                subscription.dispose()
                return checksum
            },
            expectedChecksum: { count in
                let evens = (count + 1) / 2
                return (0..<evens).reduce(0) { $0 &+ 2 &* $1 &+ $1 }
            }),

        Workload(
            name: "n. build+subscribe+dispose skip(while:).compactMap.enumerated", count: 100_000, unit: "chain",
            run: { count in
                var disposed = 0
                let subject = PublishSubject<Int>()
                for _ in 0..<count {
                    subject
                        .skip(while: { $0 < 0 })
                        .compactMap { $0 % 2 == 0 ? $0 : nil }
                        .enumerated()
                        .subscribe(onDisposed: { disposed += 1 })
                        .dispose()
                }
                return disposed
            }, expectedChecksum: { $0 }),

        Workload(
            name: "j. asDriver.map.drive (main thread)", count: 1_000_000, unit: "element",
            run: { count in
                var checksum = 0
                let subject = PublishSubject<Int>()
                let subscription =
                    subject
                    .asDriver(onErrorJustReturn: 0)
                    .map { $0 + 1 }
                    .drive(onNext: { checksum &+= $0 })
                for value in 0..<count { subject.onNext(value) }
                subscription.dispose()
                return checksum
            }, expectedChecksum: { count in sumBelow(count) &+ count }),

        Workload(
            name: "k. observe(on: serial queue) end-to-end", count: 1_000_000, unit: "element",
            run: { count in
                let finished = DispatchSemaphore(value: 0)
                let checksum = ChecksumBox()
                let subject = PublishSubject<Int>()
                let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "benchmark.observeOn")
                let subscription =
                    subject
                    .observe(on: scheduler)
                    .subscribe(onNext: { checksum.value &+= $0 }, onCompleted: { finished.signal() })
                for value in 0..<count { subject.onNext(value) }
                subject.onCompleted()
                finished.wait()
                subscription.dispose()
                return checksum.value
            }, expectedChecksum: sumBelow),

        // Not a target workload: the floor under (k) — what handing one element to a serial
        // queue costs with no Rx at all, one block (made once) dispatched per element.
        Workload(
            name: "k0. DispatchQueue.async, no Rx (floor for k)", count: 1_000_000, unit: "element",
            run: { count in
                let finished = DispatchSemaphore(value: 0)
                let checksum = ChecksumBox()
                let next = ChecksumBox()
                let queue = DispatchQueue(label: "benchmark.dispatchFloor")
                let deliver: @Sendable @convention(block) () -> Void = {
                    checksum.value &+= next.value
                    next.value += 1
                    if next.value == count { finished.signal() }
                }
                for _ in 0..<count { queue.async(execute: deliver) }
                finished.wait()
                return checksum.value
            }, expectedChecksum: sumBelow),
    ]
}

/// (c) and (e): `fanOut` subscribers of `shape(subject)` each add what they receive to a
/// checksum, for `deliveries / fanOut` elements sent to the subject.
///
/// With `exclusivityChecked` the subscribers add to a captured `var`, as user code usually does;
/// Swift then checks exclusive access to it at run time on every addition (`swift_beginAccess`,
/// a thread-local look-up: ~75 instructions, more than half of a delivery). Without, they add to
/// a field declared `@exclusivity(unchecked)`, which leaves the cost of Streams alone.
func fanOutChecksum(_ deliveries: Int, exclusivityChecked: Bool, _ shape: (PublishSubject<Int>) -> Observable<Int>)
    -> Int
{
    let subject = PublishSubject<Int>()
    let observable = shape(subject)
    var checksum = 0
    let sum = UncheckedSum()
    let subscriptions = (0..<fanOut).map { _ in
        exclusivityChecked
            ? observable.subscribe(onNext: { checksum &+= $0 })
            : observable.subscribe(onNext: { sum.value &+= $0 })
    }
    for value in 0..<(deliveries / fanOut) { subject.onNext(value) }
    subscriptions.forEach { $0.dispose() }
    return exclusivityChecked ? checksum : sum.value
}

func fanOutExpectedChecksum(_ deliveries: Int) -> Int {
    sumBelow(deliveries / fanOut) &* fanOut
}

/// A running sum whose additions skip Swift's run-time exclusivity check (see `fanOutChecksum`).
final class UncheckedSum {
    @exclusivity(unchecked) var value = 0
}

/// A checksum written on another thread and read after a semaphore handshake.
final class ChecksumBox: @unchecked Sendable {
    // @unchecked Sendable: written only on the observe(on:) queue, read after `finished.wait()`.
    var value = 0
}
