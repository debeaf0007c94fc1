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
