import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the subscription being made on a thread tells the records made meanwhile: the stage
/// that is subscribing (their parent), the scope, the stage group, and what the next record
/// takes — the chain's subscriber, a label, a name.
///
/// Subscribing nests (a sink subscribes its source, which makes its own sink, ...), so the frame
/// is saved and restored around each step: by `ClosureOperator.subscribe`, by a subscriber
/// (`subscribe(onNext:)`, `drive`, `bind`), by an operator subscribing an inner sequence, and by
/// the stage markers. Only while the inspector records.
@usableFromInline
struct SubscriptionFrame {
    /// The record of the stage subscribing now; 0 when none is.
    var parent = 0
    var scope: SubscriptionScope?
    var group: StageGroup?
    /// The subscriber of the chain being started, for its first record.
    var subscriber: SubscriberInfo?
    /// The type of an observer subscribed directly with `subscribe(_:)`, for its first record.
    var observerType: Any.Type?
    /// The name of the subscriber call under way (`drive(onNext:)`), for the subscriber call
    /// it makes (`subscribe(onNext:)`).
    var pendingCall: StaticString?
    /// The next record starts a second input of the stage subscribing (`withLatestFrom`'s
    /// second source, `take(until:)`'s other): drawn as a branch, not as the chain's source.
    var pendingSecondInput = false
    /// `debugName(_:)`'s label, for the next record.
    var pendingLabel: String?
    /// The name the user wrote for an operator built on another one (`timer` on `create`),
    /// for the next record.
    var pendingName: String?

    @usableFromInline
    init() {}
}

/// A thread's frame, kept in thread-local storage: made the first time the thread subscribes
/// while the inspector records, freed with the thread.
final class SubscriptionFrames {
    // Unchecked: a thread's frames belong to that thread alone, so accesses cannot overlap, and
    // the run-time exclusivity check would cost a thread-local look-up per access.
    @exclusivity(unchecked) private(set) var frame = SubscriptionFrame()

    func update(_ change: (inout SubscriptionFrame) -> Void) {
        change(&frame)
    }

    func replace(with frame: SubscriptionFrame) {
        self.frame = frame
    }

    /// This thread's frames.
    static var current: SubscriptionFrames {
        if let pointer = pthread_getspecific(framesKey) {
            return Unmanaged<SubscriptionFrames>.fromOpaque(pointer).takeUnretainedValue()
        }
        let frames = SubscriptionFrames()
        pthread_setspecific(framesKey, Unmanaged.passRetained(frames).toOpaque())
        return frames
    }
}

private let framesKey: pthread_key_t = {
    var key = pthread_key_t()
    #if canImport(Darwin)
    let status = pthread_key_create(&key) { Unmanaged<SubscriptionFrames>.fromOpaque($0).release() }
    #else
    let status = pthread_key_create(&key) { pointer in
        if let pointer { Unmanaged<SubscriptionFrames>.fromOpaque(pointer).release() }
    }
    #endif
    precondition(status == 0, "SubscriptionInspector: pthread_key_create failed (\(status))")
    return key
}()

/// The steps of a subscription that set the frame: each returns the frame it replaced, which
/// the caller puts back with `restore(_:)` when the step is done.
extension SubscriptionRegistry {
    /// Runs `body` — an operator subscribing an inner sequence, the next source of a
    /// concatenation, a retry (through `subscribe(_:asInnerOf:)`), a connection subscribing its
    /// source — with `owner`'s record as the parent of what it subscribes. `inheritingGroup`: what is subscribed belongs to the
    /// owner's stage group (a sharing trait's connection), rather than being a sequence the
    /// user handed in (an inner sequence).
    @inlinable
    static func subscribing<Result>(within owner: AnyObject, inheritingGroup: Bool = false, _ body: () -> Result)
        -> Result
    {
        if switches.load(ordering: .relaxed) & recordingBit == 0 { return body() }
        let saved = enter(within: ObjectIdentifier(owner), inheritingGroup: inheritingGroup)
        defer { restore(saved) }
        return body()
    }

    @usableFromInline
    static func enter(within owner: ObjectIdentifier, inheritingGroup: Bool) -> SubscriptionFrame {
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        var frame = SubscriptionFrame()
        if let context = context(of: owner) {
            frame.parent = context.id
            frame.scope = context.scope
            if inheritingGroup { frame.group = context.group }
        }
        frames.replace(with: frame)
        return saved
    }

