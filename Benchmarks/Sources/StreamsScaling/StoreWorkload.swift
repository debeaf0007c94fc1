// The Store's subscribers: StreamsArchitecture's own, with no RxSwift counterpart.
import StreamsArchitecture

func architectureWorkloads() -> [ScalingWorkload] {
    [
        // N subscribers join (each receives the current state, 5), one action makes the state 7,
        // they leave in random order; a last action reaches nobody.
        ScalingWorkload(
            name: "Store: N subscribers",
            prepare: { n, orders in
                {
                    let stores = orders.map { _ in
                        Store<Int, Int>(initialState: 5) { state, action in
                            state = action
                            return .none
                        }
                    }
                    return joinSendLeave(n, orders, stores) { stores[$0].send($1) }
                }
            }, expectedChecksum: { 12 &* weightSum($0) })
    ]
}
