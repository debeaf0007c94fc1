// The code of the "Inspecting live subscriptions" article
// (Sources/StreamsInspector/StreamsInspector.docc/InspectingSubscriptions.md), word for word
// inside each `// snippet:` region.
import Foundation
import Streams
import StreamsInspector
import StreamsTest
import XCTest

/// Where `SearchScreen.bind()` subscribes its two chains.
private let shownSubscribeLine = #line + 20
private let countSubscribeLine = #line + 24

/// A search screen's pipeline: queries, one search per query (the newest replaces the one
/// before), the results shared by two subscribers.
private final class SearchScreen {
    let query = PublishSubject<String>()
    let server = PublishSubject<[String]>()
    let disposeBag = DisposeBag()
    var shown: [String] = []
    var count = 0

    func bind() {
        let server = self.server
        // snippet: search-pipeline
        let results = query
            .filter { !$0.isEmpty }
            .flatMapLatest { query in server.map { $0.filter { $0.hasPrefix(query) } } }
            .share(replay: 1)
        results
            .subscribe(onNext: { [weak self] in self?.shown = $0 })
            .disposed(by: disposeBag)
        results
            .map(\.count)
            .debugName("result count")
            .subscribe(onNext: { [weak self] in self?.count = $0 })
            .disposed(by: disposeBag)
        // snippet end
    }
}

final class InspectingSubscriptionsArticleTests: LeakCheckingTestCase {
    func testTheReportShowsEachChainItsSharedSourceAndTheInnerSubscription() throws {
        let print = PrintedLines()
        var screen: SearchScreen? = SearchScreen()
        // snippet: start-and-report
        SubscriptionInspector.start()             // from a debug menu, a launch argument, a test
        screen?.bind()
        screen?.query.onNext("st")
        print(SubscriptionInspector.report())
        SubscriptionInspector.stop()              // what was recorded stays until it ends
        // snippet end
        let report = try XCTUnwrap(print.lines.first).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(report[0], "2 live subscription chains, 1 shared source")
        XCTAssertTrue(report[2].hasPrefix("subscribe(onNext:) at StreamsInspectorTests/InspectingSubscriptionsArticleTests.swift:"), report[2])
        XCTAssertEqual(report[3], "  share(replay: 1) #1 → subscribe")
        XCTAssertEqual(report[6], "  share(replay: 1) #1 → map ⟨result count⟩ → subscribe")
        XCTAssertEqual(Array(report[8...]), [
            "#1 share(replay: 1), 2 subscribers",
            "  PublishSubject<String> → filter → flatMapLatest → share(replay: 1)",
            "  └─ into flatMapLatest: PublishSubject<[String]> → map",
        ])
        screen = nil
        XCTAssertNoLiveSubscriptions()
    }

    func testTheSnapshotIsTheSameDataAsJSON() throws {
        let print = PrintedLines()
        let screen = SearchScreen()
        screen.bind()
        // snippet: snapshot-as-json
        let snapshot = SubscriptionInspector.snapshot()
        let json = try JSONEncoder().encode(snapshot)             // for a tool
        for chain in snapshot.chains {
            print(chain.text, chain.subscriber?.site ?? "")       // share(replay: 1) #1 → subscribe ...
        }
        // snippet end
        let decoded = try JSONDecoder().decode(SubscriptionSnapshot.self, from: json)
        XCTAssertEqual(decoded, snapshot)
        let chains = SubscriptionScope.current!.snapshot().chains.map(\.text)
        XCTAssertEqual(chains, ["share(replay: 1) #1 → subscribe", "share(replay: 1) #1 → map ⟨result count⟩ → subscribe"])
        XCTAssertEqual(print.lines, [
            "share(replay: 1) #1 → subscribe StreamsInspectorTests/InspectingSubscriptionsArticleTests.swift:\(shownSubscribeLine)",
            "share(replay: 1) #1 → map ⟨result count⟩ → subscribe StreamsInspectorTests/InspectingSubscriptionsArticleTests.swift:\(countSubscribeLine)",
        ])
    }

    func testAScopeSeesOnlyWhatWasSubscribedInIt() {
        let print = PrintedLines()
        let outside = PublishSubject<Int>().subscribe()
        let screen = SearchScreen()
        // snippet: scope
        let checkout = SubscriptionScope("search screen")
        checkout.run { screen.bind() }
        print(checkout.snapshot().report)         // only the screen's chains
        // snippet end
        XCTAssertEqual(checkout.snapshot().chains.count, 2)
        XCTAssertEqual(print.lines.count, 1)
        XCTAssertEqual(print.lines.first?.split(separator: "\n").first, "2 live subscription chains, 1 shared source (search screen)")
        outside.dispose()
    }
}
