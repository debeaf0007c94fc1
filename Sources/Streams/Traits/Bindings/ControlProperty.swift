/// A type that is, or can be viewed as, a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// Returns this value as a ``ControlProperty``.
    ///
    /// - Returns: A ``ControlProperty`` that reads and writes the same values.
    func asControlProperty() -> ControlProperty<Element>
}

/// A two-way UI property (a text field's text, a switch's state) with RxCocoa's guarantees:
/// its values never fail and are subscribed on the main thread, and elements sent to it are
/// written through `valueSink`. UI-free here: a test can build one from a relay.

///
///     let text = BehaviorRelay(value: "")
///     let property = ControlProperty(values: text.asObservable(), valueSink: Binder(text) { $0.accept($1) })
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The type of the property's values.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// Creates a property that reads one sequence and writes to an observer.
    ///
    /// - Parameters:
    ///   - values: The property's values, usually the current one first; subscribed (and
    ///     disposed of) on the main thread through ``ConcurrentMainScheduler``. They must not
    ///     fail.
    ///   - valueSink: Receives the elements and completion sent to the property, usually a
    ///     ``Binder``.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes an observer to the values, on the main thread.
    ///
    /// - Parameter observer: Receives the values.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only: the values without the first (the current value at subscription), as
    /// a ``ControlEvent``.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Returns the values as an ``Observable``, subscribed on the main thread.
    ///
    /// - Returns: The property's values.
    public func asObservable() -> Observable<Element> { values }

    /// Returns this property itself.
    ///
    /// - Returns: `self`.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Writes an event to the property: an element or the completion goes to the value sink;
    /// an error is a programmer error, reported through ``Hooks/anomalyHandler`` and not
    /// written.
    ///
    /// - Parameter event: The event to write.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            reportBindingError(error, operator: "ControlProperty")
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string; strings written to it are written as
    /// they are.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

extension ControlProperty {
    /// Returns the values as a ``Driver``: observed on the main scheduler and shared with
    /// replay of the latest.
    ///
    /// An error of the source breaks the contract: it is reported through
    /// ``Hooks/anomalyHandler`` and the driver completes.
    ///
    /// - Returns: A ``Driver`` of the values.
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportTraitViolation("a ControlProperty failed with \(error); its source must not error.")
            return Driver.empty()
        }
    }
}
