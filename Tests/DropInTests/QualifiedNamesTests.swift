import Foundation
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest

// Every public type of Streams, StreamsNetworking and StreamsTest, named through the drop-in
// module it belongs to in RxSwift (types RxSwift lacks: through RxSwift or RxTest). A name that
// stops resolving stops this file from compiling; `DropInNameCoverageTests` fails when a public
// type is missing here.

/// Types whose qualified names resolve to Streams' own declarations.
let streamsTypesThroughDropInModules: [Any.Type] = [
    // RxSwift
    RxSwift.AnyObserver<Int>.self,
    RxSwift.AnyRecursiveScheduler<Int>.self,
    RxSwift.AsyncSubject<Int>.self,
    RxSwift.BehaviorSubject<Int>.self,
    RxSwift.Binder<Int>.self,
    RxSwift.BooleanDisposable.self,
    (any RxSwift.Cancelable).self,
    RxSwift.Completable.self,
    RxSwift.CompletableEvent.self,
    RxSwift.CompletableTrait.self,
    RxSwift.CompositeDisposable.self,
    RxSwift.ConcurrentDispatchQueueScheduler.self,
    RxSwift.ConcurrentMainScheduler.self,
    RxSwift.ConnectableObservable<Int>.self,
    (any RxSwift.ConnectableObservableType).self,
    RxSwift.CurrentThreadScheduler.self,
    (any RxSwift.DataDecoder).self,
    (any RxSwift.Disposable).self,
    RxSwift.Disposables.self,
    RxSwift.DisposeBag.self,
    RxSwift.DisposeBase.self,
    RxSwift.Event<Int>.self,
    (any RxSwift.EventConvertible).self,
    RxSwift.GroupedObservable<Int, String>.self,
    RxSwift.HistoricalScheduler.self,
    RxSwift.HistoricalSchedulerTimeConverter.self,
    RxSwift.Hooks.self,
    (any RxSwift.ImmediateSchedulerType).self,
    RxSwift.Infallible<Int>.self,
    RxSwift.InfallibleEvent<Int>.self,
    (any RxSwift.InfallibleType).self,
    RxSwift.MainScheduler.self,
    RxSwift.Maybe<Int>.self,
    RxSwift.MaybeEvent<Int>.self,
    RxSwift.MaybeTrait.self,
    RxSwift.NopDisposable.self,
    RxSwift.Observable<Int>.self,
    (any RxSwift.ObservableConvertibleType).self,
    (any RxSwift.ObservableType).self,
    (any RxSwift.ObserverType).self,
    RxSwift.OperationQueueScheduler.self,
    RxSwift.PrimitiveSequence<RxSwift.SingleTrait, Int>.self,
    (any RxSwift.PrimitiveSequenceType).self,
    RxSwift.PublishSubject<Int>.self,
    RxSwift.Reactive<String>.self,
    (any RxSwift.ReactiveCompatible).self,
    RxSwift.RefCountDisposable.self,
    (any RxSwift.RelayType).self,
    RxSwift.ReplaySubject<Int>.self,
    RxSwift.Resources.self,
    RxSwift.RxError.self,
    RxSwift.RxObservable<Int>.self,
    RxSwift.ScheduledDisposable.self,
    (any RxSwift.SchedulerType).self,
    RxSwift.SerialDispatchQueueScheduler.self,
    RxSwift.SerialDisposable.self,
    RxSwift.Single<Int>.self,
    RxSwift.SingleAssignmentDisposable.self,
    RxSwift.SingleTrait.self,
    RxSwift.SubjectLifetimeScope.self,
    (any RxSwift.SubjectType).self,
    RxSwift.SubscriptionScope.self,
    RxSwift.TakeBehavior.self,
    RxSwift.VirtualTimeComparison.self,
    (any RxSwift.VirtualTimeConverterType).self,
    RxSwift.VirtualTimeScheduler<RxSwift.HistoricalSchedulerTimeConverter>.self,
    // RxCocoa
    RxCocoa.ControlEvent<Int>.self,
    (any RxCocoa.ControlEventType).self,
    RxCocoa.ControlProperty<Int>.self,
    (any RxCocoa.ControlPropertyType).self,
    RxCocoa.Driver<Int>.self,
    RxCocoa.DriverSharingStrategy.self,
    RxCocoa.RxCocoaError.self,
    RxCocoa.SharedSequence<RxCocoa.SignalSharingStrategy, Int>.self,
    (any RxCocoa.SharedSequenceConvertibleType).self,
    RxCocoa.SharingScheduler.self,
    (any RxCocoa.SharingStrategyProtocol).self,
    RxCocoa.Signal<Int>.self,
    RxCocoa.SignalSharingStrategy.self,
    // RxRelay, and RxCocoa, which re-exports RxRelay in RxSwift too
    RxRelay.BehaviorRelay<Int>.self,
    RxRelay.PublishRelay<Int>.self,
    RxRelay.ReplayRelay<Int>.self,
    RxCocoa.BehaviorRelay<Int>.self,
    RxCocoa.PublishRelay<Int>.self,
    RxCocoa.ReplayRelay<Int>.self,
]

