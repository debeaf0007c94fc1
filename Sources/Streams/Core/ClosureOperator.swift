/// An operator whose subscription is written as a closure inside `@inlinable` code: the hot
/// operators (`create`, `map`, `filter`, `scan`, `flatMapLatest`, `combineLatest`, `refCount`, ...).
///
/// Why: an operator's class methods are reached through vtables and witness tables, so they run
/// as unspecialized generic code inside Streams, and every event pays for run-time look-ups of
/// generic type metadata (`Event<Element>` and friends — half of the time of an event, measured).
/// A closure written in `@inlinable` code is compiled in the client for the client's concrete
/// types, and so is everything it calls that is `@inlinable` and statically dispatched: the
/// final methods of a `@usableFromInline` sink. The per-element path of these operators is
/// specialized, a chain of direct calls with no metadata look-ups.
///
/// The closure receives what the operator was built with (`captured`: its source, its
/// closures and parameters) and the downstream observer; it creates the operator's sink and
/// subscribes it upstream. The common single-input case is one line:
///
///     ClosureOperator(capturing: (source: asObservable(), transform: transform)) { captured, downstream in
///         captured.source.subscribeSink(MapSink(transform: captured.transform, observer: downstream))
///     }
///
/// Why `captured` instead of capturing: a closure that captures values needs an allocation of
/// its own for them, beside the operator's. Kept in the operator, they cost nothing more, and a
/// closure that captures nothing is a plain function pointer — building an operator is one
/// allocation.
///
/// A tuple will do for `captured` unless it holds a closure that runs per element and whose
/// type names a concrete type, such as `filter`'s `(Element) throws -> Bool`: kept in a
/// generic `Captured`, that closure is stored fully abstracted (even the `Bool` returned
/// indirectly), and converting it back for the sink wraps it in thunks that then run on every
/// element. Such operators capture a small struct of their own instead (`FilterParameters`): a
/// struct's fields keep their declared shape, the same as the sink's. (`create`'s and
/// `catch`'s closures run once per subscription or per error; a tuple does for them.)
@usableFromInline
final class ClosureOperator<Captured, Element>: Producer<Element> {
    @usableFromInline let captured: Captured
    @usableFromInline let body: (Captured, AnyObserver<Element>) -> Disposable

    @inlinable
    init(capturing captured: Captured, subscribe body: @escaping (Captured, AnyObserver<Element>) -> Disposable) {
        self.captured = captured
        self.body = body
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        body(captured, AnyObserver(observer))
    }

    override func runErased(_ observer: AnyObserver<Element>) -> Disposable {
        body(captured, observer)
    }
}

/// `ClosureOperator` for a source that delivers during its subscription without starting the
/// current-thread trampoline, as RxSwift's `Just` does (like `empty`, `error` and `never`): a
/// source subscribed from its element that schedules on the trampoline (`from`, `of`) runs at
/// once, before the subscription returns, rather than after the subscriber's work.
@usableFromInline
final class SubscribingInPlace<Captured, Element>: Observable<Element> {
    @usableFromInline let captured: Captured
    @usableFromInline let body: (Captured, AnyObserver<Element>) -> Disposable

    @inlinable
    init(capturing captured: Captured, subscribe body: @escaping (Captured, AnyObserver<Element>) -> Disposable) {
        self.captured = captured
        self.body = body
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        body(captured, AnyObserver(observer))
    }

    @usableFromInline
    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        body(captured, observer)
    }
}
