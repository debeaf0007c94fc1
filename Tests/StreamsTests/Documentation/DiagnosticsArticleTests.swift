import Foundation
import StreamsTest
import XCTest

@testable import Streams

/// The "Diagnostics" article shows each report as Streams prints it: the tests provoke the
/// reports and find them, word for word, in the article. (That every report has an entry is
/// checked by `Scripts/docs`, against the sources.)
final class DiagnosticsArticleTests: LeakCheckingTestCase {
    private enum DiagnosticsError: Error { case offline }

    private func article() throws -> String {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../../Sources/Streams/Streams.docc/Diagnostics.md")
        return try String(contentsOf: file.standardized, encoding: .utf8)
    }

    private func assertShown(_ reports: [String], count: Int, line: UInt = #line) throws {
        XCTAssertEqual(reports.count, count, "\(reports)", line: line)
        let text = try article()
        for report in reports {
            XCTAssertTrue(text.contains("```text\n\(report)\n```"), "the article does not show:\n\(report)", line: line)
        }
    }

    func testTheReportsMadeInDebugBuildsAreShownAsPrinted() throws {
        try skipInReleaseBuilds("the re-entrancy checks and the main queue watch")
        let bag = DisposeBag()
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        Observable.combineLatest(first, second) { $0 + $1 }
            .subscribe(onNext: { if $0 == 11 { first.onNext(2) } })
            .disposed(by: bag)
        let reentrant = collectingAnomalies {
            first.onNext(1)
            second.onNext(10)
        }

        nonisolated(unsafe) var source: AnyObserver<Int>?
        Observable<Int>.create {
            source = $0
            return Disposables.create()
        }
        .subscribe(onNext: { if $0 == 1 { source?.onNext(2) } })
        .disposed(by: bag)
        let unserialized = collectingAnomalies { source?.onNext(1) }
        source = nil  // it holds the subscriber, whose closure holds it

        let watch = MainQueueWatch()
        (0..<3).forEach { _ in watch.queued() }
        let neverRan = collectingAnomalies { watch.reportIfNeverRun() }

        try assertShown(reentrant + unserialized + neverRan, count: 3)
    }

    func testTheIsolationReportIsShownAsPrinted() throws {
        try skipInReleaseBuilds("the isolation check")
        #if DEBUG
        IsolationReports.forgetReportedPlaces()
        #endif
        let handler = UncheckedBox(
            IsolationCheck(
                "subscribe(onNext:)", file: "Profile/ProfileViewModel.swift", line: 42, isolation: MainActor.shared
            ).checking { (_: Int) in })
        let reports = collectingAnomalies {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue(label: "com.example.images").async {
                handler.value(1)
                done.signal()
            }
            done.wait()
        }
        try assertShown(reports, count: 1)
    }

    func testTheReportsMadeInEveryBuildAreShownAsPrinted() throws {
        let reports = collectingAnomalies {
            _ = Observable<Int>.error(DiagnosticsError.offline).bind(onNext: { _ in })
            _ = Infallible.just(1).flatMap { _ in Observable<Int>.error(DiagnosticsError.offline) }
                .subscribe { _ in }
        }
        try assertShown(reports, count: 2)
    }

    func testDrivingOffTheMainThreadIsShownAsItStops() throws {
        try skipInReleaseBuilds("the main-thread check of drive")
        let reports = SharedLog<String>()
        let driven = expectation(description: "driven from a background thread")
        Thread {
            MainThreadCheck.withHandler({ reports.append($0) }) {
                Driver.just(1).drive(onNext: { _ in }, onCompleted: nil, onDisposed: nil).dispose()
            }
            driven.fulfill()
        }.start()
        wait(for: [driven], timeout: 10)
        try assertShown(reports.all, count: 1)
    }
}
