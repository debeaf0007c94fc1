import Foundation
import Streams
import StreamsTest
import XCTest

private struct Item: Codable, Equatable {
    let id: Int
}

private func json(_ text: String) -> Data { Data(text.utf8) }

final class DecodeTests: LeakCheckingTestCase {
    func testDecodeDecodesEachDataElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id":1}"#)), .next(220, json(#"{"id":2}"#)), .completed(250),
        ])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Item(id: 1)), .next(220, Item(id: 2)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodeForwardsUpstreamError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id":1}"#)), .error(250, TransformingTestError.upstream),
        ])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Item(id: 1)), .error(250, TransformingTestError.upstream)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testDecodeErrorEndsTheSequenceAndDisposesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id":1}"#)), .next(220, json(#"{"name":"x"}"#)), .next(230, json(#"{"id":3}"#)),
        ])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events.count, 2)
        XCTAssertEqual(result.events.first, .next(210, Item(id: 1)))
        XCTAssertEqual(result.events.last?.time, 220)
        XCTAssertTrue(
            result.events.last?.value.error is DecodingError,
            "expected a DecodingError, got \(String(describing: result.events.last))")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDecodeDisposalMidStreamUnsubscribesUpstream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, json(#"{"id":1}"#)), .next(240, json(#"{"id":2}"#))])
        let result = scheduler.start(disposed: 230) { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Item(id: 1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDecodeResubscriptionRunsIndependently() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, json(#"{"id":7}"#)), .completed(20)])
        let decoded = xs.decode(type: Item.self, decoder: JSONDecoder())
        let first = scheduler.recordSubscription(to: decoded, at: 200)
        let second = scheduler.recordSubscription(to: decoded, at: 300)
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, Item(id: 7)), .completed(220)])
        XCTAssertEqual(second.events, [.next(310, Item(id: 7)), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func testDecodeWithPropertyListDecoder() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let encoded = try PropertyListEncoder().encode(Item(id: 5))
        let xs = scheduler.createHotObservable([.next(210, encoded), .completed(250)])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: PropertyListDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Item(id: 5)), .completed(250)])
    }

    func testDecodeAcceptsAnyDataDecoder() {
        struct FixedDecoder: DataDecoder {
            func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
                try JSONDecoder().decode(type, from: Data(#"{"id":\#(data.count)}"#.utf8))
            }
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Data([1, 2, 3])), .completed(250)])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: FixedDecoder()) }
        XCTAssertEqual(result.events, [.next(210, Item(id: 3)), .completed(250)])
    }

    func testDecodeDiagram() {
        // The diagram of `decode`'s doc comment.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a--b--|", values: ["a": json(#"{"id":1}"#), "b": json(#"{"id":2}"#)])
        let result = scheduler.start { xs.decode(type: Item.self, decoder: JSONDecoder()) }
        XCTAssertMarbles(result, "--A--B--|", values: ["A": Item(id: 1), "B": Item(id: 2)])
    }
}
