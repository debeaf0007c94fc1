// RxSwift 6's deprecated spellings on Single, Maybe and Completable: ported code that still uses
// them compiles (with RxSwift's deprecation warning) and behaves as the renamed operator.

extension PrimitiveSequence {
    /// Delivers the outcome on a scheduler: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequence/observe(on:)``.
    ///
    /// - Parameter scheduler: Where the outcome is delivered.
    /// - Returns: A sequence of the same trait and outcome.
    @available(*, deprecated, renamed: "observe(on:)")
    @_alwaysEmitIntoClient
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler)
    }

    /// Subscribes on a scheduler: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequence/subscribe(on:)``.
    ///
    /// - Parameter scheduler: Where the subscription and disposal run.
    /// - Returns: A sequence of the same trait and outcome.
    @available(*, deprecated, renamed: "subscribe(on:)")
    @_alwaysEmitIntoClient
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler)
    }

    /// Continues with the sequence a handler makes from an error: RxSwift 6's deprecated
    /// spelling of ``PrimitiveSequence/catch(_:)``.
    ///
    /// - Parameter handler: Called with the error; an error it throws fails the result.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "catch(_:)")
    @_alwaysEmitIntoClient
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Subscribes again after an error of a given type: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequence/retry(when:)-332qu``.
    ///
    /// - Parameter notificationHandler: Makes the trigger sequence from the errors.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @_alwaysEmitIntoClient
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Subscribes again after any error: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequence/retry(when:)-90twc``.
    ///
    /// - Parameter notificationHandler: Makes the trigger sequence from the errors.
    /// - Returns: A sequence of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @_alwaysEmitIntoClient
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with an element instead of failing: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequenceType/catchAndReturn(_:)-7aexb``.
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: A ``Single`` that cannot fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @_alwaysEmitIntoClient
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with an element instead of failing: RxSwift 6's deprecated spelling of
    /// ``PrimitiveSequenceType/catchAndReturn(_:)-7r77m``.
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: A ``Maybe`` that cannot fail.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @_alwaysEmitIntoClient
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }
}
