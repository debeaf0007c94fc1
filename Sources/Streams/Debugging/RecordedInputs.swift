/// How an operator subscribes an input of its own — an inner sequence, the next source of a
/// concatenation, a retry, a second input — so that the `SubscriptionInspector` draws it where it
/// belongs, without the operator naming the registry. While nothing records, each is the plain
/// subscription after one relaxed load; the recorded path is out of line.
extension ObservableType {
    /// Subscribes `observer` as an inner subscription of `owner` (an operator's sink, or one of
    /// its inner subscriptions): the inspector draws what this subscribes under `owner`'s record.
    @inlinable
    func subscribe<Observer: ObserverType>(_ observer: Observer, asInnerOf owner: AnyObject) -> Disposable
    where Observer.Element == Element {
        if !SubscriptionRegistry.isRecording { return subscribe(observer) }
        return subscribeRecorded(observer, asInnerOf: owner)
    }

    @usableFromInline @inline(never)
    func subscribeRecorded<Observer: ObserverType>(_ observer: Observer, asInnerOf owner: AnyObject) -> Disposable
    where Observer.Element == Element {
        SubscriptionRegistry.subscribing(within: owner) { subscribe(observer) }
    }

    /// Subscribes `observer` as an operator's input other than its source (`withLatestFrom`'s
    /// second sequence, `take(until:)`'s other, `retry(when:)`'s trigger): the inspector draws
    /// it as a branch of the operator, even when it is subscribed before the source.
    func subscribeAsSecondInput<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        SubscriptionRegistry.subscribingSecondInput { subscribe(observer) }
    }
}

extension Observable {
    /// `subscribe(_:asInnerOf:)` for an observer already type-erased: the event path of
    /// `flatMapLatest` and `catch`, whose frames stay small in debug builds this way (nested
    /// operators subscribe one level per operator).
    @inlinable
    func subscribeErased(_ observer: AnyObserver<Element>, asInnerOf owner: AnyObject) -> Disposable {
        if !SubscriptionRegistry.isRecording { return subscribeErased(observer) }
        return subscribeErasedRecorded(observer, asInnerOf: owner)
    }

    @usableFromInline @inline(never)
    func subscribeErasedRecorded(_ observer: AnyObserver<Element>, asInnerOf owner: AnyObject) -> Disposable {
        SubscriptionRegistry.subscribing(within: owner) { subscribeErased(observer) }
    }
}
