/// The integer types `range`, `interval` and `timer` produce.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, one per step of `scheduler`, then completion.
    ///
    ///     range(start: 1, count: 3):  (123|)
    @inlinable
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        precondition(count >= 0, "Observable.range(start:count:): count must not be negative, got \(count)")
        precondition(count == 0 || start <= Element.max - (count - 1), "Observable.range(start:count:): start \(start) + count \(count) overflows \(Element.self)")
        return Observable.stepping(on: scheduler, from: 0 as Element) { offset in
            guard offset < count else { return .completed }
            defer { offset += 1 }
            return .next(start + offset)
        }
    }
}

extension ObservableType {
    /// `element` forever, one per step of `scheduler`.
    @inlinable
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Observable.stepping(on: scheduler, from: ()) { _ in .next(element) }
    }

    /// The states from `initialState`, moved on by `iterate`, while `condition` holds; an error
    /// either closure throws ends the sequence.
    ///
    ///     generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 2 }):  (1 2 4 8 16|)
    @inlinable
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Observable.stepping(on: scheduler, from: (state: initialState, isFirst: true)) { step in
            do {
                let state = step.isFirst ? step.state : try iterate(step.state)
                guard try condition(state) else { return .completed }
                step = (state, false)
                return .next(state)
            } catch {
                return .error(error)
            }
        }
    }
}
