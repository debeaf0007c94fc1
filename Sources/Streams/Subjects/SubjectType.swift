/// Both an observable and an observer: events sent to its observer side reach its subscribers.
public protocol SubjectType: ObservableType {
    /// The observer side's type.
    associatedtype Observer: ObserverType
    /// The observer side.
    func asObserver() -> Observer
}
