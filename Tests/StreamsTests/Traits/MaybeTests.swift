import Streams
import StreamsTest
import XCTest

final class MaybeTests: LeakCheckingTestCase {
    private func outcome(of maybe: Maybe<Int>) -> [String] {
        var log: [String] = []
        _ = maybe.subscribe(
            onSuccess: { log.append("success \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        return log
    }

    func testCreateReportsEachOutcomeOnce() {
        XCTAssertEqual(
            outcome(
                of: Maybe.create { observer in
                    observer(.success(1))
                    observer(.completed)
                    return Disposables.create()
                }), ["success 1", "disposed"])
        XCTAssertEqual(
            outcome(
                of: Maybe.create { observer in
                    observer(.completed)
                    observer(.success(1))
                    return Disposables.create()
                }), ["completed", "disposed"])
        XCTAssertEqual(
            outcome(
                of: Maybe.create { observer in
                    observer(.error(traitError))
                    return Disposables.create()
                }), ["error TraitTestError(1)", "disposed"])
    }

    func testCreateEmitsElementAndCompletionTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Maybe<Int>.create { observer in
                scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    observer(.success(4))
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 4), .completed(210)])
    }

    func testConstructors() {
        XCTAssertEqual(outcome(of: .just(1)), ["success 1", "disposed"])
        XCTAssertEqual(outcome(of: .empty()), ["completed", "disposed"])
        XCTAssertEqual(outcome(of: .error(traitError)), ["error TraitTestError(1)", "disposed"])
        XCTAssertEqual(outcome(of: .never()), [])
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Maybe.just(2, scheduler: scheduler) }.events, [.next(201, 2), .completed(202)])
    }

    func testSubscribeEventObserver() {
        var events: [String] = []
        _ = Maybe<Int>.empty().subscribe { (event: MaybeEvent<Int>) in
            if case .completed = event { events.append("completed") }
        }
        XCTAssertEqual(events, ["completed"])
    }

    func testMapAndFilter() {
        XCTAssertEqual(outcome(of: Maybe.just(2).map { $0 * 3 }), ["success 6", "disposed"])
        XCTAssertEqual(outcome(of: Maybe.just(2).filter { $0 > 2 }), ["completed", "disposed"])
        XCTAssertEqual(
            outcome(of: Maybe.just(2).map { _ -> Int in throw traitError }), ["error TraitTestError(1)", "disposed"])
    }

    func testSubscribeWithObjectPassesTheObject() {
        final class Owner { var received: [Int] = [] }
        let owner = Owner()
        _ = Maybe.just(7).subscribe(with: owner, onSuccess: { owner, element in owner.received.append(element) })
        XCTAssertEqual(owner.received, [7])
    }
}
