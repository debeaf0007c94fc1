// The program whose size Benchmarks/README.md ("Build time and binary size") measures. Its
// `// snippet:` region appears word for word there, which Scripts/docs checks.
import Streams
import StreamsTest
import XCTest

final class BenchmarksReadmeTests: LeakCheckingTestCase {
    func testTheSizeProbeSendsOneElementToOneSubscriber() {
        let print = PrintedLines()
        // snippet: size-probe
        let subject = PublishSubject<Int>()
        var total = 0
        let subscription = subject.subscribe(onNext: { total += $0 })
        subject.onNext(1)
        subscription.dispose()
        print(total)
        // snippet end
        XCTAssertEqual(print.lines, ["1"])
    }
}
