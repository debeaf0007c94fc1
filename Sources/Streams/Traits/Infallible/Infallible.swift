/// A type that is, or can be viewed as, an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

/// An observable sequence that cannot fail: elements, then maybe completion, never an error.
///
/// Build one with its constructors (`just`, `of`, `create`, ...) or from any sequence with
/// `asInfallible(onErrorJustReturn:)` and friends, which decide up front what an error becomes.
///
///     --1--2--3--|     an Infallible completes or runs forever, it never ends with #
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain `Observable` (which never errors).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes closures to the elements and the completion; `onDisposed` runs once, after
    /// completion or on disposal. There is no error handler: an `Infallible` cannot fail.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Like `subscribe(onNext:onCompleted:onDisposed:)`, passing `object` (held weakly) to each
    /// closure; once `object` is gone the closures are no longer called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes an event handler.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): reportTraitViolation("an Infallible failed with \(error); its source must not error.")
            }
        }
    }
}
