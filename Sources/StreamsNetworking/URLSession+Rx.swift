import Foundation
import Streams

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why a `URLSession.rx` request failed, when `URLSession` itself reported no error (its own
/// errors, such as a refused connection, are passed on unchanged).
public enum RxCocoaURLError: Swift.Error {
    /// The data task finished without a response or a body, and without an error.
    case unknown
    /// The response is not an `HTTPURLResponse` (a `data:` URL, for example).
    case nonHTTPResponse(response: URLResponse)
    /// The status code is outside `200..<300`; `data` is the body the server sent with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// `JSONSerialization` could not read the body.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }
}

// URLResponse is immutable once a task has handed it over, and the wrapped error is only read.
extension RxCocoaURLError: @unchecked Sendable {}

extension Reactive where Base: URLSession {
    /// The response and body of `request`, once per subscription: each subscriber starts its own
    /// data task, disposing the subscription cancels it.
    ///
    /// Any HTTP status is a response here (``Reactive/data(request:)`` checks it). Events arrive
    /// on the session's delegate queue. A failure is `URLSession`'s own error, or
    /// ``RxCocoaURLError/nonHTTPResponse(response:)`` for a URL that is not HTTP.
    ///
    ///     response(request:)   ---------(r|)      r: (response: HTTPURLResponse, data: Data)
    ///     refused connection   ---------#         #: NSURLErrorDomain, NSURLErrorCannotConnectToHost
    ///
    /// - Parameter request: The request each subscription sends.
    /// - Returns: An ``/Streams/Observable`` of one element, the response with its body (empty
    ///   when the server sent none), then completion.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let log = URLRequestLog(starting: request)
            // The task calls its handler once, on the session's queue: the observer's only
            // events, sent from one thread, as the Rx contract allows.
            let handlerObserver = UncheckedSendable(observer)
            let task = session.dataTask(with: request) { data, response, error in
                log.finish(response: response, data: data, error: error)
                switch outcome(data: data, response: response, error: error) {
                case .success(let value):
                    handlerObserver.value.onNext(value)
                    handlerObserver.value.onCompleted()
                case .failure(let error):
                    handlerObserver.value.onError(error)
                }
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of `request` if its status code is in `200..<300`; any other status fails with
    /// ``RxCocoaURLError/httpRequestFailed(response:data:)``, carrying the response and the body.
    /// One data task per subscription, cancelled on disposal.
    ///
    ///     status 200           ---------(d|)
    ///     status 404           ---------#         #: .httpRequestFailed(response:data:)
    ///
    /// - Parameter request: The request each subscription sends.
    /// - Returns: An ``/Streams/Observable`` of one element, the body, then completion; or the
    ///   failures of ``Reactive/response(request:)`` and a status outside `200..<300`.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of `request` read by `JSONSerialization` (an array, a dictionary, or with
    /// `.fragmentsAllowed` a lone value). A body that is not JSON — an empty one included —
    /// fails with ``RxCocoaURLError/deserializationError(error:)``; a status outside `200..<300`
    /// as ``Reactive/data(request:)`` does.
    ///
    ///     {"id": 1}            ---------(j|)      j: ["id": 1] as [String: Any]
    ///     not JSON             ---------#         #: .deserializationError(error:)
    ///
    /// - Parameters:
    ///   - request: The request each subscription sends.
    ///   - options: How `JSONSerialization` reads the body; none by default, as in RxCocoa.
    /// - Returns: An ``/Streams/Observable`` of one element, the parsed JSON object, then
    ///   completion.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body at `url`, fetched with a GET request and read by `JSONSerialization`: what
    /// ``Reactive/json(request:options:)`` does with `URLRequest(url: url)` and no options.
    ///
    /// - Parameter url: The address each subscription requests.
    /// - Returns: An ``/Streams/Observable`` of one element, the parsed JSON object, then
    ///   completion.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Which requests of `URLSession.rx` are logged to standard output: a `curl` command that
    /// repeats the request, and the outcome with its duration (`Success (12ms): Status 200`).
    /// Asked when a request starts and again when it finishes. Logs every request in debug
    /// builds and none in release builds, unless you set your own rule:
    ///
    ///     URLSession.rx.shouldLogRequest = { request in request.url?.host == "api.example.com" }
    ///
    /// The command is safe to paste into a POSIX shell — each argument taken from the request
    /// is single-quoted — and hides credentials unless ``Reactive/shouldRedactRequestLog`` is `false`.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { requestLogRule.value }
        set { requestLogRule.withLock { $0 = newValue } }
    }

    /// Whether the request log hides credentials: `true` in every build until you set it to
    /// `false`. RxCocoa's log has no such switch and prints everything.
    ///
    /// While it is `true`, the log writes `<redacted>` in place of:
    ///
    /// - the values of the headers `Authorization`, `Proxy-Authorization`, `Cookie` and
    ///   `Set-Cookie`, and of every header whose name contains `token`, `secret`, `key`,
    ///   `password` or `session`, in any case (`X-Api-Key`, `X-Session-Id`);
    /// - the user-info part of the URL (`https://<redacted>@example.com/`);
    /// - the values of the URL's query parameters (and of its fragment's) under such names
    ///   (`?api_key=<redacted>&page=2`);
    /// - in a body, the values of fields under such names, in an
    ///   `application/x-www-form-urlencoded` body and in a JSON one (`application/json`,
    ///   `application/*+json`) at any depth.
    ///
    /// A body is shown only if its `Content-Type` is text — `text/*`, JSON, form data,
    /// `application/xml` or `application/*+xml` — and is UTF-8; any other body, and JSON that
    /// does not parse, is described by its size and type instead. A failed request's error is
    /// shown without its user info, which holds the URL it failed for.
    ///
    /// Set it to `false` to see every header, body and URL in full while you debug on your own
    /// machine; the log then shows every body that is UTF-8 text, as RxCocoa's does. Leave it on
    /// wherever the output is kept: CI logs, log collectors, staging servers.
    ///
    ///     URLSession.rx.shouldRedactRequestLog = false
    public static var shouldRedactRequestLog: Bool {
        get { requestLogRedaction.value }
        set { requestLogRedaction.withLock { $0 = newValue } }
    }
}

private let requestLogRule = Locked<(URLRequest) -> Bool> { _ in
    #if DEBUG
    return true
    #else
    return false
    #endif
}

private let requestLogRedaction = Locked(true)

/// What a finished data task means: its response and body, or why there is none. `URLSession`'s
/// own error wins only when the response or the body is missing.
private func outcome(data: Data?, response: URLResponse?, error: Swift.Error?) -> Result<
    (response: HTTPURLResponse, data: Data), Swift.Error
> {
    guard let response, let data else {
        return .failure(error ?? RxCocoaURLError.unknown)
    }
    guard let httpResponse = response as? HTTPURLResponse else {
        return .failure(RxCocoaURLError.nonHTTPResponse(response: response))
    }
    return .success((response: httpResponse, data: data))
}
