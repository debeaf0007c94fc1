// The subscribing calls under RxSwift's exact signatures.
//
// `subscribe`, `bind`, `drive`, `emit` and the traits' `subscribe` take two more parameters,
// `file: StaticString = #fileID, line: UInt = #line`, so that the `SubscriptionInspector` can say
// where each subscription was made. A call never writes them, and compiles as it does with
// RxSwift. What would not compile with those versions alone is code that names the method
// without calling it — `xs.subscribe(onNext:onError:onCompleted:onDisposed:)` as a function
// value, or a protocol of the user's that requires the method. Each version below has RxSwift's
// signature for that code; it is `@_disfavoredOverload`, so a call still gets the version that
// records its site. What subscribes through one of these is reported at an unknown site.

extension ObservableType {
    /// Sends every event to each of `observers`, in the order given (RxCocoa's `bind(to:)`).
    ///
    /// The events reach the observers on the thread they arrive on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it (a function value, a protocol
    /// requirement); a call gets `bind(to:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element, error and completion.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Sends every event, its element as an optional, to each of `observers`, in the order given.
    ///
    /// The events reach the observers on the thread they arrive on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `bind(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers of optional elements that receive every element, error
    ///   and completion.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes a closure to the elements; an error is a programmer error in a binding.
    ///
    /// An error is not passed on: it is reported through ``Hooks/anomalyHandler``, in every build.
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `bind(onNext:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter onNext: Called with each element, on the thread the element arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext, file: "", line: 0)
    }

    /// Sends every element to each of `relays`, in the order given.
    ///
    /// A relay cannot stop: the completion is not passed on, and an error is a programmer error,
    /// reported through ``Hooks/anomalyHandler`` in every build. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `bind(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, on the thread it arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Sends every element, as an optional, to each of `relays`, in the order given.
    ///
    /// A relay cannot stop: the completion is not passed on, and an error is a programmer error,
    /// reported through ``Hooks/anomalyHandler`` in every build. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `bind(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, on the thread
    ///   it arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes closures to the events of this sequence.
    ///
    /// The closures run on the thread each event arrives on. After a stop event the returned
    /// disposable lets go of the subscription, so the closures (and what they capture) are released
    /// even while a ``DisposeBag`` keeps the disposable. This form has RxSwift's exact signature, for
    /// code that names the method without calling it; a call gets
    /// `subscribe(onNext:onError:onCompleted:onDisposed:file:line:)`, which records where it was made,
    /// while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onError: Called with the error. Without it, the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: Called at the completion.
    ///   - onDisposed: Called once, after the stop event or when the subscription is disposed,
    ///     whichever comes first.
    /// - Returns: The subscription; disposing of it stops the delivery and runs `onDisposed`.
    @_disfavoredOverload
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes a closure to the events of this sequence.
    ///
    /// The closure runs on the thread each event arrives on; after the stop event it is released. This
    /// form has RxSwift's exact signature, for code that names the method without calling it; a call
    /// gets `subscribe(_:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter on: Called with each element, then with the error or the completion.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(on, file: "", line: 0)
    }

