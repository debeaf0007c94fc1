// swift-tools-version: 5.9
// The switch from RxSwift that the README shows (the `// snippet:` region, word for word):
// Scripts/docs loads this manifest with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    // snippet: drop-in-switch
    dependencies: [
        // was .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")
        .package(url: "https://git.example.com/your-team/Streams.git", branch: "main"),   // ← your Streams URL
    ],
    targets: [
        .target(name: "App", dependencies: [
            .product(name: "RxSwift", package: "Streams"),   // was package: "RxSwift"
            .product(name: "RxCocoa", package: "Streams"),   // was package: "RxSwift"
        ]),
    ]
    // snippet end
)
