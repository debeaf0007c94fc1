extension InfallibleType {
    /// The elements as an `AsyncStream`: `for await element in infallible.values`. Cancelling
    /// the iterating task, or dropping the stream, disposes the subscription.
    public var values: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let subscription = UncheckedSendable(asObservable().subscribe(
                onNext: { element in
                    // A hand-off: the source never touches an element it emitted.
                    nonisolated(unsafe) let handedOff = element
                    continuation.yield(handedOff)
                },
                onCompleted: { continuation.finish() }
            ))
            continuation.onTermination = { _ in subscription.value.dispose() }
        }
    }
}
