import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

// A service and a ViewModel as an app writes them against RxSwift + RxCocoa on Apple platforms,
// imports included: JSON from `URLSession.shared.rx.json(url:)` mapped into models, delivered on
// the main scheduler, exposed as a `Driver`. No file of this test target that imports only these
// sees `URLSession.rx` or `URLSession` itself unless the `RxCocoa` drop-in module re-exports
// StreamsNetworking and, on Linux, FoundationNetworking (the target has member import visibility
// on, so another file's imports do not help).

struct GitHubRepository: Equatable {
    let id: Int
    let name: String
    let stars: Int
}

enum GitHubServiceError: Swift.Error {
    case unexpectedJSON
}

final class GitHubService {
    private let baseURL: URL

    init(baseURL: URL) {
        self.baseURL = baseURL
    }

    func repositories(of user: String) -> Observable<[GitHubRepository]> {
        URLSession.shared.rx.json(url: baseURL.appendingPathComponent("users/\(user)/repos"))
            .map { json -> [GitHubRepository] in
                guard let items = json as? [[String: Any]] else { throw GitHubServiceError.unexpectedJSON }
                return items.compactMap { item in
                    guard let id = item["id"] as? Int, let name = item["name"] as? String else { return nil }
                    return GitHubRepository(id: id, name: name, stars: item["stargazers_count"] as? Int ?? 0)
                }
            }
    }
}

final class RepositoryListViewModel {
    let repositories: Driver<[GitHubRepository]>
    let title: Driver<String>

    init(user: Observable<String>, service: GitHubService) {
        repositories =
            user
            .flatMapLatest { user in service.repositories(of: user) }
            .observe(on: MainScheduler.instance)
            .asDriver(onErrorJustReturn: [])
        title = repositories.map { "\($0.count) repositories" }
    }
}

final class URLSessionViewModelTests: LeakCheckingTestCase {
    private var server: LoopbackHTTPServer!
    private var savedLogRule: ((URLRequest) -> Bool)!

    override func setUp() {
        super.setUp()
        server = try! LoopbackHTTPServer { request in
            switch request.path {
            case "/users/ada/repos":
                let body = #"[{"id": 1, "name": "engine", "stargazers_count": 12}, {"id": 2, "name": "notes"}]"#
                return .respond(
                    .init(status: 200, headers: [("Content-Type", "application/json")], body: Data(body.utf8)))
            default:
                return .respond(.init(status: 404, body: Data(#"{"message": "Not Found"}"#.utf8)))
            }
        }
        savedLogRule = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedLogRule
        XCTAssertTrue(server.stop(), "the loopback server's threads did not finish")
        server = nil
        super.tearDown()
    }

    func testTheViewModelDrivesTheModelsFromTheServerOnTheMainThread() {
        let viewModel = RepositoryListViewModel(user: .just("ada"), service: GitHubService(baseURL: server.url("/")))

        let (repositories, titles) = driveUntilCompleted(viewModel)

        XCTAssertEqual(
            repositories,
            [
                [
                    GitHubRepository(id: 1, name: "engine", stars: 12),
                    GitHubRepository(id: 2, name: "notes", stars: 0),
                ]
            ])
        XCTAssertEqual(titles, ["2 repositories"])
        XCTAssertEqual(server.requests.map(\.path), ["/users/ada/repos"])
    }

    func testAFailedRequestDrivesTheFallbackValue() {
        let viewModel = RepositoryListViewModel(user: .just("nobody"), service: GitHubService(baseURL: server.url("/")))

        let (repositories, titles) = driveUntilCompleted(viewModel)

        XCTAssertEqual(repositories, [[]])
        XCTAssertEqual(titles, ["0 repositories"])
        XCTAssertEqual(server.requests.map(\.path), ["/users/nobody/repos"])
    }

    /// Drives both outputs from the main thread until they complete, checking each element
    /// arrives on the main thread.
    private func driveUntilCompleted(_ viewModel: RepositoryListViewModel) -> ([[GitHubRepository]], [String]) {
        var repositories: [[GitHubRepository]] = []
        var titles: [String] = []
        let completed = expectation(description: "both outputs completed")
        completed.expectedFulfillmentCount = 2
        let disposeBag = DisposeBag()
        func drive<Value>(_ output: Driver<Value>, _ record: @escaping (Value) -> Void) {
            output
                .drive(
                    onNext: { value in
                        XCTAssertTrue(Thread.isMainThread)
                        record(value)
                    }, onCompleted: { completed.fulfill() }
                )
                .disposed(by: disposeBag)
        }
        drive(viewModel.repositories) { repositories.append($0) }
        drive(viewModel.title) { titles.append($0) }
        wait(for: [completed], timeout: 5)
        return (repositories, titles)
    }
}
