/// What one subscription of a traced stage is told: each event before it goes downstream, and
/// the subscription's disposal. StreamsInspector's `trace(_:into:describe:)` makes one per
/// subscription, recording into its `MarbleTrace`.
package struct TraceTap<Element> {
    /// Called with each event the stage passes on (not those a disposed subscription drops),
    /// from the serialized `on(_:)`.
    let event: (Event<Element>) -> Void
    /// Called when the subscription is disposed, also after a stop event, on the disposing
    /// thread.
    let disposed: @Sendable () -> Void

    package init(event: @escaping (Event<Element>) -> Void, disposed: @escaping @Sendable () -> Void) {
        self.event = event
        self.disposed = disposed
    }
}

extension Observable {
    /// Passes every event on unchanged, telling the `TraceTap` that `tap` makes for each
    /// subscription (before the subscription's sink exists) what passed, then the disposal: the
    /// stage behind StreamsInspector's `trace(_:into:describe:)`, which the inspector's reports
    /// call `trace`. Its sink is here because only Streams' own modules can derive from `Sink`.
    package func traced(by tap: @escaping () -> TraceTap<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (source: self, tap: tap)) { captured, downstream in
            TraceSink(tap: captured.tap(), observer: downstream).run(captured.source)
        }
    }
}

final class TraceSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: only immutable properties; `tap.event` is called from the serialized
    // `on`, `tap.disposed` is `@Sendable`.
    private let tap: TraceTap<Element>

    init(tap: TraceTap<Element>, observer: AnyObserver<Element>) {
        self.tap = tap
        super.init(observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let disposed = tap.disposed
        let upstream = SingleAssignmentDisposable()
        let result = attaching(
            Disposables.create {
                disposed()
                upstream.dispose()
            })
        upstream.setDisposable(source.subscribe(self))
        return result
    }

    func on(_ event: Event<Element>) {
        // What a disposed sink would drop is not told either.
        if isDisposed { return }
        tap.event(event)
        forward(event)
    }
}
