import Streams
import StreamsInspector
import StreamsTest

extension OperatorDiagrams {
    static var combining: [OperatorDiagram] {
        [
            OperatorDiagram(
                "merge", "Observable.merge(first, second)",
                "the elements of all sources as they come; it completes when all have completed.",
                covers: ["merge(_:", "merge()"]
            ) { run in
                let first = try run.hot("-a---b---c-|", as: "first")
                let second = try run.hot("---x---y-|", as: "second")
                run.subscribe(Observable.merge(first.asObservable(), second.asObservable()))
            },
            OperatorDiagram(
                "merge-maxConcurrent", "merge(maxConcurrent: 2)",
                "the inner sequences merged, at most two at once: the third waits until one completes.",
                covers: ["merge(maxConcurrent:"]
            ) { run in
                let x = try run.cold("-1-1-1|", as: "x")
                let y = try run.cold("--2--2|", as: "y")
                let z = try run.cold("-3-3|", as: "z")
                let inners: [Character: Observable<String>] = [
                    "x": x.asObservable(), "y": y.asObservable(), "z": z.asObservable(),
                ]
                let source = try run.hot("-x-y-z-----|", as: "source", values: inners) { inner in
                    inners.first { $0.value === inner }.map { String($0.key) } ?? "?"
                }
                run.subscribe(source.merge(maxConcurrent: 2))
            },
            OperatorDiagram(
                "concat", "first.concat(second)",
                "the elements of one source after another: the next is subscribed when the previous completes.",
                covers: ["concat(_:", "concat()"]
            ) { run in
                let first = try run.cold("-a-b-|", as: "first")
                let second = try run.cold("-c-d-|", as: "second")
                run.subscribe(first.concat(second))
            },
            OperatorDiagram(
                "combineLatest", "Observable.combineLatest(first, second) { $0 + $1 }",
                "once every source has an element, the latest of each combined, whenever any sends one.",
                covers: ["combineLatest(_:"]
            ) { run in
                let first = try run.hot("-a---b---c-|", as: "first")
                let second = try run.hot("---1---2---|", as: "second")
                run.subscribe(Observable.combineLatest(first, second) { $0 + $1 })
            },
            OperatorDiagram(
                "zip", "Observable.zip(first, second) { $0 + $1 }",
                "the sources' elements paired by index: the n-th of each combined.", covers: ["zip(_:"]
            ) { run in
                let first = try run.hot("-a-b---c---|", as: "first")
                let second = try run.hot("---1-2---3-|", as: "second")
                run.subscribe(Observable.zip(first, second) { $0 + $1 })
            },
            OperatorDiagram(
                "withLatestFrom", "withLatestFrom(second) { $0 + $1 }",
                "each element combined with the second source's latest; elements before it has one are dropped.",
                covers: ["withLatestFrom(_:"]
            ) { run in
                let first = try run.hot("-a---b---c-d-|", as: "first")
                let second = try run.hot("---1-----2---|", as: "second")
                run.subscribe(first.withLatestFrom(second) { $0 + $1 })
            },
            OperatorDiagram(
                "startWith", "startWith(\"s\")", "the given elements first, at the subscription, then the source's."
            ) { run in
                let source = try run.hot("---a-b-|")
                run.subscribe(source.startWith("s"))
            },
            OperatorDiagram(
                "ifEmpty-default", "ifEmpty(default: \"d\")",
                "the source's events, or the default element if it completes without any.", covers: ["ifEmpty(default:"]
            ) { run in
                let source = try run.hot("-----|")
                run.subscribe(source.ifEmpty(default: "d"))
            },
            OperatorDiagram(
                "ifEmpty-switchTo", "ifEmpty(switchTo: other)",
                "the source's events, or, if it completes without any, the other sequence's.",
                covers: ["ifEmpty(switchTo:"]
            ) { run in
                let source = try run.hot("----|")
                let other = try run.cold("-x-y|", as: "other")
                run.subscribe(source.ifEmpty(switchTo: other.asObservable()))
            },
            OperatorDiagram(
                "amb", "first.amb(second)",
                "the events of whichever source sends first; the other is disposed then.", covers: ["amb(_:"]
            ) { run in
                let first = try run.hot("----a-b-|", as: "first")
                let second = try run.hot("--x-y---z-|", as: "second")
                run.subscribe(first.amb(second))
            },
        ]
    }

