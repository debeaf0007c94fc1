extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second` using
    /// `resultSelector`. Elements that arrive before `second` has emitted are dropped. Completes
    /// with this sequence; an error from either ends it.
    ///
    ///     self:    -1---2---3--|
    ///     second:  ---a---b-------|
    ///     withLatestFrom(second) { "\($0)\($1)" }
    ///     result:  -----A---B--|      A = "2a", B = "3b"
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined; subscribed before this one.
    ///   - resultSelector: Called with each element of this sequence and the latest element of
    ///     `second`. An error it throws ends the sequence with that error.
    /// - Returns: The results of `resultSelector`.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        ClosureOperator(
            capturing: (first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
        ) { captured, downstream in
            WithLatestFromSink(resultSelector: captured.resultSelector, observer: downstream)
                .run(first: captured.first, second: captured.second)
        }
    }

    /// The latest element of `second` each time this sequence emits (once `second` has emitted).
    ///
    ///     self:    -1---2---3--|
    ///     second:  ---a---b-------|
    ///     withLatestFrom(second)
    ///     result:  -----a---b--|
    ///
    /// - Parameter second: The sequence whose latest element is sent; subscribed before this one.
    /// - Returns: The latest element of `second` at each element of this sequence.
    @_alwaysEmitIntoClient
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        ClosureOperator(
            capturing: (first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
        ) { captured, downstream in
            WithLatestFromSink(resultSelector: captured.resultSelector, observer: downstream)
                .run(first: captured.first, second: captured.second)
        }
    }
}

/// `withLatestFrom`'s state, changed under the sink's lock by one transition per event.
@usableFromInline
enum WithLatestFromState<Second> {
    /// The second sequence has not emitted: the first's elements are dropped.
    case waitingForSecond
    /// The first sequence's elements are combined with `latest`, the second's latest element.
    case ready(latest: Second)
    /// A stop event was emitted.
    case stopped

    /// What the sink does with an element of the first sequence.
    enum Action {
        /// Drops it: the second sequence has not emitted, or the sequence has stopped.
        case drop
        /// Combines it with `latest`, the second sequence's latest element, and sends the result.
        case combine(latest: Second)
    }

    /// An element of the first sequence: combined with the second's latest element, if any.
    func firstElementArrived() -> Action {
        switch self {
        case .waitingForSecond, .stopped:
            return .drop
        case .ready(let latest):
            return .combine(latest: latest)
        }
    }

    mutating func secondElementArrived(_ element: Second) {
        switch self {
        case .waitingForSecond, .ready:
            self = .ready(latest: element)
        case .stopped:
            return
        }
    }

    /// A result, or a stop event (of either sequence, or the selector's error), to send.
    mutating func sending<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .waitingForSecond, .ready:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}

@usableFromInline
final class WithLatestFromSink<First, Second, Result>: SerializingSink<
    AnyObserver<Result>, WithLatestFromState<Second>
>, ObserverType, @unchecked Sendable
{
    private let resultSelector: (First, Second) throws -> Result

    @usableFromInline
    init(resultSelector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>) {
        self.resultSelector = resultSelector
        super.init(state: .waitingForSecond, observer: observer)
    }

    @usableFromInline
    func run(first: Observable<First>, second: Observable<Second>) -> Disposable {
        // The second source is subscribed first, so a synchronous value is there for the first.
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(
            second.subscribeAsSecondInput(WithLatestFromSecondObserver(sink: self, subscription: secondSubscription)))
        let firstSubscription = first.subscribe(self)
        // Attached once both are subscribed: a source that stopped the sequence while being
        // subscribed has ended its own subscription by then, and is disposed before the other,
        // as in RxSwift.
        return attaching(Disposables.create(firstSubscription, secondSubscription))
    }

    /// Events of the first source.
    @usableFromInline
    func on(_ event: Event<First>) {
        switch event {
        case .next(let element):
            switch updateState({ state in state.firstElementArrived() }) {
            case .drop:
                return
            case .combine(let latest):
                let result: Event<Result>
                do {
                    result = .next(try resultSelector(element, latest))
                } catch {
                    result = .error(error)
                }
                send(result)
            }
        case .error(let error):
            send(.error(error))
        case .completed:
            send(.completed)
        }
    }

    /// Emits `event` unless stopped; a stop event stops the sink.
    func send(_ event: Event<Result>) {
        synchronized { state, emitter in state.sending(event, emitter: &emitter) }
    }

    func onSecond(_ element: Second) {
        updateState { state in state.secondElementArrived(element) }
    }
}

final class WithLatestFromSecondObserver<First, Second, Result>: ObserverType {
    private let sink: WithLatestFromSink<First, Second, Result>
    private let subscription: Disposable

    init(sink: WithLatestFromSink<First, Second, Result>, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
    }

    func on(_ event: Event<Second>) {
        switch event {
        case .next(let element): sink.onSecond(element)
        case .error(let error): sink.send(.error(error))
        case .completed: subscription.dispose()
        }
    }
}
