import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift

// Code as RxSwift-based libraries and apps write it, compiled against the drop-in modules in
// Swift 6 language mode (this target) and in Swift 5 mode (DropInSwift5Tests, the same file):
// if a change to Streams stops it compiling in either mode, `swift test` fails. Nothing here
// names Streams.

/// A library's alias, as RxSwift extension libraries declare it beside helpers of their own.
typealias Observable = RxSwift.Observable

/// A library's own disposable: not final, with mutable state that is not `Sendable`.
class Bindings<Event>: Disposable {
    private(set) var sources: [Observable<Event>] = []
    private var disposeBag = DisposeBag()
    var isDisposed = false

    func bind(_ source: Observable<Event>, to observer: AnyObserver<Event>) {
        sources.append(source)
        source.subscribe(observer).disposed(by: disposeBag)
    }

    func dispose() {
        isDisposed = true
        sources = []
        disposeBag = DisposeBag()
    }
}

/// A scheduler of an app's own that runs everything at once and counts what it ran.
class ImmediateCountingScheduler: SchedulerType {
    var scheduled = 0
    var now: RxTime { Date(timeIntervalSince1970: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduled += 1
        return action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        schedule(state, action: action)
    }
}

/// A virtual clock counted in minutes, with a converter class that keeps a log.
class MinuteConverter: VirtualTimeConverterType {
    var log: [String] = []

    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime * 60))
    }
    func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 60) }
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval * 60)
    }
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval / 60) }
    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        log.append("offset \(time) by \(offset)")
        return time + offset
    }
    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// An observer class with state of its own.
class CollectingObserver<Element>: ObserverType {
    var elements: [Element] = []
    var isCompleted = false

    func on(_ event: RxSwift.Event<Element>) {
        switch event {
        case .next(let element): elements.append(element)
        case .completed: isCompleted = true
        case .error: break
        }
    }
}

/// The usual MVVM protocol of RxSwift apps.
protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

/// What a search service returns.
protocol SearchService {
    func search(_ query: String) -> Single<[String]>
}

/// A search screen's ViewModel: queries are debounced and de-duplicated, each search replaces
/// the one before, failures become a message and an empty list.
final class SearchViewModel: ViewModelType {
    struct Input {
        let query: RxSwift.Observable<String>
        let refresh: RxCocoa.Signal<Void>
    }

    struct Output {
        let results: RxCocoa.Driver<[String]>
        let isSearching: Driver<Bool>
        let failure: Signal<String>
    }

    private let service: SearchService
    private let scheduler: SchedulerType

    init(service: SearchService, scheduler: SchedulerType) {
        self.service = service
        self.scheduler = scheduler
    }

    func transform(input: Input) -> Output {
        let searching = RxRelay.BehaviorRelay(value: false)
        let failures = PublishRelay<String>()
        let queries = Observable.merge(
            input.query.debounce(.milliseconds(300), scheduler: scheduler).distinctUntilChanged(),
            input.refresh.asObservable().withLatestFrom(input.query)
        )
        let results =
            queries
            .flatMapLatest { [service] query -> Observable<[String]> in
                service.search(query)
                    .asObservable()
                    .do(onSubscribe: { searching.accept(true) }, onDispose: { searching.accept(false) })
                    .catch { error in
                        failures.accept("\(error)")
                        return .just([])
                    }
            }
            .asDriver(onErrorJustReturn: [])
        return Output(results: results, isSearching: searching.asDriver(), failure: failures.asSignal())
    }
}

/// The search service over HTTP, as an app writes it with RxCocoa's `URLSession.rx`. On Apple
/// platforms `import Foundation` brings `URLSession` and `URLRequest`; on Linux they are in
/// FoundationNetworking, which the `RxCocoa` drop-in module re-exports, so this file imports
/// nothing more.
struct HTTPSearchService: SearchService {
    let endpoint: URL
    let session: URLSession

    func search(_ query: String) -> Single<[String]> {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "q", value: query)]
        let request = URLRequest(url: components?.url ?? endpoint)
        return session.rx.json(request: request)
            .map { json -> [String] in
                guard let names = json as? [String] else {
                    throw RxCocoaError.castingError(object: json, targetType: [String].self)
                }
                return names
            }
            .asSingle()
    }
}

/// Counts with a plain `var` captured by a subscribe closure, as RxSwift code does.
func sumOfElements(_ source: Observable<Int>) -> Int {
    var sum = 0
    _ = source.subscribe(onNext: { sum += $0 })
    return sum
}

/// Sends from another thread into a subject, and disposes a subscription there: what a Swift 6
/// `@Sendable` closure may capture (Streams' subjects and disposable classes are `Sendable`;
/// a bare `Disposable` value, as with RxSwift, is not).
func sendFromAnotherThread(
    into subject: PublishSubject<Int>, thenDispose subscription: SingleAssignmentDisposable, done: DispatchSemaphore
) {
    DispatchQueue.global().async {
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        done.signal()
    }
}

/// A library's own abstraction that RxSwift's `Observable` satisfies as it is: its requirements
/// are RxSwift's subscribing methods, word for word.
protocol ClosureSubscribable {
    associatedtype Element
    func subscribe(
        onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable
    func bind(onNext: @escaping (Element) -> Void) -> Disposable
}

extension Observable: ClosureSubscribable {}

/// Subscribes through the protocol, not knowing the type.
func subscribeCounting<Source: ClosureSubscribable>(_ source: Source, into counter: @escaping () -> Void) -> Disposable
{
    source.subscribe(onNext: { _ in counter() }, onError: nil, onCompleted: nil, onDisposed: nil)
}

/// The subscribing methods as function values, named by their full RxSwift names (`owner` is
/// the object `subscribe(with:)` holds weakly).
func subscribingFunctions(of subject: PublishSubject<Int>, owner: NSObject) -> [(@escaping (Int) -> Void) -> Disposable]
{
    let subscribe = subject.subscribe(onNext:onError:onCompleted:onDisposed:)
    let bind = subject.bind(onNext:)
    let subscribeWith:
        (
            NSObject, ((NSObject, Int) -> Void)?, ((NSObject, Swift.Error) -> Void)?, ((NSObject) -> Void)?,
            ((NSObject) -> Void)?
        ) -> Disposable = subject.subscribe(with:onNext:onError:onCompleted:onDisposed:)
    return [
        { onNext in subscribe(onNext, nil, nil, nil) },
        bind,
        { onNext in subscribeWith(owner, { _, element in onNext(element) }, nil, nil, nil) },
    ]
}
