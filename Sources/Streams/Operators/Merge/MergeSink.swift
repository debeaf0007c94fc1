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
