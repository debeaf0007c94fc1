// The worked example and the code of the "Checking for leaks" article
// (Sources/StreamsTest/StreamsTest.docc/CheckingForLeaks.md), word for word inside each
// `// snippet:` region: two view models that leak, each found by the leak-checking test case,
// their fixes, and the Swift Testing trait and assertions.
import Foundation
import Streams
import StreamsInspector
@testable import StreamsTest
import Testing
import XCTest

private let greetingSubscribeLine = #line + 9

// snippet: greeting-view-model
final class GreetingViewModel {
    private(set) var greeting = ""

    init(names: Observable<String>) {
        _ = names
            .map { "Hello, \($0)!" }
            .subscribe(onNext: { [weak self] in self?.greeting = $0 })
    }
}
// snippet end

// snippet: fixed-greeting-view-model
final class FixedGreetingViewModel {
    private(set) var greeting = ""
    private let disposeBag = DisposeBag()

    init(names: Observable<String>) {
        names
            .map { "Hello, \($0)!" }
            .subscribe(onNext: { [weak self] in self?.greeting = $0 })
            .disposed(by: disposeBag)
    }
}
// snippet end

private let counterSubscribeLine = #line + 11

// snippet: counter-view-model
final class CounterViewModel {
    let taps = PublishSubject<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        taps
            .scan(0) { count, _ in count + 1 }
            .subscribe(onNext: { self.count = $0 })
            .disposed(by: disposeBag)
    }
}
// snippet end

final class FixedCounterViewModel {
    let taps = PublishSubject<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        // snippet: fixed-counter-subscription
        taps
            .scan(0) { count, _ in count + 1 }
            .subscribe(with: self, onNext: { viewModel, count in viewModel.count = count })
            .disposed(by: disposeBag)
        // snippet end
    }
}

final class CheckingForLeaksArticleTests: LeakCheckingTestCase {
    private var live: SubscriptionSnapshot { SubscriptionScope.current!.snapshot() }

    func testASubscriptionNobodyDisposesOutlivesItsViewModel() throws {
        let names = PublishSubject<String>()
        var viewModel: GreetingViewModel? = GreetingViewModel(names: names)
        weak let released = viewModel
        viewModel = nil
        XCTAssertNil(released, "the view model itself is gone...")

        XCTAssertEqual(live.chains.map(\.text), ["PublishSubject<String> → map → subscribe"], "...but its subscription is not")
        XCTAssertEqual(live.chains.first?.subscriber?.site, "StreamsTestTests/CheckingForLeaksArticleTests.swift:\(greetingSubscribeLine)")
        let failure = try XCTUnwrap(leakFailure(waiting: 0)?.message)
        XCTAssertTrue(failure.hasSuffix("\n" + live.report), "the test's failure shows it")
        XCTAssertTrue(failure.contains("\n1 live subscription chain (\(name))\n\nsubscribe(onNext:) at StreamsTestTests/CheckingForLeaksArticleTests.swift:\(greetingSubscribeLine) · main thread · "), failure)

        // Ending the source ends the subscription; the fix is to dispose it with the view model.
        names.onCompleted()
        XCTAssertNoLiveSubscriptions()
    }

    func testTheFixedGreetingLeavesNothing() {
        let names = PublishSubject<String>()
        var viewModel: FixedGreetingViewModel? = FixedGreetingViewModel(names: names)
        names.onNext("Ada")
        XCTAssertEqual(viewModel?.greeting, "Hello, Ada!")
        viewModel = nil
        XCTAssertNoLiveSubscriptions()
    }

    func testAStrongSelfInItsOwnSubscriptionKeepsTheViewModelAndTheSubscriptionAlive() {
        var viewModel: CounterViewModel? = CounterViewModel()
        weak let leaked = viewModel
        viewModel = nil
        XCTAssertNotNil(leaked, "the view model holds itself through its subscription")

        XCTAssertEqual(live.chains.map(\.text), ["PublishSubject<Void> → scan → subscribe"])
        XCTAssertEqual(live.chains.first?.subscriber?.site, "StreamsTestTests/CheckingForLeaksArticleTests.swift:\(counterSubscribeLine)")

        // Ending the subscription breaks the cycle; the fix is not to hold `self` strongly.
        leaked?.taps.onCompleted()
        XCTAssertNil(leaked)
        XCTAssertNoLiveSubscriptions()
    }

    func testTheFixedCounterLeavesNothing() {
        var viewModel: FixedCounterViewModel? = FixedCounterViewModel()
        viewModel?.taps.onNext(())
        XCTAssertEqual(viewModel?.count, 1)
        weak let released = viewModel
        viewModel = nil
        XCTAssertNil(released)
        XCTAssertNoLiveSubscriptions()
    }

    func testALeakCheckingTestNamesWhatItLeaked() throws {
        var failure: String?
        let line = #line + 3
        do {
            let subject = PublishSubject<Int>()
            let subscription = subject.filter { $0 > 0 }.subscribe()
            failure = leakFailure(waiting: 0)?.message
            subscription.dispose()
        }
        XCTAssertNil(leakFailure(), "nothing is left once the subscription and the test's own objects are gone")
        let lines = try XCTUnwrap(failure).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #if DEBUG
        // The count includes the test's own subject and observable, still alive then.
        XCTAssertTrue(lines[0].hasPrefix("\(name) leaked: Resources.total is ") && lines[0].hasSuffix(" above where it started"), lines[0])
        #else
        XCTAssertEqual(lines[0], "\(name) leaked: subscriptions it made are still alive", "Resources counts in debug builds only")
        #endif
        XCTAssertEqual(lines[1], "1 live subscription chain (\(name))")
        XCTAssertTrue(lines[3].hasPrefix("subscribe(onNext:) at StreamsTestTests/CheckingForLeaksArticleTests.swift:\(line) · main thread · "), lines[3])
        XCTAssertEqual(lines[4], "  PublishSubject<Int> → filter → subscribe")
    }

    func testTheAssertionsNameTheLiveChains() {
        let names = PublishSubject<String>()
        // snippet: live-subscription-assertions
        var viewModel: FixedGreetingViewModel? = FixedGreetingViewModel(names: names)
        XCTAssertLiveSubscriptions(["PublishSubject<String> → map → subscribe"])
        viewModel = nil
        XCTAssertNoLiveSubscriptions("the view model let go of its input")
        // snippet end
        XCTAssertNil(viewModel)
    }
}

// snippet: leak-checked-suite
@Suite(.leakChecked) struct GreetingTests {
    @Test func greetsEachName() async {
        let names = PublishSubject<String>()
        var viewModel: FixedGreetingViewModel? = FixedGreetingViewModel(names: names)
        names.onNext("Ada")
        #expect(viewModel?.greeting == "Hello, Ada!")
        expectLiveSubscriptions(["PublishSubject<String> → map → subscribe"])

        viewModel = nil
        await expectNoLiveSubscriptions()
    }
}
// snippet end
