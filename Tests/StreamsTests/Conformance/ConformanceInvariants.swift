import StreamsTest

// The invariants every run must keep, checked on its log.

/// A broken invariant.
struct Violation: Equatable, CustomStringConvertible {
    enum Rule: String, CaseIterable {
        /// A stage or subscriber received an event after a stop event (`next* (error | completed)?`).
        case grammar
        /// A stage delivered an event after its subscription was disposed.
        case eventAfterDisposal = "event after disposal"
        /// A subscriber received an event after it disposed its subscription.
        case deliveryAfterDisposal = "delivery after disposal"
        /// A stage's subscription was disposed more than once.
        case disposedTwice = "disposed twice"
        /// A stage's subscription was never disposed.
        case neverDisposed = "never disposed"
        /// A test observable's subscription log has a subscription that never ended.
        case testObservableStillSubscribed = "test observable still subscribed"
        /// A subscriber's `onDisposed` did not run exactly once.
        case onDisposed = "onDisposed count"
        /// A `using` resource was not disposed exactly once.
        case resourceDisposal = "using resource disposal"
        /// Work was left on the scheduler after everything was disposed.
        case pendingWork = "pending work"
        /// `Resources.total` did not return to where it was.
        case resources = "resources leaked"
        /// A misuse report for a program that misuses nothing.
        case anomaly
        /// The same program recorded differently in two runs.
        case nondeterminism
    }

    let rule: Rule
    /// The node the violation is at, when it is at a stage.
    let node: Int?
    let message: String

    var description: String { "\(rule.rawValue): \(message)" }
}

