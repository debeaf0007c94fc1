extension ObservableType {
    /// A sequence of one element, delivered during the subscription.
    ///
    ///     just(1):  (1|)
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// A sequence of one element delivered on `scheduler`, then completion in a second step.
    ///
    ///     just(1, scheduler:)  on a TestScheduler:  -1-|   (one tick each)
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.create { observer in
            scheduler.scheduleRecursive(true) { isElementStep, recurse in
                if isElementStep {
                    observer.onNext(element)
                    recurse(false)
                } else {
                    observer.onCompleted()
                }
            }
        }
    }
}

final class Just<Element>: Observable<Element> {
    private let element: Element

    init(_ element: Element) {
        self.element = element
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}
