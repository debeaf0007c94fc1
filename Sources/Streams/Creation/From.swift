extension ObservableType {
    /// The given elements, one per step of `scheduler`, then completion.
    ///
    ///     of(1, 2, 3):  (123|)            on the current thread
    ///     on a TestScheduler:  -1-2-3-|   (one tick per step)
    @inlinable
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        from(elements, scheduler: scheduler)
    }

    /// The elements of a sequence (an array, a range...), one per step of `scheduler`, then completion.
    @inlinable
    public static func from<Elements: Sequence>(_ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Elements.Element == Element {
        Observable.stepping(on: scheduler, IteratorSteps(iterator: sequence.makeIterator()))
    }

    /// One element if `optional` holds one, then completion; otherwise just completion.
    @inlinable
    public static func from(optional: Element?) -> Observable<Element> {
        guard let element = optional else { return empty() }
        return just(element)
    }

    /// Like `from(optional:)`, delivered on `scheduler`.
    @inlinable
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

@usableFromInline
struct IteratorSteps<Iterator: IteratorProtocol>: Steps {
    @usableFromInline var iterator: Iterator

    @inlinable
    init(iterator: Iterator) {
        self.iterator = iterator
    }

    @inlinable
    mutating func step() -> Event<Iterator.Element> {
        guard let element = iterator.next() else { return .completed }
        return .next(element)
    }
}
