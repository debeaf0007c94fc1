import MallocCounter
import Streams

enum Memory {
    /// (l): elements through subject → flatMapLatest → share → scan, with resident memory
    /// printed before and after: it must stay flat.
    static func soak(elements: Int) -> String {
        let before = malloc_counter_current_resident_bytes()
        var last = 0
        let subject = PublishSubject<Int>()
        let subscription =
            subject
            .flatMapLatest { Observable.just($0) }
            .share(replay: 1, scope: .whileConnected)
            .scan(0) { $0 &+ $1 }
            .subscribe(onNext: { last = $0 })
        var halfway: Int64 = 0
        for value in 0..<elements {
            subject.onNext(value)
            if value == elements / 2 { halfway = malloc_counter_current_resident_bytes() }
        }
        subscription.dispose()
        let after = malloc_counter_current_resident_bytes()
        let ok = last == sumBelow(elements) ? "ok" : "MISMATCH"
        return
            "l. soak (\(elements) elements): resident \(Harness.megabytes(before)) before, \(Harness.megabytes(halfway)) halfway, \(Harness.megabytes(after)) after; peak \(Harness.megabytes(malloc_counter_peak_resident_bytes())); checksum \(last) \(ok)"
    }

    /// Heap bytes held by one live subscription of the 5-operator chain of (f).
    static func bytesPerLiveSubscription(count: Int) -> String {
        let subject = PublishSubject<Int>()
        let before = malloc_counter_bytes_in_use()
        let subscriptions = (0..<count).map { _ in
            subject
                .map { $0 + 1 }
                .filter { $0 % 2 == 0 }
                .scan(0, accumulator: +)
                .distinctUntilChanged()
                .skip(1)
                .subscribe(onNext: { blackHole($0) })
        }
        let after = malloc_counter_bytes_in_use()
        subscriptions.forEach { $0.dispose() }
        guard before >= 0 else { return "bytes per live 5-operator subscription: n/a" }
        return "bytes per live 5-operator subscription: \((after - before) / Int64(count))"
    }
}
