/// A type that is, or can be viewed as, a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// This value as a `ControlEvent`.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of UI events (taps, edits) with RxCocoa's guarantees: it never fails, does not
/// replay, and is subscribed on the main thread. UI-free here, so ViewModel inputs declared as
/// `ControlEvent<Void>` port unchanged and can be fed from a subject in tests:
///
///     let taps = PublishSubject<Void>()
///     let input = LoginViewModel.Input(loginTap: ControlEvent(events: taps))
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Wraps `events`; subscriptions to them are made on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { events }

    public func asControlEvent() -> ControlEvent<Element> { self }

    /// This event sequence as an `Infallible`.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ControlEvent {
    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportTraitViolation("a ControlEvent failed with \(error); its source must not error.")
            return Driver.empty()
        }
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal { error in
            reportTraitViolation("a ControlEvent failed with \(error); its source must not error.")
            return Signal.empty()
        }
    }
}
