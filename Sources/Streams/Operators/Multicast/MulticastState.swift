/// The state of a connectable observable made by `multicast`, `publish` or `replay`, behind its
/// lock: the current subject and connection.
struct MulticastState<Subject: SubjectType> {
    var subject: Subject?
    /// Counts the subjects made, so `connect` can tell its subject is still the current one.
    var subjectGeneration: UInt64 = 0
    var connection: MulticastConnection<Subject>?
}
