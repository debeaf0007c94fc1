/// The source and the timer may fire on different threads: both go through `synchronized`.
@usableFromInline
final class TakeTimeSink<Element>: SerializingSink<AnyObserver<Element>, TakeTimeState<Element>>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(for:)" }

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .taking, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is armed before the source is subscribed, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.durationElapsed()
            return Disposables.create()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        synchronized { state, emitter in state.eventArrived(event, emitter: &emitter) }
    }

    func durationElapsed() {
        on(.completed)
    }
}
