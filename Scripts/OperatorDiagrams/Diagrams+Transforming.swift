import Foundation
import Streams
import StreamsInspector
import StreamsTest

extension OperatorDiagrams {
    static var transforming: [OperatorDiagram] {
        [
            OperatorDiagram("map", "map { $0 * 10 }", "each element becomes what the closure returns.") { run in
                let source = try run.numbers("-1-2-3-|")
                run.subscribe(source.map { $0 * 10 })
            },
            OperatorDiagram(
                "compactMap", "compactMap { Int($0) }", "what the closure returns, leaving out the `nil`s."
            ) { run in
                let source = try run.hot("-1-x-2-y-|")
                run.subscribe(source.compactMap { Int($0) })
            },
            OperatorDiagram(
                "scan", "scan(0) { $0 + $1 }",
                "the running value: each element is folded into it, and each new value is sent.",
                covers: ["scan(_:", "scan(into:"]
            ) { run in
                let source = try run.numbers("-1-2-3-4-|")
                run.subscribe(source.scan(0) { $0 + $1 })
            },
            OperatorDiagram(
                "reduce", "reduce(0) { $0 + $1 }", "the elements folded into one value, sent when the source completes."
            ) { run in
                let source = try run.numbers("-1-2-3-4-|")
                run.subscribe(source.reduce(0) { $0 + $1 })
            },
            OperatorDiagram(
                "flatMap", "flatMap { x in inner.map { x + $0 } }",
                "an inner sequence per element, all merged: the inners overlap."
            ) { run in
                let source = try run.hot("-a--b-------|")
                let inner = try run.cold("-1-2-3|", as: "inner")
                run.subscribe(source.flatMap { x in inner.map { x + $0 } })
            },
            OperatorDiagram(
                "flatMapFirst", "flatMapFirst { x in inner.map { x + $0 } }",
                "an inner sequence per element, but elements that arrive while one runs are dropped."
            ) { run in
                let source = try run.hot("-a--b-----c--|")
                let inner = try run.cold("-1-2-3|", as: "inner")
                run.subscribe(source.flatMapFirst { x in inner.map { x + $0 } })
            },
            OperatorDiagram(
                "flatMapLatest", "flatMapLatest { x in inner.map { x + $0 } }",
                "an inner sequence per element, and a new element disposes the previous inner: only the latest runs."
            ) { run in
                let source = try run.hot("-a---b-------|")
                let inner = try run.cold("-1-2-3|", as: "inner")
                run.subscribe(source.flatMapLatest { x in inner.map { x + $0 } })
            },
            OperatorDiagram(
                "switchLatest", "switchLatest()",
                "the elements of the latest inner sequence; a new one disposes the previous one."
            ) { run in
                let first = try run.hot("^-1-2-3-4-5-|", as: "x")
                let second = try run.hot("^-----6-7-8-9-|", as: "y")
                let names: [Character: Observable<String>] = ["x": first.asObservable(), "y": second.asObservable()]
                let source = try run.hot("-x---y------|", as: "source", values: names) {
                    $0 === names["x"]! ? "x" : "y"
                }
                run.subscribe(source.switchLatest())
            },
            OperatorDiagram(
                "concatMap", "concatMap { x in inner.map { x + $0 } }",
                "an inner sequence per element, one after another: each waits for the previous one to complete."
            ) { run in
                let source = try run.hot("-a-b--------|")
                let inner = try run.cold("-1-2|", as: "inner")
                run.subscribe(source.concatMap { x in inner.map { x + $0 } })
            },
            OperatorDiagram(
                "buffer", "buffer(timeSpan: .seconds(5), count: 3, scheduler: scheduler)",
                "arrays of elements, sent when full or when the time span ends (then maybe empty).",
                covers: ["buffer(timeSpan:"]
            ) { run in
                let source = try run.hot("-a-bcd--e------|")
                run.subscribe(
                    source.buffer(timeSpan: .seconds(5), count: 3, scheduler: run.scheduler),
                    describe: { "[" + $0.joined(separator: ",") + "]" })
            },
            OperatorDiagram(
                "window", "window(timeSpan: .seconds(5), count: 3, scheduler: scheduler)",
                "the elements in windows, each an observable of its own, opened when the previous is full or its time is up.",
                covers: ["window(timeSpan:"]
            ) { run in
                let source = try run.hot("-a-bcd--e------|")
                nested(run, source.window(timeSpan: .seconds(5), count: 3, scheduler: run.scheduler)) { "w\($1)" }
            },
            OperatorDiagram(
                "groupBy", "groupBy { Int($0)! % 2 == 0 ? \"even\" : \"odd\" }",
                "one observable per key, each with the elements of its key, opened at the key's first element.",
                covers: ["groupBy(keySelector:"]
            ) { run in
                let source = try run.hot("-1-2-3-4-5-|")
                nested(run, source.groupBy { Int($0)! % 2 == 0 ? "even" : "odd" }) { group, _ in group.key }
            },
            OperatorDiagram(
                "enumerated", "enumerated()", "each element with its index, from 0."
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.enumerated(), describe: { "\($0.index) \($0.element)" })
            },
            OperatorDiagram(
                "toArray", "toArray()",
                "every element in one array, a `Single` that succeeds when the source completes."
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.toArray(), describe: { "[" + $0.joined(separator: ",") + "]" })
            },
            OperatorDiagram(
                "withUnretained", "withUnretained(object)",
                "each element with the object, held weakly; it completes once the object is gone (here at 205)."
            ) { run in
                final class Object {}
                let source = try run.hot("-a-b-c-d-|")
                var object: Object? = Object()
                let paired = source.withUnretained(object!)
                run.at(205) { object = nil }
                run.subscribe(paired, describe: { "o " + $0.1 })
            },
            OperatorDiagram(
                "decode", "decode(type: Point.self, decoder: JSONDecoder())",
                "each element's data decoded; data that does not decode ends the sequence with the decoder's error."
            ) { run in
                struct Point: Decodable { let x: Int }
                let documents: [Character: Data] = [
                    "a": Data(#"{"x":1}"#.utf8), "b": Data(#"{"x":2}"#.utf8), "c": Data(#"{}"#.utf8),
                ]
                let source = try run.hot("-a-b-c-|", as: "source", values: documents) {
                    String(decoding: $0, as: UTF8.self)
                }
                run.subscribe(source.decode(type: Point.self, decoder: JSONDecoder()), describe: { "x=\($0.x)" })
            },
        ]
    }

    /// Subscribes `outer` and each observable it sends, which gets a lane of its own below the
    /// output, labelled `name` of it and its number (from 1).
    static func nested<Inner: ObservableConvertibleType>(
        _ run: Run, _ outer: Observable<Inner>, name: @escaping (Inner, Int) -> String
    ) where Inner.Element == String {
        let scheduler = run.scheduler
        var inners: [(name: String, opened: Int, observer: TestableObserver<String>)] = []
        var described = 0
        run.subscribe(
            outer.do(onNext: { inner in
                let observer = scheduler.createObserver(String.self)
                inners.append((name(inner, inners.count + 1), scheduler.clock, observer))
                _ = inner.asObservable().subscribe(observer)
            }),
            describe: { inner in
                described += 1
                return name(inner, described)
            })
        run.lanes {
            inners.map { inner in
                MarbleDiagram.Lane(
                    label: inner.name, events: inner.observer.events.map { ($0.time, $0.value) },
                    subscriptions: [.init(subscribed: inner.opened)])
            }
        }
    }
}
