@usableFromInline
final class GroupBySink<Key: Hashable, Element>: SerializingSink<
    AnyObserver<GroupedObservable<Key, Element>>, GroupByState<Key, Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription = SingleAssignmentDisposable()
    private var refCount: RefCountDisposable!

    @usableFromInline
    init(keySelector: @escaping (Element) throws -> Key, observer: AnyObserver<GroupedObservable<Key, Element>>) {
        self.keySelector = keySelector
        super.init(state: GroupByState(), observer: observer)
        refCount = RefCountDisposable(disposable: sourceSubscription)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(refCount)
    }

    // The source's events are serialized by the Rx contract, so the group subjects are called
    // from `on` directly, in order, with no lock held; downstream goes through `synchronized`.
    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                fail(error)
                return
            }
            let action = synchronized { state, emitter in
                state.elementArrived(for: key, emitter: &emitter, opening: groupObservable)
            }
            switch action {
            case .none:
                return
            case .send(let group):
                group.on(.next(element))
            }
        case .error(let error):
            fail(error)
        case .completed:
            switch updateState({ $0.sourceStopped() }) {
            case .none:
                return
            case .end(let groups):
                groups.forEach { $0.on(.completed) }
                emit(.completed)
                sourceSubscription.dispose()
            }
        }
    }

    private func fail(_ error: Swift.Error) {
        switch updateState({ $0.sourceStopped() }) {
        case .none:
            return
        case .end(let groups):
            groups.forEach { $0.on(.error(error)) }
            emit(.error(error))
            // An error ends the source subscription even while groups are subscribed.
            sourceSubscription.dispose()
        }
    }

    /// A group as downstream sees it: subscribing it keeps the source subscribed.
    private func groupObservable(_ subject: PublishSubject<Element>) -> Observable<Element> {
        let refCount = refCount!
        return Observable.create { observer in
            let release = refCount.retain()
            return Disposables.create(release, subject.subscribe(observer))
        }
        .named("groupBy group")
    }
}
