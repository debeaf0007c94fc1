extension InfallibleType {
    /// An `Infallible` of one element, then completion.
    ///
    ///     just(1):  (1|)
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An `Infallible` of one element on `scheduler`, then completion one step later.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An `Infallible` that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An `Infallible` that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// Calls `observableFactory` for each subscriber and subscribes to what it returns. An error
    /// it throws ends that subscription with completion (an `Infallible` cannot fail) and is
    /// reported in debug builds.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred {
            do {
                return try observableFactory().asObservable()
            } catch {
                reportTraitViolation("Infallible.deferred's factory threw \(error); an Infallible cannot fail, so the subscription completes instead.")
                return Observable.empty()
            }
        })
    }
}

extension Infallible {
    /// The given elements, one per step of `scheduler`, then completion.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The elements of an array, one per step of `scheduler`, then completion.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The elements of a sequence, one per step of `scheduler`, then completion.
    public static func from<Elements: Swift.Sequence>(_ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Infallible<Element> where Elements.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}

extension Infallible where Element: RxAbstractInteger {
    /// 0, 1, 2, ... one every `period` on `scheduler`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// After `dueTime`, 0; then 1, 2, ... every `period` if one is given, otherwise completion.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}

extension InfallibleType {
    /// The elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Transforms each element with `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Accumulates the elements into `seed` with `accumulator`, emitting each intermediate
    /// value.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Accumulates the elements into `seed` in place with `accumulator`, emitting each
    /// intermediate value.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }
}
