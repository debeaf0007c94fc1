// swift-tools-version: 6.0
// The manifest the "Getting started" article shows (the `// snippet:` region, word for word):
// Scripts/docs loads it with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "MyApp",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    // snippet: dependency-by-path
    dependencies: [
        // A checkout of Streams next to this package's folder.
        .package(path: "../Streams"),
    ],
    targets: [
        .executableTarget(name: "MyApp", dependencies: [
            .product(name: "Streams", package: "Streams"),
        ]),
    ]
    // snippet end
)
