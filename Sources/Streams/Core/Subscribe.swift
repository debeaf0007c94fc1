import Synchronization

extension ObservableType {
    /// Subscribes closures to the events of this sequence.
    ///
    /// After a stop event the returned disposable lets go of the subscription, so the closures
    /// (and what they capture) are released even while a `DisposeBag` keeps the disposable — a
    /// finished subscription cannot hold its owner in a cycle, as in RxSwift.
    ///
    /// An error without an `onError` handler goes to `Hooks.defaultErrorHandler`. `onDisposed`
    /// runs once, after a stop event or when the returned disposable is disposed.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = SingleAssignmentDisposable()
        let stop = StopFlag()
        let observer = AnyObserver<Element> { [weak subscription] event in
            guard stop.admits(event) else { return }
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                if let onError {
                    onError(error)
                } else {
                    Hooks.defaultErrorHandler([], error)
                }
                disposed.dispose()
                subscription?.dispose()
            case .completed:
                onCompleted?()
                disposed.dispose()
                subscription?.dispose()
            }
        }
        subscription.setDisposable(asObservable().subscribeErased(observer))
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes an event handler. After a stop event the returned disposable lets go of the
    /// subscription, releasing `on` (see `subscribe(onNext:onError:onCompleted:onDisposed:)`).
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let stop = StopFlag()
        let observer = AnyObserver<Element> { [weak subscription] event in
            guard stop.admits(event) else { return }
            on(event)
            if event.isStopEvent { subscription?.dispose() }
        }
        subscription.setDisposable(asObservable().subscribeErased(observer))
        return subscription
    }

    /// Subscribes closures that receive `object` (held weakly) with each event, like RxSwift's
    /// `subscribe(with:)`: once `object` is gone, events are no longer passed on.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        let target = WeakTarget(object)
        return subscribe(onNext: target(onNext), onError: target(onError), onCompleted: target(onCompleted), onDisposed: target(onDisposed))
    }
}

/// Remembers that a sequence has stopped, so events after its stop event are ignored.
@usableFromInline
final class StopFlag: Sendable {
    @usableFromInline let stopped = Atomic<Bool>(false)

    @inlinable
    init() {}

    @inlinable
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Marks the sequence stopped; `false` if it already was.
    @inlinable
    func stop() -> Bool { !stopped.exchange(true, ordering: .relaxed) }

    /// Whether `event` may pass: anything before the first stop event, and that stop event
    /// (which marks the sequence stopped). Checked inside the observer closure itself rather
    /// than in a wrapping observer, which would cost a closure call per event.
    @inlinable
    func admits<Element>(_ event: Event<Element>) -> Bool {
        event.isStopEvent ? stop() : !isStopped
    }
}

/// Holds an object weakly and adapts `with:` handlers to it: the adapted closure passes the
/// object along while it lives and does nothing once it is gone. The one implementation behind
/// every `subscribe(with:)`, `drive(with:)`, `emit(with:)` and `bind(with:)` form.
struct WeakTarget<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    func callAsFunction<Value>(_ handler: ((Object, Value) -> Void)?) -> (Value) -> Void {
        { [self] value in
            guard let object else { return }
            handler?(object, value)
        }
    }

    func callAsFunction(_ handler: ((Object) -> Void)?) -> () -> Void {
        { [self] in
            guard let object else { return }
            handler?(object)
        }
    }
}
