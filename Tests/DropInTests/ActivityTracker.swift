import RxCocoa
import RxSwift

// Written as RxSwift example code is — an activity tracker that counts the sequences running
// through it — with only RxSwift and RxCocoa imported: `NSRecursiveLock` comes from Foundation,
// which RxCocoa's umbrella header brings along on Apple platforms, and the drop-in RxCocoa
// re-exports. (Compiled in Swift 6 mode here and in Swift 5 mode in DropInSwift5Tests.)

/// Counts the sequences passing through `track(_:)` that have been subscribed and not ended;
/// `isActive` is `true` while there is at least one.
final class ActivityTracker: SharedSequenceConvertibleType {
    typealias Element = Bool
    typealias SharingStrategy = DriverSharingStrategy

    private let lock = NSRecursiveLock()
    private let running = BehaviorRelay(value: 0)
    private let isActive: SharedSequence<SharingStrategy, Bool>

    init() {
        isActive = running.asDriver().map { $0 > 0 }.distinctUntilChanged()
    }

    /// `source`, counted as running from its subscription until it ends or is disposed.
    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        Observable.using({ Running(self) }, observableFactory: { _ in source.asObservable() })
    }

    private func change(by delta: Int) {
        lock.lock()
        running.accept(running.value + delta)
        lock.unlock()
    }

    func asSharedSequence() -> SharedSequence<SharingStrategy, Bool> {
        isActive
    }

    /// One tracked sequence running: counted from its making to its disposal.
    private final class Running: Disposable {
        private var tracker: ActivityTracker?

        init(_ tracker: ActivityTracker) {
            self.tracker = tracker
            tracker.change(by: 1)
        }

        func dispose() {
            tracker?.change(by: -1)
            tracker = nil
        }
    }
}
