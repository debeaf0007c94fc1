extension ObservableType {
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
    @_alwaysEmitIntoClient
    public static func generate(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Observable.stepping(on: scheduler, GenerateSteps(state: initialState, condition: condition, iterate: iterate))
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
    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element)
    {
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
