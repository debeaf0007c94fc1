import Examples
import Foundation
import Streams
import StreamsInspector

/// `swift run Playground trace [milliseconds per column]`: the community feed screen running
/// for real — its view model on the main scheduler and the wall clock, its fake server answering
/// 400 ms after a request — pulled to refresh along a script, with the refresh path traced by a
/// `MarbleTrace` and drawn as marble diagrams. The feed throttles refreshes to one per 300 ms
/// and cancels a page fetch when a newer refresh starts (`flatMapLatest`): the trace shows both.
enum TraceCommand {
    static let usage = "usage: Playground trace [milliseconds per column, 50 by default]"

    /// When the script pulls to refresh, in milliseconds from the start.
    static let pulls = [100, 150, 200, 250, 1_000]
    /// How long the screen runs, in milliseconds from the start.
    static let duration = 1_600
    /// The fake server's answer time.
    static let latency = 400

    /// Runs the feed and returns the lines to print; throws a `CommandFailure` for a
    /// bad argument.
    static func run(_ arguments: [String]) throws -> [String] {
        guard arguments.count <= 1 else { throw CommandFailure(usage, status: 2) }
        let column = try arguments.first.map(columnMilliseconds) ?? 50
        let trace = MarbleTrace()
        let finalFrame = runFeed(tracing: trace)
        return [
            "The community feed, running on the main scheduler and the wall clock for \(duration) ms.",
            "Refreshes are throttled to one per 300 ms; a newer refresh cancels the fetch in flight;",
            "the server answers \(latency) ms after a request. Pull to refresh at \(pulls.map(String.init).joined(separator: ", ")) ms.",
            "",
        ] + finalFrame + [""]
            + trace.render(resolution: .milliseconds(column)).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    private static func columnMilliseconds(_ text: String) throws -> Int {
        guard let value = Int(text), value > 0 else {
            throw CommandFailure(
                "bad resolution '\(text)': expected a whole number of milliseconds per column, at least 1\n\(usage)",
                status: 2)
        }
        return value
    }

    /// Runs the screen along the script on the main run loop, then closes it (its subscriptions
    /// are disposed, which the trace records); returns its last frame.
    private static func runFeed(tracing trace: MarbleTrace) -> [String] {
        var screen: CommunityFeedScreen? = CommunityFeedScreen(
            scheduler: MainScheduler.instance, latency: .milliseconds(latency), trace: trace)
        screen?.start()
        let script = Observable.merge(
            pulls.map { Observable<Int>.timer(.milliseconds($0), scheduler: MainScheduler.instance) }
        )
        .subscribe(onNext: { _ in _ = screen?.handle("r") })
        RunLoop.main.run(until: Date().addingTimeInterval(Double(duration) / 1_000))
        script.dispose()
        let frame = screen?.render() ?? []
        screen = nil
        return frame
    }
}
