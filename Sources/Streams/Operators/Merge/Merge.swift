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
    @_alwaysEmitIntoClient
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        ClosureOperator(capturing: sources) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    @_alwaysEmitIntoClient
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        ClosureOperator(capturing: sources) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
    }

    /// Merges the elements of all `sources` into one sequence, as they arrive.
    ///
    /// - Parameter sources: The sequences to merge, all subscribed at once, in order.
    /// - Returns: The elements of every source, as they arrive.
    @_alwaysEmitIntoClient
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        ClosureOperator(capturing: Array(sources)) { sources, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(sources)
        }
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
    @_alwaysEmitIntoClient
    public func merge() -> Observable<Element.Element> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            MergeSink(maxConcurrent: Int.max, name: "merge", observer: downstream).run(source)
        }
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
    @_alwaysEmitIntoClient
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        precondition(maxConcurrent > 0, "merge(maxConcurrent:): maxConcurrent must be at least 1, got \(maxConcurrent)")
        return ClosureOperator(capturing: (source: asObservable(), maxConcurrent: maxConcurrent)) {
            captured, downstream in
            MergeSink(maxConcurrent: captured.maxConcurrent, name: "merge", observer: downstream).run(captured.source)
        }
    }
}

/// The state of `merge`, changed under its sink's lock by one transition per event; what a
/// transition sends it emits, what else is to be done it returns.
@usableFromInline
struct MergeState<Source, Element> {
    enum Phase {
        /// The source (or the array of sources) may still send inner sequences.
        case running
        /// The source completed: the sequence completes once no inner sequence runs or waits.
        case sourceCompleted
        /// A stop event was emitted.
        case stopped
    }

    /// What the sink does after an inner sequence arrives or completes.
    enum Action {
        case none
        /// Subscribes waiting inner sequences while fewer than `maxConcurrent` run
        /// (`nextWaiting`): this thread does it, others only queue.
        case subscribeWaiting
        /// Subscribes `inner`, which took the slot of one that completed, once the work the
        /// current-thread trampoline runs has returned.
        case subscribeOnTrampoline(Source)
    }

    var phase = Phase.running
    /// Inner sequences subscribed that have not completed.
    var active = 0
    /// Inner sequences not yet subscribed, waiting for a slot.
    var waiting = Queue<Source>()
    /// Whether a thread is subscribing the waiting inner sequences (`Action.subscribeWaiting`).
    var isSubscribingWaiting = false

    /// The source sent an inner sequence: it waits for its turn.
    mutating func innerArrived(_ inner: Source) -> Action {
        switch phase {
        case .running, .sourceCompleted:
            waiting.enqueue(inner)
            return startSubscribingWaiting()
        case .stopped:
            return .none
        }
    }

    /// The next waiting inner sequence to subscribe, if a slot is free; `nil` (and completion,
    /// if it was the last thing to wait for) ends the subscribing thread's turn.
    mutating func nextWaiting(maxConcurrent: Int, emitter: inout EventEmitter<Element>) -> Source? {
        switch phase {
        case .running, .sourceCompleted:
            if active < maxConcurrent, let inner = waiting.dequeue() {
                active += 1
                return inner
            }
            isSubscribingWaiting = false
            completeIfDone(emitter: &emitter)
            return nil
        case .stopped:
            isSubscribingWaiting = false
            return nil
        }
    }

    /// An element of an inner sequence: passed on until the sequence stops.
    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted: emitter.emit(event)
        case .stopped: break
        }
    }

    /// The source or an inner sequence failed: the error ends the sequence.
    mutating func failed(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            phase = .stopped
            emitter.emit(event)
        case .stopped:
            break
        }
    }

    /// The source completed, or the array's sources were all subscribed.
    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running:
            phase = .sourceCompleted
            completeIfDone(emitter: &emitter)
        case .sourceCompleted, .stopped:
            break
        }
    }

    /// An inner sequence completed: the sequence completes if it was the last thing to wait
    /// for; otherwise a waiting one may take its slot. `onTrampoline`: the completion came from
    /// work the current-thread trampoline runs, and no subscribing loop runs — then, as in
    /// RxSwift, the waiting inner sequence takes the slot now and is subscribed once that work
    /// has returned.
    mutating func innerCompleted(onTrampoline: Bool, emitter: inout EventEmitter<Element>) -> Action {
        switch phase {
        case .running, .sourceCompleted:
            if onTrampoline, !isSubscribingWaiting, let inner = waiting.dequeue() {
                return .subscribeOnTrampoline(inner)
            }
            active -= 1
            if completeIfDone(emitter: &emitter) || waiting.isEmpty { return .none }
            return startSubscribingWaiting()
        case .stopped:
            return .none
        }
    }

    @discardableResult
    mutating func completeIfDone(emitter: inout EventEmitter<Element>) -> Bool {
        switch phase {
        case .sourceCompleted where active == 0 && waiting.isEmpty:
            phase = .stopped
            emitter.emit(.completed)
            return true
        case .running, .sourceCompleted, .stopped:
            return false
        }
    }

    mutating func startSubscribingWaiting() -> Action {
        if isSubscribingWaiting { return .none }
        isSubscribingWaiting = true
        return .subscribeWaiting
    }
}

