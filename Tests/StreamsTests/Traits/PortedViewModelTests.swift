// A ViewModel and its tests as they are written for RxSwift 6 + RxCocoa + RxTest. Porting them to
// Streams changed only the import lines:
//
//     import RxSwift      ─┐
//     import RxCocoa       ├─>  import Streams
//     import RxRelay      ─┘
//     import RxTest       ───>  import StreamsTest
import Foundation
import Streams
import StreamsTest
import XCTest

// MARK: - The ViewModel

struct Repo: Equatable {
    let id: Int
    let name: String
}

enum SearchError: Error, Equatable {
    case rateLimited
}

protocol RepoSearchAPI {
    func search(query: String) -> Single<[Repo]>
}

protocol ViewModelType {
    associatedtype Input
    associatedtype Output
    func transform(input: Input) -> Output
}

// snippet: ported-viewmodel
final class RepoSearchViewModel: ViewModelType {
    struct Input {
        let query: Driver<String>
        let refresh: Signal<Void>
        let clear: ControlEvent<Void>
    }

    struct Output {
        let repos: Driver<[Repo]>
        let isLoading: Driver<Bool>
        let summary: Driver<String>
        let errorMessage: Signal<String>
    }

    private let api: RepoSearchAPI
    private let loading = BehaviorRelay(value: false)
    private let errors = PublishRelay<String>()

    init(api: RepoSearchAPI) {
        self.api = api
    }

    func transform(input: Input) -> Output {
        let query = input.query
            .debounce(.seconds(5))
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .distinctUntilChanged()
            .filter { !$0.isEmpty }

        let refreshedQuery = input.refresh
            .withLatestFrom(query)
            .asDriver(onErrorDriveWith: .empty())

        let searches = Driver.merge(query, refreshedQuery)

        let found = searches.flatMapLatest { [api, loading, errors] query -> Driver<[Repo]> in
            api.search(query: query)
                .do(onSubscribe: { loading.accept(true) }, onDispose: { loading.accept(false) })
                .asDriver(onErrorRecover: { error in
                    errors.accept("Search for \"\(query)\" failed: \(error)")
                    return .just([])
                })
        }

        let cleared = input.clear.asDriver().map { [Repo]() }
        let repos = Driver.merge(found, cleared).startWith([])

        let summary = Driver.combineLatest(repos, loading.asDriver()) { repos, isLoading in
            isLoading ? "Searching…" : "\(repos.count) repositories"
        }
        .distinctUntilChanged()

        return Output(
            repos: repos,
            isLoading: loading.asDriver().distinctUntilChanged(),
            summary: summary,
            errorMessage: errors.asSignal()
        )
    }
}
// snippet end

// MARK: - Tests

final class FakeRepoSearchAPI: RepoSearchAPI {
    private let scheduler: TestScheduler
    private let responses: [String: TestableObservable<[Repo]>]
    private(set) var queries: [String] = []

    init(scheduler: TestScheduler, responses: [String: [Recorded<Event<[Repo]>>]]) {
        self.scheduler = scheduler
        self.responses = responses.mapValues { scheduler.createColdObservable($0) }
    }

    func requests(for query: String) -> [Subscription] {
        responses[query]?.subscriptions ?? []
    }

    func search(query: String) -> Single<[Repo]> {
        queries.append(query)
        guard let response = responses[query] else { return .error(SearchError.rateLimited) }
        return response.asSingle()
    }
}

