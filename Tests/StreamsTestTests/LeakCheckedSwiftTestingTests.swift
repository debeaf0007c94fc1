import Foundation
import Streams
import StreamsTest
import Testing

/// The `.leakChecked` trait and the live-subscription expectations, from Swift Testing. The
/// suite's tests run in parallel: each sees only the subscriptions made in its own scope.
@Suite(.leakChecked) struct LeakCheckedSwiftTestingTests {
    @Test func aTestThatDisposesWhatItSubscribesPasses() async {
        let subject = PublishSubject<Int>()
        let subscription = subject.map { $0 * 2 }.subscribe()
        expectLiveSubscriptions(["PublishSubject<Int> → map → subscribe"])
        subscription.dispose()
        await expectNoLiveSubscriptions()
    }

    @Test func eachParallelTestSeesOnlyItsOwnSubscriptions() async {
        let subject = PublishSubject<String>()
        let bag = DisposeBag()
        subject.filter { !$0.isEmpty }.subscribe().disposed(by: bag)
        expectLiveSubscriptions(["PublishSubject<String> → filter → subscribe"])
    }

    @Test func anInnerSubscriptionMadeOnAnotherThreadBelongsToTheTestThatSubscribedItsChain() async throws {
        let outer = PublishSubject<Int>()
        let inner = PublishSubject<Int>()
        let subscription = outer.flatMap { _ in inner.asObservable() }.subscribe()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                outer.onNext(1)
                continuation.resume()
            }
        }
        let live = try #require(SubscriptionScope.current).snapshot()
        #expect(live.chains.map(\.text) == ["PublishSubject<Int> → flatMap → subscribe"])
        #expect(live.chains.first?.branches.map(\.text) == ["PublishSubject<Int>"])
        subscription.dispose()
    }

    @Test func aLeakingTestIsReportedWithTheChainItLeakedAndWhereItWasSubscribed() async throws {
        let leaked = PublishSubject<Int>()
        let line = #line + 3
        try await withKnownIssue {
            try await LeakCheckTrait(timeout: .milliseconds(50)).provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
                _ = leaked.map { $0 }.subscribe()
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("  PublishSubject<Int> → map → subscribe")
                && text.contains("subscribe(onNext:) at StreamsTestTests/LeakCheckedSwiftTestingTests.swift:\(line)")
        }
        leaked.onCompleted()
    }
}
