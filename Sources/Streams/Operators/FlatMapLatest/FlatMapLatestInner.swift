/// One inner subscription of `flatMapLatest`: its lifecycle and its observer in one object.
@usableFromInline
final class FlatMapLatestInner<SourceElement, Inner: ObservableConvertibleType>: SubscriptionLifecycle,
    @unchecked Sendable
{
    // @unchecked Sendable: `parent` is immutable; `owner` only changes while nothing but the
    // sink holds this subscription (see `FlatMapLatestSink.spare`); the lifecycle is atomic.
    override var operatorName: String { "flatMapLatest" }
    override var isPartOfOperatorStage: Bool { true }

    /// The sink it reports to, reached without reference counting on every event: `owner`
    /// keeps it alive.
    @usableFromInline let parent: Unmanaged<FlatMapLatestSink<SourceElement, Inner>>
    /// `parent`, held strongly — `nil` only while this waits as the sink's spare, so that the
    /// two do not keep each other alive.
    @exclusivity(unchecked) @usableFromInline var owner: FlatMapLatestSink<SourceElement, Inner>?

    @inlinable
    init(parent: FlatMapLatestSink<SourceElement, Inner>) {
        self.parent = Unmanaged.passUnretained(parent)
        owner = parent
        super.init()
    }

    /// This spare subscription, as new, for its sink's next inner sequence.
    @inlinable
    func renewed() -> FlatMapLatestInner<SourceElement, Inner> {
        renew()
        owner = parent.takeUnretainedValue()
        return self
    }

    /// Whether this is the latest inner subscription, whose elements pass: the lock-free
    /// mirror of the sink's `.running(latest:)`, read without the lock (written by
    /// `FlatMapLatestState.moveMirror(from:to:)`).
    @inlinable
    var passes: Bool { lifecycleState.load().contains(.latest) }

    /// Whether this subscription completed — or failed, once its error ended the sequence — or
    /// was disposed: sequentially consistent with the sink's `stopped` flag, set when the source
    /// completes (see `FlatMapLatestSink`).
    @inlinable
    var hasStopped: Bool { isDisposedSequentiallyConsistent }

    @inlinable
    func on(_ event: Event<Inner.Element>) {
        switch event {
        case .next:
            #if DEBUG
            // Called directly: in debug builds the closure below adds two frames to every level
            // of nested flatMapLatests an element passes. Release builds inline it.
            parent.takeUnretainedValue().innerElement(event, from: self)
            #else
            parent._withUnsafeGuaranteedRef { $0.innerElement(event, from: self) }
            #endif
        case .completed:
            // Marked stopped before the parent reads whether the source has stopped.
            dispose()
            parent._withUnsafeGuaranteedRef { $0.innerCompletion(from: self) }
        case .error(let error):
            parent._withUnsafeGuaranteedRef { $0.innerError(error, from: self) }
        }
    }
}
