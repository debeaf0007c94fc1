extension ObservableType {
    /// Drops every element and passes on only the completion or the error. As in RxSwift 6 the
    /// result is an `Observable<Never>`; ``ObservableType/asCompletable()`` turns it into a
    /// ``Completable``.
    ///
    ///     source:  --1--2--3--|
    ///     ignoreElements()
    ///     result:  -----------|
    ///
    /// - Returns: The source's completion or error, without its elements.
    @_alwaysEmitIntoClient
    public func ignoreElements() -> Observable<Never> {
        ClosureOperator(capturing: asObservable()) { source, downstream in
            IgnoreElementsSink<Element>(observer: downstream).run(source)
        }
    }
}

@usableFromInline
final class IgnoreElementsSink<Element>: Sink<AnyObserver<Never>>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: no state beyond what `forward` guards.
    private let sourceSubscription = SingleAssignmentDisposable()

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return attaching(sourceSubscription)
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        switch event {
        case .next: return
        case .error(let error): forward(.error(error))
        case .completed:
            // RxSwift's ignoreElements is a flatMap: it lets go of the source, then completes.
            sourceSubscription.dispose()
            forward(.completed)
        }
    }
}
