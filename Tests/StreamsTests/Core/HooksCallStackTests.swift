import Foundation
import Streams
import StreamsTest
import XCTest

/// `Hooks.recordCallStackOnError`: a subscription made without an error handler while it is on
/// captures its call stack with `Hooks.customCaptureSubscriptionCallstack`, and an unhandled
/// error passes that stack to `Hooks.defaultErrorHandler`.
final class HooksCallStackTests: LeakCheckingTestCase {
    /// Runs `body` with the hooks set as given and returns the call stacks `defaultErrorHandler`
    /// received; every hook is restored afterwards.
    private func unhandledCallStacks(
        recording: Bool, capture: @escaping Hooks.CustomCaptureSubscriptionCallstack, _ body: () -> Void
    ) -> [[String]] {
        // A local `var`, as RxSwift's tests collect: the hooks need not be `@Sendable`.
        var stacks: [[String]] = []
        let previous = (
            Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError
        )
        Hooks.defaultErrorHandler = { callStack, _ in stacks.append(callStack) }
        Hooks.customCaptureSubscriptionCallstack = capture
        Hooks.recordCallStackOnError = recording
        defer {
            (Hooks.defaultErrorHandler, Hooks.customCaptureSubscriptionCallstack, Hooks.recordCallStackOnError) =
                previous
        }
        body()
        return stacks
    }

    func testOffByDefaultAndThenNoStackIsCapturedOrPassed() {
        XCTAssertFalse(Hooks.recordCallStackOnError)
        var captures = 0
        let stacks = unhandledCallStacks(
            recording: false,
            capture: {
                captures += 1
                return ["frame"]
            }
        ) {
            _ = Observable<Int>.error(CoreTestError()).subscribe()
        }
        XCTAssertEqual(stacks, [[]])
        XCTAssertEqual(captures, 0)
    }

    func testTheStackIsCapturedWhenSubscribingAndPassedWhenTheErrorArrives() {
        var frames = ["subscribing"]
        let subject = PublishSubject<Int>()
        let stacks = unhandledCallStacks(recording: true, capture: { frames }) {
            let subscription = subject.subscribe(onNext: { _ in })
            frames.append("after subscribing")
            subject.onError(CoreTestError())
            subscription.dispose()
        }
        XCTAssertEqual(stacks, [["subscribing"]])
    }

    func testASubscriberWithAnErrorHandlerCapturesNothing() {
        var captures = 0
        var handled: [CoreTestError] = []
        let stacks = unhandledCallStacks(
            recording: true,
            capture: {
                captures += 1
                return ["frame"]
            }
        ) {
            _ = Observable<Int>.error(CoreTestError(3)).subscribe(onError: { handled.append($0 as! CoreTestError) })
            _ = Single<Int>.error(CoreTestError(4)).subscribe(onFailure: { handled.append($0 as! CoreTestError) })
        }
        XCTAssertEqual(stacks, [])
        XCTAssertEqual(captures, 0)
        XCTAssertEqual(handled, [CoreTestError(3), CoreTestError(4)])
    }

    func testTraitSubscriptionsWithoutAFailureHandlerPassTheirStack() {
        let stacks = unhandledCallStacks(recording: true, capture: { ["trait frame"] }) {
            _ = Single<Int>.error(CoreTestError()).subscribe(onSuccess: { _ in })
            _ = Maybe<Int>.error(CoreTestError()).subscribe(onSuccess: { _ in })
            _ = Completable.error(CoreTestError()).subscribe(onCompleted: {})
            // As in RxSwift, `subscribe(with:)` always has an error handler (it drops errors
            // while `onError` is nil): nothing reaches the default handler.
            _ = Observable<Int>.error(CoreTestError()).subscribe(with: self, onNext: { _, _ in })
        }
        XCTAssertEqual(stacks, Array(repeating: ["trait frame"], count: 3))
    }

    func testTheDefaultCaptureInADebugBuildIsTheThreadsCallStack() {
        #if DEBUG
        XCTAssertFalse(Hooks.customCaptureSubscriptionCallstack().isEmpty)
        #else
        XCTAssertEqual(Hooks.customCaptureSubscriptionCallstack(), [])
        #endif
    }
}
