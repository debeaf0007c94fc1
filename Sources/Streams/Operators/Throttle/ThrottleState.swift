import Foundation

/// The state of a `throttle` subscription, changed under its sink's lock by one transition per
/// event; what a transition sends it emits, the timer to arm it returns.
@usableFromInline
struct ThrottleState<Element> {
    enum Phase {
        /// Elements arrive: one arriving once the window has ended is sent at once; a later one
        /// (only with `latest`) waits in `unsent` for the window's timer.
        case open
        /// The source completed while `unsent` waited: when the window ends, `unsent` is sent,
        /// then the completion.
        case completing
        /// A stop event was sent.
        case stopped
    }

    var phase = Phase.open
    /// The window's latest element, waiting for its timer; `nil` when none waits (always while
    /// `open` without `latest`, never while `completing`, always once stopped).
    var unsent: Element?
    var lastSentTime: Date?
    /// Numbers the timers armed and the elements sent at once: a timer whose number is not
    /// the latest was overtaken — it fired, but an element sent meanwhile started a new
    /// window — and does nothing.
    var window: UInt64 = 0

    /// An element arrived at `now`: sent at once if the window has ended; otherwise kept
    /// for the window's end (with `latest`), arming the timer if none is armed.
    mutating func elementArrived(
        _ element: Element, at now: Date, dueTime: RxTimeInterval, latest: Bool,
        emitter: inout EventEmitter<Element>
    ) -> ThrottleAction {
        switch phase {
        case .open:
            let remaining =
                lastSentTime.map { dueTime.remaining(after: max(0, now.timeIntervalSince($0))) } ?? .nanoseconds(0)
            if remaining.isNow {
                unsent = nil
                lastSentTime = now
                window &+= 1
                emitter.emit(.next(element))
                return .none
            }
            guard latest else { return .none }
            let timerIsArmed = unsent != nil
            unsent = element
            if timerIsArmed { return .none }
            window &+= 1
            return .armTimer(delay: remaining, window: window)
        case .completing, .stopped:
            return .none
        }
    }

    /// The source failed: the error is sent at once, and a waiting element dropped.
    mutating func failed(_ error: Swift.Error, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .open, .completing:
            phase = .stopped
            unsent = nil
            emitter.emit(.error(error))
        case .stopped:
            return
        }
    }

    /// The source completed: at once, or after the element waiting for the window's end.
    mutating func completed(emitter: inout EventEmitter<Element>) {
        switch phase {
        case .open:
            guard unsent == nil else {
                phase = .completing
                return
            }
            phase = .stopped
            emitter.emit(.completed)
        case .completing, .stopped:
            return
        }
    }

    /// The timer of window `ended` fired at `now`: sends the waiting element (and a
    /// pending completion), unless an element sent meanwhile started a newer window.
    mutating func timerFired(window ended: UInt64, at now: Date, emitter: inout EventEmitter<Element>) {
        switch phase {
        case .open where ended == window:
            guard let unsent else { return }
            self.unsent = nil
            lastSentTime = now
            emitter.emit(.next(unsent))
        case .completing where ended == window:
            phase = .stopped
            lastSentTime = now
            if let unsent {
                self.unsent = nil
                emitter.emit(.next(unsent))
            }
            emitter.emit(.completed)
        case .open, .completing:
            // An overtaken timer: an element sent at once since it was armed started a newer
            // window, whose own timer is armed.
            return
        case .stopped:
            return
        }
    }
}

/// What a `ThrottleSink` does after a transition, once its lock is released. (Outside the generic
/// sink: its metadata is then static, not looked up on every event.)
enum ThrottleAction {
    case none
    /// Arms the timer that ends window `window` after `delay`.
    case armTimer(delay: RxTimeInterval, window: UInt64)
}
