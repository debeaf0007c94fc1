import Streams
import StreamsTest
import XCTest

/// Errors the filtering-operator tests send upstream or throw from closures.
enum FilteringError: Error, Equatable {
    case upstream
    case thrown
}

/// Subscribes `observable` once at each of `times` and disposes every subscription at
/// `disposed`; runs the scheduler and returns one recorder per subscription.
func filteringSubscribeRepeatedly<Element>(
    _ observable: Observable<Element>, on scheduler: TestScheduler, at times: [TestTime], disposed: TestTime = 1000
) -> [TestableObserver<Element>] {
    let observers = times.map { _ in scheduler.createObserver(Element.self) }
    var subscriptions: [Disposable] = []
    for (time, observer) in zip(times, observers) {
        scheduler.scheduleAt(time) { subscriptions.append(observable.subscribe(observer)) }
    }
    scheduler.scheduleAt(disposed) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    return observers
}
