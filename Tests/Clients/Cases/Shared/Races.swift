import RxCocoa
import RxRelay
import RxSwift

/// A screen's state, isolated to the main actor as a view model is (in an app target, by
/// default).
@MainActor
final class ProfileScreen {
    var title = ""
}

/// The races of the "Swift concurrency" article: main-actor code whose closures Streams runs off
/// the main actor.
@MainActor
enum Races {
    static let background = SerialDispatchQueueScheduler(internalSerialQueueName: "clients.background")

    static var all: [ClientCase] {
        [
            ClientCase(
                "a subscriber writes the screen's state after a hop to a background queue",
                expected: .reported(call: "subscribe(onNext:)", output: "Ada"), body: subscriberAfterABackgroundHop),
            ClientCase(
                "a do handler writes the screen's state on a background queue",
                expected: .reported(call: "do", output: "Grace"), body: doHandlerOnABackgroundQueue),
            ClientCase(
                "create's closure reads the screen's state when subscribed on a background queue",
                expected: .reported(call: "create(_:)", output: "Hopper"), body: createSubscribedOnABackgroundQueue),
            ClientCase(
                "a map closure writes the screen's state on a background queue",
                expected: .notCheckable(output: "Lovelace"), body: mapOnABackgroundQueue),
        ]
    }

    static func subscriberAfterABackgroundHop(finish: @escaping Finish) {
        let screen = ProfileScreen()
        let names = PublishSubject<String>()
        // snippet: race
        _ = names
            .observe(on: background)
            .subscribe(onNext: { name in
                screen.title = name   // main-actor state, written on the background queue
                finish(name)
            })
        // snippet end
        names.onNext("Ada")
    }

    static func doHandlerOnABackgroundQueue(finish: @escaping Finish) {
        let screen = ProfileScreen()
        let names = PublishSubject<String>()
        _ = names.observe(on: background)
            .do(onNext: { screen.title = $0 })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: finish)
        names.onNext("Grace")
    }

    static func createSubscribedOnABackgroundQueue(finish: @escaping Finish) {
        let screen = ProfileScreen()
        screen.title = "Hopper"
        let title = Observable<String>.create { observer in
            observer.onNext(screen.title)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = title.subscribe(on: background).observe(on: MainScheduler.instance).subscribe(onNext: finish)
    }

    static func mapOnABackgroundQueue(finish: @escaping Finish) {
        let screen = ProfileScreen()
        let names = PublishSubject<String>()
        _ = names.observe(on: background)
            .map { name -> String in
                screen.title = name
                return name
            }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: finish)
        names.onNext("Lovelace")
    }
}
