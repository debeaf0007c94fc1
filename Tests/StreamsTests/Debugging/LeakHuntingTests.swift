import Foundation
import Streams
@testable import StreamsTest
import XCTest

// The README's worked example: two view models that leak, each found with the inspector, and
// their fixes.

/// Leaks through a subscription nobody disposes: the subscription lives as long as its source,
/// long after the view model is gone.
private final class GreetingViewModel {
    static let subscribeLine = #line + 5
    private(set) var greeting = ""

    init(names: Observable<String>) {
        _ = names.map { "Hello, \($0)!" }
            .subscribe(onNext: { [weak self] in self?.greeting = $0 })
    }
}

/// The fix: the subscription ends with the view model's dispose bag.
private final class FixedGreetingViewModel {
    private(set) var greeting = ""
    private let disposeBag = DisposeBag()

    init(names: Observable<String>) {
        names.map { "Hello, \($0)!" }
            .subscribe(onNext: { [weak self] in self?.greeting = $0 })
            .disposed(by: disposeBag)
    }
}

/// Leaks through a strong `self` in its own subscription: the view model holds the subject and
/// the dispose bag, the subscription holds the closure, the closure holds the view model.
private final class CounterViewModel {
    static let subscribeLine = #line + 7
    let taps = PublishSubject<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        taps.scan(0) { count, _ in count + 1 }
            .subscribe(onNext: { self.count = $0 })
            .disposed(by: disposeBag)
    }
}

/// The fix: `subscribe(with:)` holds the view model weakly.
private final class FixedCounterViewModel {
    let taps = PublishSubject<Void>()
    private(set) var count = 0
    private let disposeBag = DisposeBag()

    init() {
        taps.scan(0) { count, _ in count + 1 }
            .subscribe(with: self, onNext: { viewModel, count in viewModel.count = count })
            .disposed(by: disposeBag)
    }
}

final class LeakHuntingTests: LeakCheckingTestCase {
    private var live: SubscriptionSnapshot { SubscriptionScope.current!.snapshot() }

    func testASubscriptionNobodyDisposesOutlivesItsViewModel() {
        let names = PublishSubject<String>()
        var viewModel: GreetingViewModel? = GreetingViewModel(names: names)
        weak let released = viewModel
        viewModel = nil
        XCTAssertNil(released, "the view model itself is gone...")

        XCTAssertEqual(live.chains.map(\.text), ["PublishSubject<String> → map → subscribe"], "...but its subscription is not")
        XCTAssertEqual(live.chains.first?.subscriber?.site, "StreamsTests/LeakHuntingTests.swift:\(GreetingViewModel.subscribeLine)")
        XCTAssertTrue(leakFailure(waiting: 0)?.hasSuffix("\n" + live.report) == true, "the test's failure shows it")

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
        XCTAssertEqual(live.chains.first?.subscriber?.site, "StreamsTests/LeakHuntingTests.swift:\(CounterViewModel.subscribeLine)")

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
            failure = leakFailure(waiting: 0)
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
        XCTAssertTrue(lines[3].hasPrefix("subscribe(onNext:) at StreamsTests/LeakHuntingTests.swift:\(line) · main thread · "), lines[3])
        XCTAssertEqual(lines[4], "  PublishSubject<Int> → filter → subscribe")
    }
}
