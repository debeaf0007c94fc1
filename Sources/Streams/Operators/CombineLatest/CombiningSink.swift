// MARK: - The N-input engine shared by combineLatest and zip (their 2-to-8 forms are generated:
// CombineLatest+Arity.swift, Zip+Arity.swift)

/// How a combining operator buffers its inputs.
@usableFromInline
enum CombiningMode {
    /// combineLatest: each input keeps its latest element. Completes when every input has
    /// completed, or when an element arrives that can never be combined because every other
    /// input completed before emitting.
    case latest
    /// zip: each input queues its elements; one of each is taken per result. Completes when
    /// every input has completed — and, in the collection form, also when an element arrives
    /// that can never be paired because every other input has completed (RxSwift 6's
    /// `zip([...])`; its arity forms do not).
    case zip
}

/// Which of RxSwift 6's two implementations of a combining operator one follows: they differ in
/// when an input that stops is disposed.
@usableFromInline
enum CombiningForm {
    /// `combineLatest(a, b)`, `zip(a, b)`: an input that stops disposes its own subscription
    /// before its stop event is handled — a failing input is disposed before its error is
    /// passed on, the others after.
    case arity
    /// `combineLatest([a, b])`, `zip([a, b])`: a stop event that ends the sequence is passed
    /// on first, then every input is disposed, in order.
    case collection
}

/// The observable of every combineLatest / zip form. Written `@inlinable` with its sink, so the
/// whole engine is specialized in the client for the operator's concrete types.
///
/// - Parameters:
///   - take: under the lock, takes what one result is made of (zip dequeues one element of
///     each input; combineLatest copies the latest ones).
///   - resultSelector: outside the lock, turns a snapshot into the result.
@inlinable
func combining<Values, Snapshot, Result>(
    mode: CombiningMode,
    form: CombiningForm,
    emptyValues: Values,
    inputs: [CombiningInputSource<Values, Snapshot, Result>],
    take: @escaping (inout Values) -> Snapshot,
    resultSelector: @escaping (Snapshot) throws -> Result
) -> Observable<Result> {
    ClosureOperator(
        capturing: (
            mode: mode, form: form, emptyValues: emptyValues, inputs: inputs, take: take, resultSelector: resultSelector
        )
    ) { captured, downstream in
        let sink = CombiningSink(
            mode: captured.mode, form: captured.form, values: captured.emptyValues, count: captured.inputs.count,
            take: captured.take, resultSelector: captured.resultSelector, observer: downstream)
        return sink.attaching(sink.run(captured.inputs))
    }
}

/// One input of a combining operator: a source and how its element is stored in the
/// operator's `Values`. Type-erased over the source's element type so the engine is written
/// once for every arity.
@usableFromInline
struct CombiningInputSource<Values, Snapshot, Result> {
    /// Subscribes the source to the engine's sink as input `index`.
    @usableFromInline let subscribe: (CombiningSink<Values, Snapshot, Result>, Int) -> Disposable

    @inlinable
    init<Element>(_ source: Observable<Element>, store: @escaping (inout Values, Element) -> Void) {
        subscribe = { sink, index in
            source.subscribeErased(
                AnyObserver { event in
                    switch event {
                    case .next(let element):
                        sink.receiveNext(at: index) { store(&$0, element) }
                    case .error(let error):
                        sink.receiveStop(at: index, error: error)
                    case .completed:
                        sink.receiveStop(at: index, error: nil)
                    }
                })
        }
    }
}

