import Foundation
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import Testing
import XCTest

final class TestStoreTests: LeakCheckingTestCase {
    private var failures: [TestStoreFailure] = []

    private func makeStore(_ scheduler: TestScheduler, initialState: Counter.State = Counter.State()) -> TestStore<
        Counter.State, Counter.Action
    > {
        TestStore(initialState: initialState, reducer: Counter.reducer(scheduler: scheduler), timeout: 0.05) {
            [unowned self] failure in
            self.failures.append(failure)
        }
    }

    func testAnExhaustiveFlowPasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(initialState: Counter.State(), reducer: Counter.reducer(scheduler: scheduler))
        store.send(.increment) { $0.count = 1 }
        store.send(.load(delay: 30)) { $0.isLoading = true }
        scheduler.advanceTo(30)
        store.receive(.loaded(300)) {
            $0.isLoading = false
            $0.count = 300
        }
        store.send(.fanOut)
        store.receive(.note("immediate")) { $0.log = ["immediate"] }
        scheduler.advanceTo(35)
        store.receive(.note("fast")) { $0.log.append("fast") }
        store.receive(.note("slow")) { $0.log.append("slow") }
        store.finish()
    }

    func testAStateMismatchFailsWithADiff() {
        let store = makeStore(TestScheduler(initialClock: 0))
        let line: UInt = #line + 1
        store.send(.add(2)) { $0.count = 3 }
        XCTAssertEqual(failures.map(\.kind), [.stateMismatch])
        XCTAssertEqual(failures.first?.line, line)
        XCTAssertEqual(
            failures.first?.message,
            """
            The state after sending .add(2) does not match the expectation:

                  Counter.State(
                −   count: 3,
                +   count: 2,
                    isLoading: false,
                    log: []
                  )

            (Expected: −, Actual: +)
            """)
        // The store continues from the actual state, so one mistake gives one failure.
        store.send(.increment) { $0.count = 3 }
        XCTAssertEqual(failures.count, 1)
    }

    func testAnUnassertedStateChangeFails() {
        let store = makeStore(TestScheduler(initialClock: 0))
        store.send(.note("hello"))
        XCTAssertEqual(failures.map(\.kind), [.stateMismatch])
        XCTAssertEqual(
            failures.first?.message,
            """
            The state changed after sending .note("hello"), but no change was expected:

                  Counter.State(
                    count: 0,
                    isLoading: false,
                −   log: []
                +   log: [
                +     "hello"
                +   ]
                  )

            (Expected: −, Actual: +)
            """)
    }

    func testReceivingAnotherActionFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.load(delay: 10)) { $0.isLoading = true }
        scheduler.advanceTo(10)
        store.receive(.loaded(99)) {
            $0.isLoading = false
            $0.count = 100
        }
        XCTAssertEqual(failures.map(\.kind), [.unexpectedAction])
        XCTAssertEqual(
            failures.first?.message,
            """
            Received an unexpected action:

                − .loaded(99)
                + .loaded(100)

            (Expected: −, Received: +)
            """)
        store.finish()
        XCTAssertEqual(failures.count, 1)
    }

    func testReceivingWhenNothingWasFedBackFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.load(delay: 10)) { $0.isLoading = true }
        store.receive(.loaded(100))
        XCTAssertEqual(failures.map(\.kind), [.noActionReceived])
        XCTAssertEqual(
            failures.first?.message,
            "Expected to receive .loaded(100), but no action was fed back. Still running: effect started by load(delay: 10) (cancellable with id LoadID()). Did you advance the scheduler far enough?"
        )
        store.send(.cancelLoad) { $0.isLoading = false }
        store.finish()
        XCTAssertEqual(failures.count, 1)
    }

    func testActionsNotReceivedFailAtTheNextSendAndAtFinish() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.fanOut)
        store.send(.increment) { $0.count = 1 }
        XCTAssertEqual(failures.map(\.kind), [.unreceivedActions])
        XCTAssertEqual(
            failures.last?.message,
            "1 action(s) fed back by effects were not received before sending .increment:\n  • .note(\"immediate\")")
        scheduler.advanceTo(10)
        store.finish()
        XCTAssertEqual(failures.map(\.kind), [.unreceivedActions, .unreceivedActions])
        XCTAssertEqual(
            failures.last?.message,
            "2 action(s) fed back by effects were not received before finishing:\n  • .note(\"fast\")\n  • .note(\"slow\")"
        )
    }

    func testAnEffectStillRunningAtTheEndFails() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.startTicking(every: 10))
        scheduler.advanceTo(10)
        store.receive(.tick) { $0.count = 1 }
        store.finish()
        XCTAssertEqual(failures.map(\.kind), [.effectsStillRunning])
        XCTAssertEqual(
            failures.first?.message,
            """
            1 effect(s) still running at the end of the test:
              • effect started by startTicking(every: 10) (cancellable with id TickID())
            Advance the scheduler until they end, or cancel them.
            """)
        // finish() cancelled it: nothing more arrives.
        scheduler.advanceTo(100)
        XCTAssertEqual(store.store.actionLog.entries.count, 2)
    }

    func testReceiveWaitsForARunEffect() {
        let store = TestStore(
            initialState: Counter.State(), reducer: Counter.reducer(scheduler: TestScheduler(initialClock: 0)))
        store.send(.runAsync(5)) { $0.isLoading = true }
        store.receive(.loaded(5)) {
            $0.isLoading = false
            $0.count = 5
        }
        store.finish()
    }

    func testAThrowingExpectationFails() {
        struct Oops: Error {}
        let store = makeStore(TestScheduler(initialClock: 0))
        store.send(.increment) { state in
            state.count = 1
            throw Oops()
        }
        XCTAssertEqual(failures.map(\.kind), [.expectationThrew])
        XCTAssertEqual(failures.first?.message, "The expectation for sending .increment threw: Oops()")
    }

    func testReceiveWithAPredicate() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.load(delay: 10)) { $0.isLoading = true }
        scheduler.advanceTo(10)
        store.receive(where: { if case .loaded = $0 { return true } else { return false } }) {
            $0.isLoading = false
            $0.count = 100
        }
        store.finish()
        XCTAssertEqual(failures.map(\.kind), [])
    }

    func testSkippingReceivedActionsTakesTheCurrentState() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = makeStore(scheduler)
        store.send(.fanOut)
        scheduler.advanceTo(10)
        store.skipReceivedActions()
        XCTAssertEqual(store.state.log, ["immediate", "fast", "slow"])
        store.finish()
        XCTAssertEqual(failures.map(\.kind), [])
    }
}

