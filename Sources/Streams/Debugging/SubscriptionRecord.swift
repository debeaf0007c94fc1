import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One live subscription object, as the registry recorded it.
@usableFromInline
package final class SubscriptionRecord: @unchecked Sendable {
    // @unchecked Sendable: immutable but for `isDisposed`, which only the registry's lock
    // guards.
    @usableFromInline
    package enum Kind: Sendable {
        /// An operator's subscription (its sink): it subscribes further upstream.
        case stage
        /// A subscriber of `source` — a subject, a relay, a sharing operator's subject.
        case sourceSubscription(source: WeakSource, name: String)
        /// A connection feeding the subscribers of `source`. `absorbed`: a trait's own sharing,
        /// drawn as part of the stage before it.
        case connection(source: WeakSource, name: String, absorbed: Bool)
        /// Work waiting in a scheduler.
        case scheduled

        var isScheduled: Bool {
            if case .scheduled = self { return true }
            return false
        }
    }

    package let id: Int
    package let kind: Kind
    /// The record of the stage downstream that subscribed this one; 0 for a chain's root (and
    /// for connections, and work nobody's subscription scheduled).
    package let parent: Int
    /// The `SubscriptionScope` the chain was made in, if any.
    package let scope: SubscriptionScope?
    package let name: String
    package let label: String?
    package let group: StageGroup?
    /// Who subscribed the chain, for its root.
    package let subscriber: SubscriberInfo?
    /// When it was made, in seconds since 1970.
    package let time: Double
    /// Drawn as part of the stage downstream (see `SubscriptionLifecycle.isPartOfOperatorStage`).
    package let isTransparent: Bool
    /// Starts an input of the stage downstream other than its source (drawn as a branch).
    package let isSecondInput: Bool
    var isDisposed = false

    init(
        id: Int, kind: Kind, parent: Int, scope: SubscriptionScope?, name: String, label: String?, group: StageGroup?,
        subscriber: SubscriberInfo?, time: Double, isTransparent: Bool, isSecondInput: Bool
    ) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.scope = scope
        self.name = name
        self.label = label
        self.group = group
        self.subscriber = subscriber
        self.time = time
        self.isTransparent = isTransparent
        self.isSecondInput = isSecondInput
    }
}

/// The source a subscriber subscribed (a subject, a sharing operator), held weakly: a record
/// must not keep it alive, and once it is freed its address may be another object's.
@usableFromInline
package final class WeakSource: @unchecked Sendable {
    // @unchecked Sendable: a weak reference is loaded atomically, and the object is only used
    // for its identity, never called.
    package weak let object: AnyObject?

    @usableFromInline
    init(_ object: AnyObject) {
        self.object = object
    }
}

/// Who subscribed a chain: the call, where it was made, on which thread, when.
package final class SubscriberInfo: Sendable {
    package let call: String
    package let file: String?
    package let line: Int?
    package let thread: String
    package let time: Double
    package let callStack: [String]?

    init(call: String, file: String?, line: Int?, thread: String, time: Double, callStack: [String]?) {
        self.call = call
        self.file = file
        self.line = line
        self.thread = thread
        self.time = time
        self.callStack = callStack
    }

    /// A subscriber that called `subscribe(_:)` with an observer of its own, or one the
    /// registry could not see (it subscribed before recording started).
    static func unknown(observerType: Any.Type?) -> SubscriberInfo {
        SubscriberInfo(
            call: observerType.map { "subscribe(\(SubscriptionNames.type($0)))" } ?? "subscribe(_:)",
            file: nil, line: nil, thread: currentThreadDescription(), time: Date().timeIntervalSince1970, callStack: nil
        )
    }
}

/// Where a subscriber called `subscribe`, `bind`, `drive` or `emit`: the call's name and the
/// caller's `#fileID` and `#line` (an empty file when the call has none: `values`). Static
/// strings, so passing one costs nothing while the inspector is off.
@usableFromInline
struct SubscriberSite {
    @usableFromInline let call: StaticString
    @usableFromInline let file: StaticString
    @usableFromInline let line: UInt

    @inlinable
    init(_ call: StaticString, file: StaticString, line: UInt) {
        self.call = call
        self.file = file
        self.line = line
    }
}

/// An operator that is several stages inside (`asDriver` is `observe(on:)`, `catch` and
/// `share`), shown as one: the records made between its output and its input belong to its
/// group, and consecutive records of one group are drawn as one stage.
@usableFromInline
package final class StageGroup: Sendable {
    package let name: String

    @usableFromInline
    init(_ name: String) {
        self.name = name
    }
}

/// An object that gives itself a name in the inspector's reports (a sharing operator:
/// `share(replay: 1)`).
protocol InspectorNamedSource: AnyObject {
    var inspectorSourceName: String { get }
}

/// Names for reports, each type's worked out once: the registry asks for one per subscription
/// it records.
enum SubscriptionNames {
    /// What a type's name is in reports, or that its instances name themselves.
    private enum Entry {
        case type(String)
        case namedSource
    }

    private static let entries = Locked<[ObjectIdentifier: Entry]>([:])

