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
    @_alwaysEmitIntoClient
    public func skip<Other: ObservableType>(until other: Other) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other.asObservable())) { captured, downstream in
            SkipUntilSink(observer: downstream).run(source: captured.source, other: captured.other)
        }
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

/// What `skip(until:)`'s sink does after a source event, decided under its lock.
enum SkipUntilAction {
    case none
    /// Disposes the subscription: the source completed while closed, which ends it without a
    /// stop event, as in RxSwift.
    case disposeWithoutStopEvent
}

/// Source and `other` may emit on different threads: both go through `synchronized`.
@usableFromInline
final class SkipUntilSink<Element, Other>: SerializingSink<
    AnyObserver<Element>, SkipUntilSink<Element, Other>.State
>, ObserverType, @unchecked Sendable
{
    override var operatorName: String { "skip(until:)" }

    /// Changed under the lock by one transition per event; what a transition sends it emits.
    @usableFromInline
    enum State {
        /// The other sequence has not emitted: the source's elements are dropped.
        case closed
        /// The other sequence emitted: the source's events pass.
        case open
        /// A stop event was emitted, or the source completed while closed.
        case stopped

        /// An event of the source; a completion while closed ends the subscription without a
        /// stop event, as in RxSwift.
        mutating func sourceEvent(_ event: Event<Element>, emitter: inout EventEmitter<Element>) -> SkipUntilAction {
            switch self {
            case .closed:
                switch event {
                case .next:
                    return .none
                case .error:
                    self = .stopped
                    emitter.emit(event)
                    return .none
                case .completed:
                    self = .stopped
                    return .disposeWithoutStopEvent
                }
            case .open:
                if event.isStopEvent { self = .stopped }
                emitter.emit(event)
                return .none
            case .stopped:
                return .none
            }
        }

        /// The other sequence emitted: the gate opens.
        mutating func otherElement() {
            switch self {
            case .closed:
                self = .open
            case .open, .stopped:
                return
            }
        }

        /// The other sequence failed: its error ends the sequence.
        mutating func otherFailed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
            switch self {
            case .closed, .open:
                self = .stopped
                emitter.emit(.error(error))
            case .stopped:
                return
            }
        }
    }

    let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .closed, observer: observer)
    }

    @usableFromInline
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        let sourceSubscription = source.subscribe(self)
        otherSubscription.setDisposable(other.subscribeAsSecondInput(AnyObserver(eventHandler: self.onOther)))
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch synchronized({ state, emitter in state.sourceEvent(event, emitter: &emitter) }) {
        case .none:
            return
        case .disposeWithoutStopEvent:
            dispose()
        }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            updateState { state in state.otherElement() }
            otherSubscription.dispose()
        case .error(let error):
            synchronized { state, emitter in state.otherFailed(error, emitter: &emitter) }
        case .completed:
            otherSubscription.dispose()
        }
    }
}
