/// Every operator and most sources: what an operator is built with (`captured`: its source, its
/// closures and parameters) and a closure that, for each subscription, creates the operator's
/// sink for the downstream observer and subscribes it upstream. The common single-input case is
/// one line:
///
///     ClosureOperator(capturing: (source: asObservable(), transform: transform)) { captured, downstream in
///         captured.source.subscribeSink(MapSink(transform: captured.transform, observer: downstream))
///     }
///
/// The operator's public method is `@_alwaysEmitIntoClient`, so the closure is compiled in the
/// client for the client's concrete types (and the library ships no copy of either). Whether the sink's event path is too depends on its members: the
/// hot operators (`map`, `filter`, `scan`, `flatMapLatest`, `combineLatest`, `refCount`, ...)
/// make them `@inlinable`, so that everything the closure reaches is specialized — a chain of
/// direct calls with no run-time look-ups of generic type metadata (`Event<Element>` and
/// friends, half of the time of an event when a sink is reached through a vtable, measured).
/// The others keep them `@usableFromInline` and compiled once, in Streams; their closure still
/// makes a subscription's observer with no allocation of its own.
///
/// Subscribing runs inside the current thread's trampoline (see `CurrentThreadScheduler`), so
/// work that sources schedule during a subscription runs after it, in order, on this thread —
/// the same ordering RxSwift gives. A source that delivers during its subscription without
/// starting the trampoline, as RxSwift's `Just` does, is made with `startsTrampoline: false`: a
/// source subscribed from its element that schedules on the trampoline (`from`, `of`) then runs
/// at once, before the subscription returns, rather than after the subscriber's work.
///
/// Why `captured` instead of capturing: a closure that captures values needs an allocation of
/// its own for them, beside the operator's. Kept in the operator, they cost nothing more, and a
/// closure that captures nothing is a plain function pointer — building an operator is one
/// allocation.
///
/// A tuple will do for `captured` unless it holds a closure that runs per element and whose
/// type names a concrete type, such as `filter`'s `(Element) throws -> Bool`: kept in a
/// generic `Captured`, that closure is stored fully abstracted (even the `Bool` returned
/// indirectly), and converting it back for the sink wraps it in thunks that then run on every
/// element. Such hot operators capture a small struct of their own instead (`FilterParameters`):
/// a struct's fields keep their declared shape, the same as the sink's. (`create`'s and
/// `catch`'s closures run once per subscription or per error; a tuple does for them.)
@usableFromInline
final class ClosureOperator<Captured, Element>: Observable<Element> {
    // `captured` last: the fields before it have fixed offsets, which unspecialized code reads
    // without looking them up in the class's metadata.
    @usableFromInline let body: (Captured, AnyObserver<Element>) -> Disposable
    @usableFromInline let startsTrampoline: Bool
    @usableFromInline let captured: Captured

    @inlinable
    init(
        capturing captured: Captured, startsTrampoline: Bool = true,
        subscribe body: @escaping (Captured, AnyObserver<Element>) -> Disposable
    ) {
        self.body = body
        self.startsTrampoline = startsTrampoline
        self.captured = captured
    }

    // Inside a running trampoline (every subscription but the outermost) the body is called
    // from this frame, not from a closure lent the trampoline: a chain of operators subscribes
    // recursively, one level per operator, and such closures would double the stack each level
    // takes in debug builds.
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        if !startsTrampoline { return body(captured, AnyObserver(observer)) }
        if SubscriptionRegistry.isRecording { return subscribeRecorded(observer) }
        let observer = AnyObserver(observer)
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? body(captured, observer) : trampoline.run { body(captured, observer) }
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        // A source that does not start the trampoline makes no sink for the inspector to record.
        if !startsTrampoline { return body(captured, observer) }
        if SubscriptionRegistry.isRecording { return subscribeRecorded(observer) }
        let trampoline = Trampoline.unretainedCurrent
        return trampoline.isActive ? body(captured, observer) : trampoline.run { body(captured, observer) }
    }

    /// `subscribe` while the `SubscriptionInspector` records: the sink the body makes is
    /// recorded below the stage subscribing now, and the caller's frame is back afterwards — the
    /// next source a sink subscribes must not hang below the previous one. What the trampoline
    /// runs after the outermost subscription is nobody's subscription. (Out of line, so that none
    /// of this is in the path that does not record; inside a running trampoline it calls the
    /// body without a closure, as `subscribe` does.)
    @inline(never)
    private func subscribeRecorded<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let saved = SubscriptionRegistry.enterOperator(observerType: Observer.self)
        defer { SubscriptionRegistry.restore(saved) }
        let erased = AnyObserver(observer)
        let trampoline = Trampoline.unretainedCurrent
        if trampoline.isActive { return body(captured, erased) }
        return trampoline.run {
            defer { SubscriptionRegistry.clearFrame() }
            return body(captured, erased)
        }
    }
}
