import Foundation

extension ObservableType {
    /// Logs the subscription, every event and the disposal, one line each, in RxSwift's
    /// format: `2026-11-30 10:15:42.123: identifier -> Event next(1)`. The lines go to
    /// ``Hooks/debugOutput`` (standard output by default). With `trimOutput`, an event longer
    /// than 40 characters is shortened to its first and last 20 with `...` between.
    ///
    ///     source:   --1--|
    ///     debug("xs")
    ///     result:   --1--|
    ///     prints:   xs -> subscribed, xs -> Event next(1), xs -> Event completed,
    ///               xs -> isDisposed
    ///
    /// Without an identifier, the line prefix is `File.swift:line (function)` of the call.
    ///
    /// - Parameters:
    ///   - identifier: The prefix of every line; `nil` uses the call's file, line and function.
    ///   - trimOutput: Whether to shorten events longer than 40 characters.
    ///   - file: The calling file, for the default prefix.
    ///   - line: The calling line, for the default prefix.
    ///   - function: The calling function, for the default prefix.
    /// - Returns: This sequence's events, unchanged.
    @_alwaysEmitIntoClient
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> Observable<Element> {
        let name: String
        if let identifier {
            name = identifier
        } else {
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            name = "\(fileName):\(line) (\(function))"
        }
        return ClosureOperator(capturing: (source: asObservable(), identifier: name, trimOutput: trimOutput)) {
            captured, downstream in
            DebugSink(identifier: captured.identifier, trimOutput: captured.trimOutput, observer: downstream).run(
                captured.source)
        }
    }
}

// diagnostic: debug-output
private let debugOutputHandler = Locked<@Sendable (String) -> Void>({ line in print(line) })

extension Hooks {
    /// Receives each line `debug(_:trimOutput:)` logs. The default prints it to standard
    /// output; tests replace it to capture the lines (an addition to RxSwift, which always
    /// prints).
    public static var debugOutput: @Sendable (String) -> Void {
        get { debugOutputHandler.value }
        set { debugOutputHandler.withLock { $0 = newValue } }
    }
}

@usableFromInline
final class DebugSink<Element>: Sink<AnyObserver<Element>>, ObserverType, @unchecked Sendable {
    // @unchecked Sendable: only immutable properties.
    private static var maximumEventLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool

    @usableFromInline
    init(identifier: String, trimOutput: Bool, observer: AnyObserver<Element>) {
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(observer: observer)
        log("subscribed")
    }

    @usableFromInline
    func run(_ source: Observable<Element>) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let result = attaching(
            Disposables.create {
                self.log("isDisposed")
                subscription.dispose()
            })
        subscription.setDisposable(source.subscribe(self))
        return result
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        var text = "\(event)"
        if trimOutput && text.count > Self.maximumEventLength {
            let half = Self.maximumEventLength / 2
            text = String(text.prefix(half)) + "..." + String(text.suffix(half))
        }
        log("Event \(text)")
        forward(event)
    }

    func log(_ content: String) {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        Hooks.debugOutput("\(formatter.string(from: Date())): \(identifier) -> \(content)")
    }
}
