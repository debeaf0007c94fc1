import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Streams
@testable import StreamsNetworking
import StreamsTest
import XCTest

/// The request log of `URLSession.rx`: what it says, and that its command survives a shell.
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

    // MARK: - Pasting into a shell

    func testALoggedCommandPassesHostileValuesThroughAShellByteForByte() throws {
        let body = "line one\nit's \"quoted\" `uname` $(echo INJECTED) $HOME \\ \t\u{1B}[31mred\r\u{7}"
        var request = post(body, contentType: "text/plain")
        request.url = URL(string: "http://127.0.0.1:\(server.port)/echo/it's/$(echo%20INJECTED);&!*")!
        request.setValue("'; echo INJECTED; '", forHTTPHeaderField: "X-Quote")
        request.setValue("`echo INJECTED` \"$(echo INJECTED)\"", forHTTPHeaderField: "X-Substitution")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(try argumentsAShellPasses(command), [
            "-X", "POST",
            "--data-raw", body,
            "-H", "Content-Type: text/plain",
            "-H", "X-Quote: '; echo INJECTED; '",
            "-H", "X-Substitution: `echo INJECTED` \"$(echo INJECTED)\"",
            "http://127.0.0.1:\(server.port)/echo/it's/$(echo%20INJECTED);&!*",
            "-i", "-v",
        ].map { Array($0.utf8) })
        XCTAssertEqual(server.requests.first.map { String(decoding: $0.body, as: UTF8.self) }, body)
    }

    func testHostileValuesThatNoRequestCanSendAlsoPassThroughAShellByteForByte() throws {
        let hostile = [
            "", "'", "''", "\\'", "\"", "`echo INJECTED`", "$(echo INJECTED)", "${HOME}", "a\nb", "\n",
            "trailing newline\n\n", "'\n'; echo INJECTED #", "\r\n-H 'X: y'", "tab\there", "\u{1B}]0;title\u{7}",
            "\u{1B}[2J", "nul?\u{7F}", "\u{85}\u{9B}", "bidi \u{202E}txt.exe\u{202C}", "line\u{2028}separator", "é ü 😀", "%s %n",
        ]
        for value in hostile {
            XCTAssertEqual(try argumentsAShellPasses("curl " + ShellQuoting.quoted(value)), [Array(value.utf8)], value.debugDescription)
        }
        var request = URLRequest(url: URL(string: "http://h/")!)
        request.httpMethod = "PO'ST\n$(x)"
        request.httpBody = Data(hostile.joined(separator: "|").utf8)
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
        var headers: [String] = ["Content-Type: text/plain"]
        // URLRequest drops a header value with a line break: those are checked above.
        for (index, value) in hostile.enumerated() where !value.contains(where: \.isNewline) {
            let name = "X-Hostile-" + (index < 10 ? "0\(index)" : "\(index)")
            request.setValue(value, forHTTPHeaderField: name)
            headers.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        XCTAssertEqual(try argumentsAShellPasses(URLRequestLog.curlCommand(for: request)), (
            ["-X", "PO'ST\n$(x)", "--data-raw", hostile.joined(separator: "|")]
            + headers.flatMap { ["-H", $0] }
            + ["http://h/", "-i", "-v"]
        ).map { Array($0.utf8) })
    }

    func testControlCharactersAreWrittenOutsideTheQuotesAndNewlinesInside() {
        XCTAssertEqual(ShellQuoting.quoted("plain"), "'plain'")
        XCTAssertEqual(ShellQuoting.quoted(""), "''")
        XCTAssertEqual(ShellQuoting.quoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(ShellQuoting.quoted("a\nb"), "'a\nb'")
        XCTAssertEqual(ShellQuoting.quoted("\u{1B}[31mred\r"), #""$(printf '\033')"'[31mred'"$(printf '\015')""#)
        XCTAssertEqual(ShellQuoting.quoted("a\t\u{202E}b"), #"'a'"$(printf '\011\342\200\256')"'b'"#)
        // So a log line never carries a terminal's control characters but the line break.
        let logged = ShellQuoting.quoted("\u{1B}\u{7}\r\t\u{7F}\u{9B}\u{0}")
        XCTAssertFalse(logged.unicodeScalars.contains { $0.properties.generalCategory == .control }, logged.debugDescription)
    }

    // MARK: - The command

    func testTheCurlCommandRepeatsMethodBodyHeadersAndURL() {
        var post = URLRequest(url: URL(string: "http://127.0.0.1:8080/users?q=1")!)
        post.httpMethod = "POST"
        post.httpBody = Data(#"{"name":"Ada"}"#.utf8)
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        post.setValue("say \"hi\"", forHTTPHeaderField: "X-Note")
        post.setValue("", forHTTPHeaderField: "X-Empty")

        XCTAssertEqual(URLRequestLog.curlCommand(for: post), #"""
            curl -X 'POST' --data-raw '{"name":"Ada"}' \
                -H 'Content-Type: application/json' \
                -H 'X-Empty;' \
                -H 'X-Note: say "hi"' \
                'http://127.0.0.1:8080/users?q=1' -i -v
            """#)
        XCTAssertEqual(URLRequestLog.curlCommand(for: URLRequest(url: URL(string: "http://h/")!)), "curl -X 'GET' \\\n    'http://h/' -i -v")
    }

    func testABodyThatIsNotUTF8TextIsDescribed() {
        var request = URLRequest(url: URL(string: "http://h/")!)
        request.httpBody = Data([0xFF, 0xFE, 0x00])
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")

        XCTAssertTrue(URLRequestLog.curlCommand(for: request).hasPrefix("curl -X 'GET' --data-raw '<3 bytes that are not UTF-8 text, not shown>' "))
    }

    // MARK: - Helpers

    private func post(_ body: String, contentType: String?) -> URLRequest {
        var request = URLRequest(url: server.url("/echo"))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        return request
    }

    /// Sends `request`, and returns the `curl` command of the one log it wrote (the log without
    /// its last line, the outcome).
    private func loggedCommand(of request: URLRequest, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let before = logs.value.count
        _ = URLSession.shared.rx.response(request: request).toBlocking(timeout: 5).materialize()
        let written = logs.value.dropFirst(before)
        XCTAssertEqual(written.count, 1, "\(written)", file: file, line: line)
        let entry = try XCTUnwrap(written.first, file: file, line: line)
        let outcome = try XCTUnwrap(entry.range(of: "\n", options: .backwards), file: file, line: line)
        XCTAssertTrue(entry[outcome.upperBound...].hasPrefix("Success ("), entry, file: file, line: line)
        return String(entry[..<outcome.lowerBound])
    }

    /// The arguments that `/bin/sh` passes to `curl` when it runs `command` — with `curl` a shell
    /// function that prints each of its arguments and a NUL byte, so nothing is requested.
    private func argumentsAShellPasses(_ command: String) throws -> [[UInt8]] {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "curl() { printf '%s\\0' \"$@\"; }\n" + command]
        let output = Pipe()
        let errors = Pipe()
        shell.standardOutput = output
        shell.standardError = errors
        try shell.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaints = errors.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0, String(decoding: complaints, as: UTF8.self))
        XCTAssertTrue(complaints.isEmpty, String(decoding: complaints, as: UTF8.self))
        XCTAssertEqual(printed.last, 0, "the shell printed no complete argument: \(command)")
        return printed.split(separator: 0, omittingEmptySubsequences: false).dropLast().map(Array.init)
    }
}
