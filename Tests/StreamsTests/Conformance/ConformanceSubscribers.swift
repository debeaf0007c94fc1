import Streams

/// Where a subscriber's handlers report to.
struct SubscriberHandlers {
    let event: (Observed) -> Void
    let disposed: () -> Void
    /// Whether the subscriber has disposed its subscription (from its own handler, say).
    let hasDisposed: () -> Bool
    let anchor: ConformanceAnchor

    func next(_ value: Int) { event(.next(value)) }
    /// A trait's one element: recorded as the element and the completion, the completion only
    /// if the subscriber did not dispose when it got the element.
    func success(_ value: Int) {
        event(.next(value))
        if !hasDisposed() { event(.completed) }
    }
    func error(_ error: Swift.Error) { event(.error(String(describing: error))) }
    func completed() { event(.completed) }
}

/// The ways a program's root can be subscribed, per kind: every public subscription API of
/// the observable and the traits (`subscribe` in its forms, `bind`, `drive`, `emit`).
enum SubscriberAPI {
    struct Entry: Sendable {
        let name: String
        /// Whether the API has an `onDisposed` handler (which must then run exactly once).
        let hasOnDisposed: Bool
        let subscribe: @Sendable (Built, SubscriberHandlers) -> Disposable
        /// The call as Swift code, on `root`, recording into `observer` (a `TestableObserver`).
        let code: String
        /// A binding, which reports an error reaching it as a misuse (`Hooks.anomalyHandler`)
        /// rather than passing it on: one report per error is then expected.
        var reportsErrors = false
    }

    static func apis(for kind: Kind) -> [Entry] {
        switch kind {
        case .observable: observableAPIs
        case .single: singleAPIs
        case .maybe: maybeAPIs
        case .completable: completableAPIs
        case .infallible: infallibleAPIs
        case .driver: driverAPIs
        case .signal: signalAPIs
        }
    }

    static func subscribe(_ built: Built, api: Int, _ handlers: SubscriberHandlers) -> Disposable {
        let entries = apis(for: built.kind)
        return entries[api % entries.count].subscribe(built, handlers)
    }

    private static func observer<Element>(_ handlers: SubscriberHandlers) -> AnyObserver<Element> {
        AnyObserver { handlers.event(Observed($0)) }
    }

