// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Streams",
    // Synchronization.Mutex / Atomic need these on Apple platforms; Linux has no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Streams", targets: ["Streams"]),
        .library(name: "StreamsTest", targets: ["StreamsTest"]),
        .library(name: "StreamsArchitecture", targets: ["StreamsArchitecture"]),
        .library(name: "StreamsArchitectureTest", targets: ["StreamsArchitectureTest"]),
        .library(name: "Examples", targets: ["Examples"]),
    ],
    targets: [
        .target(name: "Streams"),
        .target(name: "StreamsTest", dependencies: ["Streams"]),
        .target(name: "StreamsArchitecture", dependencies: ["Streams"]),
        .target(name: "StreamsArchitectureTest", dependencies: ["Streams", "StreamsTest", "StreamsArchitecture"]),
        .target(name: "Examples", dependencies: ["Streams", "StreamsArchitecture"]),
        .executableTarget(name: "Playground", dependencies: ["Streams", "StreamsTest", "StreamsArchitecture", "Examples"], path: "Playground"),
        .testTarget(name: "StreamsTests", dependencies: ["Streams", "StreamsTest"]),
        .testTarget(name: "StreamsTestTests", dependencies: ["Streams", "StreamsTest"]),
        .testTarget(name: "StreamsArchitectureTests", dependencies: ["Streams", "StreamsTest", "StreamsArchitecture", "StreamsArchitectureTest"]),
        .testTarget(name: "ExamplesTests", dependencies: ["Streams", "StreamsTest", "StreamsArchitecture", "StreamsArchitectureTest", "Examples"]),
    ],
    swiftLanguageModes: [.v6]
)
