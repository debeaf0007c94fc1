import Streams

// The traits: Single, Maybe and Completable; Infallible; Driver and Signal (built under
// `SharingScheduler.mock`, which every run installs). Each family has its creation functions,
// its own operators, and the conversions into and out of it.

/// `Call(a, b) { a, b in ...return a + b }`: an arity form with a result selector.
func arityCode(_ call: String, _ children: [String], _ params: Params? = nil) -> String {
    let names = selectorNames(children.count)
    let check = params.map { throwCode($0, "a") } ?? ""
    return
        "\(call)(\(children.joined(separator: ", "))) { \(names.joined(separator: ", ")) in \(check)return \(names.joined(separator: " + ")) }"
}

/// `Call(a, b).map { t in t.0 + t.1 }`: an arity form that makes tuples.
func tupleCode(_ call: String, _ children: [String]) -> String {
    "\(call)(\(children.joined(separator: ", "))).map { t in \((0..<children.count).map { "t.\($0)" }.joined(separator: " + ")) }"
}

/// How a `Single` or `Maybe` node is taken from and put into `Built`, for the operators both
/// have (`PrimitiveSequence`'s own).
struct PrimitiveFamily<Trait>: Sendable {
    let kind: Kind
    let name: String

    func unwrap(_ built: Built) -> PrimitiveSequence<Trait, Int> {
        switch built {
        case .single(let value): value as! PrimitiveSequence<Trait, Int>
        case .maybe(let value): value as! PrimitiveSequence<Trait, Int>
        default: preconditionFailure("expected a \(name), built \(built)")
        }
    }

    func wrap(_ value: PrimitiveSequence<Trait, Int>) -> Built {
        kind == .single ? .single(value as! Single<Int>) : .maybe(value as! Maybe<Int>)
    }
}

/// Driver and Signal, for the operators both have (`SharedSequence`'s).
protocol ConformanceSharing: SharingStrategyProtocol, SendableMetatype {
    static var kind: Kind { get }
    static var name: String { get }
}

extension DriverSharingStrategy: ConformanceSharing {
    static var kind: Kind { .driver }
    static var name: String { "Driver" }
}

extension SignalSharingStrategy: ConformanceSharing {
    static var kind: Kind { .signal }
    static var name: String { "Signal" }
}

extension Built {
    func shared<S: ConformanceSharing>(_: S.Type) -> SharedSequence<S, Int> {
        switch self {
        case .driver(let value): value as! SharedSequence<S, Int>
        case .signal(let value): value as! SharedSequence<S, Int>
        default: preconditionFailure("expected a \(S.name), built \(self)")
        }
    }

    static func shared<S: ConformanceSharing>(_ value: SharedSequence<S, Int>) -> Built {
        S.kind == .driver ? .driver(value as! Driver<Int>) : .signal(value as! Signal<Int>)
    }
}

extension ConformanceCatalogue {
    static let singleMaybeCompletable: [Op] =
        conversionsToPrimitives + primitiveCommon(PrimitiveFamily<SingleTrait>(kind: .single, name: "Single"))
        + primitiveCommon(PrimitiveFamily<MaybeTrait>(kind: .maybe, name: "Maybe")) + singleOps + maybeOps
        + completableOps

    static let infallible: [Op] = infallibleOps

    static let sharedSequences: [Op] =
        conversionsToShared + sharedOps(DriverSharingStrategy.self) + sharedOps(SignalSharingStrategy.self)
        + [
            Op(
                "Driver.asSignal", .signal, [.plain(.driver)], weight: 4,
                build: { _, _, c in .signal(c[0]().driver.asSignal()) },
                code: { _, c, _ in "\(c[0]).asSignal()" }),
            Op(
                "Signal.asDriver", .driver, [.plain(.signal)], weight: 4,
                build: { _, _, c in .driver(c[0]().signal.asDriver()) },
                code: { _, c, _ in "\(c[0]).asDriver()" }),
            Op(
                "Driver.asDriver", .driver, [.plain(.driver)], weight: 1,
                build: { _, _, c in .driver(c[0]().driver.asDriver()) },
                code: { _, c, _ in "\(c[0]).asDriver()" }),
            Op(
                "Signal.asSignal", .signal, [.plain(.signal)], weight: 1,
                build: { _, _, c in .signal(c[0]().signal.asSignal()) },
                code: { _, c, _ in "\(c[0]).asSignal()" }),
            Op(
                "Signal.withUnretained", .signal, [.plain(.signal)], weight: 2,
                build: { run, _, c in .signal(c[0]().signal.withUnretained(run.anchor).map { _, x in x }) },
                code: { _, c, _ in "\(c[0]).withUnretained(anchor).map { _, x in x }" }),
            Op(
                "Signal.withUnretained(resultSelector:)", .signal, [.plain(.signal)], weight: 2,
                build: { run, _, c in .signal(c[0]().signal.withUnretained(run.anchor) { _, x in x + 1 }) },
                code: { _, c, _ in "\(c[0]).withUnretained(anchor) { _, x in x + 1 }" }),
        ]

    // MARK: Single, Maybe, Completable

    private static let conversionsToPrimitives: [Op] = [
        Op(
            "asSingle", .single, [.plain(.observable)], weight: 10,
            build: { _, _, c in .single(c[0]().observable.asSingle()) },
            code: { _, c, _ in "\(c[0]).asSingle()" }),
        Op(
            "first", .single, [.plain(.observable)], weight: 5,
            build: { _, _, c in .single(c[0]().observable.first().map { $0 ?? -1 }) },
            code: { _, c, _ in "\(c[0]).first().map { $0 ?? -1 }" }),
        Op(
            "toArray", .single, [.plain(.observable)], weight: 5,
            build: { _, _, c in .single(c[0]().observable.toArray().map { $0.count * 100 + $0.reduce(0, +) }) },
            code: { _, c, _ in "\(c[0]).toArray().map { $0.count * 100 + $0.reduce(0, +) }" }),
        Op(
            "asMaybe", .maybe, [.plain(.observable)], weight: 10,
            build: { _, _, c in .maybe(c[0]().observable.asMaybe()) },
            code: { _, c, _ in "\(c[0]).asMaybe()" }),
        Op(
            "asCompletable", .completable, [.plain(.observable)], weight: 10,
            build: { _, _, c in .completable(c[0]().observable.ignoreElements().asCompletable()) },
            code: { _, c, _ in "\(c[0]).ignoreElements().asCompletable()" }),
        Op(
            "Single.asObservable", .observable, [.plain(.single)], weight: 12,
            build: { _, _, c in .observable(c[0]().single.asObservable()) },
            code: { _, c, _ in "\(c[0]).asObservable()" }),
        Op(
            "Maybe.asObservable", .observable, [.plain(.maybe)], weight: 12,
            build: { _, _, c in .observable(c[0]().maybe.asObservable()) },
            code: { _, c, _ in "\(c[0]).asObservable()" }),
        Op(
            "Completable.asObservable", .observable, [.plain(.completable)], weight: 12,
            build: { _, _, c in .observable(c[0]().completable.asObservable().map(absurd)) },
            code: { _, c, _ in "\(c[0]).asObservable().map(absurd)" }),
    ]

