/// How long ``ObservableType/share(replay:scope:)`` keeps its subject (and with it the replay
/// buffer).
public enum SubjectLifetimeScope: Sendable {
    /// Each connection has its own subject: when the last subscriber leaves or the source
    /// stops, the buffer is forgotten and the next subscriber subscribes the source again.
    /// The recommended default; `retry` and `concat` after it work as expected.
    case whileConnected
    /// One subject for every connection: the buffer (and a stop event) outlives the
    /// connection, so a late subscriber gets the stale elements and, after the source stopped,
    /// the stop event at once without a new subscription to the source.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, and replays the last
    /// `replay` elements to each new one; it subscribes with the first subscriber and
    /// unsubscribes when the last leaves.
    ///
    ///     source (cold):         --1--2--3--|
    ///     share(replay: 1)
    ///     first (at frame 0):    --1--2--3--|
    ///     second (at frame 6):         2-3--|     2 is replayed at once
    ///     third (at frame 20, after the end):
    ///       .whileConnected:     --1--2--3--|     the source is subscribed again
    ///       .forever:            (3|)             replayed at once
    ///
    /// Equivalent to `multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) })
    /// .refCount()` for `.whileConnected` and `multicast(ReplaySubject.create(bufferSize:
    /// replay)).refCount()` for `.forever` (with a ``PublishSubject`` when `replay` is 0), but
    /// built without them: subscribers observe the subject directly (see `Sharing`).
    ///
    /// - Parameters:
    ///   - replay: How many of the latest elements a new subscriber receives; it must not be
    ///     negative.
    ///   - scope: Whether the replayed elements and the stop event outlive the shared
    ///     subscription (``SubjectLifetimeScope/forever``) or not
    ///     (``SubjectLifetimeScope/whileConnected``).
    /// - Returns: The shared sequence.
    @_alwaysEmitIntoClient
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay)")
        return ClosureOperator(capturing: Sharing(source: asObservable(), replay: replay, scope: scope)) {
            sharing, downstream in
            sharing.subscribe(downstream)
        }
    }
}
