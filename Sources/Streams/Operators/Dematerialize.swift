extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: `.next(.error(e))` fails the sequence
    /// and `.next(.completed)` completes it.
    ///
    ///     source:  --A--B--C--     A = .next(1), B = .next(2), C = .completed
    ///     dematerialize
    ///     result:  --1--2--|
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return ClosureOperator<Element.Element>("dematerialize") { downstream, lifecycle in
            source.subscribeErased(AnyObserver<Element> { event in
                switch event {
                case .next(let wrapped):
                    lifecycle.forward(wrapped.event, to: downstream)
                case .error(let error):
                    lifecycle.forward(.error(error), to: downstream)
                case .completed:
                    lifecycle.forward(.completed, to: downstream)
                }
            })
        }
    }
}
