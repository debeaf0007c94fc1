extension ObservableType {
    /// The source behind `range`, `from`, `generate`, `repeatElement` and `just(_:scheduler:)`:
    /// one event per step of `scheduler`, each made by `step` from the state it moves on; a stop
    /// event ends the sequence.
    ///
    /// The steps are scheduled recursively, as RxSwift's sources do, so two sources on the
    /// current-thread trampoline interleave (a merge of two ranges alternates). While nothing
    /// else waits on the trampoline, the next step would run next anyway, so the sink takes it
    /// in a loop instead of through the queue: the order is RxSwift's, and an element costs a
    /// call of `step` and a `forward`.
    @inlinable
    static func stepping<State>(on scheduler: ImmediateSchedulerType, from state: State, step: @escaping (inout State) -> Event<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (scheduler: scheduler, state: state, step: step)) { captured, downstream in
            let sink = SteppingSink(state: captured.state, step: captured.step, loopsOnTrampoline: captured.scheduler is CurrentThreadScheduler, observer: downstream)
            return sink.attaching(scheduleRecursively(on: captured.scheduler, ()) { _, recurse in
                sink.run(recurse)
            })
        }
    }
}

@usableFromInline
final class SteppingSink<State, Element>: Sink<AnyObserver<Element>>, @unchecked Sendable {
    // @unchecked Sendable: `state` is touched only by the steps, which the recursive schedule
    // runs one at a time; the rest is immutable or atomic.
    @usableFromInline let step: (inout State) -> Event<Element>
    @usableFromInline let loopsOnTrampoline: Bool
    @exclusivity(unchecked) @usableFromInline var state: State

    @inlinable
    init(state: State, step: @escaping (inout State) -> Event<Element>, loopsOnTrampoline: Bool, observer: AnyObserver<Element>) {
        self.state = state
        self.step = step
        self.loopsOnTrampoline = loopsOnTrampoline
        super.init(observer: observer)
    }

    /// Runs one scheduled step — and, on an otherwise idle trampoline, the steps after it —
    /// then asks `recurse` for the next one unless the sequence ended.
    @inlinable
    func run(_ recurse: (()) -> Void) {
        let trampoline = loopsOnTrampoline ? Trampoline.current : nil
        repeat {
            let event = step(&state)
            forward(event)
            if event.isStopEvent || isDisposed { return }
        } while trampoline?.queue.isEmpty == true
        recurse(())
    }
}
