/// The errors Streams itself produces, with RxSwift's names.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// A subscription to, or use of, an object that was already disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument outside its allowed range.
    case argumentOutOfRange
    /// A sequence that had to contain an element was empty.
    case noElements
    /// A sequence that had to contain one element contained more.
    case moreThanOneElement
    /// A `timeout` elapsed.
    case timeout

    public var debugDescription: String {
        switch self {
        case .unknown: return "Unknown error occurred."
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .overflow: return "Arithmetic overflow occurred."
        case .argumentOutOfRange: return "Argument out of range."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        }
    }
}

// An `AnyObject` payload is only ever read for its description.
extension RxError: @unchecked Sendable {}
