// The code of the "async/await" article (Sources/Streams/Streams.docc/AsyncAwait.md), word for
// word inside each `// snippet:` region.
import Streams
import StreamsTest
import XCTest

final class AsyncAwaitArticleTests: LeakCheckingTestCase {
    func testAnObservableIsAnAsyncSequence() async throws {
        // snippet: values
        var total = 0
        for try await price in Observable.of(3, 4, 5).values {
            total += price
        }
        // total == 12; an error of the sequence is thrown by the loop
        // snippet end
        XCTAssertEqual(total, 12)
    }

    func testASingleIsAwaited() async throws {
        // snippet: single-value
        let profile = Single<String>.create { try await fetchProfile(id: 7) }   // a task per subscription
        let name = try await profile.value                                       // "profile 7"
        // snippet end
        XCTAssertEqual(name, "profile 7")
    }

    func testAnAsyncSequenceIsAnObservable() async throws {
        // snippet: async-sequence-as-observable
        let countdown = AsyncStream<Int> { continuation in
            for second in [3, 2, 1] { continuation.yield(second) }
            continuation.finish()
        }
        let seconds = try await countdown.asObservable()   // Observable<Int>
            .map { "\($0)…" }
            .toArray()
            .value                                        // ["3…", "2…", "1…"]
        // snippet end
        XCTAssertEqual(seconds, ["3…", "2…", "1…"])
    }
}

private func fetchProfile(id: Int) async throws -> String {
    await Task.yield()
    return "profile \(id)"
}
