extension ObservableType {
    /// The given elements, one per step of `scheduler`, then completion.
    ///
    ///     of(1, 2, 3):  (123|)            on the current thread
    ///     on a TestScheduler:  -1-2-3-|   (one tick per step)
    ///
    /// - Parameters:
    ///   - elements: The elements to send, in order.
    ///   - scheduler: Where the elements are sent; the default sends them on the subscribing
    ///     thread.
    /// - Returns: A sequence of `elements`, then a completion.
    @_alwaysEmitIntoClient
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Observable<Element>
    {
        from(elements, scheduler: scheduler)
    }

    /// The elements of a sequence (an array, a range...), one per step of `scheduler`, then
    /// completion.
    ///
    /// - Parameters:
    ///   - sequence: The elements to send, iterated during the subscription's steps.
    ///   - scheduler: Where the elements are sent; the default sends them on the subscribing
    ///     thread.
    /// - Returns: A sequence of the elements of `sequence`, then a completion.
    @_alwaysEmitIntoClient
    public static func from<Elements: Sequence>(
        _ sequence: Elements, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Elements.Element == Element {
        Observable.stepping(on: scheduler, SequenceSteps(sequence))
    }

    /// One element if `optional` holds one, then completion; otherwise just completion.
    ///
    /// - Parameter optional: The element to send, if any.
    /// - Returns: A sequence of at most one element, then a completion.
    @_alwaysEmitIntoClient
    public static func from(optional: Element?) -> Observable<Element> {
        guard let element = optional else { return empty() }
        return just(element)
    }

    /// Like ``ObservableType/from(optional:)``, delivered on `scheduler`.
    ///
    /// - Parameters:
    ///   - optional: The element to send, if any.
    ///   - scheduler: Where the element and the completion are sent.
    /// - Returns: A sequence of at most one element, then a completion.
    @_alwaysEmitIntoClient
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        from(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

/// The elements of a sequence. Each subscription makes its own iterator, at its first step: an
/// iterator made once and copied would share its position wherever it is a reference.
@usableFromInline
struct SequenceSteps<Elements: Sequence>: Steps {
    @usableFromInline static var operatorName: String { "from" }

    @usableFromInline let elements: Elements
    @usableFromInline var iterator: Elements.Iterator?

    @inlinable
    init(_ elements: Elements) {
        self.elements = elements
    }

    @inlinable
    mutating func step() -> Event<Elements.Element> {
        var current = iterator.take() ?? elements.makeIterator()
        defer { iterator = current }
        guard let element = current.next() else { return .completed }
        return .next(element)
    }
}
