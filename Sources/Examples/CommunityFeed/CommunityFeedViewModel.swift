import Dispatch
import Streams
import StreamsArchitecture
import StreamsInspector

/// The community feed: `transform(Input) -> Output`, one state folded with `scan` from a
/// `Mutation` enum, outputs the view cannot write to, and infinite scroll: pages, the end of the
/// list, and no page requested twice.
///
/// A common way to write this screen shares its refresh trigger with `share()` and starts it
/// with `startWith`: the first output the view subscribes consumes the initial trigger, so
/// driving `isUpdating` before `currentCellData` leaves the first board empty
/// (`FeedPitfallTests` shows it). Here every output is derived from one
/// state stream shared with `share(replay: 1)`: whichever output the view subscribes first
/// starts the pipeline (and the initial load), and the others get the latest state — the
/// order does not matter. The fetch for a trigger runs once (`flatMapLatest`, its result and
/// failure as values with `materialize`) however many outputs are bound.
public final class CommunityFeedViewModel: ViewModelType {
    public struct Input {
        /// The selected segment's index (out-of-range indices select the first board).
        public let segmentIndexChanged: Observable<Int>
        /// Pull to refresh.
        public let pullToRefresh: Observable<Void>
        /// The list scrolled near its end.
        public let fetchMore: Observable<Void>

        public init(segmentIndexChanged: Observable<Int>, pullToRefresh: Observable<Void>, fetchMore: Observable<Void>)
        {
            self.segmentIndexChanged = segmentIndexChanged
            self.pullToRefresh = pullToRefresh
            self.fetchMore = fetchMore
        }
    }

    /// Drivers: they cannot be written to from outside, never fail, and deliver on the main
    /// thread (on the `SharingScheduler.mock` scheduler in tests).
    public struct Output {
        /// The segment titles.
        public let sectionName: Driver<[String]>
        /// The selected board.
        public let selectedCategory: Driver<CommunitySectionType>
        /// Every board's posts as collection sections (every board has a key).
        public let currentCellData: Driver<[CommunitySectionType: [CommunitySection]]>
        /// A refresh (initial load, segment change, pull to refresh) is in flight.
        public let isUpdating: Driver<Bool>
        /// A next page of the selected board is loading.
        public let isLoadingMore: Driver<Bool>
        /// The selected board has been loaded to its last page.
        public let isEndOfList: Driver<Bool>
    }

    private let api: CommunityAPI
    private let scheduler: SchedulerType
    private let throttleInterval: RxTimeInterval
    private let trace: MarbleTrace?

    /// A view model fetching from `api`; pull to refresh and segment changes are throttled by
    /// `throttle` on `scheduler` (the main scheduler in an app, a `TestScheduler` in tests).
    /// With a `trace`, the refresh path records its timing there: the pulls, the throttled
    /// refreshes and each page fetch (the taps cost nothing without one).
    public init(
        api: CommunityAPI, scheduler: SchedulerType, throttle: RxTimeInterval = .milliseconds(300),
        trace: MarbleTrace? = nil
    ) {
        self.api = api
        self.scheduler = scheduler
        throttleInterval = throttle
        self.trace = trace
    }