    /// `PrimitiveSequence`'s operators, for Single and Maybe alike.
    private static func primitiveCommon<Trait>(_ family: PrimitiveFamily<Trait>) -> [Op] {
        let k = family.kind
        let T = family.name
        return [
            Op(
                "\(T).delay", k, [.plain(k)], weight: 4, generate: { r in Params(a: r.duration()) },
                build: { run, p, c in family.wrap(family.unwrap(c[0]()).delay(seconds(p.a), scheduler: run.scheduler))
                },
                code: { p, c, _ in "\(c[0]).delay(\(secondsCode(p.a)), scheduler: scheduler)" }),
            Op(
                "\(T).delaySubscription", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.duration()) },
                build: { run, p, c in
                    family.wrap(family.unwrap(c[0]()).delaySubscription(seconds(p.a), scheduler: run.scheduler))
                },
                code: { p, c, _ in "\(c[0]).delaySubscription(\(secondsCode(p.a)), scheduler: scheduler)" }),
            Op(
                "\(T).observe(on:)", k, [.plain(k)], weight: 3,
                build: { run, _, c in family.wrap(family.unwrap(c[0]()).observe(on: run.scheduler)) },
                code: { _, c, _ in "\(c[0]).observe(on: scheduler)" }),
            Op(
                "\(T).subscribe(on:)", k, [.plain(k)], weight: 3,
                build: { run, _, c in family.wrap(family.unwrap(c[0]()).subscribe(on: run.scheduler)) },
                code: { _, c, _ in "\(c[0]).subscribe(on: scheduler)" }),
            Op(
                "\(T).catch", k, [.plain(k), .closure(k)], weight: 5,
                generate: { r in Params(flag: r.chance(15), errorCode: r.int(11...19)) },
                build: { _, p, c in
                    family.wrap(
                        family.unwrap(c[0]()).catch { _ in
                            if p.flag { throw ConformanceError(p.errorCode) }
                            return family.unwrap(c[1]())
                        })
                },
                code: { p, c, _ in
                    "\(c[0]).catch { _ in \(p.flag ? "throw ConformanceError(\(p.errorCode))" : "return \(c[1])") }"
                }),
            // retry(0) would complete the trait without an outcome (a misuse): at least once.
            Op(
                "\(T).retry(_:)", k, [.plain(k)], weight: 4, generate: { r in Params(a: r.int(1...3)) },
                build: { _, p, c in family.wrap(family.unwrap(c[0]()).retry(p.a)) },
                code: { p, c, _ in "\(c[0]).retry(\(p.a))" }),
            // A trigger that completes would complete the trait without an outcome (a misuse
            // Streams reports): this one fails after `a` retries instead.
            Op(
                "\(T).retry(when:)", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.int(1...3)) },
                build: { _, p, c in
                    family.wrap(
                        family.unwrap(c[0]()).retry(when: { (errors: Observable<Swift.Error>) in
                            errors.enumerated().flatMap { attempt, error in
                                attempt < p.a ? Observable.just(0) : Observable.error(error)
                            }
                        }))
                },
                code: { p, c, _ in
                    "\(c[0]).retry(when: { (errors: Observable<Swift.Error>) in errors.enumerated().flatMap { attempt, error in attempt < \(p.a) ? Observable.just(0) : Observable.error(error) } })"
                }),
            Op(
                "\(T).debug", k, [.plain(k)], weight: 1, generate: { r in Params(a: r.int(0...99)) },
                build: { _, p, c in family.wrap(family.unwrap(c[0]()).debug("debug\(p.a)")) },
                code: { p, c, _ in "\(c[0]).debug(\"debug\(p.a)\")" }),
            Op(
                "\(T).using", k, [.closure(k)], weight: 2,
                build: { run, _, c in
                    family.wrap(
                        PrimitiveSequence<Trait, Int>.using(
                            { ConformanceResource(run: run) }, primitiveSequenceFactory: { _ in family.unwrap(c[0]()) })
                    )
                },
                code: { _, c, _ in
                    "\(T).using({ Disposables.create { log.append(\"resource disposed\") } }, primitiveSequenceFactory: { _ in \(c[0]) })"
                }),
            Op(
                "\(T).timeout", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.duration()) },
                build: { run, p, c in family.wrap(family.unwrap(c[0]()).timeout(seconds(p.a), scheduler: run.scheduler))
                },
                code: { p, c, _ in "\(c[0]).timeout(\(secondsCode(p.a)), scheduler: scheduler)" }),
            Op(
                "\(T).timeout(other:)", k, [.plain(k), .plain(k)], weight: 3,
                generate: { r in Params(a: r.duration()) },
                build: { run, p, c in
                    family.wrap(
                        family.unwrap(c[0]()).timeout(
                            seconds(p.a), other: family.unwrap(c[1]()), scheduler: run.scheduler))
                },
                code: { p, c, _ in "\(c[0]).timeout(\(secondsCode(p.a)), other: \(c[1]), scheduler: scheduler)" }),
            Op(
                "\(T).deferred", k, [.closure(k)], weight: 3,
                generate: { r in Params(flag: r.chance(10), errorCode: r.int(11...19)) },
                build: { _, p, c in
                    family.wrap(
                        PrimitiveSequence<Trait, Int>.deferred {
                            if p.flag { throw ConformanceError(p.errorCode) }
                            return family.unwrap(c[0]())
                        })
                },
                code: { p, c, _ in "\(T).deferred { \(p.flag ? "throw ConformanceError(\(p.errorCode))" : c[0]) }" }),
            Op(
                "\(T).timer", k, weight: 3, generate: { r in Params(a: r.duration()) },
                build: { run, p, _ in
                    family.wrap(PrimitiveSequence<Trait, Int>.timer(seconds(p.a), scheduler: run.scheduler))
                },
                code: { p, _, _ in "\(T)<Int>.timer(\(secondsCode(p.a)), scheduler: scheduler)" }),
        ]
    }

    private static let singleOps: [Op] = [
        Op(
            "Single.just", .single, weight: 4, generate: { r in Params(a: r.int(0...9), flag: r.chance(30)) },
            build: { run, p, _ in .single(p.flag ? Single.just(p.a, scheduler: run.scheduler) : Single.just(p.a)) },
            code: { p, _, _ in "Single.just(\(p.a)\(p.flag ? ", scheduler: scheduler" : ""))" }),
        Op(
            "Single.error", .single, weight: 2, generate: { r in Params(errorCode: r.int(1...9)) },
            build: { _, p, _ in .single(Single.error(ConformanceError(p.errorCode))) },
            code: { p, _, _ in "Single<Int>.error(ConformanceError(\(p.errorCode)))" }),
        Op(
            "Single.never", .single, weight: 1,
            build: { _, _, _ in .single(Single.never()) },
            code: { _, _, _ in "Single<Int>.never()" }),
        Op(
            "Single.create", .single, weight: 4,
            generate: { r in Params(script: r.traitScript(elements: true, errors: true)) },
            build: { run, p, _ in
                .single(
                    Single.create { observer in
                        run.play(
                            p.script,
                            to: AnyObserver { event in
                                switch event {
                                case .next(let value): observer(.success(value))
                                case .error(let error): observer(.failure(error))
                                case .completed: break
                                }
                            })
                    })
            },
            code: { p, _, _ in
                "Single<Int>.create { single in \(traitCreateCode(p.script, next: "single(.success($))", error: "single(.failure($))", completed: nil)) }"
            }),
        Op(
            "Single.map", .single, [.plain(.single)], weight: 6, generate: { $0.throwing(a: 1...3) },
            build: { run, p, c in
                .single(
                    c[0]().single.map { x in
                        try run.check(p, x)
                        return x + p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).map { x in \(throwCode(p, "x"))return x + \(p.a) }" }),
        Op(
            "Single.filter", .maybe, [.plain(.single)], weight: 4, generate: { $0.throwing(a: 0...1) },
            build: { run, p, c in
                .maybe(
                    c[0]().single.filter { x in
                        try run.check(p, x)
                        return x % 2 == p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).filter { x in \(throwCode(p, "x"))return x % 2 == \(p.a) }" }),
        Op(
            "Single.compactMap", .maybe, [.plain(.single)], weight: 3, generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .maybe(
                    c[0]().single.compactMap { x in
                        try run.check(p, x)
                        return x % p.a == 0 ? nil : x
                    })
            },
            code: { p, c, _ in "\(c[0]).compactMap { x in \(throwCode(p, "x"))return x % \(p.a) == 0 ? nil : x }" }),
        Op(
            "Single.flatMap", .single, [.plain(.single), .element(.single)], weight: 6,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .single(
                    c[0]().single.flatMap { x in
                        try run.check(p, x)
                        return c[1](x).single
                    })
            },
            code: { p, c, n in "\(c[0]).flatMap { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "Single.flatMapMaybe", .maybe, [.plain(.single), .element(.maybe)], weight: 4,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .maybe(
                    c[0]().single.flatMapMaybe { x in
                        try run.check(p, x)
                        return c[1](x).maybe
                    })
            },
            code: { p, c, n in "\(c[0]).flatMapMaybe { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "Single.flatMapCompletable", .completable, [.plain(.single), .element(.completable)], weight: 4,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .completable(
                    c[0]().single.flatMapCompletable { x in
                        try run.check(p, x)
                        return c[1](x).completable
                    })
            },
            code: { p, c, n in "\(c[0]).flatMapCompletable { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "Single.do", .single, [.plain(.single)], weight: 5, generate: { r in r.throwing(a: 0...99) },
            build: { run, p, c in
                let tag = "do\(p.a)"
                let notes = DoNotes(run: run, tag: tag)
                return .single(
                    c[0]().single.do(
                        onSuccess: { x in
                            run.note("\(tag).onSuccess(\(x))")
                            try run.check(p, x)
                        },
                        afterSuccess: { x in run.note("\(tag).afterSuccess(\(x))") },
                        onError: notes.with("onError"), afterError: notes.with("afterError"),
                        onSubscribe: notes("onSubscribe"), onSubscribed: notes("onSubscribed"),
                        onDispose: notes("onDispose")
                    ))
            },
            code: { p, c, _ in
                let tag = "do\(p.a)"
                return """
                    \(c[0]).do(onSuccess: { x in \(throwCode(p, "x"))log.append("\(tag).onSuccess(\\(x))") }, afterSuccess: { log.append("\(tag).afterSuccess(\\($0))") }, \
                    \(notesCode(tag, "onError", "afterError", argument: true)), \
                    \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                    """
            }),
        Op(
            "Single.catchAndReturn", .single, [.plain(.single)], weight: 3, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .single(c[0]().single.catchAndReturn(p.a)) },
            code: { p, c, _ in "\(c[0]).catchAndReturn(\(p.a))" }),
        Op(
            "Single.asMaybe", .maybe, [.plain(.single)], weight: 3,
            build: { _, _, c in .maybe(c[0]().single.asMaybe()) },
            code: { _, c, _ in "\(c[0]).asMaybe()" }),
        Op(
            "Single.asCompletable", .completable, [.plain(.single)], weight: 3,
            build: { _, _, c in .completable(c[0]().single.asCompletable()) },
            code: { _, c, _ in "\(c[0]).asCompletable()" }),
        Op(
            "Single.zip(arity)", .single, [.plain(.single)], extra: (.plain(.single), 1...7), weight: 3,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .single(
                    singleZip(c.map { $0().single }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in arityCode("Single.zip", c, p) }),
        Op(
            "Single.zip(arity, tuple)", .single, [.plain(.single)], extra: (.plain(.single), 1...7), weight: 2,
            build: { _, _, c in .single(singleZipTuple(c.map { $0().single })) },
            code: { _, c, _ in tupleCode("Single.zip", c) }),
        Op(
            "Single.zip(collection)", .single, [.plain(.single)], extra: (.plain(.single), 0...2), weight: 2,
            build: { _, _, c in .single(Single.zip(c.map { $0().single }).map { $0.reduce(0, +) }) },
            code: { _, c, _ in "Single.zip([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
        Op(
            "Single.zip(collection, resultSelector:)", .single, [.plain(.single)], extra: (.plain(.single), 0...2),
            weight: 2, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .single(
                    Single.zip(c.map { $0().single }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                "Single.zip([\(c.joined(separator: ", "))]) { values in \(throwCode(p, "values[0]"))return values.reduce(0, +) }"
            }),
    ]

    private static let maybeOps: [Op] = [
        Op(
            "Maybe.just", .maybe, weight: 3, generate: { r in Params(a: r.int(0...9), flag: r.chance(30)) },
            build: { run, p, _ in .maybe(p.flag ? Maybe.just(p.a, scheduler: run.scheduler) : Maybe.just(p.a)) },
            code: { p, _, _ in "Maybe.just(\(p.a)\(p.flag ? ", scheduler: scheduler" : ""))" }),
        Op(
            "Maybe.empty", .maybe, weight: 2,
            build: { _, _, _ in .maybe(Maybe.empty()) },
            code: { _, _, _ in "Maybe<Int>.empty()" }),
        Op(
            "Maybe.error", .maybe, weight: 1, generate: { r in Params(errorCode: r.int(1...9)) },
            build: { _, p, _ in .maybe(Maybe.error(ConformanceError(p.errorCode))) },
            code: { p, _, _ in "Maybe<Int>.error(ConformanceError(\(p.errorCode)))" }),
        Op(
            "Maybe.never", .maybe, weight: 1,
            build: { _, _, _ in .maybe(Maybe.never()) },
            code: { _, _, _ in "Maybe<Int>.never()" }),
        Op(
            "Maybe.create", .maybe, weight: 4,
            generate: { r in Params(script: r.traitScript(elements: true, errors: true)) },
            build: { run, p, _ in
                .maybe(
                    Maybe.create { observer in
                        run.play(
                            p.script,
                            to: AnyObserver { event in
                                switch event {
                                case .next(let value): observer(.success(value))
                                case .error(let error): observer(.error(error))
                                case .completed: observer(.completed)
                                }
                            })
                    })
            },
            code: { p, _, _ in
                "Maybe<Int>.create { maybe in \(traitCreateCode(p.script, next: "maybe(.success($))", error: "maybe(.error($))", completed: "maybe(.completed)")) }"
            }),
        Op(
            "Maybe.map", .maybe, [.plain(.maybe)], weight: 5, generate: { $0.throwing(a: 1...3) },
            build: { run, p, c in
                .maybe(
                    c[0]().maybe.map { x in
                        try run.check(p, x)
                        return x + p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).map { x in \(throwCode(p, "x"))return x + \(p.a) }" }),
        Op(
            "Maybe.filter", .maybe, [.plain(.maybe)], weight: 3, generate: { $0.throwing(a: 0...1) },
            build: { run, p, c in
                .maybe(
                    c[0]().maybe.filter { x in
                        try run.check(p, x)
                        return x % 2 == p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).filter { x in \(throwCode(p, "x"))return x % 2 == \(p.a) }" }),
        Op(
            "Maybe.compactMap", .maybe, [.plain(.maybe)], weight: 3, generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .maybe(
                    c[0]().maybe.compactMap { x in
                        try run.check(p, x)
                        return x % p.a == 0 ? nil : x
                    })
            },
            code: { p, c, _ in "\(c[0]).compactMap { x in \(throwCode(p, "x"))return x % \(p.a) == 0 ? nil : x }" }),
        Op(
            "Maybe.flatMap", .maybe, [.plain(.maybe), .element(.maybe)], weight: 5, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .maybe(
                    c[0]().maybe.flatMap { x in
                        try run.check(p, x)
                        return c[1](x).maybe
                    })
            },
            code: { p, c, n in "\(c[0]).flatMap { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "Maybe.ifEmpty(default:)", .single, [.plain(.maybe)], weight: 4, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .single(c[0]().maybe.ifEmpty(default: p.a)) },
            code: { p, c, _ in "\(c[0]).ifEmpty(default: \(p.a))" }),
        Op(
            "Maybe.ifEmpty(switchTo: Maybe)", .maybe, [.plain(.maybe), .plain(.maybe)], weight: 3,
            build: { _, _, c in .maybe(c[0]().maybe.ifEmpty(switchTo: c[1]().maybe)) },
            code: { _, c, _ in "\(c[0]).ifEmpty(switchTo: \(c[1]))" }),
        Op(
            "Maybe.ifEmpty(switchTo: Single)", .single, [.plain(.maybe), .plain(.single)], weight: 3,
            build: { _, _, c in .single(c[0]().maybe.ifEmpty(switchTo: c[1]().single)) },
            code: { _, c, _ in "\(c[0]).ifEmpty(switchTo: \(c[1]))" }),
        Op(
            "Maybe.catchAndReturn", .maybe, [.plain(.maybe)], weight: 3, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .maybe(c[0]().maybe.catchAndReturn(p.a)) },
            code: { p, c, _ in "\(c[0]).catchAndReturn(\(p.a))" }),
        Op(
            "Maybe.do", .maybe, [.plain(.maybe)], weight: 4, generate: { r in r.throwing(a: 0...99) },
            build: { run, p, c in
                let tag = "do\(p.a)"
                let notes = DoNotes(run: run, tag: tag)
                return .maybe(
                    c[0]().maybe.do(
                        onNext: { x in
                            run.note("\(tag).onNext(\(x))")
                            try run.check(p, x)
                        },
                        afterNext: { x in run.note("\(tag).afterNext(\(x))") },
                        onError: notes.with("onError"), afterError: notes.with("afterError"),
                        onCompleted: { run.note("\(tag).onCompleted") },
                        afterCompleted: { run.note("\(tag).afterCompleted") },
                        onSubscribe: notes("onSubscribe"), onSubscribed: notes("onSubscribed"),
                        onDispose: notes("onDispose")
                    ))
            },
            code: { p, c, _ in
                let tag = "do\(p.a)"
                return """
                    \(c[0]).do(onNext: { x in \(throwCode(p, "x"))log.append("\(tag).onNext(\\(x))") }, afterNext: { log.append("\(tag).afterNext(\\($0))") }, \
                    \(notesCode(tag, "onError", "afterError", argument: true)), \
                    onCompleted: { log.append("\(tag).onCompleted") }, afterCompleted: { log.append("\(tag).afterCompleted") }, \
                    \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                    """
            }),
        Op(
            "Maybe.zip(arity)", .maybe, [.plain(.maybe)], extra: (.plain(.maybe), 1...7), weight: 3,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .maybe(
                    maybeZip(c.map { $0().maybe }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in arityCode("Maybe.zip", c, p) }),
        Op(
            "Maybe.zip(arity, tuple)", .maybe, [.plain(.maybe)], extra: (.plain(.maybe), 1...7), weight: 2,
            build: { _, _, c in .maybe(maybeZipTuple(c.map { $0().maybe })) },
            code: { _, c, _ in tupleCode("Maybe.zip", c) }),
        Op(
            "Maybe.zip(collection)", .maybe, [.plain(.maybe)], extra: (.plain(.maybe), 0...2), weight: 2,
            build: { _, _, c in .maybe(Maybe.zip(c.map { $0().maybe }).map { $0.reduce(0, +) }) },
            code: { _, c, _ in "Maybe.zip([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
        Op(
            "Maybe.zip(collection, resultSelector:)", .maybe, [.plain(.maybe)], extra: (.plain(.maybe), 0...2),
            weight: 2, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .maybe(
                    Maybe.zip(c.map { $0().maybe }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                "Maybe.zip([\(c.joined(separator: ", "))]) { values in \(throwCode(p, "values[0]"))return values.reduce(0, +) }"
            }),
    ]

    private static let completableOps: [Op] = [
        Op(
            "Completable.empty", .completable, weight: 3,
            build: { _, _, _ in .completable(Completable.empty()) },
            code: { _, _, _ in "Completable.empty()" }),
        Op(
            "Completable.error", .completable, weight: 2, generate: { r in Params(errorCode: r.int(1...9)) },
            build: { _, p, _ in .completable(Completable.error(ConformanceError(p.errorCode))) },
            code: { p, _, _ in "Completable.error(ConformanceError(\(p.errorCode)))" }),
        Op(
            "Completable.never", .completable, weight: 1,
            build: { _, _, _ in .completable(Completable.never()) },
            code: { _, _, _ in "Completable.never()" }),
        Op(
            "Completable.create", .completable, weight: 4,
            generate: { r in Params(script: r.traitScript(elements: false, errors: true)) },
            build: { run, p, _ in
                .completable(
                    Completable.create { observer in
                        run.play(
                            p.script,
                            to: AnyObserver { event in
                                switch event {
                                case .next: break
                                case .error(let error): observer(.error(error))
                                case .completed: observer(.completed)
                                }
                            })
                    })
            },
            code: { p, _, _ in
                "Completable.create { completable in \(traitCreateCode(p.script, next: nil, error: "completable(.error($))", completed: "completable(.completed)")) }"
            }),
        Op(
            "Completable.deferred", .completable, [.closure(.completable)], weight: 2,
            build: { _, _, c in .completable(Completable.deferred { c[0]().completable }) },
            code: { _, c, _ in "Completable.deferred { \(c[0]) }" }),
        Op(
            "Completable.andThen(Single)", .single, [.plain(.completable), .plain(.single)], weight: 4,
            build: { _, _, c in .single(c[0]().completable.andThen(c[1]().single)) },
            code: { _, c, _ in "\(c[0]).andThen(\(c[1]))" }),
        Op(
            "Completable.andThen(Maybe)", .maybe, [.plain(.completable), .plain(.maybe)], weight: 4,
            build: { _, _, c in .maybe(c[0]().completable.andThen(c[1]().maybe)) },
            code: { _, c, _ in "\(c[0]).andThen(\(c[1]))" }),
        Op(
            "Completable.andThen(Completable)", .completable, [.plain(.completable), .plain(.completable)], weight: 4,
            build: { _, _, c in .completable(c[0]().completable.andThen(c[1]().completable)) },
            code: { _, c, _ in "\(c[0]).andThen(\(c[1]))" }),
        Op(
            "Completable.andThen(Observable)", .observable, [.plain(.completable), .plain(.observable)], weight: 6,
            build: { _, _, c in .observable(c[0]().completable.andThen(c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).andThen(\(c[1]))" }),
        Op(
            "Completable.concat(_:)", .completable, [.plain(.completable), .plain(.completable)], weight: 3,
            build: { _, _, c in .completable(c[0]().completable.concat(c[1]().completable)) },
            code: { _, c, _ in "\(c[0]).concat(\(c[1]))" }),
        Op(
            "Completable.concat(_:...)", .completable, [.plain(.completable)], extra: (.plain(.completable), 1...2),
            weight: 2,
            build: { _, _, c in .completable(Completable.concat(c.map { $0().completable })) },
            code: { _, c, _ in "Completable.concat(\(c.joined(separator: ", ")))" }),
        Op(
            "Completable.concat(sequence)", .completable, [.plain(.completable)], extra: (.plain(.completable), 1...2),
            weight: 2,
            build: { _, _, c in .completable(Completable.concat(AnySequence(c.map { $0().completable }))) },
            code: { _, c, _ in "Completable.concat(AnySequence([\(c.joined(separator: ", "))]))" }),
        Op(
            "Completable.zip(_:...)", .completable, [.plain(.completable)], extra: (.plain(.completable), 1...2),
            weight: 2,
            build: { _, _, c in .completable(Completable.zip(c.map { $0().completable })) },
            code: { _, c, _ in "Completable.zip([\(c.joined(separator: ", "))])" }),
        Op(
            "Completable.zip(collection)", .completable, [.plain(.completable)], extra: (.plain(.completable), 1...2),
            weight: 2,
            build: { _, _, c in .completable(Completable.zip(c.map { $0().completable }[...])) },
            code: { _, c, _ in "Completable.zip([\(c.joined(separator: ", "))][...])" }),
        Op(
            "Completable.do", .completable, [.plain(.completable)], weight: 4,
            generate: { r in Params(a: r.int(0...99), flag: r.chance(10), errorCode: r.int(11...19)) },
            build: { run, p, c in
                let tag = "do\(p.a)"
                let notes = DoNotes(run: run, tag: tag)
                return .completable(
                    c[0]().completable.do(
                        onError: notes.with("onError"), afterError: notes.with("afterError"),
                        onCompleted: {
                            run.note("\(tag).onCompleted")
                            if p.flag { throw ConformanceError(p.errorCode) }
                        },
                        afterCompleted: { run.note("\(tag).afterCompleted") },
                        onSubscribe: notes("onSubscribe"), onSubscribed: notes("onSubscribed"),
                        onDispose: notes("onDispose")
                    ))
            },
            code: { p, c, _ in
                let tag = "do\(p.a)"
                let completedThrow = p.flag ? "; throw ConformanceError(\(p.errorCode))" : ""
                return """
                    \(c[0]).do(\(notesCode(tag, "onError", "afterError", argument: true)), \
                    onCompleted: { log.append("\(tag).onCompleted")\(completedThrow) }, afterCompleted: { log.append("\(tag).afterCompleted") }, \
                    \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                    """
            }),
        Op(
            "Completable.catch", .completable, [.plain(.completable), .closure(.completable)], weight: 3,
            build: { _, _, c in .completable(c[0]().completable.catch { _ in c[1]().completable }) },
            code: { _, c, _ in "\(c[0]).catch { _ in \(c[1]) }" }),
        Op(
            "Completable.retry(_:)", .completable, [.plain(.completable)], weight: 3,
            generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .completable(c[0]().completable.retry(p.a)) },
            code: { p, c, _ in "\(c[0]).retry(\(p.a))" }),
        Op(
            "Completable.delay", .completable, [.plain(.completable)], weight: 3,
            generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .completable(c[0]().completable.delay(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).delay(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Completable.timeout", .completable, [.plain(.completable)], weight: 3,
            generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .completable(c[0]().completable.timeout(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).timeout(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Completable.delaySubscription", .completable, [.plain(.completable)], weight: 2,
            generate: { r in Params(a: r.duration()) },
            build: { run, p, c in
                .completable(c[0]().completable.delaySubscription(seconds(p.a), scheduler: run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).delaySubscription(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Completable.observe(on:)", .completable, [.plain(.completable)], weight: 2,
            build: { run, _, c in .completable(c[0]().completable.observe(on: run.scheduler)) },
            code: { _, c, _ in "\(c[0]).observe(on: scheduler)" }),
        Op(
            "Completable.subscribe(on:)", .completable, [.plain(.completable)], weight: 2,
            build: { run, _, c in .completable(c[0]().completable.subscribe(on: run.scheduler)) },
            code: { _, c, _ in "\(c[0]).subscribe(on: scheduler)" }),
        // A trigger that completes completes the Completable, which is an outcome it may have.
        Op(
            "Completable.retry(when:)", .completable, [.plain(.completable)], weight: 2,
            generate: { r in Params(a: r.int(1...3), flag: r.chance(50)) },
            build: { _, p, c in
                .completable(
                    c[0]().completable.retry(when: { (errors: Observable<Swift.Error>) in
                        p.flag
                            ? errors.map { _ in 0 }.take(p.a)
                            : errors.enumerated().flatMap { attempt, error in
                                attempt < p.a ? Observable.just(0) : Observable.error(error)
                            }
                    }))
            },
            code: { p, c, _ in
                let trigger =
                    p.flag
                    ? "errors.map { _ in 0 }.take(\(p.a))"
                    : "errors.enumerated().flatMap { attempt, error in attempt < \(p.a) ? Observable.just(0) : Observable.error(error) }"
                return "\(c[0]).retry(when: { (errors: Observable<Swift.Error>) in \(trigger) })"
            }),
        Op(
            "Completable.debug", .completable, [.plain(.completable)], weight: 1,
            generate: { r in Params(a: r.int(0...99)) },
            build: { _, p, c in .completable(c[0]().completable.debug("debug\(p.a)")) },
            code: { p, c, _ in "\(c[0]).debug(\"debug\(p.a)\")" }),
        Op(
            "Completable.using", .completable, [.closure(.completable)], weight: 2,
            build: { run, _, c in
                .completable(
                    Completable.using(
                        { ConformanceResource(run: run) }, primitiveSequenceFactory: { _ in c[0]().completable }))
            },
            code: { _, c, _ in
                "Completable.using({ Disposables.create { log.append(\"resource disposed\") } }, primitiveSequenceFactory: { _ in \(c[0]) })"
            }),
    ]

    // MARK: Infallible

    private static let infallibleOps: [Op] = [
        Op(
            "asInfallible(onErrorJustReturn:)", .infallible, [.plain(.observable)], weight: 10,
            generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .infallible(c[0]().observable.asInfallible(onErrorJustReturn: p.a)) },
            code: { p, c, _ in "\(c[0]).asInfallible(onErrorJustReturn: \(p.a))" }),
        Op(
            "asInfallible(onErrorFallbackTo:)", .infallible, [.plain(.observable), .plain(.infallible)], weight: 5,
            build: { _, _, c in .infallible(c[0]().observable.asInfallible(onErrorFallbackTo: c[1]().infallible)) },
            code: { _, c, _ in "\(c[0]).asInfallible(onErrorFallbackTo: \(c[1]))" }),
        Op(
            "asInfallible(onErrorRecover:)", .infallible, [.plain(.observable), .closure(.infallible)], weight: 5,
            build: { _, _, c in .infallible(c[0]().observable.asInfallible(onErrorRecover: { _ in c[1]().infallible }))
            },
            code: { _, c, _ in "\(c[0]).asInfallible(onErrorRecover: { _ in \(c[1]) })" }),
        Op(
            "Infallible.asObservable", .observable, [.plain(.infallible)], weight: 12,
            build: { _, _, c in .observable(c[0]().infallible.asObservable()) },
            code: { _, c, _ in "\(c[0]).asObservable()" }),
        Op(
            "Infallible.just", .infallible, weight: 3, generate: { r in Params(a: r.int(0...9), flag: r.chance(30)) },
            build: { run, p, _ in
                .infallible(p.flag ? Infallible.just(p.a, scheduler: run.scheduler) : Infallible.just(p.a))
            },
            code: { p, _, _ in "Infallible.just(\(p.a)\(p.flag ? ", scheduler: scheduler" : ""))" }),
        Op(
            "Infallible.of", .infallible, weight: 2,
            generate: { r in Params(values: (0..<r.int(1...3)).map { _ in r.int(0...9) }) },
            build: { _, p, _ in
                let v = p.values
                return .infallible(
                    v.count == 1
                        ? Infallible.of(v[0])
                        : v.count == 2 ? Infallible.of(v[0], v[1]) : Infallible.of(v[0], v[1], v[2]))
            },
            code: { p, _, _ in "Infallible.of(\(listCode(p.values)))" }),
        Op(
            "Infallible.from(array)", .infallible, weight: 2,
            generate: { r in Params(flag: r.chance(40), values: (0..<r.int(0...3)).map { _ in r.int(0...9) }) },
            build: { run, p, _ in
                .infallible(p.flag ? Infallible.from(p.values, scheduler: run.scheduler) : Infallible.from(p.values))
            },
            code: { p, _, _ in
                "Infallible.from([\(listCode(p.values))] as [Int]\(p.flag ? ", scheduler: scheduler" : ""))"
            }),
        Op(
            "Infallible.from(sequence)", .infallible, weight: 2,
            generate: { r in Params(values: (0..<r.int(0...3)).map { _ in r.int(0...9) }) },
            build: { _, p, _ in .infallible(Infallible.from(AnySequence(p.values))) },
            code: { p, _, _ in "Infallible.from(AnySequence([\(listCode(p.values))] as [Int]))" }),
        Op(
            "Infallible.empty", .infallible, weight: 1,
            build: { _, _, _ in .infallible(Infallible.empty()) },
            code: { _, _, _ in "Infallible<Int>.empty()" }),
        Op(
            "Infallible.never", .infallible, weight: 1,
            build: { _, _, _ in .infallible(Infallible.never()) },
            code: { _, _, _ in "Infallible<Int>.never()" }),
        Op(
            "Infallible.interval", .infallible, weight: 2, generate: { r in Params(a: r.int(5...80)) },
            build: { run, p, _ in .infallible(Infallible<Int>.interval(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, _, _ in "Infallible<Int>.interval(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Infallible.timer", .infallible, weight: 2,
            generate: { r in Params(a: r.duration(), b: r.chance(40) ? r.int(5...80) : 0) },
            build: { run, p, _ in
                .infallible(
                    Infallible<Int>.timer(seconds(p.a), period: p.b > 0 ? seconds(p.b) : nil, scheduler: run.scheduler))
            },
            code: { p, _, _ in
                "Infallible<Int>.timer(\(secondsCode(p.a))\(p.b > 0 ? ", period: \(secondsCode(p.b))" : ""), scheduler: scheduler)"
            }),
        Op(
            "Infallible.create", .infallible, weight: 3,
            generate: { r in Params(script: r.traitScript(elements: true, errors: false)) },
            build: { run, p, _ in
                .infallible(
                    Infallible.create { observer in
                        run.play(
                            p.script,
                            to: AnyObserver { event in
                                switch event {
                                case .next(let value): observer(.next(value))
                                case .error: break
                                case .completed: observer(.completed)
                                }
                            })
                    })
            },
            code: { p, _, _ in
                "Infallible<Int>.create { observer in \(traitCreateCode(p.script, next: "observer(.next($))", error: nil, completed: "observer(.completed)")) }"
            }),
        Op(
            "Infallible.deferred", .infallible, [.closure(.infallible)], weight: 2,
            build: { _, _, c in .infallible(Infallible.deferred { c[0]().infallible }) },
            code: { _, c, _ in "Infallible.deferred { \(c[0]) }" }),
        Op(
            "Infallible.map", .infallible, [.plain(.infallible)], weight: 6, generate: { r in Params(a: r.int(1...3)) },
            build: { _, p, c in .infallible(c[0]().infallible.map { $0 + p.a }) },
            code: { p, c, _ in "\(c[0]).map { $0 + \(p.a) }" }),
        Op(
            "Infallible.filter", .infallible, [.plain(.infallible)], weight: 4,
            generate: { r in Params(a: r.int(0...1)) },
            build: { _, p, c in .infallible(c[0]().infallible.filter { $0 % 2 == p.a }) },
            code: { p, c, _ in "\(c[0]).filter { $0 % 2 == \(p.a) }" }),
        Op(
            "Infallible.compactMap", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.int(2...3)) },
            build: { _, p, c in .infallible(c[0]().infallible.compactMap { $0 % p.a == 0 ? nil : $0 }) },
            code: { p, c, _ in "\(c[0]).compactMap { $0 % \(p.a) == 0 ? nil : $0 }" }),
        Op(
            "Infallible.scan", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.int(0...2)) },
            build: { _, p, c in .infallible(c[0]().infallible.scan(p.a) { $0 + $1 }) },
            code: { p, c, _ in "\(c[0]).scan(\(p.a)) { $0 + $1 }" }),
        Op(
            "Infallible.scan(into:)", .infallible, [.plain(.infallible)], weight: 2,
            generate: { r in Params(a: r.int(0...2)) },
            build: { _, p, c in .infallible(c[0]().infallible.scan(into: p.a) { $0 += $1 }) },
            code: { p, c, _ in "\(c[0]).scan(into: \(p.a)) { $0 += $1 }" }),
        Op(
            "Infallible.flatMap", .infallible, [.plain(.infallible), .element(.infallible)], weight: 5,
            build: { _, _, c in .infallible(c[0]().infallible.flatMap { x in c[1](x).infallible }) },
            code: { _, c, n in "\(c[0]).flatMap { \(n.bound) in \(c[1]) }" }),
        Op(
            "Infallible.flatMapLatest", .infallible, [.plain(.infallible), .element(.infallible)], weight: 5,
            build: { _, _, c in .infallible(c[0]().infallible.flatMapLatest { x in c[1](x).infallible }) },
            code: { _, c, n in "\(c[0]).flatMapLatest { \(n.bound) in \(c[1]) }" }),
        Op(
            "Infallible.flatMapFirst", .infallible, [.plain(.infallible), .element(.infallible)], weight: 4,
            build: { _, _, c in .infallible(c[0]().infallible.flatMapFirst { x in c[1](x).infallible }) },
            code: { _, c, n in "\(c[0]).flatMapFirst { \(n.bound) in \(c[1]) }" }),
        Op(
            "Infallible.concatMap", .infallible, [.plain(.infallible), .element(.infallible)], weight: 4,
            build: { _, _, c in .infallible(c[0]().infallible.concatMap { x in c[1](x).infallible }) },
            code: { _, c, n in "\(c[0]).concatMap { \(n.bound) in \(c[1]) }" }),
        // `Observable.flatMapLatest` to an Infallible: its source must not fail either (a
        // failure would fail the Infallible, a misuse Streams reports), so it is an Infallible
        // seen as an Observable.
        Op(
            "flatMapLatest(Infallible)", .infallible, [.plain(.infallible), .element(.infallible)], weight: 3,
            build: { _, _, c in
                .infallible(
                    c[0]().infallible.asObservable().flatMapLatest { (x: Int) -> Infallible<Int> in c[1](x).infallible }
                )
            },
            code: { _, c, n in
                "\(c[0]).asObservable().flatMapLatest { (\(n.bound): Int) -> Infallible<Int> in \(c[1]) }"
            }),
        Op(
            "Infallible.distinctUntilChanged()", .infallible, [.plain(.infallible)], weight: 2,
            build: { _, _, c in .infallible(c[0]().infallible.distinctUntilChanged()) },
            code: { _, c, _ in "\(c[0]).distinctUntilChanged()" }),
        Op(
            "Infallible.distinctUntilChanged(keySelector)", .infallible, [.plain(.infallible)], weight: 1,
            generate: { r in Params(a: r.int(2...3)) },
            build: { _, p, c in .infallible(c[0]().infallible.distinctUntilChanged { $0 / p.a }) },
            code: { p, c, _ in "\(c[0]).distinctUntilChanged { $0 / \(p.a) }" }),
        Op(
            "Infallible.distinctUntilChanged(comparer)", .infallible, [.plain(.infallible)], weight: 1,
            build: { _, _, c in .infallible(c[0]().infallible.distinctUntilChanged { $0 == $1 }) },
            code: { _, c, _ in "\(c[0]).distinctUntilChanged { $0 == $1 }" }),
        Op(
            "Infallible.distinctUntilChanged(keySelector:comparer:)", .infallible, [.plain(.infallible)], weight: 1,
            generate: { r in Params(a: r.int(2...3)) },
            build: { _, p, c in
                .infallible(c[0]().infallible.distinctUntilChanged({ $0 % p.a }, comparer: { $0 == $1 }))
            },
            code: { p, c, _ in "\(c[0]).distinctUntilChanged({ $0 % \(p.a) }, comparer: { $0 == $1 })" }),
        Op(
            "Infallible.distinctUntilChanged(at:)", .infallible, [.plain(.infallible)], weight: 1,
            build: { _, _, c in .infallible(c[0]().infallible.distinctUntilChanged(at: \.self)) },
            code: { _, c, _ in "\(c[0]).distinctUntilChanged(at: \\.self)" }),
        Op(
            "Infallible.startWith", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .infallible(c[0]().infallible.startWith(p.a)) },
            code: { p, c, _ in "\(c[0]).startWith(\(p.a))" }),
        Op(
            "Infallible.skip", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .infallible(c[0]().infallible.skip(p.a)) },
            code: { p, c, _ in "\(c[0]).skip(\(p.a))" }),
        Op(
            "Infallible.take", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .infallible(c[0]().infallible.take(p.a)) },
            code: { p, c, _ in "\(c[0]).take(\(p.a))" }),
        Op(
            "Infallible.take(until: Infallible)", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 3,
            build: { _, _, c in .infallible(c[0]().infallible.take(until: c[1]().infallible)) },
            code: { _, c, _ in "\(c[0]).take(until: \(c[1]))" }),
        // The `Observable` overloads get an Infallible as an Observable: an other sequence that
        // fails would fail the Infallible, which is a misuse Streams reports.
        Op(
            "Infallible.take(until: Observable)", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 3,
            build: { _, _, c in .infallible(c[0]().infallible.take(until: c[1]().infallible.asObservable())) },
            code: { _, c, _ in "\(c[0]).take(until: \(c[1]).asObservable())" }),
        Op(
            "Infallible.take(until:behavior:)", .infallible, [.plain(.infallible)], weight: 2,
            generate: { r in Params(a: r.int(3...8), flag: r.chance(50)) },
            build: { _, p, c in
                .infallible(c[0]().infallible.take(until: { $0 >= p.a }, behavior: p.flag ? .inclusive : .exclusive))
            },
            code: { p, c, _ in
                "\(c[0]).take(until: { $0 >= \(p.a) }, behavior: \(p.flag ? ".inclusive" : ".exclusive"))"
            }),
        Op(
            "Infallible.take(while:behavior:)", .infallible, [.plain(.infallible)], weight: 2,
            generate: { r in Params(a: r.int(3...8), flag: r.chance(50)) },
            build: { _, p, c in
                .infallible(c[0]().infallible.take(while: { $0 < p.a }, behavior: p.flag ? .inclusive : .exclusive))
            },
            code: { p, c, _ in "\(c[0]).take(while: { $0 < \(p.a) }, behavior: \(p.flag ? ".inclusive" : ".exclusive"))"
            }),
        Op(
            "Infallible.take(for:)", .infallible, [.plain(.infallible)], weight: 2,
            generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .infallible(c[0]().infallible.take(for: seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).take(for: \(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Infallible.skip(while:)", .infallible, [.plain(.infallible)], weight: 2,
            generate: { r in Params(a: r.int(2...7)) },
            build: { _, p, c in .infallible(c[0]().infallible.skip(while: { $0 < p.a })) },
            code: { p, c, _ in "\(c[0]).skip(while: { $0 < \(p.a) })" }),
        Op(
            "Infallible.skip(until: Observable)", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 2,
            build: { _, _, c in .infallible(c[0]().infallible.skip(until: c[1]().infallible.asObservable())) },
            code: { _, c, _ in "\(c[0]).skip(until: \(c[1]).asObservable())" }),
        Op(
            "Infallible.skip(until: Infallible)", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 2,
            build: { _, _, c in .infallible(c[0]().infallible.skip(until: c[1]().infallible)) },
            code: { _, c, _ in "\(c[0]).skip(until: \(c[1]))" }),
        Op(
            "Infallible.share", .infallible, [.plain(.infallible)], weight: 4,
            generate: { r in Params(a: r.pick([0, 1, 2]), flag: r.chance(30)) },
            build: { _, p, c in
                .infallible(c[0]().infallible.share(replay: p.a, scope: p.flag ? .forever : .whileConnected))
            },
            code: { p, c, _ in "\(c[0]).share(replay: \(p.a), scope: \(p.flag ? ".forever" : ".whileConnected"))" }),
        Op(
            "Infallible.do", .infallible, [.plain(.infallible)], weight: 3, generate: { r in Params(a: r.int(0...99)) },
            build: { run, p, c in
                let tag = "do\(p.a)"
                let notes = DoNotes(run: run, tag: tag)
                return .infallible(
                    c[0]().infallible.do(
                        onNext: { x in run.note("\(tag).onNext(\(x))") },
                        afterNext: { x in run.note("\(tag).afterNext(\(x))") },
                        onCompleted: { run.note("\(tag).onCompleted") },
                        afterCompleted: { run.note("\(tag).afterCompleted") },
                        onSubscribe: notes("onSubscribe"), onSubscribed: notes("onSubscribed"),
                        onDispose: notes("onDispose")
                    ))
            },
            code: { p, c, _ in
                let tag = "do\(p.a)"
                return """
                    \(c[0]).do(onNext: { log.append("\(tag).onNext(\\($0))") }, afterNext: { log.append("\(tag).afterNext(\\($0))") }, \
                    onCompleted: { log.append("\(tag).onCompleted") }, afterCompleted: { log.append("\(tag).afterCompleted") }, \
                    \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                    """
            }),
        Op(
            "Infallible.debounce", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .infallible(c[0]().infallible.debounce(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).debounce(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "Infallible.throttle", .infallible, [.plain(.infallible)], weight: 3,
            generate: { r in Params(a: r.duration(), flag: r.chance(50)) },
            build: { run, p, c in
                .infallible(c[0]().infallible.throttle(seconds(p.a), latest: p.flag, scheduler: run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).throttle(\(secondsCode(p.a)), latest: \(p.flag), scheduler: scheduler)" }),
        Op(
            "Infallible.withLatestFrom", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 3,
            build: { _, _, c in .infallible(c[0]().infallible.withLatestFrom(c[1]().infallible)) },
            code: { _, c, _ in "\(c[0]).withLatestFrom(\(c[1]))" }),
        Op(
            "Infallible.withLatestFrom(resultSelector:)", .infallible, [.plain(.infallible), .plain(.infallible)],
            weight: 2,
            build: { _, _, c in .infallible(c[0]().infallible.withLatestFrom(c[1]().infallible) { a, b in a * 10 + b })
            },
            code: { _, c, _ in "\(c[0]).withLatestFrom(\(c[1])) { a, b in a * 10 + b }" }),
        Op(
            "Infallible.merge(_:...)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...2),
            weight: 3,
            build: { _, _, c in .infallible(Infallible.merge(c.map { $0().infallible })) },
            code: { _, c, _ in "Infallible.merge([\(c.joined(separator: ", "))])" }),
        Op(
            "Infallible.merge(collection)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...2),
            weight: 2,
            build: { _, _, c in .infallible(Infallible.merge(c.map { $0().infallible }[...])) },
            code: { _, c, _ in "Infallible.merge([\(c.joined(separator: ", "))][...])" }),
        Op(
            "Infallible.concat(_:)", .infallible, [.plain(.infallible), .plain(.infallible)], weight: 3,
            build: { _, _, c in .infallible(c[0]().infallible.concat(c[1]().infallible)) },
            code: { _, c, _ in "\(c[0]).concat(\(c[1]))" }),
        Op(
            "Infallible.concat(_:...)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...2),
            weight: 2,
            build: { _, _, c in .infallible(Infallible.concat(c.map { $0().infallible })) },
            code: { _, c, _ in "Infallible.concat([\(c.joined(separator: ", "))])" }),
        Op(
            "Infallible.concat(sequence)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...2),
            weight: 2,
            build: { _, _, c in .infallible(Infallible.concat(AnySequence(c.map { $0().infallible }))) },
            code: { _, c, _ in "Infallible.concat(AnySequence([\(c.joined(separator: ", "))]))" }),
        Op(
            "Infallible.zip(arity)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...7), weight: 2,
            build: { _, _, c in .infallible(infallibleZip(c.map { $0().infallible }) { $0.reduce(0, +) }) },
            code: { _, c, _ in arityCode("Infallible.zip", c) }),
        Op(
            "Infallible.zip(arity, tuple)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...7),
            weight: 2,
            build: { _, _, c in .infallible(infallibleZipTuple(c.map { $0().infallible })) },
            code: { _, c, _ in tupleCode("Infallible.zip", c) }),
        Op(
            "Infallible.combineLatest(arity)", .infallible, [.plain(.infallible)], extra: (.plain(.infallible), 1...7),
            weight: 2,
            build: { _, _, c in .infallible(infallibleCombineLatest(c.map { $0().infallible }) { $0.reduce(0, +) }) },
            code: { _, c, _ in arityCode("Infallible.combineLatest", c) }),
        Op(
            "Infallible.combineLatest(arity, tuple)", .infallible, [.plain(.infallible)],
            extra: (.plain(.infallible), 1...7), weight: 2,
            build: { _, _, c in .infallible(infallibleCombineLatestTuple(c.map { $0().infallible })) },
            code: { _, c, _ in tupleCode("Infallible.combineLatest", c) }),
        Op(
            "Infallible.combineLatest(collection)", .infallible, [.plain(.infallible)],
            extra: (.plain(.infallible), 1...2), weight: 2,
            build: { _, _, c in .infallible(Infallible.combineLatest(c.map { $0().infallible }).map { $0.reduce(0, +) })
            },
            code: { _, c, _ in "Infallible.combineLatest([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
        Op(
            "Infallible.combineLatest(collection, resultSelector:)", .infallible, [.plain(.infallible)],
            extra: (.plain(.infallible), 1...2), weight: 2,
            build: { _, _, c in .infallible(Infallible.combineLatest(c.map { $0().infallible }) { $0.reduce(0, +) }) },
            code: { _, c, _ in "Infallible.combineLatest([\(c.joined(separator: ", "))]) { $0.reduce(0, +) }" }),
        Op(
            "Infallible.withUnretained", .infallible, [.plain(.infallible)], weight: 1,
            build: { run, _, c in .infallible(c[0]().infallible.withUnretained(run.anchor).map { _, x in x }) },
            code: { _, c, _ in "\(c[0]).withUnretained(anchor).map { _, x in x }" }),
        Op(
            "Infallible.withUnretained(resultSelector:)", .infallible, [.plain(.infallible)], weight: 1,
            build: { run, _, c in .infallible(c[0]().infallible.withUnretained(run.anchor) { _, x in x + 1 }) },
            code: { _, c, _ in "\(c[0]).withUnretained(anchor) { _, x in x + 1 }" }),
        Op(
            "Infallible.debug", .infallible, [.plain(.infallible)], weight: 1,
            generate: { r in Params(a: r.int(0...99)) },
            build: { _, p, c in .infallible(c[0]().infallible.debug("debug\(p.a)")) },
            code: { p, c, _ in "\(c[0]).debug(\"debug\(p.a)\")" }),
        Op(
            "Infallible.asDriver", .driver, [.plain(.infallible)], weight: 3,
            build: { _, _, c in .driver(c[0]().infallible.asDriver()) },
            code: { _, c, _ in "\(c[0]).asDriver()" }),
        Op(
            "Infallible.asSignal", .signal, [.plain(.infallible)], weight: 3,
            build: { _, _, c in .signal(c[0]().infallible.asSignal()) },
            code: { _, c, _ in "\(c[0]).asSignal()" }),
    ]

    // MARK: Driver and Signal

    private static let conversionsToShared: [Op] = [
        Op(
            "asDriver(onErrorJustReturn:)", .driver, [.plain(.observable)], weight: 10,
            generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .driver(c[0]().observable.asDriver(onErrorJustReturn: p.a)) },
            code: { p, c, _ in "\(c[0]).asDriver(onErrorJustReturn: \(p.a))" }),
        Op(
            "asDriver(onErrorDriveWith:)", .driver, [.plain(.observable), .plain(.driver)], weight: 5,
            build: { _, _, c in .driver(c[0]().observable.asDriver(onErrorDriveWith: c[1]().driver)) },
            code: { _, c, _ in "\(c[0]).asDriver(onErrorDriveWith: \(c[1]))" }),
        Op(
            "asDriver(onErrorRecover:)", .driver, [.plain(.observable), .closure(.driver)], weight: 5,
            build: { _, _, c in .driver(c[0]().observable.asDriver(onErrorRecover: { _ in c[1]().driver })) },
            code: { _, c, _ in "\(c[0]).asDriver(onErrorRecover: { _ in \(c[1]) })" }),
        Op(
            "asSignal(onErrorJustReturn:)", .signal, [.plain(.observable)], weight: 10,
            generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .signal(c[0]().observable.asSignal(onErrorJustReturn: p.a)) },
            code: { p, c, _ in "\(c[0]).asSignal(onErrorJustReturn: \(p.a))" }),
        Op(
            "asSignal(onErrorSignalWith:)", .signal, [.plain(.observable), .plain(.signal)], weight: 5,
            build: { _, _, c in .signal(c[0]().observable.asSignal(onErrorSignalWith: c[1]().signal)) },
            code: { _, c, _ in "\(c[0]).asSignal(onErrorSignalWith: \(c[1]))" }),
        Op(
            "asSignal(onErrorRecover:)", .signal, [.plain(.observable), .closure(.signal)], weight: 5,
            build: { _, _, c in .signal(c[0]().observable.asSignal(onErrorRecover: { _ in c[1]().signal })) },
            code: { _, c, _ in "\(c[0]).asSignal(onErrorRecover: { _ in \(c[1]) })" }),
    ]

    /// `SharedSequence`'s creation functions and operators, for Driver or Signal.
    private static func sharedOps<S: ConformanceSharing>(_: S.Type) -> [Op] {
        let k = S.kind
        let T = S.name
        return [
            Op(
                "\(T).asObservable", .observable, [.plain(k)], weight: 12,
                build: { _, _, c in .observable(c[0]().shared(S.self).asObservable()) },
                code: { _, c, _ in "\(c[0]).asObservable()" }),
            Op(
                "\(T).asInfallible", .infallible, [.plain(k)], weight: 3,
                build: { _, _, c in .infallible(c[0]().shared(S.self).asInfallible()) },
                code: { _, c, _ in "\(c[0]).asInfallible()" }),
            Op(
                "\(T).just", k, weight: 3, generate: { r in Params(a: r.int(0...9)) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.just(p.a)) },
                code: { p, _, _ in "\(T).just(\(p.a))" }),
            Op(
                "\(T).empty", k, weight: 1,
                build: { _, _, _ in .shared(SharedSequence<S, Int>.empty()) },
                code: { _, _, _ in "\(T)<Int>.empty()" }),
            Op(
                "\(T).never", k, weight: 1,
                build: { _, _, _ in .shared(SharedSequence<S, Int>.never()) },
                code: { _, _, _ in "\(T)<Int>.never()" }),
            Op(
                "\(T).of", k, weight: 2,
                generate: { r in Params(values: (0..<r.int(1...3)).map { _ in r.int(0...9) }) },
                build: { _, p, _ in
                    let v = p.values
                    return .shared(
                        v.count == 1
                            ? SharedSequence<S, Int>.of(v[0])
                            : v.count == 2
                                ? SharedSequence<S, Int>.of(v[0], v[1]) : SharedSequence<S, Int>.of(v[0], v[1], v[2]))
                },
                code: { p, _, _ in "\(T).of(\(listCode(p.values)))" }),
            Op(
                "\(T).from(array)", k, weight: 2,
                generate: { r in Params(values: (0..<r.int(0...3)).map { _ in r.int(0...9) }) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.from(p.values)) },
                code: { p, _, _ in "\(T).from([\(listCode(p.values))] as [Int])" }),
            Op(
                "\(T).from(sequence)", k, weight: 1,
                generate: { r in Params(values: (0..<r.int(0...3)).map { _ in r.int(0...9) }) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.from(AnySequence(p.values))) },
                code: { p, _, _ in "\(T).from(AnySequence([\(listCode(p.values))] as [Int]))" }),
            Op(
                "\(T).from(optional:)", k, weight: 1, generate: { r in Params(a: r.int(0...9), flag: r.chance(40)) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.from(optional: p.flag ? nil : p.a)) },
                code: { p, _, _ in "\(T).from(optional: \(p.flag ? "nil as Int?" : "\(p.a)"))" }),
            Op(
                "\(T).interval", k, weight: 2, generate: { r in Params(a: r.int(5...80)) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.interval(seconds(p.a))) },
                code: { p, _, _ in "\(T)<Int>.interval(\(secondsCode(p.a)))" }),
            Op(
                "\(T).timer", k, weight: 2, generate: { r in Params(a: r.duration(), b: r.int(5...80)) },
                build: { _, p, _ in .shared(SharedSequence<S, Int>.timer(seconds(p.a), period: seconds(p.b))) },
                code: { p, _, _ in "\(T)<Int>.timer(\(secondsCode(p.a)), period: \(secondsCode(p.b)))" }),
            Op(
                "\(T).deferred", k, [.closure(k)], weight: 2,
                build: { _, _, c in .shared(SharedSequence<S, Int>.deferred { c[0]().shared(S.self) }) },
                code: { _, c, _ in "\(T).deferred { \(c[0]) }" }),
            Op(
                "\(T).map", k, [.plain(k)], weight: 6, generate: { r in Params(a: r.int(1...3)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).map { $0 + p.a }) },
                code: { p, c, _ in "\(c[0]).map { $0 + \(p.a) }" }),
            Op(
                "\(T).compactMap", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.int(2...3)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).compactMap { $0 % p.a == 0 ? nil : $0 }) },
                code: { p, c, _ in "\(c[0]).compactMap { $0 % \(p.a) == 0 ? nil : $0 }" }),
            Op(
                "\(T).filter", k, [.plain(k)], weight: 4, generate: { r in Params(a: r.int(0...1)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).filter { $0 % 2 == p.a }) },
                code: { p, c, _ in "\(c[0]).filter { $0 % 2 == \(p.a) }" }),
            Op(
                "\(T).flatMapLatest", k, [.plain(k), .element(k)], weight: 5,
                build: { _, _, c in .shared(c[0]().shared(S.self).flatMapLatest { x in c[1](x).shared(S.self) }) },
                code: { _, c, n in "\(c[0]).flatMapLatest { \(n.bound) in \(c[1]) }" }),
            Op(
                "\(T).flatMapFirst", k, [.plain(k), .element(k)], weight: 3,
                build: { _, _, c in .shared(c[0]().shared(S.self).flatMapFirst { x in c[1](x).shared(S.self) }) },
                code: { _, c, n in "\(c[0]).flatMapFirst { \(n.bound) in \(c[1]) }" }),
            Op(
                "\(T).flatMap", k, [.plain(k), .element(k)], weight: 4,
                build: { _, _, c in .shared(c[0]().shared(S.self).flatMap { x in c[1](x).shared(S.self) }) },
                code: { _, c, n in "\(c[0]).flatMap { \(n.bound) in \(c[1]) }" }),
            Op(
                "\(T).concatMap", k, [.plain(k), .element(k)], weight: 3,
                build: { _, _, c in .shared(c[0]().shared(S.self).concatMap { x in c[1](x).shared(S.self) }) },
                code: { _, c, n in "\(c[0]).concatMap { \(n.bound) in \(c[1]) }" }),
            Op(
                "\(T).switchLatest", k, [.plain(k), .element(k)], weight: 3,
                build: { _, _, c in .shared(c[0]().shared(S.self).map { x in c[1](x).shared(S.self) }.switchLatest()) },
                code: { _, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.switchLatest()" }),
            Op(
                "\(T).merge()", k, [.plain(k), .element(k)], weight: 2,
                build: { _, _, c in .shared(c[0]().shared(S.self).map { x in c[1](x).shared(S.self) }.merge()) },
                code: { _, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.merge()" }),
            Op(
                "\(T).merge(maxConcurrent:)", k, [.plain(k), .element(k)], weight: 2,
                generate: { r in Params(a: r.int(1...2)) },
                build: { _, p, c in
                    .shared(c[0]().shared(S.self).map { x in c[1](x).shared(S.self) }.merge(maxConcurrent: p.a))
                },
                code: { p, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.merge(maxConcurrent: \(p.a))" }),
            Op(
                "\(T).do", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.int(0...99)) },
                build: { run, p, c in
                    let tag = "do\(p.a)"
                    let notes = DoNotes(run: run, tag: tag)
                    return .shared(
                        c[0]().shared(S.self).do(
                            onNext: { x in run.note("\(tag).onNext(\(x))") },
                            afterNext: { x in run.note("\(tag).afterNext(\(x))") },
                            onCompleted: { run.note("\(tag).onCompleted") },
                            afterCompleted: { run.note("\(tag).afterCompleted") },
                            onSubscribe: notes("onSubscribe"), onSubscribed: notes("onSubscribed"),
                            onDispose: notes("onDispose")
                        ))
                },
                code: { p, c, _ in
                    let tag = "do\(p.a)"
                    return """
                        \(c[0]).do(onNext: { log.append("\(tag).onNext(\\($0))") }, afterNext: { log.append("\(tag).afterNext(\\($0))") }, \
                        onCompleted: { log.append("\(tag).onCompleted") }, afterCompleted: { log.append("\(tag).afterCompleted") }, \
                        \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                        """
                }),
            Op(
                "\(T).debug", k, [.plain(k)], weight: 1, generate: { r in Params(a: r.int(0...99)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).debug("debug\(p.a)")) },
                code: { p, c, _ in "\(c[0]).debug(\"debug\(p.a)\")" }),
            Op(
                "\(T).distinctUntilChanged()", k, [.plain(k)], weight: 2,
                build: { _, _, c in .shared(c[0]().shared(S.self).distinctUntilChanged()) },
                code: { _, c, _ in "\(c[0]).distinctUntilChanged()" }),
            Op(
                "\(T).distinctUntilChanged(keySelector)", k, [.plain(k)], weight: 1,
                generate: { r in Params(a: r.int(2...3)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).distinctUntilChanged { $0 / p.a }) },
                code: { p, c, _ in "\(c[0]).distinctUntilChanged { $0 / \(p.a) }" }),
            Op(
                "\(T).distinctUntilChanged(comparer)", k, [.plain(k)], weight: 1,
                build: { _, _, c in .shared(c[0]().shared(S.self).distinctUntilChanged { $0 == $1 }) },
                code: { _, c, _ in "\(c[0]).distinctUntilChanged { $0 == $1 }" }),
            Op(
                "\(T).distinctUntilChanged(keySelector:comparer:)", k, [.plain(k)], weight: 1,
                generate: { r in Params(a: r.int(2...3)) },
                build: { _, p, c in
                    .shared(c[0]().shared(S.self).distinctUntilChanged({ $0 % p.a }, comparer: { $0 == $1 }))
                },
                code: { p, c, _ in "\(c[0]).distinctUntilChanged({ $0 % \(p.a) }, comparer: { $0 == $1 })" }),
            Op(
                "\(T).throttle", k, [.plain(k)], weight: 3,
                generate: { r in Params(a: r.duration(), flag: r.chance(50)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).throttle(seconds(p.a), latest: p.flag)) },
                code: { p, c, _ in "\(c[0]).throttle(\(secondsCode(p.a)), latest: \(p.flag))" }),
            Op(
                "\(T).debounce", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.duration()) },
                build: { _, p, c in .shared(c[0]().shared(S.self).debounce(seconds(p.a))) },
                code: { p, c, _ in "\(c[0]).debounce(\(secondsCode(p.a)))" }),
            Op(
                "\(T).delay", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.duration()) },
                build: { _, p, c in .shared(c[0]().shared(S.self).delay(seconds(p.a))) },
                code: { p, c, _ in "\(c[0]).delay(\(secondsCode(p.a)))" }),
            Op(
                "\(T).scan", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.int(0...2)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).scan(p.a) { $0 + $1 }) },
                code: { p, c, _ in "\(c[0]).scan(\(p.a)) { $0 + $1 }" }),
            Op(
                "\(T).scan(into:)", k, [.plain(k)], weight: 2, generate: { r in Params(a: r.int(0...2)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).scan(into: p.a) { $0 += $1 }) },
                code: { p, c, _ in "\(c[0]).scan(into: \(p.a)) { $0 += $1 }" }),
            Op(
                "\(T).startWith", k, [.plain(k)], weight: 3, generate: { r in Params(a: r.int(0...9)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).startWith(p.a)) },
                code: { p, c, _ in "\(c[0]).startWith(\(p.a))" }),
            Op(
                "\(T).skip", k, [.plain(k)], weight: 2, generate: { r in Params(a: r.int(0...3)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).skip(p.a)) },
                code: { p, c, _ in "\(c[0]).skip(\(p.a))" }),
            Op(
                "\(T).take", k, [.plain(k)], weight: 2, generate: { r in Params(a: r.int(0...3)) },
                build: { _, p, c in .shared(c[0]().shared(S.self).take(p.a)) },
                code: { p, c, _ in "\(c[0]).take(\(p.a))" }),
            Op(
                "\(T).withLatestFrom", k, [.plain(k), .plain(k)], weight: 3,
                build: { _, _, c in .shared(c[0]().shared(S.self).withLatestFrom(c[1]().shared(S.self))) },
                code: { _, c, _ in "\(c[0]).withLatestFrom(\(c[1]))" }),
            Op(
                "\(T).withLatestFrom(resultSelector:)", k, [.plain(k), .plain(k)], weight: 2,
                build: { _, _, c in
                    .shared(c[0]().shared(S.self).withLatestFrom(c[1]().shared(S.self)) { a, b in a * 10 + b })
                },
                code: { _, c, _ in "\(c[0]).withLatestFrom(\(c[1])) { a, b in a * 10 + b }" }),
            Op(
                "\(T).merge(_:...)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 3,
                build: { _, _, c in .shared(SharedSequence<S, Int>.merge(c.map { $0().shared(S.self) })) },
                code: { _, c, _ in "\(T).merge(\(c.joined(separator: ", ")))" }),
            Op(
                "\(T).merge(collection)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 2,
                build: { _, _, c in .shared(SharedSequence<S, Int>.merge(c.map { $0().shared(S.self) }[...])) },
                code: { _, c, _ in "\(T).merge([\(c.joined(separator: ", "))][...])" }),
            Op(
                "\(T).concat(sequence)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 2,
                build: { _, _, c in .shared(SharedSequence<S, Int>.concat(AnySequence(c.map { $0().shared(S.self) })))
                },
                code: { _, c, _ in "\(T).concat(AnySequence([\(c.joined(separator: ", "))]))" }),
            Op(
                "\(T).concat(collection)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 2,
                build: { _, _, c in .shared(SharedSequence<S, Int>.concat(c.map { $0().shared(S.self) })) },
                code: { _, c, _ in "\(T).concat([\(c.joined(separator: ", "))])" }),
            Op(
                "\(T).zip(arity)", k, [.plain(k)], extra: (.plain(k), 1...7), weight: 2,
                build: { _, _, c in .shared(sharedZip(c.map { $0().shared(S.self) }) { $0.reduce(0, +) }) },
                code: { _, c, _ in arityCode("\(T).zip", c) }),
            Op(
                "\(T).zip(arity, tuple)", k, [.plain(k)], extra: (.plain(k), 1...7), weight: 2,
                build: { _, _, c in .shared(sharedZipTuple(c.map { $0().shared(S.self) })) },
                code: { _, c, _ in tupleCode("\(T).zip", c) }),
            Op(
                "\(T).combineLatest(arity)", k, [.plain(k)], extra: (.plain(k), 1...7), weight: 2,
                build: { _, _, c in .shared(sharedCombineLatest(c.map { $0().shared(S.self) }) { $0.reduce(0, +) }) },
                code: { _, c, _ in arityCode("\(T).combineLatest", c) }),
            Op(
                "\(T).combineLatest(arity, tuple)", k, [.plain(k)], extra: (.plain(k), 1...7), weight: 2,
                build: { _, _, c in .shared(sharedCombineLatestTuple(c.map { $0().shared(S.self) })) },
                code: { _, c, _ in tupleCode("\(T).combineLatest", c) }),
            Op(
                "\(T).zip(collection)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 1,
                build: { _, _, c in
                    .shared(SharedSequence<S, Int>.zip(c.map { $0().shared(S.self) }).map { $0.reduce(0, +) })
                },
                code: { _, c, _ in "\(T).zip([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
            Op(
                "\(T).zip(collection, resultSelector:)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 1,
                build: { _, _, c in
                    .shared(SharedSequence<S, Int>.zip(c.map { $0().shared(S.self) }) { $0.reduce(0, +) })
                },
                code: { _, c, _ in "\(T).zip([\(c.joined(separator: ", "))]) { $0.reduce(0, +) }" }),
            Op(
                "\(T).combineLatest(collection)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 1,
                build: { _, _, c in
                    .shared(SharedSequence<S, Int>.combineLatest(c.map { $0().shared(S.self) }).map { $0.reduce(0, +) })
                },
                code: { _, c, _ in "\(T).combineLatest([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
            Op(
                "\(T).combineLatest(collection, resultSelector:)", k, [.plain(k)], extra: (.plain(k), 1...2), weight: 1,
                build: { _, _, c in
                    .shared(SharedSequence<S, Int>.combineLatest(c.map { $0().shared(S.self) }) { $0.reduce(0, +) })
                },
                code: { _, c, _ in "\(T).combineLatest([\(c.joined(separator: ", "))]) { $0.reduce(0, +) }" }),
        ]
    }
}

extension SeededRandom {
    /// The script of a trait's `create`: at most one outcome for a Single or Maybe (and
    /// sometimes a second, which the trait must ignore), nothing but a stop for a Completable.
    mutating func traitScript(elements: Bool, errors: Bool) -> [Timed] {
        var script: [Timed] = []
        var time = chance(40) ? 0 : int(1...60)
        let count = int(0...(elements ? 3 : 1))
        for _ in 0..<count {
            let roll = int(0...9)
            let step: Step =
                elements && roll < 6 ? .next(int(0...9)) : (errors && roll < 8 ? .error(int(1...9)) : .completed)
            script.append(Timed(time: time, step: step))
            time += chance(30) ? 0 : int(1...60)
        }
        return script
    }
}

/// The body of a trait's `create` closure playing `script` with the given calls (`$` stands
/// for the value); events the trait has no call for are left out.
func traitCreateCode(_ script: [Timed], next: String?, error: String?, completed: String?) -> String {
    func call(_ step: Step) -> String? {
        switch step {
        case .next(let value): next?.replacingOccurrences(of: "$", with: "\(value)")
        case .error(let code): error?.replacingOccurrences(of: "$", with: "ConformanceError(\(code))")
        case .completed: completed
        }
    }
    var lines: [String] = []
    for timed in script where timed.time == 0 {
        if let call = call(timed.step) { lines.append(call) }
    }
    lines.append("let pending = CompositeDisposable()")
    for timed in script where timed.time > 0 {
        if let call = call(timed.step) {
            lines.append(
                "_ = pending.insert(scheduler.scheduleRelativeVirtual((), dueTime: \(timed.time)) { _ in \(call); return Disposables.create() })"
            )
        }
    }
    lines.append("return pending")
    return lines.joined(separator: "; ")
}
