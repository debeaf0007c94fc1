import Foundation
import RxCocoa
import RxRelay
import RxSwift
import Streams

/// A label of a UI toolkit: it belongs to the main actor.
@MainActor
final class TitleLabel {
    var text = ""
    func show(_ title: String) { text = title }
}

/// Shows titles from code that is not isolated to the main actor, as a coordinator or a
/// library does: the closures marked `@MainActor` touch the label, and the compiler accepts them
/// because a Driver, a Signal and a Binder deliver on the main thread.
// snippet: main-actor-closures
nonisolated func showTitles(
    _ titles: Driver<String>, alerts: Signal<String>, on label: TitleLabel
) -> Disposable {
    let suffix = Binder<String>(label) { @MainActor label, text in label.text += " (\(text))" }
    return Disposables.create(
        titles.drive(onNext: { @MainActor title in label.text = title }),
        alerts.emit(onNext: { @MainActor text in label.show(text) }),
        alerts.map { _ in "alert" }.emit(to: suffix))
}
// snippet end

/// Correct Rx code: it does its work off the main actor, hops back before touching state, and
/// consumes Drivers and Signals with drive and emit.
@MainActor
enum CorrectCode {
    static let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)

    static var all: [ClientCase] {
        [
            ClientCase(
                "pure work on a background queue, then a hop back before the state is written",
                expected: .clean(output: "ADA"), body: workInTheBackgroundThenAHopBack),
            ClientCase(
                "drive, emit and a Binder from code that is not isolated touch main-actor state",
                expected: .clean(output: "Ada, then Grace (alert)"), body: mainActorClosuresFromNonisolatedCode),
            ClientCase(
                "a view model on the main actor awaits a Single's value and iterates an Observable's values",
                expected: .clean(output: "profile 1 2 3"), body: asyncBridgesFromTheMainActor),
        ]
    }

    static func workInTheBackgroundThenAHopBack(finish: @escaping Finish) {
        let screen = ProfileScreen()
        let names = PublishSubject<String>()
        // snippet: correct-hop
        _ = names
            .observe(on: background)
            .map { $0.uppercased() }   // work that touches no state, on the background queue
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { name in
                screen.title = name    // state, on the main actor
                finish(screen.title)
            })
        // snippet end
        names.onNext("ada")
    }

    static func mainActorClosuresFromNonisolatedCode(finish: @escaping Finish) {
        let label = TitleLabel()
        let titles = BehaviorRelay(value: "Ada")
        let alerts = PublishRelay<String>()
        let subscription = showTitles(titles.asDriver(), alerts: alerts.asSignal(), on: label)
        let first = label.text
        alerts.accept("Grace")
        subscription.dispose()
        finish("\(first), then \(label.text)")
    }

    static func asyncBridgesFromTheMainActor(finish: @escaping Finish) {
        let loader = ProfileLoader()
        Task {
            try await loader.load(Single.just("profile"), pages: Observable.of(1, 2, 3))
            finish(loader.summary)
        }
    }
}

/// Awaits the async bridges from the main actor: neither sequence leaves it.
// snippet: await-on-main-actor
@MainActor
final class ProfileLoader {
    var summary = ""

    func load(_ profile: Single<String>, pages: Observable<Int>) async throws {
        summary = try await profile.value
        for try await page in pages.values {
            summary += " \(page)"
        }
    }
}
// snippet end
