import Streams
import XCTest

/// Asserts that two lists of recorded events are equal: the same events at the same ticks, in
/// the same order.
///
/// The failure shows both lists side by side in RxTest's spelling (`.next(210, 4)`), with the
/// first difference marked. Errors compare equal when they are equal `Equatable` values, or else
/// have the same type, description and `NSError` domain and code.
///
/// - Parameters:
///   - lhs: The events recorded, usually a ``TestableObserver``'s ``TestableObserver/events``; the
///     failure calls them actual.
///   - rhs: The events expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = EventListDifference(
        lhs.map { recordedEventDescription($0) }, rhs.map { recordedEventDescription($0) }, equal: lhs == rhs)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Recorded events are not equal"), file: file, line: line)
    }
}

/// Asserts that two lists of recorded events of optional elements are equal: the same events at
/// the same ticks, in the same order.
///
/// The failure shows both lists side by side, with the first difference marked.
///
/// - Parameters:
///   - lhs: The events recorded; the failure calls them actual.
///   - rhs: The events expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = EventListDifference(
        lhs.map { recordedEventDescription($0) }, rhs.map { recordedEventDescription($0) }, equal: lhs == rhs)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Recorded events are not equal"), file: file, line: line)
    }
}

/// Asserts that two lists of events without ticks are equal, in the same order.
///
/// The failure shows both lists side by side, with the first difference marked.
///
/// - Parameters:
///   - lhs: The events received; the failure calls them actual.
///   - rhs: The events expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = EventListDifference(
        lhs.map { $0.debugDescription }, rhs.map { $0.debugDescription }, equal: lhs == rhs)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Events are not equal"), file: file, line: line)
    }
}

/// Asserts that two lists of `Single` outcomes are equal, in the same order; errors compare as
/// in events.
///
/// The failure shows both lists side by side (`.success(4)`, `.failure(boom)`), with the first
/// difference marked.
///
/// - Parameters:
///   - lhs: The outcomes received; the failure calls them actual.
///   - rhs: The outcomes expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line
) {
    let equal = lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { singleEventsAreEqual($0, $1) }
    if let difference = EventListDifference(
        lhs.map { traitEventDescription($0) }, rhs.map { traitEventDescription($0) }, equal: equal)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Single events are not equal"), file: file, line: line)
    }
}

/// Asserts that two lists of `Maybe` outcomes are equal, in the same order; errors compare as in
/// events.
///
/// The failure shows both lists side by side (`.success(4)`, `.completed`), with the first
/// difference marked.
///
/// - Parameters:
///   - lhs: The outcomes received; the failure calls them actual.
///   - rhs: The outcomes expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = EventListDifference(
        lhs.map { traitEventDescription($0) }, rhs.map { traitEventDescription($0) }, equal: lhs == rhs)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Maybe events are not equal"), file: file, line: line)
    }
}

/// Asserts that two lists of `Completable` outcomes are equal, in the same order; errors compare
/// as in events.
///
/// The failure shows both lists side by side (`.completed`, `.error(boom)`), with the first
/// difference marked.
///
/// - Parameters:
///   - lhs: The outcomes received; the failure calls them actual.
///   - rhs: The outcomes expected.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    if let difference = EventListDifference(
        lhs.map { traitEventDescription($0) }, rhs.map { traitEventDescription($0) }, equal: lhs == rhs)
    {
        // diagnostic: events-differ
        XCTFail(difference.message(title: "Completable events are not equal"), file: file, line: line)
    }
}

/// A `Single`'s outcome as it is spelled in code: `.success(4)`, `.failure(boom)`.
func traitEventDescription<T>(_ event: SingleEvent<T>) -> String {
    switch event {
    case .success(let element): return ".success(\(element))"
    case .failure(let error): return ".failure(\(error))"
    }
}

/// A `Maybe`'s outcome as it is spelled in code: `.success(4)`, `.error(boom)`, `.completed`.
func traitEventDescription<T>(_ event: MaybeEvent<T>) -> String {
    switch event {
    case .success(let element): return ".success(\(element))"
    case .error(let error): return ".error(\(error))"
    case .completed: return ".completed"
    }
}

/// A `Completable`'s outcome as it is spelled in code: `.error(boom)`, `.completed`.
func traitEventDescription(_ event: CompletableEvent) -> String {
    switch event {
    case .error(let error): return ".error(\(error))"
    case .completed: return ".completed"
    }
}

/// Asserts that `stream` holds exactly `elements` as `.next` events, in order, and no stop
/// event: as in RxTest, a `.completed` or `.error` in `stream` fails the assertion.
///
/// The ticks are not compared.
///
/// - Parameters:
///   - stream: The events recorded, usually a ``TestableObserver``'s
///     ``TestableObserver/events``.
///   - elements: The elements expected, in order.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>], _ elements: [T], file: StaticString = #filePath, line: UInt = #line
) {
    if let message = recordedElementsFailure(stream, elements) {
        // diagnostic: events-differ
        XCTFail(message, file: file, line: line)
    }
}

/// The failure message of `XCTAssertRecordedElements`, or `nil` when it passes.
func recordedElementsFailure<T: Equatable>(_ stream: [Recorded<Event<T>>], _ elements: [T]) -> String? {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        return "XCTAssertRecordedElements: a non-next stop event has been emitted: \(recordedEventDescription(stop))"
    }
    let received = stream.compactMap { $0.value.element }
    guard received != elements else { return nil }
    let difference = EventListDifference(received.map { "\($0)" }, elements.map { "\($0)" }, equal: false)
    return difference?.message(title: "Recorded elements are not equal")
}

/// The RxTest spelling of a recorded event: `.next(210, 4)`, `.error(300, boom)`, `.completed(400)`.
func recordedEventDescription<T>(_ recorded: Recorded<Event<T>>) -> String {
    switch recorded.value {
    case .next(let element): return ".next(\(recorded.time), \(element))"
    case .error(let error): return ".error(\(recorded.time), \(error))"
    case .completed: return ".completed(\(recorded.time))"
    }
}

/// Two lists, printed side by side with the first differing row marked.
struct EventListDifference {
    let actual: [String]
    let expected: [String]
    let firstDifference: Int

    /// `nil` when the lists are equal.
    init?(_ actual: [String], _ expected: [String], equal: Bool) {
        guard !equal else { return nil }
        self.actual = actual
        self.expected = expected
        let common = zip(actual, expected).prefix { $0 == $1 }.count
        firstDifference = common
    }

    func message(title: String) -> String {
        let width = max(8, (actual.map(\.count).max() ?? 0) + 2)
        var lines = [
            "\(title); first difference at index \(firstDifference):",
            "    " + "actual".padding(toLength: width, withPad: " ", startingAt: 0) + "expected",
        ]
        for index in 0..<max(actual.count, expected.count) {
            let left = index < actual.count ? actual[index] : "—"
            let right = index < expected.count ? expected[index] : "—"
            let marker = index == firstDifference ? "  ✗ " : "    "
            lines.append(marker + left.padding(toLength: width, withPad: " ", startingAt: 0) + right)
        }
        return lines.joined(separator: "\n")
    }
}
