import Foundation
import Streams
import XCTest

@testable import StreamsTest

private enum OutcomeError: Swift.Error, Equatable {
    case first
    case second
}

/// `Single`, `Maybe` and `Completable` outcomes compared in tests, as RxTest allows:
/// `XCTAssertEqual(events, [.success(1)])` after collecting what a trait's `subscribe` reports.
final class TraitEventAssertionTests: LeakCheckingTestCase {
    func testMaybeEventsAreEqualWhenTheyAreTheSameCaseWithEqualContents() {
        XCTAssertEqual(MaybeEvent.success(1), .success(1))
        XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
        XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
        XCTAssertEqual(MaybeEvent<Int>.error(OutcomeError.first), .error(OutcomeError.first))
        XCTAssertNotEqual(MaybeEvent<Int>.error(OutcomeError.first), .error(OutcomeError.second))
        XCTAssertNotEqual(MaybeEvent.success(1), .completed)
        XCTAssertNotEqual(MaybeEvent<Int>.completed, .error(OutcomeError.first))
    }

    func testCompletableEventsAreEqualWhenTheyAreTheSameCaseWithEqualErrors() {
        XCTAssertEqual(CompletableEvent.completed, .completed)
        XCTAssertEqual(CompletableEvent.error(OutcomeError.first), .error(OutcomeError.first))
        XCTAssertNotEqual(CompletableEvent.error(OutcomeError.first), .error(OutcomeError.second))
        XCTAssertNotEqual(CompletableEvent.completed, .error(OutcomeError.first))
    }

    func testSingleEventsCompareAsEventsDo() {
        XCTAssertTrue(singleEventsAreEqual(SingleEvent.success(1), .success(1)))
        XCTAssertFalse(singleEventsAreEqual(SingleEvent.success(1), .success(2)))
        XCTAssertTrue(singleEventsAreEqual(SingleEvent<Int>.failure(OutcomeError.first), .failure(OutcomeError.first)))
        XCTAssertFalse(
            singleEventsAreEqual(SingleEvent<Int>.failure(OutcomeError.first), .failure(OutcomeError.second)))
        XCTAssertFalse(singleEventsAreEqual(SingleEvent.success(1), .failure(OutcomeError.first)))
    }

    func testTheOutcomesTraitsReportCanBeAssertedAsInRxTest() {
        var singleEvents: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { singleEvents.append($0) }
        _ = Single<Int>.error(OutcomeError.first).subscribe { singleEvents.append($0) }
        XCTAssertEqual(singleEvents, [.success(1), .failure(OutcomeError.first)])

        var maybeEvents: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.empty().subscribe { maybeEvents.append($0) }
        _ = Maybe<Int>.error(OutcomeError.second).subscribe { maybeEvents.append($0) }
        XCTAssertEqual(maybeEvents, [.success(1), .completed, .error(OutcomeError.second)])

        var completableEvents: [CompletableEvent] = []
        _ = Completable.empty().subscribe { completableEvents.append($0) }
        _ = Completable.error(OutcomeError.first).subscribe { completableEvents.append($0) }
        XCTAssertEqual(completableEvents, [.completed, .error(OutcomeError.first)])
    }

    func testAFailedComparisonListsBothSidesInCodeSpelling() {
        let actual: [SingleEvent<Int>] = [.success(1), .failure(OutcomeError.first)]
        let expected: [SingleEvent<Int>] = [.success(1), .success(2)]
        let difference = EventListDifference(
            actual.map(traitEventDescription), expected.map(traitEventDescription), equal: false)
        let lines =
            difference?.message(title: "Single events are not equal").split(separator: "\n").map(String.init) ?? []
        XCTAssertEqual(lines.first, "Single events are not equal; first difference at index 1:")
        XCTAssertEqual(lines.last?.hasPrefix("  ✗ .failure(first)"), true, lines.last ?? "")
        XCTAssertEqual(lines.last?.hasSuffix(".success(2)"), true, lines.last ?? "")
        XCTAssertEqual(traitEventDescription(MaybeEvent<Int>.completed), ".completed")
        XCTAssertEqual(traitEventDescription(CompletableEvent.error(OutcomeError.second)), ".error(second)")
    }
}
