extension ObservableType {
    /// At each tick of `sampler` (an element or its completion), sends the source's latest
    /// element if a new one arrived since the previous tick — or else `defaultValue`, if given.
    /// The source's completion is held until the next tick; an error from either ends the
    /// sequence. Once `sampler` has completed there is no further tick.
    ///
    ///     source:   --1--2-----3----|
    ///     sampler:  ----x---x----x-----x--
    ///     sample(sampler)
    ///     result:   ----1---2----3-----|
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements and completion are the ticks.
    ///   - defaultValue: Sent at a tick when no new element arrived; `nil` sends nothing then.
    /// - Returns: The sampled elements.
    @_alwaysEmitIntoClient
    public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil) -> Observable<Element>
    {
        ClosureOperator(
            capturing: (source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
        ) { captured, downstream in
            SampleSink(defaultValue: captured.defaultValue, observer: downstream)
                .run(source: captured.source, sampler: captured.sampler)
        }
    }
}
