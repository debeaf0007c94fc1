// swift run -c release --package-path Benchmarks StreamsScaling [--tiny] [--check] [--filter text]
//
// How the cost of subscriber collections, disposables and many-source operators grows with N:
// CPU time per run at N = 10³ ... 10⁶ (--tiny: 10² ... 10⁴) and the growth per ×10 N. --check
// fails when a step grows more than 15× at equal memory. See Benchmarks/README.md, "Scaling".

/// Workloads that still grow faster than 15× per ×10 N. `--check` expects them to, and fails
/// once one no longer does, so that its line is removed with the fix (`--ignore-known` checks
/// them like the others).
let knownQuadratic = [
    // Issue 26: a subscriber leaving a subject is found by a linear search (SubjectCore), and
    // the relays, share, multicast + refCount and the Store sit on subjects; a hot test
    // observable's subscriber is found the same way.
    "PublishSubject: N subscribers": "issue 26",
    "BehaviorSubject: N subscribers": "issue 26",
    "ReplaySubject(1): N subscribers": "issue 26",
    "PublishRelay: N subscribers": "issue 26",
    "share(replay: 1): N join, leave": "issue 26",
    "publish().refCount(): N join, leave": "issue 26",
    "replay(1).refCount(): N join, leave": "issue 26",
    "hot test observable: N subscribers": "issue 26",
    "Store: N subscribers": "issue 26",
]

ScalingBenchmark.main(workloads: rxWorkloads() + architectureWorkloads(), knownQuadratic: knownQuadratic)
