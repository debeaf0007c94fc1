/// The source and the timers may fire on different threads: both go through `synchronized`.
@usableFromInline
final class DebounceSink<Element>: SerializingSink<AnyObserver<Element>, DebounceState<Element>>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(state: DebounceState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return attaching(Disposables.create(subscription, timer))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter -> DebounceAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                state.completed(emitter: &emitter)
            }
            return .none
        }
        switch action {
        case .none:
            return
        case .armTimer(let armed):
            timer.disposable = scheduler.scheduleRelative(armed, dueTime: dueTime) { generation in
                self.timerFired(generation)
                return Disposables.create()
            }
        }
    }

    private func timerFired(_ generation: UInt64) {
        synchronized { state, emitter in state.timerFired(generation, emitter: &emitter) }
    }
}