    /// Subscribes `observer` — a subscriber's (`subscribe(onNext:)`, `drive`, `bind`) — to
    /// `source` with `site` as the subscriber of the chain it makes: the first record made
    /// takes it and is the chain's root. Out of line: the path that does not record stays small.
    @usableFromInline
    static func subscribe<Element>(
        _ observer: AnyObserver<Element>, to source: Observable<Element>, as site: SubscriberSite
    ) -> Disposable {
        let saved = enter(as: site)
        defer { restore(saved) }
        return source.subscribeErased(observer)
    }

    static func enter(as site: SubscriberSite) -> SubscriptionFrame {
        // Outside every lock: the call-stack hook is the user's code.
        let callStack = capturesCallStacks ? Hooks.customCaptureSubscriptionCallstack() : nil
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        let hasFile = site.file.utf8CodeUnitCount > 0
        var frame = SubscriptionFrame()
        frame.subscriber = SubscriberInfo(
            call: saved.pendingCall.map { "\($0)" } ?? "\(site.call)",
            file: hasFile ? "\(site.file)" : nil,
            line: hasFile ? Int(site.line) : nil,
            thread: currentThreadDescription(),
            time: Date().timeIntervalSince1970,
            callStack: callStack
        )
        frames.replace(with: frame)
        return saved
    }

    /// Runs `body` — a subscriber call built on another one (`drive(onNext:)` calls
    /// `subscribe(onNext:)`, passing its caller's file and line on) — so that the chain's
    /// subscriber is named `call`. The next subscriber call takes the name, whatever it makes.
    @inlinable
    static func subscriberCall<Result>(_ call: StaticString, _ body: () -> Result) -> Result {
        if switches.load(ordering: .relaxed) & recordingBit == 0 { return body() }
        let saved = enter(call: call)
        defer { restore(saved) }
        return body()
    }

    @usableFromInline
    static func enter(call: StaticString) -> SubscriptionFrame {
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        // The outermost call wins: `subscribe(with:onSuccess:)` is built on `subscribe(onSuccess:)`.
        if saved.pendingCall == nil { frames.update { $0.pendingCall = call } }
        return saved
    }

    /// Runs `body`, an operator subscribing an input other than its source (`withLatestFrom`'s
    /// second sequence, `take(until:)`'s other), so that the input is drawn as a branch of the
    /// operator even when it is subscribed before the source.
    static func subscribingSecondInput<Result>(_ body: () -> Result) -> Result {
        if switches.load(ordering: .relaxed) & recordingBit == 0 { return body() }
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        defer { frames.replace(with: saved) }
        frames.update { $0.pendingSecondInput = true }
        return body()
    }

    /// Starts an operator's subscription (`ClosureOperator`): notes the observer's type in case
    /// nobody of Streams' is subscribing (the caller subscribed an observer of its own), and
    /// returns the frame to restore afterwards. An operator without a sink of its own subscribes
    /// its source with an observer of Streams' making: the type noted first, the caller's, stays.
    static func enterOperator(observerType: Any.Type) -> SubscriptionFrame {
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        if saved.parent == 0 && saved.subscriber == nil && saved.observerType == nil {
            frames.update { $0.observerType = observerType }
        }
        return saved
    }

    /// Runs `body` with `mark` applied to the frame (see `StageMarker`).
    static func marking<Result>(_ mark: StageMark, _ body: () -> Result) -> Result {
        let frames = SubscriptionFrames.current
        let saved = frames.frame
        defer { frames.replace(with: saved) }
        frames.update { frame in
            switch mark {
            case .label(let label):
                frame.pendingLabel = label
            case .rename(let name):
                // The outermost name wins: `interval` is built on `timer`, built on `create`.
                if frame.pendingName == nil { frame.pendingName = name }
            case .beginGroup(let group):
                frame.group = group
            case .endGroup:
                frame.group = nil
            }
        }
        return body()
    }

    /// Empties the frame: what runs now (the trampoline's queue, after a subscription) is
    /// nobody's subscription.
    static func clearFrame() {
        SubscriptionFrames.current.replace(with: SubscriptionFrame())
    }

    /// Puts back the frame an `enter` replaced.
    @usableFromInline
    static func restore(_ frame: SubscriptionFrame) {
        SubscriptionFrames.current.replace(with: frame)
    }
}
