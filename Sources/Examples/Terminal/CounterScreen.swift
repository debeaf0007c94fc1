import Foundation
import Streams

/// The MVI counter as a text screen, bound the way a UIKit view controller binds its presenter:
/// each button's taps become intents bound to the presenter, and the state is mapped,
/// de-duplicated and observed on the main scheduler before it reaches the labels. Commands:
/// `+`, `-`, `l` (load the starting value).
public final class CounterScreen: TerminalScreen {
    public let name = "counter"
    public let help = ["+ increment", "- decrement", "l load the starting value"]
    private let presenter: CounterPresenter
    // The buttons: their taps, as a UIKit button's `rx.tap` would deliver them.
    private let incrementButton = PublishSubject<Void>()
    private let decrementButton = PublishSubject<Void>()
    private let loadButton = PublishSubject<Void>()
    // The labels.
    private var countLabel = "0"
    private var isLoadingIndicatorVisible = false
    private var errorLabel: String?
    private let disposeBag = DisposeBag()

    /// A counter whose starting value (`serverCount`) arrives after `latency` on `scheduler`.
    public init(scheduler: any SchedulerType & Sendable, serverCount: Int = 42, latency: RxTimeInterval = .seconds(1)) {
        presenter = CounterPresenter(api: FakeCounterAPI(count: serverCount, latency: latency, scheduler: scheduler))
    }

    public var changes: Observable<Void> { presenter.state.map { _ in () } }

    public func start() {
        // View events → intents. `presenter.intents` ignores completion, so a button that goes
        // away cannot stop the presenter.
        incrementButton.map { CounterIntent.incrementButtonTapped }.bind(to: presenter.intents).disposed(by: disposeBag)
        decrementButton.map { CounterIntent.decrementButtonTapped }.bind(to: presenter.intents).disposed(by: disposeBag)
        loadButton.map { CounterIntent.loadInitialData }.bind(to: presenter.intents).disposed(by: disposeBag)

        // State → labels.
        presenter.state
            .map { String($0.count) }
            .distinctUntilChanged()
            .observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] in self?.countLabel = $0 })
            .disposed(by: disposeBag)
        presenter.state
            .map(\.isLoading)
            .distinctUntilChanged()
            .observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] in self?.isLoadingIndicatorVisible = $0 })
            .disposed(by: disposeBag)
        presenter.state
            .map(\.errorMessage)
            .distinctUntilChanged()
            .observe(on: MainScheduler.instance)
            .bind(onNext: { [weak self] in self?.errorLabel = $0 })
            .disposed(by: disposeBag)

        loadButton.onNext(())
    }

    public func handle(_ command: String) -> CommandOutcome {
        switch command {
        case "+": incrementButton.onNext(())
        case "-": decrementButton.onNext(())
        case "l": loadButton.onNext(())
        default: return .unknown
        }
        return .done
    }

    public func render() -> [String] {
        var lines = ["count: \(countLabel)"]
        if isLoadingIndicatorVisible { lines.append("loading the starting value…") }
        if let errorLabel { lines.append("error: \(errorLabel)") }
        return TextBox.draw(title: "Counter", lines: lines, width: 34)
    }
}
