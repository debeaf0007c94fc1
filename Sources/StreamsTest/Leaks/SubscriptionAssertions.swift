import Foundation
import Streams
internal import StreamsInspector
import Testing
import XCTest

/// Fails unless every subscription made in the current `SubscriptionScope` — the running
/// test's, under `LeakCheckingTestCase` or `.leakChecked` — has ended, waiting up to `timeout`
/// seconds for those still ending. Outside a scope it checks everything the
/// `SubscriptionInspector` recorded. The failure names each live chain and where it was
/// subscribed. Outside a scope, with the inspector not recording, it fails saying so: there is
/// nothing it could check.
///
///     viewModel = nil
///     XCTAssertNoLiveSubscriptions("the view model let go of its inputs")
///
/// - Parameters:
///   - message: Printed above the live chains when the assertion fails.
///   - timeout: How long to wait, in seconds, for subscriptions still ending on other threads
///     (a second by default); the wait ends as soon as none is left, while the current run loop
///     runs.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertNoLiveSubscriptions(
    _ message: @autoclosure () -> String = "", timeout: TimeInterval = 1, file: StaticString = #filePath,
    line: UInt = #line
) {
    guard
        let failure = noLiveSubscriptionsFailure(
            LiveSubscriptions.waitUntilNone(in: SubscriptionScope.current, timeout: timeout), message: message())
    else { return }
    // diagnostic: live-subscriptions
    XCTFail(failure, file: file, line: line)
}

/// Fails unless the chains alive in the current scope (or, outside one, all those recorded) are
/// exactly `expected`, in the order they were subscribed — each as the inspector writes it:
/// `"PublishSubject<Int> → map → subscribe"`.
///
/// It checks at once, without waiting. The failure lists the expected and the live chains, then
/// the inspector's report on those alive.
///
/// - Parameters:
///   - expected: The chains expected alive, oldest subscription first; `[]` for none.
///   - message: Printed above the lists when the assertion fails.
///   - file: The file XCTest reports a failure in; the default is the caller's.
///   - line: The line XCTest reports a failure at; the default is the caller's.
public func XCTAssertLiveSubscriptions(
    _ expected: [String], _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard
        let failure = liveSubscriptionsFailure(
            expected, LiveSubscriptions.take(SubscriptionScope.current), message: message())
    else { return }
    // diagnostic: live-subscriptions
    XCTFail(failure, file: file, line: line)
}

/// Records a Swift Testing issue unless every subscription made in the current
/// `SubscriptionScope` — the test's, under `.leakChecked` — has ended, waiting up to `timeout`
/// for those still ending.
///
/// The issue names each live chain and where it was subscribed. Outside a scope it checks
/// everything the `SubscriptionInspector` recorded, as
/// ``XCTAssertNoLiveSubscriptions(_:timeout:file:line:)`` does.
///
/// - Parameters:
///   - comment: Printed above the live chains when the expectation fails.
///   - timeout: How long to wait for subscriptions still ending on other threads, in seconds
///     (one by default); the wait ends as soon as none is left, with the task sleeping
///     meanwhile.
///   - sourceLocation: Where the issue is reported; the default is the caller's.
public func expectNoLiveSubscriptions(
    _ comment: Comment? = nil, timeout: TimeInterval = 1, sourceLocation: SourceLocation = #_sourceLocation
) async {
    let live = await LiveSubscriptions.waitUntilNone(in: SubscriptionScope.current, timeout: timeout)
    guard let failure = noLiveSubscriptionsFailure(live, message: comment?.rawValue ?? "") else { return }
    // diagnostic: live-subscriptions
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// Records a Swift Testing issue unless every subscription made in the current
/// `SubscriptionScope` has ended, waiting up to `timeout` for those still ending: the
/// `expectNoLiveSubscriptions` above, with a `Duration`.
///
/// - Parameters:
///   - comment: Printed above the live chains when the expectation fails.
///   - timeout: How long to wait for subscriptions still ending on other threads; the wait ends
///     as soon as none is left, with the task sleeping meanwhile.
///   - sourceLocation: Where the issue is reported; the default is the caller's.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public func expectNoLiveSubscriptions(
    _ comment: Comment? = nil, timeout: Duration, sourceLocation: SourceLocation = #_sourceLocation
) async {
    await expectNoLiveSubscriptions(comment, timeout: TimeInterval(timeout), sourceLocation: sourceLocation)
}

/// Records a Swift Testing issue unless the chains alive in the current scope (or, outside one,
/// all those recorded) are exactly `expected`, in the order they were subscribed, as
/// ``XCTAssertLiveSubscriptions(_:_:file:line:)`` checks them.
///
/// - Parameters:
///   - expected: The chains expected alive, each as the inspector writes it
///     (`"PublishSubject<Int> → map → subscribe"`), oldest subscription first; `[]` for none.
///   - comment: Printed above the lists when the expectation fails.
///   - sourceLocation: Where the issue is reported; the default is the caller's.
public func expectLiveSubscriptions(
    _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard
        let failure = liveSubscriptionsFailure(
            expected, LiveSubscriptions.take(SubscriptionScope.current), message: comment?.rawValue ?? "")
    else { return }
    // diagnostic: live-subscriptions
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

private func noLiveSubscriptionsFailure(_ live: SubscriptionSnapshot, message: String) -> String? {
    if SubscriptionScope.current == nil && !SubscriptionInspector.isRecording && live.isEmpty {
        return
            "No live subscriptions can be checked: the SubscriptionInspector is not recording (derive from LeakCheckingTestCase, use the .leakChecked trait, or call SubscriptionInspector.start())"
    }
    guard !live.isEmpty else { return nil }
    return (message.isEmpty ? "" : message + "\n") + live.report
}

private func liveSubscriptionsFailure(_ expected: [String], _ live: SubscriptionSnapshot, message: String) -> String? {
    let actual = live.chains.map(\.text)
    guard actual != expected else { return nil }
    var lines = message.isEmpty ? [] : [message]
    lines.append("The live chains differ from those expected.")
    lines.append("expected:")
    lines += expected.map { "  " + $0 }
    lines.append("actual:")
    lines += actual.map { "  " + $0 }
    lines.append("")
    lines.append(live.report)
    return lines.joined(separator: "\n")
}
