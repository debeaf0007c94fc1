#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs work on the calling thread through a trampoline: the outermost `schedule` runs its
/// action at once and then drains whatever that action scheduled, in order; nested `schedule`
/// calls only queue. This keeps synchronous sources from recursing without bound and gives
/// subscriptions RxSwift's ordering.
///
/// The trampoline costs one thread-local read when nothing is queued.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    /// The scheduler for the calling thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on this thread: scheduling now would run the action at
    /// once and drain the queue behind it.
    public static var isScheduleRequired: Bool {
        Trampoline.withCurrent { !$0.isActive }
    }

    /// Runs `action` on the calling thread: at once when no trampoline runs on this thread,
    /// otherwise after the work already queued on it.
    ///
    /// Called with no trampoline running, it starts one: it runs `action`, then everything that
    /// `action` (and what it ran) queued, in order, and returns when the queue is empty. Called
    /// from work the trampoline runs, it only queues `action`.
    ///
    /// - Parameters:
    ///   - state: The value `action` is called with.
    ///   - action: The work, called once on the calling thread.
    /// - Returns: When `action` ran at once, what it returned. When it was queued, a
    ///   ``Disposable`` that cancels it if it has not run yet, and disposes what it returned once
    ///   it has.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Trampoline.withCurrent { trampoline in
            if trampoline.isActive {
                let item = ScheduledItem { action(state) }
                trampoline.queue.enqueue(item)
                return item
            }
            return trampoline.run { action(state) }
        }
    }
}

/// One thread's trampoline: whether it is draining, and what waits to run.
@usableFromInline
final class Trampoline {
    // Unchecked: a trampoline belongs to one thread, so accesses cannot overlap, and the
    // run-time exclusivity check would cost a thread-local look-up per access.
    @exclusivity(unchecked) var isActive = false
    @exclusivity(unchecked) @usableFromInline var queue = Queue<ScheduledItem>()

    func run<Result>(_ body: () -> Result) -> Result {
        isActive = true
        defer {
            queue.removeAll()
            isActive = false
        }
        let result = body()
        while let item = queue.dequeue() {
            item.invoke()
        }
        return result
    }

    /// This thread's trampoline, made on first use and kept until the thread ends.
    @usableFromInline
    static var current: Trampoline {
        withCurrent { $0 }
    }

    /// Lends this thread's trampoline to `body` without retaining it — it is the thread's, kept
    /// alive by the thread's storage — so that the look-up on every subscription costs no
    /// reference counting.
    static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        unretainedCurrent._withUnsafeGuaranteedRef(body)
    }

    /// This thread's trampoline, not retained (see `withCurrent`).
    static var unretainedCurrent: Unmanaged<Trampoline> {
        let pointer =
            pthread_getspecific(trampolineKey)
            ?? {
                let pointer = Unmanaged.passRetained(Trampoline()).toOpaque()
                pthread_setspecific(trampolineKey, pointer)
                return pointer
            }()
        return Unmanaged<Trampoline>.fromOpaque(pointer)
    }
}

extension Unmanaged where Instance == Trampoline {
    /// Whether the trampoline is running (draining, or inside `run`).
    var isActive: Bool {
        _withUnsafeGuaranteedRef { $0.isActive }
    }

    /// Runs `body` inside the trampoline, which must not be running, then drains it.
    func run<Result>(_ body: () -> Result) -> Result {
        _withUnsafeGuaranteedRef { $0.run(body) }
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { Unmanaged<Trampoline>.fromOpaque($0).release() }
    #else
    let status = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
    }
    #endif
    precondition(status == 0, "CurrentThreadScheduler: pthread_key_create failed (\(status))")
    return key
}()
