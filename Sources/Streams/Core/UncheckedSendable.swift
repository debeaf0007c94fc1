/// Carries a value across a boundary that Swift checks for `Sendable` but cannot check for this
/// value: the one mechanism Streams uses for it, wherever a value of a caller's type crosses
/// threads. Two uses, both what RxSwift does with the same values:
///
/// - a hand-off: a closure, state or element that Streams passes to a scheduler's queue, a timer
///   or a task; the sending side never touches it again and the receiving side uses it serially;
/// - a disposable, scheduler or observer that Streams calls from whichever thread the pipeline
///   runs on. `Disposable`, `ImmediateSchedulerType` and `ObserverType` do not require `Sendable`
///   (as in RxSwift, so a non-final class of a user's with mutable state conforms in Swift 6
///   language mode); their contract is that `dispose()` may come from any thread and that events
///   arrive serialized, and a conforming type keeps it as it does with RxSwift.
///
/// `package` so that StreamsNetworking uses it too.
// @unchecked Sendable: justified above; the wrapper adds no storage and no synchronization.
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline package let value: Value
    @inlinable package init(_ value: Value) { self.value = value }
}
