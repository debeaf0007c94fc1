import Foundation

#if canImport(Glibc)
import Glibc
private let streamSocket = Int32(SOCK_STREAM.rawValue)
private let noSignalOnClosedConnection = Int32(MSG_NOSIGNAL)
#elseif canImport(Musl)
import Musl
private let streamSocket = SOCK_STREAM
private let noSignalOnClosedConnection = MSG_NOSIGNAL
#elseif canImport(Darwin)
import Darwin
private let streamSocket = SOCK_STREAM
private let noSignalOnClosedConnection: Int32 = 0  // each connection gets SO_NOSIGPIPE instead
#endif

/// A small HTTP/1.1 server on 127.0.0.1, for tests of `URLSession.rx` that must contact nothing
/// outside the machine. It listens on a free port the system picks (bound to port 0), reads
/// each request (head and `Content-Length` body), asks `route` what to do with it, and answers
/// with `Connection: close` — one request per connection.
///
/// A route may also `.hold` a request: the server never answers it and watches the connection
/// instead, so a test can see the client close it (a cancelled task). Every request and every
/// connection the client closed are recorded; `waitUntil` waits for them with a deadline.
///
/// Written with POSIX sockets, one thread to accept and one per connection, all woken by a pipe
/// when the server stops; `stop()` waits for every thread and closes every descriptor.
final class LoopbackHTTPServer: @unchecked Sendable {
    // @unchecked Sendable: the recorded state is only touched while `condition` is locked; the
    // descriptors are set before any thread starts and closed after they have all finished.

    struct Request {
        var method: String
        var path: String
        /// Header names lowercased.
        var headers: [String: String]
        var body: Data
    }

    struct Response {
        var status: Int
        var headers: [(name: String, value: String)] = []
        var body = Data()
    }

    enum Reply {
        case respond(Response)
        /// Never answer; record when the client closes the connection.
        case hold
    }

    struct ServerError: Swift.Error, CustomStringConvertible {
        let description: String
    }

    let port: UInt16
    private let route: @Sendable (Request) -> Reply
    private let listener: Int32
    /// Written to once by `stop()`; every thread polls its read end beside its socket.
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let threads = DispatchGroup()
    private let condition = NSCondition()
    private var receivedRequests: [Request] = []
    private var closedHeldConnections = 0
    private var isStopped = false

    /// Starts listening at once.
    init(route: @escaping @Sendable (Request) -> Reply) throws {
        self.route = route
        listener = socket(AF_INET, streamSocket, 0)
        guard listener >= 0 else { throw ServerError(description: "socket: errno \(errno)") }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            close(listener)
            throw ServerError(description: "pipe: errno \(errno)")
        }
        wakeRead = pipeEnds[0]
        wakeWrite = pipeEnds[1]
        do {
            port = try Self.bindToLoopback(listener)
            guard listen(listener, 16) == 0 else { throw ServerError(description: "listen: errno \(errno)") }
        } catch {
            close(listener)
            close(wakeRead)
            close(wakeWrite)
            throw error
        }
        startThread(named: "loopback-http-accept") { [self] in acceptConnections() }
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    var requests: [Request] {
        condition.lock()
        defer { condition.unlock() }
        return receivedRequests
    }

