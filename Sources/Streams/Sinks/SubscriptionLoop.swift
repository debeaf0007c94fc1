/// Subscribes sources one after another without recursing when they end during their own
/// subscription (`concat`, `retry`, `retry(when:)`, the `Store`'s concatenated effects): part of
/// a sink's locked state. `package`, so that the architecture kit's `Store` runs its effects
/// through it too.
///
/// The thread that wants the next subscription calls `enter()`; if it gets `true` it subscribes,
/// then asks `runAgain()` whether a source ended meanwhile and wants the next one — a request
/// made while the subscription ran (`enter()` returned `false`) is served by that loop, right
/// after the subscription returns, instead of by a nested call.
package struct SubscriptionLoop {
    private enum Phase {
        /// No loop runs: the next `enter()` starts one.
        case idle
        /// A loop is making a subscription.
        case running
        /// A loop is making a subscription, and another was asked for meanwhile: the loop makes
        /// it next.
        case runningWithRequest
    }

    private var phase = Phase.idle

    package init() {}

    /// A subscription was asked for while the loop ran; the loop has not made it yet.
    package var isRequested: Bool { phase == .runningWithRequest }

    /// `true`: the caller runs the loop. `false`: a loop runs already and will run once more.
    package mutating func enter() -> Bool {
        switch phase {
        case .idle:
            phase = .running
            return true
        case .running, .runningWithRequest:
            phase = .runningWithRequest
            return false
        }
    }

    /// After a subscription returned: `true` if the loop is to subscribe again; `false` ends it.
    package mutating func runAgain() -> Bool {
        switch phase {
        case .runningWithRequest:
            phase = .running
            return true
        case .running, .idle:
            phase = .idle
            return false
        }
    }
}
