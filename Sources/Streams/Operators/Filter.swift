extension ObservableType {
    /// Passes on the elements for which `predicate` is true; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     filter { $0 % 2 == 0 }
    ///     result:  -----2-----4--|
    ///
    /// - Parameter predicate: Called with each element; `true` passes it on.
    /// - Returns: The elements that satisfy `predicate`.
    @_alwaysEmitIntoClient
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        ClosureOperator(capturing: FilterParameters(source: asObservable(), predicate: predicate)) {
            captured, downstream in
            captured.source.subscribeSink(FilterSink(predicate: captured.predicate, observer: downstream))
        }
    }
}

/// What `filter` is built with — a struct, not a tuple (see `ClosureOperator`).
@usableFromInline
struct FilterParameters<Element> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }
}

@usableFromInline
final class FilterSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `predicate` is immutable; the lifecycle state is atomic.
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, observer: AnyObserver<Element>) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if case .next(let element) = event {
            do {
                guard try predicate(element) else { return }
            } catch {
                return forwardError(error)
            }
        }
        forward(event)
    }
}
