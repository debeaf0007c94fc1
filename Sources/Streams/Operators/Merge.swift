extension ObservableType {
    /// Merges the elements of all `sources` into one sequence, as they arrive. Completes when all
    /// sources have completed; the first error ends it.
    ///
    ///     a:       -1---2-----|
    ///     b:       ---x---y-|
    ///     merge(a, b)
    ///     result:  -1-x-2-y---|
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and merges their elements. Completes when
    /// the outer sequence and every inner one have completed; any error ends it.
    ///
    ///     outer:   -a-------b-----|
    ///     a:        -1---2---|
    ///     b:                -3-|
    ///     merge()
    ///     result:  --1---2---3----|
    ///
    /// - Returns: The elements of every inner sequence, as they arrive.
    public func merge() -> Observable<Element.Element> {
        Merge(source: asObservable(), maxConcurrent: Int.max)
    }

    /// Like ``ObservableType/merge()``, with at most `maxConcurrent` inner sequences subscribed at
    /// once; the others wait, in order, until one completes.
    ///
    ///     outer:   -a-b---------|
    ///     a:        -1--|
    ///     b:            -2-|       subscribed when a completes
    ///     merge(maxConcurrent: 1)
    ///     result:  --1---2------|
    ///
    /// - Parameter maxConcurrent: The most inner sequences subscribed at once; at least 1.
    /// - Returns: The elements of the inner sequences, as they arrive.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be at least 1, got \(maxConcurrent)")
        return Merge(source: asObservable(), maxConcurrent: maxConcurrent)
    }
}

final class Merge<Source: ObservableConvertibleType>: Producer<Source.Element> {
    private let source: Observable<Source>
    private let maxConcurrent: Int

    init(source: Observable<Source>, maxConcurrent: Int) {
        self.source = source
        self.maxConcurrent = maxConcurrent
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Source.Element {
        let sink = MergeSink<Source, Observer>(maxConcurrent: maxConcurrent, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = MergeSink<Observable<Element>, Observer>(maxConcurrent: Int.max, observer: observer)
        return sink.attaching(sink.run(sources))
    }
}

struct MergeState<Source> {
    /// Inner sequences subscribed and not yet completed.
    var active = 0
    /// Inner sequences waiting for a free slot (or for the drain loop to subscribe them).
    var waiting = Queue<Source>()
    var isOuterDone = false
    var isStopped = false
    /// A thread is in `drain()`, subscribing waiting inners one after another. Inners that
    /// complete during their own subscription only update `active`; the loop starts the next
    /// one, so a million synchronous inners take a loop, not a million stack frames.
    var isDraining = false

    var isComplete: Bool { isOuterDone && active == 0 && waiting.isEmpty }
}

final class MergeSink<Source: ObservableConvertibleType, Observer: ObserverType>: SerializingSink<Observer, MergeState<Source>>, ObserverType, @unchecked Sendable where Source.Element == Observer.Element {
    private let maxConcurrent: Int
    private let group = CompositeDisposable()
    private let outerSubscription = SingleAssignmentDisposable()

    init(maxConcurrent: Int, observer: Observer) {
        self.maxConcurrent = maxConcurrent
        super.init(state: MergeState(), observer: observer)
    }

    func run(_ source: Observable<Source>) -> Disposable {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(self))
        return group
    }

    /// Subscribes every source in turn, as RxSwift does, even after one of them has failed
    /// during its subscription: those after it are disposed as soon as the subscription returns.
    /// Sources that complete at once only count down `active`.
    func run(_ sources: [Source]) -> Disposable {
        updateState { state in state.active = sources.count }
        for source in sources { subscribeInner(source) }
        synchronized { state, emitter in
            state.isOuterDone = true
            if !state.isStopped, state.isComplete {
                state.isStopped = true
                emitter.emit(.completed)
            }
        }
        return group
    }

    /// Outer events.
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let inner):
            let startDraining = updateState { state -> Bool in
                guard !state.isStopped else { return false }
                state.waiting.enqueue(inner)
                if state.isDraining { return false }
                state.isDraining = true
                return true
            }
            if startDraining { drain() }
        case .error(let error):
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isStopped = true
                emitter.emit(.error(error))
            }
        case .completed:
            // RxSwift's order: merge() lets go of the outer sequence before it completes,
            // merge(maxConcurrent:) completes first.
            let isLimited = maxConcurrent != Int.max
            if !isLimited { outerSubscription.dispose() }
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isOuterDone = true
                if state.isComplete {
                    state.isStopped = true
                    emitter.emit(.completed)
                }
            }
            if isLimited { outerSubscription.dispose() }
        }
    }

    /// Subscribes waiting inners while there are free slots.
    private func drain() {
        while true {
            let next = synchronized { state, emitter -> Source? in
                if !state.isStopped, state.active < maxConcurrent, let inner = state.waiting.dequeue() {
                    state.active += 1
                    return inner
                }
                state.isDraining = false
                if !state.isStopped, state.isComplete {
                    state.isStopped = true
                    emitter.emit(.completed)
                }
                return nil
            }
            guard let inner = next else { return }
            subscribeInner(inner)
        }
    }

    private func subscribeInner(_ inner: Source) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.asObservable().subscribe(MergeInnerObserver(sink: self, key: key)))
    }

    fileprivate func onInner(_ event: Event<Observer.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { state, emitter in
                if !state.isStopped { emitter.emit(event) }
            }
        case .error:
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isStopped = true
                emitter.emit(event)
            }
        case .completed:
            group.remove(for: key)
            let startDraining = synchronized { state, emitter -> Bool in
                guard !state.isStopped else { return false }
                state.active -= 1
                if state.isComplete {
                    state.isStopped = true
                    emitter.emit(.completed)
                    return false
                }
                if state.isDraining || state.waiting.isEmpty { return false }
                state.isDraining = true
                return true
            }
            if startDraining { drain() }
        }
    }
}

final class MergeInnerObserver<Source: ObservableConvertibleType, Observer: ObserverType>: ObserverType where Source.Element == Observer.Element {
    private let sink: MergeSink<Source, Observer>
    private let key: CompositeDisposable.DisposeKey

    init(sink: MergeSink<Source, Observer>, key: CompositeDisposable.DisposeKey) {
        self.sink = sink
        self.key = key
    }

    func on(_ event: Event<Observer.Element>) {
        sink.onInner(event, key: key)
    }
}
