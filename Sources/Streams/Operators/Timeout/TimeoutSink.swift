@usableFromInline
final class TimeoutSink<Element>: SerializingSink<AnyObserver<Element>, TimeoutState>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    /// The source's subscription, then `other`'s.
    let subscription = SerialDisposable()
    let timer = SerialDisposable()

    @usableFromInline
    init(
        dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType, observer: AnyObserver<Element>
    ) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(state: TimeoutState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let result = attaching(Disposables.create(subscription, timer))
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(for: 0)
        original.setDisposable(source.subscribe(self))
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
        switch action {
        case .none:
            return
        case .startTimer(let generation):
            startTimer(for: generation)
        }
    }

    private func startTimer(for generation: UInt64) {
        if timer.isDisposed { return }
        let next = SingleAssignmentDisposable()
        timer.disposable = next
        next.setDisposable(
            scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
                let action = updateState { state in state.timerFired(generation) }
                switch action {
                case .none:
                    break
                case .switchToOther:
                    subscription.disposable = other.subscribe(TimeoutOtherObserver(sink: self), asInnerOf: self)
                }
                return Disposables.create()
            })
    }

    /// Events of `other`, once switched.
    fileprivate func forwardOther(_ event: Event<Element>) {
        emit(event)
    }
}

/// Passes `other`'s events to the timeout sink without a strong cycle through the sink's own
/// `on` (which would ignore them once switched).
private struct TimeoutOtherObserver<Element>: ObserverType {
    let sink: TimeoutSink<Element>

    func on(_ event: Event<Element>) {
        sink.forwardOther(event)
    }
}
