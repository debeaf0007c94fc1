/// One event of a sequence: the grammar is `next* (error | completed)?`.
///
///     --1--2--3--|     three `.next` events, then `.completed`
///     --1--#           one `.next`, then `.error`
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed; no event follows.
    case error(Swift.Error)
    /// The sequence ended; no event follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .next(let element): return "next(\(element))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// `true` for `.error` and `.completed`: the events after which nothing more may arrive.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `.next` event, otherwise `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let element) = self { return element }
        return nil
    }

    /// The error of an `.error` event, otherwise `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `.completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `.next` event; an error thrown by `transform` becomes `.error`.
    ///
    /// - Parameter transform: Called with the element of a `.next` event, at once.
    /// - Returns: The event with its element transformed; `.error` and `.completed` unchanged.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be turned into an ``Event`` (used by `dematerialize`).
public protocol EventConvertible {
    /// The type of the event's elements.
    associatedtype Element
    /// The event this value stands for.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    @inlinable
    public var event: Event<Element> { self }
}
