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
    public func ignoreElements() -> Observable<Swift.Never> {
        IgnoreElements(source: asObservable())
    }
}

final class IgnoreElements<Element>: Producer<Swift.Never> {
    private let source: Observable<Element>

    init(source: Observable<Element>) {
        self.source = source
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Swift.Never {
        let sink = IgnoreElementsSink<Element, Observer>(observer: observer)
        return sink.attaching(sink.run(source))
    }
}

final class IgnoreElementsSink<Element, Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable
where Observer.Element == Swift.Never {
    // @unchecked Sendable: no state beyond what `forward` guards.
    private let sourceSubscription = SingleAssignmentDisposable()

    func run(_ source: Observable<Element>) -> Disposable {
        sourceSubscription.setDisposable(source.subscribe(self))
        return sourceSubscription
    }

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
