extension ObservableType {
    /// Mirrors whichever of the sequences emits first (an element, an error or a completion)
    /// and disposes the others.
    ///
    ///     a:  -----1---2--|
    ///     b:  ---3----4--5--|
    ///     Observable.amb([a, b])
    ///     result:  ---3----4--5--|
    ///
    /// An empty `sequences` gives a sequence that never emits.
    ///
    /// - Parameter sequences: The competing sequences; all are subscribed at once, in order.
    /// - Returns: The events of the first sequence to send any event.
    public static func amb<Sequences: Swift.Sequence>(_ sequences: Sequences) -> Observable<Element>
    where Sequences.Element == Observable<Element> {
        sequences.reduce(Observable<Element>.never()) { winner, next in winner.amb(next) }
    }

    /// Mirrors whichever of this sequence and `right` emits first, and disposes the other.
    ///
    ///     left:    -----1---2--|
    ///     right:   ---3----4--5--|
    ///     left.amb(right)
    ///     result:  ---3----4--5--|
    ///
    /// - Parameter right: The sequence that competes with this one; both are subscribed at once.
    /// - Returns: The events of whichever sequence sends an event first.
    @_alwaysEmitIntoClient
    public func amb<Right: ObservableType>(_ right: Right) -> Observable<Element> where Right.Element == Element {
        ClosureOperator(capturing: (left: asObservable(), right: right.asObservable())) { captured, downstream in
            AmbSink(observer: downstream).run(left: captured.left, right: captured.right)
        }
    }
}

@usableFromInline
enum AmbSide {
    case left
    case right
}

/// Which side of `amb` is mirrored: changed under the sink's lock by `eventArrived`.
@usableFromInline
enum AmbState {
    /// Neither side has sent an event yet.
    case undecided
    /// `winner` sent the first event: only its events pass.
    case won(by: AmbSide)

    /// What the sink does with an event of one side.
    enum Action {
        /// The first event: disposes the other side, then forwards the event.
        case disposeLoserThenForward
        /// An event of the winner.
        case forward
        /// An event of the loser, sent before its disposal took effect.
        case ignore
    }

    mutating func eventArrived(from side: AmbSide) -> Action {
        switch self {
        case .undecided:
            self = .won(by: side)
            return .disposeLoserThenForward
        case .won(let winner):
            return winner == side ? .forward : .ignore
        }
    }
}

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
