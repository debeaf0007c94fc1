/// The state of a `flatMapLatest` subscription, changed under its sink's lock by one
/// transition per event; each emits what it sends and returns what the sink does after the lock.
/// The transitions also keep the lock-free mirror of `.running(latest:)` — the latest inner
/// subscription's `passes` flag, set while its elements pass and cleared when it is replaced or
/// the sequence ends — through one method, `moveMirror(from:to:)`.
@usableFromInline
enum FlatMapLatestState<SourceElement, Inner: ObservableConvertibleType> {
    @usableFromInline typealias Subscription = FlatMapLatestInner<SourceElement, Inner>

    /// Mirroring `latest`, the inner subscription of the last source element (`nil` before the
    /// first): only its events are passed on. Once it has stopped (its lifecycle is disposed),
    /// the sequence completes with the source.
    case running(latest: Subscription?)
    /// A stop event was passed on; `latest` waits to be disposed with the whole subscription.
    case terminated(latest: Subscription?)
    /// The subscription was disposed while running: nothing is passed on, and an inner
    /// sequence still arriving is subscribed and let go at once, never kept.
    case disposed
    /// The subscription was disposed and has terminated: nothing happens any more.
    case terminatedAndDisposed

    /// What the sink does with the inner sequence of a source element.
    @usableFromInline
    enum Action {
        /// Terminated: neither subscribes it nor disposes anything.
        case ignore
        /// Disposes `previous` (if any), then subscribes the new inner sequence, now `latest`.
        case switchTo(previous: Subscription?)
        /// Disposed: subscribes the new inner sequence and lets it go at once.
        case subscribeDisposed
    }

    /// The one writer of the lock-free mirror: `from`'s elements stop passing, `to`'s start.
    @inlinable
    static func moveMirror(from leaving: Subscription?, to entering: Subscription?) {
        leaving?.lifecycleState.clear(.latest)
        entering?.lifecycleState.set(.latest)
    }

    /// A source element arrived, mapped to `subscription`'s inner sequence.
    @inlinable
    mutating func elementArrived(_ subscription: Subscription) -> Action {
        // Consumed, so that the previous subscription moves into the action (no retain and
        // release on the way).
        switch consume self {
        case .running(let previous):
            Self.moveMirror(from: previous, to: subscription)
            self = .running(latest: subscription)
            return .switchTo(previous: previous)
        case .disposed:
            self = .disposed
            return .subscribeDisposed
        case .terminated(let latest):
            self = .terminated(latest: latest)
            return .ignore
        case .terminatedAndDisposed:
            self = .terminatedAndDisposed
            return .ignore
        }
    }

    /// The source completed: the sequence completes now when the latest inner sequence has
    /// stopped, or none ran (otherwise its completion completes the sequence).
    @inlinable
    mutating func sourceCompleted(_ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            if let latest, !latest.hasStopped { return }
            terminate(latest: latest, with: .completed, &emitter)
        case .disposed:
            // Nothing would pass: the sink is disposed.
            self = .terminatedAndDisposed
        case .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// The source failed, or the selector threw: the error ends the sequence.
    @inlinable
    mutating func failed(_ error: Swift.Error, _ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            terminate(latest: latest, with: .error(error), &emitter)
        case .disposed:
            self = .terminatedAndDisposed
        case .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// `subscription`'s inner sequence completed (and the source has): the sequence completes
    /// now, when it is the latest one.
    @inlinable
    mutating func innerCompleted(_ subscription: Subscription, _ emitter: inout EventEmitter<Inner.Element>) {
        switch self {
        case .running(let latest):
            guard latest === subscription else { return }
            terminate(latest: latest, with: .completed, &emitter)
        case .disposed, .terminated, .terminatedAndDisposed:
            return
        }
    }

    /// `subscription`'s inner sequence failed: its error ends the sequence when it is the latest
    /// one — passed on by the sink once it has disposed that subscription, as in RxSwift.
    @inlinable
    mutating func innerFailed(_ subscription: Subscription) -> FlatMapLatestInnerFailureAction {
        switch self {
        case .running(let latest):
            guard latest === subscription else { return .disposeInner }
            Self.moveMirror(from: latest, to: nil)
            self = .terminated(latest: latest)
            return .disposeInnerThenFail
        case .disposed, .terminated, .terminatedAndDisposed:
            return .disposeInner
        }
    }

    /// Whether an element of `subscription`'s inner sequence passes.
    @inlinable
    func passesElement(from subscription: Subscription) -> Bool {
        switch self {
        case .running(let latest):
            return latest === subscription
        case .disposed, .terminated, .terminatedAndDisposed:
            return false
        }
    }

    /// The whole subscription was disposed: returns the latest inner subscription, for the sink
    /// to dispose after the lock.
    @inlinable
    mutating func disposed() -> Subscription? {
        switch self {
        case .running(let latest):
            Self.moveMirror(from: latest, to: nil)
            self = .disposed
            return latest
        case .terminated(let latest):
            self = .terminatedAndDisposed
            return latest
        case .disposed, .terminatedAndDisposed:
            return nil
        }
    }

    /// From `.running(latest:)`: no inner element passes any more, and `stopEvent` ends the
    /// sequence.
    @inlinable
    mutating func terminate(
        latest: Subscription?, with stopEvent: Event<Inner.Element>, _ emitter: inout EventEmitter<Inner.Element>
    ) {
        Self.moveMirror(from: latest, to: nil)
        self = .terminated(latest: latest)
        emitter.emit(stopEvent)
    }
}

/// What `flatMapLatest`'s sink does after an inner sequence failed: dispose its subscription,
/// then — when it was the latest — pass the error on.
@usableFromInline
enum FlatMapLatestInnerFailureAction {
    case disposeInner
    case disposeInnerThenFail
}
