import Foundation
import Streams

/// Events compare equal when they are the same case with equal elements; errors compare equal
/// when they are equal `Equatable` values, or else have the same type, description, and (as
/// `NSError`) domain and code — as RxTest compares them.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.next(let left), .next(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// A `Maybe`'s outcomes compare as events do (RxTest has the same conformance).
extension MaybeEvent: Equatable where Element: Equatable {
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// A `Completable`'s outcomes compare as events do (RxTest has the same conformance).
extension CompletableEvent: Equatable {
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsAreEqual(left, right)
        default: return false
        }
    }
}

/// A `Single`'s outcomes compared as events are. (`SingleEvent` is `Result<Element, Error>`,
/// which cannot be `Equatable`: its `Error` is not.)
func singleEventsAreEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsAreEqual(left, right)
    default: return false
    }
}

func errorsAreEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    if let equatable = (lhs as Any) as? any Equatable, let result = equatable.isEqual(to: rhs) {
        return result
    }
    guard type(of: lhs) == type(of: rhs) else { return false }
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}

extension Equatable {
    /// `nil` when `other` is not of this type.
    fileprivate func isEqual(to other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}
