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
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "Observable.range(start:count:): count must not be negative, got \(count)")
        precondition(count == 0 || start <= Element.max - (count - 1), "Observable.range(start:count:): start \(start) + count \(count) overflows \(Element.self)")
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

extension ObservableType {
    /// `element` forever, one per step of `scheduler`.
    ///
    /// - Parameters:
    ///   - element: The element to send.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: A sequence that sends `element` until it is disposed.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Observable.stepping(on: scheduler, RepeatSteps(element: element))
    }

    /// The states from `initialState`, moved on by `iterate`, while `condition` holds; an error
    /// either closure throws ends the sequence.
    ///
    ///     generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 2 }):  (1 2 4 8 16|)
    ///
    /// - Parameters:
    ///   - initialState: The first state, sent first if `condition` holds for it.
    ///   - condition: Called with each state before it is sent; `false` completes the sequence.
    ///   - scheduler: Where the states are sent; the default sends them on the subscribing
    ///     thread.
    ///   - iterate: Called with each state after it is sent; returns the next state.
    /// - Returns: A sequence of the states, then a completion.
    @inlinable
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Observable.stepping(on: scheduler, GenerateSteps(state: initialState, condition: condition, iterate: iterate))
    }
}

@usableFromInline
struct RepeatSteps<Element>: Steps {
    @usableFromInline static var operatorName: String { "repeatElement" }

    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    @inlinable
    func step() -> Event<Element> {
        .next(element)
    }
}

@usableFromInline
struct GenerateSteps<Element>: Steps {
    @usableFromInline static var operatorName: String { "generate" }

    @usableFromInline var state: Element
    @usableFromInline var isFirst = true
    @usableFromInline let condition: (Element) throws -> Bool
    @usableFromInline let iterate: (Element) throws -> Element

    @inlinable
    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
    }

    @inlinable
    mutating func step() -> Event<Element> {
        do {
            if !isFirst { state = try iterate(state) }
            isFirst = false
            return try condition(state) ? .next(state) : .completed
        } catch {
            return .error(error)
        }
    }
}
