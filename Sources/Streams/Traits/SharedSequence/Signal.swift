/// A sharing trait for events (taps, navigation, toasts): it never errors, delivers on the
/// main thread, and shares one subscription without replay — a new subscriber receives only
/// what happens after it subscribed.
///
///     let showError: Signal<String> = failures.asSignal(onErrorJustReturn: "Unknown error")
///     showError.emit(onNext: presentAlert).disposed(by: bag)
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The strategy of `Signal`: main scheduler, shared while connected, no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This sequence as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}
