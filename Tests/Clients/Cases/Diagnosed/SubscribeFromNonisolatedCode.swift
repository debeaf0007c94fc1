import RxSwift

/// A status line: it belongs to the main actor.
@MainActor
final class StatusLine {
    var text = ""
}

/// Code that is not isolated to the main actor subscribes a closure that writes main-actor
/// state: the closure is not isolated either, so the compiler names the race.
nonisolated func show(_ statuses: Observable<String>, on line: StatusLine) -> Disposable {
    // expected error on the next line: main actor-isolated property 'text' can not be mutated from a nonisolated context
    statuses.subscribe(onNext: { line.text = $0 })
}
