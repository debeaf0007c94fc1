/// A view model in the `transform(Input) -> Output` style: the view hands it every input stream
/// once, and gets back the output streams it binds to the screen.
///
/// All state lives in the streams `transform(_:)` builds, so there is one place where state
/// changes, and the outputs (typically `Driver`s) cannot be written to from outside.
///
///     struct Input { let refresh: Observable<Void> }
///     struct Output { let items: Driver<[Item]> }
///     func transform(_ input: Input) -> Output { ... }
public protocol ViewModelType {
    /// The streams the view sends in (taps, text, appearance).
    associatedtype Input
    /// The streams the view binds to.
    associatedtype Output
    /// Builds the outputs from the inputs; called once per binding of a view.
    ///
    /// - Parameter input: The view's input streams (taps, text, appearance) for this binding.
    /// - Returns: The streams the view binds to the screen, typically `Driver`s; the state lives
    ///   in them.
    func transform(_ input: Input) -> Output
}
