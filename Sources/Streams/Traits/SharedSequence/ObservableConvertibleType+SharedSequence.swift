extension ObservableConvertibleType {
    /// This sequence as a `Driver`: delivered on the main scheduler, and on error it emits
    /// `onErrorJustReturn` and completes.
    ///
    ///     source:  --1--2--#
    ///     result:  --1--2--(-1|)     asDriver(onErrorJustReturn: -1)
    @inlinable
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Driver` that continues with `onErrorDriveWith` on error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// This sequence as a `Driver` that continues with the `Driver` `onErrorRecover` makes from
    /// the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// This sequence as a `Signal`: delivered on the main scheduler, and on error it emits
    /// `onErrorJustReturn` and completes.
    @inlinable
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// This sequence as a `Signal` that continues with `onErrorSignalWith` on error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    /// This sequence as a `Signal` that continues with the `Signal` `onErrorRecover` makes from
    /// the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// This sequence as a shared sequence of strategy `S`, emitting `onErrorJustReturn` and
    /// completing on error.
    @inlinable
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// This sequence as a shared sequence of strategy `S`, continuing with `onErrorDriveWith`
    /// on error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// This sequence as a shared sequence of strategy `S`, continuing with what
    /// `onErrorRecover` makes from the error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its current value at once, then every change, on the main
    /// scheduler.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: every element accepted from now on, on the main scheduler.
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// This `Infallible` as a `Driver` (it cannot fail, so no recovery is needed).
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// This `Infallible` as a `Signal`.
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// This `Driver` as a `Signal`: the same events, without replay to later subscribers.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable())
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// This `Signal` as a `Driver`: the same events, replaying the latest to later subscribers.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable())
    }
}
