// The scaling benchmark's workloads on RxSwift 6's API alone, so that this file compiled against
// RxSwift (imports changed to RxSwift, RxRelay, RxTest) times the same work.
//
// Each run works on `orders.count` independent copies at once, interleaved step by step (the
// table runs one; `--check` compares ten at N with one at 10 N), and each copy takes its random
// steps in its own order. Every checksum proves that each subscriber received what it should,
// and nothing after it left.
import Streams
import StreamsTest

/// The workloads every Rx library with RxSwift's API runs (`architectureWorkloads` adds the
/// Store's).
func rxWorkloads() -> [ScalingWorkload] {
    [
        // Subjects and relays: N subscribers join, one element, they leave in random order.
        ScalingWorkload(
            name: "PublishSubject: N subscribers",
            prepare: { n, orders in
                {
                    let subjects = orders.map { _ in PublishSubject<Int>() }
                    return joinSendLeave(n, orders, subjects) { subjects[$0].onNext($1) }
                }
            }, expectedChecksum: { 7 &* weightSum($0) }),

        ScalingWorkload(
            name: "BehaviorSubject: N subscribers",
            prepare: { n, orders in
                {
                    let subjects = orders.map { _ in BehaviorSubject(value: 5) }
                    return joinSendLeave(n, orders, subjects) { subjects[$0].onNext($1) }
                }
            }, expectedChecksum: { 12 &* weightSum($0) }),

        ScalingWorkload(
            name: "ReplaySubject(1): N subscribers",
            prepare: { n, orders in
                {
                    let subjects = orders.map { _ in ReplaySubject<Int>.create(bufferSize: 1) }
                    subjects.forEach { $0.onNext(5) }
                    return joinSendLeave(n, orders, subjects) { subjects[$0].onNext($1) }
                }
            }, expectedChecksum: { 12 &* weightSum($0) }),

        ScalingWorkload(
            name: "PublishRelay: N subscribers",
            prepare: { n, orders in
                {
                    let relays = orders.map { _ in PublishRelay<Int>() }
                    return joinSendLeave(n, orders, relays) { relays[$0].accept($1) }
                }
            }, expectedChecksum: { 7 &* weightSum($0) }),

        // Sharing operators: N subscribers join (the first connects), they leave in random order
        // (the last disconnects).
        ScalingWorkload(
            name: "share(replay: 1): N join, leave",
            prepare: { n, orders in
                {
                    let sources = orders.map { _ in PublishSubject<Int>() }
                    return joinShareLeave(n, orders, sources.map { $0.share(replay: 1) }, sources: sources)
                }
            }, expectedChecksum: { 18 &* weightSum($0) }),

        ScalingWorkload(
            name: "publish().refCount(): N join, leave",
            prepare: { n, orders in
                {
                    let sources = orders.map { _ in PublishSubject<Int>() }
                    return joinShareLeave(n, orders, sources.map { $0.publish().refCount() }, sources: sources)
                }
            },
            expectedChecksum: { n in
                // The first half receive 7 and 11; the second half, who join after 7, only 11.
                18 &* weightSum(n / 2) &+ 11 &* (weightSum(n) &- weightSum(n / 2))
            }),

        ScalingWorkload(
            name: "replay(1).refCount(): N join, leave",
            prepare: { n, orders in
                {
                    let sources = orders.map { _ in PublishSubject<Int>() }
                    return joinShareLeave(n, orders, sources.map { $0.replay(1).refCount() }, sources: sources)
                }
            }, expectedChecksum: { 18 &* weightSum($0) }),

        // Hot test observables on a TestScheduler: N subscribers each at 0, an element at 10, all
        // leave at 20 in random order; an element at 30 reaches nobody.
        ScalingWorkload(
            name: "hot test observable: N subscribers",
            prepare: { n, orders in
                {
                    let scheduler = TestScheduler(initialClock: 0)
                    let hots = orders.map { _ in scheduler.createHotObservable([.next(10, 7), .next(30, 1_000)]) }
                    var received = 0
                    var subscriptions = orders.map { _ in [Disposable]() }
                    for index in 0..<n {
                        let weight = index + 1
                        for copy in orders.indices {
                            subscriptions[copy].append(hots[copy].subscribe(onNext: { received &+= $0 &* weight }))
                        }
                    }
                    scheduler.scheduleAt(20) {
                        for step in 0..<n {
                            for copy in orders.indices { subscriptions[copy][orders[copy][step]].dispose() }
                        }
                    }
                    scheduler.start()
                    let logged = hots.allSatisfy { hot in
                        hot.subscriptions.count == n && hot.subscriptions.allSatisfy { $0 == Subscription(0, 20) }
                    }
                    return logged ? received : -1
                }
            }, expectedChecksum: { 7 &* weightSum($0) }),

        // Disposables: N entries, disposed together (the bag) or removed by key in random order
        // (the composite: half removed one by one, the rest disposed with it).
        ScalingWorkload(
            name: "DisposeBag: N entries",
            prepare: { n, orders in
                {
                    var disposed = 0
                    var bags = orders.map { _ in DisposeBag() }
                    for index in 0..<n {
                        let weight = index + 1
                        for bag in bags { bag.insert(Disposables.create { disposed &+= weight }) }
                    }
                    bags.removeAll()
                    return disposed
                }
            }, expectedChecksum: weightSum),

        ScalingWorkload(
            name: "CompositeDisposable: N insert, remove",
            prepare: { n, orders in
                {
                    var disposed = 0
                    let composites = orders.map { _ in CompositeDisposable() }
                    var keys = orders.map { _ in [CompositeDisposable.DisposeKey]() }
                    for index in 0..<n {
                        let weight = index + 1
                        for copy in orders.indices {
                            guard let key = composites[copy].insert(Disposables.create { disposed &+= weight }) else {
                                return -1
                            }
                            keys[copy].append(key)
                        }
                    }
                    for step in 0..<n / 2 {
                        for copy in orders.indices { composites[copy].remove(for: keys[copy][orders[copy][step]]) }
                    }
                    let remaining = composites.allSatisfy { $0.count == n - n / 2 }
                    composites.forEach { $0.dispose() }
                    return remaining ? disposed : -1
                }
            }, expectedChecksum: weightSum),

        // Operators with N sources or inners: each sends one element, in random order, then they
        // complete in another.
        ScalingWorkload(
            name: "merge of N subjects",
            prepare: { n, orders in
                let subjects = orders.map { _ in (0..<n).map { _ in PublishSubject<Int>() } }
                return {
                    throughOperator(n, orders, subjects, resultsPerCopy: n) { copy in
                        Observable.merge(subjects[copy].map { $0.asObservable() })
                    }
                }
            }, expectedChecksum: weightSum),

        ScalingWorkload(
            name: "flatMap: N live inners",
            prepare: { n, orders in
                let inners = orders.map { _ in (0..<n).map { _ in PublishSubject<Int>() } }
                return {
                    let sources = orders.map { _ in PublishSubject<Int>() }
                    // The source sends 0 to N - 1 and completes: N inners, all live.
                    let startInners = {
                        for index in 0..<n {
                            for source in sources { source.onNext(index) }
                        }
                        sources.forEach { $0.onCompleted() }
                    }
                    return throughOperator(n, orders, inners, resultsPerCopy: n, beforeSending: startInners) { copy in
                        sources[copy].flatMap { inners[copy][$0] }
                    }
                }
            }, expectedChecksum: weightSum),

        // One result per copy, once the last source has sent: every further element would build an
        // N-element array, quadratic by nature.
        ScalingWorkload(
            name: "combineLatest of N subjects",
            prepare: { n, orders in
                let subjects = orders.map { _ in (0..<n).map { _ in PublishSubject<Int>() } }
                return {
                    throughOperator(n, orders, subjects, resultsPerCopy: 1) { copy in
                        Observable.combineLatest(subjects[copy]) { $0.reduce(0, &+) }
                    }
                }
            }, expectedChecksum: weightSum),

        // A chain of N `map`s: built, subscribed, one element through it, disposed. Every operator
        // nests a call on the main thread's stack (8 MiB here), so N stops at 10⁴: RxSwift 6.10.2
        // overflows it at about 22,800 operators, Streams at about 52,000.
        ScalingWorkload(
            name: "map chain: depth N", largestN: 10_000,
            prepare: { n, orders in
                {
                    let sources = orders.map { _ in PublishSubject<Int>() }
                    var chains = sources.map { $0.asObservable() }
                    for _ in 0..<n {
                        for copy in chains.indices { chains[copy] = chains[copy].map { $0 &+ 1 } }
                    }
                    var received = 0
                    let subscriptions = chains.map { $0.subscribe(onNext: { received &+= $0 }) }
                    sources.forEach { $0.onNext(7) }
                    subscriptions.forEach { $0.dispose() }
                    return received
                }
            }, expectedChecksum: { 7 + $0 }),
    ]
}