    public func transform(_ input: Input) -> Output {
        let api = self.api
        let trace = self.trace

        let selectedCategory = input.segmentIndexChanged
            .map { index -> CommunitySectionType in
                CommunitySectionType.allCases.indices.contains(index)
                    ? CommunitySectionType.allCases[index] : .invLogBoard
            }
            .startWith(.invLogBoard)
            .share(replay: 1)

        // Initial load + segment change + pull to refresh, throttled. Only the state below
        // consumes it, so nothing can steal the initial trigger.
        let refreshTrigger = Observable.merge(
            selectedCategory.map { _ in () }, input.pullToRefresh.trace("pull", into: trace, describe: { "pull" })
        )
        .throttle(throttleInterval, scheduler: scheduler)
        .trace("refresh", into: trace, describe: { "refresh" })

        // One fetch per trigger; a newer trigger cancels the older fetch.
        let refreshMutation =
            refreshTrigger
            .withLatestFrom(selectedCategory)
            .flatMapLatest { category in
                api.fetchPosts(category: category, page: 1)
                    .asObservable()
                    .trace("fetch", into: trace, describe: { "\($0.posts.count) posts" })
                    .materialize()
                    .compactMap { event -> Mutation? in
                        switch event {
                        case .next(let page): return .set(category: category, page: page)
                        case .error: return .refreshFailed
                        case .completed: return nil
                        }
                    }
                    .startWith(.refreshStarted)
            }

        // Paging reads the latest state (which page is next, whether one is loading) through
        // this feedback subject; `flatMapFirst` ignores triggers while a page is loading. A page
        // of a list that a refresh has since replaced (a newer generation) is dropped: its
        // request is cancelled then, so the next scroll asks for the new list's page at once.
        let latestState = ReplaySubject<FeedState>.create(bufferSize: 1)
        let appendMutation = input.fetchMore
            .withLatestFrom(latestState)
            .compactMap { $0.nextPageRequest }
            .flatMapFirst { request in
                api.fetchPosts(category: request.category, page: request.page)
                    .asObservable()
                    .take(until: latestState.filter { $0.boards[request.category]?.generation != request.generation })
                    .materialize()
                    .compactMap { event -> Mutation? in
                        switch event {
                        case .next(let page): return .append(request, page: page)
                        case .error: return .appendFailed(request)
                        case .completed: return nil
                        }
                    }
                    .startWith(.appendStarted(request))
            }

        let state = Observable.merge(
            selectedCategory.map(Mutation.select),
            refreshMutation,
            appendMutation
        )
        .scan(FeedState.initial) { state, mutation in state.applying(mutation) }
        .startWith(.initial)
        .do(onNext: { latestState.onNext($0) })
        .share(replay: 1)

        let emptyBoards = FeedState.initial.cellData
        return Output(
            sectionName: Driver.just(CommunitySectionType.allCases.map(\.name)),
            selectedCategory: state.map(\.selected).distinctUntilChanged().asDriver(onErrorJustReturn: .invLogBoard),
            currentCellData: state.map(\.cellData).distinctUntilChanged().asDriver(onErrorJustReturn: emptyBoards),
            isUpdating: state.map(\.isRefreshing).distinctUntilChanged().asDriver(onErrorJustReturn: false),
            isLoadingMore: state.map { $0.boards[$0.selected]?.loadingPage != nil }.distinctUntilChanged().asDriver(
                onErrorJustReturn: false),
            isEndOfList: state.map { $0.boards[$0.selected]?.isAtEnd ?? false }.distinctUntilChanged().asDriver(
                onErrorJustReturn: false)
        )
    }
}

// MARK: - State

/// A request for the next page of a board, made in one generation of it (a refresh starts a
/// new generation, and pages of an older one are dropped).
struct PageRequest: Equatable {
    let category: CommunitySectionType
    let page: Int
    let generation: Int
}

/// Every change of the feed's state.
enum Mutation {
    case select(CommunitySectionType)
    case refreshStarted
    case set(category: CommunitySectionType, page: CommunityPage)
    case refreshFailed
    case appendStarted(PageRequest)
    case append(PageRequest, page: CommunityPage)
    case appendFailed(PageRequest)
}

struct Board: Equatable {
    var posts: [CommunityModel] = []
    /// The page to load next; `nil` at the end of the list.
    var nextPage: Int? = nil
    var generation = 0
    var hasLoaded = false
    var loadingPage: Int? = nil

    var isAtEnd: Bool { hasLoaded && nextPage == nil }
}

struct FeedState: Equatable {
    var selected: CommunitySectionType = .invLogBoard
    var isRefreshing = false
    var boards: [CommunitySectionType: Board] = Dictionary(
        uniqueKeysWithValues: CommunitySectionType.allCases.map { ($0, Board()) })

    static let initial = FeedState()

    var cellData: [CommunitySectionType: [CommunitySection]] {
        boards.mapValues { board in board.posts.map { CommunitySection(model: $0, items: $0.contentImage) } }
    }

    /// The next page of the selected board, if one may be requested now: loaded at least once,
    /// not at the end, not refreshing, no page already loading.
    var nextPageRequest: PageRequest? {
        guard !isRefreshing, let board = boards[selected], board.hasLoaded, board.loadingPage == nil,
            let page = board.nextPage
        else { return nil }
        return PageRequest(category: selected, page: page, generation: board.generation)
    }

    func applying(_ mutation: Mutation) -> FeedState {
        var next = self
        switch mutation {
        case .select(let category):
            next.selected = category
        case .refreshStarted:
            next.isRefreshing = true
        case .set(let category, let page):
            next.isRefreshing = false
            next.boards[category, default: Board()] = Board(
                posts: page.posts,
                nextPage: page.nextPage,
                generation: (boards[category]?.generation ?? 0) + 1,
                hasLoaded: true
            )
        case .refreshFailed:
            next.isRefreshing = false
        case .appendStarted(let request):
            next.boards[request.category, default: Board()].loadingPage = request.page
        case .append(let request, let page):
            guard var board = boards[request.category], board.generation == request.generation else { return self }
            let known = Set(board.posts.map(\.id))
            // Pages shift when posts arrive at the top; never show a post twice.
            board.posts += page.posts.filter { !known.contains($0.id) }
            board.nextPage = page.nextPage
            board.loadingPage = nil
            next.boards[request.category] = board
        case .appendFailed(let request):
            guard boards[request.category]?.generation == request.generation else { return self }
            next.boards[request.category]?.loadingPage = nil
        }
        return next
    }
}
