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
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Observable<ResultType> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: resultSelector)
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
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), resultSelector: { $1 })
    }
}

final class WithLatestFrom<First, Second, Result>: Producer<Result> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let resultSelector: (First, Second) throws -> Result

    init(
        first: Observable<First>, second: Observable<Second>, resultSelector: @escaping (First, Second) throws -> Result
    ) {
        self.first = first
        self.second = second
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = WithLatestFromSink<First, Second, Observer>(resultSelector: resultSelector, observer: observer)
        // The second source is subscribed first, so a synchronous value is there for the first.
        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(
            second.subscribeAsSecondInput(WithLatestFromSecondObserver(sink: sink, subscription: secondSubscription)))
        let firstSubscription = first.subscribe(sink)
        // Attached once both are subscribed: a source that stopped the sequence while being
        // subscribed has ended its own subscription by then, and is disposed before the other,
        // as in RxSwift.
        return sink.attaching(Disposables.create(firstSubscription, secondSubscription))
    }
}

/// `withLatestFrom`'s state, changed under the sink's lock by one transition per event.
enum WithLatestFromState<Second> {
    /// The second sequence has not emitted: the first's elements are dropped.
    case waitingForSecond
    /// The first sequence's elements are combined with `latest`, the second's latest element.
    case ready(latest: Second)
    /// A stop event was emitted.
    case stopped

    /// An element of the first sequence: the second's latest element to combine it with, if
    /// any.
    func firstElementArrived() -> Second? {
        guard case .ready(let latest) = self else { return nil }
        return latest
    }

    mutating func secondElementArrived(_ element: Second) {
        if case .stopped = self { return }
        self = .ready(latest: element)
    }

    /// A result, or a stop event (of either sequence, or the selector's error), to send.
    mutating func sending<Element>(_ event: Event<Element>, emitter: inout Emitter<Element>) {
        if case .stopped = self { return }
        if event.isStopEvent { self = .stopped }
        emitter.emit(event)
    }
}

final class WithLatestFromSink<First, Second, Observer: ObserverType>: SerializingSink<
    Observer, WithLatestFromState<Second>
>, ObserverType, @unchecked Sendable
{
    private let resultSelector: (First, Second) throws -> Observer.Element

    init(resultSelector: @escaping (First, Second) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        super.init(state: .waitingForSecond, observer: observer)
    }

    /// Events of the first source.
    func on(_ event: Event<First>) {
        switch event {
        case .next(let element):
            let latest = updateState { state in state.firstElementArrived() }
            guard let latest else { return }
            let result: Event<Observer.Element>
            do {
                result = .next(try resultSelector(element, latest))
            } catch {
                result = .error(error)
            }
            send(result)
        case .error(let error):
            send(.error(error))
        case .completed:
            send(.completed)
        }
    }

    /// Emits `event` unless stopped; a stop event stops the sink.
    func send(_ event: Event<Observer.Element>) {
        synchronized { state, emitter in state.sending(event, emitter: &emitter) }
    }

    func onSecond(_ element: Second) {
        updateState { state in state.secondElementArrived(element) }
    }
}

final class WithLatestFromSecondObserver<First, Second, Observer: ObserverType>: ObserverType {
    private let sink: WithLatestFromSink<First, Second, Observer>
    private let subscription: Disposable

    init(sink: WithLatestFromSink<First, Second, Observer>, subscription: Disposable) {
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
