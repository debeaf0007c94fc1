extension ObservableType {
    /// Subscribes to this sequence again each time it fails, until it completes.
    ///
    ///     source:  -1-#       (each subscription)
    ///     retry()
    ///     result:  -1--1--1-...
    ///
    /// - Returns: The elements of every attempt, until one completes.
    @_alwaysEmitIntoClient
    public func retry() -> Observable<Element> {
        sequentialSources(Attempts(source: asObservable()), count: nil, operation: .retry)
    }

    /// Subscribes to this sequence up to `maxAttemptCount` times in all while it fails; the error
    /// of the last attempt ends the result. To retry once after a failure, use `retry(2)`.
    ///
    ///     source:  -123#      (each subscription)
    ///     retry(3)
    ///     result:  -123-123-123#
    ///
    /// `retry(0)` subscribes nothing and completes at once, as in RxSwift.
    ///
    /// - Parameter maxAttemptCount: How many subscriptions in all, the first included; it must not
    ///   be negative.
    /// - Returns: The elements of every attempt, until one completes or the last one fails.
    @_alwaysEmitIntoClient
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount must not be negative, got \(maxAttemptCount)")
        return sequentialSources(
            Swift.repeatElement(asObservable(), count: maxAttemptCount), count: nil, operation: .retry)
    }

    /// Resubscribes after an error of type `Error` when the sequence `notificationHandler` builds
    /// from the errors emits an element; its completion completes the result and its error ends
    /// it. Errors of another type end the result at once.
    ///
    ///     source:  -1#        (each subscription)
    ///     retry { errors in errors.scan(0) { count, _ in count + 1 }.filter { $0 < 3 } }
    ///     result:  -1-1-1-    the third error is filtered out: nothing resubscribes or ends
    ///
    /// As in RxSwift, a trigger element while no error is pending is ignored, and a trigger that
    /// terminates before the source fails ends the result at the next failure.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors of type
    ///   `Error`; an element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @_alwaysEmitIntoClient
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), notificationHandler: notificationHandler)) {
            captured, downstream in
            RetryWhenSink.subscribe(
                captured.source, notificationHandler: captured.notificationHandler, observer: downstream)
        }
    }

    /// Resubscribes after any error when the sequence `notificationHandler` builds from the
    /// errors emits an element; its completion completes the result and its error ends it.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors; an
    ///   element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @_alwaysEmitIntoClient
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), notificationHandler: notificationHandler)) {
            captured, downstream in
            RetryWhenSink.subscribe(
                captured.source, notificationHandler: captured.notificationHandler, observer: downstream)
        }
    }

    /// RxSwift 6's deprecated spelling of `retry(when:)` for errors of type `Error`.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors of type
    ///   `Error`; an element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift 6's deprecated spelling of `retry(when:)` for any error.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors; an
    ///   element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// `retry()`'s endless sequence of attempts: the source, again and again. A type of its own, not
/// `repeatElement`'s, as in RxSwift: `SequentialSources` takes apart nested sequences of the same
/// type only, so `retry(0).retry()` completes (its inner `retry(0)` completes at once) instead of
/// walking empty inner sequences forever.
@usableFromInline
struct Attempts<Element>: Sequence, IteratorProtocol {
    let source: Observable<Element>

    @usableFromInline
    init(source: Observable<Element>) {
        self.source = source
    }

    @usableFromInline
    mutating func next() -> Observable<Element>? {
        source
    }
}
