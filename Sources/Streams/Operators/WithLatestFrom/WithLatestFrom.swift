extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second` using
    /// `resultSelector`. Elements that arrive before `second` has emitted are dropped. Completes
    /// with this sequence; an error from either ends it.
    ///
    ///     self:    -1---2---3--|
    ///     second:  ---a---b-------|
    ///     withLatestFrom(second) { "\($0)\($1)" }
    ///     result:  -----A---B--|      A = "2a", B = "3b"
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined; subscribed before this one.
    ///   - resultSelector: Called with each element of this sequence and the latest element of
    ///     `second`. An error it throws ends the sequence with that error.
    /// - Returns: The results of `resultSelector`.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        ClosureOperator(
            capturing: (first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
        ) { captured, downstream in
            WithLatestFromSink(resultSelector: captured.resultSelector, observer: downstream)
                .run(first: captured.first, second: captured.second)
        }
    }

    /// The latest element of `second` each time this sequence emits (once `second` has emitted).
    ///
    ///     self:    -1---2---3--|
    ///     second:  ---a---b-------|
    ///     withLatestFrom(second)
    ///     result:  -----a---b--|
    ///
    /// - Parameter second: The sequence whose latest element is sent; subscribed before this one.
    /// - Returns: The latest element of `second` at each element of this sequence.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        ClosureOperator(
            capturing: (first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
        ) { captured, downstream in
            WithLatestFromSink(resultSelector: captured.resultSelector, observer: downstream)
                .run(first: captured.first, second: captured.second)
        }
    }
}
