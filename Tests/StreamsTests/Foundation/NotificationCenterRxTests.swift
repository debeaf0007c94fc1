import Foundation
import Streams
import StreamsTest
import XCTest

final class NotificationCenterRxTests: LeakCheckingTestCase {
    private let center = NotificationCenter()
    private let refreshed = Notification.Name("refreshed")
    private let signedOut = Notification.Name("signedOut")

    func testPostedNotificationsAreDeliveredBeforePostReturns() {
        var received: [String] = []
        center.post(name: refreshed, object: nil, userInfo: ["page": "before"])

        let subscription = center.rx.notification(refreshed).subscribe(onNext: { notification in
            received.append(notification.userInfo?["page"] as? String ?? "?")
        })
        XCTAssertEqual(received, [])
        center.post(name: refreshed, object: nil, userInfo: ["page": "1"])
        XCTAssertEqual(received, ["1"])
        center.post(name: signedOut, object: nil)
        center.post(name: refreshed, object: NSObject(), userInfo: ["page": "2"])
        XCTAssertEqual(received, ["1", "2"])

        subscription.dispose()
        center.post(name: refreshed, object: nil, userInfo: ["page": "after"])
        XCTAssertEqual(received, ["1", "2"])
    }

    func testANilNameObservesEveryName() {
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })

        center.post(name: refreshed, object: nil)
        center.post(name: signedOut, object: nil)

        XCTAssertEqual(names, [refreshed, signedOut])
        subscription.dispose()
    }

    func testAnObjectFiltersBySender() {
        let account = NSObject()
        let other = NSObject()
        var senders: [String] = []
        let subscription = center.rx.notification(signedOut, object: account).subscribe(onNext: { notification in
            senders.append(notification.object as AnyObject? === account ? "account" : "other")
        })

        center.post(name: signedOut, object: account)
        center.post(name: signedOut, object: other)
        center.post(name: signedOut, object: nil)
        center.post(name: refreshed, object: account)
        center.post(name: signedOut, object: account)

        XCTAssertEqual(senders, ["account", "account"])
        subscription.dispose()
    }

    func testTheSequenceNeverEndsByItself() {
        var events: [Event<Notification.Name>] = []
        let subscription = center.rx.notification(refreshed).map(\.name).subscribe { events.append($0) }

        center.post(name: refreshed, object: nil)
        subscription.dispose()

        XCTAssertEqual(events, [.next(refreshed)])
    }

    func testDisposingRemovesTheObserverFromTheCenter() throws {
        try skipInReleaseBuilds("Resources counts")
        let baseline = Resources.total
        do {
            let subscription = center.rx.notification(refreshed).subscribe(onNext: { _ in })
            XCTAssertGreaterThan(Resources.total, baseline)
            subscription.dispose()
        }

        // The center let go of the block that held the subscription (the disposable returned
        // above counts too, so it is let go of first).
        XCTAssertEqual(Resources.total, baseline)
    }

    func testEachSubscriptionHasItsOwnObserver() {
        var first = 0
        var second = 0
        let notifications = center.rx.notification(refreshed)
        let firstSubscription = notifications.subscribe(onNext: { _ in first += 1 })
        let secondSubscription = notifications.subscribe(onNext: { _ in second += 1 })

        center.post(name: refreshed, object: nil)
        firstSubscription.dispose()
        center.post(name: refreshed, object: nil)

        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 2)
        secondSubscription.dispose()
    }

    func testTheObjectIsHeldWeakly() {
        weak var released: NSObject?
        var notifications: Observable<Notification>?
        do {
            let account = NSObject()
            released = account
            notifications = center.rx.notification(signedOut, object: account)
        }
        XCTAssertNil(released, "the observable kept the object alive")
        XCTAssertNotNil(notifications)
    }

    func testASubscriptionMadeAfterTheObjectIsGoneReceivesNothing() {
        var notifications: Observable<Notification>?
        do {
            let account = NSObject()
            notifications = center.rx.notification(signedOut, object: account)
        }
        var received = 0
        let subscription = notifications?.subscribe(onNext: { _ in received += 1 })

        center.post(name: signedOut, object: nil)
        center.post(name: signedOut, object: NSObject())

        XCTAssertEqual(received, 0)
        subscription?.dispose()
    }

    func testANotificationPostedFromTheSubscriberIsDeliveredAfterTheCurrentOne() {
        var log: [String] = []
        let center = self.center
        let refreshed = self.refreshed
        let subscription = center.rx.notification(refreshed).subscribe(onNext: { notification in
            let page = notification.userInfo?["page"] as? Int ?? 0
            log.append("begin \(page)")
            if page == 1 { center.post(name: refreshed, object: nil, userInfo: ["page": 2]) }
            log.append("end \(page)")
        })

        let reports = collectingAnomalies {
            center.post(name: refreshed, object: nil, userInfo: ["page": 1])
        }

        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
        XCTAssertEqual(reports, MisuseReport.inDebugBuilds([MisuseReport.reentrantInput("notification")]))
        subscription.dispose()
    }

    func testNotificationsPostedFromSeveralThreadsAreDeliveredOneAtATimeAndAllOnce() {
        let postsPerThread = 500
        for threads in stressThreadCounts {
            let recorder = GrammarRecorder<[Int]>()
            let subscription = center.rx.notification(refreshed)
                .map { notification in
                    [notification.userInfo?["thread"] as? Int ?? -1, notification.userInfo?["index"] as? Int ?? -1]
                }
                .subscribe(recorder.on)
            let center = StressShared(center)
            let refreshed = self.refreshed

            let anomalies = collectingAnomalies {
                stressOnThreads(threads) { thread in
                    for index in 0..<postsPerThread {
                        center.value.post(name: refreshed, object: nil, userInfo: ["thread": thread, "index": index])
                    }
                }
            }
            subscription.dispose()

            XCTAssertEqual(recorder.violations, [], "\(threads) threads")
            XCTAssertEqual(anomalies, [], "\(threads) threads")
            let received = recorder.received
            XCTAssertEqual(received.count, threads * postsPerThread, "\(threads) threads")
            for thread in 0..<threads {
                let indices = received.filter { $0[0] == thread }.map { $0[1] }
                XCTAssertEqual(
                    indices, Array(0..<postsPerThread), "thread \(thread) of \(threads): lost, repeated or reordered")
            }
        }
    }

    func testNothingArrivesAfterDisposeWhileThreadsPost() {
        for threads in stressThreadCounts {
            let recorder = GrammarRecorder<Notification.Name>()
            let subscription = StressShared(center.rx.notification(refreshed).map(\.name).subscribe(recorder.on))
            let center = StressShared(center)
            let refreshed = self.refreshed
            let disposed = StressFlag()

            stressOnThreads(threads + 1) { thread in
                if thread == threads {
                    // Let the posters get going, then dispose among them.
                    _ = spin { recorder.received.count >= 100 }
                    subscription.value.dispose()
                    recorder.markDisposed()
                    disposed.set()
                    return
                }
                while !disposed.isSet {
                    center.value.post(name: refreshed, object: nil)
                }
                // Posts after dispose() returned reach no one.
                for _ in 0..<100 { center.value.post(name: refreshed, object: nil) }
            }

            XCTAssertEqual(recorder.violations, [], "\(threads) threads")
        }
    }
}
