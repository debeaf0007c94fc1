extension ObservableType {
    /// Continues with the sequence `handler` returns when this one fails; an error `handler`
    /// throws ends the result.
    ///
    ///     source:  -12#
    ///     handler:    -89|      subscribed at the error
    ///     catch { _ in handler }
    ///     result:  -12-89|
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        Catch(source: asObservable(), handler: handler)
    }

    /// Replaces an error with `element`, then completes.
    ///
    ///     source:  -12#
    ///     catchAndReturn(0)
    ///     result:  -12(0|)
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// RxSwift 6's deprecated spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// RxSwift 6's deprecated spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

extension ObservableType {
    /// Subscribes to the sources one after another while they fail: the first to complete
    /// completes the result; when every source failed, the last error ends it. An empty sequence
    /// completes at once.
    ///
    ///     first:   -1#
    ///     second:    -2#
    ///     third:       -3|
    ///     catch(sequence: [first, second, third])
    ///     result:  -1-2-3|
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        SequentialSources(sources: sequence, advancesOn: .error)
    }

    /// RxSwift 6's deprecated spelling of `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CatchSink(handler: handler, observer: observer)
        let subscription = sink.attaching(sink.current)
        let first = SingleAssignmentDisposable()
        sink.current.disposable = first
        first.setDisposable(source.subscribe(sink))
        return subscription
    }
}

final class CatchSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `isHandled` is only touched while handling the source's events,
    // which the Rx contract serializes; the handler's sequence starts after it is set.
    private let handler: (Swift.Error) throws -> Observable<Observer.Element>
    private var isHandled = false
    let current = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Observer.Element>, observer: Observer) {
        self.handler = handler
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        guard case .error(let error) = event, !isHandled else {
            forward(event)
            return
        }
        isHandled = true
        do {
            let replacement = try handler(error)
            current.disposable = replacement.subscribe(CatchReplacementObserver(sink: self))
        } catch {
            forward(.error(error))
        }
    }
}

/// Observes the handler's sequence: its events, including its error, go straight downstream.
final class CatchReplacementObserver<Observer: ObserverType>: ObserverType {
    private let sink: CatchSink<Observer>

    init(sink: CatchSink<Observer>) {
        self.sink = sink
    }

    func on(_ event: Event<Observer.Element>) {
        sink.forward(event)
    }
}
