extension ObservableType {
    /// Converts the sequence to a ``Single``: its only element, once it completes.
    ///
    /// Completing empty fails with ``RxError/noElements``; a second element fails at once with
    /// ``RxError/moreThanOneElement``.
    ///
    ///     --1--|     asSingle()  -----(1|)
    ///     -----|     asSingle()  -----#  noElements
    ///     --1--2--   asSingle()  -----#  moreThanOneElement (at the 2)
    ///
    /// - Returns: A ``Single`` of the one element.
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingle(source: asObservable()))
    }

    /// Converts the sequence to a ``Maybe``: its element, if any, once it completes.
    ///
    /// A second element fails at once with ``RxError/moreThanOneElement``.
    ///
    ///     --1--|     asMaybe()  -----(1|)
    ///     -----|     asMaybe()  -----|
    ///
    /// - Returns: A ``Maybe`` of the element, if there is one.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AsMaybe(source: asObservable()))
    }
}

extension ObservableType where Element == Swift.Never {
    /// Converts a sequence without elements (as ``ObservableType/ignoreElements()`` returns)
    /// to a ``Completable``.
    ///
    /// - Returns: A ``Completable`` with the completion or error of this sequence.
    @_alwaysEmitIntoClient
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

final class AsSingle<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AsSingleSink(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class AsSingleSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `element` is touched only from `on(_:)`, which the Rx contract serializes.
    private var element: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forward(.error(RxError.moreThanOneElement))
                return
            }
            element = next
        case .error(let error):
            forward(.error(error))
        case .completed:
            if let element {
                forward(.next(element))
                forward(.completed)
            } else {
                forward(.error(RxError.noElements))
            }
        }
    }
}

final class AsMaybe<Element>: Producer<Element> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AsMaybeSink(observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `element` is touched only from `on(_:)`, which the Rx contract serializes.
    private var element: Observer.Element?

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next(let next):
            if element != nil {
                forward(.error(RxError.moreThanOneElement))
                return
            }
            element = next
        case .error(let error):
            forward(.error(error))
        case .completed:
            if let element { forward(.next(element)) }
            forward(.completed)
        }
    }
}
