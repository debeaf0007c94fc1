import Foundation
import Streams
import XCTest

@testable import StreamsTest

/// Where `LeakCheckingTestCase` reports a leak: XCTest cannot tell where a test method is, so
/// at the line where the test subscribed the chain it left alive, not in StreamsTest.
final class LeakReportLocationTests: LeakCheckingTestCase {
    /// What XCTest was told while `capturesFailures` is set, instead of failing this test.
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturesFailures = false

    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturesFailures else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured.append((issue.compactDescription, location?.fileURL.relativePath ?? "", location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard capturesFailures else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured.append((description, filePath, lineNumber))
    }
    #endif

    func testALeakIsReportedWhereTheTestSubscribedTheChainItLeftAlive() {
        let source = PublishSubject<Int>()
        let line = #line + 1
        _ = source.map { $0 * 2 }.subscribe(onNext: { _ in })
        capturesFailures = true
        tearDown()  // the check XCTest runs after the test; it waits its second for the chain to end
        capturesFailures = false
        source.onCompleted()  // ends the chain, so the test itself leaves nothing

        // The subscription's `#fileID` (on Apple platforms XCTest makes it a file URL).
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(
            captured.first?.file.hasSuffix("StreamsTestTests/LeakReportLocationTests.swift") == true,
            "\(captured.map(\.file))")
        XCTAssertEqual(captured.map(\.line), [line])
        let lines = captured.first?.description.split(separator: "\n").map(String.init) ?? []
        XCTAssertTrue(lines.first?.hasPrefix("\(name) leaked: ") == true, "\(lines)")
        XCTAssertTrue(lines.contains("  PublishSubject<Int> → map → subscribe"), "\(lines)")
    }

    func testAChainSubscribedInTheTestsModuleIsPreferredToAnOlderOneSubscribedElsewhere() throws {
        let source = PublishSubject<Int>()
        let elsewhere = source.subscribe(onNext: { _ in }, file: "MyApp/ViewModel.swift", line: 7)
        let line = #line + 1
        let here = source.subscribe(onNext: { _ in })

        let both = try XCTUnwrap(leakFailure(waiting: 0)).location
        XCTAssertEqual(both, TestFailure.Location(fileID: #fileID, filePath: #fileID, line: UInt(line), column: 1))
        here.dispose()
        let other = try XCTUnwrap(leakFailure(waiting: 0)).location
        XCTAssertEqual(
            other,
            TestFailure.Location(
                fileID: "MyApp/ViewModel.swift", filePath: "MyApp/ViewModel.swift", line: 7, column: 1),
            "none in the test's module: the oldest anywhere")
        elsewhere.dispose()
    }

    func testALeakTheInspectorDidNotRecordIsReportedAtTheTestsClass() throws {
        try skipInReleaseBuilds("Resources.total counting")
        _ = Resources.incrementTotal()
        let failure = leakFailure(waiting: 0)
        _ = Resources.decrementTotal()

        let location = try XCTUnwrap(failure).location
        XCTAssertEqual(
            location,
            TestFailure.Location(
                fileID: "StreamsTestTests.LeakReportLocationTests",
                filePath: "StreamsTestTests.LeakReportLocationTests", line: 1, column: 1))
        XCTAssertTrue(failure?.message.contains("The inspector recorded none of them") == true, failure?.message ?? "")
    }
}
