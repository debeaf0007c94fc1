extension ObservableType {
    /// Creates a resource for each subscriber and a sequence that uses it; the resource is
    /// disposed when the subscription ends (after the sequence's own subscription). An error
    /// thrown by either factory becomes the subscriber's error.
    ///
    ///     observableFactory(r):  --1--2--|
    ///     result:                --1--2--|     r is created at the subscription (frame 0)
    ///                                            and disposed at the end (or on disposal)
    ///
    /// - Parameters:
    ///   - resourceFactory: Called at each subscription; makes the resource.
    ///   - observableFactory: Called with the resource, right after it is made; makes the sequence
    ///     the subscriber observes.
    /// - Returns: The events of the sequence `observableFactory` makes.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(
        resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = UsingSink(observer: observer)
        var resource: Disposable = Disposables.create()
        let subscription: Disposable
        do {
            let created = try resourceFactory()
            resource = created
            subscription = try observableFactory(created).subscribe(sink)
        } catch {
            sink.on(.error(error))
            subscription = Disposables.create()
        }
        // Attached once subscribed: a source that stopped while being subscribed has ended its
        // own subscription by then, and the resource is disposed after it, as in RxSwift.
        return sink.attaching(Disposables.create(subscription, resource))
    }
}

/// Passes every event on unchanged: the operator's work is in the resource's lifetime.
final class UsingSink<Observer: ObserverType>: Sink<Observer>, ObserverType, @unchecked Sendable {
    func on(_ event: Event<Observer.Element>) {
        forward(event)
    }
}
