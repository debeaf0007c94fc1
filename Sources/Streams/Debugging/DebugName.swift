extension ObservableType {
    /// Labels this stage in the `SubscriptionInspector`'s reports: the stage it follows (or
    /// the subject it is applied to) is shown with `name` — `PublishSubject<Int> → map ⟨prices⟩
    /// → subscribe`. Events pass through untouched: it adds nothing per element, and nothing
    /// at all while the inspector is not recording.
    ///
    ///     source:  --1--2--|
    ///     result:  --1--2--|     debugName("prices")
    ///
    /// - Parameter name: The label, shown in angle brackets after the stage's own name.
    /// - Returns: This sequence, unchanged, labelled in the reports.
    public func debugName(_ name: String) -> Observable<Element> {
        StageMarker(source: asObservable(), mark: .label(name))
    }
}

extension Observable {
    /// Shows the stages `body` builds on this sequence as one stage called `name` in the
    /// inspector's reports (`asDriver` is `observe(on:)`, `catch` and `share` inside).
    @usableFromInline
    func stage<Result>(_ name: String, _ body: (Observable<Element>) -> Observable<Result>) -> Observable<Result> {
        let input = StageMarker(source: self, mark: .endGroup)
        return StageMarker(source: body(input), mark: .beginGroup(StageGroup(name)))
    }

    /// Shows this sequence's first stage as `name`: for an operator built on another one
    /// (`timer` on `create`, StreamsInspector's `trace` on `create`).
    @usableFromInline
    package func named(_ name: String) -> Observable<Element> {
        StageMarker(source: self, mark: .rename(name))
    }
}

/// What a `StageMarker` tells the records made while it subscribes its source.
@usableFromInline
enum StageMark: Sendable {
    /// The next record is labelled (`debugName`).
    case label(String)
    /// The next record is shown under this name.
    case rename(String)
    /// The records made from here belong to a stage group...
    case beginGroup(StageGroup)
    /// ...up to here, where the group's input is subscribed.
    case endGroup
}

/// Subscribes its source with the observer it is given — no sink, nothing per event — and,
/// while the inspector records, marks the frame for what its source's subscription makes.
final class StageMarker<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    let source: Observable<Element>
    let mark: StageMark

    init(source: Observable<Element>, mark: StageMark) {
        self.source = source
        self.mark = mark
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        guard SubscriptionRegistry.isRecording else { return source.subscribe(observer) }
        return SubscriptionRegistry.marking(mark) { source.subscribe(observer) }
    }

    override func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        guard SubscriptionRegistry.isRecording else { return source.subscribeErased(observer) }
        return SubscriptionRegistry.marking(mark) { source.subscribeErased(observer) }
    }
}