    static var errorHandling: [OperatorDiagram] {
        [
            OperatorDiagram(
                "catch", "catch { _ in fallback }",
                "on an error, the sequence the handler returns instead.", covers: ["catch(_:", "catchError(_:"]
            ) { run in
                let source = try run.hot("-a-b-#")
                let fallback = try run.cold("-x-y-|", as: "fallback")
                run.subscribe(source.catch { _ in fallback.asObservable() })
            },
            OperatorDiagram(
                "catchAndReturn", "catchAndReturn(\"x\")", "on an error, one element and completion instead.",
                covers: ["catchAndReturn(_:", "catchErrorJustReturn(_:"]
            ) { run in
                let source = try run.hot("-a-b-#")
                run.subscribe(source.catchAndReturn("x"))
            },
            OperatorDiagram(
                "catch-sequence", "Observable.catch(sequence: [first, second])",
                "the first source; on an error, the next, and so on; the last one's error ends it.",
                covers: ["catch(sequence:"]
            ) { run in
                let first = try run.cold("-a-#", as: "first")
                let second = try run.cold("-b-c-|", as: "second")
                run.subscribe(Observable.catch(sequence: [first.asObservable(), second.asObservable()]))
            },
            OperatorDiagram(
                "retry", "retry(3)",
                "on an error, the source again, up to three attempts in all; `retry()` has no limit.",
                covers: ["retry(_:", "retry()"]
            ) { run in
                let source = try run.cold("-a-#", as: "source")
                run.subscribe(source.retry(3))
            },
            OperatorDiagram(
                "retry-when", "retry { errors in errors.delay(.seconds(2), scheduler: scheduler) }",
                "on an error, the source again when the sequence made from the errors sends an element.",
                covers: ["retry(when:", "retryWhen(_:"]
            ) { run in
                let source = try run.cold("-a-#", as: "source")
                let scheduler = run.scheduler
                run.end = 214
                run.subscribe(
                    source.retry { (errors: Observable<Failure>) in errors.delay(.seconds(2), scheduler: scheduler) })
            },
        ]
    }

    static var time: [OperatorDiagram] {
        [
            OperatorDiagram(
                "debounce", "debounce(.seconds(3), scheduler: scheduler)",
                "an element once no other has followed it for the due time; the pending one is sent on completion."
            ) { run in
                let source = try run.hot("-a-bc---d----e-|")
                run.subscribe(source.debounce(.seconds(3), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "throttle", "throttle(.seconds(4), scheduler: scheduler)",
                "the first element of each window, and the window's latest at its end (`latest: true`, the default).",
                covers: ["throttle(_:"]
            ) { run in
                let source = try run.hot("-abc---d-----|")
                run.subscribe(source.throttle(.seconds(4), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "throttle-first", "throttle(.seconds(4), latest: false, scheduler: scheduler)",
                "with `latest: false`, the first element of each window only.", covers: ["throttle(_:"]
            ) { run in
                let source = try run.hot("-abc---d-----|")
                run.subscribe(source.throttle(.seconds(4), latest: false, scheduler: run.scheduler))
            },
            OperatorDiagram(
                "delay", "delay(.seconds(2), scheduler: scheduler)",
                "every element and the completion later by the due time; an error at once."
            ) { run in
                let source = try run.hot("-a-b--c-|")
                run.subscribe(source.delay(.seconds(2), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "delaySubscription", "delaySubscription(.seconds(3), scheduler: scheduler)",
                "the source subscribed after the due time: of a hot source, what it sends before is missed."
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                run.subscribe(source.delaySubscription(.seconds(3), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "timeout", "timeout(.seconds(3), scheduler: scheduler)",
                "the source's events, or a `timeout` error when it is silent for the due time.", covers: ["timeout(_:"]
            ) { run in
                let source = try run.hot("-a-b------c-|")
                run.subscribe(source.timeout(.seconds(3), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "timeout-other", "timeout(.seconds(3), other: fallback, scheduler: scheduler)",
                "with `other:`, that sequence instead of the error.", covers: ["timeout(_:"]
            ) { run in
                let source = try run.hot("-a-b------c-|")
                let fallback = try run.cold("-x-y|", as: "fallback")
                run.subscribe(source.timeout(.seconds(3), other: fallback, scheduler: run.scheduler))
            },
        ]
    }
}
