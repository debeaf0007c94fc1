import Examples
import Streams
import StreamsTest
import XCTest

/// The community feed's `transform` as it is often first written, on Streams: it proves the
/// pitfall the feed example avoids. The refresh trigger is shared without replay, so the output bound first takes the
/// initial trigger; bound before `currentCellData`, `isUpdating` leaves the board empty.
final class FeedPitfallTests: LeakCheckingTestCase {
    private struct SharedTriggerOutput {
        let currentCellData: Observable<[CommunitySectionType: [CommunityModel]]>
        let isUpdating: Observable<Bool>
    }

    private func sharedTriggerTransform(api: CommunityAPI, scheduler: TestScheduler) -> SharedTriggerOutput {
        let selectedCategory = Observable<Int>.never()
            .map {
                CommunitySectionType.allCases.indices.contains($0) ? CommunitySectionType.allCases[$0] : .invLogBoard
            }
            .startWith(.invLogBoard)
            .share(replay: 1)
        let refreshTrigger = Observable.merge(selectedCategory.map { _ in () }, Observable<Void>.never())
            .throttle(.milliseconds(300), scheduler: scheduler)
            .share()
        let fetchStream =
            refreshTrigger
            .withLatestFrom(selectedCategory)
            .flatMapLatest { category in
                api.fetchPosts(category: category, page: 1).asObservable().map(\.posts).materialize().map {
                    (category, $0)
                }
            }
            .share()
        let isUpdating = Observable.merge(refreshTrigger.map { true }, fetchStream.map { _ in false })
            .startWith(false)
            .distinctUntilChanged()
        let posts =
            fetchStream
            .compactMap { category, event in event.element.map { (category, $0) } }
            .scan([CommunitySectionType: [CommunityModel]]()) { dictionary, update in
                var next = dictionary
                next[update.0] = update.1
                return next
            }
            .startWith([:])
            .share(replay: 1)
        return SharedTriggerOutput(currentCellData: posts, isUpdating: isUpdating)
    }

    private func run(isUpdatingFirst: Bool) -> (posts: [Int], fetches: Int) {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        let api = FakeCommunityAPI(
            boards: [.invLogBoard: FakeCommunityAPI.board(.invLogBoard, count: 3)], scheduler: scheduler)
        let output = sharedTriggerTransform(api: api, scheduler: scheduler)
        var posts: [Int] = []
        var bag = DisposeBag()
        let bindPosts = {
            bag.insert(output.currentCellData.subscribe(onNext: { posts = ($0[.invLogBoard] ?? []).map(\.id) }))
        }
        let bindUpdating = { bag.insert(output.isUpdating.subscribe()) }
        if isUpdatingFirst {
            bindUpdating()
            bindPosts()
        } else {
            bindPosts()
            bindUpdating()
        }
        scheduler.advanceTo(100)
        bag = DisposeBag()
        return (posts, api.requests.count)
    }

    func testBoundWithTheBoardFirstTheBoardLoads() {
        let result = run(isUpdatingFirst: false)
        XCTAssertEqual(result.posts, [1, 2])
        XCTAssertEqual(result.fetches, 1)
    }

    func testBindingIsUpdatingFirstLosesTheInitialLoad() {
        let result = run(isUpdatingFirst: true)
        XCTAssertEqual(result.posts, [], "the initial trigger went to isUpdating only")
        XCTAssertEqual(result.fetches, 0)
    }
}
