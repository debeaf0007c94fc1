import Examples
import Streams
import StreamsArchitecture
import StreamsArchitectureTest
import StreamsTest
import XCTest

final class WaitingListTests: LeakCheckingTestCase {
    private let alice = Waiting(id: 1, customerName: "Alice", partySize: 2)
    private let bob = Waiting(id: 2, customerName: "Bob", partySize: 4)
    private let carol = Waiting(id: 3, customerName: "Carol", partySize: 1)

    // MARK: The pure cycle

    func testReduceIsPure() {
        XCTAssertEqual(WaitingList.reduce(state: .idle, intent: .loadList), .loading)
        XCTAssertEqual(WaitingList.reduce(state: .loaded([alice]), intent: .refresh), .loading)
        XCTAssertEqual(WaitingList.reduce(state: .loading, intent: .loaded([alice, bob])), .loaded([alice, bob]))
        XCTAssertEqual(WaitingList.reduce(state: .loading, intent: .failed("offline")), .error("offline"))
        XCTAssertEqual(WaitingList.reduce(state: .loaded([alice, bob]), intent: .cancelWaiting(id: 1)), .loaded([bob]))
        XCTAssertEqual(WaitingList.reduce(state: .loading, intent: .cancelWaiting(id: 1)), .loading)
    }

    // MARK: Store tests of the intents

    func testLoadingThenCancellingAReservation() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = FakeWaitingAPI(waitings: [alice, bob, carol], latency: .seconds(3), scheduler: scheduler)
        let store = TestStore(initialState: WaitingList.ViewState.idle, reducer: WaitingList.reducer(api: api))
        store.send(.loadList) { $0 = .loading }
        scheduler.advanceTo(3)
        store.receive(.loaded([alice, bob, carol])) { $0 = .loaded([self.alice, self.bob, self.carol]) }
        store.send(.cancelWaiting(id: 1)) { $0 = .loaded([self.bob, self.carol]) }
        scheduler.advanceTo(6)
        store.receive(.loaded([bob, carol]))
        store.finish()
        XCTAssertEqual(api.answeredRequests, ["fetch", "cancel 1"])
    }

    func testAFailedRequestBecomesAnErrorState() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = FakeWaitingAPI(waitings: [alice], scheduler: scheduler)
        api.failNextRequest("The server is busy")
        let store = TestStore(initialState: WaitingList.ViewState.idle, reducer: WaitingList.reducer(api: api))
        store.send(.loadList) { $0 = .loading }
        scheduler.advanceTo(3)
        store.receive(.failed("The server is busy")) { $0 = .error("The server is busy") }
        store.send(.refresh) { $0 = .loading }
        scheduler.advanceTo(6)
        store.receive(.loaded([alice])) { $0 = .loaded([self.alice]) }
        store.finish()
    }

    func testRefreshReplacesTheLoadInFlight() {
        let scheduler = TestScheduler(initialClock: 0)
        let api = FakeWaitingAPI(waitings: [alice], scheduler: scheduler)
        let store = TestStore(initialState: WaitingList.ViewState.idle, reducer: WaitingList.reducer(api: api))
        store.send(.loadList) { $0 = .loading }
        scheduler.advanceTo(2)
        api.setWaitings([alice, bob])
        store.send(.refresh)
        scheduler.advanceTo(10)
        store.receive(.loaded([alice, bob])) { $0 = .loaded([self.alice, self.bob]) }
        store.finish()
        XCTAssertEqual(api.answeredRequests, ["fetch"])
    }

    func testTheIntentLogReplaysTheScreen() {
        let scheduler = TestScheduler(initialClock: 0)
        let model = WaitingListModel(api: FakeWaitingAPI(waitings: [alice, bob], scheduler: scheduler))
        model.send(.loadList)
        scheduler.advanceTo(3)
        model.send(.cancelWaiting(id: 2))
        scheduler.advanceTo(6)
        let log = model.store.actionLog
        XCTAssertEqual(log.actions, [.loadList, .loaded([alice, bob]), .cancelWaiting(id: 2), .loaded([alice])])
        XCTAssertEqual(log.entries.map(\.origin), [.sent, .effect, .sent, .effect])
        XCTAssertEqual(model.store.replayState(through: 2), .loaded([alice, bob]))
        XCTAssertEqual(model.store.replayState(through: 3), .loaded([alice]))
        XCTAssertEqual(model.state, .loaded([alice]))
    }

    // MARK: Marble tests of the output
    //
    // `viewState` is a Driver: on the mocked sharing scheduler it delivers one tick after each
    // change, as RxCocoa's observe(on:) does on a TestScheduler.

    func testTheScreenOverTime() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let model = WaitingListModel(
                api: FakeWaitingAPI(waitings: [alice, bob, carol], latency: .seconds(3), scheduler: scheduler))
            let intents = scheduler.createHotObservable(
                "-l----c-----r------",
                values: ["l": .loadList, "c": .cancelWaiting(id: 1), "r": .refresh] as [Character: WaitingList.Intent])
            let binding = intents.subscribe(onNext: { model.send($0) })
            let screen = scheduler.start { model.viewState }
            binding.dispose()
            XCTAssertEqual(
                screen.marbles(values: [
                    "i": .idle, "l": .loading, "a": .loaded([alice, bob, carol]), "b": .loaded([bob, carol]),
                ]), "-il--a-b-----l--b")
        }
    }

    func testAnErrorOnTheScreen() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let api = FakeWaitingAPI(waitings: [alice], latency: .seconds(2), scheduler: scheduler)
            api.failNextRequest("offline")
            let model = WaitingListModel(api: api)
            let intents = scheduler.createHotObservable(
                "-l---r---", values: ["l": .loadList, "r": .refresh] as [Character: WaitingList.Intent])
            let binding = intents.subscribe(onNext: { model.send($0) })
            let screen = scheduler.start { model.viewState }
            binding.dispose()
            XCTAssertEqual(
                screen.marbles(values: ["i": .idle, "l": .loading, "e": .error("offline"), "a": .loaded([alice])]),
                "-il-e-l-a")
        }
    }
}
