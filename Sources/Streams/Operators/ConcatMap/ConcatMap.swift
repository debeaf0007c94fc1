extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and concatenates them: each inner
    /// sequence is subscribed once the previous one has completed (later ones wait in a queue).
    /// Completes when the source and every queued inner sequence have completed; any error, or
    /// an error thrown by `selector`, ends the sequence.
    ///
    ///     source:  --a--b-----------|
    ///     inner a:   --1--2|
    ///     inner b:         --3--4|      (subscribed when a completes)
    ///     concatMap { inner($0) }
    ///     result:  ----1--2--3--4---|
    ///
    /// Inner sequences that complete synchronously are subscribed in a loop, not recursively,
    /// so any number of them runs in constant stack depth.
    ///
    /// - Parameter selector: Called with each element as it arrives (not when its inner sequence
    ///   is subscribed); returns the inner sequence for that element.
    /// - Returns: The elements of the inner sequences, one inner sequence after another.
    @_alwaysEmitIntoClient
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Observable<Source.Element>
    {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            ConcatMapSink(selector: captured.selector, observer: downstream).run(captured.source)
        }
    }
}

/// What `concatMap`'s sink does after the source completes, decided under its lock.
enum ConcatMapSourceCompletionAction {
    /// Nothing: the sequence completed with the source.
    case none
    /// Lets go of the source: the sequence did not complete with it (an inner sequence runs or
    /// waits, or the sequence had ended).
    case disposeSource
}

/// `concatMap`'s state, changed under the sink's lock by one transition per event; what a
/// transition sends it emits, what the sink does next (the inner sequence to subscribe, letting
/// go of the source) it returns.
@usableFromInline
struct ConcatMapState<Element> {
    enum Phase {
        /// Source elements are mapped to inner sequences, run one after the other.
        case running
        /// The source completed: the sequence completes once no inner sequence runs or waits.
        case sourceCompleted
        /// Ended by a stop event or by disposal: nothing more is subscribed or emitted.
        case terminated
    }

    /// The running inner sequence and the subscription loop, which subscribes inner sequences
    /// one after the other on one thread (see `ConcatMapSink.subscribeInners`).
    enum InnerPhase {
        /// No inner sequence runs.
        case idle
        /// The loop is subscribing an inner sequence, which has not completed.
        case subscribing
        /// The inner sequence completed while the loop subscribed it: the loop takes the next.
        case subscribingCompleted
        /// An inner sequence runs; the loop has returned.
        case running
    }

    /// What the sink does with the inner sequence of a source element.
    enum ElementAction {
        /// Nothing: it waits in the queue for the running one to complete, or the sequence has
        /// ended and it is dropped.
        case none
        /// Subscribes it now, starting the subscription loop.
        case startLoop(Observable<Element>)
    }

    /// What the sink does after the loop subscribed an inner sequence, or an inner sequence
    /// completed.
    enum InnerAction {
        /// Nothing more. After a subscription: the loop ends. After a completion: the loop under
        /// way takes it from there, or nothing waits, or the sequence has ended.
        case none
        /// Subscribes the inner sequence that waited first: in the loop under way (after a
        /// subscription), or starting a loop (after a completion).
        case subscribeNext(Observable<Element>)
    }

    var phase = Phase.running
    var inner = InnerPhase.idle
    /// Inner sequences waiting for the running one to complete.
    var queue = Queue<Observable<Element>>()

    /// A source element arrived, mapped to `sequence`: subscribed now (starting the loop) if no
    /// inner sequence runs, queued otherwise.
    mutating func elementArrived(_ sequence: Observable<Element>) -> ElementAction {
        switch phase {
        case .running:
            guard case .idle = inner else {
                queue.enqueue(sequence)
                return .none
            }
            inner = .subscribing
            return .startLoop(sequence)
        case .sourceCompleted, .terminated:
            return .none
        }
    }

    /// The loop subscribed an inner sequence: the next one, if that one completed meanwhile;
    /// otherwise the loop ends (and the sequence completes if nothing is left).
    mutating func innerSubscribed(emitter: inout EventEmitter<Element>) -> InnerAction {
        switch phase {
        case .running, .sourceCompleted:
            switch inner {
            case .subscribingCompleted:
                if let queued = queue.dequeue() {
                    inner = .subscribing
                    return .subscribeNext(queued)
                }
                inner = .idle
                completeIfDone(emitter: &emitter)
            case .subscribing:
                inner = .running
            case .idle, .running:
                preconditionFailure("concatMap: the subscription loop ran outside a subscription")
            }
            return .none
        case .terminated:
            return .none
        }
    }

    /// The running inner sequence completed: the next one to subscribe, starting a loop, unless
    /// the loop subscribing it takes it from there.
    mutating func innerCompleted(emitter: inout EventEmitter<Element>) -> InnerAction {
        switch phase {
        case .running, .sourceCompleted:
            switch inner {
            case .subscribing:
                // The subscription loop running on this (or another) thread takes it from here —
                // but when nothing is left, the sequence completes now, as in RxSwift, not once
                // the subscription has returned.
                inner = .subscribingCompleted
                if case .sourceCompleted = phase, queue.isEmpty {
                    phase = .terminated
                    emitter.emit(.completed)
                }
                return .none
            case .running, .idle:
                inner = .idle
                if let queued = queue.dequeue() {
                    inner = .subscribing
                    return .subscribeNext(queued)
                }
                completeIfDone(emitter: &emitter)
                return .none
            case .subscribingCompleted:
                return .none
            }
        case .terminated:
            return .none
        }
    }

