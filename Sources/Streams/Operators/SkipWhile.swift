extension ObservableType {
    /// Drops elements while `predicate` is true, then passes on every element from the first
    /// that fails it; an error `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--1--|
    ///     skip(while: { $0 < 3 })
    ///     result:  --------3--1--|
    ///
    /// - Parameter predicate: Called with each element until it first returns `false`.
    /// - Returns: The elements from the first that fails `predicate` on.
    @_alwaysEmitIntoClient
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), predicate: predicate)) { captured, downstream in
            captured.source.subscribeSink(SkipWhileSink(predicate: captured.predicate, observer: downstream))
        }
    }

    /// Drops elements while `predicate` is true; renamed ``ObservableType/skip(while:)``.
    ///
    /// - Parameter predicate: Called with each element until it first returns `false`.
    /// - Returns: The elements from the first that fails `predicate` on.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

@usableFromInline
final class SkipWhileSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `isPassing` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "skip(while:)" }

    private let predicate: (Element) throws -> Bool
    private var isPassing = false

    @usableFromInline
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return forward(event) }
        if !isPassing {
            do {
                isPassing = try !predicate(element)
            } catch {
                forwardError(error)
                return
            }
            if !isPassing { return }
        }
        forwardNext(element)
    }
}
