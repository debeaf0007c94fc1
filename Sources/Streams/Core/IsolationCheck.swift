import Foundation

/// The debug-build check that a closure written in code isolated to an actor runs on that actor.
///
/// Swift treats a closure that is not `@Sendable`, written in code isolated to an actor (a
/// `@MainActor` view model, or any code of an app target whose default isolation is the main
/// actor), as belonging to that actor: the compiler lets it touch the actor's state without a
/// hop, trusting that it runs there. Streams runs a subscriber's closures where the events
/// arrive, and a subscription's closures (`create`'s, `deferred`'s) where the subscription is
/// made — on another thread, that trust is broken and the access is a data race the compiler
/// cannot see. Streams cannot see what a closure touches either; what it can see is the
/// isolation of the code that handed the closure over (`#isolation`, a defaulted parameter of
/// every API that takes such a closure) and the thread the closure runs on. A closure run off
/// its actor is reported through ``Hooks/anomalyHandler`` the first time it happens at each
/// place, and runs all the same: correct code never stops on it.
///
/// The closures checked are the ones that act — `subscribe`'s, `bind`'s, `drive`'s and
/// `emit`'s handlers, `do`'s, `create`'s, `deferred`'s and `using`'s, a ``Binder``'s binding.
/// Operator closures (`map`, `filter`, `flatMap`'s selector, …) are not: they are the work
/// schedulers move off the main thread, and a pure one cannot be told from one that touches
/// state (the "Swift concurrency" article says why and what to do).
///
/// Release builds check nothing: `checking(_:)` returns the closure itself.
@usableFromInline
struct IsolationCheck: Sendable {
    /// The API the closure was given to, as the report names it: `subscribe(onNext:)`.
    @usableFromInline let call: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt
    /// The isolation of the code that called `call`: the closure's, unless the caller wrote a
    /// `@Sendable` closure or passed a function declared elsewhere.
    @usableFromInline let isolation: (any Actor)?

    @inlinable
    init(_ call: StaticString, file: StaticString, line: UInt, isolation: (any Actor)?) {
        self.call = call
        self.file = file
        self.line = line
        self.isolation = isolation
    }

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @inlinable
    func checking<Result>(_ closure: @escaping () -> Result) -> () -> Result {
        #if DEBUG
        guard isolation != nil else { return closure }
        return {
            verify()
            return closure()
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @inlinable
    func checking<Result>(_ closure: @escaping () throws -> Result) -> () throws -> Result {
        #if DEBUG
        guard isolation != nil else { return closure }
        return {
            verify()
            return try closure()
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @inlinable
    func checking<Argument, Result>(_ closure: @escaping (Argument) -> Result) -> (Argument) -> Result {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { argument in
            verify()
            return closure(argument)
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @inlinable
    func checking<Argument, Result>(_ closure: @escaping (Argument) throws -> Result) -> (Argument) throws -> Result {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { argument in
            verify()
            return try closure(argument)
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @inlinable
    func checking<First, Second, Result>(_ closure: @escaping (First, Second) -> Result) -> (First, Second) -> Result {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { first, second in
            verify()
            return closure(first, second)
        }
        #else
        return closure
        #endif
    }

    /// The check of a closure marked `@MainActor` given to `call`: its isolation is the main
    /// actor's, whoever passed it.
    @inlinable
    static func mainActor(_ call: StaticString, file: StaticString, line: UInt) -> IsolationCheck {
        IsolationCheck(call, file: file, line: line, isolation: MainActor.shared)
    }

    /// A main actor's `closure` as one Streams can call where its events arrive — the main
    /// thread, for the traits that take such closures — checked there in debug builds.
    ///
    /// A global actor's isolation is not part of a function value's representation: this is the
    /// conversion `MainActor.assumeIsolated` makes, with a report instead of a stop when the
    /// caller is not on the main thread after all (a ``Driver`` under
    /// ``SharingScheduler/mock(scheduler:action:)``, driven off the main thread by a test).
    @inlinable
    func checking<Result>(mainActor closure: @escaping @MainActor () -> Result) -> () -> Result {
        checking(unsafeBitCast(closure, to: (() -> Result).self))
    }

    /// A main actor's `closure` as one Streams can call: see ``checking(mainActor:)-(()->Result)``.
    @inlinable
    func checking<Argument, Result>(mainActor closure: @escaping @MainActor (Argument) -> Result) -> (Argument) ->
        Result
    {
        checking(unsafeBitCast(closure, to: ((Argument) -> Result).self))
    }

    /// A main actor's `closure` as one Streams can call: see ``checking(mainActor:)-(()->Result)``.
    @inlinable
    func checking<First, Second, Result>(
        mainActor closure: @escaping @MainActor (First, Second) -> Result
    ) -> (First, Second) -> Result {
        checking(unsafeBitCast(closure, to: ((First, Second) -> Result).self))
    }

    /// Reports, once for this place, that the closure is about to run off its actor.
    @usableFromInline
    func verify() {
        guard let isolation, !Self.isRunning(on: isolation) else { return }
        IsolationReports.report(self, actor: isolation)
    }

    /// Whether the calling code runs on `actor`'s executor, as far as can be told without
    /// stopping: the main actor's is the main queue, run by the main thread (or, on Linux after
    /// `dispatchMain()`, by worker threads); any other actor's runs its work inside a task, so
    /// code outside every task (a dispatch queue's, a plain thread's) is certainly off it, while
    /// code inside a task is given the benefit of the doubt.
    static func isRunning(on actor: any Actor) -> Bool {
        if actor === MainActor.shared { return isMainThreadOrQueue() }
        return withUnsafeCurrentTask { $0 != nil }
    }
}

/// The places already reported, so that each is reported once however many events run there.
enum IsolationReports {
    private struct Place: Hashable {
        let call: String
        let file: String
        let line: UInt
    }

    private static let reported = Locked(Set<Place>())

    static func report(_ check: IsolationCheck, actor: any Actor) {
        let place = Place(call: "\(check.call)", file: "\(check.file)", line: check.line)
        guard reported.withLock({ $0.insert(place).inserted }) else { return }
        // Outside the lock: the handler is the user's code.
        // diagnostic: isolation
        Hooks.anomalyHandler(message(for: check, actor: actor, thread: currentThreadDescription()))
    }

    /// The report, word for word (the tests and the Diagnostics article quote it).
    static func message(for check: IsolationCheck, actor: any Actor, thread: String) -> String {
        let place = check.file.utf8CodeUnitCount > 0 ? " at \(check.file):\(check.line)" : ""
        let isMain = actor === MainActor.shared
        let owner = isMain ? "the main actor" : "actor `\(type(of: actor))`"
        let hop =
            isMain
            ? "observe(on: MainScheduler.instance) before a subscriber, subscribe(on: MainScheduler.instance) for a subscription's closure such as create's"
            : "deliver the events on the actor, or hop into it from the closure (Task { await … })"
        return
            "⚠️ Streams: the closure given to `\(check.call)`\(place) was written in code isolated to \(owner) and ran off it, on the \(thread). Swift lets such a closure touch \(owner)'s state without a hop: run off \(owner), that is a data race the compiler cannot see. Hop first (\(hop)), or write the closure in code that is not isolated to \(owner), where the compiler checks what it touches. Reported once for this place."
    }

    /// Forgets the places reported, so that a test sees its own reports.
    static func forgetReportedPlaces() {
        reported.withLock { $0.removeAll() }
    }
}
