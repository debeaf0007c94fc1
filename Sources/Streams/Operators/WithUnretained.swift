extension ObservableType {
    /// Combines each element with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead.
    ///
    ///     source:  --1--2--3--|        (object released after 2)
    ///     withUnretained(object) { ($0, $1) }
    ///     result:  --A--B--|     A = (o, 1), B = (o, 2)
    ///
    /// - Parameters:
    ///   - obj: The object each element is combined with; not retained.
    ///   - resultSelector: Called with `obj` and each element, while `obj` is alive.
    /// - Returns: The results of `resultSelector`.
    @_alwaysEmitIntoClient
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        ClosureOperator(
            capturing: WithUnretainedParameters(source: asObservable(), object: obj, resultSelector: resultSelector)
        ) { captured, downstream in
            captured.source.subscribeSink(
                WithUnretainedSink(
                    object: captured.object, resultSelector: captured.resultSelector, observer: downstream))
        }
    }

    /// Pairs each element with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead.
    ///
    ///     source:  --1--2--3--|        (object released after 2)
    ///     withUnretained(object)
    ///     result:  --A--B--|     A = (o, 1), B = (o, 2)
    ///
    /// - Parameter obj: The object each element is paired with; not retained.
    /// - Returns: `obj` and each element, while `obj` is alive.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// What `withUnretained` is built with — a struct, not a tuple, so that it holds `object`
/// weakly.
@usableFromInline
struct WithUnretainedParameters<Object: AnyObject, Element, Out> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline weak var object: Object?
    @usableFromInline let resultSelector: (Object, Element) -> Out

    @inlinable
    init(source: Observable<Element>, object: Object, resultSelector: @escaping (Object, Element) -> Out) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }
}

@usableFromInline
final class WithUnretainedSink<Object: AnyObject, Element, Out>: Sink<AnyObserver<Out>>, SourceSink,
    @unchecked Sendable
{
    // @unchecked Sendable: `object` is a weak reference written once, in `init`.
    private weak var object: Object?
    private let resultSelector: (Object, Element) -> Out

    @usableFromInline
    init(object: Object?, resultSelector: @escaping (Object, Element) -> Out, observer: AnyObserver<Out>) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        guard case .next(let element) = event else { return forwardStop(event) }
        // RxSwift completes (rather than fails) once the object cannot be retained.
        guard let object else { return forward(.completed) }
        forwardNext(resultSelector(object, element))
    }
}