final class PortedViewModelTests: ViewModelTestCase {
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    private let rxSwift = Repo(id: 1, name: "RxSwift")
    private let rxCocoa = Repo(id: 2, name: "RxCocoa")
    private let rxDataSources = Repo(id: 3, name: "RxDataSources")

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testSearchIsDebouncedAndShowsTheResults() {
        let api = FakeRepoSearchAPI(scheduler: scheduler, responses: [
            "rx": [.next(20, [rxSwift, rxCocoa]), .completed(20)],
        ])
        let viewModel = RepoSearchViewModel(api: api)
        let repos = scheduler.createObserver([Repo].self)
        let isLoading = scheduler.createObserver(Bool.self)
        let summary = scheduler.createObserver(String.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, "r"),
                .next(212, "rx"),
                .next(230, "rx "),
            ])
            let output = viewModel.transform(input: .init(
                query: query.asDriver(onErrorJustReturn: ""),
                refresh: .never(),
                clear: ControlEvent(events: Observable<Void>.never())
            ))
            output.repos.drive(repos).disposed(by: disposeBag)
            output.isLoading.drive(isLoading).disposed(by: disposeBag)
            output.summary.drive(summary).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(repos.events, [
            .next(0, []),
            .next(239, [rxSwift, rxCocoa]),
        ])
        XCTAssertEqual(isLoading.events, [
            .next(1, false),
            .next(219, true),
            .next(239, false),
        ])
        XCTAssertEqual(summary.events, [
            .next(1, "0 repositories"),
            .next(219, "Searching…"),
            .next(239, "2 repositories"),
        ])
        XCTAssertEqual(api.queries, ["rx"])
        XCTAssertEqual(api.requests(for: "rx"), [Subscription(218, 238)])
    }

    // snippet: ported-test
    func testANewQueryCancelsTheRequestInFlight() {
        let api = FakeRepoSearchAPI(scheduler: scheduler, responses: [
            "rx": [.next(30, [rxSwift]), .completed(30)],
            "rxdata": [.next(10, [rxDataSources]), .completed(10)],
        ])
        let viewModel = RepoSearchViewModel(api: api)
        let repos = scheduler.createObserver([Repo].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, "rx"),
                .next(225, "rxdata"),
            ])
            let output = viewModel.transform(input: .init(
                query: query.asDriver(onErrorJustReturn: ""),
                refresh: .never(),
                clear: ControlEvent(events: Observable<Void>.never())
            ))
            output.repos.drive(repos).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(repos.events, [
            .next(0, []),
            .next(242, [rxDataSources]),
        ])
        XCTAssertEqual(api.requests(for: "rx"), [Subscription(216, 231)])
        XCTAssertEqual(api.requests(for: "rxdata"), [Subscription(231, 241)])
    }
    // snippet end

    func testAFailedSearchShowsAnErrorAndAnEmptyList() {
        let api = FakeRepoSearchAPI(scheduler: scheduler, responses: [
            "rx": [.next(10, [rxSwift]), .completed(10)],
        ])
        let viewModel = RepoSearchViewModel(api: api)
        let repos = scheduler.createObserver([Repo].self)
        let errorMessage = scheduler.createObserver(String.self)

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([
                .next(210, "rx"),
                .next(300, "swift"),
            ])
            let output = viewModel.transform(input: .init(
                query: query.asDriver(onErrorJustReturn: ""),
                refresh: .never(),
                clear: ControlEvent(events: Observable<Void>.never())
            ))
            output.repos.drive(repos).disposed(by: disposeBag)
            output.errorMessage.emit(to: errorMessage).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(repos.events, [
            .next(0, []),
            .next(227, [rxSwift]),
            .next(308, []),
        ])
        XCTAssertEqual(errorMessage.events, [
            .next(308, "Search for \"swift\" failed: rateLimited"),
        ])
    }

    func testRefreshRepeatsTheLatestQueryAndClearEmptiesTheList() {
        let api = FakeRepoSearchAPI(scheduler: scheduler, responses: [
            "rx": [.next(10, [rxSwift]), .completed(10)],
        ])
        let viewModel = RepoSearchViewModel(api: api)
        let repos = scheduler.createObserver([Repo].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(210, "rx")])
            let refresh = scheduler.createHotObservable([.next(300, ())])
            let clear = scheduler.createHotObservable([.next(400, ())])
            let output = viewModel.transform(input: .init(
                query: query.asDriver(onErrorJustReturn: ""),
                refresh: refresh.asSignal(onErrorJustReturn: ()),
                clear: ControlEvent(events: clear)
            ))
            output.repos.drive(repos).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(repos.events, [
            .next(0, []),
            .next(227, [rxSwift]),
            .next(313, [rxSwift]),
            .next(401, []),
        ])
        XCTAssertEqual(api.queries, ["rx", "rx"])
        XCTAssertEqual(api.requests(for: "rx"), [Subscription(216, 226), Subscription(302, 312)])
    }

    func testALateSubscriberGetsTheCurrentStateButNoPastErrors() {
        let api = FakeRepoSearchAPI(scheduler: scheduler, responses: [:])
        let viewModel = RepoSearchViewModel(api: api)
        let earlyMessages = scheduler.createObserver(String.self)
        let lateMessages = scheduler.createObserver(String.self)
        let lateRepos = scheduler.createObserver([Repo].self)

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(210, "rx")])
            let output = viewModel.transform(input: .init(
                query: query.asDriver(onErrorJustReturn: ""),
                refresh: .never(),
                clear: ControlEvent(events: Observable<Void>.never())
            ))
            output.repos.drive().disposed(by: disposeBag)
            output.errorMessage.emit(to: earlyMessages).disposed(by: disposeBag)
            scheduler.scheduleAt(400) {
                output.repos.drive(lateRepos).disposed(by: self.disposeBag)
                output.errorMessage.emit(to: lateMessages).disposed(by: self.disposeBag)
            }
            scheduler.start()
        }

        XCTAssertEqual(earlyMessages.events, [.next(218, "Search for \"rx\" failed: rateLimited")])
        XCTAssertEqual(lateMessages.events, [])
        XCTAssertEqual(lateRepos.events, [.next(400, [])])
    }
}
