import Testing
import XCTest

/// Where a marble API was called, for failures reported to XCTest or Swift Testing.
struct MarbleSourceLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt
}

/// Fails the running test: a Swift Testing issue inside a `@Test`, otherwise an XCTest failure.
func recordMarbleFailure(_ message: String, at location: MarbleSourceLocation) {
    if Test.current != nil {
        let sourceLocation = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: location.filePath, line: location.line)
    }
}
