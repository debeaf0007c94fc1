/// A sharing trait for events (taps, navigation, toasts): it never errors, delivers on the
/// main thread, and shares one subscription without replay — a new subscriber receives only
/// what happens after it subscribed.
///
///     let showError: Signal<String> = failures.asSignal(onErrorJustReturn: "Unknown error")
///     showError.emit(onNext: presentAlert).disposed(by: bag)
///
/// Make one with ``ObservableConvertibleType/asSignal(onErrorJustReturn:)`` (or
/// `onErrorSignalWith:`, `onErrorRecover:`), from a ``PublishRelay`` with
/// ``PublishRelay/asSignal()``, or with the constructors and operators of ``SharedSequence``.
/// Subscribe with ``SharedSequenceConvertibleType/emit(onNext:onCompleted:onDisposed:)`` and
/// the other `emit` methods, from any thread.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of ``Signal``: main scheduler, shared while connected, no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// A fresh ``MainScheduler``, or the mock's scheduler inside
    /// ``SharingScheduler/mock(scheduler:action:)`` (``SharingScheduler/make``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(scope: .whileConnected)`: subscribers get only what happens
    /// after they subscribed; when the last one leaves, the source is disposed.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @_alwaysEmitIntoClient
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        ClosureOperator(
            capturing: Sharing(source: source, replay: 0, scope: .whileConnected, isTraitSharing: true)
        ) { sharing, downstream in
            sharing.subscribe(downstream)
        }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns this sequence as a ``Signal``; it already is one.
    ///
    /// - Returns: The same sequence, typed as a ``Signal``.
    @_alwaysEmitIntoClient
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
