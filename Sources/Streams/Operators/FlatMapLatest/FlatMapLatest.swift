extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and mirrors only the latest one: a
    /// new element disposes the previous inner sequence. Completes when the source and the
    /// current inner sequence have completed; any error, or an error thrown by `selector`, ends
    /// the sequence.
    ///
    ///     source:  --a-----b-----------|
    ///     inner a:   --1--2--3|           (disposed when b arrives)
    ///     inner b:         --4--5|
    ///     flatMapLatest { inner($0) }
    ///     result:  ----1--2--4--5------|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns replaces the
    ///   current one.
    /// - Returns: The elements of the latest inner sequence.
    @_alwaysEmitIntoClient
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            let sink = FlatMapLatestSink(selector: captured.selector, observer: downstream)
            return sink.attaching(sink.run(captured.source))
        }
    }

    /// `flatMapLatest` whose inners are ``Infallible``: the result is ``Infallible`` too when this
    /// sequence cannot fail either (an error from this sequence or a throwing `selector` still
    /// ends it, as in RxSwift).
    ///
    ///     source:  -a---b---|
    ///     a:        -1-2-3          (disposed when b arrives)
    ///     b:            -4|
    ///     result:  --1-2-4--|
    ///
    /// - Parameter selector: Called with each element; the inner sequence it returns replaces the
    ///   current one.
    /// - Returns: The elements of the latest inner sequence.
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<
        Source.Element
    > {
        Infallible(flatMapLatest { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence: each new inner sequence disposes the previous one.
    /// Completes when the source and the current inner sequence have completed.
    ///
    ///     source:  --x-----y-----------|
    ///     x:         --1--2--3|
    ///     y:               --4--5|
    ///     switchLatest
    ///     result:  ----1--2--4--5------|
    ///
    /// - Returns: The elements of the latest inner sequence.
    @_alwaysEmitIntoClient
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }.named("switchLatest")
    }
}
