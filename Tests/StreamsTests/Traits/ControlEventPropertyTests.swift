import Foundation
import Streams
import StreamsTest
import XCTest

final class ControlEventPropertyTests: LeakCheckingTestCase {
    func testControlEventForwardsEventsAndConvertsToDriverAndSignal() {
        let taps = PublishSubject<Void>()
        let event = ControlEvent(events: taps)
        var count = 0
        var signalCount = 0
        let bag = DisposeBag()
        event.asDriver().drive(onNext: { count += 1 }).disposed(by: bag)
        event.asSignal().emit(onNext: { signalCount += 1 }).disposed(by: bag)
        taps.onNext(())
        taps.onNext(())
        XCTAssertEqual(count, 2)
        XCTAssertEqual(signalCount, 2)
    }

    func testControlEventSubscribesOnTheMainThread() {
        let subscribedOnMain = LockedBox<Bool?>(nil)
        let source = Observable<Int>.create { _ in
            subscribedOnMain.withLock { $0 = Thread.isMainThread }
            return Disposables.create()
        }
        let event = ControlEvent(events: source)
        let done = expectation(description: "subscribed")
        let holder = LockedBox<Disposable?>(nil)
        let handOff = UncheckedSendableBox(event)
        Thread.detachNewThread {
            holder.withLock { $0 = handOff.value.subscribe(onNext: { _ in }) }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        let deadline = Date().addingTimeInterval(2)
        while subscribedOnMain.value == nil && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(subscribedOnMain.value, true)
        holder.value?.dispose()
    }

    func testControlPropertyReadsValuesWritesToTheSinkAndReportsChanges() {
        let text = BehaviorRelay<String?>(value: "a")
        let written = LockedBox<[String?]>([])
        let property = ControlProperty(
            values: text.asObservable(),
            valueSink: AnyObserver<String?> { event in
                if case .next(let value) = event { written.withLock { $0.append(value) } }
            })
        var values: [String?] = []
        var changes: [String?] = []
        let bag = DisposeBag()
        property.subscribe(onNext: { values.append($0) }).disposed(by: bag)
        property.changed.subscribe(onNext: { changes.append($0) }).disposed(by: bag)
        text.accept("b")
        Observable.just("typed").bind(to: property).disposed(by: bag)
        XCTAssertEqual(values, ["a", "b"])
        XCTAssertEqual(changes, ["b"])
        XCTAssertEqual(written.value, ["typed"])
    }

    func testControlPropertyOrEmptyAndAsDriver() {
        let text = BehaviorRelay<String?>(value: nil)
        let property = ControlProperty(values: text.asObservable(), valueSink: AnyObserver<String?> { _ in })
        var received: [String] = []
        let subscription = property.orEmpty.asDriver().drive(onNext: { received.append($0) })
        text.accept("x")
        XCTAssertEqual(received, ["", "x"])
        subscription.dispose()
    }

    func testControlPropertyErrorIsReportedNotWritten() {
        let messages = LockedBox<[String]>([])
        let original = Hooks.anomalyHandler
        Hooks.anomalyHandler = { message in messages.withLock { $0.append(message) } }
        defer { Hooks.anomalyHandler = original }
        let written = LockedBox(0)
        let property = ControlProperty(
            values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in written.withLock { $0 += 1 } })
        property.onError(traitError)
        XCTAssertEqual(written.value, 0)
        XCTAssertEqual(messages.value.count, 1)
    }
}
