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

@usableFromInline
enum AmbSide {
    case left
    case right
}