    private static let observableAPIs: [Entry] = [
        Entry(
            name: "subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.observable.subscribe(observer(h))
            }, code: "root.subscribe(observer)"),
        Entry(
            name: "subscribe(onNext:onError:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.observable.subscribe(
                    onNext: h.next, onError: h.error, onCompleted: h.completed, onDisposed: h.disposed)
            },
            code:
                "root.subscribe(onNext: { observer.onNext($0) }, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "subscribe(with:onNext:onError:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.observable.subscribe(
                    with: h.anchor, onNext: { _, value in h.next(value) }, onError: { _, error in h.error(error) },
                    onCompleted: { _ in h.completed() }, onDisposed: { _ in h.disposed() })
            },
            code:
                "root.subscribe(with: anchor, onNext: { _, value in observer.onNext(value) }, onError: { _, error in observer.onError(error) }, onCompleted: { _ in observer.onCompleted() }, onDisposed: { _ in disposedCount += 1 })"
        ),
        Entry(
            name: "subscribe(_ on:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.observable.subscribe { h.event(Observed($0)) }
            }, code: "root.subscribe { observer.on($0) }"),
        Entry(
            name: "subscribe(onNext:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.observable.subscribe(onNext: h.next, onDisposed: h.disposed)
            }, code: "root.subscribe(onNext: { observer.onNext($0) }, onDisposed: { disposedCount += 1 })"),
        Entry(
            name: "bind(to: observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.observable.bind(to: observer(h) as AnyObserver<Int>)
            }, code: "root.bind(to: observer)"),
        Entry(
            name: "bind(onNext:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.observable.bind(onNext: h.next)
            }, code: "root.bind(onNext: { observer.onNext($0) })", reportsErrors: true),
        Entry(
            name: "bind(with:onNext:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.observable.bind(with: h.anchor) { _, value in h.next(value) }
            }, code: "root.bind(with: anchor) { _, value in observer.onNext(value) }", reportsErrors: true),
    ]

    private static let singleAPIs: [Entry] = [
        Entry(
            name: "Single.subscribe(onSuccess:onFailure:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.single.subscribe(onSuccess: h.success, onFailure: h.error, onDisposed: h.disposed)
            },
            code:
                "root.subscribe(onSuccess: { observer.onNext($0); observer.onCompleted() }, onFailure: { observer.onError($0) }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Single.subscribe(_ observer:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.single.subscribe { result in
                    switch result {
                    case .success(let value): h.success(value)
                    case .failure(let error): h.error(error)
                    }
                }
            },
            code:
                "root.subscribe { result in switch result { case .success(let value): observer.onNext(value); observer.onCompleted(); case .failure(let error): observer.onError(error) } }"
        ),
        Entry(
            name: "Single.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.single.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().subscribe(observer)"),
        Entry(
            name: "Single.subscribe(with:onSuccess:onFailure:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.single.subscribe(
                    with: h.anchor, onSuccess: { _, value in h.success(value) },
                    onFailure: { _, error in h.error(error) }, onDisposed: { _ in h.disposed() })
            },
            code:
                "root.subscribe(with: anchor, onSuccess: { _, value in observer.onNext(value); observer.onCompleted() }, onFailure: { _, error in observer.onError(error) }, onDisposed: { _ in disposedCount += 1 })"
        ),
    ]

    private static let maybeAPIs: [Entry] = [
        Entry(
            name: "Maybe.subscribe(onSuccess:onError:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.maybe.subscribe(
                    onSuccess: h.success, onError: h.error, onCompleted: h.completed, onDisposed: h.disposed)
            },
            code:
                "root.subscribe(onSuccess: { observer.onNext($0); observer.onCompleted() }, onError: { observer.onError($0) }, onCompleted: { observer.onCompleted() }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Maybe.subscribe(_ observer:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.maybe.subscribe { event in
                    switch event {
                    case .success(let value): h.success(value)
                    case .error(let error): h.error(error)
                    case .completed: h.completed()
                    }
                }
            },
            code:
                "root.subscribe { event in switch event { case .success(let value): observer.onNext(value); observer.onCompleted(); case .error(let error): observer.onError(error); case .completed: observer.onCompleted() } }"
        ),
        Entry(
            name: "Maybe.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.maybe.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().subscribe(observer)"),
        Entry(
            name: "Maybe.subscribe(with:onSuccess:onError:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.maybe.subscribe(
                    with: h.anchor, onSuccess: { _, value in h.success(value) },
                    onError: { _, error in h.error(error) }, onCompleted: { _ in h.completed() },
                    onDisposed: { _ in h.disposed() })
            },
            code:
                "root.subscribe(with: anchor, onSuccess: { _, value in observer.onNext(value); observer.onCompleted() }, onError: { _, error in observer.onError(error) }, onCompleted: { _ in observer.onCompleted() }, onDisposed: { _ in disposedCount += 1 })"
        ),
    ]

    private static let completableAPIs: [Entry] = [
        Entry(
            name: "Completable.subscribe(onCompleted:onError:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.completable.subscribe(onCompleted: h.completed, onError: h.error, onDisposed: h.disposed)
            },
            code:
                "root.subscribe(onCompleted: { observer.onCompleted() }, onError: { observer.onError($0) }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Completable.subscribe(_ observer:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.completable.subscribe { event in
                    switch event {
                    case .error(let error): h.error(error)
                    case .completed: h.completed()
                    }
                }
            },
            code:
                "root.subscribe { event in switch event { case .error(let error): observer.onError(error); case .completed: observer.onCompleted() } }"
        ),
        Entry(
            name: "Completable.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.completable.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().map { _ in 0 }.subscribe(observer)"),
        Entry(
            name: "Completable.subscribe(with:onCompleted:onError:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.completable.subscribe(
                    with: h.anchor, onCompleted: { _ in h.completed() }, onError: { _, error in h.error(error) },
                    onDisposed: { _ in h.disposed() })
            },
            code:
                "root.subscribe(with: anchor, onCompleted: { _ in observer.onCompleted() }, onError: { _, error in observer.onError(error) }, onDisposed: { _ in disposedCount += 1 })"
        ),
    ]

    private static let infallibleAPIs: [Entry] = [
        Entry(
            name: "Infallible.subscribe(onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.infallible.subscribe(onNext: h.next, onCompleted: h.completed, onDisposed: h.disposed)
            },
            code:
                "root.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Infallible.bind(onNext:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.infallible.bind(onNext: h.next)
            }, code: "root.bind(onNext: { observer.onNext($0) })"),
        Entry(
            name: "Infallible.bind(to: observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.infallible.bind(to: observer(h) as AnyObserver<Int>)
            }, code: "root.bind(to: observer)"),
        Entry(
            name: "Infallible.subscribe(_ on:)", hasOnDisposed: false,
            subscribe: { built, h in
                built.infallible.subscribe { event in
                    switch event {
                    case .next(let value): h.next(value)
                    case .completed: h.completed()
                    }
                }
            },
            code:
                "root.subscribe { event in switch event { case .next(let value): observer.onNext(value); case .completed: observer.onCompleted() } }"
        ),
        Entry(
            name: "Infallible.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.infallible.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().subscribe(observer)"),
        Entry(
            name: "Infallible.subscribe(with:onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.infallible.subscribe(
                    with: h.anchor, onNext: { _, value in h.next(value) }, onCompleted: { _ in h.completed() },
                    onDisposed: { _ in h.disposed() })
            },
            code:
                "root.subscribe(with: anchor, onNext: { _, value in observer.onNext(value) }, onCompleted: { _ in observer.onCompleted() }, onDisposed: { _ in disposedCount += 1 })"
        ),
    ]

    private static let driverAPIs: [Entry] = [
        Entry(
            name: "Driver.drive(onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.driver.drive(onNext: h.next, onCompleted: h.completed, onDisposed: h.disposed)
            },
            code:
                "root.drive(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Driver.drive(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.driver.drive(observer(h) as AnyObserver<Int>)
            }, code: "root.drive(observer)"),
        Entry(
            name: "Driver.drive(with:onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.driver.drive(
                    with: h.anchor, onNext: { _, value in h.next(value) }, onCompleted: { _ in h.completed() },
                    onDisposed: { _ in h.disposed() })
            },
            code:
                "root.drive(with: anchor, onNext: { _, value in observer.onNext(value) }, onCompleted: { _ in observer.onCompleted() }, onDisposed: { _ in disposedCount += 1 })"
        ),
        Entry(
            name: "Driver.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.driver.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().subscribe(observer)"),
        // Receives nothing: what is checked is the pipeline's side of the subscription.
        Entry(
            name: "Driver.drive()", hasOnDisposed: false,
            subscribe: { built, _ in
                built.driver.drive()
            }, code: "root.drive()"),
    ]

    private static let signalAPIs: [Entry] = [
        Entry(
            name: "Signal.emit(onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.signal.emit(onNext: h.next, onCompleted: h.completed, onDisposed: h.disposed)
            },
            code:
                "root.emit(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() }, onDisposed: { disposedCount += 1 })"
        ),
        Entry(
            name: "Signal.emit(to: observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.signal.emit(to: observer(h) as AnyObserver<Int>)
            }, code: "root.emit(to: observer)"),
        Entry(
            name: "Signal.emit(with:onNext:onCompleted:onDisposed:)", hasOnDisposed: true,
            subscribe: { built, h in
                built.signal.emit(
                    with: h.anchor, onNext: { _, value in h.next(value) }, onCompleted: { _ in h.completed() },
                    onDisposed: { _ in h.disposed() })
            },
            code:
                "root.emit(with: anchor, onNext: { _, value in observer.onNext(value) }, onCompleted: { _ in observer.onCompleted() }, onDisposed: { _ in disposedCount += 1 })"
        ),
        Entry(
            name: "Signal.asObservable().subscribe(observer)", hasOnDisposed: false,
            subscribe: { built, h in
                built.signal.asObservable().subscribe(observer(h))
            }, code: "root.asObservable().subscribe(observer)"),
        Entry(
            name: "Signal.emit()", hasOnDisposed: false,
            subscribe: { built, _ in
                built.signal.emit()
            }, code: "root.emit()"),
    ]
}

extension Built {
    var kind: Kind {
        switch self {
        case .observable: .observable
        case .single: .single
        case .maybe: .maybe
        case .completable: .completable
        case .infallible: .infallible
        case .driver: .driver
        case .signal: .signal
        }
    }
}
