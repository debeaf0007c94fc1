import Streams

/// A scripted sequence on a `TestScheduler` that records its subscriptions.
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: mutable state is in `Locked` storage; subclasses add only immutable
    // properties.
    /// The events it sends, with their times.
    public let recordedEvents: [Recorded<Event<Element>>]
    /// The scheduler it runs on.
    public let testScheduler: TestScheduler
    private let subscriptionLog = Locked<[Subscription]>([])

    init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        testScheduler = scheduler
        self.recordedEvents = recordedEvents
    }

    /// When each subscription began and ended (`Int.max` while still subscribed).
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

/// Sends its events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    private let observers = Locked<[Int: AnyObserver<Element>]>([:])
    private let nextKey = Locked(0)

    override init(scheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(scheduler: scheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            scheduler.scheduleAt(recorded.time) { [observers] in
                let current = observers.value.sorted { $0.key < $1.key }.map(\.value)
                current.forEach { $0.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = nextKey.withLock { key -> Int in
            defer { key += 1 }
            return key
        }
        observers.withLock { $0[key] = AnyObserver(observer) }
        let index = logSubscription()
        // Weakly: the observer (an operator's sink, say) holds this disposable, and this
        // observable holds the observer — held strongly, a subscription nobody disposes would
        // keep both alive for good once the test lets go of them. (A subject's subscription
        // does the same with its subject.)
        return Disposables.create { [weak self] in
            guard let self else { return }
            observers.withLock { $0[key] = nil }
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

/// Records every event it receives with the scheduler's clock.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the recorded events are in `Locked` storage.
    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler
    private let log = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Every event received, with the time it arrived.
    public var events: [Recorded<Event<Element>>] { log.value }

    public func on(_ event: Event<Element>) {
        let now = scheduler.clock
        log.withLock { $0.append(Recorded(time: now, value: event)) }
    }
}