    /// Subscribes closures that receive an object, held weakly, with each event.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`: the subscription does
    /// not retain it, each closure gets it as its first argument, and once it is gone the closures are
    /// no longer called. The closures run on the thread each event arrives on. As in RxSwift, the
    /// subscription always has an error handler: without `onError`, an error is dropped rather than
    /// sent to ``Hooks/defaultErrorHandler``. This form has RxSwift's exact signature, for code that
    /// names the method without calling it; a call gets
    /// `subscribe(with:onNext:onError:onCompleted:onDisposed:file:line:)`, which records where it was
    /// made, while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to every closure; not retained.
    ///   - onNext: Called with `object` and each element.
    ///   - onError: Called with `object` and the error.
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onDisposed: Called with `object` once, when the subscription ends, if `object` is alive.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes a closure to the elements, passing it an object held weakly; once the object is gone
    /// the elements are ignored.
    ///
    /// `object` is what `onNext` would otherwise capture with `[weak self]`. An error is a programmer
    /// error in a binding: it is reported through ``Hooks/anomalyHandler``, in every build. This form
    /// has RxSwift's exact signature, for code that names the method without calling it; a call gets
    /// `bind(with:onNext:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to `onNext`; not retained.
    ///   - onNext: Called with `object` and each element, on the thread the element arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        bind(with: object, onNext: onNext, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Subscribes a closure to the outcome of this ``Single``.
    ///
    /// A source that completes without an element breaks the contract: that is reported through
    /// ``Hooks/anomalyHandler`` and `observer` is not called. This form has RxSwift's exact signature,
    /// for code that names the method without calling it; a call gets `subscribe(_:file:line:)`, which
    /// records where it was made, while the ``SubscriptionInspector`` reports a subscription made here
    /// at an unknown site.
    ///
    /// - Parameter observer: Called once, with `.success(element)` or `.failure(error)`, on the thread
    ///   the outcome arrives on.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Single``.
    ///
    /// The closures run on the thread the outcome arrives on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `subscribe(onSuccess:onFailure:onDisposed:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onFailure: Called with the error. Without it, the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it cancels the work and runs `onDisposed`.
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Single``: the RxSwift 5 spelling of
    /// ``PrimitiveSequenceType/subscribe(onSuccess:onFailure:onDisposed:)``, deprecated.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `subscribe(onSuccess:onError:onDisposed:file:line:)`, which records where it was
    /// made, while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element.
    ///   - onError: Called with the error.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it cancels the work and runs `onDisposed`.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Single``, passing each an object held weakly; once
    /// the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. As in RxSwift, the
    /// subscription always has an error handler: without `onFailure`, an error is dropped rather than
    /// sent to ``Hooks/defaultErrorHandler``. This form has RxSwift's exact signature, for code that
    /// names the method without calling it; a call gets
    /// `subscribe(with:onSuccess:onFailure:onDisposed:file:line:)`, which records where it was made,
    /// while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onSuccess: Called with `object` and the element.
    ///   - onFailure: Called with `object` and the error.
    ///   - onDisposed: Called with `object` once, after the outcome or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onSuccess: onSuccess, onFailure: onFailure, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Subscribes a closure to the outcome of this ``Completable``.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `subscribe(_:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observer: Called once, with `.completed` or `.error(error)`, on the thread the
    ///   outcome arrives on.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Completable``.
    ///
    /// The closures run on the thread the outcome arrives on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `subscribe(onCompleted:onError:onDisposed:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onCompleted: Called at the completion.
    ///   - onError: Called with the error. Without it, the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it cancels the work and runs `onDisposed`.
    @_disfavoredOverload
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Completable``, passing each an object held weakly;
    /// once the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. As in RxSwift, the
    /// subscription always has an error handler: without `onError`, an error is dropped rather than
    /// sent to ``Hooks/defaultErrorHandler``. This form has RxSwift's exact signature, for code that
    /// names the method without calling it; a call gets
    /// `subscribe(with:onCompleted:onError:onDisposed:file:line:)`, which records where it was made,
    /// while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onError: Called with `object` and the error.
    ///   - onDisposed: Called with `object` once, after the outcome or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onCompleted: onCompleted, onError: onError, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Subscribes a closure to the outcome of this ``Maybe``.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `subscribe(_:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observer: Called once, with `.success(element)`, `.completed` or `.error(error)`,
    ///   on the thread the outcome arrives on.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        subscribe(observer, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Maybe``.
    ///
    /// The closures run on the thread the outcome arrives on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `subscribe(onSuccess:onError:onCompleted:onDisposed:file:line:)`, which records where it was
    /// made, while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onSuccess: Called with the element, if there is one.
    ///   - onError: Called with the error. Without it, the error goes to
    ///     ``Hooks/defaultErrorHandler``.
    ///   - onCompleted: Called when the ``Maybe`` completes without an element (not after
    ///     `onSuccess`).
    ///   - onDisposed: Called once, after the outcome or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it cancels the work and runs `onDisposed`.
    @_disfavoredOverload
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the outcome of this ``Maybe``, passing each an object held weakly; once
    /// the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. As in RxSwift, the
    /// subscription always has an error handler: without `onError`, an error is dropped rather than
    /// sent to ``Hooks/defaultErrorHandler``. This form has RxSwift's exact signature, for code that
    /// names the method without calling it; a call gets
    /// `subscribe(with:onSuccess:onError:onCompleted:onDisposed:file:line:)`, which records where it
    /// was made, while the ``SubscriptionInspector`` reports a subscription made here at an unknown
    /// site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onSuccess: Called with `object` and the element, if there is one.
    ///   - onError: Called with `object` and the error.
    ///   - onCompleted: Called with `object` when the ``Maybe`` completes without an element.
    ///   - onDisposed: Called with `object` once, after the outcome or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it cancels the work.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onSuccess: onSuccess, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }
}

