import Foundation
import Streams

/// The error the trait tests fail their sources with.
struct TraitTestError: Error, Equatable, CustomStringConvertible {
    var code = 1
    var description: String { "TraitTestError(\(code))" }
}

let traitError = TraitTestError()
