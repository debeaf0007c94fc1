import RxCocoa
import RxRelay
import RxSwift

/// A view model written before Swift concurrency, as RxSwift code is: a non-final class with
/// mutable state, no annotations, closures that capture `self` and local variables.
class CounterViewModel {
    let label = BehaviorRelay(value: "0")
    private var taps = 0
    private let bag = DisposeBag()

    init(increments: Observable<Void>) {
        increments
            .map { [unowned self] in self.taps + 1 }
            .do(onNext: { [unowned self] in self.taps = $0 })
            .map { "\($0)" }
            .bind(to: label)
            .disposed(by: bag)
    }
}

extension ObservableType {
    /// A custom operator that forwards a closure, as RxSwift-based libraries write them.
    func filterMap<Result>(_ transform: @escaping (Element) -> Result?) -> Observable<Result> {
        compactMap(transform)
    }
}

/// Sums with a plain `var` captured by a subscribe closure.
func total(of numbers: Observable<Int>) -> Int {
    var sum = 0
    _ = numbers.subscribe(onNext: { sum += $0 })
    return sum
}

enum PreConcurrencyCases {
    static var all: [ClientCase] {
        [ClientCase("a view model written before Swift concurrency", expected: .clean(output: "3 9"), body: count)]
    }

    static func count(finish: @escaping Finish) {
        let taps = PublishSubject<Void>()
        let viewModel = CounterViewModel(increments: taps)
        for _ in 0..<3 { taps.onNext(()) }
        let sum = total(of: Observable.of(1, 2, 3, 4).filterMap { $0 > 1 ? $0 : nil })
        finish("\(viewModel.label.value) \(sum)")
    }
}
