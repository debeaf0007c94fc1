extension ObservableType {
    /// Folds each element into an accumulator and emits every intermediate result.
    ///
    ///     source:  --1--2--3--|
    ///     scan(0, accumulator: +)
    ///     result:  --1--3--6--|
    @inlinable
    public func scan<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(into: seed) { accumulate, element in
            accumulate = try accumulator(accumulate, element)
        }
    }

    /// Folds each element into an accumulator mutated in place, and emits every intermediate
    /// result.
    @inlinable
    public func scan<Accumulate>(into seed: Accumulate, accumulator: @escaping (inout Accumulate, Element) throws -> Void) -> Observable<Accumulate> {
        let source = asObservable()
        return ClosureOperator<Accumulate>("scan") { downstream, lifecycle in
            let accumulate = MutableCell(seed)
            return source.subscribeErased(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    do {
                        try accumulator(&accumulate.value, element)
                    } catch {
                        lifecycle.forward(.error(error), to: downstream)
                        return
                    }
                    lifecycle.forward(.next(accumulate.value), to: downstream)
                case .error(let error):
                    lifecycle.forward(.error(error), to: downstream)
                case .completed:
                    lifecycle.forward(.completed, to: downstream)
                }
            })
        }
    }
}
