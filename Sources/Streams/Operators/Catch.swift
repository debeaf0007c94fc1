extension ObservableType {
    /// Continues with the sequence `handler` returns when this one fails; an error `handler`
    /// throws ends the result.
    ///
    ///     source:  -12#
    ///     handler:    -89|      subscribed at the error
    ///     catch { _ in handler }
    ///     result:  -12-89|
    ///
    /// - Parameter handler: Called with the error; the sequence it returns is subscribed in place
    ///   of this one.
    /// - Returns: The elements of this sequence, then those of `handler`'s sequence if it fails.
    @_alwaysEmitIntoClient
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        ClosureOperator(capturing: (source: asObservable(), handler: handler)) { captured, downstream in
            let sink = CatchSink(handler: captured.handler, observer: downstream)
            let subscription = sink.attaching(sink.current)
            let first = sink.firstSubscription()
            first.setDisposable(captured.source.subscribeErased(AnyObserver { sink.on($0) }))
            return subscription
        }
    }

    /// Replaces an error with `element`, then completes.
    ///
    ///     source:  -12#
    ///     catchAndReturn(0)
    ///     result:  -12(0|)
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: The elements of this sequence, with `element` and a completion in place of an
    ///   error.
    @_alwaysEmitIntoClient
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }.named("catchAndReturn")
    }

    /// RxSwift 6's deprecated spelling of ``ObservableType/catch(_:)``.
    ///
    /// - Parameter handler: Called with the error; the sequence it returns is subscribed in place
    ///   of this one.
    /// - Returns: The elements of this sequence, then those of `handler`'s sequence if it fails.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }

    /// RxSwift 6's deprecated spelling of ``ObservableType/catchAndReturn(_:)``.
    ///
    /// - Parameter element: The element sent in place of an error.
    /// - Returns: The elements of this sequence, with `element` and a completion in place of an
    ///   error.
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
    ///
    /// - Parameter sequence: The sources to try in turn; each is subscribed when the one before it
    ///   fails.
    /// - Returns: The elements of the sources up to the first that completes.
    @_alwaysEmitIntoClient
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequentialSources(sequence, count: nil, operation: .catch)
    }

    /// RxSwift 6's deprecated spelling of ``ObservableType/catch(sequence:)``.
    ///
    /// - Parameter sequence: The sources to try in turn; each is subscribed when the one before it
    ///   fails.
    /// - Returns: The elements of the sources up to the first that completes.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// The sink of `catch`, created in the client's `ClosureOperator` closure so that its event path
/// is specialized.
@usableFromInline
final class CatchSink<Element>: Sink<AnyObserver<Element>>, @unchecked Sendable {
    // @unchecked Sendable: `isHandled` is only touched while handling the source's events,
    // which the Rx contract serializes; the handler's sequence starts after it is set.
    @usableFromInline let handler: (Swift.Error) throws -> Observable<Element>
    @usableFromInline var isHandled = false
    @usableFromInline let current = SerialDisposable()

    @inlinable
    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: AnyObserver<Element>) {
        self.handler = handler
        super.init(observer: observer)
    }

    /// The disposable of the subscription to the source, put in `current` before it is made.
    /// A function of its own: in debug builds its temporaries would otherwise stay on the stack
    /// while the source is subscribed — once per level of nested `catch`es.
    @inlinable
    func firstSubscription() -> SingleAssignmentDisposable {
        let first = SingleAssignmentDisposable()
        current.disposable = first
        return first
    }

    @inlinable
    func on(_ event: Event<Element>) {
        guard case .error(let error) = event, !isHandled else {
            forward(event)
            return
        }
        isHandled = true
        do {
            let replacement = try handler(error)
            // The handler's sequence, including its error, goes straight downstream.
            current.disposable = replacement.subscribeErased(AnyObserver { self.forward($0) }, asInnerOf: self)
        } catch {
            forwardError(error)
        }
    }
}
