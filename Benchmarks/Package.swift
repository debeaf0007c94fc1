// swift-tools-version: 6.0
import PackageDescription

// A nested package so the root manifest stays free of dependencies and `swift test` never
// builds the benchmarks. Run: swift run -c release --package-path Benchmarks StreamsBenchmarks
// (per-unit costs) or StreamsScaling (how costs grow with N)
let package = Package(
    name: "StreamsBenchmarks",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [.package(name: "Streams", path: "..")],
    targets: [
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "StreamsBenchmarks",
            dependencies: [.product(name: "Streams", package: "Streams"), "MallocCounter"]
        ),
        // How costs grow with the number of subscribers, entries, sources or operators: one
        // process per cell, so it is a program of its own (Benchmarks/README.md, "Scaling").
        .executableTarget(
            name: "StreamsScaling",
            dependencies: [
                .product(name: "Streams", package: "Streams"),
                .product(name: "StreamsTest", package: "Streams"),
                .product(name: "StreamsArchitecture", package: "Streams"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
