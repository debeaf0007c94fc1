extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
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
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this ``Completable``, then, once it completes, a ``Maybe``; an error of this one
    /// ends the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: A ``Maybe`` with the outcome of `second`, or the error of this one.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this ``Completable``, then, once it completes, another; an error of this one ends
    /// the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: A ``Completable`` that completes when `second` does, or fails with the
    ///   first error.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this ``Completable``, then, once it completes, an ``Observable``; an error of this
    /// one ends the result without subscribing to `second`.
    ///
    /// - Parameter second: The sequence subscribed when this one completes.
    /// - Returns: An ``Observable`` of the events of `second`, or the error of this one.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ConcatCompletable(completable: primitiveSequence.source, second: second.asObservable())
    }
}

final class ConcatCompletable<Element>: Producer<Element> {
    private let completable: Observable<Swift.Never>
    private let second: Observable<Element>

    init(completable: Observable<Swift.Never>, second: Observable<Element>) {
        self.completable = completable
        self.second = second
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ConcatCompletableSink(second: second, observer: observer)
        let current = SerialDisposable()
        let first = SingleAssignmentDisposable()
        // `first` is in place before subscribing, so a synchronous completion that installs the
        // second subscription is not overwritten afterwards.
        current.disposable = first
        sink.current = current
        let disposable = sink.attaching(current)
        first.setDisposable(completable.subscribe(sink))
        return disposable
    }
}

final class ConcatCompletableSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `current` is set once before subscribing; the rest is `Sink`'s.
    override var operatorName: String { "andThen" }

    private let second: Observable<Observer.Element>
    var current: SerialDisposable?

    init(second: Observable<Observer.Element>, observer: Observer) {
        self.second = second
        super.init(observer: observer)
    }

    func on(_ event: Event<Swift.Never>) {
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
        let sink: ConcatCompletableSink<Observer>

        func on(_ event: Event<Observer.Element>) {
            sink.forward(event)
        }
    }
}
