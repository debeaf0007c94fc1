@usableFromInline
final class WithLatestFromSink<First, Second, Result>: SerializingSink<
    AnyObserver<Result>, WithLatestFromState<Second>
>, ObserverType, @unchecked Sendable
{
    private let resultSelector: (First, Second) throws -> Result

    @usableFromInline
    init(resultSelector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>) {
        self.resultSelector = resultSelector
        super.init(state: WithLatestFromState(), observer: observer)
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
            guard let latest = updateState({ state in state.firstElementArrived() }) else { return }
            let result: Event<Result>
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
