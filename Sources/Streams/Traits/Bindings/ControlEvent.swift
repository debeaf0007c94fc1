/// A type that is, or can be viewed as, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// Returns this value as a ``ControlEvent``.
    ///
    /// - Returns: A ``ControlEvent`` of the same events.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of UI events (taps, edits) with RxCocoa's guarantees: it never fails, does not
/// replay, and is subscribed on the main thread. UI-free here, so ViewModel inputs declared as
/// `ControlEvent<Void>` port unchanged and can be fed from a subject in tests:
///
///     let taps = PublishSubject<Void>()
///     let input = LoginViewModel.Input(loginTap: ControlEvent(events: taps))
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events' elements.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// Creates a control event from a sequence of events.
    ///
    /// - Parameter events: The events, subscribed (and disposed of) on the main thread through
    ///   ``ConcurrentMainScheduler``. They must not fail: an error reaches subscribers as it
    ///   is, and ``asDriver()`` and ``asSignal()`` report it through ``Hooks/anomalyHandler``.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
    }

    /// Subscribes an observer to the events, on the main thread.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// Returns the events as an ``Observable``, subscribed on the main thread.
    ///
    /// - Returns: The wrapped events.
    public func asObservable() -> Observable<Element> { events }

    /// Returns this control event itself.
    ///
    /// - Returns: `self`.
    public func asControlEvent() -> ControlEvent<Element> { self }

    /// Returns the events as an ``Infallible``; an error of the source would end it with a
    /// completion.
    ///
    /// - Returns: An ``Infallible`` of the events.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension ControlEvent {
    /// Returns the events as a ``Driver``: observed on the main scheduler and shared with
    /// replay of the latest.
    ///
    /// An error of the source breaks the contract: it is reported through
    /// ``Hooks/anomalyHandler`` and the driver completes.
    ///
    /// - Returns: A ``Driver`` of the events.
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportTraitViolation("a ControlEvent failed with \(error); its source must not error.")
            return Driver.empty()
        }
    }

    /// Returns the events as a ``Signal``: observed on the main scheduler and shared without
    /// replay.
    ///
    /// An error of the source breaks the contract: it is reported through
    /// ``Hooks/anomalyHandler`` and the signal completes.
    ///
    /// - Returns: A ``Signal`` of the events.
    public func asSignal() -> Signal<Element> {
        asSignal { error in
            reportTraitViolation("a ControlEvent failed with \(error); its source must not error.")
            return Signal.empty()
        }
    }
}
