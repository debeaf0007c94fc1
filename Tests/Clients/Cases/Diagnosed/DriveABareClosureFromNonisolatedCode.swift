import RxCocoa
import RxSwift

/// A status line: it belongs to the main actor.
@MainActor
final class StatusLine {
    var text = ""
}

/// A closure without the `@MainActor` mark keeps RxSwift's type, so that RxSwift code builds the
/// same: from code that is not isolated, the compiler names its access to main-actor state (the
/// fix is `{ @MainActor in ... }`).
nonisolated func show(_ statuses: Driver<String>, on line: StatusLine) -> Disposable {
    // expected error on the next line: main actor-isolated property 'text' can not be mutated from a nonisolated context
    statuses.drive(onNext: { line.text = $0 })
}
