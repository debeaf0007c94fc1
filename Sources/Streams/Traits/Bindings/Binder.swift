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
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(),
        binding: @escaping (Target, Value) -> Void
    ) {
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
