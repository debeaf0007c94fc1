import Streams
import StreamsInspector
import StreamsTest

extension OperatorDiagrams {
    static var filtering: [OperatorDiagram] {
        [
            OperatorDiagram("filter", "filter { $0.isMultiple(of: 2) }", "the elements the predicate keeps.") { run in
                let source = try run.numbers("-1-2-3-4-|")
                run.subscribe(source.filter { $0.isMultiple(of: 2) })
            },
            OperatorDiagram(
                "distinctUntilChanged", "distinctUntilChanged()",
                "each element that differs from the last one sent: repeats in a row are dropped, a return is not.",
                covers: ["distinctUntilChanged()"]
            ) { run in
                let source = try run.hot("-a-a-b-b-a-|")
                run.subscribe(source.distinctUntilChanged())
            },
            OperatorDiagram(
                "distinctUntilChanged-key", "distinctUntilChanged { $0.lowercased() }",
                "the same, comparing a key of each element (a closure, a key path or a comparer).",
                covers: ["distinctUntilChanged(_:", "distinctUntilChanged(at:"]
            ) { run in
                let source = try run.hot("-a-A-b-B-a-|")
                run.subscribe(source.distinctUntilChanged { $0.lowercased() })
            },
            OperatorDiagram(
                "take", "take(2)", "the first elements, then completion, disposing the source.", covers: ["take(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.take(2))
            },
            OperatorDiagram(
                "take-for", "take(for: .seconds(5), scheduler: scheduler)",
                "the elements of a first stretch of time, then completion.", covers: ["take(for:", "take(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.take(for: .seconds(5), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "take-until", "take(until: other)",
                "the elements until the other sequence sends one; then completion, disposing both.",
                covers: ["take(until:", "takeUntil(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                let other = try run.hot("-----x---|", as: "other")
                run.subscribe(source.take(until: other))
            },
            OperatorDiagram(
                "take-until-predicate", "take(until: { $0 == \"c\" }, behavior: .inclusive)",
                "the elements until one matches, that one too with `.inclusive`.", covers: ["take(until:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.take(until: { $0 == "c" }, behavior: .inclusive))
            },
            OperatorDiagram(
                "take-while", "take(while: { $0 < 3 })", "the elements while the predicate holds; then completion.",
                covers: ["take(while:", "takeWhile(_:"]
            ) { run in
                let source = try run.numbers("-1-2-3-1-|")
                run.subscribe(source.take(while: { $0 < 3 }))
            },
            OperatorDiagram(
                "takeLast", "takeLast(2)", "the last elements, all sent when the source completes."
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.takeLast(2))
            },
            OperatorDiagram("skip", "skip(2)", "all but the first elements.", covers: ["skip(_:"]) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.skip(2))
            },
            OperatorDiagram(
                "skip-for", "skip(for: .seconds(4), scheduler: scheduler)",
                "the elements after a first stretch of time.", covers: ["skip(for:", "skip(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.skip(for: .seconds(4), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "skip-until", "skip(until: other)", "the elements after the other sequence has sent one.",
                covers: ["skip(until:", "skipUntil(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                let other = try run.hot("----x----|", as: "other")
                run.subscribe(source.skip(until: other))
            },
            OperatorDiagram(
                "skip-while", "skip(while: { $0 < 3 })",
                "the elements from the first that fails the predicate on, whatever follows.",
                covers: ["skip(while:", "skipWhile(_:"]
            ) { run in
                let source = try run.numbers("-1-2-3-1-|")
                run.subscribe(source.skip(while: { $0 < 3 }))
            },
            OperatorDiagram(
                "element-at", "element(at: 2)", "the element at an index, then completion; an error if there is none.",
                covers: ["element(at:", "elementAt(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.element(at: 2))
            },
            OperatorDiagram(
                "first", "first()", "the first element, or `nil` for an empty source: a `Single` of an optional."
            ) { run in
                let source = try run.hot("---a-b-|")
                run.subscribe(source.first(), describe: { $0 ?? "nil" })
            },
            OperatorDiagram(
                "single", "single()", "the one element; a second one fails with `moreThanOneElement`.",
                covers: ["single()"]
            ) { run in
                let source = try run.hot("-a--b-|")
                run.subscribe(source.single())
            },
            OperatorDiagram(
                "single-predicate", "single { $0 == \"b\" }",
                "the one element that matches, when the source completes; a second match fails.", covers: ["single(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.single { $0 == "b" })
            },
            OperatorDiagram(
                "ignoreElements", "ignoreElements()", "no element: only the completion or the error."
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.ignoreElements())
            },
            OperatorDiagram(
                "sample", "sample(sampler)",
                "at each tick of the sampler, the latest element if a new one arrived since the last tick.",
                covers: ["sample(_:"]
            ) { run in
                let source = try run.hot("-a-b-----c---|")
                let sampler = try run.hot("----x--x--x--x|", as: "sampler")
                run.subscribe(source.sample(sampler))
            },
        ]
    }
}
