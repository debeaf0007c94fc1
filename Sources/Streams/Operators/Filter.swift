extension ObservableType {
    /// Passes on the elements for which `predicate` is true; an error it throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     filter { $0 % 2 == 0 }
    ///     result:  -----2-----4--|
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return ClosureOperator<Element>("filter") { downstream, lifecycle in
            source.subscribeErased(AnyObserver<Element> { event in
                if case .next(let element) = event {
                    do {
                        guard try predicate(element) else { return }
                    } catch {
                        lifecycle.forward(.error(error), to: downstream)
                        return
                    }
                }
                lifecycle.forward(event, to: downstream)
            })
        }
    }
}
