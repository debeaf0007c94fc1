import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Streams

/// The log of one `URLSession.rx` request, written to standard output when it finishes if
/// `URLSession.rx.shouldLogRequest` says so: a `curl` command that repeats the request, then
/// its outcome and how long it took.
///
///     curl -X POST -d "{\"name\":\"Ada\"}"
///         -H "Content-Type: application/json"
///     "http://127.0.0.1:8080/users" -i -v
///     Success (12ms): Status 201
struct URLRequestLog: Sendable {
    let request: URLRequest
    /// When the request started, if the rule asked for it to be logged then.
    let startedAt: Date?

    /// Where finished logs go: standard output, one `print` per request so that the lines of
    /// requests finishing together do not interleave. Tests put their own closure here to
    /// capture the logs they provoke.
    static let writer = Locked<@Sendable (String) -> Void> { entry in print(entry) }

    init(starting request: URLRequest) {
        self.request = request
        startedAt = URLSession.rx.shouldLogRequest(request) ? Date() : nil
    }

    /// Writes the log if the rule (asked again: it may have changed meanwhile) says so.
    func finish(response: URLResponse?, data: Data?, error: Swift.Error?) {
        guard URLSession.rx.shouldLogRequest(request) else { return }
        let duration = startedAt.map { Date().timeIntervalSince($0) } ?? 0
        let command = Self.curlCommand(for: request)
        let outcome = Self.outcome(response: response, data: data, error: error, duration: duration)
        let write = Self.writer.value
        write(command + "\n" + outcome)
    }

    /// A `curl` command that sends `request` again: its method, its body if it is UTF-8 text,
    /// its headers (sorted by name, so that the same request logs the same way) and its URL.
    static func curlCommand(for request: URLRequest) -> String {
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
            command += "-d \"\(escaped(body))\" "
        }
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            command += "\n    -H \"\(escaped(name)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
        return command
    }

    /// What came back, and after how long:
    ///
    /// - `Success (12ms): Status 200` for an HTTP status in `200..<300`, `Failure (12ms): Status
    ///   404` for another;
    /// - `Canceled (12ms)` for a cancelled task, `Failure (12ms): NSError > ...` for another
    ///   error;
    /// - `Failure (12ms): not an HTTP response (...)` for a response of another kind (a `data:`
    ///   URL's), and `Failure (12ms): neither a response nor an error (...)` when the task
    ///   brought neither, each with its MIME type and how much data came with it — the cases
    ///   where `URLSession.rx` fails with ``RxCocoaURLError``.
    static func outcome(response: URLResponse?, data: Data?, error: Swift.Error?, duration: TimeInterval) -> String {
        let milliseconds = Int(duration * 1000)
        if let response = response as? HTTPURLResponse {
            let verdict = 200..<300 ~= response.statusCode ? "Success" : "Failure"
            return "\(verdict) (\(milliseconds)ms): Status \(response.statusCode)"
        }
        if let error = error.map({ $0 as NSError }) {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                return "Canceled (\(milliseconds)ms)"
            }
            return "Failure (\(milliseconds)ms): NSError > \(error)"
        }
        let received = data.map { "\($0.count) bytes of data" } ?? "no data"
        if let response {
            return "Failure (\(milliseconds)ms): not an HTTP response (MIME type \(response.mimeType ?? "unknown"), \(received))"
        }
        return "Failure (\(milliseconds)ms): neither a response nor an error (\(received))"
    }

    /// `text` inside double quotes on a shell command line.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
