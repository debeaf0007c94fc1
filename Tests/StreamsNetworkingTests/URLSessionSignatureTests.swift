import Foundation
import Streams
import StreamsNetworking
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// A porting check at compile level: RxCocoa's URLSession extension and its errors, referenced
// with the exact types RxCocoa declares and called as RxCocoa code spells them. If a signature
// drifts (a label, a default, a return type), this file stops compiling.

final class URLSessionSignatureTests: XCTestCase {
    func testURLSessionExtensionsHaveRxCocoasTypes() {
        let response: (Reactive<URLSession>) -> (URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> =
            Reactive<URLSession>.response(request:)
        let data: (Reactive<URLSession>) -> (URLRequest) -> Observable<Data> = Reactive<URLSession>.data(request:)
        let json: (Reactive<URLSession>) -> (URLRequest, JSONSerialization.ReadingOptions) -> Observable<Any> =
            Reactive<URLSession>.json(request:options:)
        let jsonOfURL: (Reactive<URLSession>) -> (Foundation.URL) -> Observable<Any> = Reactive<URLSession>.json(url:)
        let rule: (URLRequest) -> Bool = URLSession.rx.shouldLogRequest
        _ = (response, data, json, jsonOfURL, rule)

        // As RxCocoa code calls them (nothing is subscribed, so nothing is requested).
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!)
        let session = URLSession.shared
        let pair: Observable<(response: HTTPURLResponse, data: Data)> = session.rx.response(request: request)
        let statusCodes: Observable<Int> = pair.map { $0.response.statusCode }
        let bodies: Observable<Data> = session.rx.data(request: request)
        let objects: Observable<Any> = session.rx.json(request: request)
        let fragments: Observable<Any> = session.rx.json(request: request, options: .fragmentsAllowed)
        let byURL: Observable<Any> = URLSession.shared.rx.json(url: URL(string: "http://127.0.0.1:9/")!)
        _ = (statusCodes, bodies, objects, fragments, byURL)

        let saved = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { request in request.url?.host == "api.example.com" }
        XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
        URLSession.rx.shouldLogRequest = saved
    }

    func testURLErrorCasesHaveRxCocoasLabels() {
        let url = URL(string: "http://h/")!
        let response = HTTPURLResponse(url: url, statusCode: 500, httpVersion: nil, headerFields: nil)!
        let errors: [RxCocoaURLError] = [
            .unknown,
            .nonHTTPResponse(
                response: URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)),
            .httpRequestFailed(response: response, data: nil),
            .deserializationError(error: RxError.unknown),
        ]
        var names: [String] = []
        for error in errors {
            switch error {
            case .unknown: names.append("unknown")
            case .nonHTTPResponse(response: _): names.append("nonHTTPResponse")
            case .httpRequestFailed(let response, let data):
                names.append("httpRequestFailed \(response.statusCode) \(data == nil)")
            case .deserializationError(error: _): names.append("deserializationError")
            }
        }
        XCTAssertEqual(names, ["unknown", "nonHTTPResponse", "httpRequestFailed 500 true", "deserializationError"])
        let described: CustomDebugStringConvertible = RxCocoaURLError.unknown
        XCTAssertFalse(described.debugDescription.isEmpty)
    }
}