enum ConformanceInvariants {
    /// Every violation of `record`, a run of `program`.
    static func check(_ record: RunRecord, program: Program) -> [Violation] {
        var violations: [Violation] = []
        let numbered = NumberedNode.number(program.root).all
        func label(_ node: Int) -> String {
            switch numbered[node].node {
            case .source(let index): "source s\(index) (node \(node))"
            case .op(let name, _, _): "\(name) (node \(node))"
            }
        }

        // Stages: grammar, nothing after disposal, disposed exactly once.
        struct StageState {
            var stopped = false
            var disposals = 0
        }
        var stages = Array(repeating: StageState(), count: record.subscriptionNodes.count)
        for entry in record.log {
            switch entry.what {
            case .event(let id, let event):
                let node = record.subscriptionNodes[id]
                if stages[id].disposals > 0 {
                    violations.append(
                        Violation(
                            rule: .eventAfterDisposal, node: node,
                            message:
                                "\(label(node)) delivered \(event) at \(entry.time) on subscription #\(id) after it was disposed"
                        ))
                } else if stages[id].stopped {
                    violations.append(
                        Violation(
                            rule: .grammar, node: node,
                            message:
                                "\(label(node)) delivered \(event) at \(entry.time) on subscription #\(id) after a stop event"
                        ))
                }
                if event.isStop { stages[id].stopped = true }
            case .dispose(let id):
                stages[id].disposals += 1
                if stages[id].disposals == 2 {
                    let node = record.subscriptionNodes[id]
                    violations.append(
                        Violation(
                            rule: .disposedTwice, node: node,
                            message: "\(label(node)) subscription #\(id) disposed a second time at \(entry.time)"))
                }
            default:
                break
            }
        }
        // A subscription that delivered a stop event has ended itself: every source does (a
        // operator's sink disposes itself after forwarding a stop event; a test observable's
        // subscription through `asObservable()` likewise), and operators rely on it, as RxSwift's
        // do — `share` leaves a stopped source to end its own subscription, and
        // `subscribe(onNext:...)` lets go of a finished subscription without disposing it. Only
        // the probe, which passes events through untouched, does not; so it is the probe's
        // subscriber's job only while the stage has not stopped. (That each source does end
        // its subscription is checked where it matters: at the stage below it, and in the test
        // observables' subscription logs.)
        for (id, state) in stages.enumerated() where state.disposals == 0 && !state.stopped {
            let node = record.subscriptionNodes[id]
            violations.append(
                Violation(
                    rule: .neverDisposed, node: node, message: "\(label(node)) subscription #\(id) was never disposed"))
        }

        // Subscribers: grammar, nothing after they dispose, onDisposed once.
        for (index, subscriber) in program.subscribers.enumerated() {
            var stopped = false
            var disposed = false
            var onDisposed = 0
            var subscribed = false
            for entry in record.log {
                switch entry.what {
                case .deliver(index, let event):
                    if disposed {
                        violations.append(
                            Violation(
                                rule: .deliveryAfterDisposal, node: nil,
                                message:
                                    "subscriber \(index) received \(event) at \(entry.time) after it disposed its subscription"
                            ))
                    } else if stopped {
                        violations.append(
                            Violation(
                                rule: .grammar, node: nil,
                                message: "subscriber \(index) received \(event) at \(entry.time) after a stop event"))
                    } else if onDisposed > 0 {
                        violations.append(
                            Violation(
                                rule: .deliveryAfterDisposal, node: nil,
                                message:
                                    "subscriber \(index) received \(event) at \(entry.time) after its onDisposed ran"))
                    }
                    subscribed = true
                    if event.isStop { stopped = true }
                case .subscriberDisposes(index):
                    disposed = true
                    subscribed = true
                case .onDisposed(index):
                    onDisposed += 1
                default:
                    break
                }
            }
            let apis = SubscriberAPI.apis(for: program.rootKind)
            let api = apis[subscriber.api % apis.count]
            if api.hasOnDisposed, subscribed, onDisposed != 1 {
                violations.append(
                    Violation(
                        rule: .onDisposed, node: nil,
                        message: "subscriber \(index) (\(api.name)): onDisposed ran \(onDisposed) times"))
            }
        }

        // Test observables: every subscription ended.
        for (source, subscriptions) in record.testObservableSubscriptions.sorted(by: { $0.key < $1.key }) {
            for subscription in subscriptions where subscription.unsubscribe == Int.max {
                violations.append(
                    Violation(
                        rule: .testObservableStillSubscribed, node: nil,
                        message: "source s\(source) subscribed at \(subscription.subscribe) was never unsubscribed"))
            }
        }

        // `using` resources: each disposed exactly once.
        var resourceDisposals: [String: Int] = [:]
        for entry in record.log {
            guard case .note(let text) = entry.what, text.hasPrefix("resource ") else { continue }
            let words = text.split(separator: " ")
            let id = String(words[1])
            if words[2] == "created" {
                resourceDisposals[id, default: 0] += 0
            } else {
                resourceDisposals[id, default: 0] += 1
            }
        }
        for (id, count) in resourceDisposals.sorted(by: { $0.key < $1.key }) where count != 1 {
            violations.append(
                Violation(rule: .resourceDisposal, node: nil, message: "using resource \(id) disposed \(count) times"))
        }

        if record.pendingWork != "[]" {
            violations.append(
                Violation(
                    rule: .pendingWork, node: nil,
                    message: "work still scheduled at \(record.pendingWork) after everything was disposed"))
        }
        // A binding reports each error that reaches it; nothing else may be reported.
        var bindingErrors = 0
        let apis = SubscriberAPI.apis(for: program.rootKind)
        for (index, subscriber) in program.subscribers.enumerated()
        where apis[subscriber.api % apis.count].reportsErrors {
            guard
                let subscribes = record.log.firstIndex(where: { $0.what == .subscriberSubscribes(subscriber: index) }),
                let root = record.log[subscribes...].lazy.compactMap({ entry -> Int? in
                    if case .subscribe(let id, 0) = entry.what { return id }
                    return nil
                }).first
            else { continue }
            bindingErrors +=
                record.log.filter { entry in
                    if case .event(root, .error) = entry.what { return true }
                    return false
                }.count
        }
        let bindingReports = record.anomalies.filter { $0.contains("bindings must not fail") }
        if bindingReports.count != bindingErrors {
            violations.append(
                Violation(
                    rule: .anomaly, node: nil,
                    message: "\(bindingErrors) errors reached a binding, which reported \(bindingReports.count)"))
        }
        for message in record.anomalies where !message.contains("bindings must not fail") {
            violations.append(Violation(rule: .anomaly, node: nil, message: message))
        }
        return violations
    }
}
