// swift-tools-version: 6.0
// The StreamsInspector landing page's manifest (the `// snippet:` region, word for word):
// Scripts/docs loads it with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        .package(url: "https://git.example.com/your-team/Streams.git", branch: "main")   // ← your Streams URL
    ],
    // snippet: add-inspector
    targets: [
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "Streams", package: "Streams"),
            .product(name: "StreamsInspector", package: "Streams"),   // where you inspect or trace
        ]),
        .testTarget(name: "MyAppTests", dependencies: ["MyApp", .product(name: "StreamsTest", package: "Streams")]),
    ]
    // snippet end
)
