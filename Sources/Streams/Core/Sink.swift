import Synchronization

private let disposedFlag: UInt8 = 1
private let attachedFlag: UInt8 = 2

/// The per-subscription state of an operator: it holds the downstream observer and the
/// upstream subscription, and it is the `Disposable` handed back to the subscriber.
///
/// `forward(_:)` is the one way events leave a sink: it drops events once the sink is disposed,
/// disposes the sink after a stop event, and in debug builds reports events delivered from two
/// threads at once or re-entrantly, naming the operator.
class Sink<Observer: ObserverType>: Disposable, @unchecked Sendable {
    // @unchecked Sendable: the only mutable field, `upstream`, is written once before the
    // `attachedFlag` is published and read only by whoever wins the `disposedFlag`, so
    // `lifecycle`'s atomic orderings make every access race-free.
    final let observer: Observer
    private let lifecycle = Atomic<UInt8>(0)
    private var upstream: Disposable?
    #if DEBUG
    private let deliveringThread = Atomic<UInt>(0)
    #endif

    init(observer: Observer) {
        self.observer = observer
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    final var isDisposed: Bool {
        lifecycle.load(ordering: .acquiring) & disposedFlag != 0
    }

    /// Sends `event` downstream unless disposed; a stop event disposes the sink afterwards.
    final func forward(_ event: Event<Observer.Element>) {
        if isDisposed { return }
        #if DEBUG
        let thread = currentThreadIdentifier()
        let (entered, other) = deliveringThread.compareExchange(expected: 0, desired: thread, ordering: .acquiringAndReleasing)
        if !entered { reportAnomaly(reentrant: other == thread) }
        defer { if entered { deliveringThread.store(0, ordering: .releasing) } }
        #endif
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    /// Keeps `subscription` (the upstream) to dispose with the sink, and returns the sink as the
    /// disposable of the whole subscription. Disposes `subscription` at once if the sink was
    /// disposed while it was being created (a synchronous stop event, for example).
    final func attaching(_ subscription: Disposable) -> Disposable {
        upstream = subscription
        let previous = lifecycle.bitwiseOr(attachedFlag, ordering: .acquiringAndReleasing).oldValue
        if previous & disposedFlag != 0 {
            upstream = nil
            subscription.dispose()
        }
        return self
    }

    final func dispose() {
        let previous = lifecycle.bitwiseOr(disposedFlag, ordering: .acquiringAndReleasing).oldValue
        guard previous & disposedFlag == 0, previous & attachedFlag != 0 else { return }
        let subscription = upstream
        upstream = nil
        subscription?.dispose()
    }

    #if DEBUG
    private func reportAnomaly(reentrant: Bool) {
        let kind = reentrant
            ? "re-entrantly: an observer sent the operator a new event while it was still delivering the previous one"
            : "from two threads at once: the source does not serialize its events"
        Hooks.anomalyHandler("⚠️ Streams: `\(operatorName)` received events \(kind). Serialize the source (observe(on:) a serial scheduler, or a subject) to restore the Rx contract.")
    }

    /// The operator's name derived from its sink type: `MapSink<Int, ...>` → `map`.
    private var operatorName: String {
        var name = String(describing: type(of: self))
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Sink") { name.removeLast(4) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
    #endif
}
