// The "Porting from RxSwift" article's code about URLSession on Linux, compiled here.
import Foundation
import Streams
import StreamsNetworking
import XCTest

// snippet: qualified-url-session
#if canImport(FoundationNetworking)
import FoundationNetworking
typealias FoundationURLSession = FoundationNetworking.URLSession
#else
typealias FoundationURLSession = Foundation.URLSession
#endif
// snippet end

final class PortingArticleNetworkingTests: XCTestCase {
    func testTheQualifiedNameIsURLSessionOnEveryPlatform() {
        XCTAssertTrue(FoundationURLSession.self == URLSession.self)
        // What RxCocoa code does with it: URLSession.rx, from StreamsNetworking.
        let reactive: Reactive<FoundationURLSession> = FoundationURLSession.shared.rx
        XCTAssertTrue(reactive.base === URLSession.shared)
    }
}
