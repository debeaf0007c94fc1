extension ObservableType {
    /// Turns every event into an element: the result never fails — an upstream error arrives as
    /// `.next(.error(e))` followed by `.completed`.
    ///
    ///     source:  --1--2--#
    ///     materialize
    ///     result:  --A--B--(E|)     A = .next(1), B = .next(2), E = .error(#)
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return ClosureOperator<Event<Element>>("materialize") { downstream, lifecycle in
            source.subscribeErased(AnyObserver<Element> { event in
                lifecycle.forward(.next(event), to: downstream)
                if event.isStopEvent { lifecycle.forward(.completed, to: downstream) }
            })
        }
    }
}
