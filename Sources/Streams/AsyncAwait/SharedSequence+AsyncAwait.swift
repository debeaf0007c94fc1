extension SharedSequence {
    /// The elements as an `AsyncStream`, for `for await element in driver.values` on the main
    /// actor. Cancelling the iterating task, or dropping the stream, disposes the subscription.
    @MainActor
    public var values: AsyncStream<Element> {
        nonFailingValues()
    }
}
