/// The state of a `buffer(timeSpan:count:scheduler:)` subscription, changed under its sink's lock
/// by one transition per event; what a transition sends it emits, the timer to arm it returns.
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

/// What `buffer(timeSpan:count:scheduler:)`'s sink does after a transition, decided under its
/// lock.
enum BufferAction {
    /// Nothing more.
    case none
    /// Arm the timer of buffer `window`, just started.
    case armTimer(window: Int)
}
