extension ObservableType {
    /// Collects elements into arrays, emitting one when it holds `count` elements or when
    /// `timeSpan` has passed since the previous array was emitted (or since subscription),
    /// whichever comes first — an array emitted by the timer may be empty. On completion the
    /// current array is emitted, even if empty; on error it is dropped.
    ///
    ///     source:  -1-2--3---------4-----|        (timeSpan: 7 ticks, count: 3)
    ///     buffer(timeSpan: 7, count: 3)
    ///     result:  ------A------B------C-(D|)     A = [1, 2, 3], B = [], C = [4], D = []
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array collects elements before it is emitted.
    ///   - count: The most elements an array holds; it must not be negative.
    ///   - scheduler: Runs the timer and emits the arrays the timer closes.
    /// - Returns: The elements, in arrays.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        precondition(count >= 0, "buffer(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return Buffer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }
}

final class Buffer<Element>: Producer<[Element]> {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == [Element] {
        let sink = BufferSink<Element, Observer>(timeSpan: timeSpan, count: count, scheduler: scheduler, observer: observer)
        return sink.attaching(sink.run(source))
    }
}

struct BufferState<Element> {
    var buffer: [Element] = []
    /// Identifies the current buffer; a timer armed for an older one does nothing.
    var windowID = 0
    var isStopped = false
    var timer = WindowTimer()
}

/// The timer of the current buffer or window, kept in a sink's locked state so that a timer
/// armed for an older buffer can never replace the one of a newer buffer.
struct WindowTimer {
    private var current: Disposable?
    private var isDisposed = false

    /// Under the lock: installs `timer`, armed for `windowID`, if `windowID` is still current.
    /// Returns what the caller must dispose after the lock.
    mutating func install(_ timer: Disposable, for windowID: Int, currentWindowID: Int) -> Disposable? {
        if isDisposed || windowID != currentWindowID { return timer }
        defer { current = timer }
        return current
    }

    /// Under the lock: stops the timers for good. Returns what to dispose after the lock.
    mutating func dispose() -> Disposable? {
        isDisposed = true
        defer { current = nil }
        return current
    }
}

final class BufferSink<Element, Observer: ObserverType>: SerializingSink<Observer, BufferState<Element>>, ObserverType, @unchecked Sendable where Observer.Element == [Element] {
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: Observer) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(state: BufferState(), observer: observer)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        // The first timer starts at subscription, before the source is subscribed.
        armTimer(for: 0)
        let timer = Disposables.create { [self] in
            updateState { state in state.timer.dispose() }?.dispose()
        }
        return Disposables.create(timer, source.subscribe(self))
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let nextWindow = synchronized { state, emitter -> Int? in
                if state.isStopped { return nil }
                state.buffer.append(element)
                guard state.buffer.count == count else { return nil }
                return startNewBuffer(&state, &emitter)
            }
            if let nextWindow { armTimer(for: nextWindow) }
        case .error(let error):
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isStopped = true
                state.buffer = []
                emitter.emit(.error(error))
            }
        case .completed:
            synchronized { state, emitter in
                guard !state.isStopped else { return }
                state.isStopped = true
                let buffer = state.buffer
                state.buffer = []
                emitter.emit(.next(buffer))
                emitter.emit(.completed)
            }
        }
    }

    /// Under the lock: emits the current buffer and starts the next; returns the new window.
    private func startNewBuffer(_ state: inout BufferState<Element>, _ emitter: inout Emitter<[Element]>) -> Int {
        state.windowID &+= 1
        let buffer = state.buffer
        state.buffer = []
        emitter.emit(.next(buffer))
        return state.windowID
    }

    private func timerFired(for windowID: Int) {
        let nextWindow = synchronized { state, emitter -> Int? in
            guard !state.isStopped, state.windowID == windowID else { return nil }
            return startNewBuffer(&state, &emitter)
        }
        if let nextWindow { armTimer(for: nextWindow) }
    }

    private func armTimer(for windowID: Int) {
        let timer = scheduler.scheduleRelative(windowID, dueTime: timeSpan) { [self] windowID in
            timerFired(for: windowID)
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, for: windowID, currentWindowID: state.windowID)
        }?.dispose()
    }
}
