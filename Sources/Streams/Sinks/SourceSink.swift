/// A sink that observes one source: what `subscribeSink(_:)` subscribes.
@usableFromInline
protocol SourceSink: SubscriptionLifecycle {
    associatedtype SourceElement
    func on(_ event: Event<SourceElement>)
}

extension Observable {
    /// Subscribes `sink` to this sequence and returns the sink, the disposable of the whole
    /// subscription. The observer that calls `sink.on` is made here, in inlinable code, so that
    /// it is specialized with the sink's concrete type — and it captures nothing but the sink,
    /// so it needs no allocation of its own.
    @inlinable
    func subscribeSink<Sink: SourceSink>(_ sink: Sink) -> Disposable where Sink.SourceElement == Element {
        sink.attaching(subscribeErased(AnyObserver { sink.on($0) }))
    }
}
