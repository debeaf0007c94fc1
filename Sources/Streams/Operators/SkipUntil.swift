extension ObservableType {
    /// Drops the source's elements until `other` emits an element, then passes them on. An
    /// error from either ends the sequence; the source completing before `other` has emitted
    /// ends the subscription without any event, as in RxSwift.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   ------x---y----
    ///     skip(until: other)
    ///     result:  --------3--4--|
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements from the first element of `other` on.
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        SkipUntil(source: asObservable(), other: other.asObservable())
    }

    /// Drops elements until `other` emits; renamed ``ObservableType/skip(until:)``.
    ///
    /// - Parameter other: The sequence whose first element opens the gate.
    /// - Returns: The source's elements from the first element of `other` on.
    @available(*, deprecated, renamed: "skip(until:)")
    public func skipUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        skip(until: other)
    }
}

final class SkipUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SkipUntilSink<Other, Observer>(observer: observer)
        let sourceSubscription = source.subscribe(sink)
        sink.otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: sink.onOther)))
        return sink.attaching(Disposables.create(sourceSubscription, sink.otherSubscription))
    }
}

/// Source and `other` may emit on different threads: both go through `synchronized`.
final class SkipUntilSink<Other, Observer: ObserverType>: SerializingSink<Observer, SkipUntilSink<Other, Observer>.State>, ObserverType, @unchecked Sendable {
    struct State {
        var isOpen = false
        var isStopped = false
    }

    let otherSubscription = SingleAssignmentDisposable()

    init(observer: Observer) {
        super.init(state: State(), observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let endsSilently = synchronized { state, emitter -> Bool in
            guard !state.isStopped else { return false }
            switch event {
            case .next:
                if state.isOpen { emitter.emit(event) }
                return false
            case .error:
                state.isStopped = true
                emitter.emit(event)
                return false
            case .completed:
                state.isStopped = true
                if state.isOpen { emitter.emit(event) }
                return !state.isOpen
            }
        }
        if endsSilently { dispose() }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            updateState { state in state.isOpen = true }
            otherSubscription.dispose()
        case .error(let error):
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isStopped = true
                emitter.emit(.error(error))
            }
        case .completed:
            otherSubscription.dispose()
        }
    }
}
