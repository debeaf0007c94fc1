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

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
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
/// its subscribers are kept as RxSwift keeps them (a `SubscriberList`), so one that joins after
/// the first subscriber has left receives each event before the others.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private let subscribers = Locked(SubscriberList<HotSubscriber<Element>>())

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [subscribers] in
                // The subscribers of the moment, as RxTest: who joins or leaves meanwhile does
                // not change who receives this event.
                let current = subscribers.withLock { $0.members }
                current.forEach { $0.observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let subscriber = HotSubscriber(AnyObserver(observer))
        subscribers.withLock { $0.add(subscriber) }
        let index = logSubscription()
        // Weakly: the observer (an operator's sink, say) holds this disposable, and this
        // observable holds the observer — held strongly, a subscription nobody disposes would
        // keep both alive for good once the test lets go of them. (A subject's subscription
        // does the same with its subject.) Held here while the list lets go of it, so that it
        // is released after the lock: releasing the observer may run arbitrary code.
        return Disposables.create { [weak self, weak subscriber] in
            guard let self, let subscriber else { return }
            subscribers.withLock { $0.remove(subscriber) }
            logUnsubscription(at: index)
        }
    }
}

/// One subscriber of a `HotObservable`, with its place in the list.
final class HotSubscriber<Element>: SubscriberListMember, @unchecked Sendable {
    // @unchecked Sendable: `place` is only touched under the observable's lock.
    let observer: AnyObserver<Element>
    var place = SubscriberListPlace()

    init(_ observer: AnyObserver<Element>) {
        self.observer = observer
    }
}

/// Sends its events to each subscriber at their times after that subscription.
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let index = logSubscription()
        let scheduled = CompositeDisposable()
        for recorded in recordedEvents {
            scheduled.insert(
                testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
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
