import Foundation
import Streams
import StreamsInspector
import StreamsTest
import Testing
import XCTest

/// A failing `XCTAssertMarbles` draws the expected and the actual events as one SVG in the folder
/// `STREAMS_MARBLE_FAILURES_DIR` names (here given to the test's own task) and ends its message
/// with the picture's path, under XCTest and under Swift Testing; without the folder, it draws
/// nothing.
final class MarbleFailurePictureTests: LeakCheckingTestCase {
    func testAFailureDrawsBothSidesAndSaysWhere() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marble-failures-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("^-a-b-|")
        let res = scheduler.start { xs.map { $0.uppercased() } }
        let line = #line + 3
        let reported = MarbleFailurePictures.$folder.withValue(folder) {
            TestFailure.capturing {
                XCTAssertMarbles(res, "-A--B-|")
            }
        }
        let path = "\(folder)/StreamsTestTests_MarbleFailurePictureTests.swift-\(line).svg"
        XCTAssertEqual(reported.map(\.framework), [.xcTest])
        XCTAssertEqual(
            reported.first?.message,
            """
            Marbles differ at frame 1 (tick 201):
              expected: -A--B-|
              actual:   --A-B-|
                         ^
              expected but not received: .next(201, A)
              received but not expected: .next(202, A)
              picture: \(path)
            """)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        // Expected above, actual below, the message's first line between them, two frames after
        // the last event.
        let drawn = MarbleDiagram(
            inputs: [
                .init(
                    label: "expected",
                    marks: [.init(time: 201, .next("A")), .init(time: 204, .next("B")), .init(time: 206, .completed)])
            ],
            operation: "Marbles differ at frame 1 (tick 201):",
            outputs: [
                .init(
                    label: "actual",
                    marks: [.init(time: 202, .next("A")), .init(time: 204, .next("B")), .init(time: 206, .completed)])
            ],
            start: 200, end: 208)
        XCTAssertEqual(svg, drawn.svg())
    }

    func testWithoutTheFolderNothingIsDrawn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { scheduler.createHotObservable("^-a-|") }
        let reported = MarbleFailurePictures.$folder.withValue(nil) {
            TestFailure.capturing { XCTAssertMarbles(res, "-b-|") }
        }
        XCTAssertEqual(reported.count, 1)
        XCTAssertFalse(reported[0].message.contains("picture"))
    }

    func testAFolderThatCannotBeMadeIsSaidInTheMessage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("marble-file-\(UUID())").path
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { scheduler.createHotObservable("^-a-|") }
        let reported = MarbleFailurePictures.$folder.withValue(file) {
            TestFailure.capturing { XCTAssertMarbles(res, "-b-|") }
        }
        let last = reported.first?.message.split(separator: "\n").last ?? ""
        XCTAssertTrue(last.hasPrefix("  picture not written to \(file)/"), String(last))
    }
}

@Suite struct MarbleFailurePictureSwiftTestingTests {
    @Test func aFailureUnderSwiftTestingDrawsThePictureToo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("marble-failures-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { scheduler.createHotObservable("^-a-|") }
        let line = #line + 2
        let reported = MarbleFailurePictures.$folder.withValue(folder) {
            TestFailure.capturing { XCTAssertMarbles(res, "-b-|") }
        }
        let path = "\(folder)/StreamsTestTests_MarbleFailurePictureTests.swift-\(line).svg"
        #expect(reported.map(\.framework) == [.swiftTesting])
        #expect(reported.first?.message.hasSuffix("\n  picture: \(path)") == true)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("<text x=\"8\" y=\"32\">expected</text>"))
        #expect(svg.contains(">actual</text>"))
        #expect(svg.contains("Marbles differ at frame 1 (tick 201):"))
    }
}
