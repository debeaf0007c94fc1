/// A type that is, or can be viewed as, an ``Infallible``.
///
/// The operators of ``Infallible`` are declared on this protocol, as in RxSwift.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that cannot fail: elements, then maybe completion, never an error.
///
/// Build one with its constructors (`just`, `of`, `create`, ...), from a relay, or from any
/// sequence with ``ObservableConvertibleType/asInfallible(onErrorJustReturn:)`` and its
/// variants, which decide up front what an error becomes.
///
///     --1--2--3--|     an Infallible completes or runs forever, it never ends with #
///
/// Its operators are the ``ObservableType`` operators of the same names with the result kept
/// an ``Infallible``: same timing, same subscriptions, no error handling to write.
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    @usableFromInline
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// Returns the sequence as a plain ``Observable`` (which never errors).
    ///
    /// - Returns: The observable this sequence wraps.
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes closures to the elements and the completion, as
    /// ``ObservableType/subscribe(onNext:onError:onCompleted:onDisposed:)`` does, without an
    /// error handler: an ``Infallible`` cannot fail.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once, after the completion or when the subscription is disposed.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line,
            isolation: isolation)
    }

    /// Subscribes closures to the elements and the completion, passing each an object held
    /// weakly; once the object is gone the closures are no longer called.
    ///
    /// The form of ``InfallibleType/subscribe(onNext:onCompleted:onDisposed:)`` that spares
    /// the `[weak self]` dance.
    ///
    /// - Parameters:
    ///   - object: The object passed to each closure, held weakly.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once, after the completion or on disposal.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    @_alwaysEmitIntoClient
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line,
            isolation: isolation)
    }

    /// Subscribes a closure to the events, as ``InfallibleEvent`` values.
    ///
    /// A source that fails all the same (a thrown error in an operator's closure, an error
    /// from `take(until:)`'s other sequence) breaks the contract: the error is reported
    /// through ``Hooks/anomalyHandler`` and not passed to `on`.
    ///
    /// - Parameters:
    ///   - on: Called with each element and the completion.
    ///   - file: The caller's file (`#fileID`), which the `SubscriptionInspector` reports as
    ///     where the subscription was made: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the closures run (the "Swift concurrency" article): leave it out.
    /// - Returns: The subscription; dispose of it (or add it to a ``DisposeBag``) to stop.
    public func subscribe(
        _ on: @escaping (InfallibleEvent<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        asObservable().subscribe(
            { (event: Event<Element>) in
                switch event {
                case .next(let element): on(.next(element))
                case .completed: on(.completed)
                case .error(let error):
                    reportTraitViolation("an Infallible failed with \(error); its source must not error.")
                }
            }, file: file, line: line, isolation: isolation)
    }
}
