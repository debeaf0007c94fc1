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
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler for the calling thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// `true` when no trampoline runs on this thread: scheduling now would run the action at
    /// once and drain the queue behind it.
    public static var isScheduleRequired: Bool {
        !Trampoline.current.isActive
    }

    /// `true` when work waits in this thread's trampoline queue.
    static var hasQueuedWork: Bool {
        !Trampoline.current.queue.isEmpty
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isActive {
            let item = ScheduledItem { action(state) }
            trampoline.queue.enqueue(item)
            return item
        }
        return trampoline.run { action(state) }
    }

    /// Runs `body` inside this thread's trampoline, starting one if none is running.
    static func trampolined<Result>(_ body: () -> Result) -> Result {
        let trampoline = Trampoline.current
        if trampoline.isActive { return body() }
        return trampoline.run(body)
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

    @usableFromInline
    static var current: Trampoline {
        if let pointer = pthread_getspecific(trampolineKey) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
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
