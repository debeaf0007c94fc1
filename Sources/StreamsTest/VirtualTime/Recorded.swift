import Streams

/// A value with the virtual time it was recorded at: `.next(210, 4)`, `.completed(300)`.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// Creates a value recorded at a tick.
    ///
    /// - Parameters:
    ///   - time: The tick of the ``TestScheduler``'s clock it was recorded at.
    ///   - value: What was recorded: usually an ``/Streams/Event``.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Hashable where Value: Hashable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// Creates a recorded `.next` event: `.next(210, 4)`.
    ///
    /// - Parameters:
    ///   - time: The tick of the event: absolute for a hot sequence and a recorded result, counted
    ///     from the subscription for a cold sequence.
    ///   - element: The element it carries.
    /// - Returns: The event with its tick.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// Creates a recorded `.completed` event: `.completed(300)`.
    ///
    /// - Parameters:
    ///   - time: The tick of the event: absolute for a hot sequence and a recorded result, counted
    ///     from the subscription for a cold sequence.
    ///   - type: The element type of the sequence, for when the context does not say it:
    ///     `.completed(300, Int.self)`.
    /// - Returns: The event with its tick.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// Creates a recorded `.error` event: `.error(300, TestError.boom)`.
    ///
    /// Errors compare equal when they are equal `Equatable` values, or else have the same type,
    /// description and `NSError` domain and code.
    ///
    /// - Parameters:
    ///   - time: The tick of the event: absolute for a hot sequence and a recorded result, counted
    ///     from the subscription for a cold sequence.
    ///   - error: The error it carries.
    ///   - type: The element type of the sequence, for when the context does not say it:
    ///     `.error(300, TestError.boom, Int.self)`.
    /// - Returns: The event with its tick.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// Collects recorded events into an array, which reads better than an array literal in long
    /// lists: `Recorded.events(.next(210, 1), .completed(300))`.
    ///
    /// - Parameter recordedEvents: The events, in the order they happen.
    /// - Returns: The events as an array, unchanged.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// Returns recorded events as they are, for symmetry with the variadic
    /// ``events(_:)-(Recorded<Event<T>>...)``.
    ///
    /// - Parameter recordedEvents: The events, in the order they happen.
    /// - Returns: `recordedEvents`, unchanged.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
