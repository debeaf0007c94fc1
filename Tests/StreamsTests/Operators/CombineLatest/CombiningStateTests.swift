import StreamsTest
import XCTest

@testable import Streams

/// The combining engine's transitions (`CombiningSink.elementArrived`, `.inputStopped`,
/// `.selectorFailed`, which take `CombiningState` in and out), one at a time, for two inputs: a
/// sink is made for its constants (mode, form, `take`), and nothing is subscribed.
final class CombiningStateTests: LeakCheckingTestCase {
    /// combineLatest's values: each input's latest element.
    typealias Latest = (Int?, Int?)
    /// zip's values: each input's queued elements.
    typealias Queued = ([Int], [Int])

    private var latestEmitter = DeliveryEmitter<CombiningDelivery<String>>()

    private func latestSink(_ form: CombiningForm) -> CombiningSink<Latest, String, String> {
        madeOutsideAnySubscription {
            CombiningSink(
                mode: .latest, form: form, values: (nil, nil), count: 2, take: { "\($0.0!)\($0.1!)" },
                resultSelector: { $0 }, observer: AnyObserver { _ in })
        }
    }

    private func zipSink(_ form: CombiningForm) -> CombiningSink<Queued, String, String> {
        madeOutsideAnySubscription {
            CombiningSink(
                mode: .zip, form: form, values: ([], []), count: 2,
                take: { "\($0.0.removeFirst())\($0.1.removeFirst())" }, resultSelector: { $0 },
                observer: AnyObserver { _ in })
        }
    }

    /// What the transitions delivered since the last call: each snapshot, `completed` or
    /// `error`.
    private func delivered() -> [String] {
        delivered(&latestEmitter)
    }

    private func delivered(_ emitter: inout DeliveryEmitter<CombiningDelivery<String>>) -> [String] {
        emitter.emitted().map { delivery in
            switch delivery {
            case .combine(let snapshot): snapshot
            case .stop(nil): "completed"
            case .stop(.some): "error"
            }
        }
    }

    private func store(_ element: Int, at index: Int) -> (inout Latest) -> Void {
        { values in if index == 0 { values.0 = element } else { values.1 = element } }
    }

    private func queue(_ element: Int, at index: Int) -> (inout Queued) -> Void {
        { values in if index == 0 { values.0.append(element) } else { values.1.append(element) } }
    }

    func testCombineLatestCombinesOnceEveryInputHasEmittedThenOnEveryElement() {
        let sink = latestSink(.arity)
        var state = CombiningState<Latest>(values: (nil, nil), count: 2)
        sink.elementArrived(at: 0, store(1, at: 0), in: &state, &latestEmitter)
        XCTAssertEqual(delivered(), [])
        sink.elementArrived(at: 1, store(2, at: 1), in: &state, &latestEmitter)
        sink.elementArrived(at: 0, store(3, at: 0), in: &state, &latestEmitter)
        XCTAssertEqual(delivered(), ["12", "32"])
        XCTAssertEqual(state.readyCount, 2)
    }

    func testCombineLatestCompletesWhenAnElementCanNeverBeCombined() {
        let sink = latestSink(.arity)
        var state = CombiningState<Latest>(values: (nil, nil), count: 2)
        XCTAssertEqual(printed(sink.inputStopped(at: 1, error: nil, in: &state, &latestEmitter)), "disposeInput")
        XCTAssertEqual(delivered(), [], "one input completing ends nothing")
        sink.elementArrived(at: 0, store(1, at: 0), in: &state, &latestEmitter)
        XCTAssertEqual(delivered(), ["completed"], "input 1 completed without an element")
        XCTAssertEqual(printed(state.phase), "stopped")
    }

    func testTheLastInputCompletingCompletesAndTheFormSaysWhoDisposesIt() {
        for (form, lastAction) in [(CombiningForm.arity, "disposeInput"), (.collection, "none")] {
            let sink = latestSink(form)
            var state = CombiningState<Latest>(values: (nil, nil), count: 2)
            sink.elementArrived(at: 0, store(1, at: 0), in: &state, &latestEmitter)
            sink.elementArrived(at: 1, store(2, at: 1), in: &state, &latestEmitter)
            XCTAssertEqual(printed(sink.inputStopped(at: 0, error: nil, in: &state, &latestEmitter)), "disposeInput")
            XCTAssertEqual(printed(sink.inputStopped(at: 0, error: nil, in: &state, &latestEmitter)), "none")
            XCTAssertEqual(printed(sink.inputStopped(at: 1, error: nil, in: &state, &latestEmitter)), lastAction)
            XCTAssertEqual(delivered(), ["12", "completed"])
        }
    }

    func testAnErrorEndsTheSequenceAndOnlyTheArityFormDisposesTheInputFirst() {
        for (form, action) in [(CombiningForm.arity, "disposeInput"), (.collection, "none")] {
            let sink = latestSink(form)
            var state = CombiningState<Latest>(values: (nil, nil), count: 2)
            XCTAssertEqual(
                printed(sink.inputStopped(at: 0, error: StateTestError(), in: &state, &latestEmitter)), action)
            XCTAssertEqual(delivered(), ["error"])
            XCTAssertEqual(printed(state.phase), "stopped")
        }
    }

    func testZipPairsTheInputsElementsInOrder() {
        let sink = zipSink(.arity)
        var emitter = DeliveryEmitter<CombiningDelivery<String>>()
        var state = CombiningState<Queued>(values: ([], []), count: 2)
        sink.elementArrived(at: 0, queue(1, at: 0), in: &state, &emitter)
        sink.elementArrived(at: 0, queue(2, at: 0), in: &state, &emitter)
        XCTAssertEqual(state.available, [2, 0])
        sink.elementArrived(at: 1, queue(3, at: 1), in: &state, &emitter)
        sink.elementArrived(at: 1, queue(4, at: 1), in: &state, &emitter)
        XCTAssertEqual(delivered(&emitter), ["13", "24"])
        XCTAssertEqual(state.available, [0, 0])
        XCTAssertEqual(state.readyCount, 0)
    }

    func testOnlyTheCollectionFormOfZipCompletesWhenAnElementCanNeverBePaired() {
        for (form, completes) in [(CombiningForm.arity, false), (.collection, true)] {
            let sink = zipSink(form)
            var emitter = DeliveryEmitter<CombiningDelivery<String>>()
            var state = CombiningState<Queued>(values: ([], []), count: 2)
            _ = sink.inputStopped(at: 1, error: nil, in: &state, &emitter)
            sink.elementArrived(at: 0, queue(1, at: 0), in: &state, &emitter)
            XCTAssertEqual(delivered(&emitter), completes ? ["completed"] : [])
            XCTAssertEqual(printed(state.phase), completes ? "stopped" : "running")
        }
    }

    func testNothingHappensOnceTheSelectorFailed() {
        let sink = latestSink(.arity)
        var state = CombiningState<Latest>(values: (nil, nil), count: 2)
        sink.selectorFailed(in: &state)
        XCTAssertEqual(printed(state.phase), "stopped")
        sink.elementArrived(at: 0, store(1, at: 0), in: &state, &latestEmitter)
        XCTAssertEqual(printed(sink.inputStopped(at: 0, error: nil, in: &state, &latestEmitter)), "none")
        XCTAssertEqual(printed(sink.inputStopped(at: 1, error: StateTestError(), in: &state, &latestEmitter)), "none")
        XCTAssertEqual(delivered(), [])
        XCTAssertNil(state.values.0, "not even stored")
    }
}
