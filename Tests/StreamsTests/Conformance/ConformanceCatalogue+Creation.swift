import Streams

// Error handling, sharing, and the creation functions.

private let observableIn: [Slot] = [.plain(.observable)]

/// A `using` resource: it notes when it is made and each time it is disposed (exactly once is
/// checked).
final class ConformanceResource: Disposable {
    private let run: ConformanceRun
    private let id: Int

    init(run: ConformanceRun) {
        self.run = run
        id = run.nextResourceID()
        run.note("resource \(id) created")
    }

    func dispose() {
        run.note("resource \(id) disposed")
    }
}

extension ConformanceCatalogue {
    static let observableErrorsAndSharing: [Op] = [
        Op(
            "catch", .observable, [.plain(.observable), .closure(.observable)], weight: 10,
            generate: { r in Params(flag: r.chance(15), errorCode: r.int(11...19)) },
            build: { _, p, c in
                .observable(
                    c[0]().observable.catch { _ in
                        if p.flag { throw ConformanceError(p.errorCode) }
                        return c[1]().observable
                    })
            },
            code: { p, c, _ in
                "\(c[0]).catch { _ in \(p.flag ? "throw ConformanceError(\(p.errorCode))" : "return \(c[1])") }"
            }),
        Op(
            "catchAndReturn", .observable, observableIn, weight: 6, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .observable(c[0]().observable.catchAndReturn(p.a)) },
            code: { p, c, _ in "\(c[0]).catchAndReturn(\(p.a))" }),
        Op(
            "retry()", .observable, observableIn, weight: 5,
            build: { _, _, c in .observable(c[0]().observable.retry()) },
            code: { _, c, _ in "\(c[0]).retry()" }),
        Op(
            "retry(_:)", .observable, observableIn, weight: 8, generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .observable(c[0]().observable.retry(p.a)) },
            code: { p, c, _ in "\(c[0]).retry(\(p.a))" }),
        Op(
            "retry(when:)", .observable, observableIn, weight: 8,
            generate: { r in Params(a: r.int(1...3), b: r.int(0...3)) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.retry(when: { (errors: Observable<Swift.Error>) -> Observable<Int> in
                        switch p.b {
                        case 0:
                            errors.enumerated().flatMap { attempt, error in
                                attempt < p.a ? Observable.just(0) : Observable.error(error)
                            }
                        case 1: errors.map { _ in 0 }.delay(seconds(p.a), scheduler: run.scheduler)
                        case 2: errors.map { _ in 0 }.take(p.a)
                        default: errors.flatMap { Observable<Int>.error($0) }
                        }
                    }))
            },
            code: { p, c, _ in
                let trigger =
                    switch p.b {
                    case 0:
                        "errors.enumerated().flatMap { attempt, error in attempt < \(p.a) ? Observable.just(0) : Observable.error(error) }"
                    case 1: "errors.map { _ in 0 }.delay(\(secondsCode(p.a)), scheduler: scheduler)"
                    case 2: "errors.map { _ in 0 }.take(\(p.a))"
                    default: "errors.flatMap { Observable<Int>.error($0) }"
                    }
                return "\(c[0]).retry(when: { (errors: Observable<Swift.Error>) -> Observable<Int> in \(trigger) })"
            }),
        Op(
            "share", .observable, observableIn, weight: 10,
            generate: { r in Params(a: r.pick([0, 0, 1, 2]), flag: r.chance(30)) },
            build: { _, p, c in
                .observable(c[0]().observable.share(replay: p.a, scope: p.flag ? .forever : .whileConnected))
            },
            code: { p, c, _ in "\(c[0]).share(replay: \(p.a), scope: \(p.flag ? ".forever" : ".whileConnected"))" }),
        Op(
            "refCount", .observable, observableIn, weight: 8,
            generate: { r in Params(a: r.int(0...4), b: r.int(1...2)) },
            build: { _, p, c in
                let source = c[0]().observable
                let connectable: ConnectableObservable<Int> =
                    switch p.a {
                    case 0: source.publish()
                    case 1: source.replay(p.b)
                    case 2: source.replayAll()
                    case 3: source.multicast(makeSubject: { PublishSubject<Int>() })
                    default: source.multicast(ReplaySubject<Int>.create(bufferSize: p.b))
                    }
                return .observable(connectable.refCount())
            },
            code: { p, c, _ in
                let connectable =
                    switch p.a {
                    case 0: "publish()"
                    case 1: "replay(\(p.b))"
                    case 2: "replayAll()"
                    case 3: "multicast(makeSubject: { PublishSubject<Int>() })"
                    default: "multicast(ReplaySubject<Int>.create(bufferSize: \(p.b)))"
                    }
                return "\(c[0]).\(connectable).refCount()"
            }),
        Op(
            "connect", .observable, observableIn, weight: 5,
            generate: { r in
                let connectAt = r.int(150...500)
                return Params(a: connectAt, b: connectAt + r.int(1...500), flag: r.chance(40))
            },
            build: { run, p, c in
                let connectable = p.flag ? c[0]().observable.replay(1) : c[0]().observable.publish()
                let connection = SerialDisposable()
                run.scheduler.scheduleAt(p.a) { connection.disposable = connectable.connect() }
                run.scheduler.scheduleAt(p.b) { connection.dispose() }
                return .observable(connectable.asObservable())
            },
            code: { p, c, _ in
                """
                { () -> Observable<Int> in let connectable = \(c[0]).\(p.flag ? "replay(1)" : "publish()"); let connection = SerialDisposable(); \
                scheduler.scheduleAt(\(p.a)) { connection.disposable = connectable.connect() }; scheduler.scheduleAt(\(p.b)) { connection.dispose() }; \
                return connectable.asObservable() }()
                """
            }),
        Op(
            "multicast(_:selector:)", .observable, observableIn, weight: 4,
            generate: { r in Params(flag: r.chance(50), throwAt: r.chance(15) ? 0 : nil, errorCode: r.int(11...19)) },
            build: { _, p, c in
                .observable(
                    c[0]().observable.multicast(
                        { PublishSubject<Int>() },
                        selector: { shared in
                            if p.throwAt != nil { throw ConformanceError(p.errorCode) }
                            return p.flag
                                ? Observable.merge(shared, shared.skip(1).map { $0 * 10 })
                                : shared.concat(Observable.just(-1))
                        }))
            },
            code: { p, c, _ in
                let body =
                    p.flag
                    ? "Observable.merge(shared, shared.skip(1).map { $0 * 10 })" : "shared.concat(Observable.just(-1))"
                let prefix = p.throwAt != nil ? "throw ConformanceError(\(p.errorCode)); " : "return "
                return "\(c[0]).multicast({ PublishSubject<Int>() }, selector: { shared in \(prefix)\(body) })"
            }),
        Op(
            "Observable.using", .observable, [.closure(.observable)], weight: 5,
            generate: { r in Params(a: r.chance(10) ? 1 : (r.chance(10) ? 2 : 0), errorCode: r.int(11...19)) },
            build: { run, p, c in
                .observable(
                    Observable.using(
                        { () throws -> ConformanceResource in
                            if p.a == 1 { throw ConformanceError(p.errorCode) }
                            return ConformanceResource(run: run)
                        },
                        observableFactory: { _ in
                            if p.a == 2 { throw ConformanceError(p.errorCode) }
                            return c[0]().observable
                        }))
            },
            code: { p, c, _ in
                let resource =
                    p.a == 1
                    ? "() -> BooleanDisposable in throw ConformanceError(\(p.errorCode))"
                    : "Disposables.create { log.append(\"resource disposed\") }"
                let factory = p.a == 2 ? "throw ConformanceError(\(p.errorCode))" : "return \(c[0])"
                return "Observable.using({ \(resource) }, observableFactory: { _ in \(factory) })"
            }),
        Op(
            "Observable.deferred", .observable, [.closure(.observable)], weight: 6,
            generate: { r in Params(flag: r.chance(10), errorCode: r.int(11...19)) },
            build: { _, p, c in
                .observable(
                    Observable.deferred {
                        if p.flag { throw ConformanceError(p.errorCode) }
                        return c[0]().observable
                    })
            },
            code: { p, c, _ in "Observable.deferred { \(p.flag ? "throw ConformanceError(\(p.errorCode))" : c[0]) }" }),
    ]

    static let creation: [Op] = [
        Op(
            "Observable.just", .observable, weight: 6, generate: { r in Params(a: r.int(0...9), flag: r.chance(30)) },
            build: { run, p, _ in
                .observable(p.flag ? Observable.just(p.a, scheduler: run.scheduler) : Observable.just(p.a))
            },
            code: { p, _, _ in "Observable.just(\(p.a)\(p.flag ? ", scheduler: scheduler" : ""))" }),
        Op(
            "Observable.of", .observable, weight: 4,
            generate: { r in Params(a: r.int(0...2), values: (0..<r.int(1...3)).map { _ in r.int(0...9) }) },
            build: { run, p, _ in
                let on = scheduler(p.a, run)
                let v = p.values
                return .observable(
                    v.count == 1
                        ? Observable.of(v[0], scheduler: on)
                        : v.count == 2
                            ? Observable.of(v[0], v[1], scheduler: on) : Observable.of(v[0], v[1], v[2], scheduler: on))
            },
            code: { p, _, _ in "Observable.of(\(listCode(p.values))\(schedulerCode(p.a)))" }),
        Op(
            "Observable.from(_:)", .observable, weight: 4,
            generate: { r in Params(a: r.int(0...2), values: (0..<r.int(0...3)).map { _ in r.int(0...9) }) },
            build: { run, p, _ in .observable(Observable.from(p.values, scheduler: scheduler(p.a, run))) },
            code: { p, _, _ in "Observable.from([\(listCode(p.values))] as [Int]\(schedulerCode(p.a)))" }),
        Op(
            "Observable.from(optional:)", .observable, weight: 3,
            generate: { r in Params(a: r.int(0...9), b: r.int(0...2), flag: r.chance(30)) },
            build: { run, p, _ in
                let value: Int? = p.flag ? nil : p.a
                return .observable(
                    p.b == 0
                        ? Observable.from(optional: value)
                        : Observable.from(optional: value, scheduler: scheduler(p.b, run)))
            },
            code: { p, _, _ in "Observable.from(optional: \(p.flag ? "nil as Int?" : "\(p.a)")\(schedulerCode(p.b)))" }),
        Op(
            "Observable.empty", .observable, weight: 3,
            build: { _, _, _ in .observable(Observable.empty()) },
            code: { _, _, _ in "Observable<Int>.empty()" }),
        Op(
            "Observable.never", .observable, weight: 2,
            build: { _, _, _ in .observable(Observable.never()) },
            code: { _, _, _ in "Observable<Int>.never()" }),
        Op(
            "Observable.error", .observable, weight: 3, generate: { r in Params(errorCode: r.int(1...9)) },
            build: { _, p, _ in .observable(Observable.error(ConformanceError(p.errorCode))) },
            code: { p, _, _ in "Observable<Int>.error(ConformanceError(\(p.errorCode)))" }),
        Op(
            "Observable.range", .observable, weight: 4,
            generate: { r in Params(a: r.int(0...5), b: r.int(0...3), values: [r.int(0...2)]) },
            build: { run, p, _ in
                .observable(Observable.range(start: p.a, count: p.b, scheduler: scheduler(p.values[0], run)))
            },
            code: { p, _, _ in "Observable.range(start: \(p.a), count: \(p.b)\(schedulerCode(p.values[0])))" }),
        Op(
            "Observable.repeatElement", .observable, weight: 2,
            generate: { r in Params(a: r.int(0...9), b: r.int(1...4)) },
            build: { run, p, _ in .observable(Observable.repeatElement(p.a, scheduler: run.scheduler).take(p.b)) },
            code: { p, _, _ in "Observable.repeatElement(\(p.a), scheduler: scheduler).take(\(p.b))" }),
        Op(
            "Observable.generate", .observable, weight: 3,
            generate: { r in
                var params = Params(a: r.int(0...3), b: r.int(0...2), values: [r.int(2...6)])
                r.throwing(&params)
                return params
            },
            build: { run, p, _ in
                .observable(
                    Observable.generate(
                        initialState: p.a,
                        condition: { x in
                            try run.check(p, x)
                            return x < p.values[0]
                        }, scheduler: scheduler(p.b, run), iterate: { $0 + 1 }))
            },
            code: { p, _, _ in
                "Observable.generate(initialState: \(p.a), condition: { x in \(throwCode(p, "x"))return x < \(p.values[0]) }\(schedulerCode(p.b)), iterate: { $0 + 1 })"
            }),
        Op(
            "Observable.timer", .observable, weight: 4,
            generate: { r in Params(a: r.duration(), b: r.chance(40) ? r.int(5...80) : 0) },
            build: { run, p, _ in
                .observable(
                    Observable<Int>.timer(seconds(p.a), period: p.b > 0 ? seconds(p.b) : nil, scheduler: run.scheduler))
            },
            code: { p, _, _ in
                "Observable<Int>.timer(\(secondsCode(p.a))\(p.b > 0 ? ", period: \(secondsCode(p.b))" : ""), scheduler: scheduler)"
            }),
        Op(
            "Observable.interval", .observable, weight: 3, generate: { r in Params(a: r.int(5...80)) },
            build: { run, p, _ in .observable(Observable<Int>.interval(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, _, _ in "Observable<Int>.interval(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Observable.create", .observable, weight: 6, generate: { r in Params(script: r.createScript()) },
            build: { run, p, _ in .observable(Observable.create { observer in run.play(p.script, to: observer) }) },
            code: { p, _, _ in "Observable<Int>.create { observer in \(createBodyCode(p.script)) }" }),
        Op(
            "just(element)", .observable, usesElement: true, weight: 8,
            build: { run, _, _ in .observable(Observable.just(run.element)) },
            code: { _, _, n in "Observable.just(\(n.element!))" }),
        Op(
            "of(element)", .observable, usesElement: true, weight: 4, generate: { r in Params(a: r.int(1...3)) },
            build: { run, p, _ in .observable(Observable.of(run.element, run.element + p.a)) },
            code: { p, _, n in "Observable.of(\(n.element!), \(n.element!) + \(p.a))" }),
    ]
}

/// The scheduler a creation function runs on: `0` its default (the current thread's
/// trampoline), `1` the current-thread scheduler named, `2` the test scheduler.
private func scheduler(_ choice: Int, _ run: ConformanceRun) -> ImmediateSchedulerType {
    choice == 2 ? run.scheduler : CurrentThreadScheduler.instance
}

private func schedulerCode(_ choice: Int) -> String {
    switch choice {
    case 0: ""
    case 1: ", scheduler: CurrentThreadScheduler.instance"
    default: ", scheduler: scheduler"
    }
}

extension SeededRandom {
    /// The script of a `create` leaf: a few events, some sent during the subscription (time
    /// 0), and — to check that `create` keeps the grammar for its observer — sometimes events
    /// after a stop event.
    mutating func createScript() -> [Timed] {
        var script: [Timed] = []
        var time = chance(50) ? 0 : int(1...40)
        for _ in 0..<int(0...4) {
            let step: Step = pick(weighted: [(.next(int(0...9)), 8), (.completed, 1), (.error(int(1...9)), 1)])
            script.append(Timed(time: time, step: step))
            time += chance(30) ? 0 : int(1...60)
        }
        if chance(60) {
            script.append(Timed(time: time, step: chance(50) ? .completed : .error(int(1...9))))
        }
        return script
    }
}

extension ConformanceRun {
    /// Plays a `create` script to `observer`: time 0 during the subscription, the rest on the
    /// scheduler; the returned disposable cancels what has not been played.
    func play(_ script: [Timed], to observer: AnyObserver<Int>) -> Disposable {
        let pending = CompositeDisposable()
        for timed in script {
            if timed.time == 0 {
                observer.on(ConformanceRun.event(timed.step))
            } else {
                _ = pending.insert(
                    scheduler.scheduleRelativeVirtual((), dueTime: timed.time) { _ in
                        observer.on(ConformanceRun.event(timed.step))
                        return Disposables.create()
                    })
            }
        }
        return pending
    }
}

/// The body of a `create` closure that plays `script`.
func createBodyCode(_ script: [Timed]) -> String {
    var lines: [String] = []
    for timed in script where timed.time == 0 {
        lines.append("observer.on(\(eventCode(timed.step)))")
    }
    lines.append("let pending = CompositeDisposable()")
    for timed in script where timed.time > 0 {
        lines.append(
            "_ = pending.insert(scheduler.scheduleRelativeVirtual((), dueTime: \(timed.time)) { _ in observer.on(\(eventCode(timed.step))); return Disposables.create() })"
        )
    }
    lines.append("return pending")
    return lines.joined(separator: "; ")
}

func eventCode(_ step: Step) -> String {
    switch step {
    case .next(let value): ".next(\(value))"
    case .error(let code): ".error(ConformanceError(\(code)))"
    case .completed: ".completed"
    }
}
