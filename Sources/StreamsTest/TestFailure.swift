import Streams
import Testing
import XCTest

/// How StreamsTest and StreamsArchitectureTest fail the running test: the marble APIs and the
/// `TestStore` report through `report(_:at:)`, at the line of the test that called them.
package enum TestFailure {
    /// Where a test called the API that fails: what XCTest (`filePath`, `line`) and Swift
    /// Testing (all four) need to show the failure at that call.
    package struct Location: Equatable, Sendable {
        package let fileID: String
        package let filePath: StaticString
        package let line: UInt
        package let column: UInt

        package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }

        package static func == (lhs: Location, rhs: Location) -> Bool {
            lhs.fileID == rhs.fileID && "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
        }
    }

    /// A failure `capturing(_:)` kept instead of reporting it.
    package struct Reported: Equatable, Sendable {
        package let message: String
        package let location: Location
    }

    /// Fails the running test at `location`: a Swift Testing issue inside a `@Test`, otherwise
    /// an XCTest failure.
    package static func report(_ message: String, at location: Location) {
        if let capture {
            capture.withLock { $0.append(Reported(message: message, location: location)) }
            return
        }
        if Test.current != nil {
            let sourceLocation = SourceLocation(fileID: location.fileID, filePath: "\(location.filePath)", line: Int(location.line), column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        } else {
            XCTFail(message, file: location.filePath, line: location.line)
        }
    }

    /// Runs `body` and returns the failures it reported, in order, instead of failing: how the
    /// package's own tests check what a failing marble assertion or `TestStore` reports, and
    /// where (corelibs XCTest has no `XCTExpectFailure`). Task-local, so parallel tests do not
    /// mix.
    package static func capturing(_ body: () throws -> Void) rethrows -> [Reported] {
        let reported = Locked<[Reported]>([])
        try $capture.withValue(reported) { try body() }
        return reported.value
    }

    @TaskLocal private static var capture: Locked<[Reported]>?
}
