import Foundation
import Streams
import StreamsTest
import XCTest

@testable import StreamsNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request log of `URLSession.rx`: what it says, what it hides, and that its command survives
/// a shell.
///
/// Requests go to a server on 127.0.0.1 that the tests start; every log they provoke is captured
/// (through `URLRequestLog.writer`, never printed) and checked. Every credential these tests
/// send contains `s3cr3t`, and no captured log may contain that — only the test of the switch
/// that shows everything expects it.
final class URLRequestLogTests: LeakCheckingTestCase {
    private var server: LoopbackHTTPServer!
    private var savedLogRule: ((URLRequest) -> Bool)!
    private var savedRedaction = true
    private var savedWriter: (@Sendable (String) -> Void)!
    private let logs = Locked<[String]>([])
    /// Set by a test that turns redaction off, and so expects credentials in its logs.
    private var showsCredentials = false

    override func setUp() {
        super.setUp()
        server = try! LoopbackHTTPServer { request in
            if request.path == "/echo" {
                return .respond(.init(status: 200, body: request.body))
            }
            return .respond(.init(status: 200, body: Data("ok".utf8)))
        }
        savedLogRule = URLSession.rx.shouldLogRequest
        savedRedaction = URLSession.rx.shouldRedactRequestLog
        savedWriter = URLRequestLog.writer.value
        URLSession.rx.shouldLogRequest = { _ in true }
        let logs = logs
        URLRequestLog.writer.withLock { $0 = { entry in logs.withLock { $0.append(entry) } } }
    }

    override func tearDown() {
        URLSession.rx.shouldLogRequest = savedLogRule
        URLSession.rx.shouldRedactRequestLog = savedRedaction
        URLRequestLog.writer.withLock { [savedWriter] in $0 = savedWriter! }
        if !showsCredentials {
            for entry in logs.value {
                XCTAssertFalse(entry.localizedCaseInsensitiveContains("s3cr3t"), "a credential in the log:\n\(entry)")
            }
        }
        XCTAssertTrue(server.stop(), "the loopback server's threads did not finish")
        server = nil
        super.tearDown()
    }

    // MARK: - Headers

    func testCredentialsAreRedactedByDefaultInEveryBuild() {
        XCTAssertTrue(savedRedaction)
    }

    func testTheAuthorizationAndCookieHeadersAreRedacted() throws {
        var request = URLRequest(url: server.url("/greeting"))
        request.setValue("Bearer s3cr3t-authorization", forHTTPHeaderField: "Authorization")
        request.setValue("Basic s3cr3t-proxy", forHTTPHeaderField: "Proxy-Authorization")
        request.setValue("sid=s3cr3t-cookie", forHTTPHeaderField: "Cookie")
        request.setValue("sid=s3cr3t-set-cookie", forHTTPHeaderField: "Set-Cookie")
        request.setValue("abc", forHTTPHeaderField: "X-Trace")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(
            command,
            """
            curl -X 'GET' \\
                -H 'Authorization: <redacted>' \\
                -H 'Cookie: <redacted>' \\
                -H 'Proxy-Authorization: <redacted>' \\
                -H 'Set-Cookie: <redacted>' \\
                -H 'X-Trace: abc' \\
                '\(server.url("/greeting"))' -i -v
            """)
        // The log hides them; the request carries them.
        XCTAssertEqual(server.requests.first?.headers["authorization"], "Bearer s3cr3t-authorization")
    }

    func testHeadersWhoseNamesContainACredentialWordAreRedactedInAnyCase() throws {
        var request = URLRequest(url: server.url("/greeting"))
        for name in ["X-Api-Key", "X-AUTH-TOKEN", "X-Client-Secret", "X-Password", "X-Session-Id"] {
            request.setValue("s3cr3t-\(name)", forHTTPHeaderField: name)
        }
        request.setValue("keep me", forHTTPHeaderField: "X-Request-Id")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(
            command,
            """
            curl -X 'GET' \\
                -H 'X-Api-Key: <redacted>' \\
                -H 'X-Auth-Token: <redacted>' \\
                -H 'X-Client-Secret: <redacted>' \\
                -H 'X-Password: <redacted>' \\
                -H 'X-Request-Id: keep me' \\
                -H 'X-Session-Id: <redacted>' \\
                '\(server.url("/greeting"))' -i -v
            """)
        XCTAssertEqual(server.requests.first?.headers["x-api-key"], "s3cr3t-X-Api-Key")
    }

