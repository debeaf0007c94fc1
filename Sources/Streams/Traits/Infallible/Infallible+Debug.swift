extension InfallibleType {
    /// Logs the subscription, every event and the disposal, and passes every event on, as
    /// ``ObservableType/debug(_:trimOutput:file:line:function:)`` does.
    ///
    ///     source:  --1--|
    ///     debug("xs")
    ///     result:  --1--|
    ///     prints:  xs -> subscribed, xs -> Event next(1), xs -> Event completed, xs -> isDisposed
    ///
    /// The lines go to ``Hooks/debugOutput``.
    ///
    /// - Parameters:
    ///   - identifier: The name printed on each line; by default the file, line and function
    ///     of the call.
    ///   - trimOutput: Whether to shorten an event longer than 40 characters to its first and
    ///     last 20.
    ///   - file: The file of the call, for the default identifier.
    ///   - line: The line of the call, for the default identifier.
    ///   - function: The function of the call, for the default identifier.
    /// - Returns: An ``Infallible`` of the same events.
    @_alwaysEmitIntoClient
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