    /// `PublishSubject<Int>`, the way a user writes the type.
    static func type(_ type: Any.Type) -> String {
        if case .type(let name) = entry(for: type, isSource: false) { return name }
        return written(String(describing: type))
    }

    /// A type's name with the standard library's sugar: `[String]` for `Array<String>`, `Int?`
    /// for `Optional<Int>`, `[String: Int]` for `Dictionary<String, Int>`, `Void` for `()`.
    @_optimize(none)
    static func written(_ name: String) -> String {
        var rest = Substring(name)
        return writtenType(&rest)
    }

    /// Reads one type from the front of `rest` (up to a `,` or `>` of an enclosing list).
    @_optimize(none)
    private static func writtenType(_ rest: inout Substring) -> String {
        var base = ""
        while let character = rest.first, character != "<", character != ",", character != ">" {
            base.append(character)
            rest.removeFirst()
        }
        base = base.trimmingCharacters(in: .whitespaces)
        guard rest.first == "<" else { return base == "()" ? "Void" : base }
        rest.removeFirst()
        var arguments: [String] = []
        while let character = rest.first, character != ">" {
            if character == "," {
                rest.removeFirst()
                continue
            }
            arguments.append(writtenType(&rest))
        }
        if !rest.isEmpty { rest.removeFirst() }
        switch (base, arguments.count) {
        case ("Array", 1): return "[\(arguments[0])]"
        case ("Optional", 1): return arguments[0] + "?"
        case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
        default: return base + "<" + arguments.joined(separator: ", ") + ">"
        }
    }

    /// An operator's name derived from its sink's type: `MapSink<Int, ...>` → `map`.
    static func sink(_ sinkType: AnyObject.Type) -> String {
        if let name = sinkNames.withLock({ $0[ObjectIdentifier(sinkType)] }) { return name }
        var name = String(describing: sinkType)
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasSuffix("Sink") { name.removeLast(4) }
        if let first = name.first { name = first.lowercased() + name.dropFirst() }
        sinkNames.withLock { $0[ObjectIdentifier(sinkType)] = name }
        return name
    }

    private static let sinkNames = Locked<[ObjectIdentifier: String]>([:])

    /// How reports name the subscribers of `source`: `presenter` (the relay around a subject),
    /// the name the source gives itself, or its type.
    static func source(_ source: AnyObject, presentedAs presenter: Any.Type?) -> String {
        if let presenter { return type(presenter) }
        switch entry(for: Swift.type(of: source), isSource: true) {
        case .type(let name): return name
        case .namedSource: return (source as! InspectorNamedSource).inspectorSourceName
        }
    }

    private static func entry(for type: Any.Type, isSource: Bool) -> Entry {
        if let entry = entries.withLock({ $0[ObjectIdentifier(type)] }) { return entry }
        let entry: Entry =
            isSource && type is InspectorNamedSource.Type ? .namedSource : .type(written(String(describing: type)))
        entries.withLock { $0[ObjectIdentifier(type)] = entry }
        return entry
    }
}

/// The calling thread, for reports: `main thread`; `queue <label>` on a dispatch queue (a
/// serial queue of yours, or a global queue's worker); the thread's name; or its identifier.
func currentThreadDescription() -> String {
    if isMainThread() { return "main thread" }
    let name = currentThreadName()
    if let label = currentQueueLabel() {
        // Off every queue, the label is a global queue's: that is a plain thread, unless it is
        // one of that queue's workers (named after it, cut to the system's limit).
        let isGlobalQueue = label.hasPrefix("com.apple.root.")
        if !isGlobalQueue || name.map({ label.hasSuffix($0) }) == true { return "queue \(label)" }
    }
    if let name { return "thread \(name)" }
    return "thread 0x\(String(currentThreadIdentifier(), radix: 16))"
}

/// The system's name of the calling thread (`pthread_setname_np`, `Thread.name`), or `nil` when
/// nobody named it — it then has the process's name (on Linux, its first 15 characters).
private func currentThreadName() -> String? {
    var buffer = [CChar](repeating: 0, count: 64)
    guard let getName = threadNameGetter, getName(pthread_self(), &buffer, buffer.count) == 0 else { return nil }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty || ProcessInfo.processInfo.processName.hasPrefix(name) ? nil : name
}

/// The label of the dispatch queue running the calling code, if any.
private func currentQueueLabel() -> String? {
    guard let getLabel = queueLabelGetter, let label = getLabel(nil) else { return nil }
    let text = String(cString: label)
    return text.isEmpty ? nil : text
}

/// `pthread_getname_np`, looked up once: the C library has it on every platform Streams runs
/// on, but Glibc's module map does not export it to Swift.
private let threadNameGetter: (@convention(c) (pthread_t, UnsafeMutablePointer<CChar>?, Int) -> Int32)? = {
    #if canImport(Darwin)
    let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
    let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    guard let symbol = dlsym(handle, "pthread_getname_np") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<CChar>?, Int) -> Int32).self)
}()

/// `dispatch_queue_get_label`, looked up once for the same reason; called with `nil`, it names
/// the current queue.
private let queueLabelGetter: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?)? = {
    #if canImport(Darwin)
    let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
    let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    guard let symbol = dlsym(handle, "dispatch_queue_get_label") else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?).self)
}()
