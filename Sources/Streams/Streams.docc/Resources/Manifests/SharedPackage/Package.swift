// swift-tools-version: 5.9
// A package shared by an iOS app that stays on RxSwift and a Linux build on Streams: the
// "Porting from RxSwift" article shows its `// snippet:` region word for word; Scripts/docs loads
// this manifest with `swift package dump-package` to prove it compiles.
import PackageDescription

// snippet: shared-package
// One graph cannot hold RxSwift and Streams' drop-in products (both have a module named
// RxSwift), so the manifest picks one by the platform it is built on: RxSwift where UIKit
// bindings are needed, Streams on Linux, where RxCocoa does not build.
#if os(Linux)
let rx = (package: "Streams", dependency: Package.Dependency.package(url: "https://git.example.com/your-team/Streams.git", branch: "main"))
#else
let rx = (package: "RxSwift", dependency: Package.Dependency.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"))
#endif

let package = Package(
    name: "SearchFeature",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [.library(name: "SearchFeature", targets: ["SearchFeature"])],
    dependencies: [rx.dependency],
    targets: [
        .target(name: "SearchFeature", dependencies: [
            .product(name: "RxSwift", package: rx.package),
            .product(name: "RxCocoa", package: rx.package),
            .product(name: "RxRelay", package: rx.package),
        ]),
        .testTarget(name: "SearchFeatureTests", dependencies: [
            "SearchFeature",
            .product(name: "RxTest", package: rx.package),
            .product(name: "RxBlocking", package: rx.package),
        ]),
    ]
)
// snippet end
