import StreamsTest
import XCTest

@testable import Examples

/// The feed's one place where state changes: the `Mutation` fold of its `scan`, tested as the
/// pure function it is.
final class CommunityFeedStateTests: LeakCheckingTestCase {
    private let page1 = CommunityPage(
        posts: [CommunityModel(id: 1, title: "a"), CommunityModel(id: 2, title: "b")], nextPage: 2)
    private let page2 = CommunityPage(
        posts: [CommunityModel(id: 2, title: "b"), CommunityModel(id: 3, title: "c")], nextPage: nil)

    private func fold(_ mutations: [Mutation], from state: FeedState = .initial) -> FeedState {
        mutations.reduce(state) { $0.applying($1) }
    }

    func testEveryBoardStartsEmptyAndUnloaded() {
        let state = FeedState.initial
        XCTAssertEqual(state.cellData, [.invLogBoard: [], .detectiveMateBoard: []])
        XCTAssertNil(state.nextPageRequest, "no paging before the first page")
    }

    func testARefreshSetsTheFirstPageAndANewGeneration() {
        let state = fold([.refreshStarted, .set(category: .invLogBoard, page: page1)])
        XCTAssertFalse(state.isRefreshing)
        XCTAssertEqual(
            state.boards[.invLogBoard], Board(posts: page1.posts, nextPage: 2, generation: 1, hasLoaded: true))
        XCTAssertEqual(state.nextPageRequest, PageRequest(category: .invLogBoard, page: 2, generation: 1))
    }

    func testAPageIsAskedForOnceAndAppendedWithoutDuplicates() {
        let loaded = fold([.set(category: .invLogBoard, page: page1)])
        let request = PageRequest(category: .invLogBoard, page: 2, generation: 1)
        let loading = loaded.applying(.appendStarted(request))
        XCTAssertNil(loading.nextPageRequest, "a page is loading")
        let appended = loading.applying(.append(request, page: page2))
        XCTAssertEqual(appended.boards[.invLogBoard]?.posts.map(\.id), [1, 2, 3])
        XCTAssertTrue(appended.boards[.invLogBoard]?.isAtEnd == true)
        XCTAssertNil(appended.nextPageRequest, "the end of the list")
    }

    func testAPageOfAnOlderGenerationIsDropped() {
        let request = PageRequest(category: .invLogBoard, page: 2, generation: 1)
        let refreshed = fold([
            .set(category: .invLogBoard, page: page1), .appendStarted(request), .refreshStarted,
            .set(category: .invLogBoard, page: page1),
        ])
        XCTAssertEqual(refreshed.applying(.append(request, page: page2)), refreshed)
        XCTAssertEqual(refreshed.applying(.appendFailed(request)), refreshed)
    }

    func testAFailedPageCanBeAskedForAgain() {
        let request = PageRequest(category: .invLogBoard, page: 2, generation: 1)
        let failed = fold([.set(category: .invLogBoard, page: page1), .appendStarted(request), .appendFailed(request)])
        XCTAssertEqual(failed.nextPageRequest, request)
    }

    func testNoPagingWhileRefreshingOrOnAnotherBoard() {
        let loaded = fold([.set(category: .invLogBoard, page: page1)])
        XCTAssertNil(loaded.applying(.refreshStarted).nextPageRequest)
        XCTAssertNil(loaded.applying(.select(.detectiveMateBoard)).nextPageRequest, "that board has not loaded yet")
        XCTAssertEqual(loaded.applying(.refreshFailed).isRefreshing, false)
    }
}