    func testACredentialsNameIsRecognisedInAnyCase() {
        let credentials = [
            "AUTHORIZATION", "proxy-authorization", "Cookie", "SET-COOKIE", "x-api-KEY", "Refresh_Token",
            "clientSecret", "PASSWORD", "X-Session-Id", "keyword",
        ]
        for name in credentials {
            XCTAssertTrue(CredentialRedaction.isCredential(name), name)
        }
        for name in ["Content-Type", "Accept", "X-Trace", "Authorization-Hint", "user", "q", ""] {
            XCTAssertFalse(CredentialRedaction.isCredential(name), name)
        }
    }

    // MARK: - URL

    func testTheUserInfoOfTheURLIsRedacted() throws {
        let url = URL(string: "http://ada:s3cr3t-password@127.0.0.1:\(server.port)/greeting")!

        let command = try loggedCommand(of: URLRequest(url: url))

        XCTAssertEqual(command, "curl -X 'GET' \\\n    'http://<redacted>@127.0.0.1:\(server.port)/greeting' -i -v")
        XCTAssertEqual(server.requests.map(\.path), ["/greeting"])
    }

    func testQueryValuesUnderCredentialNamesAreRedacted() throws {
        let query = "q=ada&api_key=s3cr3t-1&ACCESS_TOKEN=s3cr3t-2&page=2&session%49d=s3cr3t-3&password&empty="
        let url = URL(string: "http://127.0.0.1:\(server.port)/search?\(query)#id_token=s3cr3t-4&section=2")!

        let command = try loggedCommand(of: URLRequest(url: url))

        let redactedQuery =
            "q=ada&api_key=<redacted>&ACCESS_TOKEN=<redacted>&page=2&session%49d=<redacted>&password&empty="
        XCTAssertEqual(
            command,
            "curl -X 'GET' \\\n    'http://127.0.0.1:\(server.port)/search?\(redactedQuery)#id_token=<redacted>&section=2' -i -v"
        )
        XCTAssertEqual(server.requests.map(\.path), ["/search?\(query)"])
    }

    // MARK: - Bodies

    func testFormBodyValuesUnderCredentialNamesAreRedacted() throws {
        let body = "user=ada&password=s3cr3t-1&client%5Fsecret=s3cr3t-2&remember=1&Session+Key=s3cr3t-3"
        let request = post(body, contentType: "application/x-www-form-urlencoded")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(
            command,
            """
            curl -X 'POST' --data-raw 'user=ada&password=<redacted>&client%5Fsecret=<redacted>&remember=1&Session+Key=<redacted>' \\
                -H 'Content-Type: application/x-www-form-urlencoded' \\
                '\(server.url("/echo"))' -i -v
            """)
        XCTAssertEqual(server.requests.first.map { String(decoding: $0.body, as: UTF8.self) }, body)
    }

