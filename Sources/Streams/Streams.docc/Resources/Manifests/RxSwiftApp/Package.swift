// swift-tools-version: 5.9
// An app package that depends on RxSwift, before the move to Streams: the "Porting from RxSwift"
// article shows its `// snippet:` region word for word; Scripts/docs loads this manifest with
// `swift package dump-package` to prove it compiles.
import PackageDescription

let package = Package(
    name: "SearchApp",
    // snippet: rxswift-dependency
    dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
    ],
    targets: [
        .target(name: "SearchApp", dependencies: [
            .product(name: "RxSwift", package: "RxSwift"),
            .product(name: "RxCocoa", package: "RxSwift"),
            .product(name: "RxRelay", package: "RxSwift"),
        ]),
        .testTarget(name: "SearchAppTests", dependencies: [
            "SearchApp",
            .product(name: "RxTest", package: "RxSwift"),
            .product(name: "RxBlocking", package: "RxSwift"),
        ]),
    ]
    // snippet end
)
