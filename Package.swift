// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Streams",
    // Synchronization.Mutex / Atomic need these on Apple platforms; Linux has no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Streams", targets: ["Streams"]),
        .library(name: "StreamsTest", targets: ["StreamsTest"]),
    ],
    targets: [
        .target(name: "Streams"),
        .target(name: "StreamsTest", dependencies: ["Streams"]),
        .executableTarget(name: "Playground", dependencies: ["Streams", "StreamsTest"], path: "Playground"),
        .testTarget(name: "StreamsTests", dependencies: ["Streams", "StreamsTest"]),
        .testTarget(name: "StreamsTestTests", dependencies: ["Streams", "StreamsTest"]),
    ],
    swiftLanguageModes: [.v6]
)
