/// The base class of Streams' disposable classes (``DisposeBag``, ``CompositeDisposable``,
/// ``SerialDisposable``, ``RefCountDisposable`` and those `Disposables.create` makes), as in
/// RxSwift: each one alive counts in ``Resources/total`` (debug builds), so a test sees a
/// disposable that outlives it. (``SingleAssignmentDisposable`` counts too, without deriving from
/// it: see there.) Like RxSwift's, it is not open: other modules use it as a type, not as a
/// superclass.
public class DisposeBase {
    @inlinable
    init() {
        Resources.increment()
    }

    // Only where `Resources` counts: a deinit of its own would cost every subclass a call when
    // it is freed.
    #if DEBUG
    deinit {
        Resources.decrement()
    }
    #endif
}
