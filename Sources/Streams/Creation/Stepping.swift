/// The steps of a source that emits one event per step of a scheduler: each `step()` makes the
/// next event, and a stop event ends the sequence. `range`, `from`, `generate`,
/// `repeatElement` and `just(_:scheduler:)` are each a `Steps` type run by `stepping(on:_:)`.
///
/// A struct rather than a closure: the sink is specialized for it, so a step is a direct call
/// the optimizer can inline into the sink's loop. Each subscription's sink starts from a copy
/// of the value the source was built with.
@usableFromInline
protocol Steps {
    associatedtype Element
    /// The source's name as a user writes it (`range`), for the inspector.
    static var operatorName: String { get }
    mutating func step() -> Event<Element>
}

extension ObservableType {
    /// A source that runs `steps` on `scheduler`, one event per step.
    ///
    /// The steps are scheduled recursively, as RxSwift's sources do, so two sources on the
    /// current-thread trampoline interleave (a merge of two ranges alternates). While nothing
    /// else waits on the trampoline, the next step would run next anyway, so the sink takes it
    /// in a loop instead of through the queue: the order is RxSwift's, and an element costs a
    /// step and a `forward`.
    @inlinable
    static func stepping<Source: Steps>(on scheduler: ImmediateSchedulerType, _ steps: Source) -> Observable<Element>
    where Source.Element == Element {
        ClosureOperator(capturing: (scheduler: scheduler, steps: steps)) { captured, downstream in
            let sink = SteppingSink(
                steps: captured.steps, loopsOnTrampoline: captured.scheduler is CurrentThreadScheduler,
                observer: downstream)
            return sink.attaching(
                scheduleRecursively(on: captured.scheduler, ()) { _, recurse in
                    sink.run(recurse)
                })
        }
    }
}

@usableFromInline
final class SteppingSink<Source: Steps>: Sink<AnyObserver<Source.Element>>, @unchecked Sendable {
    // @unchecked Sendable: `steps` is touched only by the steps, which the recursive schedule
    // runs one at a time; the rest is immutable or atomic.
    override var operatorName: String { Source.operatorName }

    @exclusivity(unchecked) @usableFromInline var steps: Source
    @usableFromInline let loopsOnTrampoline: Bool

    @inlinable
    init(steps: Source, loopsOnTrampoline: Bool, observer: AnyObserver<Source.Element>) {
        self.steps = steps
        self.loopsOnTrampoline = loopsOnTrampoline
        super.init(observer: observer)
    }

    /// Runs one scheduled step — and, on an otherwise idle trampoline, the steps after it —
    /// then asks `recurse` for the next one unless the sequence ended.
    @inlinable
    func run(_ recurse: (()) -> Void) {
        let trampoline = loopsOnTrampoline ? Trampoline.current : nil
        repeat {
            let event = steps.step()
            forward(event)
            if event.isStopEvent || isDisposed { return }
        } while trampoline?.queue.isEmpty == true
        recurse(())
    }
}
