import Foundation
import Streams
import StreamsTest
import Testing

/// A view model isolated to the main actor awaits the traits' outcomes and iterates a sequence's
/// elements: the bridges run where their caller runs, so nothing leaves the main actor.
@MainActor
@Suite(.leakChecked) struct MainActorBridgeTests {
    var title = ""

    @Test mutating func aSinglesValueIsAwaitedOnTheMainActor() async throws {
        title = try await Single.just("profile").value
        #expect(title == "profile")
    }

    @Test func aMaybesValueIsAwaitedOnTheMainActor() async throws {
        let element = try await Maybe.just(1).value
        let nothing = try await Maybe<Int>.empty().value
        #expect(element == 1)
        #expect(nothing == nil)
    }

    @Test func aCompletablesValueIsAwaitedOnTheMainActor() async throws {
        try await Completable.empty().value
        await #expect(throws: TestBridgeError.self) { try await Completable.error(TestBridgeError()).value }
    }

    /// The `Single`'s closure is written here, on the main actor, and runs when `value`
    /// subscribes: on the main actor too, or the isolation check would report it.
    @Test func aSingleCompletedFromAnotherThreadIsAwaitedOnTheMainActor() async throws {
        let single = Single<Int>.create { observer in
            let handOff = UncheckedBox(observer)
            Thread.detachNewThread { handOff.value(.success(7)) }
            return Disposables.create()
        }
        let value = try await single.value
        #expect(value == 7)
    }

    /// Under Swift Testing on Linux the main queue runs on worker threads (the runner calls
    /// `dispatchMain()`): main-actor code is on the main queue, not on the main thread, and the
    /// main scheduler runs work at once there as on the main thread.
    @Test func theMainSchedulerRunsWorkAtOnceOnTheMainQueue() {
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        #expect(ran)
    }

    @Test func anObservablesValuesAreIteratedOnTheMainActor() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        #expect(received == [1, 2, 3])
    }

    @Test mutating func anInfalliblesAndADriversValuesAreIteratedOnTheMainActor() async {
        for await element in Infallible.of("a", "b").values {
            title += element
        }
        for await element in Observable.of("c", "d").asDriver(onErrorJustReturn: "?").values {
            title += element
        }
        #expect(title == "abcd")
    }
}

private struct TestBridgeError: Error {}

/// A label that belongs to the main actor, as a UI object does.
@MainActor
private final class Label {
    var text = ""
    func show(_ value: String) { text = value }
}

/// Code that is not isolated hands `drive`, `emit` and `Binder` closures marked `@MainActor`,
/// which touch main-actor state: the compiler accepts them because these run on the main thread.
@Suite struct MainActorClosureTests {
    @Test func driveRunsAMainActorClosureOnTheMainThread() async {
        let label = await MainActor.run { Label() }
        let relay = BehaviorRelay(value: "first")
        let subscription = await MainActor.run { UncheckedSubscription(attaching: relay, to: label) }
        relay.accept("second")
        await Self.mainQueueDrained()
        #expect(await label.text == "second")
        subscription.value.dispose()
    }

    @Test func emitAndBinderRunMainActorClosuresOnTheMainThread() async {
        let label = await MainActor.run { Label() }
        let relay = PublishRelay<String>()
        let subscriptions = await MainActor.run { UncheckedSubscription(emitting: relay, andBinding: label) }
        relay.accept("emitted")
        await Self.mainQueueDrained()
        #expect(await label.text == "emitted, bound")
        subscriptions.value.dispose()
    }

    /// Waits until the main queue has run what was queued on it before.
    static func mainQueueDrained() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}

/// Subscriptions made by code that is not isolated to the main actor, on the main thread (where
/// `drive` must be called), holding closures marked `@MainActor`.
private struct UncheckedSubscription: @unchecked Sendable {
    // @unchecked Sendable: made and disposed by the tests, each subscription once.
    let value: Disposable

    /// `drive` with a `@MainActor` closure that writes the label.
    nonisolated init(attaching relay: BehaviorRelay<String>, to label: Label) {
        value = relay.asDriver().drive(onNext: { @MainActor text in label.text = text })
    }

    /// `emit` with a main actor's method, then a `Binder` whose binding is marked `@MainActor`.
    nonisolated init(emitting relay: PublishRelay<String>, andBinding label: Label) {
        let bound = Binder<String>(label) { @MainActor label, text in label.text += ", \(text)" }
        value = Disposables.create(
            relay.asSignal().emit(onNext: label.show),
            relay.asSignal().map { _ in "bound" }.emit(to: bound))
    }
}
