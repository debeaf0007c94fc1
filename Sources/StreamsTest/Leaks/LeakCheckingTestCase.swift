import Foundation
import Streams
import XCTest

/// An `XCTestCase` that fails a test which leaves subscriptions alive, and names them: the chain
/// of each one (`PublishSubject<Int> → map → subscribe`), where it was subscribed (file and
/// line) and when.
///
/// It reads `Resources.total` before each test and expects it back there after (waiting up to
/// a second for work still in flight on dispatch queues), as RxSwift's tests do; and it runs
/// each test in a `SubscriptionScope` of its own, recording what the test subscribes with the
/// `SubscriptionInspector`, so that the failure says which subscriptions outlived it. The count
/// is meaningful in debug builds, where `Resources` counts; the names in every build.
open class LeakCheckingTestCase: XCTestCase {
    private var baseline: Int32 = 0
    private var scope: SubscriptionScope?

    /// Whether the test's subscriptions are recorded, so that a leak is named. On by default;
    /// a test that makes millions of subscriptions can turn it off (recording costs about a
    /// microsecond per subscription): leaks are then counted but not named.
    open var namesLeakedSubscriptions: Bool { true }

    override open func invokeTest() {
        guard namesLeakedSubscriptions else { return super.invokeTest() }
        let scope = SubscriptionScope(name)
        self.scope = scope
        scope.run { super.invokeTest() }
        self.scope = nil
    }

    override open func setUp() {
        super.setUp()
        baseline = Resources.total
    }

    override open func tearDown() {
        if let failure = leakFailure() { XCTFail(failure) }
        super.tearDown()
    }

    /// What the test left alive, waiting up to `timeout` seconds for what is still ending:
    /// `nil` when nothing, else the failure message naming the live chains.
    func leakFailure(waiting timeout: TimeInterval = 1) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var live = scope?.snapshot()
        while Resources.total != baseline || live?.isEmpty == false, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
            live = scope?.snapshot()
        }
        guard Resources.total != baseline || live?.isEmpty == false else { return nil }
        return LeakReport.message(test: name, objects: Int(Resources.total - baseline), live: live)
    }
}

/// The failure message of a test that leaked.
enum LeakReport {
    static func message(test: String, objects: Int, live: SubscriptionSnapshot?) -> String {
        var lines: [String] = []
        if objects != 0 {
            lines.append("\(test) leaked: Resources.total is \(objects) above where it started")
        } else {
            lines.append("\(test) leaked: subscriptions it made are still alive")
        }
        if let live, !live.isEmpty {
            lines.append(live.report)
        } else if live != nil {
            lines.append("The inspector recorded none of them: scheduled work, a subscription made on another thread outside the test's chains, or your own Resources.incrementTotal().")
        }
        return lines.joined(separator: "\n")
    }
}