    /// Waits until `predicate(requests, closedHeldConnections)` holds; `false` after `timeout`.
    func waitUntil(
        timeout: TimeInterval = 5, _ predicate: (_ requests: [Request], _ closedHeldConnections: Int) -> Bool
    ) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while !predicate(receivedRequests, closedHeldConnections) {
            if !condition.wait(until: deadline) { return predicate(receivedRequests, closedHeldConnections) }
        }
        return true
    }

    /// Wakes every thread, waits for them (5 s at most: a thread still running then is a bug
    /// of this server, reported by the `false` result), and closes the descriptors.
    @discardableResult
    func stop() -> Bool {
        condition.lock()
        let wasStopped = isStopped
        isStopped = true
        condition.unlock()
        guard !wasStopped else { return true }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
        let finished = threads.wait(timeout: .now() + 5) == .success
        if finished {
            close(wakeRead)
            close(wakeWrite)
        }
        return finished
    }

    // MARK: - Threads

    private func startThread(named name: String, _ body: @escaping @Sendable () -> Void) {
        threads.enter()
        let thread = Thread { [threads] in
            body()
            threads.leave()
        }
        thread.name = name
        thread.start()
    }

    private func acceptConnections() {
        defer { close(listener) }
        while waitForInput(on: listener, timeout: nil) {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            #if canImport(Darwin)
            var on: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
            #endif
            startThread(named: "loopback-http-connection") { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = readRequest(from: connection) else { return }
        condition.lock()
        receivedRequests.append(request)
        condition.broadcast()
        condition.unlock()
        switch route(request) {
        case .respond(let response):
            answer(connection, with: response)
        case .hold:
            // The client sends nothing more: readable now means closed (or reset).
            guard waitForInput(on: connection, timeout: nil) else { return }
            condition.lock()
            closedHeldConnections += 1
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Waits until `descriptor` is readable: `false` if the server stopped first, or `timeout`
    /// (seconds) passed.
    private func waitForInput(on descriptor: Int32, timeout: Int?) -> Bool {
        var watched = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&watched, 2, Int32(timeout.map { $0 * 1000 } ?? -1))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, watched[1].revents == 0 else { return false }
            return watched[0].revents != 0
        }
    }

    // MARK: - HTTP

    /// The request's head and `Content-Length` body; `nil` if the client closed early, sent
    /// something that is not HTTP, or took more than 5 s.
    private func readRequest(from connection: Int32) -> Request? {
        var received = Data()
        let headEnd = Data("\r\n\r\n".utf8)
        var headRange: Range<Data.Index>?
        var expectedLength: Int?
        while true {
            if headRange == nil, let end = received.range(of: headEnd) {
                headRange = end
            }
            if let headRange {
                guard let head = String(data: received[..<headRange.lowerBound], encoding: .utf8),
                    var request = Self.parseHead(head)
                else { return nil }
                let length = expectedLength ?? Int(request.headers["content-length"] ?? "0") ?? 0
                expectedLength = length
                let body = received[headRange.upperBound...]
                if body.count >= length {
                    request.body = Data(body.prefix(length))
                    return request
                }
            }
            guard waitForInput(on: connection, timeout: 5) else { return nil }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received.append(contentsOf: buffer[..<count])
        }
    }

    private static func parseHead(_ head: String) -> Request? {
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: Data())
    }

    private func answer(_ connection: Int32, with response: Response) {
        // Clients read the code; the reason phrase is free text.
        var head = "HTTP/1.1 \(response.status) Status \(response.status)\r\n"
        for header in response.headers {
            head += "\(header.name): \(header.value)\r\n"
        }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        var bytes = [UInt8](head.utf8)
        bytes.append(contentsOf: response.body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                send(connection, $0.baseAddress, $0.count, noSignalOnClosedConnection)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            sent += count
        }
    }

    // MARK: - Sockets

    /// Binds `descriptor` to 127.0.0.1 on a port the system picks, and returns that port.
    static func bindToLoopback(_ descriptor: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw ServerError(description: "bind: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        guard named == 0 else { throw ServerError(description: "getsockname: errno \(errno)") }
        return UInt16(bigEndian: address.sin_port)
    }
}

/// A loopback port that refuses connections for as long as this value lives: a socket bound to
/// it that never listens, so no other process can take the port meanwhile.
final class RefusingLoopbackPort {
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        descriptor = socket(AF_INET, streamSocket, 0)
        guard descriptor >= 0 else { throw LoopbackHTTPServer.ServerError(description: "socket: errno \(errno)") }
        do {
            port = try LoopbackHTTPServer.bindToLoopback(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
    }

    deinit {
        close(descriptor)
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }
}
