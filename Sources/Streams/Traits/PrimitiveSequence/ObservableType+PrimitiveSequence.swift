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
    @_alwaysEmitIntoClient
    public func asSingle() -> Single<Element> {
        Single(
            raw: ClosureOperator(capturing: asObservable()) { source, downstream in
                source.subscribeSink(AsSingleSink<Element>(observer: downstream))
            })
    }

    /// Converts the sequence to a ``Maybe``: its element, if any, once it completes.
    ///
    /// A second element fails at once with ``RxError/moreThanOneElement``.
    ///
    ///     --1--|     asMaybe()  -----(1|)
    ///     -----|     asMaybe()  -----|
    ///
    /// - Returns: A ``Maybe`` of the element, if there is one.
    @_alwaysEmitIntoClient
    public func asMaybe() -> Maybe<Element> {
        Maybe(
            raw: ClosureOperator(capturing: asObservable()) { source, downstream in
                source.subscribeSink(AsMaybeSink<Element>(observer: downstream))
            })
    }
}

extension ObservableType where Element == Never {
    /// Converts a sequence without elements (as ``ObservableType/ignoreElements()`` returns)
    /// to a ``Completable``.
    ///
    /// - Returns: A ``Completable`` with the completion or error of this sequence.
    @_alwaysEmitIntoClient
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

@usableFromInline
final class AsSingleSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `element` is touched only from `on(_:)`, which the Rx contract serializes.
    private var element: Element?

    @usableFromInline
    func on(_ event: Event<Element>) {
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
                forwardNext(element)
                forward(.completed)
            } else {
                forward(.error(RxError.noElements))
            }
        }
    }
}

@usableFromInline
final class AsMaybeSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `element` is touched only from `on(_:)`, which the Rx contract serializes.
    private var element: Element?

    @usableFromInline
    func on(_ event: Event<Element>) {
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
            if let element { forwardNext(element) }
            forward(.completed)
        }
    }
}
