/// An observer that binds elements to a target object: each element is applied with
/// `binding(target, element)` on `scheduler` (a main-thread scheduler by default), the target is
/// held weakly, completion is ignored and an error is a programmer error (reported in debug
/// builds), as in RxCocoa.
///
///     let enabled = Binder(button) { button, isEnabled in button.isEnabled = isEnabled }
///     viewModel.canSubmit.drive(enabled)
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that applies `binding` to `target` on `scheduler` for each element.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
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

    /// Applies `event` to the target.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as a type-erased observer.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
