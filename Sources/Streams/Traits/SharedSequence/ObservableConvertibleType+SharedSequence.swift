extension ObservableConvertibleType {
    /// Converts the sequence to a ``Driver`` that, on error, emits a given element and
    /// completes.
    ///
    ///     source:  --1--2--#
    ///     result:  --1--2--(-1|)     asDriver(onErrorJustReturn: -1)
    ///
    /// The events are observed on the main scheduler (``ObservableType/observe(on:)``; one tick
    /// later under ``SharingScheduler/mock(scheduler:action:)``) and shared with replay of the
    /// latest element.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before the
    ///   completion.
    /// - Returns: A ``Driver`` of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Driver`` that, on error, continues with another driver.
    ///
    /// The events are observed on the main scheduler and shared with replay of the latest
    /// element, as with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)``.
    ///
    /// - Parameter onErrorDriveWith: The driver subscribed in place of an error.
    /// - Returns: A ``Driver`` of the elements of this sequence, then of `onErrorDriveWith`
    ///   after an error.
    @_alwaysEmitIntoClient
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// Converts the sequence to a ``Driver`` that, on error, continues with the driver a
    /// closure makes from the error.
    ///
    /// The events are observed on the main scheduler and shared with replay of the latest
    /// element, as with ``ObservableConvertibleType/asDriver(onErrorJustReturn:)``.
    ///
    /// - Parameter onErrorRecover: Called with the error, on the main thread (or the mock's
    ///   scheduler); the driver it returns is subscribed in its place. It cannot throw.
    /// - Returns: A ``Driver`` of the elements of this sequence, then of the recovery driver
    ///   after an error.
    @_alwaysEmitIntoClient
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// Converts the sequence to a ``Signal`` that, on error, emits a given element and
    /// completes.
    ///
    /// The events are observed on the main scheduler (``ObservableType/observe(on:)``; one tick
    /// later under ``SharingScheduler/mock(scheduler:action:)``) and shared without replay.
    ///
    /// - Parameter onErrorJustReturn: The element sent in place of an error, before the
    ///   completion.
    /// - Returns: A ``Signal`` of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// Converts the sequence to a ``Signal`` that, on error, continues with another signal.
    ///
    /// The events are observed on the main scheduler and shared without replay, as with
    /// ``ObservableConvertibleType/asSignal(onErrorJustReturn:)``.
    ///
    /// - Parameter onErrorSignalWith: The signal subscribed in place of an error.
    /// - Returns: A ``Signal`` of the elements of this sequence, then of `onErrorSignalWith`
    ///   after an error.
    @_alwaysEmitIntoClient
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// Converts the sequence to a ``Signal`` that, on error, continues with the signal a
    /// closure makes from the error.
    ///
    /// The events are observed on the main scheduler and shared without replay, as with
    /// ``ObservableConvertibleType/asSignal(onErrorJustReturn:)``.
    ///
    /// - Parameter onErrorRecover: Called with the error, on the main thread (or the mock's
    ///   scheduler); the signal it returns is subscribed in its place. It cannot throw.
    /// - Returns: A ``Signal`` of the elements of this sequence, then of the recovery signal
    ///   after an error.
    @_alwaysEmitIntoClient
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// Converts the sequence to a ``SharedSequence`` of any strategy that, on error, emits a
    /// given element and completes.
    ///
    /// The general form of ``ObservableConvertibleType/asDriver(onErrorJustReturn:)`` and
    /// ``ObservableConvertibleType/asSignal(onErrorJustReturn:)``: the events are observed on the strategy's scheduler
    /// and shared as the strategy shares.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorJustReturn: The element sent in place of an error, before the completion.
    /// - Returns: A shared sequence of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<
        S, Element
    > {
        SharedSequence.converting(asObservable()) { $0.observe(on: S.scheduler).catchAndReturn(onErrorJustReturn) }
    }

    /// Converts the sequence to a ``SharedSequence`` of any strategy that, on error, continues
    /// with another shared sequence of that strategy.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorDriveWith: The sequence subscribed in place of an error.
    /// - Returns: A shared sequence of the elements of this sequence, then of
    ///   `onErrorDriveWith` after an error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>)
        -> SharedSequence<S, Element>
    {
        SharedSequence.converting(asObservable()) {
            $0.observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() }
        }
    }

    /// Converts the sequence to a ``SharedSequence`` of any strategy that, on error, continues
    /// with the shared sequence a closure makes from the error.
    ///
    /// - Parameters:
    ///   - sharingStrategy: The strategy; inferred from the result type when omitted.
    ///   - onErrorRecover: Called with the error, on the strategy's scheduler; the sequence it
    ///     returns is subscribed in its place. It cannot throw.
    /// - Returns: A shared sequence of the elements of this sequence, then of the recovery
    ///   sequence after an error.
    public func asSharedSequence<S>(
        sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence.converting(asObservable()) {
            $0.observe(on: S.scheduler).catch { error in onErrorRecover(error).asObservable() }
        }
    }
}

