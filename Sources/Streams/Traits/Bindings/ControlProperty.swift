/// A type that is, or can be viewed as, a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// This value as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A two-way UI property (a text field's text, a switch's state) with RxCocoa's guarantees:
/// its values never fail and are subscribed on the main thread, and elements sent to it are
/// written through `valueSink`. UI-free here: a test can build one from a relay.
///
///     let text = BehaviorRelay(value: "")
///     let property = ControlProperty(values: text.asObservable(), valueSink: Binder(text) { $0.accept($1) })
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property that reads `values` (subscribed on the main thread) and writes to `valueSink`.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The changes only: the values without the current one.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    public func asObservable() -> Observable<Element> { values }

    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Writes an element to the property; an error is a programmer error (reported in debug
    /// builds) and is not written.
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
    /// The property with `nil` read as the empty string.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}

extension ControlProperty {
    /// The values as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { error in
            reportTraitViolation("a ControlProperty failed with \(error); its source must not error.")
            return Driver.empty()
        }
    }
}
