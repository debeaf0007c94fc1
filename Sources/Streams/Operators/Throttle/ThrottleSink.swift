import Foundation

/// The source and the timer may fire on different threads: both go through `synchronized`,
/// where the state's transitions emit what they send and return the timer to arm.
@usableFromInline
final class ThrottleSink<Element>: SerializingSink<AnyObserver<Element>, ThrottleState<Element>>, ObserverType,
    @unchecked Sendable
{
    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType
    let timer = SerialDisposable()

    @usableFromInline
    init(dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType, observer: AnyObserver<Element>) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(state: ThrottleState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = source.subscribe(self)
        return attaching(Disposables.create(subscription, timer))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let now = scheduler.now
        let action = synchronized { state, emitter -> ThrottleAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element, at: now, dueTime: dueTime, latest: latest, emitter: &emitter)
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
        case .armTimer(let delay, let window):
            timer.disposable = scheduler.scheduleRelative(window, dueTime: delay) { window in
                self.timerFired(window)
                return Disposables.create()
            }
        }
    }

    private func timerFired(_ window: UInt64) {
        let now = scheduler.now
        synchronized { state, emitter in
            state.timerFired(window: window, at: now, emitter: &emitter)
        }
    }
}
