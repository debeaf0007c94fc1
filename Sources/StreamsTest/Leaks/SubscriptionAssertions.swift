import Foundation
import Streams
import Testing
import XCTest

/// Fails unless every subscription made in the current `SubscriptionScope` — the running
/// test's, under `LeakCheckingTestCase` or `.leakChecked` — has ended, waiting up to `timeout`
/// seconds for those still ending. Outside a scope it checks everything the
/// `SubscriptionInspector` recorded. The failure names each live chain and where it was
/// subscribed.
///
///     viewModel = nil
///     XCTAssertNoLiveSubscriptions("the view model let go of its inputs")
public func XCTAssertNoLiveSubscriptions(_ message: @autoclosure () -> String = "", timeout: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line) {
    guard let failure = noLiveSubscriptionsFailure(LiveSubscriptions.waitUntilNone(in: SubscriptionScope.current, timeout: timeout), message: message()) else { return }
    XCTFail(failure, file: file, line: line)
}

/// Fails unless the chains alive in the current scope (or, outside one, all those recorded) are
/// exactly `expected`, in the order they were subscribed — each as the inspector writes it:
/// `"PublishSubject<Int> → map → subscribe"`.
public func XCTAssertLiveSubscriptions(_ expected: [String], _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line) {
    guard let failure = liveSubscriptionsFailure(expected, LiveSubscriptions.take(SubscriptionScope.current), message: message()) else { return }
    XCTFail(failure, file: file, line: line)
}

/// `XCTAssertNoLiveSubscriptions` for Swift Testing: records an issue naming the chains still
/// alive in the current scope (the test's, under `.leakChecked`) after up to `timeout`.
public func expectNoLiveSubscriptions(_ comment: Comment? = nil, timeout: Duration = .seconds(1), sourceLocation: SourceLocation = #_sourceLocation) async {
    let live = await LiveSubscriptions.waitUntilNone(in: SubscriptionScope.current, timeout: timeout)
    guard let failure = noLiveSubscriptionsFailure(live, message: comment?.rawValue ?? "") else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

/// `XCTAssertLiveSubscriptions` for Swift Testing.
public func expectLiveSubscriptions(_ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let failure = liveSubscriptionsFailure(expected, LiveSubscriptions.take(SubscriptionScope.current), message: comment?.rawValue ?? "") else { return }
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
}

private func noLiveSubscriptionsFailure(_ live: SubscriptionSnapshot, message: String) -> String? {
    if SubscriptionScope.current == nil && !SubscriptionInspector.isRecording && live.isEmpty {
        return "No live subscriptions can be checked: the SubscriptionInspector is not recording (derive from LeakCheckingTestCase, use the .leakChecked trait, or call SubscriptionInspector.start())"
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
