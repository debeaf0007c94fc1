// The code of the "Schedulers and the main thread" article
// (Sources/Streams/Streams.docc/Schedulers.md), word for word inside each `// snippet:` region.
import Foundation
import Streams
import StreamsTest
import XCTest

final class SchedulersArticleTests: LeakCheckingTestCase {
    func testWorkMovesToABackgroundQueueAndBackToTheMainThread() {
        let print = PrintedLines()
        let bag = DisposeBag()
        // snippet: main-thread-hop
        let background = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let delivered = expectation(description: "delivered on the main thread")

        Observable.just(21)
            .subscribe(on: background)             // subscribe, and produce, on a background queue
            .map { $0 * 2 }
            .observe(on: MainScheduler.instance)   // deliver on the main thread
            .subscribe(onNext: { answer in
                print(Thread.isMainThread, answer)   // true 42
                delivered.fulfill()
            })
            .disposed(by: bag)

        wait(for: [delivered], timeout: 5)         // runs the main queue while it waits
        // snippet end
        XCTAssertEqual(print.lines, ["true 42"])
    }

    func testTheTrampolineRunsNestedSourcesAfterTheCurrentOne() {
        let print = PrintedLines()
        // snippet: trampoline-order
        _ = Observable.merge(Observable.of(1, 2, 3), Observable.of(10, 20, 30))
            .subscribe(onNext: { print($0) })
        // 1 10 2 20 3 30: each range takes one step, then lets the other take one
        // snippet end
        XCTAssertEqual(print.lines, ["1", "10", "2", "20", "3", "30"])
    }
}
