extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Runs this ``Completable``, then, once it completes, a ``Single``.
    ///
    ///     this:    ---|
    ///     second:     --(a|)
    ///     result:  -----(a|)
    ///
    /// An error of this ``Completable`` ends the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: A ``Single`` with the outcome of `second`, or the error of this one.
    @_alwaysEmitIntoClient
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: andThen(second.source))
    }

    /// Runs this ``Completable``, then, once it completes, a ``Maybe``; an error of this one
    /// ends the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: A ``Maybe`` with the outcome of `second`, or the error of this one.
    @_alwaysEmitIntoClient
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: andThen(second.source))
    }

    /// Runs this ``Completable``, then, once it completes, another; an error of this one ends
    /// the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: A ``Completable`` that completes when `second` does, or fails with the
    ///   first error.
    @_alwaysEmitIntoClient
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThen(second.source))
    }

    /// Runs this ``Completable``, then, once it completes, an ``Observable``; an error of this
    /// one ends the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: An ``Observable`` of the events of `second`, or the error of this one.
    @_alwaysEmitIntoClient
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (completable: primitiveSequence.source, second: second.asObservable())) {
            captured, downstream in
            ConcatCompletableSink(second: captured.second, observer: downstream).run(captured.completable)
        }
    }
}

@usableFromInline
final class ConcatCompletableSink<SecondElement>: Sink<AnyObserver<SecondElement>>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `current` is set once before subscribing; the rest is `Sink`'s.
    override var operatorName: String { "andThen" }

    private let second: Observable<SecondElement>
    var current: SerialDisposable?

    @usableFromInline
    init(second: Observable<SecondElement>, observer: AnyObserver<SecondElement>) {
        self.second = second
        super.init(observer: observer)
    }

    @usableFromInline
    func run(_ completable: Observable<Never>) -> Disposable {
        let current = SerialDisposable()
        let first = SingleAssignmentDisposable()
        // `first` is in place before subscribing, so a synchronous completion that installs the
        // second subscription is not overwritten afterwards.
        current.disposable = first
        self.current = current
        let disposable = attaching(current)
        first.setDisposable(completable.subscribe(self))
        return disposable
    }

    @usableFromInline
    func on(_ event: Event<Never>) {
        switch event {
        case .next:
            break
        case .error(let error):
            forward(.error(error))
        case .completed:
            current?.disposable = second.subscribe(SecondObserver(sink: self), asInnerOf: self)
        }
    }

    struct SecondObserver: ObserverType {
        let sink: ConcatCompletableSink<SecondElement>

        func on(_ event: Event<SecondElement>) {
            sink.forward(event)
        }
    }
}
