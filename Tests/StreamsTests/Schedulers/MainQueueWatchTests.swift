import Foundation
import Streams
import StreamsTest
import XCTest

@testable import Streams

/// A program that schedules on the main queue and never runs it is told so at exit, once, in
/// debug builds; one that runs its main queue is told nothing.
final class MainQueueWatchTests: LeakCheckingTestCase {
    func testWorkQueuedThatNeverRanIsReportedOnce() {
        let watch = MainQueueWatch()
        watch.queued()
        watch.queued()
        let reports = collectingAnomalies {
            watch.reportIfNeverRun()
            watch.reportIfNeverRun()
        }
        XCTAssertEqual(reports, [MisuseReport.mainQueueNeverRan(2)])
    }

    func testNothingIsReportedWhenTheMainQueueRanOrNothingWasQueued() {
        let ran = MainQueueWatch()
        ran.queued()
        ran.ran()
        ran.queued()
        let idle = MainQueueWatch()
        XCTAssertEqual(
            collectingAnomalies {
                ran.reportIfNeverRun()
                idle.reportIfNeverRun()
            }, [])
    }

    func testAProgramThatNeverRunsTheMainQueueIsToldAtExitAndOneThatDoesIsNot() throws {
        try skipInReleaseBuilds("the main queue watch")
        #if os(Linux)
        let neverRuns = try runChild("never-runs")
        XCTAssertEqual(neverRuns.status, 0)
        XCTAssertEqual(neverRuns.errors, MisuseReport.mainQueueNeverRan(3) + "\n")
        let runs = try runChild("runs")
        XCTAssertEqual(runs.status, 0)
        XCTAssertEqual(runs.errors, "")
        XCTAssertTrue(runs.output.contains("delivered 2 on the main thread\n"), runs.output)
        #else
        throw XCTSkip("the test bundle runs as a program of its own on Linux only")
        #endif
    }

    /// Runs `MainQueueWatchChild` in a process of its own — the test bundle, told to run that
    /// one test — and returns what it printed.
    private func runChild(_ mode: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["StreamsTests.MainQueueWatchChild/testRunsOnlyAsTheChildOfMainQueueWatchTests"]
        process.environment = ProcessInfo.processInfo.environment.merging([MainQueueWatchChild.mode: mode]) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: printed, as: UTF8.self),
            String(decoding: complaints, as: UTF8.self)
        )
    }
}

/// The program `MainQueueWatchTests` runs in a child process: it schedules on the main queue —
/// an element and the completion through `MainScheduler.asyncInstance`, and a timer — and then,
/// in the mode `runs`, runs the main queue, or else exits. Run in the suite itself, it does nothing.
final class MainQueueWatchChild: XCTestCase {
    static let mode = "STREAMS_MAIN_QUEUE_WATCH_CHILD"

    func testRunsOnlyAsTheChildOfMainQueueWatchTests() {
        guard let mode = ProcessInfo.processInfo.environment[Self.mode] else { return }
        let bag = DisposeBag()
        Observable.just(2)
            .observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { print("delivered \($0)", Thread.isMainThread ? "on the main thread" : "elsewhere") })
            .disposed(by: bag)
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { Disposables.create() }
        if mode == "runs" {
            RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        } else {
            // Exits at once, as a program that never runs its main queue does: left to finish,
            // the test runner may drain the main queue itself on the way out.
            exit(0)
        }
    }
}
