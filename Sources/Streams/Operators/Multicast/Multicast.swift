/// An observable that shares one subscription to its source among its subscribers, but only
/// subscribes to the source when ``ConnectableObservableType/connect()`` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result disconnects it.
    /// Connecting while connected returns the current connection.
    ///
    /// - Returns: The connection; disposing it unsubscribes the subject from the source.
    func connect() -> Disposable
}

/// A connectable observable (see ``ObservableType/publish()``, ``ObservableType/replay(_:)``,
/// ``ObservableType/multicast(_:)``): subscribers subscribe to a subject, and
/// ``ConnectableObservable/connect()`` subscribes that subject to the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    @usableFromInline
    override init() {}

    /// Subscribes the shared subject to the source; disposing the result disconnects it.
    ///
    /// - Returns: The connection; disposing it unsubscribes the subject from the source.
    public func connect() -> Disposable {
        preconditionFailure("\(type(of: self)) must override connect()")
    }
}

extension ObservableType {
    /// Shares one subscription to this sequence through `subject`, from `connect()` on; the same
    /// subject serves every connection, so after a stop event it keeps replaying that stop event.
    ///
    ///     source:  --1--2--3--|          connected at frame 0
    ///     multicast(ReplaySubject.create(bufferSize: 1))
    ///     early:   --1--2--3--|
    ///     late:    -------------(3|)     subscribes at frame 13, after the end
    ///
    /// - Parameter subject: The subject every subscriber subscribes to and every connection feeds.
    /// - Returns: A ``ConnectableObservable`` of the subject's elements.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// Shares one subscription to this sequence through a subject made by `makeSubject`, from
    /// `connect()` on. The subject is forgotten when the connection ends (disposal or a stop
    /// event): the next subscriber or connection gets a fresh one.
    ///
    ///     source:     --1--2--|   -3--4--|   (cold: each connection runs it again)
    ///     connect:    ^           ^
    ///     subscriber: ^-1--2--|
    ///     later:                ^--3--4--|   (the new connection's new subject)
    ///
    /// - Parameter makeSubject: Called when a subscriber or ``ConnectableObservable/connect()``
    ///   needs a subject and none is current: at first, and after a connection has ended.
    /// - Returns: A ``ConnectableObservable`` of the subjects' elements.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<
        Subject.Element
    > where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// A connectable sequence that shares one subscription through a ``PublishSubject``:
    /// subscribers get the elements sent after they subscribed, once connected.
    ///
    ///     source:     --1--2--3--4--|
    ///     subscriber: -----2--3--4--|     subscribes and connects at frame 3
    ///     late:       -----------4--|     subscribes at frame 9
    ///
    /// - Returns: A ``ConnectableObservable`` that shares this sequence once connected.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable sequence that shares one subscription through a ``ReplaySubject`` of
    /// `bufferSize`: a new subscriber first receives the last `bufferSize` elements.
    ///
    ///     source:     --1--2--3-----4--|     connected at frame 0
    ///     replay(2)
    ///     late:       ---------(23)-4--|     subscribes at frame 9
    ///
    /// - Parameter bufferSize: How many of the latest elements a new subscriber receives; it must
    ///   not be negative.
    /// - Returns: A ``ConnectableObservable`` that shares this sequence once connected.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        precondition(bufferSize >= 0, "replay(_:): bufferSize must not be negative, got \(bufferSize)")
        return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence that shares one subscription through an unbounded
    /// ``ReplaySubject``: a new subscriber first receives every element so far.
    ///
    ///     source:     --1--2--3-----|     connected at frame 0
    ///     replayAll()
    ///     late:       ---------(123)|     subscribes at frame 9
    ///
    /// - Returns: A ``ConnectableObservable`` that shares this sequence once connected.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }

    /// For each subscriber, makes a subject with `subjectSelector`, subscribes the subscriber to
    /// the sequence `selector` builds from that subject, then connects the subject to this
    /// sequence. An error either closure throws ends that subscriber's result.
    ///
    ///     source:     --1--2--3--|
    ///     multicast({ PublishSubject() }, selector: { shared in shared.zip(shared.skip(1)) })
    ///     result:     -----(1,2)--(2,3)--|
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscriber, when it subscribes.
    ///   - selector: Builds the subscriber's sequence from the shared subject, when it subscribes.
    /// - Returns: For each subscriber, the elements of the sequence `selector` builds.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable<Result>.create { observer in
            let connectable: ConnectableObservable<Subject.Element>
            let result: Observable<Result>
            do {
                connectable = source.multicast(try subjectSelector())
                result = try selector(connectable.asObservable())
            } catch {
                observer.onError(error)
                return Disposables.create()
            }
            let subscription = result.subscribe(observer)
            let connection = connectable.connect()
            return Disposables.create(subscription, connection)
        }
    }
}
