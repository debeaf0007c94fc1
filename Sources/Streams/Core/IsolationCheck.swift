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

    @_transparent @usableFromInline
    init(_ call: StaticString, file: StaticString, line: UInt, isolation: (any Actor)?) {
        self.call = call
        self.file = file
        self.line = line
        self.isolation = isolation
    }

    // One form per shape of closure the APIs take, each returning that same shape: a release
    // build returns the closure itself, and with the shapes the same nothing converts it (a
    // closure handed to a generic `(Argument) -> Result` and back goes through two reabstraction
    // thunks, about 20 instructions more on every event). The check and its forms are
    // `@_transparent`, inlined before the optimizer starts: in a release build nothing is left
    // of them to weigh on its choice of what else to inline into a caller (`subscribe`'s
    // observer, otherwise left out of line: 78 instructions more per chain in benchmark n).

    /// `closure`, checked before each call in debug builds when it was handed over from code
    /// isolated to an actor.
    @_transparent @usableFromInline
    func checking(_ closure: @escaping () -> Void) -> () -> Void {
        #if DEBUG
        guard isolation != nil else { return closure }
        return {
            verify()
            closure()
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking(_ closure: @escaping () throws -> Void) -> () throws -> Void {
        #if DEBUG
        guard isolation != nil else { return closure }
        return {
            verify()
            try closure()
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(_ closure: @escaping (Argument) -> Void) -> (Argument) -> Void {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { argument in
            verify()
            closure(argument)
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(_ closure: @escaping (Argument) throws -> Void) -> (Argument) throws -> Void {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { argument in
            verify()
            try closure(argument)
        }
        #else
        return closure
        #endif
    }

    /// `closure`, checked before each call in debug builds: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<First, Second>(_ closure: @escaping (First, Second) -> Void) -> (First, Second) -> Void {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { first, second in
            verify()
            closure(first, second)
        }
        #else
        return closure
        #endif
    }

    // The optional closures the APIs take: unwrapped here, since `Optional.map` would hand a
    // closure over through its generic `Wrapped`, with the same two thunks.

    /// `closure`, if there is one, checked: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking(ifGiven closure: (() -> Void)?) -> (() -> Void)? {
        #if DEBUG
        guard let closure else { return nil }
        return checking(closure)
        #else
        return closure
        #endif
    }

    /// `closure`, if there is one, checked: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking(ifGiven closure: (() throws -> Void)?) -> (() throws -> Void)? {
        #if DEBUG
        guard let closure else { return nil }
        return checking(closure)
        #else
        return closure
        #endif
    }

    /// `closure`, if there is one, checked: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(ifGiven closure: ((Argument) -> Void)?) -> ((Argument) -> Void)? {
        #if DEBUG
        guard let closure else { return nil }
        return checking(closure)
        #else
        return closure
        #endif
    }

    /// `closure`, if there is one, checked: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(ifGiven closure: ((Argument) throws -> Void)?) -> ((Argument) throws -> Void)? {
        #if DEBUG
        guard let closure else { return nil }
        return checking(closure)
        #else
        return closure
        #endif
    }

    /// `closure`, if there is one, checked: see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<First, Second>(ifGiven closure: ((First, Second) -> Void)?) -> ((First, Second) -> Void)? {
        #if DEBUG
        guard let closure else { return nil }
        return checking(closure)
        #else
        return closure
        #endif
    }

    /// `create`'s closure, checked before each call in debug builds: see
    /// ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Element>(_ closure: @escaping (AnyObserver<Element>) -> Disposable)
        -> (AnyObserver<Element>) -> Disposable
    {
        #if DEBUG
        guard isolation != nil else { return closure }
        return { observer in
            verify()
            return closure(observer)
        }
        #else
        return closure
        #endif
    }

    /// A factory (`deferred`'s, `using`'s), checked before each call in debug builds: see
    /// ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Product>(_ closure: @escaping () throws -> Product) -> () throws -> Product {
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

    /// A factory given an argument (`using`'s second), checked before each call in debug builds:
    /// see ``checking(_:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument, Product>(_ closure: @escaping (Argument) throws -> Product) -> (Argument) throws -> Product
    {
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

    /// The check of a closure marked `@MainActor` given to `call`: its isolation is the main
    /// actor's, whoever passed it.
    @_transparent @usableFromInline
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
    @_transparent @usableFromInline
    func checking(mainActor closure: @escaping @MainActor () -> Void) -> () -> Void {
        checking(unsafeBitCast(closure, to: (() -> Void).self))
    }

    /// A main actor's `closure` as one Streams can call: see ``checking(mainActor:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(mainActor closure: @escaping @MainActor (Argument) -> Void) -> (Argument) -> Void {
        checking(unsafeBitCast(closure, to: ((Argument) -> Void).self))
    }

    /// A main actor's `closure` as one Streams can call: see ``checking(mainActor:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<First, Second>(mainActor closure: @escaping @MainActor (First, Second) -> Void) -> (First, Second)
        -> Void
    {
        checking(unsafeBitCast(closure, to: ((First, Second) -> Void).self))
    }

    /// A main actor's `closure`, if there is one, as one Streams can call: see
    /// ``checking(mainActor:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking(mainActorIfGiven closure: (@MainActor () -> Void)?) -> (() -> Void)? {
        guard let closure else { return nil }
        return checking(mainActor: closure)
    }

    /// A main actor's `closure`, if there is one, as one Streams can call: see
    /// ``checking(mainActor:)-(()->Void)``.
    @_transparent @usableFromInline
    func checking<Argument>(mainActorIfGiven closure: (@MainActor (Argument) -> Void)?) -> ((Argument) -> Void)? {
        guard let closure else { return nil }
        return checking(mainActor: closure)
    }
}

#if DEBUG
// What reports a closure run off its actor: debug builds only, where `checking(_:)` calls it.
extension IsolationCheck {
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
#endif
