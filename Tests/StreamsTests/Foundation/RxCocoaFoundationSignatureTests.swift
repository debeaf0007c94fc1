import Foundation
import Streams
import StreamsTest
import XCTest

// A porting check at compile level: RxCocoa's NotificationCenter extension and RxCocoaError,
// referenced with the exact types RxCocoa declares and called as RxCocoa code spells them. If a
// signature drifts (a label, a default, a return type), this file stops compiling.
// (URLSession.rx: StreamsNetworkingTests/URLSessionSignatureTests.)

final class RxCocoaFoundationSignatureTests: XCTestCase {
    func testNotificationCenterExtensionHasRxCocoasType() {
        let notification:
            (Reactive<NotificationCenter>) -> (Notification.Name?, AnyObject?) -> Observable<Notification> = Reactive<
                NotificationCenter
            >.notification(_:object:)
        _ = notification
        let center = NotificationCenter.default
        let byName: Observable<Notification> = center.rx.notification(Notification.Name("refreshed"))
        let bySender: Observable<Notification> = NotificationCenter.default.rx.notification(
            Notification.Name("refreshed"), object: center)
        _ = (byName, bySender)
    }

    func testRxCocoaErrorHasRxCocoasCasesThatLinuxCanRaise() {
        let errors: [RxCocoaError] = [
            .unknown,
            .invalidOperation(object: "button"),
            .castingError(object: 1, targetType: String.self),
        ]
        XCTAssertEqual(
            errors.map(\.debugDescription),
            [
                "Unknown error occurred.",
                "Invalid operation was attempted on `button`.",
                "Error casting `1` to `String`",
            ])
        let thrown: Swift.Error = RxCocoaError.castingError(object: 1, targetType: String.self)
        guard case RxCocoaError.castingError(object: let object, targetType: let type)? = thrown as? RxCocoaError else {
            return XCTFail("not a castingError")
        }
        XCTAssertEqual(object as? Int, 1)
        XCTAssertTrue(type == String.self)
    }
}
