import Foundation
import Streams
import StreamsInspector
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

    /// The issue goes to the test itself, at its own location, naming the chain and the line
    /// that subscribed it.
    @Test func aLeakingTestIsReportedAtTheTestWithTheChainItLeakedAndWhereItWasSubscribed() async throws {
        let leaked = PublishSubject<Int>()
        let test = try #require(Test.current)
        let line = #line + 3
        let reported = try await TestFailure.capturing {
            try await LeakCheckTrait(timeout: 0.05).provideScope(for: test, testCase: Test.Case.current) {
                _ = leaked.map { $0 }.subscribe()
            }
        }
        leaked.onCompleted()
        let place = test.sourceLocation
        #expect(
            reported.map(\.location) == [
                TestFailure.Location(
                    fileID: place.fileID, filePath: place.filePath, line: UInt(place.line), column: UInt(place.column))
            ])
        #expect(reported.map(\.framework) == [.swiftTesting])
        let text = reported.first?.message ?? ""
        #expect(text.hasPrefix("\(test.name) leaked: subscriptions it made are still alive\n"), "\(text)")
        #expect(text.contains("\n  PublishSubject<Int> → map → subscribe"), "\(text)")
        #expect(
            text.contains("subscribe(onNext:) at StreamsTestTests/LeakCheckedSwiftTestingTests.swift:\(line) · "),
            "\(text)")
    }

    /// The timeout is in seconds at every OS version, and a `Duration` from macOS 13 and iOS 16.
    @Test func theTimeoutIsGivenInSecondsOrAsADuration() {
        #expect(LeakCheckTrait().timeout == 1)
        #expect(LeakCheckTrait.leakChecked(timeout: 2.5).timeout == 2.5)
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            #expect(LeakCheckTrait.leakChecked(timeout: .milliseconds(1_500)).timeout == 1.5)
            #expect(LeakCheckTrait(timeout: .seconds(3)).timeout == 3)
        }
    }
}
