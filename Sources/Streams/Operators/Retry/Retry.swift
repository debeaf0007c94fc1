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

/// What `retry(when:)`'s sink does after a source failure, decided under its lock.
enum RetryWhenFailureAction {
    /// Hand the error to the notification handler's errors.
    case notifyHandler
    /// Nothing: the result has ended (now, with the trigger's stop event, or before).
    case none
}

/// What `retry(when:)`'s sink does after an element of the trigger, decided under its lock.
enum RetryWhenTriggerAction {
    /// Subscribe the source again: an error waited for the trigger.
    case resubscribe
    /// Nothing: no error waits for it (ignored, as in RxSwift), or the result has ended.
    case none
}

@usableFromInline
struct RetryWhenState {
    enum Phase {
        /// A subscription of the source is under way, or about to be made: its elements pass
        /// through, and a failure goes to the notification handler.
        case running
        /// The source failed and its error went to the notification handler: the trigger's
        /// next element resubscribes, its stop event ends the result.
        case awaitingTrigger
        /// The trigger stopped while no error was pending — with `error`, or completing when it
        /// is `nil`: the source's next failure ends the result the same way.
        case triggerStopped(error: Swift.Error?)
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.running
    var loop = SubscriptionLoop()

    /// The source sent an element or a stop event the handler does not take (completion, an
    /// error of another type): passed on, unless the result has ended.
    mutating func sourceEvent<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .awaitingTrigger, .triggerStopped:
            if event.isStopEvent { phase = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }

    /// The source failed with an error the handler takes: it goes to the handler, or ends the
    /// result if the trigger has stopped.
    mutating func sourceFailed<Element>(emitter: inout EventEmitter<Element>) -> RetryWhenFailureAction {
        switch phase {
        case .running, .awaitingTrigger:
            // (Awaiting: a source that fails twice in one subscription reaches the handler
            // twice, as in RxSwift.)
            phase = .awaitingTrigger
            return .notifyHandler
        case .triggerStopped(let error):
            phase = .stopped
            emitter.emit(error.map { .error($0) } ?? .completed)
            return .none
        case .stopped:
            return .none
        }
    }

    /// The trigger sent an element: the source is subscribed again — only when an error waits
    /// for it, as in RxSwift (an element while none is pending is ignored).
    mutating func triggerElementArrived() -> RetryWhenTriggerAction {
        switch phase {
        case .awaitingTrigger:
            phase = .running
            return .resubscribe
        case .running, .triggerStopped, .stopped:
            return .none
        }
    }

    /// The trigger stopped (`error` `nil`: it completed): ends the result at once when an error
    /// waits for it, or when it asked for a resubscription the loop has not made yet (the source
    /// failed while being subscribed), as in RxSwift; otherwise at the source's next failure.
    mutating func triggerStopped<Element>(error: Swift.Error?, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running where !loop.isRequested:
            phase = .triggerStopped(error: error)
        case .running, .awaitingTrigger:
            phase = .stopped
            emitter.emit(error.map { .error($0) } ?? .completed)
        case .triggerStopped, .stopped:
            return
        }
    }
}

@usableFromInline
final class RetryWhenSink<Element, Failure: Swift.Error>: SerializingSink<AnyObserver<Element>, RetryWhenState>,
    ObserverType, @unchecked Sendable
{
    override var operatorName: String { "retry(when:)" }

    private let source: Observable<Element>
    private let errors: PublishSubject<Failure>
    private let current = SerialDisposable()

    private init(source: Observable<Element>, errors: PublishSubject<Failure>, observer: AnyObserver<Element>) {
        self.source = source
        self.errors = errors
        super.init(state: RetryWhenState(), observer: observer)
    }

    /// A subscription to `retry(when:)`: the notification handler is called with the errors
    /// before the sink is made, then its trigger is subscribed, then the source.
    @usableFromInline
    static func subscribe<TriggerObservable: ObservableType>(
        _ source: Observable<Element>, notificationHandler: (Observable<Failure>) -> TriggerObservable,
        observer: AnyObserver<Element>
    ) -> Disposable {
        let errors = PublishSubject<Failure>()
        let trigger = notificationHandler(errors.asObservable())
        let sink = RetryWhenSink(source: source, errors: errors, observer: observer)
        let triggerSubscription = trigger.subscribeAsSecondInput(
            RetryTriggerObserver<TriggerObservable.Element, Element, Failure>(sink: sink))
        sink.resubscribe()
        // Attached once subscribed: a source that ended the sequence while being subscribed has
        // ended its own subscription by then, and the trigger is disposed after it, as in RxSwift.
        return sink.attaching(Disposables.create(sink.current, triggerSubscription))
    }

    /// Source events.
    @usableFromInline
    func on(_ event: Event<Element>) {
        guard case .error(let error) = event, let failure = error as? Failure else {
            synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
            return
        }
        current.disposable = Disposables.create()
        switch synchronized({ state, emitter in state.sourceFailed(emitter: &emitter) }) {
        case .notifyHandler:
            errors.onNext(failure)
        case .none:
            return
        }
    }

    /// Trigger events.
    func onTrigger<TriggerElement>(_ event: Event<TriggerElement>) {
        switch event {
        case .next:
            switch updateState({ $0.triggerElementArrived() }) {
            case .resubscribe:
                resubscribe()
            case .none:
                return
            }
        case .error(let error):
            synchronized { state, emitter in state.triggerStopped(error: error, emitter: &emitter) }
        case .completed:
            synchronized { state, emitter in state.triggerStopped(error: nil, emitter: &emitter) }
        }
    }

    /// Subscribes the source again, looping instead of recursing when it fails at once and the
    /// trigger answers at once.
    func resubscribe() {
        guard updateState({ $0.loop.enter() }) else { return }
        repeat {
            if isDisposed { return }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source.subscribe(self, asInnerOf: self))
        } while updateState({ $0.loop.runAgain() })
    }
}

final class RetryTriggerObserver<Element, SourceElement, Failure: Swift.Error>: ObserverType {
    private let sink: RetryWhenSink<SourceElement, Failure>

    init(sink: RetryWhenSink<SourceElement, Failure>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        sink.onTrigger(event)
    }
}
