// swift-tools-version: 6.0
// The manifest the "Getting started" article shows (the `// snippet:` region, word for word):
// Scripts/docs loads it with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "MyApp",
    // Streams' floors: macOS 10.15, iOS 13, tvOS 13, watchOS 6 and visionOS 1.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    // snippet: dependency-by-url
    dependencies: [
        // ↓ your Streams URL: the repository you cloned Streams from
        .package(url: "https://git.example.com/your-team/Streams.git", branch: "main"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "Streams", package: "Streams"),
        ]),
        .testTarget(name: "MyAppTests", dependencies: [
            "MyApp",
            .product(name: "StreamsTest", package: "Streams"),
        ]),
    ]
    // snippet end
)
