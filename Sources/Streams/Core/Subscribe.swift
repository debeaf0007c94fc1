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
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposed: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = SingleAssignmentDisposable()
        let observer = ClosureObserver<Element> { [weak subscription] event in
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
        subscription.setDisposable(asObservable().subscribe(observer))
        return Disposables.create(subscription, disposed)
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
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext?(object, element)
            },
            onError: { [weak object] error in
                guard let object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            }
        )
    }
}

/// An observer made of a closure that ignores everything after the first stop event.
final class ClosureObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    private let isStopped = Atomic<Bool>(false)

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .relaxed) { return }
        case .error, .completed:
            if isStopped.exchange(true, ordering: .relaxed) { return }
        }
        handler(event)
    }
}
