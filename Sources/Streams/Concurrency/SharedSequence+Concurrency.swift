extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await element in driver.values` on the main
    /// actor. Cancelling the iterating task, or dropping the stream, disposes the subscription.
    @MainActor
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
