/// Holds the subject (made lazily) and the current connection.
final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>,
    @unchecked Sendable
{
    // @unchecked Sendable: the mutable state is in `state`, behind a mutex; `source` and
    // `makeSubject` are immutable.
    typealias SourceElement = Subject.Observer.Element

    private let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    fileprivate let state = Locked(MulticastState<Subject>())

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
    }

    override func connect() -> Disposable {
        while true {
            // `makeSubject` and `asObserver()` may be user code: call them outside the lock,
            // then install the connection only if no other connection was made and the subject
            // is still the current one (a connection that ended meanwhile forgets it).
            if let existing = state.withLock({ $0.connection }) { return existing }
            let (subject, generation) = currentSubject()
            let candidate = MulticastConnection(parent: self, observer: AnyObserver(subject.asObserver()))
            guard let connection = state.withLock({ $0.connectionMade(candidate, forGeneration: generation) })
            else { continue }
            if connection === candidate {
                SubscriptionRegistry.connectionBegan(
                    connection, source: subject as AnyObject, named: Self.inspectorName)
                let subscription = SubscriptionRegistry.subscribing(within: connection, inheritingGroup: true) {
                    source.subscribeErased(AnyObserver { connection.on($0) })
                }
                connection.subscription.setDisposable(subscription)
            }
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Subject.Element {
        currentSubject().subject.subscribe(observer)
    }

    /// How the inspector names a connection: `publish()`, `replay`, or `multicast(subject type)`.
    private static var inspectorName: String {
        if Subject.self is PublishSubject<SourceElement>.Type { return "publish()" }
        if Subject.self is ReplaySubject<SourceElement>.Type { return "replay" }
        return "multicast(\(SubscriptionNames.type(Subject.self)))"
    }

    /// The current subject, made (outside the lock) if there is none, and its generation.
    private func currentSubject() -> (subject: Subject, generation: UInt64) {
        if let current = state.withLock({ $0.currentSubject }) { return current }
        let fresh = makeSubject()
        return state.withLock { $0.subjectMade(fresh) }
    }
}

/// One connection of a connectable observable: passes the source's events to the subject and
/// ends (forgetting the subject) on disposal or on the source's stop event.
final class MulticastConnection<Subject: SubjectType>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: `parent` and `subscription` are guarded by the parent's lock and the
    // `disposed` flag; `observer` is immutable and (feeding a subject) thread-safe.
    typealias Element = Subject.Observer.Element

    /// The first stored property, reached only through `disposed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private weak var parent: ConnectableObservableAdapter<Subject>?
    private let observer: AnyObserver<Element>
    let subscription = SingleAssignmentDisposable()

    init(parent: ConnectableObservableAdapter<Subject>, observer: AnyObserver<Element>) {
        self.parent = parent
        self.observer = observer
        assertAtomicsAreFirst(self, &atomics)
        Resources.increment()
    }

    deinit {
        Resources.decrement()
        SubscriptionRegistry.ended(self)
    }

    private var disposed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    func on(_ event: Event<Element>) {
        if disposed.isDisposed { return }
        // The subject is forgotten before it hears the stop event, so an observer that
        // subscribes again from its stop handler gets the next subject, as in RxSwift.
        if event.isStopEvent { dispose() }
        observer.on(event)
    }

    func dispose() {
        guard disposed.markDisposed() else { return }
        if let parent {
            parent.state.withLock { $0.connectionEnded(self) }
        }
        subscription.dispose()
    }
}
