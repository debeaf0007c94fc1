import Streams
import StreamsInspector
import StreamsTest

extension OperatorDiagrams {
    static var sharing: [OperatorDiagram] {
        [
            OperatorDiagram(
                "share", "share(replay: 1)",
                "one subscription to the source for all subscribers; a late subscriber first gets the latest element.",
                covers: ["share(replay:"]
            ) { run in
                let source = try run.hot("-a-b-c---d-|")
                let shared = source.share(replay: 1)
                run.subscribe(shared, as: "subscriber 1")
                run.subscribe(shared, as: "subscriber 2", at: 206)
            },
            OperatorDiagram(
                "publish", "publish()",
                "a connectable sequence: the source is subscribed at `connect()` (here at 203), and subscribers get what follows.",
                covers: ["publish()"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                let published = source.publish()
                run.at(203) { _ = published.connect() }
                run.subscribe(published, as: "subscriber 1")
                run.subscribe(published, as: "subscriber 2", at: 206)
            },
            OperatorDiagram(
                "replay", "replay(2)",
                "a connectable sequence that replays its last elements to each new subscriber.", covers: ["replay(_:"]
            ) { run in
                let source = try run.hot("-a-b-c---d-|")
                let replayed = source.replay(2)
                run.at(200) { _ = replayed.connect() }
                run.subscribe(replayed, as: "subscriber 1")
                run.subscribe(replayed, as: "subscriber 2", at: 207)
            },
            OperatorDiagram(
                "replayAll", "replayAll()",
                "a connectable sequence that replays every element to each new subscriber."
            ) { run in
                let source = try run.hot("-a-b-c---d-|")
                let replayed = source.replayAll()
                run.at(200) { _ = replayed.connect() }
                run.subscribe(replayed, as: "subscriber 1")
                run.subscribe(replayed, as: "subscriber 2", at: 207)
            },
            OperatorDiagram(
                "multicast", "multicast(PublishSubject())",
                "a connectable sequence through the given subject (or one made per connection).",
                covers: ["multicast(_:", "multicast(makeSubject:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                let multicast = source.multicast(PublishSubject())
                run.at(202) { _ = multicast.connect() }
                run.subscribe(multicast, as: "subscriber 1")
                run.subscribe(multicast, as: "subscriber 2", at: 206)
            },
            OperatorDiagram(
                "refCount", "publish().refCount()",
                "connects at the first subscriber and disconnects (disposing the source) when the last leaves.",
                covers: ["refCount()"]
            ) { run in
                let source = try run.hot("-a-b-c-d-e-|")
                let counted = source.publish().refCount()
                run.subscribe(counted, as: "subscriber 1", until: 205)
                run.subscribe(counted, as: "subscriber 2", at: 203, until: 208)
            },
        ]
    }

    static var utility: [OperatorDiagram] {
        [
            OperatorDiagram(
                "do", "do(onNext: { print($0) })",
                "the source's events unchanged; the handlers run for each, before it goes on.", covers: ["do(onNext:"]
            ) { run in
                let source = try run.hot("-a-b-c-|")
                var seen: [String] = []
                run.subscribe(source.do(onNext: { seen.append($0) }))
            },
            OperatorDiagram(
                "debug", "debug(\"source\")", "the source's events unchanged, each logged with a timestamp."
            ) { run in
                let source = try run.hot("-a-b-c-|")
                let output = Hooks.debugOutput
                Hooks.debugOutput = { _ in }
                run.subscribe(source.debug("source"))
                run.at(999) { Hooks.debugOutput = output }
            },
            OperatorDiagram(
                "observe-on", "observe(on: scheduler)",
                "the source's events, delivered on the scheduler (on a `TestScheduler`, each a tick later).",
                covers: ["observe(on:", "observeOn(_:"]
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.observe(on: run.scheduler))
            },
            OperatorDiagram(
                "subscribe-on", "subscribe(on: scheduler)",
                "the source subscribed (and disposed) on the scheduler: here a tick after the subscription.",
                covers: ["subscribe(on:", "subscribeOn(_:"]
            ) { run in
                let source = try run.hot("a-b-c-|")
                run.subscribe(source.subscribe(on: run.scheduler))
            },
            OperatorDiagram(
                "debugName", "debugName(\"search\")",
                "the source's events unchanged; the subscription inspector calls the stage by the name."
            ) { run in
                let source = try run.hot("-a-b-c-|")
                run.subscribe(source.debugName("search"))
            },
            OperatorDiagram(
                "materialize", "materialize()",
                "each event as an element: the error becomes an element, then completion; it never fails."
            ) { run in
                let source = try run.hot("-a-b-#")
                run.subscribe(source.materialize(), describe: { $0.debugDescription })
            },
            OperatorDiagram(
                "dematerialize", "dematerialize()", "elements that are events, turned back into events."
            ) { run in
                let events: [Character: Event<String>] = ["a": .next("a"), "b": .next("b"), "e": .error(Failure())]
                let source = try run.hot("-a-b-e-|", as: "source", values: events) { $0.debugDescription }
                run.subscribe(source.dematerialize())
            },
        ]
    }

    static var subscribing: [OperatorDiagram] {
        [
            OperatorDiagram(
                "subscribe", "subscribe(onNext:onError:onCompleted:) … disposed at 205",
                "the handlers get the events until the subscription is disposed, which disposes the chain.",
                covers: ["subscribe(onNext:", "subscribe(_:", "subscribe(with:"]
            ) { run in
                let source = try run.hot("-a-b-c-d-|")
                let received = run.scheduler.createObserver(String.self)
                var subscription: Disposable?
                run.at(200) {
                    subscription = source.subscribe(
                        onNext: { received.onNext($0) }, onError: { received.onError($0) },
                        onCompleted: { received.onCompleted() })
                }
                run.at(205) { subscription?.dispose() }
                run.lanes {
                    [
                        MarbleDiagram.Lane(
                            label: "handlers", events: received.events.map { ($0.time, $0.value) },
                            subscriptions: [.init(subscribed: 200, disposed: 205)])
                    ]
                }
            },
            OperatorDiagram(
                "bind", "bind(to: relay)",
                "the elements sent to observers or relays; a relay's subscribers never see the completion.",
                covers: ["bind(to:", "bind(onNext:", "bind(with:"]
            ) { run in
                let source = try run.hot("-a-b-c-|")
                let relay = PublishRelay<String>()
                run.at(200) { _ = source.bind(to: relay) }
                run.subscribe(relay, as: "relay")
            },
        ]
    }

    static var converting: [OperatorDiagram] {
        [
            OperatorDiagram(
                "asSingle", "asSingle()",
                "a `Single`: the one element, sent when the source completes; none or a second fails."
            ) { run in
                let source = try run.hot("--a--|")
                run.subscribe(source.asSingle())
            },
            OperatorDiagram(
                "asMaybe", "asMaybe()", "a `Maybe`: the one element when the source completes, or completion alone."
            ) { run in
                let source = try run.hot("----|")
                run.subscribe(source.asMaybe())
            },
            OperatorDiagram(
                "asCompletable", "ignoreElements().asCompletable()",
                "a `Completable`: the completion or the error, no element."
            ) { run in
                let source = try run.hot("-a-b-|")
                run.subscribe(source.ignoreElements().asCompletable())
            },
            OperatorDiagram(
                "asInfallible", "asInfallible(onErrorJustReturn: \"x\")",
                "an `Infallible`: the error replaced, here by one element and completion.",
                covers: [
                    "asInfallible(onErrorJustReturn:", "asInfallible(onErrorFallbackTo:",
                    "asInfallible(onErrorRecover:",
                ]
            ) { run in
                let source = try run.hot("-a-b-#")
                run.subscribe(source.asInfallible(onErrorJustReturn: "x"))
            },
            OperatorDiagram(
                "asDriver", "asDriver(onErrorJustReturn: \"x\")",
                "a `Driver`: delivered on the main scheduler (here the test scheduler, a tick later), shared, replaying the latest to a late subscriber, the error replaced.",
                covers: [
                    "asDriver(onErrorJustReturn:", "asDriver(onErrorDriveWith:", "asDriver(onErrorRecover:",
                    "asSharedSequence(sharingStrategy:",
                ]
            ) { run in
                let source = try run.hot("-a-b-c-#")
                var driver = Driver<String>.empty()
                SharingScheduler.mock(scheduler: run.scheduler) { driver = source.asDriver(onErrorJustReturn: "x") }
                run.subscribe(driver, as: "subscriber 1")
                run.subscribe(driver, as: "subscriber 2", at: 205)
            },
            OperatorDiagram(
                "asSignal", "asSignal(onErrorJustReturn: \"x\")",
                "a `Signal`: like a `Driver`, but a late subscriber gets no replay.",
                covers: ["asSignal(onErrorJustReturn:", "asSignal(onErrorSignalWith:", "asSignal(onErrorRecover:"]
            ) { run in
                let source = try run.hot("-a-b-c-#")
                var signal = Signal<String>.empty()
                SharingScheduler.mock(scheduler: run.scheduler) { signal = source.asSignal(onErrorJustReturn: "x") }
                run.subscribe(signal, as: "subscriber 1")
                run.subscribe(signal, as: "subscriber 2", at: 205)
            },
        ]
    }
}
