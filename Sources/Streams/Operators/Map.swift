extension ObservableType {
    /// Transforms each element with `transform`; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--|
    ///     map { $0 * 10 }
    ///     result:  --a--b--c--|    a = 10, b = 20, c = 30
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return ClosureOperator<Result>("map") { downstream, lifecycle in
            source.subscribeErased(AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    let result: Result
                    do {
                        result = try transform(element)
                    } catch {
                        lifecycle.forward(.error(error), to: downstream)
                        return
                    }
                    lifecycle.forward(.next(result), to: downstream)
                case .error(let error):
                    lifecycle.forward(.error(error), to: downstream)
                case .completed:
                    lifecycle.forward(.completed, to: downstream)
                }
            })
        }
    }
}
