import XCTest

@testable import Streams

/// `SubscriberList` against a plain model of RxSwift's order — the slot's subscriber first,
/// then everyone else in the order they came; a replaying subscriber last until it takes its
/// place — through long random runs of joins, replays, placements and departures, which pass
/// through every part of the list and its compactions.
final class SubscriberListTests: XCTestCase {
    final class Member: SubscriberListMember, CustomStringConvertible {
        let id: Int
        var place = SubscriberListPlace()

        init(_ id: Int) {
            self.id = id
        }

        var description: String { "#\(id)" }
    }

    /// RxSwift's order, kept by linear searches and shifts.
    struct Model {
        var slot: Member?
        var others: [Member] = []
        var replaying: [Member] = []

        var order: [Member] { (slot.map { [$0] } ?? []) + others + replaying }

        mutating func add(_ member: Member) {
            if slot == nil { slot = member } else { others.append(member) }
        }

        mutating func addReplaying(_ member: Member) {
            replaying.append(member)
        }

        mutating func place(_ member: Member) {
            guard let index = replaying.firstIndex(where: { $0 === member }) else { return }
            replaying.remove(at: index)
            add(member)
        }

        mutating func remove(_ member: Member) {
            if slot === member { slot = nil }
            others.removeAll { $0 === member }
            replaying.removeAll { $0 === member }
        }
    }

    func testRandomJoinsAndDeparturesKeepRxSwiftsOrder() {
        var generator = SeededRandom(seed: 7)
        for run in 0..<5 {
            var list = SubscriberList<Member>()
            var model = Model()
            var present: [Member] = []
            var replaying: [Member] = []
            var next = 0
            // Runs that grow to a few hundred members and shrink again, with a slot that empties
            // and fills, and compactions on the way.
            for step in 0..<2_000 {
                let grow = step % 500 < 300
                switch generator.int(0...9) {
                case 0...4 where grow, 0...1:
                    let member = Member(next)
                    next += 1
                    list.add(member)
                    model.add(member)
                    present.append(member)
                case 5:
                    let member = Member(next)
                    next += 1
                    list.addReplaying(member)
                    model.addReplaying(member)
                    replaying.append(member)
                case 6 where !replaying.isEmpty:
                    let member = replaying.remove(at: generator.int(0...replaying.count - 1))
                    list.place(member)
                    model.place(member)
                    present.append(member)
                case _ where !present.isEmpty:
                    let member = present.remove(at: generator.int(0...present.count - 1))
                    list.remove(member)
                    model.remove(member)
                    // Removing again does nothing.
                    list.remove(member)
                default:
                    break
                }
                XCTAssertEqual(list.members.map(\.id), model.order.map(\.id), "run \(run), step \(step)")
                XCTAssertEqual(list.count, model.order.count, "run \(run), step \(step)")
                if list.members.map(\.id) != model.order.map(\.id) { return }
            }
        }
    }

    func testABroadcastReachesEveryMemberInOrderWithoutRetainingThem() {
        var list = SubscriberList<Member>()
        let members = (0..<100).map(Member.init)
        members.forEach { list.add($0) }
        for member in members where member.id % 3 == 0 { list.remove(member) }
        let expected = members.filter { $0.id % 3 != 0 }.map(\.id)
        var reached: [Int] = []
        for member in list.front { reached.append(member.id) }
        list.back?.forEachUnretained { $0._withUnsafeGuaranteedRef { reached.append($0.id) } }
        XCTAssertEqual(reached, expected)
        var inOrder: [Int] = []
        list.forEach { inOrder.append($0.id) }
        XCTAssertEqual(inOrder, expected)
    }

    func testRemovingEveryoneReturnsThemInOrderAndForgetsTheirPlaces() {
        var list = SubscriberList<Member>()
        let members = (0..<50).map(Member.init)
        members.forEach { list.add($0) }
        let late = Member(50)
        list.addReplaying(late)
        XCTAssertEqual(list.removeAll().map(\.id), Array(0...50))
        XCTAssertTrue(list.isEmpty)
        XCTAssertTrue((members + [late]).allSatisfy { $0.place.part == .none })
        // A member that left with everyone is not in the list any more.
        list.remove(members[40])
        list.place(late)
        XCTAssertTrue(list.isEmpty)
    }

    func testACopiedListChangesIndependently() {
        var list = SubscriberList<Member>()
        let members = (0..<40).map(Member.init)
        members.forEach { list.add($0) }
        var copy = list
        copy.add(Member(40))
        XCTAssertEqual(list.count, 40)
        XCTAssertEqual(copy.count, 41)
    }
}
