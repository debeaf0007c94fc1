extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     map { $0 * 10 }
    ///     result:  --a--b--c--|    a = 10, b = 20, c = 30
    ///
    /// - Parameter transform: Called with each element as it arrives.
    /// - Returns: The results of `transform`.
    @_alwaysEmitIntoClient
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        ClosureOperator(capturing: (source: asObservable(), transform: transform)) { captured, downstream in
            captured.source.subscribeSink(MapSink(transform: captured.transform, observer: downstream))
        }
    }
}

@usableFromInline
final class MapSink<Element, Result>: Sink<AnyObserver<Result>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `transform` is immutable; the lifecycle state is atomic.
    @usableFromInline let transform: (Element) throws -> Result

    @inlinable
    init(transform: @escaping (Element) throws -> Result, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return forwardStop(event) }
        let result: Result
        do {
            result = try transform(element)
        } catch {
            return forwardError(error)
        }
        forwardNext(result)
    }
}
