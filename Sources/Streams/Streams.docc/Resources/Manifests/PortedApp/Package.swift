// swift-tools-version: 5.9
// The same app package after the move to Streams (compare RxSwiftApp/Package.swift): the
// "Porting from RxSwift" article shows its `// snippet:` region word for word; Scripts/docs loads
// this manifest with `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "SearchApp",
    // snippet: streams-dependency
    // On Apple platforms Streams needs macOS 15 and iOS 18 (Synchronization's Mutex and Atomic);
    // the string form works with tools versions before 6.0. Linux has no minimum.
    platforms: [.macOS("15.0"), .iOS("18.0")],
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
