extension ObservableType {
    /// Passes on the source's only element and its completion; fails with
    /// ``RxError/noElements`` when it completes empty and with ``RxError/moreThanOneElement`` at
    /// its second element.
    ///
    ///     source:  --1-----|       --|       --1--2--|
    ///     single()
    ///     result:  --1-----|       --#       --1--#
    ///                              # = noElements, then moreThanOneElement
    ///
    /// - Returns: The only element and the completion, or an error.
    @_alwaysEmitIntoClient
    public func single() -> Observable<Element> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            source.subscribeSink(SingleAsyncSink(predicate: nil, observer: downstream))
        }
    }

    /// ``ObservableType/single()`` over the elements for which `predicate` is true; an error
    /// `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     single { $0 == 2 }
    ///     result:  -----2-----|
    ///
    /// - Parameter predicate: Called with each element; `true` selects it.
    /// - Returns: The only selected element and the completion, or an error.
    @_alwaysEmitIntoClient
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), predicate: predicate)) { captured, downstream in
            captured.source.subscribeSink(SingleAsyncSink(predicate: captured.predicate, observer: downstream))
        }
    }
}

@usableFromInline
final class SingleAsyncSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `hasElement` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "single" }

    private let predicate: ((Element) throws -> Bool)?
    private var hasElement = false

    @usableFromInline
    init(predicate: ((Element) throws -> Bool)?, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardError(error)
                return
            }
            if hasElement {
                forward(.error(RxError.moreThanOneElement))
                return
            }
            hasElement = true
            forward(event)
        case .error:
            forward(event)
        case .completed:
            forward(hasElement ? .completed : .error(RxError.noElements))
        }
    }
}
