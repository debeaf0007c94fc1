@usableFromInline
final class ConcatMapSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Inner.Element>, ConcatMapState<Inner.Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The running inner sequence: only one runs at a time, and the next replaces it.
    private let innerSubscription = SerialDisposable()

    @usableFromInline
    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        super.init(state: ConcatMapState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(
            Disposables.create(sourceSubscription, innerSubscription, Disposables.create { [self] in terminate() }))
    }

    private func terminate() {
        updateState { state in state.terminate() }
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                fail(error)
                return
            }
            switch updateState({ state in state.elementArrived(inner) }) {
            case .none:
                return
            case .startLoop(let first):
                subscribeInners(startingWith: first)
            }
        case .error(let error):
            fail(error)
        case .completed:
            switch synchronized({ state, emitter in state.sourceCompleted(emitter: &emitter) }) {
            case .none:
                return
            case .disposeSource:
                sourceSubscription.dispose()
            }
        }
    }

    /// The subscription loop: an inner sequence that completes while it is being subscribed
    /// only marks itself inactive, and the loop subscribes the next one — no recursion.
    private func subscribeInners(startingWith first: Observable<Inner.Element>) {
        var inner = first
        while true {
            let subscription = SingleAssignmentDisposable()
            // Replaces (and disposes) the subscription of the inner sequence that completed.
            innerSubscription.disposable = subscription
            subscription.setDisposable(
                inner.subscribe(ConcatMapInnerObserver(parent: self, subscription: subscription), asInnerOf: self))
            switch synchronized({ state, emitter in state.innerSubscribed(emitter: &emitter) }) {
            case .none:
                return
            case .subscribeNext(let next):
                inner = next
            }
        }
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, subscription: Disposable) {
        switch event {
        case .next:
            synchronized { state, emitter in state.innerElement(event, emitter: &emitter) }
        case .error(let error):
            fail(error)
        case .completed:
            subscription.dispose()
            switch synchronized({ state, emitter in state.innerCompleted(emitter: &emitter) }) {
            case .none:
                return
            case .subscribeNext(let next):
                subscribeNext(next)
            }
        }
    }

    /// Subscribes the inner sequence that follows one that completed: at once, or — when the
    /// completion came from work the current-thread trampoline runs — once that work has
    /// returned, behind what it queued, as RxSwift does (`merge(maxConcurrent:)` too).
    private func subscribeNext(_ next: Observable<Inner.Element>) {
        guard !CurrentThreadScheduler.isScheduleRequired else { return subscribeInners(startingWith: next) }
        // Kept as the running inner's subscription, so that disposal cancels it.
        innerSubscription.disposable = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            subscribeInners(startingWith: next)
            return Disposables.create()
        }
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in state.failed(error, emitter: &emitter) }
    }
}

private final class ConcatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    private let parent: ConcatMapSink<SourceElement, Inner>
    private let subscription: Disposable

    init(parent: ConcatMapSink<SourceElement, Inner>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, subscription: subscription)
    }
}
