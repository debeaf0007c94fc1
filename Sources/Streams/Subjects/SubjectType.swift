/// Both an observable and an observer: events sent to its observer side reach its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side.
    ///
    /// - Returns: The observer that sends events to the subscribers.
    func asObserver() -> Observer
}
