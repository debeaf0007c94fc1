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
    ///   - file: The caller's file (`#fileID`), which an isolation report names: leave it out.
    ///   - line: The caller's line (`#line`), reported with `file`: leave it out.
    ///   - isolation: The caller's isolation (`#isolation`), against which debug builds check
    ///     where the factories run (the "Swift concurrency" article): leave it out.
    /// - Returns: The events of the sequence `observableFactory` makes.
    @_alwaysEmitIntoClient
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>,
        file: StaticString = #fileID,
        line: UInt = #line,
        isolation: (any Actor)? = #isolation
    ) -> Observable<Element> {
        using(
            checking: IsolationCheck("using(_:observableFactory:)", file: file, line: line, isolation: isolation),
            resourceFactory, observableFactory: observableFactory)
    }

    /// The sequence behind every `using`: `check` names the public call that took the factories.
    @usableFromInline
    @_alwaysEmitIntoClient
    static func using<Resource: Disposable>(
        checking check: IsolationCheck, _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        ClosureOperator(
            capturing: (
                resourceFactory: check.checking(resourceFactory), observableFactory: check.checking(observableFactory)
            )
        ) {
            captured, downstream in
            UsingSink(observer: downstream).run(
                resourceFactory: captured.resourceFactory, observableFactory: captured.observableFactory)
        }
    }
}

/// Passes every event on unchanged: the operator's work is in the resource's lifetime.
@usableFromInline
final class UsingSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    @usableFromInline
    func run<Resource: Disposable>(
        resourceFactory: () throws -> Resource, observableFactory: (Resource) throws -> Observable<Element>
    ) -> Disposable {
        var resource: Disposable = Disposables.create()
        let subscription: Disposable
        do {
            let created = try resourceFactory()
            resource = created
            subscription = try observableFactory(created).subscribe(self)
        } catch {
            on(.error(error))
            subscription = Disposables.create()
        }
        // Attached once subscribed: a source that stopped while being subscribed has ended its
        // own subscription by then, and the resource is disposed after it, as in RxSwift.
        return attaching(Disposables.create(subscription, resource))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        forward(event)
    }
}
