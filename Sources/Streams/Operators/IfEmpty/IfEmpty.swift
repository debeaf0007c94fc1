extension ObservableType {
    /// Passes on the source; if it completes without elements, sends `default` first.
    ///
    ///     source:  -----|        --1--|
    ///     ifEmpty(default: 0)
    ///     result:  -----(0|)     --1--|
    ///
    /// - Parameter default: The element sent before the completion when the source had none.
    /// - Returns: The source's elements, or `default` alone.
    @_alwaysEmitIntoClient
    public func ifEmpty(default: Element) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), defaultElement: `default`)) { captured, downstream in
            captured.source.subscribeSink(
                DefaultIfEmptySink(defaultElement: captured.defaultElement, observer: downstream))
        }
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
    @_alwaysEmitIntoClient
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other)) { captured, downstream in
            SwitchIfEmptySink(other: captured.other, observer: downstream).run(captured.source)
        }
    }
}

@usableFromInline
final class DefaultIfEmptySink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: `isEmpty` is only touched by `on`, which the Rx contract serializes.
    override var operatorName: String { "ifEmpty(default:)" }

    private let defaultElement: Element
    private var isEmpty = true

    @usableFromInline
    init(defaultElement: Element, observer: AnyObserver<Element>) {
        self.defaultElement = defaultElement
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            isEmpty = false
            forward(event)
        case .error:
            forward(event)
        case .completed:
            if isEmpty { forwardNext(defaultElement) }
            forward(.completed)
        }
    }
}

/// What `ifEmpty(switchTo:)`'s sink does after a source event, once its lock is released.
enum SwitchIfEmptyAction {
    case none
    /// Subscribes `other` in place of the source, which completed empty.
    case subscribeOther
}

/// Two inputs, one after the other: the source, then (if it was empty) `other`.
@usableFromInline
final class SwitchIfEmptySink<Element>: SerializingSink<AnyObserver<Element>, SwitchIfEmptySink<Element>.State>,
    ObserverType, @unchecked Sendable
{
    override var operatorName: String { "ifEmpty(switchTo:)" }

    @usableFromInline
    enum State {
        /// The source has sent no element yet.
        case empty
        /// The source has sent an element: its completion ends the result.
        case nonEmpty
        /// The source completed empty: `other` is subscribed in its place.
        case switched

        /// A source event: passed on, unless it is the completion of an empty source — then
        /// the sink subscribes `other`.
        mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) -> SwitchIfEmptyAction
        {
            switch self {
            case .empty:
                switch event {
                case .next:
                    self = .nonEmpty
                    emitter.emit(event)
                    return .none
                case .error:
                    emitter.emit(event)
                    return .none
                case .completed:
                    self = .switched
                    return .subscribeOther
                }
            case .nonEmpty:
                emitter.emit(event)
                return .none
            case .switched:
                // A source that breaks the grammar after completing: `other` runs in its place.
                return .none
            }
        }
    }

    private let other: Observable<Element>
    let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(other: Observable<Element>, observer: AnyObserver<Element>) {
        self.other = other
        super.init(state: .empty, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let sourceSubscription = source.subscribe(self)
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        switch action {
        case .none:
            return
        case .subscribeOther:
            otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther), asInnerOf: self))
        }
    }

    private func onOther(_ event: Event<Element>) {
        emit(event)
    }
}
