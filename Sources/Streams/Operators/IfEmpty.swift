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
final class SwitchIfEmptySink<Observer: ObserverType>: SerializingSink<Observer, SwitchIfEmptySink<Observer>.State>,
    ObserverType, @unchecked Sendable
{
    override var operatorName: String { "ifEmpty(switchTo:)" }

    enum State {
        /// The source has sent no element yet.
        case empty
        /// The source has sent an element: its completion ends the result.
        case nonEmpty
        /// The source completed empty: `other` is subscribed in its place.
        case switched

        /// A source event: `true` if the source completed empty and `other` is to be subscribed;
        /// anything else is passed on.
        mutating func sourceEvent(_ event: Event<Observer.Element>, emitter: inout Emitter<Observer.Element>) -> Bool {
            switch (self, event) {
            case (.empty, .completed):
                self = .switched
                return true
            case (.empty, .next):
                self = .nonEmpty
                emitter.emit(event)
                return false
            case (.empty, .error), (.nonEmpty, _):
                emitter.emit(event)
                return false
            case (.switched, _):
                // A source that breaks the grammar after completing: `other` runs in its place.
                return false
            }
        }
    }

    private let other: Observable<Observer.Element>
    let otherSubscription = SingleAssignmentDisposable()

    init(other: Observable<Observer.Element>, observer: Observer) {
        self.other = other
        super.init(state: .empty, observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        let switchesToOther = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        if switchesToOther {
            otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther), asInnerOf: self))
        }
    }

    private func onOther(_ event: Event<Observer.Element>) {
        emit(event)
    }
}
