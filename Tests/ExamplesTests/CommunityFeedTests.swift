import Examples
import Streams
import StreamsTest
import XCTest

final class CommunityFeedTests: LeakCheckingTestCase {
    private typealias Feed = CommunityFeedViewModel

    /// 100 ms per tick: the 300 ms throttle is 3 ticks, the fake server's 500 ms latency 5.
    private func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.1)
    }

    private func makeAPI(_ scheduler: TestScheduler, invLog: Int = 5, detective: Int = 3) -> FakeCommunityAPI {
        FakeCommunityAPI(
            boards: [
                .invLogBoard: FakeCommunityAPI.board(.invLogBoard, count: invLog, firstID: 1),
                .detectiveMateBoard: FakeCommunityAPI.board(.detectiveMateBoard, count: detective, firstID: 101),
            ], pageSize: 2, latency: .milliseconds(500), scheduler: scheduler)
    }

    private struct Inputs {
        let segment: TestableObservable<Int>
        let pull: TestableObservable<Void>
        let more: TestableObservable<Void>

        var input: Feed.Input {
            Feed.Input(
                segmentIndexChanged: segment.asObservable(), pullToRefresh: pull.asObservable(),
                fetchMore: more.asObservable())
        }
    }

    private func inputs(_ scheduler: TestScheduler, segment: String = "-", pull: String = "-", more: String = "-")
        -> Inputs
    {
        Inputs(
            segment: scheduler.createHotObservable(segment, values: ["0": 0, "1": 1, "9": 9]),
            pull: scheduler.createHotObservable(pull, values: ["p": ()]),
            more: scheduler.createHotObservable(more, values: ["m": ()])
        )
    }

    private func ids(_ data: [CommunitySectionType: [CommunitySection]], _ category: CommunitySectionType) -> [Int] {
        (data[category] ?? []).map(\.model.id)
    }

    /// The ids of the investment-log posts the feed shows.
    private func invLogIDs(_ output: Feed.Output) -> Driver<[Int]> {
        output.currentCellData.map { [self] in ids($0, .invLogBoard) }
    }

    /// Builds the feed over `feed`, subscribes what `drive` returns at 200 (the diagrams start
    /// one frame later), runs the clock to 400 and disposes it.
    private func run(
        _ scheduler: TestScheduler, api: FakeCommunityAPI, _ feed: Inputs,
        drive: @escaping (Feed.Output) -> [Disposable]
    ) {
        let output = Feed(api: api, scheduler: scheduler).transform(feed.input)
        var bag = DisposeBag()
        scheduler.scheduleAt(200) {
            for subscription in drive(output) { bag.insert(subscription) }
        }
        scheduler.advanceTo(400)
        bag = DisposeBag()
    }

    // MARK: The shared-trigger pitfall: any subscription order loads the first board

    func testTheFirstBoardLoadsWhateverOrderTheOutputsAreDrivenIn() {
        let names = [
            "sectionName", "selectedCategory", "currentCellData", "isUpdating", "isLoadingMore", "isEndOfList",
        ]
        // Every order once; half of them bound at one instant, half one tick apart.
        for (number, order) in permutations(Array(names.indices)).enumerated() {
            do {
                let spacing = number % 2
                let scheduler = makeScheduler()
                SharingScheduler.mock(scheduler: scheduler) {
                    let api = makeAPI(scheduler)
                    let output = Feed(api: api, scheduler: scheduler).transform(inputs(scheduler).input)
                    var cells: [CommunitySectionType: [CommunitySection]] = [:]
                    var updating: [Bool] = []
                    var subscriptions: [Disposable] = []
                    for (position, index) in order.enumerated() {
                        scheduler.scheduleAt(200 + position * spacing) {
                            switch index {
                            case 0: subscriptions.append(output.sectionName.drive())
                            case 1: subscriptions.append(output.selectedCategory.drive())
                            case 2: subscriptions.append(output.currentCellData.drive(onNext: { cells = $0 }))
                            case 3: subscriptions.append(output.isUpdating.drive(onNext: { updating.append($0) }))
                            case 4: subscriptions.append(output.isLoadingMore.drive())
                            default: subscriptions.append(output.isEndOfList.drive())
                            }
                        }
                    }
                    scheduler.advanceTo(300)
                    subscriptions.forEach { $0.dispose() }
                    let label = order.map { names[$0] }.joined(separator: ", ") + " (spacing \(spacing))"
                    XCTAssertEqual(ids(cells, .invLogBoard), [1, 2], label)
                    XCTAssertEqual(updating.last, false, label)
                    XCTAssertTrue(updating.contains(true), label)
                    XCTAssertEqual(api.requests, [.init(.invLogBoard, page: 1)], "one fetch for all outputs: \(label)")
                }
            }
        }
    }

    // MARK: Marble tests of the outputs
    //
    // The outputs are Drivers: under `SharingScheduler.mock` they deliver on the TestScheduler,
    // one element per tick after the state changed (RxCocoa's observe(on:) timing), so each
    // diagram starts one frame after the subscription at 200.

    func testTheInitialLoadOverTime() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let updating = scheduler.createObserver(Bool.self)
            let posts = scheduler.createObserver([Int].self)
            run(scheduler, api: makeAPI(scheduler), inputs(scheduler)) { [self] output in
                [output.isUpdating.drive(updating), invLogIDs(output).drive(posts)]
            }
            XCTAssertEqual(updating.marbles(values: ["f": false, "t": true]), "-ft---f")
            XCTAssertEqual(posts.marbles(values: ["0": [], "a": [1, 2]]), "-0----a")
        }
    }

    func testInfiniteScrollLoadsEachPageOnceUntilTheEnd() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 5)
            let feed = inputs(scheduler, more: "--m-------m-m---m------m---m")
            let posts = scheduler.createObserver([Int].self)
            let loadingMore = scheduler.createObserver(Bool.self)
            let atEnd = scheduler.createObserver(Bool.self)
            run(scheduler, api: api, feed) { [self] output in
                [
                    invLogIDs(output).drive(posts), output.isLoadingMore.drive(loadingMore),
                    output.isEndOfList.drive(atEnd),
                ]
            }
            // 202: too early (the first page is still loading); 210: page 2; 212: ignored (page 2
            // is loading); 216: page 3, the last; 223 and 227: past the end.
            XCTAssertEqual(
                posts.marbles(values: ["0": [], "a": [1, 2], "b": [1, 2, 3, 4], "c": [1, 2, 3, 4, 5]]),
                "-0----a---------b-----c")
            XCTAssertEqual(loadingMore.marbles(values: ["f": false, "t": true]), "-f---------t----ft----f")
            XCTAssertEqual(atEnd.marbles(values: ["f": false, "t": true]), "-f--------------------t")
            XCTAssertEqual(
                api.requests,
                [.init(.invLogBoard, page: 1), .init(.invLogBoard, page: 2), .init(.invLogBoard, page: 3)])
        }
    }

    func testPullToRefreshIsThrottledAndStartsPagingOver() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 5)
            let feed = inputs(scheduler, pull: "------------pp-p----------", more: "-------m")
            let posts = scheduler.createObserver([Int].self)
            let updating = scheduler.createObserver(Bool.self)
            run(scheduler, api: api, feed) { [self] output in
                [invLogIDs(output).drive(posts), output.isUpdating.drive(updating)]
            }
            XCTAssertEqual(
                posts.marbles(values: ["0": [], "a": [1, 2], "b": [1, 2, 3, 4]]), "-0----a------b-------a")
            // Subscribed second, isUpdating starts with the replayed state: already refreshing.
            XCTAssertEqual(updating.marbles(values: ["f": false, "t": true]), "-t----f------t-------f")
            // 212 passes the throttle; 213 and 215 fall in its window, the latest (215) is sent at
            // 215 and cancels the fetch of 212.
            XCTAssertEqual(
                api.requests.map(\.description),
                ["invLogBoard p1", "invLogBoard p2", "invLogBoard p1", "invLogBoard p1"])
        }
    }

    func testChangingTheSegmentLoadsThatBoard() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler)
            let feed = inputs(scheduler, segment: "----------1---------9")
            let selected = scheduler.createObserver(CommunitySectionType.self)
            let cells = scheduler.createObserver([CommunitySectionType: [CommunitySection]].self)
            let names = scheduler.createObserver([String].self)
            run(scheduler, api: api, feed) { output in
                [
                    output.selectedCategory.drive(selected), output.currentCellData.drive(cells),
                    output.sectionName.drive(names),
                ]
            }
            XCTAssertEqual(
                selected.marbles(values: ["i": .invLogBoard, "d": .detectiveMateBoard]), "-i---------d---------i")
            XCTAssertEqual(names.events, [.next(201, ["Investment log", "Detective mates"]), .completed(201)])
            let last = cells.events.last?.value.element ?? [:]
            XCTAssertEqual(ids(last, .invLogBoard), [1, 2])
            XCTAssertEqual(ids(last, .detectiveMateBoard), [101, 102])
            XCTAssertEqual(last[.invLogBoard]?.first?.items, ["img1"])
            XCTAssertEqual(
                api.requests.map(\.description), ["invLogBoard p1", "detectiveMateBoard p1", "invLogBoard p1"])
        }
    }

    func testARefreshDropsAPageOfTheOldList() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 6)
            // Page 2 is requested at 207 and would answer slowly, at 222; the pull at 209
            // refreshes the list at 214, so that page belongs to the old list: its request is
            // cancelled then, and scrolling at 215 asks for the new list's page 2 at once (221);
            // scrolling at 223 asks for page 3 (229).
            scheduler.scheduleAt(206) { api.slowDownNextRequest(by: .seconds(1)) }
            let feed = inputs(scheduler, pull: "---------p", more: "-------m-------m-------m")
            let posts = scheduler.createObserver([Int].self)
            run(scheduler, api: api, feed) { [self] output in [invLogIDs(output).drive(posts)] }
            XCTAssertEqual(
                posts.marbles(values: ["0": [], "a": [1, 2], "b": [1, 2, 3, 4], "c": [1, 2, 3, 4, 5, 6]]),
                "-0----a--------------b-------c")
            XCTAssertEqual(
                api.requests.map(\.description),
                ["invLogBoard p1", "invLogBoard p2", "invLogBoard p1", "invLogBoard p2", "invLogBoard p3"])
        }
    }

    func testAPageInFlightSurvivesARefreshThatFails() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 6)
            // As above, but the refresh fails: the list is still the one page 2 belongs to, so
            // that page is kept (223), the scroll at 215 is ignored while it loads, and the one
            // at 223 asks for page 3 (229).
            scheduler.scheduleAt(206) { api.slowDownNextRequest(by: .seconds(1)) }
            scheduler.scheduleAt(208) { api.failNextRequest("offline") }
            let feed = inputs(scheduler, pull: "---------p", more: "-------m-------m-------m")
            let posts = scheduler.createObserver([Int].self)
            run(scheduler, api: api, feed) { [self] output in [invLogIDs(output).drive(posts)] }
            XCTAssertEqual(
                posts.marbles(values: ["0": [], "a": [1, 2], "b": [1, 2, 3, 4], "c": [1, 2, 3, 4, 5, 6]]),
                "-0----a----------------b-----c")
            XCTAssertEqual(
                api.requests.map(\.description),
                ["invLogBoard p1", "invLogBoard p2", "invLogBoard p1", "invLogBoard p3"])
        }
    }

    func testFailuresEndTheSpinnerAndAFailedPageCanBeRetried() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 4)
            api.failNextRequest("offline")
            let feed = inputs(scheduler, pull: "-------p", more: "---------------m-------m")
            let posts = scheduler.createObserver([Int].self)
            let updating = scheduler.createObserver(Bool.self)
            scheduler.scheduleAt(214) { api.failNextRequest("timeout") }
            run(scheduler, api: api, feed) { [self] output in
                [invLogIDs(output).drive(posts), output.isUpdating.drive(updating)]
            }
            XCTAssertEqual(updating.marbles(values: ["f": false, "t": true]), "-t----f-t----f")
            XCTAssertEqual(
                posts.marbles(values: ["0": [], "a": [1, 2], "b": [1, 2, 3, 4]]), "-0-----------a---------------b")
            XCTAssertEqual(
                api.requests.map(\.description),
                ["invLogBoard p1", "invLogBoard p1", "invLogBoard p2", "invLogBoard p2"])
        }
    }

    func testAPostShiftedOntoTheNextPageIsShownOnce() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 4)
            let feed = inputs(scheduler, more: "----------m")
            let posts = scheduler.createObserver([Int].self)
            scheduler.scheduleAt(208) { api.prepend([CommunityModel(id: 50, title: "new")], to: .invLogBoard) }
            run(scheduler, api: api, feed) { [self] output in [invLogIDs(output).drive(posts)] }
            // Page 2 is now [2, 3]: post 2 is already shown.
            XCTAssertEqual(posts.events.last?.value.element, [1, 2, 3])
        }
    }

    func testABurstOfScrollTriggersAsksForThePageOnce() {
        let scheduler = makeScheduler()
        SharingScheduler.mock(scheduler: scheduler) {
            let api = makeAPI(scheduler, invLog: 5)
            let feed = inputs(scheduler, more: "-------mmm")
            run(scheduler, api: api, feed) { output in [output.currentCellData.drive()] }
            XCTAssertEqual(api.requests.map(\.description), ["invLogBoard p1", "invLogBoard p2"])
        }
    }
}

/// Every ordering of `elements`.
func permutations<T>(_ elements: [T]) -> [[T]] {
    guard elements.count > 1 else { return [elements] }
    return elements.indices.flatMap { index -> [[T]] in
        var rest = elements
        let first = rest.remove(at: index)
        return permutations(rest).map { [first] + $0 }
    }
}
