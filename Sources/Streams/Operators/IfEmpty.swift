extension ObservableType {
    /// Passes on the source; if it completes without elements, sends `default` first.
    ///
    ///     source:  -----|        --1--|
    ///     ifEmpty(default: 0)
    ///     result:  -----(0|)     --1--|
    ///
    /// - Parameter default: The element sent before the completion when the source had none.
    /// - Returns: The source's elements, or `default` alone.
    public func ifEmpty(default: Element) -> Observable<Element> {
        DefaultIfEmpty(source: asObservable(), defaultElement: `default`)
    }

    /// Passes on the source; if it completes without elements, continues with `other`.
    ///
    ///     source:  -----|
    ///     other:        --7--8--|   (subscribed when the source completes)
    ///     ifEmpty(switchTo: other)
    ///     result:  -------7--8--|
    ///
    /// - Parameter other: The sequence subscribed when the source completes without elements.
    /// - Returns: The source's elements, or those of `other`.
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

final class DefaultIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let defaultElement: Element

    init(source: Observable<Element>, defaultElement: Element) {
        self.source = source
        self.defaultElement = defaultElement
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isEmpty` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "ifEmpty(default:)" }

    private let defaultElement: Observer.Element
    private var isEmpty = true

    init(defaultElement: Observer.Element, observer: Observer) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            isEmpty = false
            forward(event)
        case .error:
            forward(event)
        case .completed:
            if isEmpty { forward(.next(defaultElement)) }
            forward(.completed)
        }
    }
}

final class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer)
        let sourceSubscription = source.subscribe(sink)
        return sink.attaching(Disposables.create(sourceSubscription, sink.otherSubscription))
    }
}

/// Two inputs, one after the other: the source, then (if it was empty) `other`.
final class SwitchIfEmptySink<Observer: ObserverType>: SerializingSink<Observer, Bool>, ObserverType, @unchecked Sendable {
    // State: `true` while the source has sent no element.
    override var operatorName: String { "ifEmpty(switchTo:)" }

    private let other: Observable<Observer.Element>
    let otherSubscription = SingleAssignmentDisposable()

    init(other: Observable<Observer.Element>, observer: Observer) {
        self.other = other
        super.init(state: true, observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let switchesToOther = synchronized { isEmpty, emitter -> Bool in
            switch event {
            case .next:
                isEmpty = false
                emitter.emit(event)
                return false
            case .error:
                emitter.emit(event)
                return false
            case .completed:
                if isEmpty { return true }
                emitter.emit(event)
                return false
            }
        }
        if switchesToOther {
            otherSubscription.setDisposable(SubscriptionRegistry.subscribing(within: self) { other.subscribe(AnyObserver(eventHandler: onOther)) })
        }
    }

    private func onOther(_ event: Event<Observer.Element>) {
        emit(event)
    }
}
