// swift-tools-version: 6.0
// The installation the README shows (the `// snippet:` region, word for word): Scripts/docs loads
// this manifest with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    // snippet: quick-start
    dependencies: [
        .package(url: "https://git.example.com/your-team/Streams.git", branch: "main"),   // ← your Streams URL
        // or a checkout beside your package: .package(path: "../Streams"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [.product(name: "Streams", package: "Streams")]),
        .testTarget(name: "MyAppTests", dependencies: ["MyApp", .product(name: "StreamsTest", package: "Streams")]),
    ]
    // snippet end
)
