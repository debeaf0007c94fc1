/// The state of a `window(timeSpan:count:scheduler:)` subscription, changed under its sink's lock
/// by one transition per event; what goes to the windows and downstream it emits.
@usableFromInline
struct WindowState<Element> {
    enum Phase {
        /// `subject` is the open window; `count` elements went to it.
        case open(PublishSubject<Element>, count: Int)
        /// A stop event was sent.
        case stopped
    }

    var phase: Phase
    /// Numbers the windows: a timer armed for an older one does nothing.
    var window = 0
    var timer = LatestTimer()

    /// The first window, opened at subscription.
    init() {
        phase = .open(PublishSubject<Element>(), count: 0)
    }

    /// The subscription was made: downstream receives the first window.
    func subscribed(_ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            emitter.emit(.opened(subject, window: window))
        case .stopped:
            preconditionFailure("window: the sequence stopped before its subscription was made")
        }
    }

    /// An element arrived: it goes to the open window, and a window that has had `count`
    /// elements is completed and the next one opened.
    mutating func elementArrived(
        _ event: Event<Element>, count: Int, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>
    ) {
        switch phase {
        case .open(let subject, let received):
            emitter.emit(.window(subject, event))
            guard received + 1 == count else {
                phase = .open(subject, count: received + 1)
                return
            }
            completeAndOpenNext(subject, &emitter)
        case .stopped:
            return
        }
    }

    /// The timer of window `ended` fired: the window is completed and the next one opened —
    /// unless the count did so first.
    mutating func timerFired(window ended: Int, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            guard ended == window else { return }
            completeAndOpenNext(subject, &emitter)
        case .stopped:
            return
        }
    }

    /// The source failed: the open window, then downstream, receive the error.
    mutating func failed(_ error: Swift.Error, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            phase = .stopped
            emitter.emit(.window(subject, .error(error)))
            emitter.emit(.downstream(.error(error)))
        case .stopped:
            return
        }
    }

    /// The source completed: the open window completes, then downstream.
    mutating func completed(_ emitter: inout DeliveryEmitter<WindowDelivery<Element>>) {
        switch phase {
        case .open(let subject, _):
            phase = .stopped
            emitter.emit(.window(subject, .completed))
            emitter.emit(.downstream(.completed))
        case .stopped:
            return
        }
    }

    private mutating func completeAndOpenNext(
        _ subject: PublishSubject<Element>, _ emitter: inout DeliveryEmitter<WindowDelivery<Element>>
    ) {
        emitter.emit(.window(subject, .completed))
        let next = PublishSubject<Element>()
        phase = .open(next, count: 0)
        window &+= 1
        emitter.emit(.opened(next, window: window))
    }
}

/// What a window sink sends, in the order its state changed: events for a window's subject,
/// and the windows opened, for downstream.
@usableFromInline
enum WindowDelivery<Element> {
    case window(PublishSubject<Element>, Event<Element>)
    /// Window number `window` opened: downstream receives it (`WindowSink.windowObservable`),
    /// then its timer is armed.
    case opened(PublishSubject<Element>, window: Int)
    case downstream(Event<Observable<Element>>)
}
