/// A sharing trait for state that drives the UI: it never errors, delivers on the main
/// thread, and shares one subscription with `share(replay: 1, scope: .whileConnected)` — a
/// new subscriber receives the latest element at once.
///
///     let title: Driver<String> = api.title.asDriver(onErrorJustReturn: "")
///     title.drive(label.rx.text).disposed(by: bag)
///
/// Make one with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` (or
/// `onErrorDriveWith:`, `onErrorRecover:`), from a ``BehaviorRelay`` with
/// ``BehaviorRelay/asDriver()``, or with the constructors and operators of ``SharedSequence``.
/// Subscribe with ``SharedSequenceConvertibleType/drive(onNext:onCompleted:onDisposed:)`` and
/// the other `drive` methods, from the main thread. <doc:Traits> shows it in a ViewModel and in
/// tests.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The strategy of ``Driver``: main scheduler, replay of the latest element while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// A fresh ``MainScheduler``, or the mock's scheduler inside
    /// ``SharingScheduler/mock(scheduler:action:)`` (``SharingScheduler/make``).
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// Shares `source` with `share(replay: 1, scope: .whileConnected)`: a new subscriber gets
    /// the latest element at once; when the last one leaves, the source is disposed and the
    /// element forgotten.
    ///
    /// - Parameter source: The sequence to share.
    /// - Returns: The shared sequence.
    @_alwaysEmitIntoClient
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        ClosureOperator(
            capturing: Sharing(source: source, replay: 1, scope: .whileConnected, isTraitSharing: true)
        ) { sharing, downstream in
            sharing.subscribe(downstream)
        }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns this sequence as a ``Driver``; it already is one.
    ///
    /// - Returns: The same sequence, typed as a ``Driver``.
    @_alwaysEmitIntoClient
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
    }
}
