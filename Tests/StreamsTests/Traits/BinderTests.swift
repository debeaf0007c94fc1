import Foundation
import Streams
import StreamsTest
import XCTest

final class BinderTests: LeakCheckingTestCase {
    final class Label {
        var text: String?
        var texts: [String] = []
    }

    func testBinderAppliesElementsInlineOnTheMainThread() {
        let label = Label()
        let binder = Binder(label) { label, text in label.texts.append(text) }
        let subscription = Observable.of("a", "b").bind(to: binder)
        XCTAssertEqual(label.texts, ["a", "b"])
        subscription.dispose()
    }

    func testBinderFromABackgroundThreadAppliesOnTheMainThread() {
        let label = Label()
        let appliedOnMain = LockedBox<[Bool]>([])
        let done = expectation(description: "bound")
        let binder = Binder(label) { label, text in
            appliedOnMain.withLock { $0.append(Thread.isMainThread) }
            label.texts.append(text)
            if label.texts.count == 3 { done.fulfill() }
        }
        let observer = UncheckedSendableBox(binder)
        Thread.detachNewThread {
            observer.value.onNext("1")
            observer.value.onNext("2")
            observer.value.onNext("3")
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(label.texts, ["1", "2", "3"])
        XCTAssertEqual(appliedOnMain.value, [true, true, true])
    }

    func testBinderHoldsItsTargetWeakly() {
        var label: Label? = Label()
        let binder = Binder(label!) { label, text in label.texts.append(text) }
        let probe = WeakProbe(label)
        label = nil
        XCTAssertNil(probe.object)
        binder.onNext("ignored")
    }

    func testBinderOnACustomSchedulerUsesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.texts.append(text) }
        binder.onNext("x")
        XCTAssertEqual(label.texts, [])
        scheduler.start()
        XCTAssertEqual(label.texts, ["x"])
    }

    func testBinderErrorIsReportedNotApplied() {
        let messages = LockedBox<[String]>([])
        let original = Hooks.anomalyHandler
        Hooks.anomalyHandler = { message in messages.withLock { $0.append(message) } }
        defer { Hooks.anomalyHandler = original }
        let label = Label()
        let binder = Binder(label) { label, text in label.texts.append(text) }
        binder.onError(traitError)
        binder.onCompleted()
        XCTAssertEqual(label.texts, [])
        XCTAssertEqual(messages.value.count, 1)
        XCTAssertTrue(messages.value.first?.contains("Binder") == true)
    }

    func testRxNamespaceOnNSObjectAndKeyPathBinders() {
        final class Field: NSObject {
            var text: String? = nil
        }
        let field = Field()
        let subscription = Observable<String?>.just("hello").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "hello")
        subscription.dispose()
    }

    func testCustomReactiveExtensionsReadThroughRx() {
        let label = Label()
        let subscription = Observable.just("title").bind(to: label.rx.title)
        XCTAssertEqual(label.text, "title")
        XCTAssertTrue(label.rx.base === label)
        XCTAssertTrue(Label.rx == Reactive<Label>.self)
        subscription.dispose()
    }

    func testBindToCurriedBinderAndOnNext() {
        var received: [Int] = []
        let bound = Observable.of(1, 2).bind(to: { source in source.subscribe(onNext: { received.append($0) }) })
        let handler = Observable.of(3).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
        bound.dispose()
        handler.dispose()
    }
}

extension BinderTests.Label: ReactiveCompatible {}

extension Reactive where Base == BinderTests.Label {
    var title: Binder<String> {
        Binder(base) { label, title in label.text = title }
    }
}

/// Observes whether an object is still alive.
final class WeakProbe<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
}
