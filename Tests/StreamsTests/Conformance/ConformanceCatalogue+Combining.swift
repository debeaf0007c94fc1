import Streams

// Observable operators over several sources, and the operators that work in time.

private let observableIn: [Slot] = [.plain(.observable)]
private let twoObservables: [Slot] = [.plain(.observable), .plain(.observable)]
private let moreObservables = (Slot.plain(.observable), 1...2)

/// Letters for the parameters of a result selector: `a, b, c`.
func selectorNames(_ count: Int) -> [String] {
    (0..<count).map { String(UnicodeScalar(UInt8(97 + $0))) }
}

extension ConformanceCatalogue {
    static let observableCombining: [Op] = [
        Op(
            "Observable.merge(_:...)", .observable, observableIn, extra: moreObservables,
            build: { _, _, c in .observable(Observable.merge(c.map { $0().observable })) },
            code: { _, c, _ in "Observable.merge(\(c.joined(separator: ", ")))" }),
        Op(
            "Observable.merge(collection)", .observable, observableIn, extra: moreObservables, weight: 4,
            build: { _, _, c in .observable(Observable.merge(c.map { $0().observable }[...])) },
            code: { _, c, _ in "Observable.merge([\(c.joined(separator: ", "))][...])" }),
        Op(
            "merge(maxConcurrent:) of sources", .observable, observableIn, extra: moreObservables, weight: 6,
            generate: { r in Params(a: r.int(1...2)) },
            build: { _, p, c in .observable(Observable.from(c.map { $0().observable }).merge(maxConcurrent: p.a)) },
            code: { p, c, _ in "Observable.from([\(c.joined(separator: ", "))]).merge(maxConcurrent: \(p.a))" }),
        Op(
            "concat(_:)", .observable, twoObservables, weight: 10,
            build: { _, _, c in .observable(c[0]().observable.concat(c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).concat(\(c[1]))" }),
        Op(
            "Observable.concat(_:...)", .observable, observableIn, extra: moreObservables, weight: 6,
            build: { _, _, c in .observable(Observable.concat(c.map { $0().observable })) },
            code: { _, c, _ in "Observable.concat(\(c.joined(separator: ", ")))" }),
        Op(
            "Observable.concat(sequence)", .observable, observableIn, extra: moreObservables, weight: 4,
            build: { _, _, c in .observable(Observable.concat(AnySequence(c.map { $0().observable }))) },
            code: { _, c, _ in "Observable.concat(AnySequence([\(c.joined(separator: ", "))]))" }),
        Op(
            "Observable.zip(arity)", .observable, observableIn, extra: (.plain(.observable), 1...7), weight: 8,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    observableZip(c.map { $0().observable }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                let names = selectorNames(c.count)
                return
                    "Observable.zip(\(c.joined(separator: ", "))) { \(names.joined(separator: ", ")) in \(throwCode(p, "a"))return \(names.joined(separator: " + ")) }"
            }),
        Op(
            "Observable.zip(arity, tuple)", .observable, observableIn, extra: (.plain(.observable), 1...7), weight: 4,
            build: { _, _, c in .observable(observableZipTuple(c.map { $0().observable })) },
            code: { _, c, _ in
                "Observable.zip(\(c.joined(separator: ", "))).map { t in \((0..<c.count).map { "t.\($0)" }.joined(separator: " + ")) }"
            }),
        Op(
            "Observable.zip(collection)", .observable, observableIn, extra: moreObservables, weight: 4,
            build: { _, _, c in .observable(Observable.zip(c.map { $0().observable }).map { $0.reduce(0, +) }) },
            code: { _, c, _ in "Observable.zip([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
        Op(
            "Observable.zip(collection, resultSelector:)", .observable, observableIn, extra: moreObservables, weight: 4,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    Observable.zip(c.map { $0().observable }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                "Observable.zip([\(c.joined(separator: ", "))]) { values in \(throwCode(p, "values[0]"))return values.reduce(0, +) }"
            }),
        Op(
            "Observable.combineLatest(arity)", .observable, observableIn, extra: (.plain(.observable), 1...7),
            weight: 8, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    observableCombineLatest(c.map { $0().observable }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                let names = selectorNames(c.count)
                return
                    "Observable.combineLatest(\(c.joined(separator: ", "))) { \(names.joined(separator: ", ")) in \(throwCode(p, "a"))return \(names.joined(separator: " + ")) }"
            }),
        Op(
            "Observable.combineLatest(arity, tuple)", .observable, observableIn, extra: (.plain(.observable), 1...7),
            weight: 4,
            build: { _, _, c in .observable(observableCombineLatestTuple(c.map { $0().observable })) },
            code: { _, c, _ in
                "Observable.combineLatest(\(c.joined(separator: ", "))).map { t in \((0..<c.count).map { "t.\($0)" }.joined(separator: " + ")) }"
            }),
        Op(
            "Observable.combineLatest(collection)", .observable, observableIn, extra: moreObservables, weight: 4,
            build: { _, _, c in .observable(Observable.combineLatest(c.map { $0().observable }).map { $0.reduce(0, +) })
            },
            code: { _, c, _ in "Observable.combineLatest([\(c.joined(separator: ", "))]).map { $0.reduce(0, +) }" }),
        Op(
            "Observable.combineLatest(collection, resultSelector:)", .observable, observableIn, extra: moreObservables,
            weight: 4, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    Observable.combineLatest(c.map { $0().observable }) { values in
                        try run.check(p, values[0])
                        return values.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                "Observable.combineLatest([\(c.joined(separator: ", "))]) { values in \(throwCode(p, "values[0]"))return values.reduce(0, +) }"
            }),
        Op(
            "amb(_:)", .observable, twoObservables, weight: 6,
            build: { _, _, c in .observable(c[0]().observable.amb(c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).amb(\(c[1]))" }),
        Op(
            "Observable.amb(_:)", .observable, observableIn, extra: moreObservables, weight: 4,
            build: { _, _, c in .observable(Observable.amb(c.map { $0().observable })) },
            code: { _, c, _ in "Observable.amb([\(c.joined(separator: ", "))])" }),
        Op(
            "withLatestFrom", .observable, twoObservables, weight: 8,
            build: { _, _, c in .observable(c[0]().observable.withLatestFrom(c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).withLatestFrom(\(c[1]))" }),
        Op(
            "withLatestFrom(resultSelector:)", .observable, twoObservables, weight: 6,
            generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.withLatestFrom(c[1]().observable) { a, b in
                        try run.check(p, a)
                        return a * 10 + b
                    })
            },
            code: { p, c, _ in "\(c[0]).withLatestFrom(\(c[1])) { a, b in \(throwCode(p, "a"))return a * 10 + b }" }),
        Op(
            "sample", .observable, twoObservables, weight: 6,
            generate: { r in Params(a: r.int(0...9), flag: r.chance(30)) },
            build: { _, p, c in
                .observable(c[0]().observable.sample(c[1]().observable, defaultValue: p.flag ? p.a : nil))
            },
            code: { p, c, _ in "\(c[0]).sample(\(c[1])\(p.flag ? ", defaultValue: \(p.a)" : ""))" }),
        Op(
            "Observable.catch(sequence:)", .observable, observableIn, extra: moreObservables, weight: 5,
            build: { _, _, c in .observable(Observable.catch(sequence: c.map { $0().observable })) },
            code: { _, c, _ in "Observable.catch(sequence: [\(c.joined(separator: ", "))])" }),
    ]

    static let observableTime: [Op] = [
        Op(
            "delay", .observable, observableIn, weight: 8, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.delay(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).delay(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "delaySubscription", .observable, observableIn, weight: 6, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in
                .observable(c[0]().observable.delaySubscription(seconds(p.a), scheduler: run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).delaySubscription(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "debounce", .observable, observableIn, weight: 8, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.debounce(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).debounce(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "throttle", .observable, observableIn, weight: 8,
            generate: { r in Params(a: r.duration(), flag: r.chance(50)) },
            build: { run, p, c in
                .observable(c[0]().observable.throttle(seconds(p.a), latest: p.flag, scheduler: run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).throttle(\(secondsCode(p.a)), latest: \(p.flag), scheduler: scheduler)" }),
        Op(
            "timeout", .observable, observableIn, weight: 6, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.timeout(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).timeout(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "timeout(other:)", .observable, twoObservables, weight: 6, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in
                .observable(c[0]().observable.timeout(seconds(p.a), other: c[1]().observable, scheduler: run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).timeout(\(secondsCode(p.a)), other: \(c[1]), scheduler: scheduler)" }),
        Op(
            "observe(on:)", .observable, observableIn, weight: 6, generate: { r in Params(flag: r.chance(25)) },
            build: { run, p, c in
                .observable(c[0]().observable.observe(on: p.flag ? CurrentThreadScheduler.instance : run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).observe(on: \(p.flag ? "CurrentThreadScheduler.instance" : "scheduler"))" }),
        Op(
            "subscribe(on:)", .observable, observableIn, weight: 6, generate: { r in Params(flag: r.chance(25)) },
            build: { run, p, c in
                .observable(c[0]().observable.subscribe(on: p.flag ? CurrentThreadScheduler.instance : run.scheduler))
            },
            code: { p, c, _ in "\(c[0]).subscribe(on: \(p.flag ? "CurrentThreadScheduler.instance" : "scheduler"))" }),
        Op(
            "take(for:)", .observable, observableIn, weight: 6, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.take(for: seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).take(for: \(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "skip(for:)", .observable, observableIn, weight: 4, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.skip(for: seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).skip(for: \(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "skip(_:scheduler:)", .observable, observableIn, weight: 2, generate: { r in Params(a: r.duration()) },
            build: { run, p, c in .observable(c[0]().observable.skip(seconds(p.a), scheduler: run.scheduler)) },
            code: { p, c, _ in "\(c[0]).skip(\(secondsCode(p.a)), scheduler: scheduler)" }),
        Op(
            "buffer", .observable, observableIn, weight: 6, generate: { r in Params(a: r.duration(), b: r.int(1...3)) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.buffer(timeSpan: seconds(p.a), count: p.b, scheduler: run.scheduler).map {
                        $0.count * 100 + $0.reduce(0, +)
                    })
            },
            code: { p, c, _ in
                "\(c[0]).buffer(timeSpan: \(secondsCode(p.a)), count: \(p.b), scheduler: scheduler).map { $0.count * 100 + $0.reduce(0, +) }"
            }),
        Op(
            "window", .observable, observableIn, weight: 6,
            generate: { r in Params(a: r.duration(), b: r.int(1...3), flag: r.chance(50)) },
            build: { run, p, c in
                let windows = c[0]().observable.window(timeSpan: seconds(p.a), count: p.b, scheduler: run.scheduler)
                return .observable(p.flag ? windows.merge() : windows.flatMap { $0.reduce(0, accumulator: +) })
            },
            code: { p, c, _ in
                "\(c[0]).window(timeSpan: \(secondsCode(p.a)), count: \(p.b), scheduler: scheduler)\(p.flag ? ".merge()" : ".flatMap { $0.reduce(0, accumulator: +) }")"
            }),
    ]
}
