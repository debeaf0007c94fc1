import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Streams
@testable import StreamsNetworking
import StreamsTest
import XCTest

/// The request log of `URLSession.rx`.
///
/// Requests go to a server on 127.0.0.1 that the tests start; every log they provoke is captured
/// (through `URLRequestLog.writer`, never printed) and checked.
final class URLRequestLogTests: LeakCheckingTestCase {
    private var server: LoopbackHTTPServer!
    private var savedLogRule: ((URLRequest) -> Bool)!
    private var savedWriter: (@Sendable (String) -> Void)!
    private let logs = Locked<[String]>([])

    override func setUp() {
        super.setUp()
        server = try! LoopbackHTTPServer { request in
            if request.path == "/echo" {
                return .respond(.init(status: 200, body: request.body))
            }
            return .respond(.init(status: 200, body: Data("ok".utf8)))
        }
        savedLogRule = URLSession.rx.shouldLogRequest
        savedWriter = URLRequestLog.writer.value
        URLSession.rx.shouldLogRequest = { _ in true }
        let logs = logs
        URLRequestLog.writer.withLock { $0 = { entry in logs.withLock { $0.append(entry) } } }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedLogRule
        URLRequestLog.writer.withLock { [savedWriter] in $0 = savedWriter! }
        XCTAssertTrue(server.stop(), "the loopback server's threads did not finish")
        server = nil
        super.tearDown()
    }

    // MARK: - Outcomes

    func testANonHTTPResponseIsLoggedAsWhatArrived() throws {
        _ = URLSession.shared.rx.data(request: URLRequest(url: URL(string: "data:text/plain,hello")!)).toBlocking(timeout: 5).materialize()

        let entry = try XCTUnwrap(logs.value.first)
        let outcome = try XCTUnwrap(entry.split(separator: "\n").last)
        XCTAssertTrue(outcome.hasPrefix("Failure ("), entry)
        XCTAssertTrue(outcome.hasSuffix("ms): not an HTTP response (MIME type text/plain, 5 bytes of data)"), entry)
    }

    func testTheOutcomeLineSaysWhatArrived() {
        let url = URL(string: "http://h/")!
        let ok = HTTPURLResponse(url: url, statusCode: 204, httpVersion: nil, headerFields: nil)
        let missing = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
        let plain = URLResponse(url: url, mimeType: "image/png", expectedContentLength: 3, textEncodingName: nil)
        let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        let refused = NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotConnectToHost)
        func outcome(_ response: URLResponse?, _ data: Data?, _ error: Error?, _ duration: TimeInterval) -> String {
            URLRequestLog.outcome(response: response, data: data, error: error, duration: duration)
        }

        XCTAssertEqual(outcome(ok, Data(), nil, 0.0125), "Success (12ms): Status 204")
        XCTAssertEqual(outcome(missing, nil, nil, 1), "Failure (1000ms): Status 404")
        XCTAssertEqual(outcome(nil, nil, cancelled, 0.3), "Canceled (300ms)")
        XCTAssertEqual(outcome(nil, nil, refused, 0), "Failure (0ms): NSError > \(refused)")
        XCTAssertEqual(outcome(plain, Data([1, 2, 3]), nil, 0.002), "Failure (2ms): not an HTTP response (MIME type image/png, 3 bytes of data)")
        XCTAssertEqual(outcome(nil, Data([1]), nil, 0), "Failure (0ms): neither a response nor an error (1 bytes of data)")
        XCTAssertEqual(outcome(nil, nil, nil, 0), "Failure (0ms): neither a response nor an error (no data)")
    }
}