    func innerElement(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            emitter.emit(event)
        case .terminated:
            return
        }
    }

    /// The source completed: the sink lets go of it unless the sequence completed with it.
    mutating func sourceCompleted(emitter: inout EventEmitter<Element>) -> ConcatMapSourceCompletionAction {
        switch phase {
        case .running:
            phase = .sourceCompleted
            return completeIfDone(emitter: &emitter) ? .none : .disposeSource
        case .sourceCompleted, .terminated:
            return .disposeSource
        }
    }

    /// The source or an inner sequence failed, or the selector threw.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .running, .sourceCompleted:
            terminate()
            emitter.emit(.error(error))
        case .terminated:
            return
        }
    }

    /// Disposed: the queued inner sequences are dropped, and the subscription loop — which may
    /// be running, if disposal came from inside an inner sequence — subscribes none of them.
    mutating func terminate() {
        switch phase {
        case .running, .sourceCompleted:
            phase = .terminated
            queue.removeAll()
        case .terminated:
            // Nothing is queued once terminated.
            return
        }
    }

    /// Completes the sequence if the source has completed and no inner sequence runs or waits:
    /// `true` if it did.
    @discardableResult
    mutating func completeIfDone(emitter: inout EventEmitter<Element>) -> Bool {
        switch phase {
        case .sourceCompleted:
            guard case .idle = inner, queue.isEmpty else { return false }
            phase = .terminated
            emitter.emit(.completed)
            return true
        case .running, .terminated:
            return false
        }
    }
}

@usableFromInline
final class ConcatMapSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<
    AnyObserver<Inner.Element>, ConcatMapState<Inner.Element>
>, ObserverType, @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    private let selector: (SourceElement) throws -> Inner
    private let sourceSubscription = SingleAssignmentDisposable()
    /// The running inner sequence: only one runs at a time, and the next replaces it.
    private let innerSubscription = SerialDisposable()

    @usableFromInline
    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        super.init(state: ConcatMapState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(
            Disposables.create(sourceSubscription, innerSubscription, Disposables.create { [self] in terminate() }))
    }

    private func terminate() {
        updateState { state in state.terminate() }
    }

    @usableFromInline
    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            let inner: Observable<Inner.Element>
            do {
                inner = try selector(element).asObservable()
            } catch {
                fail(error)
                return
            }
            switch updateState({ state in state.elementArrived(inner) }) {
            case .none:
                return
            case .startLoop(let first):
                subscribeInners(startingWith: first)
            }
        case .error(let error):
            fail(error)
        case .completed:
            switch synchronized({ state, emitter in state.sourceCompleted(emitter: &emitter) }) {
            case .none:
                return
            case .disposeSource:
                sourceSubscription.dispose()
            }
        }
    }

    /// The subscription loop: an inner sequence that completes while it is being subscribed
    /// only marks itself inactive, and the loop subscribes the next one — no recursion.
    private func subscribeInners(startingWith first: Observable<Inner.Element>) {
        var inner = first
        while true {
            let subscription = SingleAssignmentDisposable()
            // Replaces (and disposes) the subscription of the inner sequence that completed.
            innerSubscription.disposable = subscription
            subscription.setDisposable(
                inner.subscribe(ConcatMapInnerObserver(parent: self, subscription: subscription), asInnerOf: self))
            switch synchronized({ state, emitter in state.innerSubscribed(emitter: &emitter) }) {
            case .none:
                return
            case .subscribeNext(let next):
                inner = next
            }
        }
    }

    fileprivate func innerEvent(_ event: Event<Inner.Element>, subscription: Disposable) {
        switch event {
        case .next:
            synchronized { state, emitter in state.innerElement(event, emitter: &emitter) }
        case .error(let error):
            fail(error)
        case .completed:
            subscription.dispose()
            switch synchronized({ state, emitter in state.innerCompleted(emitter: &emitter) }) {
            case .none:
                return
            case .subscribeNext(let next):
                subscribeNext(next)
            }
        }
    }

    /// Subscribes the inner sequence that follows one that completed: at once, or — when the
    /// completion came from work the current-thread trampoline runs — once that work has
    /// returned, behind what it queued, as RxSwift does (`merge(maxConcurrent:)` too).
    private func subscribeNext(_ next: Observable<Inner.Element>) {
        guard !CurrentThreadScheduler.isScheduleRequired else { return subscribeInners(startingWith: next) }
        // Kept as the running inner's subscription, so that disposal cancels it.
        innerSubscription.disposable = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            subscribeInners(startingWith: next)
            return Disposables.create()
        }
    }

    private func fail(_ error: Swift.Error) {
        synchronized { state, emitter in state.failed(error, emitter: &emitter) }
    }
}

private final class ConcatMapInnerObserver<SourceElement, Inner: ObservableConvertibleType>: ObserverType {
    private let parent: ConcatMapSink<SourceElement, Inner>
    private let subscription: Disposable

    init(parent: ConcatMapSink<SourceElement, Inner>, subscription: Disposable) {
        self.parent = parent
        self.subscription = subscription
    }

    func on(_ event: Event<Inner.Element>) {
        parent.innerEvent(event, subscription: subscription)
    }
}
