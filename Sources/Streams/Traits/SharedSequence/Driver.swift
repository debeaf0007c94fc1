/// A sharing trait for state that drives the UI: it never errors, delivers on the main
/// thread, and shares one subscription with `share(replay: 1, scope: .whileConnected)` — a
/// new subscriber receives the latest element at once.
///
///     let title: Driver<String> = api.title.asDriver(onErrorJustReturn: "")
///     title.drive(label.rx.text).disposed(by: bag)
///
/// Subscribe with `drive(...)` from the main thread.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of `Driver`: main scheduler, replay of the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This sequence as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
