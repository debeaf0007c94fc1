import Foundation
import Streams
internal import StreamsInspector
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
///
/// XCTest cannot tell where a test method is, so the failure is reported where the test
/// subscribed the oldest chain it left alive — in a file of the test's own module when one was
/// subscribed there — and, when the inspector recorded none, at the test's class.
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
        // diagnostic: leak
        if let failure = leakFailure() { TestFailure.report(failure.message, at: failure.location, in: self) }
        super.tearDown()
    }

    /// What the test left alive, waiting up to `timeout` seconds for what is still ending:
    /// `nil` when nothing, else the failure message naming the live chains and where to report
    /// it.
    func leakFailure(waiting timeout: TimeInterval = 1) -> (message: String, location: TestFailure.Location)? {
        let deadline = Date().addingTimeInterval(timeout)
        var live = scope?.snapshot()
        while Resources.total != baseline || live?.isEmpty == false, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
            live = scope?.snapshot()
        }
        guard Resources.total != baseline || live?.isEmpty == false else { return nil }
        let message = LeakReport.message(test: name, objects: Int(Resources.total - baseline), live: live)
        return (message, LeakReport.location(of: live, testClass: String(reflecting: type(of: self))))
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
            lines.append(
                "The inspector recorded none of them: scheduled work, a subscription made on another thread outside the test's chains, or your own Resources.incrementTotal()."
            )
        }
        return lines.joined(separator: "\n")
    }

    /// Where an XCTest leak is reported: where the oldest live chain subscribed in the test's
    /// module (`testClass` is the class's name after its module's and a dot) was subscribed,
    /// else the oldest whose place the inspector knows; with none, the test's class.
    static func location(of live: SubscriptionSnapshot?, testClass: String) -> TestFailure.Location {
        let module = testClass.prefix { $0 != "." }
        let sites = (live?.chains ?? []).compactMap { chain -> (file: String, line: Int)? in
            guard let file = chain.subscriber?.file, !file.isEmpty, let line = chain.subscriber?.line else {
                return nil
            }
            return (file, line)
        }
        guard let site = sites.first(where: { $0.file.hasPrefix(module + "/") }) ?? sites.first else {
            return TestFailure.Location(fileID: testClass, filePath: testClass, line: 1, column: 1)
        }
        return TestFailure.Location(fileID: site.file, filePath: site.file, line: UInt(site.line), column: 1)
    }
}