extension BehaviorRelay {
    /// Returns the relay as a ``Driver``: its current value, then every value it accepts, on
    /// the main scheduler.
    ///
    /// A relay cannot fail, so no recovery is needed.
    ///
    /// - Returns: A ``Driver`` of the relay's values.
    @_alwaysEmitIntoClient
    public func asDriver() -> Driver<Element> {
        Driver.converting(asObservable()) { $0.observe(on: DriverSharingStrategy.scheduler) }
    }
}

extension PublishRelay {
    /// Returns the relay as a ``Signal``: every element it accepts after subscribing, on the
    /// main scheduler.
    ///
    /// A relay cannot fail, so no recovery is needed.
    ///
    /// - Returns: A ``Signal`` of the relay's elements.
    @_alwaysEmitIntoClient
    public func asSignal() -> Signal<Element> {
        Signal.converting(asObservable()) { $0.observe(on: SignalSharingStrategy.scheduler) }
    }
}

extension InfallibleType {
    /// Converts the ``Infallible`` to a ``Driver``: the same elements, observed on the main
    /// scheduler and shared with replay of the latest.
    ///
    /// An ``Infallible`` cannot fail, so no recovery is needed.
    ///
    /// - Returns: A ``Driver`` of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asDriver() -> Driver<Element> {
        Driver.converting(asObservable()) { $0.observe(on: DriverSharingStrategy.scheduler) }
    }

    /// Converts the ``Infallible`` to a ``Signal``: the same elements, observed on the main
    /// scheduler and shared without replay.
    ///
    /// - Returns: A ``Signal`` of the elements of this sequence.
    @_alwaysEmitIntoClient
    public func asSignal() -> Signal<Element> {
        Signal.converting(asObservable()) { $0.observe(on: SignalSharingStrategy.scheduler) }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Converts the ``Driver`` to a ``Signal``: the same events, without replay to later
    /// subscribers.
    ///
    /// - Returns: A ``Signal`` of the driver's events.
    @_alwaysEmitIntoClient
    public func asSignal() -> Signal<Element> {
        Signal(asObservable())
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Converts the ``Signal`` to a ``Driver``: the same events, replaying the latest to later
    /// subscribers.
    ///
    /// - Returns: A ``Driver`` of the signal's events.
    @_alwaysEmitIntoClient
    public func asDriver() -> Driver<Element> {
        Driver(asObservable())
    }
}

extension SharedSequence {
    /// A shared sequence made from `source` by `body` (`observe(on:)`, and `catch` for an
    /// observable that may fail) and the strategy's sharing — drawn by the inspector as one
    /// stage, `asDriver` or `asSignal`.
    @inlinable
    static func converting<Source>(_ source: Observable<Source>, _ body: (Observable<Source>) -> Observable<Element>)
        -> SharedSequence
    {
        SharedSequence(raw: source.stage(SharingStrategy.conversionName) { SharingStrategy.share(body($0)) })
    }
}

extension SharingStrategyProtocol {
    /// The conversion to this strategy as users write it, for the inspector.
    @usableFromInline
    static var conversionName: String {
        if self == DriverSharingStrategy.self { return "asDriver" }
        if self == SignalSharingStrategy.self { return "asSignal" }
        return "asSharedSequence"
    }
}
