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
    @_alwaysEmitIntoClient
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        precondition(count >= 0, "buffer(timeSpan:count:scheduler:): count must not be negative, got \(count)")
        return ClosureOperator(
            capturing: (source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
        ) { captured, downstream in
            BufferSink(
                timeSpan: captured.timeSpan, count: captured.count, scheduler: captured.scheduler, observer: downstream
            )
            .run(captured.source)
        }
    }
}

/// What `buffer(timeSpan:count:scheduler:)`'s sink does after a transition, decided under its
/// lock.
enum BufferAction {
    /// Nothing more.
    case none
    /// Arm the timer of buffer `window`, just started.
    case armTimer(window: Int)
}

@usableFromInline
struct BufferState<Element> {
    enum Phase {
        /// Collecting the elements of the current buffer.
        case collecting([Element])
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.collecting([])
    /// Numbers the buffers: a timer armed for an older one does nothing.
    var window = 0
    var timer = LatestTimer()

    /// An element arrived: it joins the buffer, and a buffer that holds `count` elements is
    /// emitted and the next one started.
    mutating func elementArrived(_ element: Element, count: Int, emitter: inout EventEmitter<[Element]>) -> BufferAction
    {
        switch phase {
        case .collecting(var buffer):
            phase = .stopped  // for the moment, so that `buffer` is the array's one reference
            buffer.append(element)
            guard buffer.count == count else {
                phase = .collecting(buffer)
                return .none
            }
            return emitAndStartNext(buffer, emitter: &emitter)
        case .stopped:
            return .none
        }
    }

    /// The timer of buffer `ended` fired: the buffer is emitted, even if empty, and the next one
    /// started — unless the count emitted it first.
    mutating func timerFired(window ended: Int, emitter: inout EventEmitter<[Element]>) -> BufferAction {
        switch phase {
        case .collecting(let buffer):
            guard ended == window else { return .none }
            return emitAndStartNext(buffer, emitter: &emitter)
        case .stopped:
            return .none
        }
    }

    /// The source failed: the error is sent, the buffer dropped.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<[Element]>) {
        switch phase {
        case .collecting:
            phase = .stopped
            emitter.emit(.error(error))
        case .stopped:
            return
        }
    }

    /// The source completed: the buffer is emitted, even if empty, then the completion.
    mutating func completed(emitter: inout EventEmitter<[Element]>) {
        switch phase {
        case .collecting(let buffer):
            phase = .stopped
            emitter.emit(.next(buffer))
            emitter.emit(.completed)
        case .stopped:
            return
        }
    }

    private mutating func emitAndStartNext(_ buffer: [Element], emitter: inout EventEmitter<[Element]>) -> BufferAction
    {
        emitter.emit(.next(buffer))
        phase = .collecting([])
        window &+= 1
        return .armTimer(window: window)
    }
}

@usableFromInline
final class BufferSink<Element>: SerializingSink<AnyObserver<[Element]>, BufferState<Element>>, ObserverType,
    @unchecked Sendable
{
    // @unchecked Sendable: the state is in `SerializingSink`; the rest is immutable.
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    @usableFromInline
    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, observer: AnyObserver<[Element]>) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(state: BufferState(), observer: observer)
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        // The first timer starts at subscription, before the source is subscribed.
        armTimer(for: 0)
        let timer = Disposables.create { [self] in
            updateState { state in state.timer.dispose() }?.dispose()
        }
        return attaching(Disposables.create(timer, source.subscribe(self)))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        let action = synchronized { state, emitter -> BufferAction in
            switch event {
            case .next(let element):
                return state.elementArrived(element, count: count, emitter: &emitter)
            case .error(let error):
                state.failed(error, emitter: &emitter)
            case .completed:
                state.completed(emitter: &emitter)
            }
            return .none
        }
        perform(action)
    }

    private func perform(_ action: BufferAction) {
        switch action {
        case .none:
            return
        case .armTimer(let window):
            armTimer(for: window)
        }
    }

    private func armTimer(for window: Int) {
        let timer = scheduler.scheduleRelative(window, dueTime: timeSpan) { [self] window in
            perform(synchronized { state, emitter in state.timerFired(window: window, emitter: &emitter) })
            return Disposables.create()
        }
        updateState { state in
            state.timer.install(timer, armedFor: window, latest: state.window)
        }?.dispose()
    }
}
