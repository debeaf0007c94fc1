import Foundation
import Streams
import StreamsTest
import XCTest

@testable import StreamsNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.rx` against a real HTTP server on 127.0.0.1 that the tests start (nothing outside
/// the machine is contacted; every test also checks what the server received, so a request that
/// went elsewhere — through a proxy, say — fails the test).
final class URLSessionRxTests: LeakCheckingTestCase {
    private var server: LoopbackHTTPServer!
    private var resourceBaseline: Int32 = 0
    private var savedLogRule: ((URLRequest) -> Bool)!
    /// The requests the log rule was asked about (once when each starts, once when it finishes).
    private let logRuleQuestions = Locked<[URLRequest]>([])

    override func setUp() {
        super.setUp()
        resourceBaseline = Resources.total
        server = try! LoopbackHTTPServer(route: Self.route)
        savedLogRule = URLSession.rx.shouldLogRequest
        let questions = logRuleQuestions
        URLSession.rx.shouldLogRequest = { request in
            questions.withLock { $0.append(request) }
            return false
        }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedLogRule
        XCTAssertTrue(server.stop(), "the loopback server's threads did not finish")
        server = nil
        super.tearDown()
    }

    /// What the server answers, by path.
    private static func route(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let path = request.path
        if path == "/greeting" {
            return .respond(.init(status: 200, headers: [("X-Greeting", "hello")], body: Data("hi there".utf8)))
        }
        if path.hasPrefix("/status/"), let status = Int(path.dropFirst("/status/".count)) {
            // A 204 response has no body.
            return .respond(.init(status: status, body: Data((status == 204 ? "" : "body of \(status)").utf8)))
        }
        if path == "/json/user" {
            return .respond(
                .init(
                    status: 200, headers: [("Content-Type", "application/json")],
                    body: Data(#"{"id": 7, "name": "Ada"}"#.utf8)))
        }
        if path == "/json/malformed" {
            return .respond(.init(status: 200, body: Data(#"{"id": 7, "name": "#.utf8)))
        }
        if path == "/json/empty" {
            return .respond(.init(status: 200))
        }
        if path == "/json/fragment" {
            return .respond(.init(status: 200, body: Data("42".utf8)))
        }
        if path == "/json/not-found" {
            return .respond(.init(status: 404, body: Data(#"{"error": "no such user"}"#.utf8)))
        }
        if path == "/echo" {
            return .respond(.init(status: 200, body: request.body))
        }
        if path == "/hold" {
            return .hold
        }
        return .respond(.init(status: 404))
    }

    private func request(_ path: String) -> URLRequest {
        URLRequest(url: server.url(path))
    }

    // MARK: - response(request:)

    func testResponseDeliversTheResponseAndBodyThenCompletes() throws {
        let result = URLSession.shared.rx.response(request: request("/greeting")).toBlocking(timeout: 5).materialize()

        guard case .completed(let elements) = result, elements.count == 1 else {
            return XCTFail("expected one response, then completion; got \(result)")
        }
        let (response, data) = elements[0]
        XCTAssertEqual(response.statusCode, 200)
        XCTAssertEqual(response.value(forHTTPHeaderField: "X-Greeting"), "hello")
        XCTAssertEqual(response.url, server.url("/greeting"))
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "hi there")
        XCTAssertEqual(server.requests.map(\.path), ["/greeting"])
        XCTAssertEqual(server.requests.first?.method, "GET")
    }

    func testResponseDeliversAnErrorStatusAsAResponse() throws {
        let element = try URLSession.shared.rx.response(request: request("/status/500")).toBlocking(timeout: 5).single()

        XCTAssertEqual(element.response.statusCode, 500)
        XCTAssertEqual(String(decoding: element.data, as: UTF8.self), "body of 500")
    }

    func testTheRequestReachesTheServerUnchanged() throws {
        var post = request("/echo")
        post.httpMethod = "POST"
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        post.setValue("abc", forHTTPHeaderField: "X-Trace")
        post.httpBody = Data(#"{"name": "Ada"}"#.utf8)

        let echoed = try URLSession.shared.rx.data(request: post).toBlocking(timeout: 5).single()

        XCTAssertEqual(String(decoding: echoed, as: UTF8.self), #"{"name": "Ada"}"#)
        let received = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(received.method, "POST")
        XCTAssertEqual(received.path, "/echo")
        XCTAssertEqual(received.headers["content-type"], "application/json")
        XCTAssertEqual(received.headers["x-trace"], "abc")
    }

    func testNothingIsRequestedBeforeSubscriptionAndEachSubscriptionRequestsAgain() throws {
        let greeting = URLSession.shared.rx.data(request: request("/greeting"))
        XCTAssertTrue(server.requests.isEmpty)

        _ = try greeting.toBlocking(timeout: 5).single()
        _ = try greeting.toBlocking(timeout: 5).single()

        XCTAssertEqual(server.requests.map(\.path), ["/greeting", "/greeting"])
    }

    func testANonHTTPResponseFailsWithNonHTTPResponse() throws {
        // A data: URL is answered by URLSession itself, with a plain URLResponse.
        let dataURL = URLRequest(url: URL(string: "data:,hello")!)

        let result = URLSession.shared.rx.response(request: dataURL).toBlocking(timeout: 5).materialize()

        guard case .failed(let elements, RxCocoaURLError.nonHTTPResponse(let response)) = result else {
            return XCTFail("expected nonHTTPResponse, got \(result)")
        }
        XCTAssertTrue(elements.isEmpty)
        XCTAssertFalse(response is HTTPURLResponse)
    }

    // MARK: - data(request:)

    func testDataDeliversTheBodyForEveryStatusFrom200To299() throws {
        for status in [200, 201, 204, 299] {
            let body = try URLSession.shared.rx.data(request: request("/status/\(status)")).toBlocking(timeout: 5)
                .single()
            XCTAssertEqual(
                String(decoding: body, as: UTF8.self), status == 204 ? "" : "body of \(status)", "status \(status)")
        }
    }

    func testDataFailsWithHttpRequestFailedOutside200To299() throws {
        for status in [300, 404, 500] {
            let result = URLSession.shared.rx.data(request: request("/status/\(status)")).toBlocking(timeout: 5)
                .materialize()

            guard case .failed(let elements, RxCocoaURLError.httpRequestFailed(let response, let data)) = result else {
                XCTFail("status \(status): expected httpRequestFailed, got \(result)")
                continue
            }
            XCTAssertTrue(elements.isEmpty)
            XCTAssertEqual(response.statusCode, status)
            XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "body of \(status)")
        }
    }

    // MARK: - json(request:) and json(url:)

    func testJsonDeliversTheParsedBody() throws {
        let json = try URLSession.shared.rx.json(request: request("/json/user")).toBlocking(timeout: 5).single()

        let user = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(user["id"] as? Int, 7)
        XCTAssertEqual(user["name"] as? String, "Ada")
    }

    func testJsonUrlSendsAGetRequestForTheURL() throws {
        let json = try URLSession.shared.rx.json(url: server.url("/json/user")).toBlocking(timeout: 5).single()

        XCTAssertEqual((json as? [String: Any])?["name"] as? String, "Ada")
        XCTAssertEqual(server.requests.map(\.method), ["GET"])
        XCTAssertEqual(server.requests.map(\.path), ["/json/user"])
    }

    func testJsonOfAMalformedBodyFailsWithDeserializationError() {
        let result = URLSession.shared.rx.json(request: request("/json/malformed")).toBlocking(timeout: 5).materialize()

        guard case .failed(let elements, RxCocoaURLError.deserializationError(let error)) = result else {
            return XCTFail("expected deserializationError, got \(result)")
        }
        XCTAssertTrue(elements.isEmpty)
        XCTAssertEqual((error as NSError).domain, NSCocoaErrorDomain)
    }

    func testJsonOfAnEmptyBodyFailsWithDeserializationError() {
        let result = URLSession.shared.rx.json(request: request("/json/empty")).toBlocking(timeout: 5).materialize()

        guard case .failed(_, RxCocoaURLError.deserializationError) = result else {
            return XCTFail("expected deserializationError, got \(result)")
        }
    }

    func testJsonReadsALoneValueOnlyWithFragmentsAllowed() throws {
        let fragment = request("/json/fragment")

        let value = try URLSession.shared.rx.json(request: fragment, options: [.fragmentsAllowed]).toBlocking(
            timeout: 5
        ).single()
        XCTAssertEqual(value as? Int, 42)

        let result = URLSession.shared.rx.json(request: fragment).toBlocking(timeout: 5).materialize()
        guard case .failed(_, RxCocoaURLError.deserializationError) = result else {
            return XCTFail("expected deserializationError without .fragmentsAllowed, got \(result)")
        }
    }

    func testJsonOfAnErrorStatusFailsWithHttpRequestFailedNotDeserialization() {
        let result = URLSession.shared.rx.json(request: request("/json/not-found")).toBlocking(timeout: 5).materialize()

        guard case .failed(_, RxCocoaURLError.httpRequestFailed(let response, let data)) = result else {
            return XCTFail("expected httpRequestFailed, got \(result)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"error": "no such user"}"#)
    }

    // MARK: - URLSession's own errors

    func testARefusedConnectionFailsWithURLSessionsOwnError() throws {
        let refusing = try RefusingLoopbackPort()
        let request = URLRequest(url: refusing.url("/greeting"))
        let requests: [(String, Observable<Void>)] = [
            ("response", URLSession.shared.rx.response(request: request).map { _ in }),
            ("data", URLSession.shared.rx.data(request: request).map { _ in }),
            ("json", URLSession.shared.rx.json(request: request).map { _ in }),
        ]
        for (name, observable) in requests {
            let result = observable.toBlocking(timeout: 5).materialize()

            guard case .failed(let elements, let error) = result else {
                XCTFail("\(name): expected an error, got \(result)")
                continue
            }
            XCTAssertTrue(elements.isEmpty, name)
            XCTAssertFalse(error is RxCocoaURLError, "\(name): \(error)")
            XCTAssertEqual((error as NSError).domain, NSURLErrorDomain, name)
            XCTAssertEqual((error as NSError).code, NSURLErrorCannotConnectToHost, name)
        }
    }

    // MARK: - Disposal

    func testDisposingCancelsTheRequestInFlight() {
        let events = Locked<[Event<Data>]>([])
        do {
            // Scoped: the disposable returned counts in `Resources` too.
            let subscription = URLSession.shared.rx.data(request: request("/hold")).subscribe { event in
                events.withLock { $0.append(event) }
            }
            XCTAssertTrue(
                server.waitUntil { requests, _ in requests.count == 1 }, "the request never reached the server")

            subscription.dispose()
        }

        XCTAssertTrue(server.waitUntil { _, closed in closed == 1 }, "the client did not close the held connection")
        // The cancelled task still calls its handler (it asks the log rule a second time); what
        // it sends must go nowhere.
        XCTAssertTrue(
            waitUntil { self.logRuleQuestions.withLock { $0.count } == 2 }, "the cancelled task's handler never ran")
        XCTAssertTrue(waitUntil { Resources.total == self.resourceBaseline }, "the subscription was not released")
        XCTAssertTrue(events.withLock { $0 }.isEmpty, "events after dispose: \(events.withLock { $0 })")
    }

    func testDisposingAfterTheResponseChangesNothing() throws {
        let events = Locked<[Event<Data>]>([])
        let done = expectation(description: "completed")
        let subscription = URLSession.shared.rx.data(request: request("/greeting")).subscribe { event in
            events.withLock { $0.append(event) }
            if event.isStopEvent { done.fulfill() }
        }
        wait(for: [done], timeout: 5)

        subscription.dispose()

        XCTAssertEqual(events.withLock { $0.count }, 2)
        XCTAssertEqual(server.requests.count, 1)
    }

    // MARK: - Logging

    func testTheLogRuleIsAskedWhenARequestStartsAndWhenItFinishes() throws {
        let greeting = request("/greeting")

        _ = try URLSession.shared.rx.data(request: greeting).toBlocking(timeout: 5).single()

        XCTAssertEqual(logRuleQuestions.withLock { $0 }, [greeting, greeting])
    }

    func testRequestsAreLoggedByDefaultInDebugBuildsOnly() {
        #if DEBUG
        XCTAssertTrue(savedLogRule(request("/greeting")))
        #else
        XCTAssertFalse(savedLogRule(request("/greeting")))
        #endif
    }

    func testALoggedRequestPrintsACurlCommandAndItsOutcome() throws {
        URLSession.rx.shouldLogRequest = { request in request.url?.path == "/status/404" }

        let output = try capturingStandardOutput {
            _ = URLSession.shared.rx.data(request: request("/greeting")).toBlocking(timeout: 5).materialize()
            _ = URLSession.shared.rx.data(request: request("/status/404")).toBlocking(timeout: 5).materialize()
        }

        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, output)
        XCTAssertEqual(lines.first, "curl -X 'GET' \\")
        XCTAssertEqual(lines.dropFirst().first, "    '\(server.url("/status/404").absoluteString)' -i -v")
        XCTAssertTrue(lines.last?.hasPrefix("Failure (") == true, output)
        XCTAssertTrue(lines.last?.hasSuffix("ms): Status 404") == true, output)
    }

    // MARK: - RxCocoaURLError

    func testErrorsDescribeThemselvesAsRxCocoasDo() {
        let url = URL(string: "http://h/")!
        let notFound = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)!
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)

        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertEqual(
            RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription,
            "Response is not NSHTTPURLResponse `\(plain)`.")
        XCTAssertEqual(
            RxCocoaURLError.httpRequestFailed(response: notFound, data: nil).debugDescription,
            "HTTP request failed with `404`.")
        XCTAssertEqual(
            RxCocoaURLError.deserializationError(error: ParseFailure(line: 3)).debugDescription,
            "Error during deserialization of the response: ParseFailure(line: 3)")
    }

    // MARK: - Helpers

    /// Runs `body` with standard output going to a pipe, and returns what it wrote there.
    private func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw LoopbackHTTPServer.ServerError(description: "pipe: errno \(errno)") }
        fflush(nil)
        let original = dup(STDOUT_FILENO)
        dup2(ends[1], STDOUT_FILENO)
        close(ends[1])
        do {
            try body()
        } catch {
            fflush(nil)
            dup2(original, STDOUT_FILENO)
            close(original)
            close(ends[0])
            throw error
        }
        fflush(nil)
        dup2(original, STDOUT_FILENO)
        close(original)
        // Every write end is closed now: read to the end.
        var captured = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            captured.append(contentsOf: buffer[..<count])
        }
        close(ends[0])
        return String(decoding: captured, as: UTF8.self)
    }

    /// Waits (5 s at most) for `condition`, letting the run loop turn.
    private func waitUntil(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while !condition() {
            if Date() >= deadline { return false }
            RunLoop.current.run(until: Date().addingTimeInterval(0.005))
        }
        return true
    }
}

private struct ParseFailure: Swift.Error {
    let line: Int
}
