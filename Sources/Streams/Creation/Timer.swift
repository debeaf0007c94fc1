extension ObservableType where Element: RxAbstractInteger {
    /// 0, 1, 2, ... one every `period` on `scheduler`, starting one period after subscription.
    ///
    ///     interval(.seconds(10)) from 200 on a TestScheduler:  .next(210, 0), .next(220, 1), ...
    ///
    /// - Parameters:
    ///   - period: The time between two elements, and before the first.
    ///   - scheduler: Runs the timer and sends the elements.
    /// - Returns: A sequence of 0, 1, 2, ... that never completes.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler).named("interval")
    }

    /// After `dueTime`, 0; then, if `period` is given, 1, 2, ... every `period`; without a
    /// period it completes after the 0.
    ///
    ///     timer(.seconds(5)) from 200:  .next(205, 0), .completed(205)
    ///
    /// - Parameters:
    ///   - dueTime: The time before the first element.
    ///   - period: The time between two elements after the first; `nil` sends one element only.
    ///   - scheduler: Runs the timer and sends the elements.
    /// - Returns: A sequence of 0 (then a completion), or of 0, 1, 2, ... with a `period`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Observable<Element>
    {
        Observable.create { observer in
            guard let period else {
                return scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                    observer.onNext(0)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
            return scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) { count in
                observer.onNext(count)
                return count &+ 1
            }
        }
        .named("timer")
    }
}
