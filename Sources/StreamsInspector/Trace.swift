import Streams

extension ObservableType {
    /// Records this stage's subscriptions, events and disposals in `trace` under `stage`, on
    /// the trace's clock, passing every event on unchanged — a tap for seeing the timing of
    /// running code as marble diagrams (see ``MarbleTrace`` and <doc:TracingTimelines>).
    ///
    ///     source:   --1--2--|
    ///     trace("source", into: trace)
    ///     result:   --1--2--|
    ///     recorded: ^-1--2--|     (a line of trace.render(resolution:))
    ///
    /// Each subscription is recorded as its own line: subscribed, each element by its
    /// description, completion or error, and a disposal that comes before either. Recording
    /// reads the clock and takes the trace's lock briefly on the thread that delivers the event;
    /// nothing is called while the lock is held.
    ///
    /// - Parameters:
    ///   - stage: The label of this stage's lines. Stages with the same label share them (each
    ///     subscription still gets its own line).
    ///   - trace: The trace to record into. With `nil` the sequence is returned untouched, so
    ///     taps can stay in code that takes a trace only in debug builds.
    ///   - describe: How to describe an element in the legend (by default
    ///     `String(reflecting:)`). Called for each element, before it is passed on.
    /// - Returns: The same events, recorded on the way.
    public func trace(_ stage: String, into trace: MarbleTrace?, describe: ((Element) -> String)? = nil) -> Observable<
        Element
    > {
        guard let trace else { return asObservable() }
        trace.declare(stage: stage)
        let source = asObservable()
        let describe = describe ?? { String(reflecting: $0) }
        // An operator built on `create`, shown as `trace` in the inspector's reports: the
        // subscription to `source` made in the closure hangs below it.
        return Observable<Element>.create { downstream in
            let line = TracedSubscription(trace: trace, stage: stage)
            let upstream = source.subscribe(
                AnyObserver { event in
                    if line.record(event, describe: describe) { downstream.on(event) }
                })
            // Disposed after a stop event too; the drawing leaves out a disposal after a stop.
            return Disposables.create(Disposables.create(with: line.dispose), upstream)
        }
        .named("trace")
    }
}

/// One subscription of a traced stage: its number among the stage's subscriptions, and whether
/// it is disposed — what a disposed subscription would drop is not recorded either.
private final class TracedSubscription: Sendable {
    private let trace: MarbleTrace
    private let stage: String
    private let number: Int
    private let isDisposed = Locked(false)

    /// Records the new subscription.
    init(trace: MarbleTrace, stage: String) {
        self.trace = trace
        self.stage = stage
        number = trace.subscribe(stage: stage)
    }

    /// Records `event`; `false`, recording nothing, once the subscription is disposed.
    func record<Element>(_ event: Event<Element>, describe: (Element) -> String) -> Bool {
        if isDisposed.value { return false }
        let kind: MarbleTrace.Entry.Kind
        switch event {
        case .next(let element): kind = .next(describe(element))
        case .error(let error): kind = .error(String(describing: error))
        case .completed: kind = .completed
        }
        trace.record(kind, stage: stage, subscription: number)
        return true
    }

    func dispose() {
        isDisposed.withLock { $0 = true }
        trace.record(.disposed, stage: stage, subscription: number)
    }
}

extension SharedSequenceConvertibleType {
    /// Records this stage of a ``/Streams/Driver`` or ``/Streams/Signal`` in `trace` under `stage`, passing every
    /// event on unchanged; see ``Streams/ObservableType/trace(_:into:describe:)``.
    ///
    /// The tap adds no sharing of its own: each subscriber is its own line, over the one shared
    /// subscription the sequence already has.
    ///
    /// - Parameters:
    ///   - stage: The label of this stage's lines.
    ///   - trace: The trace to record into; with `nil` the sequence is returned untouched.
    ///   - describe: How to describe an element in the legend (by default
    ///     `String(reflecting:)`).
    /// - Returns: The same sequence with the same guarantees, recorded on the way.
    public func trace(_ stage: String, into trace: MarbleTrace?, describe: ((Element) -> String)? = nil)
        -> SharedSequence<SharingStrategy, Element>
    {
        let sequence = asSharedSequence()
        guard let trace else { return sequence }
        return SharedSequence(raw: sequence.asObservable().trace(stage, into: trace, describe: describe))
    }
}
