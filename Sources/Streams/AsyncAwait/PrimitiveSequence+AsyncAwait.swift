extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A ``Single`` with the outcome of `work`, run in a new task for each subscription;
    /// disposing the subscription cancels the task.
    ///
    ///     Single<User>.create { try await api.user(id: 1) }
    ///
    /// - Parameters:
    ///   - detached: Whether the task is detached (`Task.detached`) rather than inheriting the
    ///     subscribing task's priority and task-local values (`Task`).
    ///   - priority: The task's priority; `nil` uses the default.
    ///   - work: Run in the task; its result is the ``Single``'s element and an error it throws
    ///     its failure. It should check cancellation to stop early after a disposal.
    /// - Returns: A ``Single`` that runs `work` for every subscriber.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> Single<Element> {
        Single.create { (observer: @escaping SingleObserver) -> Disposable in
            // The task is the only caller of the observer.
            let handOff = UncheckedSendable(observer)
            let operation: @Sendable () async -> Void = {
                let outcome: SingleEvent<Element>
                do {
                    outcome = .success(try await work())
                } catch {
                    outcome = .failure(error)
                }
                handOff.value(outcome)
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    #if compiler(>=6.2)
    /// The element, awaited: `let user = try await api.user.value`. Throws the ``Single``'s
    /// error; cancelling the awaiting task disposes the subscription and throws
    /// `CancellationError`.
    ///
    /// It runs where its caller runs (`nonisolated(nonsending)`), so code isolated to an actor —
    /// a `@MainActor` view model — awaits it without the ``Single`` leaving that actor.
    nonisolated(nonsending) public var value: Element {
        get async throws { try await awaitElement() }
    }
    #else
    // `value` for compilers before Swift 6.2, which lack `nonisolated(nonsending)`: code isolated
    // to an actor cannot await it, since the `Single` would leave that actor.
    public var value: Element {
        get async throws { try await awaitElement() }
    }
    #endif

    /// Subscribes and suspends until the outcome, on the caller's isolation.
    func awaitElement(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        try await awaitOutcome { resumer in
            subscribe(
                onSuccess: { resumer.resume(.success($0)) },
                onFailure: { resumer.resume(.failure($0)) },
                onDisposed: { resumer.resume(.failure(CancellationError())) }
            )
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    #if compiler(>=6.2)
    /// The element, or `nil` when the ``Maybe`` completes empty, awaited. Cancelling the awaiting
    /// task disposes the subscription and throws `CancellationError`.
    ///
    /// It runs where its caller runs (`nonisolated(nonsending)`), so code isolated to an actor
    /// awaits it without the ``Maybe`` leaving that actor.
    nonisolated(nonsending) public var value: Element? {
        get async throws { try await awaitElement() }
    }
    #else
    // `value` for compilers before Swift 6.2 (see the `Single`'s).
    public var value: Element? {
        get async throws { try await awaitElement() }
    }
    #endif

    /// Subscribes and suspends until the outcome, on the caller's isolation.
    func awaitElement(isolation: isolated (any Actor)? = #isolation) async throws -> Element? {
        try await awaitOutcome { resumer in
            subscribe(
                onSuccess: { resumer.resume(.success($0)) },
                onError: { resumer.resume(.failure($0)) },
                onCompleted: { resumer.resume(.success(nil)) },
                onDisposed: { resumer.resume(.failure(CancellationError())) }
            )
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    #if compiler(>=6.2)
    /// Awaits completion; throws the ``Completable``'s error. Cancelling the awaiting task
    /// disposes the subscription and throws `CancellationError`.
    ///
    /// It runs where its caller runs (`nonisolated(nonsending)`), so code isolated to an actor
    /// awaits it without the ``Completable`` leaving that actor.
    nonisolated(nonsending) public var value: Void {
        get async throws { try await awaitCompletion() }
    }
    #else
    // `value` for compilers before Swift 6.2 (see the `Single`'s).
    public var value: Void {
        get async throws { try await awaitCompletion() }
    }
    #endif

    /// Subscribes and suspends until the outcome, on the caller's isolation.
    func awaitCompletion(isolation: isolated (any Actor)? = #isolation) async throws {
        try await awaitOutcome { resumer in
            subscribe(
                onCompleted: { resumer.resume(.success(())) },
                onError: { resumer.resume(.failure($0)) },
                onDisposed: { resumer.resume(.failure(CancellationError())) }
            )
        }
    }
}

/// Subscribes with `subscribe` and suspends until the first outcome it reports, on the caller's
/// isolation; task cancellation disposes the subscription.
func awaitOutcome<Value>(
    isolation: isolated (any Actor)? = #isolation, _ subscribe: (OutcomeResumer<Value>) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    let outcome = try await withTaskCancellationHandler {
        // Naming `isolation` keeps the closure on the caller's isolation (a closure that does not
        // capture its function's isolated parameter is not isolated), so the subscription — and a
        // `create` closure it runs — is made where the caller is.
        try await withCheckedThrowingContinuation(isolation: isolation) {
            (continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) in
            subscription.setDisposable(subscribe(OutcomeResumer(continuation)))
        }
    } onCancel: {
        subscription.dispose()
    }
    return outcome.value
}

/// Resumes a continuation with the first outcome reported to it and ignores the rest (a
/// subscription reports its result, then its disposal).
final class OutcomeResumer<Value>: @unchecked Sendable {
    // @unchecked Sendable: the continuation is resumed once, by whoever sets the flag first.
    /// The first stored property, reached only through `resumed` (see `UnsafeAtomic`).
    @exclusivity(unchecked) private var atomics: UInt8 = 0
    private let continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>

    init(_ continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>) {
        self.continuation = continuation
        assertAtomicsAreFirst(self, &atomics)
    }

    /// Set once, by the first outcome.
    private var resumed: DisposalFlags { DisposalFlags(inFirstStoredPropertyOf: self) }

    func resume(_ outcome: Result<Value, Swift.Error>) {
        guard resumed.markDisposed() else { return }
        // The value is handed to the awaiting task, and the subscription never touches it again.
        continuation.resume(with: outcome.map { UncheckedSendable($0) })
    }
}
