import RxRelay
import RxSwift
import RxTest
import XCTest

// This target lists only RxTest and RxRelay, as RxSwift-based libraries' test targets often do,
// and imports RxSwift: the drop-in modules depend on RxSwift as RxSwift's own do, so it is
// there to import.
final class TransitiveImportTests: XCTestCase {
    func testRxSwiftIsImportableThroughRxTestAndRxRelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let relay = BehaviorRelay(value: 1)
        let result = scheduler.start { relay.asObservable().map { $0 * 10 } }
        XCTAssertEqual(result.events, [.next(200, 10)])
    }
}
