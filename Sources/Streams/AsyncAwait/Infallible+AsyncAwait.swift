extension InfallibleType {
    /// The elements as an `AsyncStream`: `for await element in infallible.values`. Cancelling
    /// the iterating task, or dropping the stream, disposes the subscription.
    public var values: AsyncStream<Element> {
        nonFailingValues()
    }
}

extension ObservableConvertibleType {
    /// The elements of a sequence that cannot fail (an `Infallible`, a `Driver`, a `Signal`) as
    /// an `AsyncStream`, which ends when the sequence completes. Cancelling the iterating task,
    /// or dropping the stream, disposes the subscription.
    func nonFailingValues() -> AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            // A property takes no file and line: the inspector names the call, not its site.
            let subscription = UncheckedSendable(
                SubscriptionRegistry.subscriberCall("values") {
                    asObservable().subscribe(
                        onNext: { element in
                            // A hand-off: the source never touches an element it emitted.
                            nonisolated(unsafe) let handedOff = element
                            continuation.yield(handedOff)
                        },
                        onCompleted: { continuation.finish() },
                        file: "", line: 0
                    )
                })
            continuation.onTermination = { _ in subscription.value.dispose() }
        }
    }
}
