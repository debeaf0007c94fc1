/// The sink of `flatMap` and `flatMapFirst`: they differ only in whether an element arriving
/// while an inner sequence runs is mapped or ignored.
@usableFromInline
final class FlatMapSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Inner.Element>, FlatMapState<Inner.Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileActive: Bool
    /// `flatMap` or `flatMapFirst`.
    private let name: String
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(
        selector: @escaping (SourceElement) throws -> Inner, ignoresWhileActive: Bool, name: String,
        observer: AnyObserver<Inner.Element>
    ) {
        self.selector = selector
        self.ignoresWhileActive = ignoresWhileActive
        self.name = name
        super.init(state: FlatMapState(), observer: observer)
    }

    override var operatorName: String { name }

    @usableFromInline
    func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(group)
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            switch updateState({ $0.elementArrived(ignoresWhileActive: ignoresWhileActive) }) {
            case .ignore:
                return
            case .subscribeInner:
                break
            }
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                fail(error)
                return
            }
            subscribeInner(inner)
        case .error(let error):
            fail(error)
        case .completed:
            // The source is let go of first, then the completion passes if no inner sequence
            // runs — RxSwift's order.
            sourceSubscription.dispose()
            synchronized { state, emitter in state.sourceCompleted(emitter: &emitter) }
        }
    }

    private func subscribeInner(_ inner: Observable<Inner.Element>) {
        let innerSubscription = SingleAssignmentDisposable()
        guard let key = group.insert(innerSubscription) else { return }
        let observer = FlatMapInnerObserver(parent: self, key: key)
        innerSubscription.setDisposable(inner.subscribe(observer, asInnerOf: self))
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, key: CompositeDisposable.DisposeKey) {
        switch event {
        case .next:
            synchronized { state, emitter in state.innerElement(event, emitter: &emitter) }
        case .error(let error):
            fail(error)
        case .completed:
            group.remove(for: key)
            synchronized { state, emitter in state.innerCompleted(emitter: &emitter) }
        }
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in state.failed(error, emitter: &emitter) }
    }
}

private final class FlatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    private let parent: FlatMapSink<SourceElement, Inner>
    private let key: CompositeDisposable.DisposeKey

    init(parent: FlatMapSink<SourceElement, Inner>, key: CompositeDisposable.DisposeKey) {
        self.parent = parent
        self.key = key
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, key: key)
    }
}
