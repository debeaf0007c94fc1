extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs this `Completable`, then, once it completes, `second`; an error of this one ends
    /// the result without subscribing to `second`.
    ///
    ///     this:    ---|
    ///     second:     --(a|)
    ///     result:  -----(a|)
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this `Completable`, then `second`.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this `Completable`, then `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable(completable: primitiveSequence.source, second: second.source))
    }

    /// Runs this `Completable`, then `second`.
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
            current?.disposable = second.subscribe(SecondObserver(sink: self))
        }
    }

    struct SecondObserver: ObserverType {
        let sink: ConcatCompletableSink<Observer>

        func on(_ event: Event<Observer.Element>) {
            sink.forward(event)
        }
    }
}
