import Foundation

#if !canImport(Darwin) && compiler(>=6.3)
// Swift 6.3's Foundation on Linux defines NotificationCenter without NSObject as its base
// class, so it does not get `.rx` from `NSObject: ReactiveCompatible`.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center under `name` (any name when `nil`) by `object`
    /// (any sender when `nil`), from subscription until disposal; it never completes.
    /// Each subscription adds its own observer to the center, and disposing removes it.
    ///
    ///     post(a)  post(b, object: x)  post(c)
    ///     notification(name)             --a--b--c--
    ///     notification(name, object: x)  -----b-----
    ///
    /// A notification is delivered on the thread that posts it, before `post` returns — unless
    /// another thread is delivering one to the same subscription at that moment: then the
    /// delivering thread delivers it next, so the subscriber never sees two at once (the Rx
    /// contract), and no lock is held while it runs. A notification posted from inside the
    /// subscriber is delivered after the current one. `object` is held weakly: once it is gone,
    /// nothing more arrives (a subscription made after it is gone receives nothing).
    ///
    /// - Parameters:
    ///   - name: The name of the notifications to observe; `nil` observes every name.
    ///   - object: The sender to observe, held weakly; `nil` observes every sender.
    /// - Returns: An ``Observable`` of the notifications.
    @_alwaysEmitIntoClient
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        ClosureOperator(capturing: NotificationParameters(center: base, name: name, sender: object)) {
            captured, downstream in
            NotificationSink(observer: downstream).run(captured)
        }
    }
}

/// What `notification(_:object:)` is built with — a struct, not a tuple, so that it holds
/// `sender` weakly.
@usableFromInline
struct NotificationParameters {
    let center: NotificationCenter
    let name: Notification.Name?
    let filtersBySender: Bool
    weak var sender: AnyObject?

    @usableFromInline
    init(center: NotificationCenter, name: Notification.Name?, sender: AnyObject?) {
        self.center = center
        self.name = name
        self.filtersBySender = sender != nil
        self.sender = sender
    }
}

/// Threads may post at once: deliveries go through `SerializingSink`'s queue.
@usableFromInline
final class NotificationSink: SerializingSink<AnyObserver<Notification>, Void>, @unchecked Sendable {
    @usableFromInline
    init(observer: AnyObserver<Notification>) {
        super.init(state: (), observer: observer)
    }

    @usableFromInline
    func run(_ parameters: NotificationParameters) -> Disposable {
        let sender = parameters.sender
        // A sender that is gone posts nothing more; asking the center for a nil sender would
        // deliver every sender's notifications instead.
        if parameters.filtersBySender && sender == nil {
            return attaching(Disposables.create())
        }
        let center = parameters.center
        let registration = center.addObserver(forName: parameters.name, object: sender, queue: nil) { notification in
            self.on(notification)
        }
        return attaching(Disposables.create { center.removeObserver(registration) })
    }

    func on(_ notification: Notification) {
        emit(.next(notification))
    }
}
