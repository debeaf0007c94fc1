/// The integer types `range`, `interval` and `timer` produce.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, one per step of `scheduler`, then completion.
    ///
    ///     range(start: 1, count: 3):  (123|)
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; it must not be negative, and the last one must fit in
    ///     `Element`.
    ///   - scheduler: Where the integers are sent; the default sends them on the subscribing
    ///     thread.
    /// - Returns: A sequence of `start`, `start + 1`, ... `start + count - 1`, then a completion.
    @_alwaysEmitIntoClient
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "Observable.range(start:count:): count must not be negative, got \(count)")
        precondition(
            count == 0 || start <= Element.max - (count - 1),
            "Observable.range(start:count:): start \(start) + count \(count) overflows \(Element.self)")
        return Observable.stepping(on: scheduler, RangeSteps(start: start, count: count))
    }
}

@usableFromInline
struct RangeSteps<Element: FixedWidthInteger>: Steps {
    @usableFromInline static var operatorName: String { "range" }

    @usableFromInline let start: Element
    @usableFromInline let count: Element
    @usableFromInline var offset: Element = 0

    @inlinable
    init(start: Element, count: Element) {
        self.start = start
        self.count = count
    }

    @inlinable
    mutating func step() -> Event<Element> {
        guard offset < count else { return .completed }
        defer { offset += 1 }
        return .next(start + offset)
    }
}