/// Its deliveries are snapshots, turned into results outside the lock (the result selector is
/// user code) by whichever thread makes them, in the order the state changed.
@usableFromInline
final class CombiningSink<Values, Snapshot, Result>:
    SerializingDeliverySink<AnyObserver<Result>, CombiningState<Values>, CombiningDelivery<Snapshot>>,
    @unchecked Sendable
{
    // @unchecked Sendable: the state is behind the base's mutex; the rest is immutable or
    // thread-safe disposables.
    @usableFromInline let mode: CombiningMode
    @usableFromInline let form: CombiningForm
    @usableFromInline let count: Int
    @usableFromInline let take: (inout Values) -> Snapshot
    @usableFromInline let resultSelector: (Snapshot) throws -> Result
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(
        mode: CombiningMode, form: CombiningForm, values: Values, count: Int,
        take: @escaping (inout Values) -> Snapshot, resultSelector: @escaping (Snapshot) throws -> Result,
        observer: AnyObserver<Result>
    ) {
        self.mode = mode
        self.form = form
        self.count = count
        self.take = take
        self.resultSelector = resultSelector
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(state: CombiningState(values: values, count: count), observer: observer)
    }

    @inlinable
    func run(_ inputs: [CombiningInputSource<Values, Snapshot, Result>]) -> Disposable {
        for (index, input) in inputs.enumerated() {
            subscriptions[index].setDisposable(input.subscribe(self, index))
        }
        if inputs.isEmpty {
            switch mode {
            case .latest:
                var values = updateState { $0.values }
                deliver(.combine(take(&values)))
                deliver(.stop(nil))
            case .zip:
                deliver(.stop(nil))
            }
        }
        return Disposables.create(subscriptions)
    }

    // MARK: Transitions, run under the lock: each changes `CombiningState` and emits what is
    // delivered after the lock.

    /// Input `index` sent an element (`store` keeps it in `state.values`): a result if every
    /// input has one available (`take` makes its snapshot), a completion if it can never be
    /// combined (see `CombiningMode`). An element never disposes an input.
    @inlinable
    func elementArrived(
        at index: Int, _ store: (inout Values) -> Void, in state: inout CombiningState<Values>,
        _ emitter: inout DeliveryEmitter<CombiningDelivery<Snapshot>>
    ) {
        switch state.phase {
        case .stopped:
            return
        case .running:
            store(&state.values)
            switch mode {
            case .latest:
                // (Once every input has emitted, nothing here changes any more.)
                if state.readyCount < count, state.available[index] == 0 {
                    state.available[index] = 1
                    state.readyCount += 1
                }
            case .zip:
                state.available[index] += 1
                if state.available[index] == 1 { state.readyCount += 1 }
            }
            if state.readyCount == count {
                let snapshot = take(&state.values)
                if mode != .latest {
                    state.readyCount = 0
                    for input in 0..<count {
                        state.available[input] -= 1
                        if state.available[input] > 0 { state.readyCount += 1 }
                    }
                }
                return emitter.emit(.combine(snapshot))
            }
            if mode == .latest || form == .collection {
                let othersDone = state.doneCount - (state.isDone[index] ? 1 : 0)
                if othersDone == count - 1 {
                    state.phase = .stopped
                    emitter.emit(.stop(nil))
                }
            }
        }
    }

    /// Input `index` failed (`error`) or completed (`nil`): an error ends the sequence, a
    /// completion ends it when every input has completed. The arity form disposes the input
    /// first, the collection form only after the sequence ends (see `CombiningForm`).
    @inlinable
    func inputStopped(
        at index: Int, error: Swift.Error?, in state: inout CombiningState<Values>,
        _ emitter: inout DeliveryEmitter<CombiningDelivery<Snapshot>>
    ) -> CombiningAction {
        switch state.phase {
        case .stopped:
            return .none
        case .running:
            if let error {
                state.phase = .stopped
                emitter.emit(.stop(error))
                return form == .arity ? .disposeInput : .none
            }
            if state.isDone[index] { return .none }
            state.isDone[index] = true
            state.doneCount += 1
            if state.doneCount == count {
                state.phase = .stopped
                emitter.emit(.stop(nil))
                return form == .arity ? .disposeInput : .none
            }
            return .disposeInput
        }
    }

    /// The result selector threw: its error is delivered by the caller, already delivering.
    @inlinable
    func selectorFailed(in state: inout CombiningState<Values>) {
        state.phase = .stopped
    }

    // MARK: Events

    @inlinable
    func receiveNext(at index: Int, _ store: (inout Values) -> Void) {
        // An input that is only stored (an element waiting for its pair or for the other inputs'
        // first, a completion that ends nothing) is not reported when it arrives re-entrantly:
        // RxSwift stores it nested, the same.
        synchronized(
            reportsStateOnlyUpdates: false, { elementArrived(at: index, store, in: &$0, &$1) },
            deliver: { deliver($0) })
    }

    @inlinable
    func receiveStop(at index: Int, error: Swift.Error?) {
        let (action, first) = synchronizedKeepingDelivery(reportsStateOnlyUpdates: false) {
            inputStopped(at: index, error: error, in: &$0, &$1)
        }
        switch action {
        case .none:
            break
        case .disposeInput:
            // Before the stop event is passed on (see `CombiningForm`).
            subscriptions[index].dispose()
        }
        deliver(from: first, using: { deliver($0) })
    }

    @usableFromInline
    override var operatorName: String {
        mode == .latest ? "combineLatest" : "zip"
    }

    @inlinable
    func deliver(_ delivery: CombiningDelivery<Snapshot>) {
        if isDisposed { return }
        switch delivery {
        case .combine(let snapshot):
            do {
                forwardNext(try resultSelector(snapshot))
            } catch {
                updateState { selectorFailed(in: &$0) }
                forwardError(error)
            }
        case .stop(let error):
            forward(error.map { .error($0) } ?? .completed)
        }
    }
}
