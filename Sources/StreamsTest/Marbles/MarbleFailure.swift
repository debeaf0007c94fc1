import Streams
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
    if let capture = MarbleFailureCapture.current {
        capture.withLock { $0.append(message) }
        return
    }
    if Test.current != nil {
        let sourceLocation = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: location.filePath, line: location.line)
    }
}

/// Lets StreamsTest's own tests see the failures a marble API reports instead of failing
/// (corelibs XCTest has no `XCTExpectFailure`). Task-local, so parallel tests do not mix.
enum MarbleFailureCapture {
    @TaskLocal static var current: Locked<[String]>?

    /// Runs `body` and returns the failure messages it reported.
    static func capturing(_ body: () throws -> Void) rethrows -> [String] {
        let messages = Locked<[String]>([])
        try $current.withValue(messages) { try body() }
        return messages.value
    }
}
