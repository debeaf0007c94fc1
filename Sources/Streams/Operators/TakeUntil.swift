/// Whether ``ObservableType/take(until:behavior:)`` and ``ObservableType/take(while:behavior:)``
/// also send the element that ends the sequence.
public enum TakeBehavior: Sendable {
    /// Send the element that ends the sequence, then complete.
    case inclusive
    /// Complete without sending the element that ends the sequence.
    case exclusive
}

extension ObservableType {
    /// Passes on the source's elements until `other` emits an element, then completes; an error
    /// from `other` ends the sequence, its completion changes nothing.
    ///
    ///     source:  --1--2--3--4--|
    ///     other:   -------x-------
    ///     take(until: other)
    ///     result:  --1--2-|
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements until `other` emits.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        TakeUntil(source: asObservable(), other: other.asObservable())
    }

    /// Passes on elements until `predicate` is true for one, then completes, sending that
    /// element too when `behavior` is `.inclusive`; an error `predicate` throws ends the sequence.
    ///
    ///     source:  --1--2--3--4--|
    ///     take(until: { $0 == 3 })                      result:  --1--2--|
    ///     take(until: { $0 == 3 }, behavior: .inclusive) result:  --1--2--(3|)
    ///
    /// - Parameters:
    ///   - predicate: Called with each element until it returns `true`.
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    /// - Returns: The elements before the first that satisfies `predicate`, then a completion.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate, name: "take(until:)")
    }

    /// Passes on elements until `other` emits; renamed ``ObservableType/take(until:)``.
    ///
    /// - Parameter other: The sequence whose first element ends the result.
    /// - Returns: The source's elements until `other` emits.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// Passes on elements until `predicate` is true; renamed
    /// ``ObservableType/take(until:behavior:)``.
    ///
    /// - Parameters:
    ///   - behavior: Whether the element that satisfies `predicate` is sent before the completion.
    ///   - predicate: Called with each element until it returns `true`.
    /// - Returns: The elements before the first that satisfies `predicate`, then a completion.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<
        Element
    > {
        take(until: predicate, behavior: behavior)
    }
}

final class TakeUntil<Element, Other>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Other>

    init(source: Observable<Element>, other: Observable<Other>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeUntilSink<Other, Observer>(observer: observer)
        // `other` first, as in RxSwift: an `other` that fires at once stops the source before it starts.
        sink.otherSubscription.setDisposable(other.subscribeAsSecondInput(AnyObserver(eventHandler: sink.onOther)))
        let sourceSubscription = source.subscribe(sink)
        return sink.attaching(Disposables.create(sourceSubscription, sink.otherSubscription))
    }
}

/// Source and `other` may emit on different threads: both go through `synchronized`.
/// `takeUntil`'s state, changed under the sink's lock.
enum TakeUntilState {
    /// The source's events pass.
    case running
    /// A stop event was emitted (the source's, or the other sequence's element or error).
    case stopped

    /// An event to send: the source's, or the other sequence's completion or error.
    mutating func eventArrived<Element>(_ event: Event<Element>, emitter: inout Emitter<Element>) {
        guard case .running = self else { return }
        if event.isStopEvent { self = .stopped }
        emitter.emit(event)
    }
}

final class TakeUntilSink<Other, Observer: ObserverType>: SerializingSink<Observer, TakeUntilState>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(until:)" }

    let otherSubscription = SingleAssignmentDisposable()

    init(observer: Observer) {
        super.init(state: .running, observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        synchronized { state, emitter in state.eventArrived(event, emitter: &emitter) }
    }

    func onOther(_ event: Event<Other>) {
        switch event {
        case .next:
            on(.completed)
        case .error(let error):
            on(.error(error))
        case .completed:
            otherSubscription.dispose()
        }
    }
}

final class TakeUntilPredicate<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool
    /// `take(until:)` or `take(while:)`.
    private let name: String

    init(
        source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool, name: String
    ) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
        self.name = name
    }

    override var inspectorName: String? { name }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeUntilPredicateSink(behavior: behavior, predicate: predicate, observer: observer)
        return sink.attaching(source.subscribe(sink))
    }
}

final class TakeUntilPredicateSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from what `forward` guards.
    private let behavior: TakeBehavior
    private let predicate: (Observer.Element) throws -> Bool

    init(behavior: TakeBehavior, predicate: @escaping (Observer.Element) throws -> Bool, observer: Observer) {
        self.behavior = behavior
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        switch event {
        case .next:
            let isLast: Bool
            do {
                isLast = try predicate(event.element!)
            } catch {
                forwardError(error)
                return
            }
            if !isLast {
                forward(event)
                return
            }
            if behavior == .inclusive { forward(event) }
            forward(.completed)
        case .error, .completed:
            forward(event)
        }
    }
}