    func testJSONBodyValuesUnderCredentialNamesAreRedactedAtAnyDepth() throws {
        let body = #"""
            {"user": "ada", "password": "s3cr3t-1", "profile": {"apiKey": "s3cr3t-2",
              "tokens" : ["s3cr3t-3", {"nested": "s3cr3t-4"}], "age": 36},
             "SessionTimeout": 30, "pass\u0077ord_hint": "s3cr3t-5", "list": [{"refresh_token": null}]}
            """#
        let request = post(body, contentType: "application/json; charset=utf-8")

        let command = try loggedCommand(of: request)

        let shown = #"""
            {"user": "ada", "password": "<redacted>", "profile": {"apiKey": "<redacted>",
              "tokens" : "<redacted>", "age": 36},
             "SessionTimeout": "<redacted>", "pass\u0077ord_hint": "<redacted>", "list": [{"refresh_token": "<redacted>"}]}
            """#
        XCTAssertEqual(
            command,
            """
            curl -X 'POST' --data-raw '\(shown)' \\
                -H 'Content-Type: application/json; charset=utf-8' \\
                '\(server.url("/echo"))' -i -v
            """)
    }

    func testAJSONBodyThatDoesNotParseIsNotShown() throws {
        let request = post(#"{"password": "s3cr3t-1""#, contentType: "application/vnd.api+json")

        let command = try loggedCommand(of: request)

        XCTAssertTrue(
            command.hasPrefix(
                "curl -X 'POST' --data-raw '<23 bytes of application/vnd.api+json that is not valid JSON, not shown>' \\\n"
            ), command)
    }

    func testABodyIsShownOnlyForATextContentType() throws {
        let hidden = "binary: s3cr3t-0123456789"
        let cases: [(contentType: String?, body: String, shown: String)] = [
            ("text/plain", "plain text is shown", "plain text is shown"),
            ("text/csv; header=present", "a,b\n1,2", "a,b\n1,2"),
            ("application/soap+xml", "<a>1</a>", "<a>1</a>"),
            ("application/octet-stream", hidden, "<25 bytes of application/octet-stream, not shown>"),
            ("image/png", hidden, "<25 bytes of image/png, not shown>"),
            ("multipart/form-data; boundary=x", hidden, "<25 bytes of multipart/form-data, not shown>"),
            (nil, hidden, "<25 bytes of a body without a Content-Type, not shown>"),
        ]
        for (contentType, body, shown) in cases {
            let command = try loggedCommand(of: post(body, contentType: contentType))

            XCTAssertTrue(command.hasPrefix("curl -X 'POST' --data-raw '\(shown)' \\\n"), command)
        }
    }

    // MARK: - The switch

    func testTurningRedactionOffShowsEverything() throws {
        URLSession.rx.shouldRedactRequestLog = false
        showsCredentials = true
        var request = post(#"{"password": "s3cr3t-1"}"#, contentType: nil)
        request.url = URL(string: "http://ada:s3cr3t-2@127.0.0.1:\(server.port)/echo?token=s3cr3t-3")!
        request.setValue("Bearer s3cr3t-4", forHTTPHeaderField: "Authorization")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(
            command,
            """
            curl -X 'POST' --data-raw '{"password": "s3cr3t-1"}' \\
                -H 'Authorization: Bearer s3cr3t-4' \\
                'http://ada:s3cr3t-2@127.0.0.1:\(server.port)/echo?token=s3cr3t-3' -i -v
            """)
    }

    // MARK: - Outcomes

    func testAFailedRequestsErrorIsLoggedWithoutTheURLItFailedFor() throws {
        let refusing = try RefusingLoopbackPort()
        let url = URL(string: "http://ada:s3cr3t-1@127.0.0.1:\(refusing.port)/greeting?token=s3cr3t-2")!

        _ = URLSession.shared.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 5).materialize()

        let entry = try XCTUnwrap(logs.value.first)
        let outcome = try XCTUnwrap(entry.split(separator: "\n").last)
        XCTAssertTrue(outcome.hasPrefix("Failure ("), entry)
        XCTAssertTrue(
            outcome.contains(
                "ms): NSError > Error Domain=\(NSURLErrorDomain) Code=\(NSURLErrorCannotConnectToHost) \""), entry)
        XCTAssertTrue(outcome.hasSuffix("\" (user info not shown)"), entry)
    }

    func testANonHTTPResponseIsLoggedAsWhatArrived() throws {
        _ = URLSession.shared.rx.data(request: URLRequest(url: URL(string: "data:text/plain,hello")!)).toBlocking(
            timeout: 5
        ).materialize()

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
        let refused = NSError(
            domain: NSURLErrorDomain, code: NSURLErrorCannotConnectToHost,
            userInfo: [
                NSLocalizedDescriptionKey: "Could not connect to the server.",
                NSURLErrorFailingURLErrorKey: URL(string: "http://ada:s3cr3t@h/")!,
            ])
        func outcome(
            _ response: URLResponse?, _ data: Data?, _ error: Error?, _ duration: TimeInterval, redacting: Bool = true
        ) -> String {
            URLRequestLog.outcome(
                response: response, data: data, error: error, duration: duration, redacting: redacting)
        }

        XCTAssertEqual(outcome(ok, Data(), nil, 0.0125), "Success (12ms): Status 204")
        XCTAssertEqual(outcome(missing, nil, nil, 1), "Failure (1000ms): Status 404")
        XCTAssertEqual(outcome(nil, nil, cancelled, 0.3), "Canceled (300ms)")
        XCTAssertEqual(
            outcome(nil, nil, refused, 0),
            #"Failure (0ms): NSError > Error Domain=NSURLErrorDomain Code=-1004 "Could not connect to the server." (user info not shown)"#
        )
        XCTAssertEqual(
            outcome(plain, Data([1, 2, 3]), nil, 0.002),
            "Failure (2ms): not an HTTP response (MIME type image/png, 3 bytes of data)")
        XCTAssertEqual(
            outcome(nil, Data([1]), nil, 0), "Failure (0ms): neither a response nor an error (1 bytes of data)")
        XCTAssertEqual(outcome(nil, nil, nil, 0), "Failure (0ms): neither a response nor an error (no data)")
        // With redaction off, the error as RxCocoa prints it, user info included.
        XCTAssertEqual(outcome(nil, nil, refused, 0, redacting: false), "Failure (0ms): NSError > \(refused)")
    }

    // MARK: - Pasting into a shell

    func testALoggedCommandPassesHostileValuesThroughAShellByteForByte() throws {
        let body = "line one\nit's \"quoted\" `uname` $(echo INJECTED) $HOME \\ \t\u{1B}[31mred\r\u{7}"
        var request = post(body, contentType: "text/plain")
        request.url = URL(string: "http://127.0.0.1:\(server.port)/echo/it's/$(echo%20INJECTED);&!*")!
        request.setValue("'; echo INJECTED; '", forHTTPHeaderField: "X-Quote")
        request.setValue("`echo INJECTED` \"$(echo INJECTED)\"", forHTTPHeaderField: "X-Substitution")

        let command = try loggedCommand(of: request)

        XCTAssertEqual(
            try argumentsAShellPasses(command),
            [
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
            "\u{1B}[2J", "nul?\u{7F}", "\u{85}\u{9B}", "bidi \u{202E}txt.exe\u{202C}", "line\u{2028}separator", "é ü 😀",
            "%s %n",
        ]
        for value in hostile {
            XCTAssertEqual(
                try argumentsAShellPasses("curl " + ShellQuoting.quoted(value)), [Array(value.utf8)],
                value.debugDescription)
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
        for redacting in [true, false] {
            let command = URLRequestLog.curlCommand(for: request, redacting: redacting)
            XCTAssertEqual(
                try argumentsAShellPasses(command),
                (["-X", "PO'ST\n$(x)", "--data-raw", hostile.joined(separator: "|")]
                    + headers.flatMap { ["-H", $0] }
                    + ["http://h/", "-i", "-v"]).map { Array($0.utf8) })
        }
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
        XCTAssertFalse(
            logged.unicodeScalars.contains { $0.properties.generalCategory == .control }, logged.debugDescription)
    }

    // MARK: - The command

    func testTheCurlCommandRepeatsMethodBodyHeadersAndURL() {
        var post = URLRequest(url: URL(string: "http://127.0.0.1:8080/users?q=1")!)
        post.httpMethod = "POST"
        post.httpBody = Data(#"{"name":"Ada"}"#.utf8)
        post.setValue("application/json", forHTTPHeaderField: "Content-Type")
        post.setValue("say \"hi\"", forHTTPHeaderField: "X-Note")
        post.setValue("", forHTTPHeaderField: "X-Empty")

        XCTAssertEqual(
            URLRequestLog.curlCommand(for: post, redacting: true),
            #"""
            curl -X 'POST' --data-raw '{"name":"Ada"}' \
                -H 'Content-Type: application/json' \
                -H 'X-Empty;' \
                -H 'X-Note: say "hi"' \
                'http://127.0.0.1:8080/users?q=1' -i -v
            """#)
        XCTAssertEqual(
            URLRequestLog.curlCommand(for: URLRequest(url: URL(string: "http://h/")!), redacting: true),
            "curl -X 'GET' \\\n    'http://h/' -i -v")
    }

    func testABodyThatIsNotUTF8TextIsDescribedEvenWithRedactionOff() {
        var request = URLRequest(url: URL(string: "http://h/")!)
        request.httpBody = Data([0xFF, 0xFE, 0x00])
        request.setValue("text/plain", forHTTPHeaderField: "Content-Type")

        XCTAssertTrue(
            URLRequestLog.curlCommand(for: request, redacting: true).hasPrefix(
                "curl -X 'GET' --data-raw '<3 bytes of text/plain that is not UTF-8 text, not shown>' "))
        XCTAssertTrue(
            URLRequestLog.curlCommand(for: request, redacting: false).hasPrefix(
                "curl -X 'GET' --data-raw '<3 bytes that are not UTF-8 text, not shown>' "))
    }

    func testJSONRedactionKeepsEverythingButTheHiddenValues() {
        XCTAssertEqual(
            JSONRedaction.redacted(#"  [1, -2.5e3, true, false, null, "x", {}, []]  "#),
            #"  [1, -2.5e3, true, false, null, "x", {}, []]  "#)
        XCTAssertEqual(
            JSONRedaction.redacted(#"{"token":{"a":[1,{"b":2}]},"b":"\"key\""}"#),
            #"{"token":"<redacted>","b":"\"key\""}"#)
        XCTAssertEqual(JSONRedaction.redacted(#""a string alone""#), #""a string alone""#)
        for malformed in [
            "", "{", #"{"a" 1}"#, #"{"a":1,}"#, "[1 2]", "tru", #"{"a":1} x"#, "\"a\nb\"", #"{"a":"\x"}"#,
        ] {
            XCTAssertNil(JSONRedaction.redacted(malformed), malformed)
        }
        // Nesting deep enough to exhaust the stack is not parsed.
        XCTAssertNil(
            JSONRedaction.redacted(String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)))
        XCTAssertNotNil(JSONRedaction.redacted(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)))
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
    private func loggedCommand(of request: URLRequest, file: StaticString = #filePath, line: UInt = #line) throws
        -> String
    {
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
