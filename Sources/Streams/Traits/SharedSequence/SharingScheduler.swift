/// Where ``Driver`` and ``Signal`` deliver their events: the main thread, or — in tests — the
/// scheduler installed with ``mock(scheduler:action:)``.
///
///     SharingScheduler.mock(scheduler: testScheduler) {
///         let result = testScheduler.start { viewModel.title }   // runs in virtual time
///     }
///
/// The mock is a task-local value rather than RxCocoa's global variable: it is visible to
/// everything the `action` runs synchronously on its thread (and to tasks it starts), and to
/// nothing else. So it is free of data races under Swift 6, and tests running in parallel
/// (Swift Testing) each see their own scheduler. As in RxCocoa, the scheduler is read when a
/// trait is built, so build the sequences inside `action`.
public enum SharingScheduler {
    /// Makes the scheduler a sharing trait delivers on: a fresh ``MainScheduler`` each time (as
    /// in RxCocoa), or the mock's scheduler inside ``mock(scheduler:action:)``.
    public static var make: () -> SchedulerType {
        if let mocked = mockedMake { return mocked.value }
        return { MainScheduler() }
    }

    // The factory is called only by traits built inside the mock's scope, as RxCocoa calls its
    // global one; task-local storage keeps it to that scope.
    @TaskLocal private static var mockedMake: UncheckedSendable<() -> SchedulerType>?

    /// `true` inside `mock`: the traits then deliver on a test scheduler, not the main thread.
    static var isMocked: Bool { mockedMake != nil }

    /// Runs `action` with every sharing trait built inside it delivering on `scheduler`.
    ///
    /// Inside `action`, ``SharedSequenceConvertibleType/drive(onNext:onCompleted:onDisposed:)``
    /// may be called off the main thread. The mock ends when `action` returns; sequences built
    /// inside keep the scheduler they read.
    ///
    /// - Parameters:
    ///   - scheduler: The scheduler the traits deliver on, usually a `TestScheduler`.
    ///   - action: Runs at once, on the calling thread; builds and subscribes the traits.
    /// - Throws: What `action` throws.
    @_alwaysEmitIntoClient
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with every sharing trait built inside it delivering on the scheduler
    /// `makeScheduler` returns.
    ///
    /// - Parameters:
    ///   - makeScheduler: Called, as ``make`` is, each time a trait or operator built inside
    ///     `action` reads its scheduler.
    ///   - action: Runs at once, on the calling thread; builds and subscribes the traits.
    /// - Throws: What `action` throws.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        try $mockedMake.withValue(UncheckedSendable(makeScheduler), operation: action)
    }
}
