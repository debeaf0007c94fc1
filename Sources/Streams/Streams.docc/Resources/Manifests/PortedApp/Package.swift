// swift-tools-version: 5.9
// The same app package after the move to Streams (compare RxSwiftApp/Package.swift): the
// "Porting from RxSwift" article shows its `// snippet:` region word for word; Scripts/docs loads
// this manifest with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "SearchApp",
    // snippet: streams-dependency
    // Streams needs macOS 10.15, iOS 13, tvOS 13, watchOS 6 (RxSwift 6 asks for macOS 10.13
    // and iOS 12): a package that declares less raises its floors. Linux has no minimum.
    platforms: [.macOS(.v10_15), .iOS(.v13)],
    dependencies: [
        // ↓ your Streams URL: the repository you cloned Streams from
        .package(url: "https://git.example.com/your-team/Streams.git", branch: "main"),
    ],
    targets: [
        .target(name: "SearchApp", dependencies: [
            .product(name: "RxSwift", package: "Streams"),
            .product(name: "RxCocoa", package: "Streams"),
            .product(name: "RxRelay", package: "Streams"),
        ]),
        .testTarget(name: "SearchAppTests", dependencies: [
            "SearchApp",
            .product(name: "RxTest", package: "Streams"),
            .product(name: "RxBlocking", package: "Streams"),
        ]),
    ]
    // snippet end
)
