extension InfallibleType {
    /// Creates an ``Infallible`` of one element, then completion, during the subscription, as
    /// ``ObservableType/just(_:)`` does.
    ///
    ///     just(1):  (1|)
    ///
    /// - Parameter element: The one element.
    /// - Returns: An ``Infallible`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// Creates an ``Infallible`` of one element, sent on a scheduler, then completion, as
    /// ``ObservableType/just(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - element: The one element.
    ///   - scheduler: Where the element and then the completion are sent, one step apart.
    /// - Returns: An ``Infallible`` of `element`.
    @_alwaysEmitIntoClient
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// Creates an ``Infallible`` that never sends anything.
    ///
    /// - Returns: An ``Infallible`` without events; disposing of its subscription is all that
    ///   ends it.
    @_alwaysEmitIntoClient
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// Creates an ``Infallible`` that completes at once, during the subscription.
    ///
    /// - Returns: An ``Infallible`` that only completes.
    @_alwaysEmitIntoClient
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// Creates an ``Infallible`` that calls a factory for each subscriber and subscribes to
    /// what it returns, as ``ObservableType/deferred(_:)`` does.
    ///
    /// - Parameters:
    ///   - observableFactory: Called at each subscription, on the subscribing thread. An error
    ///     it throws ends that subscription with a completion, since an ``Infallible`` cannot
    ///     fail, and is reported through ``Hooks/anomalyHandler``. (RxSwift passes the error
    ///     on.)
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `observableFactory` runs (the "Swift concurrency" article): leave it out.
    /// - Returns: An ``Infallible`` of the events of the sequences the factory makes.
    public static func deferred(
        _ observableFactory: @escaping () throws -> Infallible<Element>, file: StaticString = #fileID,
        line: UInt = #line, isolation: (any Actor)? = #isolation
    ) -> Infallible<Element> {
        let check = IsolationCheck("deferred(_:)", file: file, line: line, isolation: isolation)
        return Infallible(
            Observable.deferred(checking: check) {
                do {
                    return try observableFactory().asObservable()
                } catch {
                    reportTraitViolation(
                        "Infallible.deferred's factory threw \(error); an Infallible cannot fail, so the subscription completes instead."
                    )
                    return Observable.empty()
                }
            })
    }
}

extension Infallible {
    /// Creates an ``Infallible`` of the given elements, one per step of a scheduler, then
    /// completion, as ``ObservableType/of(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline,
    ///     so they are sent during the subscription.
    /// - Returns: An ``Infallible`` of `elements`.
    @_alwaysEmitIntoClient
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// Creates an ``Infallible`` of the elements of an array, one per step of a scheduler, then
    /// completion, as ``ObservableType/from(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - array: The elements, in order.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline.
    /// - Returns: An ``Infallible`` of the elements of `array`.
    @_alwaysEmitIntoClient
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// Creates an ``Infallible`` of the elements of a sequence, one per step of a scheduler,
    /// then completion, as ``ObservableType/from(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - sequence: The elements, walked once per subscription.
    ///   - scheduler: Where the elements are sent; by default the current thread's trampoline.
    /// - Returns: An ``Infallible`` of the elements of `sequence`.
    @_alwaysEmitIntoClient
    public static func from<Elements: Swift.Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Elements.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// Creates an ``Infallible`` that emits 0, 1, 2, ... one every period, as
    /// ``ObservableType/interval(_:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - period: The time between two elements; the first comes one period after
    ///     subscribing.
    ///   - scheduler: The scheduler that times and sends the elements.
    /// - Returns: An endless ``Infallible`` of counts.
    @_alwaysEmitIntoClient
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// Creates an ``Infallible`` that emits 0 after a delay, then 1, 2, ... every period if
    /// one is given, otherwise completes, as ``ObservableType/timer(_:period:scheduler:)`` does.
    ///
    /// - Parameters:
    ///   - dueTime: The time from subscribing to the first element.
    ///   - period: The time between two elements after the first; `nil` completes after the
    ///     first.
    ///   - scheduler: The scheduler that times and sends the elements.
    /// - Returns: An ``Infallible`` of counts.
    @_alwaysEmitIntoClient
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// Passes on the elements that satisfy a predicate, as ``ObservableType/filter(_:)`` does,
    /// keeping the result an ``Infallible``.
    ///
    /// - Parameter predicate: Called with each element; it cannot throw.
    /// - Returns: An ``Infallible`` of the elements for which `predicate` returns `true`.
    @_alwaysEmitIntoClient
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element, as ``ObservableType/map(_:)`` does, keeping the result an
    /// ``Infallible``.
    ///
    /// - Parameter transform: Called with each element; it cannot throw.
    /// - Returns: An ``Infallible`` of the transformed elements.
    @_alwaysEmitIntoClient
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Accumulates the elements, emitting each intermediate value, as
    /// ``ObservableType/scan(_:accumulator:)`` does, keeping the result an ``Infallible``.
    ///
    /// - Parameters:
    ///   - seed: The value the accumulation starts from; it is not emitted.
    ///   - accumulator: Called with the value so far and each element; returns the next
    ///     value. It cannot throw.
    /// - Returns: An ``Infallible`` of the accumulated values.
    @_alwaysEmitIntoClient
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements in place, emitting each intermediate value, as
    /// ``ObservableType/scan(into:accumulator:)`` does, keeping the result an ``Infallible``.
    ///
    /// - Parameters:
    ///   - seed: The value the accumulation starts from; it is not emitted.
    ///   - accumulator: Updates the value with each element; it cannot throw.
    /// - Returns: An ``Infallible`` of the accumulated values.
    @_alwaysEmitIntoClient
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }
}
