import Synchronization

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
    /// once the subscription is disposed (after a stop event's `after…` handler).
    public func `do`(
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
        Do(
            source: asObservable(),
            before: { event in
                switch event {
                case .next(let element): try onNext?(element)
                case .error(let error): try onError?(error)
                case .completed: try onCompleted?()
                }
            },
            after: { event in
                switch event {
                case .next(let element): try afterNext?(element)
                case .error(let error): try afterError?(error)
                case .completed: try afterCompleted?()
                }
            },
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
    }
}

final class Do<Element>: Producer<Element> {
    typealias Handler = (Event<Element>) throws -> Void

    private let source: Observable<Element>
    private let before: Handler
    private let after: Handler
    private let onSubscribe: (() -> Void)?
    private let onSubscribed: (() -> Void)?
    private let onDispose: (() -> Void)?

    init(source: Observable<Element>, before: @escaping Handler, after: @escaping Handler, onSubscribe: (() -> Void)?, onSubscribed: (() -> Void)?, onDispose: (() -> Void)?) {
        self.source = source
        self.before = before
        self.after = after
        self.onSubscribe = onSubscribe
        self.onSubscribed = onSubscribed
        self.onDispose = onDispose
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        onSubscribe?()
        let sink = DoSink(before: before, after: after, onDispose: onDispose, observer: observer)
        sink.subscription.setDisposable(source.subscribe(sink))
        onSubscribed?()
        // Attached after `onSubscribed`: a source that stopped synchronously is disposed, and
        // `onDispose` runs, only now, as in RxSwift.
        return sink.attaching(Disposables.create { sink.disposed() })
    }
}

private let doIdle = 0
private let doDeliveringStop = 1
private let doDisposeDeferred = 2

final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `onDispose` is taken once (by whichever path `phase` picks); the
    // handlers are immutable and called from the serialized `on`.
    typealias Handler = (Event<Observer.Element>) throws -> Void

    private let before: Handler
    private let after: Handler
    private var onDispose: (() -> Void)?
    /// The source's subscription.
    let subscription = SingleAssignmentDisposable()
    /// While a stop event is delivered, disposal (which `forward` triggers) waits for the
    /// `after…` handler, so the source is disposed and `onDispose` runs after it, as in RxSwift.
    private let phase = Atomic<Int>(doIdle)

    init(before: @escaping Handler, after: @escaping Handler, onDispose: (() -> Void)?, observer: Observer) {
        self.before = before
        self.after = after
        self.onDispose = onDispose
        super.init(observer: observer)
    }

    func on(_ event: Event<Observer.Element>) {
        do {
            try before(event)
        } catch {
            finish(with: .error(error), after: nil)
            return
        }
        if event.isStopEvent {
            finish(with: event, after: event)
            return
        }
        forward(event)
        do {
            try after(event)
        } catch {
            finish(with: .error(error), after: nil)
        }
    }

    /// Forwards a stop event, runs the `after…` handler of `afterEvent`, then lets disposal run.
    private func finish(with event: Event<Observer.Element>, after afterEvent: Event<Observer.Element>?) {
        phase.store(doDeliveringStop, ordering: .releasing)
        forward(event)
        if let afterEvent {
            // The sequence has ended: an error thrown now has no one to go to, as in RxSwift.
            try? after(afterEvent)
        }
        if phase.exchange(doIdle, ordering: .acquiringAndReleasing) == doDisposeDeferred {
            disposeSource()
        }
    }

    /// Called when the subscription is disposed.
    func disposed() {
        let (exchanged, _) = phase.compareExchange(expected: doDeliveringStop, desired: doDisposeDeferred, ordering: .acquiringAndReleasing)
        if !exchanged { disposeSource() }
    }

    private func disposeSource() {
        subscription.dispose()
        let action = onDispose
        onDispose = nil
        action?()
    }
}
