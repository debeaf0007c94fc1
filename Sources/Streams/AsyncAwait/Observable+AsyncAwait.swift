extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`: `for try await element in source.values`.
    ///
    /// Reading `values` subscribes, once per read, as in RxSwift: elements sent before the loop
    /// starts, or while it is busy, are buffered (without a limit). The loop ends when the
    /// sequence completes and throws its error. Cancelling the iterating task, or dropping the
    /// stream, disposes the subscription; a subscription disposed before the sequence stopped
    /// (the task cancelled, even before the loop began) throws `CancellationError`, as in
    /// RxSwift.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error> { continuation in
            // A property takes no file and line: the inspector names the call, not its site.
            let subscription = UncheckedSendable(
                SubscriptionRegistry.subscriberCall("values") {
                    asObservable().subscribe(
                        onNext: { element in
                            // A hand-off, as in RxSwift: the source never touches an element it emitted.
                            nonisolated(unsafe) let handedOff = element
                            continuation.yield(handedOff)
                        },
                        onError: { error in continuation.finish(throwing: error) },
                        onCompleted: { continuation.finish() },
                        // Runs after the stop event's handler when there is one, and finishing a
                        // finished stream does nothing: only a disposal that came first throws.
                        onDisposed: { continuation.finish(throwing: CancellationError()) },
                        file: "", line: 0
                    )
                })
            // Any termination (cancelled task, dropped stream, finished sequence) ends the
            // subscription; disposing a finished one does nothing.
            continuation.onTermination = { _ in subscription.value.dispose() }
        }
    }
}

extension AsyncSequence {
    /// An ``Observable`` of this async sequence's elements: each subscription iterates it in a
    /// new task; the sequence's end completes it, a thrown error fails it, and disposing the
    /// subscription cancels the task.
    ///
    /// Elements arrive on the task's executor (a background thread), in order; use
    /// ``ObservableType/observe(on:)`` to deliver them elsewhere.
    ///
    /// - Parameter priority: The priority of each subscription's task; `nil` uses the default.
    /// - Returns: An ``Observable`` of the elements, then a completion or the thrown error.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = UncheckedSendable(self)
        return Observable.create { observer in
            var iterator = sequence.value.makeAsyncIterator()
            // The iterator is used by the task alone; erasing it to a closure here keeps the
            // task free of this generic sequence type.
            let next = UncheckedSendable { () async throws -> Element? in try await iterator.next() }
            let handOff = UncheckedSendable(observer)
            let task = Task.detached(priority: priority) {
                await pump(next.value, into: handOff.value)
            }
            return Disposables.create { task.cancel() }
        }
        .named("asObservable")
    }
}

/// Sends what `next` produces to `observer` until it returns `nil` (completion) or throws
/// (an error; cancellation completes).
private func pump<Element>(_ next: () async throws -> Element?, into observer: AnyObserver<Element>) async {
    do {
        while let element = try await next() {
            observer.onNext(element)
        }
        observer.onCompleted()
    } catch is CancellationError {
        observer.onCompleted()
    } catch {
        observer.onError(error)
    }
}
