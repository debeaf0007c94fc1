// swift-tools-version: 6.0
import PackageDescription

// A nested package so the root manifest stays free of dependencies and `swift test` never
// builds the benchmarks. Run: swift run -c release --package-path Benchmarks StreamsBenchmarks
let package = Package(
    name: "StreamsBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [.package(name: "Streams", path: "..")],
    targets: [
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "StreamsBenchmarks",
            dependencies: [.product(name: "Streams", package: "Streams"), "MallocCounter"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