/// The sink of `merge`, `merge(maxConcurrent:)` and `concat()` (`merge(maxConcurrent: 1)`), over
/// an outer sequence of inner sequences or an array of sources.
@usableFromInline
final class MergeSink<Source: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Source.Element>, MergeState<Source, Source.Element>
>, ObserverType, @unchecked Sendable
{
    private let maxConcurrent: Int
    /// The operator the user wrote: `merge`, or `concat` for `concat()`.
    private let name: String
    private let group = CompositeDisposable()
    private let outerSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(maxConcurrent: Int, name: String, observer: AnyObserver<Source.Element>) {
        self.maxConcurrent = maxConcurrent
        self.name = name
        super.init(state: MergeState(), observer: observer)
    }

    override var operatorName: String { name }

    /// Subscribes the outer sequence, whose elements are the inner sequences.
    @usableFromInline
    func run(_ source: Observable<Source>) -> Disposable {
        group.insert(outerSubscription)
        outerSubscription.setDisposable(source.subscribe(self))
        return attaching(group)
    }

    /// Subscribes every one of `sources`, in order.
    @usableFromInline
    func run(_ sources: [Source]) -> Disposable {
        updateState { state in state.active = sources.count }
        for source in sources { subscribeInner(source) }
        synchronized { state, emitter in state.sourceCompleted(emitter: &emitter) }
        return attaching(group)
    }

    @usableFromInline
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let inner):
            perform(updateState { $0.innerArrived(inner) })
        case .error(let error):
            synchronized { state, emitter in state.failed(.error(error), emitter: &emitter) }
        case .completed:
            // RxSwift's order: merge() lets go of the outer sequence before it completes,
            // merge(maxConcurrent:) completes first.
            let isLimited = maxConcurrent != Int.max
            if !isLimited { outerSubscription.dispose() }
            synchronized { state, emitter in state.sourceCompleted(emitter: &emitter) }
            if isLimited { outerSubscription.dispose() }
        }
    }

    private func perform(_ action: MergeState<Source, Source.Element>.Action) {
        switch action {
        case .none:
            return
        case .subscribeWaiting:
            while let inner = synchronized({ state, emitter in
                state.nextWaiting(maxConcurrent: maxConcurrent, emitter: &emitter)
            }) {
                subscribeInner(inner)
            }
        case .subscribeOnTrampoline(let inner):
            // In the group meanwhile, so that disposal cancels it.
            let scheduled = SingleAssignmentDisposable()
            guard let key = group.insert(scheduled) else { return }
            scheduled.setDisposable(
                CurrentThreadScheduler.instance.schedule(()) { [self] _ in
                    group.remove(for: key)
                    subscribeInner(inner)
                    return Disposables.create()
                })
        }
    }

    private func subscribeInner(_ inner: Source) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.asObservable().subscribe(MergeInnerObserver(sink: self, key: key), asInnerOf: self))
    }

    fileprivate func onInner(_ event: Event<Source.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { state, emitter in state.innerElement(event, emitter: &emitter) }
        case .error:
            synchronized { state, emitter in state.failed(event, emitter: &emitter) }
        case .completed:
            group.remove(for: key)
            // Only a limited merge has inner sequences waiting for a slot.
            let onTrampoline = maxConcurrent != Int.max && !CurrentThreadScheduler.isScheduleRequired
            perform(
                synchronized { state, emitter in state.innerCompleted(onTrampoline: onTrampoline, emitter: &emitter) })
        }
    }
}

final class MergeInnerObserver<Source: ObservableConvertibleType>: ObserverType {
    private let sink: MergeSink<Source>
    private let key: CompositeDisposable.DisposeKey

    init(sink: MergeSink<Source>, key: CompositeDisposable.DisposeKey) {
        self.sink = sink
        self.key = key
    }

    func on(_ event: Event<Source.Element>) {
        sink.onInner(event, key: key)
    }
}
