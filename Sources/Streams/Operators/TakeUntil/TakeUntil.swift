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
    @_alwaysEmitIntoClient
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), other: other.asObservable())) { captured, downstream in
            TakeUntilSink(observer: downstream).run(source: captured.source, other: captured.other)
        }
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
    @_alwaysEmitIntoClient
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Observable<Element>
    {
        ClosureOperator(capturing: (source: asObservable(), behavior: behavior, predicate: predicate)) {
            captured, downstream in
            captured.source.subscribeSink(
                TakeUntilPredicateSink(
                    behavior: captured.behavior, predicate: captured.predicate, name: "take(until:)",
                    observer: downstream))
        }
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

/// Source and `other` may emit on different threads: both go through `synchronized`.
/// `takeUntil`'s state, changed under the sink's lock.
@usableFromInline
enum TakeUntilState {
    /// The source's events pass.
    case running
    /// A stop event was emitted (the source's, or the other sequence's element or error).
    case stopped

    /// An event to send: the source's, or the other sequence's completion or error.
    mutating func eventArrived<Element>(_ event: Event<Element>, emitter: inout EventEmitter<Element>) {
        switch self {
        case .running:
            if event.isStopEvent { self = .stopped }
            emitter.emit(event)
        case .stopped:
            return
        }
    }
}

@usableFromInline
final class TakeUntilSink<Element, Other>: SerializingSink<AnyObserver<Element>, TakeUntilState>, ObserverType,
    @unchecked Sendable
{
    override var operatorName: String { "take(until:)" }

    private let otherSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .running, observer: observer)
    }

    @usableFromInline
    func run(source: Observable<Element>, other: Observable<Other>) -> Disposable {
        // `other` first, as in RxSwift: an `other` that fires at once stops the source before it starts.
        otherSubscription.setDisposable(other.subscribeAsSecondInput(AnyObserver(eventHandler: onOther)))
        let sourceSubscription = source.subscribe(self)
        return attaching(Disposables.create(sourceSubscription, otherSubscription))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
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

@usableFromInline
final class TakeUntilPredicateSink<Element>: Sink<AnyObserver<Element>>, SourceSink, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from what `forward` guards.
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool
    /// `take(until:)` or `take(while:)`.
    private let name: String

    @usableFromInline
    init(
        behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool, name: String,
        observer: AnyObserver<Element>
    ) {
        self.behavior = behavior
        self.predicate = predicate
        self.name = name
        super.init(observer: observer)
    }

    override var operatorName: String { name }

    @usableFromInline
    func on(_ event: Event<Element>) {
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
