/// The state of a sequential subscription (`concat`, `retry`, `catch(sequence:)`), changed under
/// its sink's lock: the subscription loop, and the last error for `catch(sequence:)`.
@usableFromInline
struct SequentialState {
    var loop = SubscriptionLoop()
    var lastError: Swift.Error?
}
