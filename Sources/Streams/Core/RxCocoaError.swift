/// RxCocoa's general errors, with its names, for code that throws or matches them.
///
/// The cases RxCocoa raises from UIKit and Objective-C machinery that Linux does not have are
/// left out: `itemsNotYetBound` (table and collection view data sources), `invalidPropertyName`
/// and `invalidObjectOnKeyPath` (key-value observing by key path string) and
/// `errorDuringSwizzling` (method swizzling). Network errors are `RxCocoaURLError`, in
/// StreamsNetworking.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation that `object` does not allow.
    case invalidOperation(object: Any)
    /// A value that could not be cast to the type expected.
    case castingError(object: Any, targetType: Any.Type)

    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .invalidOperation(let object):
            return "Invalid operation was attempted on `\(object)`."
        case .castingError(let object, let targetType):
            return "Error casting `\(object)` to `\(targetType)`"
        }
    }
}

// As RxError's: `Any` payloads say what failed; Streams never changes them, and code that takes
// one out of an error on another thread answers for it (as it does with RxCocoa).
extension RxCocoaError: @unchecked Sendable {}