/// Types whose qualified names resolve to StreamsNetworking's own declarations.
let streamsNetworkingTypesThroughDropInModules: [Any.Type] = [
    // RxCocoa
    RxCocoa.RxCocoaURLError.self
]

/// Types whose qualified names resolve to StreamsTest's own declarations.
let streamsTestTypesThroughDropInModules: [Any.Type] = [
    // RxTest
    RxTest.LeakCheckTrait.self,
    RxTest.LeakCheckingTestCase.self,
    RxTest.MarbleDefaultError.self,
    RxTest.MarbleError.self,
    RxTest.MarbleRendering.self,
    RxTest.MarbleTiming.self,
    RxTest.Marbles.self,
    RxTest.Recorded<RxSwift.Event<Int>>.self,
    RxTest.Subscription.self,
    RxTest.TestScheduler.self,
    RxTest.TestSchedulerVirtualTimeConverter.self,
    RxTest.TestableObservable<Int>.self,
    RxTest.TestableObserver<Int>.self,
    // RxBlocking
    RxBlocking.BlockingObservable<Int>.self,
    RxBlocking.MaterializedSequenceResult<Int>.self,
]

/// Type aliases of types from other modules, as in RxSwift.
let aliasesThroughDropInModules: [(Any.Type, Any.Type)] = [
    ((any RxSwift.RxAbstractInteger).self, (any FixedWidthInteger).self),
    (RxSwift.RxTime.self, Date.self),
    (RxSwift.RxTimeInterval.self, DispatchTimeInterval.self),
    (RxSwift.SingleEvent<Int>.self, Result<Int, any Error>.self),
    (RxTest.TestTime.self, Int.self),
]

final class QualifiedNamesTests: XCTestCase {
    /// A qualified name could also resolve to a same-named type of another module that a drop-in
    /// module happened to see: each must be the Streams declaration.
    func testQualifiedNamesResolveToStreamsDeclarations() {
        for type in streamsTypesThroughDropInModules {
            let name = String(reflecting: type)
            XCTAssertTrue(
                name.hasPrefix("Streams.") || name.hasPrefix("any Streams.") || name.hasPrefix("(any Streams."), name)
        }
        for type in streamsNetworkingTypesThroughDropInModules {
            let name = String(reflecting: type)
            XCTAssertTrue(name.hasPrefix("StreamsNetworking."), name)
        }
        for type in streamsTestTypesThroughDropInModules {
            let name = String(reflecting: type)
            XCTAssertTrue(name.hasPrefix("StreamsTest."), name)
        }
        for (alias, original) in aliasesThroughDropInModules {
            XCTAssertTrue(alias == original, "\(alias) is not \(original)")
        }
    }
}
