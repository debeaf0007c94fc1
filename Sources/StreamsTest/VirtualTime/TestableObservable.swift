import Streams

/// A scripted sequence on a `TestScheduler` that records its subscriptions.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: mutable state is in `Locked` storage; subclasses add only immutable
    // properties.
    /// The events it sends, with their ticks: absolute for a hot sequence, counted from each
    /// subscription for a cold one.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// The scheduler it runs on.
    public let testScheduler: TestScheduler
    private let subscriptionLog = Locked<[Subscription]>([])

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        testScheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// When each subscription began and ended, in the order they were made (`Int.max` as the end
    /// of one still subscribed).
    public var subscriptions: [Subscription] { subscriptionLog.value }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("TestableObservable is abstract")
    }

    /// Records a subscription starting now; returns its index in the log.
    func logSubscription() -> Int {
        let now = testScheduler.clock
        return subscriptionLog.withLock { log in
            log.append(Subscription(now))
            return log.count - 1
        }
    }

    /// Records that the subscription at `index` ends now.
    func logUnsubscription(at index: Int) {
        let now = testScheduler.clock
        subscriptionLog.withLock { log in
            log[index] = Subscription(log[index].subscribe, now)
        }
    }
}

/// Sends its events at their absolute times to whoever is subscribed then, in RxTest's order:
/// its subscribers are kept as RxSwift keeps them (see `SubscriberOrder`), so one that joins
/// after the first subscriber has left receives each event before the others.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private struct Subscribers {
        /// In delivery order, each with the key its disposable removes it by.
        var list: [(key: Int, observer: AnyObserver<Element>)] = []
        var order = SubscriberOrder()
        var nextKey = 0
    }

    private let subscribers = Locked(Subscribers())

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [subscribers] in
                // The subscribers of the moment, as RxTest: who joins or leaves meanwhile does
                // not change who receives this event.
                let current = subscribers.withLock { $0.list.map(\.observer) }
                current.forEach { $0.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = subscribers.withLock { subscribers -> Int in
            let key = subscribers.nextKey
            subscribers.nextKey += 1
            let index = subscribers.order.insertionIndex(count: subscribers.list.count)
            subscribers.list.insert((key, AnyObserver(observer)), at: index)
            return key
        }
        let index = logSubscription()
        // Weakly: the observer (an operator's sink, say) holds this disposable, and this
        // observable holds the observer — held strongly, a subscription nobody disposes would
        // keep both alive for good once the test lets go of them. (A subject's subscription
        // does the same with its subject.)
        return Disposables.create { [weak self] in
            guard let self else { return }
            // The observer is returned to be released after the lock: releasing it may run
            // arbitrary code.
            _ = subscribers.withLock { subscribers -> AnyObserver<Element>? in
                guard let index = subscribers.list.firstIndex(where: { $0.key == key }) else { return nil }
                subscribers.order.remove(at: index)
                return subscribers.list.remove(at: index).observer
            }
            logUnsubscription(at: index)
        }
    }
}

/// Sends its events to each subscriber at their times after that subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let index = logSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            })
        }
        return Disposables.create { [self] in
            logUnsubscription(at: index)
            scheduled.dispose()
        }
    }
}
