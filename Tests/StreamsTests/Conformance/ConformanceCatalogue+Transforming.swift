import Foundation
import Streams

// Observable operators that transform elements, flatten inner sequences, or filter.

private let observableIn: [Slot] = [.plain(.observable)]
private let withInner: [Slot] = [.plain(.observable), .element(.observable)]

extension ConformanceCatalogue {
    static let observableTransforming: [Op] = [
        Op(
            "map", .observable, observableIn, generate: { $0.throwing(a: 1...3) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.map { x in
                        try run.check(p, x)
                        return x + p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).map { x in \(throwCode(p, "x"))return x + \(p.a) }" }),
        Op(
            "compactMap", .observable, observableIn, generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.compactMap { x in
                        try run.check(p, x)
                        return x % p.a == 0 ? nil : x
                    })
            },
            code: { p, c, _ in "\(c[0]).compactMap { x in \(throwCode(p, "x"))return x % \(p.a) == 0 ? nil : x }" }),
        Op(
            "scan", .observable, observableIn, generate: { $0.throwing(a: 0...2) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.scan(p.a) { total, x in
                        try run.check(p, x)
                        return total + x
                    })
            },
            code: { p, c, _ in "\(c[0]).scan(\(p.a)) { total, x in \(throwCode(p, "x"))return total + x }" }),
        Op(
            "scan(into:)", .observable, observableIn, generate: { $0.throwing(a: 0...2) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.scan(into: p.a) { total, x in
                        try run.check(p, x)
                        total += x
                    })
            },
            code: { p, c, _ in "\(c[0]).scan(into: \(p.a)) { total, x in \(throwCode(p, "x"))total += x }" }),
        Op(
            "reduce", .observable, observableIn, generate: { $0.throwing(a: 0...2) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.reduce(p.a) { total, x in
                        try run.check(p, x)
                        return total + x
                    })
            },
            code: { p, c, _ in "\(c[0]).reduce(\(p.a)) { total, x in \(throwCode(p, "x"))return total + x }" }),
        Op(
            "reduce(mapResult:)", .observable, observableIn, weight: 4, generate: { $0.throwing(a: 0...2) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.reduce(
                        p.a, accumulator: { $0 + $1 },
                        mapResult: { total in
                            try run.check(p, total)
                            return total * 2
                        }))
            },
            code: { p, c, _ in
                "\(c[0]).reduce(\(p.a), accumulator: { $0 + $1 }, mapResult: { total in \(throwCode(p, "total"))return total * 2 })"
            }),
        Op(
            "enumerated", .observable, observableIn, weight: 4,
            build: { _, _, c in .observable(c[0]().observable.enumerated().map { $0.index * 10 + $0.element }) },
            code: { _, c, _ in "\(c[0]).enumerated().map { $0.index * 10 + $0.element }" }),
        Op(
            "materialize", .observable, observableIn, weight: 5,
            build: { _, _, c in
                .observable(c[0]().observable.materialize().map { $0.element ?? ($0.isCompleted ? -1 : -2) })
            },
            code: { _, c, _ in "\(c[0]).materialize().map { $0.element ?? ($0.isCompleted ? -1 : -2) }" }),
        Op(
            "dematerialize", .observable, observableIn, weight: 5,
            generate: { r in Params(a: r.int(0...9), flag: r.chance(50), errorCode: r.int(11...19)) },
            build: { _, p, c in
                .observable(
                    c[0]().observable.map { x -> Event<Int> in
                        x == p.a ? (p.flag ? .completed : .error(ConformanceError(p.errorCode))) : .next(x)
                    }.dematerialize())
            },
            code: { p, c, _ in
                let stop = p.flag ? ".completed" : ".error(ConformanceError(\(p.errorCode)))"
                return "\(c[0]).map { x -> Event<Int> in x == \(p.a) ? \(stop) : .next(x) }.dematerialize()"
            }),
        Op(
            "flatMap", .observable, withInner, weight: 14, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.flatMap { x in
                        try run.check(p, x)
                        return c[1](x).observable
                    })
            },
            code: { p, c, n in "\(c[0]).flatMap { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "flatMapFirst", .observable, withInner, weight: 10, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.flatMapFirst { x in
                        try run.check(p, x)
                        return c[1](x).observable
                    })
            },
            code: { p, c, n in "\(c[0]).flatMapFirst { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "flatMapLatest", .observable, withInner, weight: 14, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.flatMapLatest { x in
                        try run.check(p, x)
                        return c[1](x).observable
                    })
            },
            code: { p, c, n in "\(c[0]).flatMapLatest { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "concatMap", .observable, withInner, weight: 12, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.concatMap { x in
                        try run.check(p, x)
                        return c[1](x).observable
                    })
            },
            code: { p, c, n in "\(c[0]).concatMap { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }" }),
        Op(
            "switchLatest", .observable, withInner, weight: 8, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.map { x in
                        try run.check(p, x)
                        return c[1](x).observable
                    }.switchLatest())
            },
            code: { p, c, n in "\(c[0]).map { \(n.bound) in \(throwCode(p, n.bound))return \(c[1]) }.switchLatest()" }),
        Op(
            "merge()", .observable, withInner, weight: 6,
            build: { _, _, c in .observable(c[0]().observable.map { x in c[1](x).observable }.merge()) },
            code: { _, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.merge()" }),
        Op(
            "merge(maxConcurrent:)", .observable, withInner, weight: 8, generate: { r in Params(a: r.int(1...3)) },
            build: { _, p, c in .observable(c[0]().observable.map { x in c[1](x).observable }.merge(maxConcurrent: p.a))
            },
            code: { p, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.merge(maxConcurrent: \(p.a))" }),
        Op(
            "concat()", .observable, withInner, weight: 6,
            build: { _, _, c in .observable(c[0]().observable.map { x in c[1](x).observable }.concat()) },
            code: { _, c, n in "\(c[0]).map { \(n.bound) in \(c[1]) }.concat()" }),
        Op(
            "groupBy", .observable, observableIn, weight: 8, generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.groupBy { x in
                        try run.check(p, x)
                        return x % p.a
                    }.flatMap { group in group.map { group.key * 100 + $0 } })
            },
            code: { p, c, _ in
                "\(c[0]).groupBy { x in \(throwCode(p, "x"))return x % \(p.a) }.flatMap { group in group.map { group.key * 100 + $0 } }"
            }),
        Op(
            "groupBy(take)", .observable, observableIn, weight: 4,
            generate: { r in Params(a: r.int(2...3), b: r.int(1...2)) },
            build: { _, p, c in
                .observable(c[0]().observable.groupBy { $0 % p.a }.flatMap { group in group.take(p.b) }.take(3))
            },
            code: { p, c, _ in "\(c[0]).groupBy { $0 % \(p.a) }.flatMap { group in group.take(\(p.b)) }.take(3)" }),
        Op(
            "withUnretained", .observable, observableIn, weight: 3,
            build: { run, _, c in .observable(c[0]().observable.withUnretained(run.anchor).map { _, x in x }) },
            code: { _, c, _ in "\(c[0]).withUnretained(anchor).map { _, x in x }" }),
        Op(
            "withUnretained(resultSelector:)", .observable, observableIn, weight: 3,
            build: { run, _, c in .observable(c[0]().observable.withUnretained(run.anchor) { _, x in x + 1 }) },
            code: { _, c, _ in "\(c[0]).withUnretained(anchor) { _, x in x + 1 }" }),
        Op(
            "decode", .observable, observableIn, weight: 3, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in
                .observable(
                    c[0]().observable.map { x in Data((x == p.a ? "?" : "\(x)").utf8) }.decode(
                        type: Int.self, decoder: JSONDecoder()))
            },
            code: { p, c, _ in
                "\(c[0]).map { x in Data((x == \(p.a) ? \"?\" : \"\\(x)\").utf8) }.decode(type: Int.self, decoder: JSONDecoder())"
            }),
        Op(
            "startWith", .observable, observableIn, weight: 6,
            generate: { r in Params(values: (0..<r.int(1...2)).map { _ in r.int(0...9) }) },
            build: { _, p, c in
                let source = c[0]().observable
                return .observable(
                    p.values.count == 1 ? source.startWith(p.values[0]) : source.startWith(p.values[0], p.values[1]))
            },
            code: { p, c, _ in "\(c[0]).startWith(\(listCode(p.values)))" }),
        Op(
            "do", .observable, observableIn, weight: 8,
            generate: { r in
                var params = Params(a: r.int(0...99), b: r.int(0...1), flag: r.chance(10))
                r.throwing(&params)
                return params
            },
            build: { run, p, c in
                let tag = "do\(p.a)"
                let notes = DoNotes(run: run, tag: tag)
                return .observable(
                    c[0]().observable.do(
                        onNext: { x in
                            run.note("\(tag).onNext(\(x))")
                            if p.b == 0 { try run.check(p, x) }
                        },
                        afterNext: { x in
                            run.note("\(tag).afterNext(\(x))")
                            if p.b == 1 { try run.check(p, x) }
                        },
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
                let nextThrow = p.b == 0 ? throwCode(p, "x") : ""
                let afterThrow = p.b == 1 ? throwCode(p, "x") : ""
                let completedThrow = p.flag ? "; throw ConformanceError(\(p.errorCode))" : ""
                return """
                    \(c[0]).do(onNext: { x in \(nextThrow)log.append("\(tag).onNext(\\(x))") }, afterNext: { x in \(afterThrow)log.append("\(tag).afterNext(\\(x))") }, \
                    \(notesCode(tag, "onError", "afterError", argument: true)), \
                    onCompleted: { log.append("\(tag).onCompleted")\(completedThrow) }, afterCompleted: { log.append("\(tag).afterCompleted") }, \
                    \(notesCode(tag, "onSubscribe", "onSubscribed", "onDispose")))
                    """
            }),
        Op(
            "debug", .observable, observableIn, weight: 2,
            generate: { r in Params(a: r.int(0...99), flag: r.chance(50)) },
            build: { _, p, c in .observable(c[0]().observable.debug("debug\(p.a)", trimOutput: p.flag)) },
            code: { p, c, _ in "\(c[0]).debug(\"debug\(p.a)\", trimOutput: \(p.flag))" }),
    ]

    static let observableFiltering: [Op] = [
        Op(
            "filter", .observable, observableIn, generate: { $0.throwing(a: 0...1) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.filter { x in
                        try run.check(p, x)
                        return x % 2 == p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).filter { x in \(throwCode(p, "x"))return x % 2 == \(p.a) }" }),
        Op(
            "distinctUntilChanged()", .observable, observableIn, weight: 5,
            build: { _, _, c in .observable(c[0]().observable.distinctUntilChanged()) },
            code: { _, c, _ in "\(c[0]).distinctUntilChanged()" }),
        Op(
            "distinctUntilChanged(keySelector)", .observable, observableIn, weight: 3,
            generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.distinctUntilChanged { x in
                        try run.check(p, x)
                        return x / p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).distinctUntilChanged { x in \(throwCode(p, "x"))return x / \(p.a) }" }),
        Op(
            "distinctUntilChanged(comparer)", .observable, observableIn, weight: 3, generate: { $0.throwing(a: 0...0) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.distinctUntilChanged { a, b in
                        try run.check(p, b)
                        return a == b
                    })
            },
            code: { p, c, _ in "\(c[0]).distinctUntilChanged { a, b in \(throwCode(p, "b"))return a == b }" }),
        Op(
            "distinctUntilChanged(keySelector:comparer:)", .observable, observableIn, weight: 3,
            generate: { $0.throwing(a: 2...3) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.distinctUntilChanged(
                        { x in x % p.a },
                        comparer: { a, b in
                            try run.check(p, b)
                            return a == b
                        }))
            },
            code: { p, c, _ in
                "\(c[0]).distinctUntilChanged({ x in x % \(p.a) }, comparer: { a, b in \(throwCode(p, "b"))return a == b })"
            }),
        Op(
            "distinctUntilChanged(at:)", .observable, observableIn, weight: 2,
            build: { _, _, c in .observable(c[0]().observable.distinctUntilChanged(at: \.self)) },
            code: { _, c, _ in "\(c[0]).distinctUntilChanged(at: \\.self)" }),
        Op(
            "take", .observable, observableIn, generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .observable(c[0]().observable.take(p.a)) },
            code: { p, c, _ in "\(c[0]).take(\(p.a))" }),
        Op(
            "takeLast", .observable, observableIn, weight: 5, generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .observable(c[0]().observable.takeLast(p.a)) },
            code: { p, c, _ in "\(c[0]).takeLast(\(p.a))" }),
        Op(
            "take(while:behavior:)", .observable, observableIn, weight: 6,
            generate: { r in
                var params = Params(a: r.int(3...8), flag: r.chance(50))
                r.throwing(&params)
                return params
            },
            build: { run, p, c in
                .observable(
                    c[0]().observable.take(
                        while: { x in
                            try run.check(p, x)
                            return x < p.a
                        }, behavior: p.flag ? .inclusive : .exclusive))
            },
            code: { p, c, _ in
                "\(c[0]).take(while: { x in \(throwCode(p, "x"))return x < \(p.a) }, behavior: \(p.flag ? ".inclusive" : ".exclusive"))"
            }),
        Op(
            "take(until:behavior:)", .observable, observableIn, weight: 6,
            generate: { r in
                var params = Params(a: r.int(3...8), flag: r.chance(50))
                r.throwing(&params)
                return params
            },
            build: { run, p, c in
                .observable(
                    c[0]().observable.take(
                        until: { x in
                            try run.check(p, x)
                            return x >= p.a
                        }, behavior: p.flag ? .inclusive : .exclusive))
            },
            code: { p, c, _ in
                "\(c[0]).take(until: { x in \(throwCode(p, "x"))return x >= \(p.a) }, behavior: \(p.flag ? ".inclusive" : ".exclusive"))"
            }),
        Op(
            "take(until: other)", .observable, [.plain(.observable), .plain(.observable)], weight: 8,
            build: { _, _, c in .observable(c[0]().observable.take(until: c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).take(until: \(c[1]))" }),
        Op(
            "skip", .observable, observableIn, generate: { r in Params(a: r.int(0...3)) },
            build: { _, p, c in .observable(c[0]().observable.skip(p.a)) },
            code: { p, c, _ in "\(c[0]).skip(\(p.a))" }),
        Op(
            "skip(while:)", .observable, observableIn, weight: 6, generate: { $0.throwing(a: 2...7) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.skip(while: { x in
                        try run.check(p, x)
                        return x < p.a
                    }))
            },
            code: { p, c, _ in "\(c[0]).skip(while: { x in \(throwCode(p, "x"))return x < \(p.a) })" }),
        Op(
            "skip(until:)", .observable, [.plain(.observable), .plain(.observable)], weight: 6,
            build: { _, _, c in .observable(c[0]().observable.skip(until: c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).skip(until: \(c[1]))" }),
        Op(
            "element(at:)", .observable, observableIn, weight: 5, generate: { r in Params(a: r.int(0...2)) },
            build: { _, p, c in .observable(c[0]().observable.element(at: p.a)) },
            code: { p, c, _ in "\(c[0]).element(at: \(p.a))" }),
        Op(
            "single()", .observable, observableIn, weight: 4,
            build: { _, _, c in .observable(c[0]().observable.single()) },
            code: { _, c, _ in "\(c[0]).single()" }),
        Op(
            "single(predicate)", .observable, observableIn, weight: 4, generate: { $0.throwing(a: 0...9) },
            build: { run, p, c in
                .observable(
                    c[0]().observable.single { x in
                        try run.check(p, x)
                        return x == p.a
                    })
            },
            code: { p, c, _ in "\(c[0]).single { x in \(throwCode(p, "x"))return x == \(p.a) }" }),
        Op(
            "ifEmpty(default:)", .observable, observableIn, weight: 4, generate: { r in Params(a: r.int(0...9)) },
            build: { _, p, c in .observable(c[0]().observable.ifEmpty(default: p.a)) },
            code: { p, c, _ in "\(c[0]).ifEmpty(default: \(p.a))" }),
        Op(
            "ifEmpty(switchTo:)", .observable, [.plain(.observable), .plain(.observable)], weight: 5,
            build: { _, _, c in .observable(c[0]().observable.ifEmpty(switchTo: c[1]().observable)) },
            code: { _, c, _ in "\(c[0]).ifEmpty(switchTo: \(c[1]))" }),
        Op(
            "ignoreElements", .observable, observableIn, weight: 4,
            build: { _, _, c in .observable(c[0]().observable.ignoreElements().map(absurd)) },
            code: { _, c, _ in "\(c[0]).ignoreElements().map(absurd)" }),
    ]
}

/// Makes an `Observable<Never>` an `Observable<Int>` (no element ever reaches it). Pasted
/// code needs it too: it is internal to the test target.
func absurd(_ never: Never) -> Int {}
