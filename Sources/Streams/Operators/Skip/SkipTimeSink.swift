/// The source and the timer may fire on different threads: both go through `synchronized`.
@usableFromInline
final class SkipTimeSink<Element>: SerializingSink<AnyObserver<Element>, SkipTimeState<Element>>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "skip(for:)" }

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .skipping, observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) -> Disposable {
        // The timer is armed before the source is subscribed, as in RxSwift.
        let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
            self.open()
            return Disposables.create()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        synchronized { state, emitter in state.sourceEvent(event, emitter: &emitter) }
    }

    func open() {
        updateState { state in state.durationElapsed() }
    }
}
