extension ObservableType {
    /// Runs side effects for the events and the subscription's lifecycle, passing every event
    /// on unchanged. `on…` handlers run before the event is passed on, `after…` handlers after;
    /// an error thrown by a handler ends the sequence with that error.
    ///
    ///     source:   --1--2--|
    ///     do(onNext: { print($0) })          prints 1, 2
    ///     result:   --1--2--|
    ///
    ///     source:   --1--2--|
    ///     do(onNext: { if $0 == 2 { throw e } })
    ///     result:   --1--#
    ///
    /// `onSubscribe` runs before the source is subscribed, `onSubscribed` after, and `onDispose`
    /// once the source's subscription is disposed. A stop event disposes it after its `after…`
    /// handler — or before, as in RxSwift, when an operator downstream lets go of its upstream as
    /// the event reaches it (`x.do(…).map { … }` runs `onCompleted`, `onDispose`,
    /// `afterCompleted`).
    ///
    /// - Parameters:
    ///   - onNext: Called with each element before it is passed on.
    ///   - afterNext: Called with each element after it is passed on.
    ///   - onError: Called with the error before it is passed on.
    ///   - afterError: Called with the error after it is passed on.
    ///   - onCompleted: Called before the completion is passed on.
    ///   - afterCompleted: Called after the completion is passed on.
    ///   - onSubscribe: Called on each subscription, before the source is subscribed.
    ///   - onSubscribed: Called on each subscription, after the source is subscribed.
    ///   - onDispose: Called when the source's subscription is disposed, whether by a stop event
    ///     or by the subscriber.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the handlers run (the "Swift concurrency" article): leave it out.
    /// - Returns: This sequence's events, unchanged (unless a handler throws).
    @_alwaysEmitIntoClient
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        `do`(
            checking: IsolationCheck("do", file: file, line: line, isolation: isolation), onNext: onNext,
            afterNext: afterNext, onError: onError, afterError: afterError, onCompleted: onCompleted,
            afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose)
    }

    /// The operator behind every `do`: `check` names the public call that took the handlers.
    @usableFromInline
    @_alwaysEmitIntoClient
    func `do`(
        checking check: IsolationCheck,
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let onNext = check.checking(ifGiven: onNext)
        let afterNext = check.checking(ifGiven: afterNext)
        let onError = check.checking(ifGiven: onError)
        let afterError = check.checking(ifGiven: afterError)
        let onCompleted = check.checking(ifGiven: onCompleted)
        let afterCompleted = check.checking(ifGiven: afterCompleted)
        return ClosureOperator(
            capturing: (
                source: asObservable(),
                before: { (event: Event<Element>) throws in
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                },
                after: { (event: Event<Element>) throws in
                    switch event {
                    case .next(let element): try afterNext?(element)
                    case .error(let error): try afterError?(error)
                    case .completed: try afterCompleted?()
                    }
                },
                onSubscribe: check.checking(ifGiven: onSubscribe),
                onSubscribed: check.checking(ifGiven: onSubscribed),
                onDispose: check.checking(ifGiven: onDispose)
            )
        ) { captured, downstream in
            DoSink(
                before: captured.before, after: captured.after, onSubscribe: captured.onSubscribe, observer: downstream
            )
            .run(captured.source, onSubscribed: captured.onSubscribed, onDispose: captured.onDispose)
        }
    }
}

@usableFromInline
final class DoSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the handlers are immutable and called from the serialized `on`.
    @usableFromInline typealias Handler = (Event<Element>) throws -> Void

    private let before: Handler
    private let after: Handler

    /// Runs `onSubscribe` first: it is the subscription's first step, before the sink exists.
    @usableFromInline
    init(
        before: @escaping Handler, after: @escaping Handler, onSubscribe: (() -> Void)?, observer: AnyObserver<Element>
    ) {
        onSubscribe?()
        self.before = before
        self.after = after
        super.init(observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) -> Disposable {
        let subscription = source.subscribe(self)
        onSubscribed?()
        // Attached after `onSubscribed`: a source that stopped synchronously is disposed, and
        // `onDispose` runs, only now, as in RxSwift.
        return attaching(
            Disposables.create {
                subscription.dispose()
                onDispose?()
            })
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        do {
            try before(event)
        } catch {
            return forward(.error(error))
        }
        guard event.isStopEvent else {
            forward(event)
            do {
                try after(event)
            } catch {
                forward(.error(error))
            }
            return
        }
        // The after-handler runs before this subscription lets go of its source (unless an
        // operator below disposed it as the event reached it), as in RxSwift.
        forwardKeepingUpstream(event)
        // The sequence has ended: an error thrown now has no one to go to.
        try? after(event)
        dispose()
    }
}
