import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The log of one `URLSession.rx` request, written to standard output when it finishes if
/// `URLSession.rx.shouldLogRequest` says so: a `curl` command that repeats the request, then
/// its outcome and how long it took. Credentials in the command are hidden unless
/// `URLSession.rx.shouldRedactRequestLog` is off (``CredentialRedaction``), and every argument
/// taken from the request is quoted for a POSIX shell (``ShellQuoting``), so the command can be
/// pasted into one as it is:
///
///     curl -X 'POST' --data-raw '{"name":"Ada","password":"<redacted>"}' \
///         -H 'Authorization: <redacted>' \
///         -H 'Content-Type: application/json' \
///         'http://127.0.0.1:8080/users' -i -v
///     Success (12ms): Status 201
struct URLRequestLog: Sendable {
    let request: URLRequest
    /// When the request started, if the rule asked for it to be logged then.
    let startedAt: Date?

    /// Where finished logs go: standard output, one `print` per request so that the lines of
    /// requests finishing together do not interleave. Tests put their own closure here to
    /// capture the logs they provoke.
    // diagnostic: request-log
    static let writer = Locked<@Sendable (String) -> Void> { entry in print(entry) }

    init(starting request: URLRequest) {
        self.request = request
        startedAt = URLSession.rx.shouldLogRequest(request) ? Date() : nil
    }

    /// Writes the log if the rule (asked again: it may have changed meanwhile) says so.
    func finish(response: URLResponse?, data: Data?, error: Swift.Error?) {
        guard URLSession.rx.shouldLogRequest(request) else { return }
        let duration = startedAt.map { Date().timeIntervalSince($0) } ?? 0
        let redacting = URLSession.rx.shouldRedactRequestLog
        let command = Self.curlCommand(for: request, redacting: redacting)
        let outcome = Self.outcome(
            response: response, data: data, error: error, duration: duration, redacting: redacting)
        let write = Self.writer.value
        write(command + "\n" + outcome)
    }

    /// A `curl` command that sends `request` again: its method, its body, its headers (sorted
    /// by name, so that the same request logs the same way) and its URL, one header per line
    /// with a `\` before each line break. Each of those is one single-quoted shell argument.
    ///
    /// When `redacting`, the credentials ``CredentialRedaction`` names are hidden, and a body is
    /// shown only for a text content type; otherwise everything is shown, a body whenever it is
    /// UTF-8 text (as RxCocoa does). A body that is not shown is described instead, in its place.
    static func curlCommand(for request: URLRequest, redacting: Bool) -> String {
        var command = "curl -X " + ShellQuoting.quoted(request.httpMethod ?? "GET")
        if let body = request.httpBody {
            // --data-raw, not -d: curl reads a file for a -d argument that starts with `@`.
            command += " --data-raw " + ShellQuoting.quoted(shownBody(body, of: request, redacting: redacting))
        }
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            let shownValue =
                redacting && CredentialRedaction.isCredential(name) ? CredentialRedaction.placeholder : value
            // `-H 'Name:'` makes curl leave a header out; `-H 'Name;'` sends it empty.
            let header = shownValue.isEmpty ? "\(name);" : "\(name): \(shownValue)"
            command += " \\\n    -H " + ShellQuoting.quoted(header)
        }
        let url = request.url.map { url in
            redacting ? CredentialRedaction.redacted(url: url.absoluteString) : url.absoluteString
        }
        command += " \\\n    " + ShellQuoting.quoted(url ?? "<unknown url>") + " -i -v"
        return command
    }

    private static func shownBody(_ body: Data, of request: URLRequest, redacting: Bool) -> String {
        if redacting {
            return CredentialRedaction.presentation(
                of: body, contentType: request.value(forHTTPHeaderField: "Content-Type"))
        }
        return CredentialRedaction.utf8Text(body) ?? "<\(body.count) bytes that are not UTF-8 text, not shown>"
    }

    /// What came back, and after how long:
    ///
    /// - `Success (12ms): Status 200` for an HTTP status in `200..<300`, `Failure (12ms): Status
    ///   404` for another;
    /// - `Canceled (12ms)` for a cancelled task, `Failure (12ms): NSError > ...` for another
    ///   error: its domain, code and description, and, unless `redacting`, its user info too
    ///   (which holds the URL the request failed for);
    /// - `Failure (12ms): not an HTTP response (...)` for a response of another kind (a `data:`
    ///   URL's), and `Failure (12ms): neither a response nor an error (...)` when the task
    ///   brought neither, each with its MIME type and how much data came with it — the cases
    ///   where `URLSession.rx` fails with ``RxCocoaURLError``.
    static func outcome(
        response: URLResponse?, data: Data?, error: Swift.Error?, duration: TimeInterval, redacting: Bool
    ) -> String {
        let milliseconds = Int(duration * 1000)
        if let response = response as? HTTPURLResponse {
            let verdict = 200..<300 ~= response.statusCode ? "Success" : "Failure"
            return "\(verdict) (\(milliseconds)ms): Status \(response.statusCode)"
        }
        if let error = error.map({ $0 as NSError }) {
            if error.domain == NSURLErrorDomain && error.code == NSURLErrorCancelled {
                return "Canceled (\(milliseconds)ms)"
            }
            let description =
                redacting
                ? "Error Domain=\(error.domain) Code=\(error.code) \"\(error.localizedDescription)\" (user info not shown)"
                : "\(error)"
            return "Failure (\(milliseconds)ms): NSError > \(description)"
        }
        let received = data.map { "\($0.count) bytes of data" } ?? "no data"
        if let response {
            return
                "Failure (\(milliseconds)ms): not an HTTP response (MIME type \(response.mimeType ?? "unknown"), \(received))"
        }
        return "Failure (\(milliseconds)ms): neither a response nor an error (\(received))"
    }
}
