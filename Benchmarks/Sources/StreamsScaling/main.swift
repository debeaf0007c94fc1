// swift run -c release --package-path Benchmarks StreamsScaling [--tiny] [--check] [--filter text]
//
// How the cost of subscriber collections, disposables and many-source operators grows with N:
// CPU time per run at N = 10³ ... 10⁶ (--tiny: 10² ... 10⁴) and the growth per ×10 N. --check
// fails when a step grows more than 15× at equal memory. See Benchmarks/README.md, "Scaling".

ScalingBenchmark.main(workloads: rxWorkloads() + architectureWorkloads())
