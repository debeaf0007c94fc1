import Foundation
import Streams
import StreamsInspector

/// The community feed as a text screen: `0` / `1` select a board, `r` pulls to refresh, `m`
/// scrolls to the end (loads the next page).
public final class CommunityFeedScreen: TerminalScreen {
    public let name = "feed"
    public let help = ["0 / 1 select a board", "r pull to refresh", "m scroll to the end"]
    private let viewModel: CommunityFeedViewModel
    private let segment = PublishSubject<Int>()
    private let pull = PublishSubject<Void>()
    private let more = PublishSubject<Void>()
    private let changed = PublishSubject<Void>()
    private var bag = DisposeBag()

    private var names: [String] = []
    private var selected = CommunitySectionType.invLogBoard
    private var cells: [CommunitySectionType: [CommunitySection]] = [:]
    private var isUpdating = false
    private var isLoadingMore = false
    private var isEndOfList = false

    private let trace: MarbleTrace?

    /// A feed over a fake server with 7 and 4 posts, 3 per page, answering after `latency`.
    /// With a `trace`, the view model's refresh path and the refresh indicator record their
    /// timing there.
    public init(scheduler: SchedulerType, latency: RxTimeInterval = .milliseconds(500), trace: MarbleTrace? = nil) {
        let api = FakeCommunityAPI(
            boards: [
                .invLogBoard: FakeCommunityAPI.board(.invLogBoard, count: 7, firstID: 1),
                .detectiveMateBoard: FakeCommunityAPI.board(.detectiveMateBoard, count: 4, firstID: 101),
            ], pageSize: 3, latency: latency, scheduler: scheduler)
        viewModel = CommunityFeedViewModel(api: api, scheduler: scheduler, trace: trace)
        self.trace = trace
    }

    public var changes: Observable<Void> { changed.asObservable() }

    public func start() {
        let output = viewModel.transform(
            .init(
                segmentIndexChanged: segment.asObservable(), pullToRefresh: pull.asObservable(),
                fetchMore: more.asObservable()))
        // The view drives its outputs one by one, in no particular order.
        bag.insert(
            output.isUpdating.trace("isUpdating", into: trace, describe: { $0 ? "refreshing" : "idle" }).drive(onNext: {
                [weak self] in
                self?.isUpdating = $0
                self?.changed.onNext(())
            }),
            output.sectionName.drive(onNext: { [weak self] in
                self?.names = $0
                self?.changed.onNext(())
            }),
            output.selectedCategory.drive(onNext: { [weak self] in
                self?.selected = $0
                self?.changed.onNext(())
            }),
            output.currentCellData.drive(onNext: { [weak self] in
                self?.cells = $0
                self?.changed.onNext(())
            }),
            output.isLoadingMore.drive(onNext: { [weak self] in
                self?.isLoadingMore = $0
                self?.changed.onNext(())
            }),
            output.isEndOfList.drive(onNext: { [weak self] in
                self?.isEndOfList = $0
                self?.changed.onNext(())
            })
        )
    }

    public func handle(_ command: String) -> CommandOutcome {
        switch command {
        case "0", "1": segment.onNext(Int(command)!)
        case "r": pull.onNext(())
        case "m": more.onNext(())
        default: return .unknown
        }
        return .done
    }

    public func render() -> [String] {
        let tabs = names.enumerated().map { index, name in
            CommunitySectionType.allCases[index] == selected ? "[\(name)]" : " \(name) "
        }.joined(separator: " ")
        var lines = [tabs]
        if isUpdating { lines.append("↻ refreshing…") }
        for section in cells[selected] ?? [] {
            lines.append(
                "• \(section.model.title) (\(section.items.count) image\(section.items.count == 1 ? "" : "s"))")
        }
        if isLoadingMore { lines.append("⋯ loading more") }
        if isEndOfList { lines.append("— end of list —") }
        return TextBox.draw(title: "Community", lines: lines, width: 44)
    }
}
