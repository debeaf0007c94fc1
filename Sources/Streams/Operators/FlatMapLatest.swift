extension ObservableType {
    /// Maps each element to an inner sequence with `selector` and mirrors only the latest one: a
    /// new element disposes the previous inner sequence. Completes when the source and the
    /// current inner sequence have completed; any error, or an error thrown by `selector`, ends
    /// the sequence.
    ///
    ///     source:  --a-----b-----------|
    ///     inner a:   --1--2--3|           (disposed when b arrives)
    ///     inner b:         --4--5|
    ///     flatMapLatest { inner($0) }
    ///     result:  ----1--2--4--5------|
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        ClosureOperator(capturing: (source: asObservable(), selector: selector)) { captured, downstream in
            let sink = FlatMapLatestSink(selector: captured.selector, observer: downstream)
            return sink.attaching(sink.run(captured.source))
        }
    }

    /// `flatMapLatest` whose inners are `Infallible`: the result is `Infallible` too when this
    /// sequence cannot fail either (an error from this sequence or a throwing `selector` still
    /// ends it, as in RxSwift).
    ///
    ///     source:  -a---b---|
    ///     a:        -1-2-3          (disposed when b arrives)
    ///     b:            -4|
    ///     result:  --1-2-4--|
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(flatMapLatest { try selector($0).asObservable() })
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Mirrors the latest inner sequence: each new inner sequence disposes the previous one.
    /// Completes when the source and the current inner sequence have completed.
    ///
    ///     source:  --x-----y-----------|
    ///     x:         --1--2--3|
    ///     y:               --4--5|
    ///     switchLatest
    ///     result:  ----1--2--4--5------|
    @inlinable
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}

@usableFromInline
struct FlatMapLatestState<SourceElement, Inner: ObservableConvertibleType> {
    /// The latest inner sequence has not completed yet.
    @usableFromInline var hasLatest = false
    @usableFromInline var isSourceStopped = false
    @usableFromInline var isTerminated = false
    /// The latest inner subscription: only its events are passed on. It is disposed when the
    /// next one replaces it or when the whole subscription is disposed (`isDisposed`: later
    /// ones are disposed as they come, and none is kept).
    @usableFromInline var current: FlatMapLatestInner<SourceElement, Inner>?
    @usableFromInline var isDisposed = false

    @inlinable
    init() {}
}

/// The sink of `flatMapLatest` / `switchLatest`, created in the client's `ClosureOperator`
/// closure so that its event path is specialized (see `ClosureOperator`).
@usableFromInline
final class FlatMapLatestSink<SourceElement, Inner: ObservableConvertibleType>: SerializingSink<AnyObserver<Inner.Element>, FlatMapLatestState<SourceElement, Inner>>, @unchecked Sendable {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable or
    // thread-safe disposables.
    @usableFromInline let selector: (SourceElement) throws -> Inner
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()

    @inlinable
    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>) {
        self.selector = selector
        super.init(state: FlatMapLatestState(), observer: observer)
    }

    @inlinable
    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribeErased(AnyObserver { self.on($0) }))
        return Disposables.create(sourceSubscription, Disposables.create { [self] in disposeCurrentInner() })
    }

    @inlinable
    func on(_ event: Event<SourceElement>) {
        guard case .next(let element) = event else { return onStop(event) }
        let inner: Observable<Inner.Element>
        do {
            inner = try selector(element).asObservable()
        } catch {
            fail(error)
            return
        }
        // Made before the lock, and the one it replaces taken out under it (a move, not a
        // copy): nothing but the critical section itself is done while holding the lock.
        let subscription = FlatMapLatestInner(parent: self)
        var previous: FlatMapLatestInner<SourceElement, Inner>?
        let isAccepted = synchronized { state, _ -> Bool in
            if state.isTerminated { return false }
            state.hasLatest = true
            previous = state.current.take()
            if state.isDisposed {
                // Disposed meanwhile: subscribed and let go at once, never kept.
                subscription.dispose()
            } else {
                state.current = subscription
            }
            return true
        }
        guard isAccepted else { return }
        // Disposes the previous inner sequence before the new one is subscribed.
        previous?.dispose()
        subscription.attach(inner.subscribeErased(AnyObserver { subscription.on($0) }))
    }

    /// The source's error or completion. Kept out of line, so that the element path saves
    /// fewer registers.
    @inlinable @inline(never)
    func onStop(_ event: Event<SourceElement>) {
        if case .error(let error) = event { return fail(error) }
        synchronized { state, emitter in
            state.isSourceStopped = true
            if !state.hasLatest && !state.isTerminated {
                state.isTerminated = true
                emitter.emit(.completed)
            }
        }
        sourceSubscription.dispose()
    }

    /// Disposes the latest inner subscription, and every later one as it comes.
    @inlinable
    func disposeCurrentInner() {
        let current = synchronized { state, _ -> FlatMapLatestInner<SourceElement, Inner>? in
            state.isDisposed = true
            defer { state.current = nil }
            return state.current
        }
        current?.dispose()
    }

    @inlinable
    func innerEvent(_ event: Event<Inner.Element>, from subscription: FlatMapLatestInner<SourceElement, Inner>) {
        synchronized { state, emitter in
            guard state.current === subscription, !state.isTerminated else { return }
            switch event {
            case .next:
                emitter.emit(event)
            case .error:
                state.isTerminated = true
                emitter.emit(event)
            case .completed:
                state.hasLatest = false
                if state.isSourceStopped {
                    state.isTerminated = true
                    emitter.emit(event)
                }
            }
        }
    }

    @inlinable
    func fail(_ error: Swift.Error) {
        synchronized { state, emitter in
            guard !state.isTerminated else { return }
            state.isTerminated = true
            emitter.emit(.error(error))
        }
    }
}

/// One inner subscription of `flatMapLatest`: its lifecycle and its observer in one object.
@usableFromInline
final class FlatMapLatestInner<SourceElement, Inner: ObservableConvertibleType>: SubscriptionLifecycle, @unchecked Sendable {
    // @unchecked Sendable: `parent` is immutable; the lifecycle is atomic.
    @usableFromInline let parent: FlatMapLatestSink<SourceElement, Inner>

    @inlinable
    init(parent: FlatMapLatestSink<SourceElement, Inner>) {
        self.parent = parent
        super.init()
    }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        if event.isStopEvent { dispose() }
        parent.innerEvent(event, from: self)
    }
}
