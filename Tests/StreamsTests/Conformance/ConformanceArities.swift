import Streams

// The arity forms of zip and combineLatest (2 to 8 sources) for each family, written out: Swift
// cannot call them with a count known only at run time. `combine` gets the elements in order;
// the tuple forms are summed.

func observableZip(_ s: [Observable<Int>], _ combine: @escaping ([Int]) throws -> Int) -> Observable<Int> {
    switch s.count {
    case 2: Observable.zip(s[0], s[1]) { try combine([$0, $1]) }
    case 3: Observable.zip(s[0], s[1], s[2]) { try combine([$0, $1, $2]) }
    case 4: Observable.zip(s[0], s[1], s[2], s[3]) { try combine([$0, $1, $2, $3]) }
    case 5: Observable.zip(s[0], s[1], s[2], s[3], s[4]) { try combine([$0, $1, $2, $3, $4]) }
    case 6: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try combine([$0, $1, $2, $3, $4, $5]) }
    case 7: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            try combine([$0, $1, $2, $3, $4, $5, $6, $7])
        }
    }
}

func observableZipTuple(_ s: [Observable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: Observable.zip(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Observable.zip(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Observable.zip(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Observable.zip(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 }
    default:
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func observableCombineLatest(_ s: [Observable<Int>], _ combine: @escaping ([Int]) throws -> Int) -> Observable<Int> {
    switch s.count {
    case 2: Observable.combineLatest(s[0], s[1]) { try combine([$0, $1]) }
    case 3: Observable.combineLatest(s[0], s[1], s[2]) { try combine([$0, $1, $2]) }
    case 4: Observable.combineLatest(s[0], s[1], s[2], s[3]) { try combine([$0, $1, $2, $3]) }
    case 5: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { try combine([$0, $1, $2, $3, $4]) }
    case 6: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { try combine([$0, $1, $2, $3, $4, $5]) }
    case 7:
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
            try combine([$0, $1, $2, $3, $4, $5, $6])
        }
    default:
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            try combine([$0, $1, $2, $3, $4, $5, $6, $7])
        }
    }
}

func observableCombineLatestTuple(_ s: [Observable<Int>]) -> Observable<Int> {
    switch s.count {
    case 2: Observable.combineLatest(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Observable.combineLatest(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Observable.combineLatest(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    default:
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func singleZip(_ s: [Single<Int>], _ combine: @escaping ([Int]) throws -> Int) -> Single<Int> {
    switch s.count {
    case 2: Single.zip(s[0], s[1]) { try combine([$0, $1]) }
    case 3: Single.zip(s[0], s[1], s[2]) { try combine([$0, $1, $2]) }
    case 4: Single.zip(s[0], s[1], s[2], s[3]) { try combine([$0, $1, $2, $3]) }
    case 5: Single.zip(s[0], s[1], s[2], s[3], s[4]) { try combine([$0, $1, $2, $3, $4]) }
    case 6: Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try combine([$0, $1, $2, $3, $4, $5]) }
    case 7: Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { try combine([$0, $1, $2, $3, $4, $5, $6, $7]) }
    }
}

func singleZipTuple(_ s: [Single<Int>]) -> Single<Int> {
    switch s.count {
    case 2: Single.zip(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Single.zip(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Single.zip(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Single.zip(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Single.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7: Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 }
    default:
        Single.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func maybeZip(_ s: [Maybe<Int>], _ combine: @escaping ([Int]) throws -> Int) -> Maybe<Int> {
    switch s.count {
    case 2: Maybe.zip(s[0], s[1]) { try combine([$0, $1]) }
    case 3: Maybe.zip(s[0], s[1], s[2]) { try combine([$0, $1, $2]) }
    case 4: Maybe.zip(s[0], s[1], s[2], s[3]) { try combine([$0, $1, $2, $3]) }
    case 5: Maybe.zip(s[0], s[1], s[2], s[3], s[4]) { try combine([$0, $1, $2, $3, $4]) }
    case 6: Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { try combine([$0, $1, $2, $3, $4, $5]) }
    case 7: Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { try combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { try combine([$0, $1, $2, $3, $4, $5, $6, $7]) }
    }
}

func maybeZipTuple(_ s: [Maybe<Int>]) -> Maybe<Int> {
    switch s.count {
    case 2: Maybe.zip(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Maybe.zip(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Maybe.zip(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Maybe.zip(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7: Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 }
    default:
        Maybe.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func infallibleZip(_ s: [Infallible<Int>], _ combine: @escaping ([Int]) -> Int) -> Infallible<Int> {
    switch s.count {
    case 2: Infallible.zip(s[0], s[1]) { combine([$0, $1]) }
    case 3: Infallible.zip(s[0], s[1], s[2]) { combine([$0, $1, $2]) }
    case 4: Infallible.zip(s[0], s[1], s[2], s[3]) { combine([$0, $1, $2, $3]) }
    case 5: Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { combine([$0, $1, $2, $3, $4]) }
    case 6: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { combine([$0, $1, $2, $3, $4, $5]) }
    case 7: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { combine([$0, $1, $2, $3, $4, $5, $6, $7]) }
    }
}

func infallibleZipTuple(_ s: [Infallible<Int>]) -> Infallible<Int> {
    switch s.count {
    case 2: Infallible.zip(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Infallible.zip(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Infallible.zip(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Infallible.zip(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 }
    default:
        Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func infallibleCombineLatest(_ s: [Infallible<Int>], _ combine: @escaping ([Int]) -> Int) -> Infallible<Int> {
    switch s.count {
    case 2: Infallible.combineLatest(s[0], s[1]) { combine([$0, $1]) }
    case 3: Infallible.combineLatest(s[0], s[1], s[2]) { combine([$0, $1, $2]) }
    case 4: Infallible.combineLatest(s[0], s[1], s[2], s[3]) { combine([$0, $1, $2, $3]) }
    case 5: Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { combine([$0, $1, $2, $3, $4]) }
    case 6: Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { combine([$0, $1, $2, $3, $4, $5]) }
    case 7:
        Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            combine([$0, $1, $2, $3, $4, $5, $6, $7])
        }
    }
}

func infallibleCombineLatestTuple(_ s: [Infallible<Int>]) -> Infallible<Int> {
    switch s.count {
    case 2: Infallible.combineLatest(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: Infallible.combineLatest(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: Infallible.combineLatest(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6: Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    default:
        Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func sharedZip<S: SharingStrategyProtocol>(_ s: [SharedSequence<S, Int>], _ combine: @escaping ([Int]) -> Int)
    -> SharedSequence<S, Int>
{
    switch s.count {
    case 2: SharedSequence<S, Int>.zip(s[0], s[1]) { combine([$0, $1]) }
    case 3: SharedSequence<S, Int>.zip(s[0], s[1], s[2]) { combine([$0, $1, $2]) }
    case 4: SharedSequence<S, Int>.zip(s[0], s[1], s[2], s[3]) { combine([$0, $1, $2, $3]) }
    case 5: SharedSequence<S, Int>.zip(s[0], s[1], s[2], s[3], s[4]) { combine([$0, $1, $2, $3, $4]) }
    case 6: SharedSequence<S, Int>.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { combine([$0, $1, $2, $3, $4, $5]) }
    case 7:
        SharedSequence<S, Int>.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { combine([$0, $1, $2, $3, $4, $5, $6]) }
    default:
        SharedSequence<S, Int>.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            combine([$0, $1, $2, $3, $4, $5, $6, $7])
        }
    }
}

func sharedZipTuple<S: SharingStrategyProtocol>(_ s: [SharedSequence<S, Int>]) -> SharedSequence<S, Int> {
    switch s.count {
    case 2: SharedSequence<S, Any>.zip(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: SharedSequence<S, Any>.zip(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: SharedSequence<S, Any>.zip(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: SharedSequence<S, Any>.zip(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6:
        SharedSequence<S, Any>.zip(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 + t.5 }
    case 7:
        SharedSequence<S, Any>.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    default:
        SharedSequence<S, Any>.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}

func sharedCombineLatest<S: SharingStrategyProtocol>(_ s: [SharedSequence<S, Int>], _ combine: @escaping ([Int]) -> Int)
    -> SharedSequence<S, Int>
{
    switch s.count {
    case 2: SharedSequence<S, Int>.combineLatest(s[0], s[1]) { combine([$0, $1]) }
    case 3: SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2]) { combine([$0, $1, $2]) }
    case 4: SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2], s[3]) { combine([$0, $1, $2, $3]) }
    case 5: SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2], s[3], s[4]) { combine([$0, $1, $2, $3, $4]) }
    case 6:
        SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { combine([$0, $1, $2, $3, $4, $5]) }
    case 7:
        SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
            combine([$0, $1, $2, $3, $4, $5, $6])
        }
    default:
        SharedSequence<S, Int>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
            combine([$0, $1, $2, $3, $4, $5, $6, $7])
        }
    }
}

func sharedCombineLatestTuple<S: SharingStrategyProtocol>(_ s: [SharedSequence<S, Int>]) -> SharedSequence<S, Int> {
    switch s.count {
    case 2: SharedSequence<S, Any>.combineLatest(s[0], s[1]).map { t in t.0 + t.1 }
    case 3: SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2]).map { t in t.0 + t.1 + t.2 }
    case 4: SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2], s[3]).map { t in t.0 + t.1 + t.2 + t.3 }
    case 5: SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { t in t.0 + t.1 + t.2 + t.3 + t.4 }
    case 6:
        SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5
        }
    case 7:
        SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6
        }
    default:
        SharedSequence<S, Any>.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]).map { t in
            t.0 + t.1 + t.2 + t.3 + t.4 + t.5 + t.6 + t.7
        }
    }
}
