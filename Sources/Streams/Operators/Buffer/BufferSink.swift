@usableFromInline
final class BufferSink<Element>: SerializingSink<AnyObserver<[Element]>, BufferState<Element>>, ObserverType,
    @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    @usableFromInline
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: AnyObserver<[Element]>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(state: BufferState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        // The first timer starts at subscription, before the source is subscribed.
        armTimer(for: 0)
        let timer = Disposables.create { [self] in
            updateState { state in state.timer.dispose() }?.dispose()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter -> BufferAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element, count: count, emitter: &emitter)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                state.completed(emitter: &emitter)
            }
            return .none
        }
        perform(action)
    }

    private func perform(_ action: BufferAction) {
        switch action {
        case .none:
            return
        case .armTimer(let window):
            armTimer(for: window)
        }
    }

    private func armTimer(for window: Int) {
        let timer = scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
            perform(synchronized { state, emitter in state.timerFired(window: window, emitter: &emitter) })
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, armedFor: window, latest: state.window)
        }?.dispose()
    }
}
