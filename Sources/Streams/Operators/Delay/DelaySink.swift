@usableFromInline
final class DelaySink<Element>: SerializingSink<AnyObserver<Element>, DelayState<Element>>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(state: DelayState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let timer = Disposables.create { [self] in updateState { state in state.timer.dispose() }?.dispose() }
        let result = attaching(Disposables.create(sourceSubscription, timer))
        sourceSubscription.setDisposable(source.subscribe(self))
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        if event.isStopEvent { sourceSubscription.dispose() }
        switch event {
        case .error(let error):
            synchronized { state, emitter in state.failed(error, emitter: &emitter) }
        case .next, .completed:
            let now = scheduler.now
            switch updateState({ $0.eventArrived(event, at: now) }) {
            case .none:
                return
            case .startsDrain(let number):
                let scheduled = scheduler.scheduleRecursive((), dueTime: dueTime) { [self] _, recursive in
                    drain(recursive)
                }
                updateState { state in state.timer.install(scheduled, armedFor: number, latest: state.drain) }?
                    .dispose()
            }
        }
    }

    /// Delivers the first waiting event, then schedules the next one for its own due time.
    private func drain(_ recursive: AnyRecursiveScheduler<Void>) {
        switch synchronized({ state, emitter in state.drainFired(emitter: &emitter) }) {
        case .stop:
            return
        case .afterDelivery:
            break
        }
        switch synchronized({ state, emitter in state.deliveryDone(emitter: &emitter) }) {
        case .stop:
            return
        case .schedule(let arrival):
            // What is left of the delay, in its own unit, as RxSwift counts it.
            recursive.schedule((), dueTime: dueTime.remaining(after: scheduler.now.timeIntervalSince(arrival)))
        }
    }
}
