// The code of the "Thread safety" article (Sources/Streams/Streams.docc/ThreadSafety.md), word for
// word inside each `// snippet:` region.
import Dispatch
import Streams
import StreamsTest
import XCTest

final class ThreadSafetyArticleTests: LeakCheckingTestCase {
    func testAClosureCapturingAVarCompilesInSwift6() {
        let source = Observable.of(1, 2, 3)
        // snippet: capture-a-var
        var count = 0
        _ = source.subscribe(onNext: { count += $0 })   // compiles in Swift 6 language mode
        // snippet end
        XCTAssertEqual(count, 6)
    }

    func testASubscriptionIsHandedToAnotherThreadInASendableContainer() {
        let source = PublishSubject<Int>()
        // snippet: dispose-from-another-thread
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.subscribe(onNext: { print($0) }))
        DispatchQueue.global().async { subscription.dispose() }
        // snippet end
        XCTAssertTrue(spin(until: { subscription.isDisposed && !source.hasObservers }))
    }
}
