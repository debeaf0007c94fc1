import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// An observer of the user's: in an app target it belongs to the main actor, and so does its
/// conformance.
final class LoginButtonState: ObserverType {
    var isEnabled = false

    func on(_ event: Event<Bool>) {
        if case .next(let isEnabled) = event { self.isEnabled = isEnabled }
    }
}

extension ObservableType where Element == String {
    /// A custom operator, as apps write them.
    func trimmed() -> Observable<String> {
        map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

/// An app's login view model: relays in, combineLatest, a custom operator, share, an observer
/// of its own, and a Driver out.
@MainActor
final class LoginViewModel {
    let username = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    let button = LoginButtonState()
    let canLogIn: Driver<Bool>
    private let bag = DisposeBag()

    init() {
        let valid = Observable.combineLatest(username.asObservable().trimmed(), password.asObservable()) {
            user, password in !user.isEmpty && password.count >= 6
        }
        .distinctUntilChanged()
        .share(replay: 1)
        canLogIn = valid.asDriver(onErrorJustReturn: false)
        valid.bind(to: button).disposed(by: bag)
    }
}

@MainActor
enum LoginCases {
    static var all: [ClientCase] {
        [ClientCase("an app's login view model", expected: .clean(output: "false true true"), body: logIn)]
    }

    static func logIn(finish: @escaping Finish) {
        let viewModel = LoginViewModel()
        var states: [Bool] = [viewModel.button.isEnabled]
        viewModel.username.accept(" ada ")
        viewModel.password.accept("secret1")
        states.append(viewModel.button.isEnabled)
        var driven = false
        _ = viewModel.canLogIn.drive(onNext: { driven = $0 })
        states.append(driven)
        finish(states.map(String.init).joined(separator: " "))
    }
}
