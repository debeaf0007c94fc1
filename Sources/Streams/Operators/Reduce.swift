extension ObservableType {
    /// Folds every element into an accumulator and, when the source completes, emits
    /// `mapResult` of the final accumulation, then completes. An error thrown by either closure
    /// ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     reduce(0, accumulator: +, mapResult: { $0 * 10 })
    ///     result:  -----------(x|)     x = 60
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value.
    ///   - accumulator: Called with the accumulator and each element; returns the next
    ///     accumulator.
    ///   - mapResult: Called once, with the final accumulator, when the source completes.
    /// - Returns: One element, `mapResult`'s result, then a completion.
    @_alwaysEmitIntoClient
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        ClosureOperator(
            capturing: (source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
        ) { captured, downstream in
            captured.source.subscribeSink(
                ReduceSink(
                    seed: captured.seed, accumulator: captured.accumulator, mapResult: captured.mapResult,
                    observer: downstream))
        }
    }

    /// Folds every element into an accumulator and, when the source completes, emits the final
    /// accumulation, then completes. An error thrown by `accumulator` ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     reduce(0, accumulator: +)
    ///     result:  -----------(6|)
    ///
    /// - Parameters:
    ///   - seed: The accumulator's first value; emitted as is when the source completes empty.
    ///   - accumulator: Called with the accumulator and each element; returns the next
    ///     accumulator.
    /// - Returns: One element, the final accumulator, then a completion.
    @_alwaysEmitIntoClient
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}

@usableFromInline
final class ReduceSink<Element, Accumulate, Result>: Sink<AnyObserver<Result>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `accumulate` is only touched by `on`, which the Rx contract serializes.
    private var accumulate: Accumulate
    private let accumulator: (Accumulate, Element) throws -> Accumulate
    private let mapResult: (Accumulate) throws -> Result

    @usableFromInline
    init(
        seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result, observer: AnyObserver<Result>
    ) {
        accumulate = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                accumulate = try accumulator(accumulate, element)
            } catch {
                forwardError(error)
            }
        case .error(let error):
            forward(.error(error))
        case .completed:
            do {
                let result = try mapResult(accumulate)
                forwardNext(result)
                forward(.completed)
            } catch {
                forwardError(error)
            }
        }
    }
}