/// In each copy, N subscribers of its source join, each weighing what it receives by its
/// position (1, 2, ...); `send` sends 7 to each source; they leave in their copy's order; `send`
/// sends 1,000, which must reach nobody.
func joinSendLeave<Source: ObservableType>(
    _ n: Int, _ orders: [[Int]], _ sources: [Source], send: (_ copy: Int, _ element: Int) -> Void
) -> Int where Source.Element == Int {
    var received = 0
    var subscriptions = orders.map { _ in [Disposable]() }
    for copy in orders.indices { subscriptions[copy].reserveCapacity(n) }
    for index in 0..<n {
        let weight = index + 1
        for copy in orders.indices {
            subscriptions[copy].append(sources[copy].subscribe(onNext: { received &+= $0 &* weight }))
        }
    }
    for copy in orders.indices { send(copy, 7) }
    for step in 0..<n {
        for copy in orders.indices { subscriptions[copy][orders[copy][step]].dispose() }
    }
    for copy in orders.indices { send(copy, 1_000) }
    return received
}

/// In each copy, N subscribers of its shared sequence join, half of them before its source sends
/// 7, the rest before it sends 11; they leave in their copy's order, after which the source must
/// have no observer and its next element must reach nobody.
func joinShareLeave<Shared: ObservableType>(
    _ n: Int, _ orders: [[Int]], _ shared: [Shared], sources: [PublishSubject<Int>]
) -> Int where Shared.Element == Int {
    var received = 0
    var subscriptions = orders.map { _ in [Disposable]() }
    for copy in orders.indices { subscriptions[copy].reserveCapacity(n) }
    for index in 0..<n {
        if index == n / 2 { sources.forEach { $0.onNext(7) } }
        let weight = index + 1
        for copy in orders.indices {
            subscriptions[copy].append(shared[copy].subscribe(onNext: { received &+= $0 &* weight }))
        }
    }
    sources.forEach { $0.onNext(11) }
    for step in 0..<n {
        for copy in orders.indices { subscriptions[copy][orders[copy][step]].dispose() }
    }
    let disconnected = sources.allSatisfy { !$0.hasObservers }
    sources.forEach { $0.onNext(1_000) }
    return disconnected ? received : -1
}

/// In each copy, a subscriber adds up what `operate(copy)` — an operator over the copy's N
/// `subjects` — emits; `beforeSending` runs; subject `i` sends `i + 1`, in the copy's order; then
/// the subjects complete in the reverse order, which must complete the operator after
/// `resultsPerCopy` results.
func throughOperator(
    _ n: Int, _ orders: [[Int]], _ subjects: [[PublishSubject<Int>]], resultsPerCopy: Int,
    beforeSending: () -> Void = {}, _ operate: (_ copy: Int) -> Observable<Int>
) -> Int {
    var received = 0
    var results = 0
    var completed = 0
    let subscriptions = orders.indices.map { copy in
        operate(copy).subscribe(
            onNext: {
                received &+= $0
                results += 1
            }, onCompleted: { completed += 1 })
    }
    beforeSending()
    for step in 0..<n {
        for copy in orders.indices {
            let index = orders[copy][step]
            subjects[copy][index].onNext(index + 1)
        }
    }
    for step in (0..<n).reversed() {
        for copy in orders.indices { subjects[copy][orders[copy][step]].onCompleted() }
    }
    subscriptions.forEach { $0.dispose() }
    return completed == orders.count && results == resultsPerCopy * orders.count ? received : -1
}
