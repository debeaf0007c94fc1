extension ObservableType {
    /// Subscribes to this sequence again each time it fails, until it completes.
    ///
    ///     source:  -1-#       (each subscription)
    ///     retry()
    ///     result:  -1--1--1-...
    ///
    /// - Returns: The elements of every attempt, until one completes.
    public func retry() -> Observable<Element> {
        SequentialSources(sources: Attempts(source: asObservable()), count: nil, operator: .retry)
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
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        precondition(maxAttemptCount >= 0, "retry(_:): maxAttemptCount must not be negative, got \(maxAttemptCount)")
        return SequentialSources(sources: Swift.repeatElement(asObservable(), count: maxAttemptCount), count: nil, operator: .retry)
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
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// Resubscribes after any error when the sequence `notificationHandler` builds from the
    /// errors emits an element; its completion completes the result and its error ends it.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors; an
    ///   element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    public func retry<TriggerObservable: ObservableType>(when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        RetryWhen(source: asObservable(), notificationHandler: notificationHandler)
    }

    /// RxSwift 6's deprecated spelling of `retry(when:)` for errors of type `Error`.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors of type
    ///   `Error`; an element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(_ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// RxSwift 6's deprecated spelling of `retry(when:)` for any error.
    ///
    /// - Parameter notificationHandler: Called once for each subscriber, with the errors; an
    ///   element of the sequence it returns resubscribes to the source.
    /// - Returns: The elements of every attempt, until one completes or the trigger sequence stops.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(_ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// `retry()`'s endless sequence of attempts: the source, again and again. A type of its own, not
/// `repeatElement`'s, as in RxSwift: `SequentialSources` takes apart nested sequences of the same
/// type only, so `retry(0).retry()` completes (its inner `retry(0)` completes at once) instead of
/// walking empty inner sequences forever.
struct Attempts<Element>: Sequence, IteratorProtocol {
    let source: Observable<Element>

    mutating func next() -> Observable<Element>? {
        source
    }
}

final class RetryWhen<Element, Failure: Swift.Error, TriggerObservable: ObservableType>: Producer<Element> {
    private let source: Observable<Element>
    private let notificationHandler: (Observable<Failure>) -> TriggerObservable

    init(source: Observable<Element>, notificationHandler: @escaping (Observable<Failure>) -> TriggerObservable) {
        self.source = source
        self.notificationHandler = notificationHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let errors = PublishSubject<Failure>()
        let trigger = notificationHandler(errors.asObservable())
        let sink = RetryWhenSink<Failure, Observer>(source: source, errors: errors, observer: observer)
        let triggerSubscription = SubscriptionRegistry.subscribingSecondInput { trigger.subscribe(RetryTriggerObserver<TriggerObservable.Element, Failure, Observer>(sink: sink)) }
        sink.resubscribe()
        // Attached once subscribed: a source that ended the sequence while being subscribed has
        // ended its own subscription by then, and the trigger is disposed after it, as in RxSwift.
        return sink.attaching(Disposables.create(sink.current, triggerSubscription))
    }
}

struct RetryWhenState {
    var isStopped = false
    /// The source failed and its error went to the notification handler: the next trigger
    /// element resubscribes, a trigger stop event ends the result.
    var isAwaitingTrigger = false
    /// The trigger's stop event while no error was pending; it ends the result at the next error.
    var pendingTriggerStop: Swift.Error??
    var loop = SubscriptionLoop()
}

final class RetryWhenSink<Failure: Swift.Error, Observer: ObserverType>: SerializingSink<Observer, RetryWhenState>, ObserverType, @unchecked Sendable {
    override var operatorName: String { "retry(when:)" }

    private let source: Observable<Observer.Element>
    private let errors: PublishSubject<Failure>
    let current = SerialDisposable()

    init(source: Observable<Observer.Element>, errors: PublishSubject<Failure>, observer: Observer) {
        self.source = source
        self.errors = errors
        super.init(state: RetryWhenState(), observer: observer)
    }

    /// Source events.
    func on(_ event: Event<Observer.Element>) {
        guard case .error(let error) = event, let failure = error as? Failure else {
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                if event.isStopEvent { state.isStopped = true }
                emitter.emit(event)
            }
            return
        }
        current.disposable = Disposables.create()
        let notify = synchronized { state, emitter -> Bool in
            guard !state.isStopped else { return false }
            if let stop = state.pendingTriggerStop {
                state.isStopped = true
                emitter.emit(stop.map { .error($0) } ?? .completed)
                return false
            }
            state.isAwaitingTrigger = true
            return true
        }
        if notify { errors.onNext(failure) }
    }

    func onTrigger(_ stop: Swift.Error??) {
        let resubscribe = synchronized { state, emitter -> Bool in
            guard !state.isStopped else { return false }
            guard let stop else {
                defer { state.isAwaitingTrigger = false }
                return state.isAwaitingTrigger
            }
            // A resubscription the trigger asked for but the loop has not made yet (the source
            // failed while being subscribed) is given up, as in RxSwift.
            if state.isAwaitingTrigger || state.loop.isRequested {
                state.isStopped = true
                emitter.emit(stop.map { .error($0) } ?? .completed)
            } else if state.pendingTriggerStop == nil {
                state.pendingTriggerStop = .some(stop)
            }
            return false
        }
        if resubscribe { self.resubscribe() }
    }

    /// Subscribes the source again, looping instead of recursing when it fails at once and the
    /// trigger answers at once.
    func resubscribe() {
        guard updateState({ $0.loop.enter() }) else { return }
        repeat {
            if isDisposed { return }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(SubscriptionRegistry.subscribing(within: self) { source.subscribe(self) })
        } while updateState({ $0.loop.runAgain() })
    }
}

final class RetryTriggerObserver<Element, Failure: Swift.Error, Observer: ObserverType>: ObserverType {
    private let sink: RetryWhenSink<Failure, Observer>

    init(sink: RetryWhenSink<Failure, Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next: sink.onTrigger(nil)
        case .error(let error): sink.onTrigger(.some(error))
        case .completed: sink.onTrigger(.some(nil))
        }
    }
}
