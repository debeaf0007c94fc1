/// An observer that binds elements to a target object: each element is applied with
/// `binding(target, element)` on `scheduler` (a main-thread scheduler by default), the target is
/// held weakly, completion is ignored and an error is a programmer error, reported through
/// ``Hooks/anomalyHandler`` in every build (RxCocoa stops a debug build).
///
///     let enabled = Binder(button) { button, isEnabled in button.isEnabled = isEnabled }
///     viewModel.canSubmit.drive(enabled)
public struct Binder<Value>: ObserverType {
    /// The type of the elements the binder applies.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Creates a binder that applies each element to a target object on a scheduler.
    ///
    /// - Parameters:
    ///   - target: The object elements are applied to, held weakly: once it is gone, elements
    ///     are ignored.
    ///   - scheduler: Where `binding` runs; by default a ``MainScheduler``, so on the main
    ///     thread.
    ///   - binding: Applies one element to the target.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where `binding` runs (the "Swift concurrency" article): leave it out.
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void, file: StaticString = #fileID, line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) {
        let binding = IsolationCheck("Binder.init(_:scheduler:binding:)", file: file, line: line, isolation: isolation)
            .checking(binding)
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { [weak target] element in
                    if let target {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                reportBindingError(error, operator: "Binder")
            case .completed:
                break
            }
        }
    }

    /// Creates a binder whose binding belongs to the main actor: the form a call takes when the
    /// binding is marked `@MainActor` or is a main actor's method.
    ///
    ///     let title = Binder(screen) { @MainActor screen, text in screen.title = text }
    ///
    /// The binding runs on a ``MainScheduler``, so code that is not isolated to the main actor
    /// can make a binder that touches main-actor state, and the compiler checks the binding as
    /// main-actor code. A binding without the mark keeps RxSwift's type, so that every call that
    /// builds with RxSwift builds the same.
    ///
    /// - Parameters:
    ///   - target: The object elements are applied to, held weakly: once it is gone, elements
    ///     are ignored.
    ///   - binding: Applies one element to the target, on the main actor.
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    public init<Target: AnyObject>(
        _ target: Target, binding: @escaping @MainActor (Target, Value) -> Void, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        let check = IsolationCheck.mainActor("Binder.init(_:binding:)", file: file, line: line)
        self.init(
            target, scheduler: MainScheduler(), binding: check.checking(mainActor: binding), file: file, line: line,
            isolation: nil)
    }

    /// Applies an event to the target: an element through the binding, on the binder's
    /// scheduler; the completion is ignored; an error is reported through
    /// ``Hooks/anomalyHandler``.
    ///
    /// - Parameter event: The event to apply.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// Returns the binder as a type-erased observer.
    ///
    /// - Returns: An ``AnyObserver`` that passes each event to ``on(_:)``.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
