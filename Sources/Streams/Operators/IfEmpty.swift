extension ObservableType {
    /// Passes on the source; if it completes without elements, sends `default` first.
    ///
    ///     source:  -----|        --1--|
    ///     ifEmpty(default: 0)
    ///     result:  -----(0|)     --1--|
    ///
    /// - Parameter default: The element sent before the completion when the source had none.
    /// - Returns: The source's elements, or `default` alone.
    @inlinable
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
    @inlinable
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
            if isEmpty { forward(.next(defaultElement)) }
            forward(.completed)
        }
    }
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

        /// A source event: `true` if the source completed empty and `other` is to be subscribed;
        /// anything else is passed on.
        mutating func sourceEvent(_ event: Event<Element>, emitter: inout Emitter<Element>) -> Bool {
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
        let switchesToOther = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        if switchesToOther {
            otherSubscription.setDisposable(other.subscribe(AnyObserver(eventHandler: onOther), asInnerOf: self))
        }
    }

    private func onOther(_ event: Event<Element>) {
        emit(event)
    }
}
