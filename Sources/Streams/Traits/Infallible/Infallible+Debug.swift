extension InfallibleType {
    /// Logs the subscription, every event and the disposal to `Hooks.debugOutput`, in the format
    /// of `Observable.debug`, and passes every event on.
    ///
    ///     source:  --1--|
    ///     debug("xs")
    ///     result:  --1--|
    ///     prints:  xs -> subscribed, xs -> Event next(1), xs -> Event completed, xs -> isDisposed
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
