/// The state of a connectable observable made by `multicast`, `publish` or `replay`, changed
/// under its lock by one transition per step: the current subject (made lazily, outside the
/// lock: it may be user code) and the current connection.
struct MulticastState<Subject: SubjectType> {
    var subject: Subject?
    /// Counts the subjects made, so `connect` can tell its subject is still the current one.
    var subjectGeneration: UInt64 = 0
    var connection: MulticastConnection<Subject>?

    /// The current subject and its generation; `nil` when none is made.
    var currentSubject: (subject: Subject, generation: UInt64)? {
        subject.map { ($0, subjectGeneration) }
    }

    /// `fresh`, made outside the lock, becomes the current subject unless one was made meanwhile:
    /// returns the current one and its generation.
    mutating func subjectMade(_ fresh: Subject) -> (subject: Subject, generation: UInt64) {
        if let subject { return (subject, subjectGeneration) }
        subject = fresh
        subjectGeneration &+= 1
        return (fresh, subjectGeneration)
    }

    /// `candidate`, made outside the lock for the subject of `generation`, becomes the connection:
    /// returns it, or the connection made meanwhile — or `nil` when its subject is no longer the
    /// current one (a connection that ended meanwhile forgot it), and `connect` starts again.
    mutating func connectionMade(
        _ candidate: MulticastConnection<Subject>, forGeneration generation: UInt64
    ) -> MulticastConnection<Subject>? {
        if let connection { return connection }
        guard subject != nil, subjectGeneration == generation else { return nil }
        connection = candidate
        return candidate
    }

    /// `ending` ended: when it is the current connection, it is forgotten with its subject, and
    /// the next `connect` makes new ones.
    mutating func connectionEnded(_ ending: MulticastConnection<Subject>) {
        guard connection === ending else { return }
        connection = nil
        subject = nil
    }
}
