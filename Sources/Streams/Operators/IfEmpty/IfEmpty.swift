extension ObservableType {
    /// Passes on the source; if it completes without elements, sends `default` first.
    ///
    ///     source:  -----|        --1--|
    ///     ifEmpty(default: 0)
    ///     result:  -----(0|)     --1--|
    ///
    /// - Parameter default: The element sent before the completion when the source had none.
    /// - Returns: The source's elements, or `default` alone.
    @_alwaysEmitIntoClient
    public func ifEmpty(default: Element) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), defaultElement: `default`)) { captured, downstream in
            captured.source.subscribeSink(
                DefaultIfEmptySink(defaultElement: captured.defaultElement, observer: downstream))
        }
    }

    /// Passes on the source; if it completes without elements, continues with `other`.
    ///
    ///     source:  -----|
    ///     other:        --7--8--|   (subscribed when the source completes)
    ///     ifEmpty(switchTo: other)
    ///     result:  -------7--8--|
    ///
    /// - Parameter other: The sequence subscribed when the source completes without elements.
    /// - Returns: The source's elements, or those of `other`.
    @_alwaysEmitIntoClient
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other)) { captured, downstream in
            SwitchIfEmptySink(other: captured.other, observer: downstream).run(captured.source)
        }
    }
}
