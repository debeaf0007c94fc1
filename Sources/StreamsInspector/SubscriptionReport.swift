import Foundation

/// A snapshot as text, for a terminal or a log:
///
///     2 live subscription chains, 1 shared source
///
///     subscribe(onNext:) at SearchViewModel.swift:31 · main thread · 10:42:01.233
///       PublishSubject<String> → debounce → flatMapLatest → subscribe
///       └─ into flatMapLatest: create → map
///
///     drive(onNext:) at SearchView.swift:17 · main thread · 10:42:01.240
///       share(replay: 1) #1 → map → drive
///
///     #1 share(replay: 1), 2 subscribers
///       BehaviorRelay<Int> → scan → share(replay: 1)
struct SubscriptionReport {
    let snapshot: SubscriptionSnapshot

    @_optimize(none)
    var text: String {
        var lines = [summary]
        for chain in snapshot.chains {
            lines.append("")
            lines.append(header(chain))
            if let callStack = chain.subscriber?.callStack {
                lines += callStack.map { "    | " + $0 }
            }
            lines.append("  " + chain.text)
            lines += branchLines(chain.branches, indent: "  ")
        }
        for source in snapshot.shared {
            lines.append("")
            lines.append("#\(source.number) \(source.name), \(source.subscriberCount) subscribers")
            if let text = source.text {
                lines.append("  " + text)
                lines += branchLines(source.branches, indent: "  ")
            }
        }
        if snapshot.detachedScheduledWork > 0 {
            let count = snapshot.detachedScheduledWork
            lines.append("")
            lines.append(
                "and \(count) scheduled action\(count == 1 ? "" : "s") pending that no recorded stage made while subscribing (timers set while handling an event)"
            )
        }
        return lines.joined(separator: "\n")
    }

    @_optimize(none)
    private var summary: String {
        let chains = snapshot.chains.count
        var text = chains == 0 ? "No live subscriptions" : "\(chains) live subscription chain\(chains == 1 ? "" : "s")"
        if !snapshot.shared.isEmpty {
            text += ", \(snapshot.shared.count) shared source\(snapshot.shared.count == 1 ? "" : "s")"
        }
        if let scope = snapshot.scope { text += " (\(scope))" }
        return text
    }

    @_optimize(none)
    private func header(_ chain: SubscriptionSnapshot.Chain) -> String {
        guard let subscriber = chain.subscriber else {
            return "stages whose downstream has ended (being torn down, or held by something else)"
        }
        var text =
            "\(subscriber.call) at \(subscriber.site) · \(subscriber.thread) · \(Self.format(subscriber.subscribedAt))"
        if chain.isDisposed { text += " · disposed, but still alive" }
        return text
    }

    @_optimize(none)
    private func branchLines(_ branches: [SubscriptionSnapshot.Branch], indent: String) -> [String] {
        var lines: [String] = []
        for (index, branch) in branches.enumerated() {
            let isLast = index == branches.count - 1
            lines.append(indent + (isLast ? "└─ " : "├─ ") + "into \(branch.into): \(branch.text)")
            lines += branchLines(branch.branches, indent: indent + (isLast ? "   " : "│  "))
        }
        return lines
    }

    /// `10:42:01.233`, local time.
    @_optimize(none)
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "HH:mm:ss.SSS"
        return formatter.string(from: date)
    }
}
