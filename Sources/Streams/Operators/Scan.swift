extension ObservableType {
    /// Folds each element into an accumulator and emits every intermediate result.
    ///
    ///     source:  --1--2--3--|
    ///     scan(0, accumulator: +)
    ///     result:  --1--3--6--|
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value (not emitted).
    ///   - accumulator: Called with the accumulator and each element; returns the next accumulator.
    ///     An error it throws ends the sequence with that error.
    /// - Returns: Each accumulator after an element.
    @_alwaysEmitIntoClient
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate)
        -> Observable<Accumulate>
    {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Folds each element into an accumulator mutated in place, and emits every intermediate
    /// result.
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value (not emitted).
    ///   - accumulator: Called with the accumulator and each element; changes the accumulator in
    ///     place. An error it throws ends the sequence with that error.
    /// - Returns: Each accumulator after an element.
    @_alwaysEmitIntoClient
    public func scan<Accumulate>(
        into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) -> Observable<Accumulate> {
        ClosureOperator(capturing: ScanParameters(source: asObservable(), seed: seed, accumulator: accumulator)) {
            captured, downstream in
            captured.source.subscribeSink(
                ScanSink(seed: captured.seed, accumulator: captured.accumulator, observer: downstream))
        }
    }
}

/// What `scan` is built with — a struct, not a tuple (see `ClosureOperator`).
@usableFromInline
struct ScanParameters<Element, Accumulate> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let seed: Accumulate
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void

    @inlinable
    init(
        source: Observable<Element>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
    }
}

@usableFromInline
final class ScanSink<Element, Accumulate>: Sink<AnyObserver<Accumulate>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `accumulate` is only touched by `on`, which the Rx contract
    // serializes (and so needs no run-time exclusivity check either).
    @usableFromInline let accumulator: (inout Accumulate, Element) throws -> Void
    @exclusivity(unchecked) @usableFromInline var accumulate: Accumulate

    @inlinable
    init(
        seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void,
        observer: AnyObserver<Accumulate>
    ) {
        accumulate = seed
        self.accumulator = accumulator
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return forwardStop(event) }
        do {
            try accumulator(&accumulate, element)
        } catch {
            return forwardError(error)
        }
        forwardNext(accumulate)
    }
}
