import Foundation
import Streams

/// The waiting list as a text screen: `l` load, `r` refresh, `c <id>` cancel a reservation.
public final class WaitingListScreen: TerminalScreen {
    public let name = "waiting"
    public let help = ["l load", "r refresh", "c <id> cancel a reservation"]
    private let model: WaitingListModel

    public init(scheduler: any SchedulerType & Sendable, latency: RxTimeInterval = .seconds(1)) {
        model = WaitingListModel(
            api: FakeWaitingAPI(
                waitings: [
                    Waiting(id: 1, customerName: "Kim", partySize: 2),
                    Waiting(id: 2, customerName: "Lee", partySize: 4),
                    Waiting(id: 3, customerName: "Park", partySize: 3),
                ], latency: latency, scheduler: scheduler))
    }

    public var changes: Observable<Void> { model.viewState.map { _ in () }.asObservable() }

    public func start() {}

    public func handle(_ command: String) -> CommandOutcome {
        let parts = command.split(separator: " ")
        switch (parts.first, parts.count) {
        case ("l", 1): model.send(.loadList)
        case ("r", 1): model.send(.refresh)
        case ("c", _):
            guard parts.count == 2, let id = Int(parts[1]) else {
                return .refused("c takes the number of a reservation, e.g. c 2")
            }
            guard case .loaded(let waitings) = model.state else {
                return .refused("no reservation \(id) is shown: l loads the list")
            }
            guard waitings.contains(where: { $0.id == id }) else {
                let shown = waitings.map { "#\($0.id)" }
                return .refused(
                    "no reservation \(id): "
                        + (shown.isEmpty ? "nobody is waiting" : "the list shows \(shown.joined(separator: ", "))"))
            }
            model.send(.cancelWaiting(id: id))
        default: return .unknown
        }
        return .done
    }

    public func render() -> [String] {
        let lines: [String]
        switch model.state {
        case .idle: lines = ["(pull to load)"]
        case .loading: lines = ["loading…"]
        case .loaded(let waitings):
            lines =
                waitings.isEmpty
                ? ["nobody is waiting"] : waitings.map { "#\($0.id) \($0.customerName), party of \($0.partySize)" }
        case .error(let message): lines = ["error: \(message)"]
        }
        return TextBox.draw(title: "Waiting list", lines: lines, width: 34)
    }
}
