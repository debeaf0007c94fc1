/// Both sides may emit on different threads: the choice is made under the lock.
@usableFromInline
final class AmbSink<Element>: SerializingSink<AnyObserver<Element>, AmbState>, @unchecked Sendable {
    let leftSubscription = SingleAssignmentDisposable()
    let rightSubscription = SingleAssignmentDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        super.init(state: .undecided, observer: observer)
    }

    @usableFromInline
    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        leftSubscription.setDisposable(left.subscribe(AnyObserver { self.on($0, from: .left) }))
        rightSubscription.setDisposable(right.subscribe(AnyObserver { self.on($0, from: .right) }))
        return attaching(Disposables.create(leftSubscription, rightSubscription))
    }

    func on(_ event: Event<Element>, from side: AmbSide) {
        switch updateState({ $0.eventArrived(from: side) }) {
        case .disposeLoserThenForward:
            // As in RxSwift, the loser is gone before the winner's first event is forwarded.
            // Only the winner emits from here on, and one source's events are serialized.
            (side == .left ? rightSubscription : leftSubscription).dispose()
            emit(event)
        case .forward:
            emit(event)
        case .ignore:
            return
        }
    }
}
