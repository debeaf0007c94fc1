/// Every action a store processed, with the state it produced: the intent log of MVI and the
/// "time travel" of Redux. Because the reducer is pure, replaying the logged actions on the
/// initial state rebuilds the state at any step.
///
/// Step 0 is `initialState`; step `n` is the state after the `n`-th action. With a limit, the
/// oldest entries are dropped and `initialState` moves forward to the state before the first
/// entry kept, so replay still works.
public struct ActionLog<State, Action> {
    /// Where an action came from.
    public enum Origin: Equatable, Sendable {
        /// Sent with `Store.send(_:)`.
        case sent
        /// Fed back by an effect.
        case effect
    }

    /// One processed action.
    public struct Entry {
        /// The step this action produced (1 for the first action ever processed).
        public let step: Int
        /// The action.
        public let action: Action
        /// Who sent it.
        public let origin: Origin
        /// The state the reducer produced from it.
        public let state: State
    }

    /// The state before the first entry (the store's initial state unless entries were dropped).
    public private(set) var initialState: State
    /// The entries, oldest first.
    public private(set) var entries: [Entry] = []
    /// How many entries are kept at most; `nil` keeps all.
    public let limit: Int?

    init(initialState: State, limit: Int?) {
        precondition(limit.map { $0 >= 0 } ?? true, "ActionLog: the limit must not be negative, got \(limit ?? 0)")
        self.initialState = initialState
        self.limit = limit
    }

    /// The step of `initialState` (0 unless entries were dropped).
    public var firstStep: Int { (entries.first?.step ?? nextStep) - 1 }

    /// The step the next action will produce.
    public private(set) var nextStep = 1

    /// The actions, oldest first.
    public var actions: [Action] { entries.map(\.action) }

    mutating func append(_ action: Action, origin: Origin, state: State) {
        guard limit != 0 else {
            initialState = state
            nextStep += 1
            return
        }
        entries.append(Entry(step: nextStep, action: action, origin: origin, state: state))
        nextStep += 1
        if let limit, entries.count > limit {
            initialState = entries.removeFirst().state
        }
    }

    /// The state recorded at `step` (`firstStep` gives `initialState`); `nil` if the step is not
    /// in the log.
    ///
    /// - Parameter step: The step to read: ``firstStep`` for ``initialState``, or the step of an
    ///   entry (1 for the state after the first action ever processed). Steps the ``limit`` has
    ///   dropped and steps not reached yet are not in the log.
    /// - Returns: The state the reducer produced at `step`, as recorded (the reducer is not run);
    ///   `nil` if `step` is before ``firstStep`` or after the last step, ``nextStep`` − 1.
    public func state(atStep step: Int) -> State? {
        if step == firstStep { return initialState }
        guard let index = index(ofStep: step) else { return nil }
        return entries[index].state
    }

    /// Rebuilds the state at `step` (the last step by default) by running `reducer` on
    /// `initialState` with the logged actions, ignoring the effects it returns. For a pure
    /// reducer this equals `state(atStep:)`.
    ///
    /// - Parameters:
    ///   - step: The step to rebuild, from ``firstStep`` (which gives ``initialState`` without
    ///     calling `reducer`) to the last step, ``nextStep`` − 1; `nil`, the default, means the
    ///     last step. A step outside the log stops the program with a precondition failure
    ///     (unlike ``state(atStep:)``, which returns `nil`).
    ///   - reducer: Called once for each logged action up to `step`, oldest first, synchronously
    ///     on the calling thread; the effects it returns are discarded without being started.
    ///     Usually the reducer of the store the log comes from.
    /// - Returns: The state `reducer` produces from ``initialState`` and the actions logged up to
    ///   `step`.
    public func replay(through step: Int? = nil, reducer: (inout State, Action) -> Effect<Action>) -> State {
        let last = step ?? (nextStep - 1)
        precondition(
            last >= firstStep && last < nextStep,
            "ActionLog.replay: step \(last) is outside the log (\(firstStep)...\(nextStep - 1))")
        var state = initialState
        for entry in entries where entry.step <= last {
            _ = reducer(&state, entry.action)
        }
        return state
    }

    private func index(ofStep step: Int) -> Int? {
        guard let first = entries.first?.step else { return nil }
        let index = step - first
        return entries.indices.contains(index) ? index : nil
    }
}
