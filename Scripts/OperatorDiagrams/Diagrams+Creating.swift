import Streams
import StreamsInspector
import StreamsTest

extension OperatorDiagrams {
    static var creating: [OperatorDiagram] {
        [
            OperatorDiagram(
                "just", "Observable.just(\"a\")", "one element and completion, at once when subscribed."
            ) { run in
                run.subscribe(Observable.just("a"))
            },
            OperatorDiagram(
                "of", "Observable.of(\"a\", \"b\", \"c\", scheduler: scheduler)",
                "the elements given, one per step of the scheduler, then completion."
            ) { run in
                run.subscribe(Observable.of("a", "b", "c", scheduler: run.scheduler))
            },
            OperatorDiagram(
                "from", "Observable.from([\"a\", \"b\", \"c\"], scheduler: scheduler)",
                "the elements of a sequence, one per step of the scheduler, then completion."
            ) { run in
                run.subscribe(Observable.from(["a", "b", "c"], scheduler: run.scheduler))
            },
            OperatorDiagram(
                "from-optional", "Observable.from(optional: \"a\")",
                "the optional's value and completion, or completion alone for `nil`.", covers: ["from(optional:"]
            ) { run in
                run.subscribe(Observable.from(optional: "a"))
            },
            OperatorDiagram(
                "range", "Observable.range(start: 1, count: 4, scheduler: scheduler)",
                "`count` consecutive integers from `start`, one per step, then completion."
            ) { run in
                run.subscribe(Observable.range(start: 1, count: 4, scheduler: run.scheduler))
            },
            OperatorDiagram(
                "generate",
                "Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: scheduler) { $0 * 3 }",
                "a state, iterated while the condition holds, one per step."
            ) { run in
                run.subscribe(
                    Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: run.scheduler) { $0 * 3 })
            },
            OperatorDiagram(
                "repeatElement", "Observable.repeatElement(\"a\", scheduler: scheduler)",
                "one element over and over, one per step, until disposed."
            ) { run in
                run.end = 206
                run.subscribe(Observable.repeatElement("a", scheduler: run.scheduler))
            },
            OperatorDiagram(
                "interval", "Observable<Int>.interval(.seconds(3), scheduler: scheduler)",
                "0, 1, 2… one per period, the first a period after the subscription; it never completes."
            ) { run in
                run.end = 212
                run.subscribe(Observable<Int>.interval(.seconds(3), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "timer", "Observable<Int>.timer(.seconds(2), period: .seconds(4), scheduler: scheduler)",
                "0 after the due time, then 1, 2… one per period; without a period, 0 and completion."
            ) { run in
                run.end = 213
                run.subscribe(Observable<Int>.timer(.seconds(2), period: .seconds(4), scheduler: run.scheduler))
            },
            OperatorDiagram(
                "create", "Observable.create { observer in … }",
                "whatever the closure sends its observer: here `a` at once, `b` and completion three ticks later.",
                covers: ["create(_:"]
            ) { run in
                let scheduler = run.scheduler
                run.subscribe(
                    Observable<String>.create { observer in
                        observer.onNext("a")
                        return scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
                            observer.onNext("b")
                            observer.onCompleted()
                            return Disposables.create()
                        }
                    })
            },
            OperatorDiagram(
                "deferred", "Observable.deferred { Observable.just(nextNumber()) }",
                "the closure runs at each subscription: each subscriber gets a sequence of its own.",
                covers: ["deferred(_:"]
            ) { run in
                var count = 0
                let counted = Observable.deferred {
                    count += 1
                    return Observable.just(count)
                }
                run.subscribe(counted, as: "subscriber 1")
                run.subscribe(counted, as: "subscriber 2", at: 204)
            },
            OperatorDiagram("empty", "Observable<String>.empty()", "completion, at once when subscribed.") { run in
                run.subscribe(Observable<String>.empty())
            },
            OperatorDiagram("never", "Observable<String>.never()", "nothing, ever.") { run in
                run.end = 206
                run.subscribe(Observable<String>.never())
            },
            OperatorDiagram("error", "Observable<String>.error(failure)", "the error, at once when subscribed.") {
                run in
                run.subscribe(Observable<String>.error(Failure()))
            },
            OperatorDiagram(
                "using", "Observable.using({ Resource() }) { resource in source }",
                "the source's events; the resource lives from the subscription until its disposal (here when the source completes).",
                covers: ["using(_:"]
            ) { run in
                let source = try run.hot("-a-b-|", as: "source")
                final class Resource: Disposable {
                    func dispose() {}
                }
                run.subscribe(Observable.using({ Resource() }) { _ in source.asObservable() })
            },
        ]
    }
}
