import Synchronization

extension ObservableType {
    /// Creates an observable from a `subscribe` function: it receives an observer, sends it
    /// events, and returns what to dispose when the subscription ends.
    ///
    /// Events after the first stop event are ignored, and the returned disposable is disposed
    /// after a stop event or when the subscriber disposes.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    private let subscribeHandler: (AnyObserver<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer)
        return sink.attaching(subscribeHandler(AnyObserver(sink)))
    }
}

final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    private let isStopped = Atomic<Bool>(false)

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            if isStopped.load(ordering: .relaxed) { return }
            forward(event)
        case .error, .completed:
            if isStopped.exchange(true, ordering: .relaxed) { return }
            forward(event)
        }
    }
}
