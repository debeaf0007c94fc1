extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then passes them on. An
    /// error from either ends the sequence; the source completing before `other` has emitted
    /// ends the subscription without any event, as in RxSwift.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   ------x---y----
    ///     skip(until: other)
    ///     result:  --------3--4--|
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements from the first element of `other` on.
    @_alwaysEmitIntoClient
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other.asObservable())) { captured, downstream in
            SkipUntilSink(observer: downstream).run(source: captured.source, other: captured.other)
        }
    }

    /// Drops elements until `other` emits; renamed ``ObservableType/skip(until:)``.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements from the first element of `other` on.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }
}
