extension ObservableType {
    /// Transforms each element with `transform` and passes on the non-`nil` results; an error it
    /// throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     compactMap { $0 % 2 == 0 ? $0 * 10 : nil }
    ///     result:  -----a-----b--|     a = 20, b = 40
    ///
    /// - Parameter transform: Called with each element; `nil` drops the element.
    /// - Returns: The non-`nil` results of `transform`.
    @_alwaysEmitIntoClient
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        ClosureOperator(capturing: (source: asObservable(), transform: transform)) { captured, downstream in
            captured.source.subscribeSink(CompactMapSink(transform: captured.transform, observer: downstream))
        }
    }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<AnyObserver<Result>>, SourceSink, @unchecked Sendable {
    private let transform: (Source) throws -> Result?

    @usableFromInline
    init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>) {
        self.transform = transform
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Source>) {
        guard case .next(let element) = event else { return forwardStop(event) }
        do {
            if let result = try transform(element) { forwardNext(result) }
        } catch {
            forwardError(error)
        }
    }
}
