import Streams
import Testing
import XCTest

/// How StreamsTest and StreamsArchitectureTest fail the running test: the marble APIs and the
/// `TestStore` report through `report(_:at:in:)` at the line of the test that called them, the
/// leak checks at the test that leaked.
package enum TestFailure {
    /// Where to show a failure: what XCTest (a file and a line) and Swift Testing (all four)
    /// need.
    package struct Location: Equatable, Sendable {
        package let fileID: String
        package let filePath: String
        package let line: UInt
        package let column: UInt
        /// The call's `#filePath` as `XCTFail` takes it; `nil` for a place known only at run
        /// time, which XCTest is told through the test case (`report(_:at:in:)`).
        package let callFilePath: StaticString?

        /// Where a test called the API that fails.
        package init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
            self.fileID = fileID
            self.filePath = "\(filePath)"
            self.line = line
            self.column = column
            callFilePath = filePath
        }

        /// A place known only at run time: a Swift Testing test's own location, or where a test
        /// subscribed a chain it left alive (which the inspector knows by `#fileID` and line).
        package init(fileID: String, filePath: String, line: UInt, column: UInt) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
            callFilePath = nil
        }

        package static func == (lhs: Location, rhs: Location) -> Bool {
            lhs.fileID == rhs.fileID && lhs.filePath == rhs.filePath && lhs.line == rhs.line && lhs.column == rhs.column
        }
    }

    /// Which framework a failure goes to.
    package enum Framework: Equatable, Sendable {
        /// An `Issue` of the running `@Test`.
        case swiftTesting
        /// A failure of the running `XCTestCase`.
        case xcTest
    }

    /// A failure `capturing(_:)` kept instead of reporting it.
    package struct Reported: Equatable, Sendable {
        package let message: String
        package let location: Location
        /// Where it would have gone: a Swift Testing issue inside a `@Test`, else an XCTest
        /// failure.
        package let framework: Framework
    }

    /// Fails the running test at `location`: a Swift Testing issue inside a `@Test`, otherwise
    /// an XCTest failure — of `testCase` when given, which a place known only at run time needs
    /// (XCTest takes its file as a string only from the test case itself).
    package static func report(_ message: String, at location: Location, in testCase: XCTestCase? = nil) {
        let framework: Framework = Test.current != nil ? .swiftTesting : .xcTest
        if let capture {
            capture.withLock { $0.append(Reported(message: message, location: location, framework: framework)) }
            return
        }
        switch framework {
        case .swiftTesting:
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: Int(location.line),
                column: Int(location.column))
            // diagnostic: forwarded
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        case .xcTest:
            if let testCase {
                testCase.recordFailure(message, inFile: location.filePath, atLine: Int(location.line))
            } else if let file = location.callFilePath {
                // diagnostic: forwarded
                XCTFail(message, file: file, line: location.line)
            } else {
                // diagnostic: forwarded
                XCTFail("\(location.fileID):\(location.line): \(message)")
            }
        }
    }

    /// Runs `body` and returns the failures it reported, in order, instead of failing: how the
    /// package's own tests check what a failing assertion, `TestStore` or leak check reports,
    /// where and to which framework (corelibs XCTest has no `XCTExpectFailure`, and Swift
    /// Testing prints the known issues `withKnownIssue` expects). Task-local, so parallel tests
    /// do not mix.
    package static func capturing(_ body: () throws -> Void) rethrows -> [Reported] {
        let reported = Locked<[Reported]>([])
        try $capture.withValue(reported) { try body() }
        return reported.value
    }

    /// `capturing(_:)` for an `async` body (a Swift Testing trait's scope).
    package static func capturing(_ body: () async throws -> Void) async rethrows -> [Reported] {
        let reported = Locked<[Reported]>([])
        try await $capture.withValue(reported) { try await body() }
        return reported.value
    }

    @TaskLocal private static var capture: Locked<[Reported]>?
}

extension XCTestCase {
    /// Records a failure at a file and line known only at run time.
    fileprivate func recordFailure(_ message: String, inFile filePath: String, atLine line: Int) {
        #if canImport(Darwin)
        let location = XCTSourceCodeLocation(filePath: filePath, lineNumber: line)
        record(
            XCTIssue(
                type: .assertionFailure, compactDescription: message,
                sourceCodeContext: XCTSourceCodeContext(location: location)))
        #else
        recordFailure(withDescription: message, inFile: filePath, atLine: line, expected: true)
        #endif
    }
}
