import Dispatch
import Foundation
import Streams

/// The boards of the community screen, in segment order.
public enum CommunitySectionType: Int, CaseIterable, Hashable, Comparable, Sendable {
    case invLogBoard
    case detectiveMateBoard

    /// The segment's title.
    public var name: String {
        switch self {
        case .invLogBoard: return "Investment log"
        case .detectiveMateBoard: return "Detective mates"
        }
    }

    public static func < (lhs: CommunitySectionType, rhs: CommunitySectionType) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// A post.
public struct CommunityModel: Equatable, Hashable, Sendable {
    public let id: Int
    public var title: String
    public var contentImage: [String]

    public init(id: Int, title: String, contentImage: [String] = []) {
        self.id = id
        self.title = title
        self.contentImage = contentImage
    }
}

/// A post as the collection view shows it: the post and its images as items.
public struct CommunitySection: Equatable, Sendable {
    public let model: CommunityModel
    public let items: [String]

    public init(model: CommunityModel, items: [String]) {
        self.model = model
        self.items = items
    }
}

/// One page of a board.
public struct CommunityPage: Equatable, Sendable {
    public let posts: [CommunityModel]
    /// The page to ask for next; `nil` at the end of the list.
    public let nextPage: Int?

    public init(posts: [CommunityModel], nextPage: Int?) {
        self.posts = posts
        self.nextPage = nextPage
    }
}

/// The community server. Pages count from 1.
public protocol CommunityAPI: Sendable {
    func fetchPosts(category: CommunitySectionType, page: Int) -> Single<CommunityPage>
}

/// An error the community server answers with.
public struct CommunityAPIError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// An in-memory community server: each board is a list of posts served `pageSize` at a time,
/// `latency` after the request, on `scheduler`. It records every request, so tests can prove
/// there is one fetch per trigger and no page is asked for twice.
public final class FakeCommunityAPI: CommunityAPI, @unchecked Sendable {
    // @unchecked Sendable: mutable state is only touched under `lock`.
    /// A request the server received.
    public struct Request: Equatable, Sendable, CustomStringConvertible {
        public let category: CommunitySectionType
        public let page: Int
        public var description: String { "\(category) p\(page)" }
        public init(_ category: CommunitySectionType, page: Int) {
            self.category = category
            self.page = page
        }
    }

    private let scheduler: SchedulerType
    private let latency: RxTimeInterval
    private let pageSize: Int
    private let lock = NSLock()
    private var boards: [CommunitySectionType: [CommunityModel]]
    private var failures: [String] = []
    private var extraLatency: [RxTimeInterval] = []
    private var log: [Request] = []

    public init(
        boards: [CommunitySectionType: [CommunityModel]], pageSize: Int = 2,
        latency: RxTimeInterval = .milliseconds(500), scheduler: SchedulerType
    ) {
        precondition(pageSize > 0, "FakeCommunityAPI: pageSize must be positive")
        self.boards = boards
        self.pageSize = pageSize
        self.latency = latency
        self.scheduler = scheduler
    }

    /// A board of `count` posts numbered from `firstID`.
    public static func board(_ category: CommunitySectionType, count: Int, firstID: Int = 1) -> [CommunityModel] {
        (0..<count).map { offset in
            let id = firstID + offset
            return CommunityModel(id: id, title: "\(category.name) #\(id)", contentImage: ["img\(id)"])
        }
    }

    /// The requests received so far, in order.
    public var requests: [Request] { lock.withLock { log } }

    /// The next request fails with `message`.
    public func failNextRequest(_ message: String) {
        lock.withLock { failures.append(message) }
    }

    /// The next request answers `extra` later than usual.
    public func slowDownNextRequest(by extra: RxTimeInterval) {
        lock.withLock { extraLatency.append(extra) }
    }

    /// New posts arrive at the top of a board (shifting the pages).
    public func prepend(_ posts: [CommunityModel], to category: CommunitySectionType) {
        lock.withLock { boards[category, default: []].insert(contentsOf: posts, at: 0) }
    }

    public func fetchPosts(category: CommunitySectionType, page: Int) -> Single<CommunityPage> {
        Observable<CommunityPage>.deferred { [self] in
            var delay = latency
            let answer = lock.withLock { () -> Result<CommunityPage, CommunityAPIError> in
                log.append(Request(category, page: page))
                if !extraLatency.isEmpty {
                    delay = .nanoseconds(nanoseconds(delay) + nanoseconds(extraLatency.removeFirst()))
                }
                if !failures.isEmpty { return .failure(CommunityAPIError(failures.removeFirst())) }
                let posts = boards[category] ?? []
                let start = min((page - 1) * pageSize, posts.count)
                let end = min(start + pageSize, posts.count)
                return .success(
                    CommunityPage(posts: Array(posts[start..<end]), nextPage: end < posts.count ? page + 1 : nil))
            }
            return Observable<Int>.timer(delay, scheduler: scheduler).map { _ in try answer.get() }
        }
        .asSingle()
    }
}

private func nanoseconds(_ interval: RxTimeInterval) -> Int {
    switch interval {
    case .seconds(let value): return value * 1_000_000_000
    case .milliseconds(let value): return value * 1_000_000
    case .microseconds(let value): return value * 1_000
    case .nanoseconds(let value): return value
    case .never: return Int.max / 2
    @unknown default: return 0
    }
}