@Suite struct TestStoreSwiftTestingTests {
    @Test func aPassingFlowRecordsNoIssue() {
        let scheduler = TestScheduler(initialClock: 0)
        let store = TestStore(initialState: Counter.State(), reducer: Counter.reducer(scheduler: scheduler))
        store.send(.load(delay: 5)) { $0.isLoading = true }
        scheduler.advanceTo(5)
        store.receive(.loaded(50)) {
            $0.isLoading = false
            $0.count = 50
        }
        store.finish()
    }

    @Test func anIssueIsRecordedAtTheCallInTheTest() {
        let store = TestStore(
            initialState: Counter.State(), reducer: Counter.reducer(scheduler: TestScheduler(initialClock: 0)))
        let line: UInt = #line + 2
        let reported = TestFailure.capturing {
            store.send(.increment) { $0.count = 2 }
        }
        store.finish()
        // Column 23: the call's opening parenthesis, where Swift puts a default `#column`.
        #expect(
            reported.map(\.location) == [
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: line, column: 23)
            ])
        #expect(reported.map(\.framework) == [.swiftTesting])
    }

    @Test func aMismatchIsRecordedAsAnIssue() {
        let reported = TestFailure.capturing {
            let store = TestStore(
                initialState: Counter.State(), reducer: Counter.reducer(scheduler: TestScheduler(initialClock: 0)))
            store.send(.increment) { $0.count = 2 }
        }
        #expect(reported.map(\.framework) == [.swiftTesting])
        #expect(
            reported.first.map { $0.message.contains("−   count: 2,") && $0.message.contains("+   count: 1,") } == true)
    }
}

final class TestStoreDeinitTests: LeakCheckingTestCase {
    func testAStoreThatWasNotFinishedChecksWhenItGoesAway() {
        var failures: [TestStoreFailure] = []
        let scheduler = TestScheduler(initialClock: 0)
        let line: UInt = #line + 2
        do {
            let store = TestStore(
                initialState: Counter.State(), reducer: Counter.reducer(scheduler: scheduler), timeout: 0.01
            ) { failures.append($0) }
            store.send(.fanOut)
        }
        XCTAssertEqual(failures.map(\.kind), [.unreceivedActions, .effectsStillRunning])
        XCTAssertEqual(failures.map(\.line), [line, line])
        scheduler.advanceTo(10)
    }

    func testTheDefaultHandlerReportsAtTheCallInTheTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let creationLine: UInt = #line + 3
        let sendLine: UInt = #line + 4
        let reported = TestFailure.capturing {
            let store = TestStore(
                initialState: Counter.State(), reducer: Counter.reducer(scheduler: scheduler), timeout: 0.01)
            store.send(.add(2)) { $0.count = 3 }
            store.send(.fanOut)
        }
        // The mismatch at the `send`; what the store finds when it goes away unfinished (an
        // action not received, effects still running), at the line that created it. The columns
        // are those of the calls' opening parentheses, where Swift puts a default `#column`.
        XCTAssertEqual(
            reported.map(\.location),
            [
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: sendLine, column: 23),
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: creationLine, column: 34),
                TestFailure.Location(fileID: #fileID, filePath: #filePath, line: creationLine, column: 34),
            ])
        XCTAssert(
            reported.first?.message.contains("The state after sending .add(2) does not match the expectation") == true,
            "\(reported)")
        scheduler.advanceTo(10)
    }
}