extension InfallibleType {
    /// Subscribes closures to the elements and the completion of this ``Infallible``.
    ///
    /// There is no error handler: an ``Infallible`` cannot fail. The closures run on the thread each
    /// event arrives on. This form has RxSwift's exact signature, for code that names the method
    /// without calling it; a call gets `subscribe(onNext:onCompleted:onDisposed:file:line:)`, which
    /// records where it was made, while the ``SubscriptionInspector`` reports a subscription made here
    /// at an unknown site.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called at the completion.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it stops the delivery and runs `onDisposed`.
    @_disfavoredOverload
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the elements and the completion of this ``Infallible``, passing each an
    /// object held weakly; once the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. This form has
    /// RxSwift's exact signature, for code that names the method without calling it; a call gets
    /// `subscribe(with:onNext:onCompleted:onDisposed:file:line:)`, which records where it was made,
    /// while the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element, on the thread it arrives on.
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onDisposed: Called with `object` once, after the completion or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes a closure to the events of this ``Infallible``, as ``InfallibleEvent`` values.
    ///
    /// A source that fails all the same breaks the contract: the error is reported through
    /// ``Hooks/anomalyHandler`` and not passed to `on`. This form has RxSwift's exact signature, for
    /// code that names the method without calling it; a call gets `subscribe(_:file:line:)`, which
    /// records where it was made, while the ``SubscriptionInspector`` reports a subscription made here
    /// at an unknown site.
    ///
    /// - Parameter on: Called with each element and then the completion, on the thread each arrives
    ///   on.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        subscribe(on, file: "", line: 0)
    }

    /// Sends every event to each of `observers`, in the order given.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `bind(to:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element and the completion, on the
    ///   thread each arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Sends every event, its element as an optional, to each of `observers`, in the order given.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `bind(to:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers of optional elements that receive every element and the
    ///   completion, on the thread each arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "bind(to:)", file: "", line: 0)
    }

    /// Subscribes a closure to the elements of this ``Infallible``.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `bind(onNext:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter onNext: Called with each element, on the thread the element arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext, file: "", line: 0)
    }

    /// Sends every element to each of `relays`, in the order given.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `bind(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, on the thread it arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }

    /// Sends every element, as an optional, to each of `relays`, in the order given.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `bind(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, on the thread
    ///   it arrives on.
    /// - Returns: The subscription; disposing of it stops the binding.
    @_disfavoredOverload
    public func bind<Relay: RelayType>(to relays: Relay...) -> Disposable where Relay.Element == Element? {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "bind(to:)", file: "", line: 0)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes observers to the elements and the completion of this ``Signal``.
    ///
    /// It may be called from any thread: a ``Signal`` replays nothing to a new subscriber. This form
    /// has RxSwift's exact signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element and the completion, in the
    ///   order given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(observers, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes observers of optional elements to the elements and the completion of this
    /// ``Signal``.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `emit(to:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element, as an optional, and the
    ///   completion, in the order given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(observers, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal`` to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, in the order given, on the main
    ///   thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal``, as an optional, to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, in the order
    ///   given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal`` to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, in the order given, on the main
    ///   thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal``, as an optional, to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, in the order
    ///   given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal`` to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, in the order given, on the main
    ///   thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Sends every element of this ``Signal``, as an optional, to each of `relays`.
    ///
    /// A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `emit(to:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, in the order
    ///   given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "emit(to:)", file: "", line: 0)
    }

    /// Subscribes closures to the elements and the completion of this ``Signal``.
    ///
    /// There is no error handler: a ``Signal`` cannot fail. It may be called from any thread. This
    /// form has RxSwift's exact signature, for code that names the method without calling it; a call
    /// gets `emit(onNext:onCompleted:onDisposed:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element that arrives after subscribing, on the main thread (or
    ///     the mock's scheduler).
    ///   - onCompleted: Called at the completion.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it stops the delivery and runs `onDisposed`.
    @_disfavoredOverload
    public func emit(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        emit(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the elements and the completion of this ``Signal``, passing each an
    /// object held weakly; once the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. This form has
    /// RxSwift's exact signature, for code that names the method without calling it; a call gets
    /// `emit(with:onNext:onCompleted:onDisposed:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element, on the main thread (or the mock's
    ///     scheduler).
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onDisposed: Called with `object` once, after the completion or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        emit(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes and ignores the events, keeping the shared subscription of this ``Signal`` running.
    ///
    /// This form has RxSwift's exact signature, for code that names the method without calling it; a
    /// call gets `emit(file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Returns: The subscription; disposing of it lets the shared subscription stop once no one
    ///   else is subscribed.
    @_disfavoredOverload
    public func emit() -> Disposable {
        emit(file: "", line: 0)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes observers to the elements and the completion of this ``Driver``.
    ///
    /// Call it on the main thread: the element a ``Driver`` replays is delivered during the
    /// subscription, on the calling thread; from another thread a debug build stops with a message
    /// naming the method. This form has RxSwift's exact signature, for code that names the method
    /// without calling it; a call gets `drive(_:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element and the completion, in the
    ///   order given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes observers of optional elements to the elements and the completion of this
    /// ``Driver``.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. This form has RxSwift's exact signature, for code that names the method without calling
    /// it; a call gets `drive(_:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameter observers: The observers that receive every element, as an optional, and the
    ///   completion, in the order given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(observers, as: "drive(_:)", file: "", line: 0)
    }

    /// Sends every element of this ``Driver`` to each of `relays`.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `drive(_:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, in the order given, on the main
    ///   thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Sends every element of this ``Driver``, as an optional, to each of `relays`.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `drive(_:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, in the order
    ///   given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Sends every element of this ``Driver`` to each of `relays`.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `drive(_:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays that accept every element, in the order given, on the main
    ///   thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Sends every element of this ``Driver``, as an optional, to each of `relays`.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. A relay cannot stop, so the completion is not passed on. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `drive(_:file:line:)`, which records where it was made, while the ``SubscriptionInspector``
    /// reports a subscription made here at an unknown site.
    ///
    /// - Parameter relays: The relays of optional elements that accept every element, in the order
    ///   given, on the main thread (or the mock's scheduler).
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainThreadCheck.ensureMainThread(calling: "drive(_:)")
        return subscribe(accepting: { element in relays.forEach { $0.accept(element) } }, as: "drive(_:)", file: "", line: 0)
    }

    /// Subscribes closures to the elements and the completion of this ``Driver``.
    ///
    /// There is no error handler: a ``Driver`` cannot fail. Call it on the main thread: the element a
    /// ``Driver`` replays is delivered during the subscription, on the calling thread; from another
    /// thread a debug build stops with a message naming the method. This form has RxSwift's exact
    /// signature, for code that names the method without calling it; a call gets
    /// `drive(onNext:onCompleted:onDisposed:file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element, on the main thread (or the mock's scheduler).
    ///   - onCompleted: Called at the completion.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    /// - Returns: The subscription; disposing of it stops the delivery and runs `onDisposed`.
    @_disfavoredOverload
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        drive(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes closures to the elements and the completion of this ``Driver``, passing each an
    /// object held weakly; once the object is gone the closures are no longer called.
    ///
    /// `object` is what the closures would otherwise capture with `[weak self]`. Call it on the main
    /// thread; from another thread a debug build stops with a message naming the method. This form
    /// has RxSwift's exact signature, for code that names the method without calling it; a call gets
    /// `drive(with:onNext:onCompleted:onDisposed:file:line:)`, which records where it was made, while
    /// the ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure; not retained.
    ///   - onNext: Called with `object` and each element, on the main thread (or the mock's
    ///     scheduler).
    ///   - onCompleted: Called with `object` at the completion.
    ///   - onDisposed: Called with `object` once, after the completion or on disposal, if `object` is
    ///     alive.
    /// - Returns: The subscription; disposing of it stops the delivery.
    @_disfavoredOverload
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        drive(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: "", line: 0)
    }

    /// Subscribes and ignores the events, keeping the shared subscription of this ``Driver`` running.
    ///
    /// Call it on the main thread; from another thread a debug build stops with a message naming the
    /// method. This form has RxSwift's exact signature, for code that names the method without calling
    /// it; a call gets `drive(file:line:)`, which records where it was made, while the
    /// ``SubscriptionInspector`` reports a subscription made here at an unknown site.
    ///
    /// - Returns: The subscription; disposing of it lets the shared subscription stop once no one
    ///   else is subscribed.
    @_disfavoredOverload
    public func drive() -> Disposable {
        drive(file: "", line: 0)
    }
}
