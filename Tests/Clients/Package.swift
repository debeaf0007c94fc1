// swift-tools-version: 6.2
// Client packages of Streams, compiled as users compile them: the same cases in Swift 5 mode,
// Swift 6 mode and an app target's Swift 6.2 settings (default isolation MainActor,
// NonisolatedNonsendingByDefault, InferIsolatedConformances), against the library products.
// Scripts/check-clients builds and runs them (CI does); see the "Swift concurrency" article.
import PackageDescription

/// An app target's Swift 6.2 settings, as Xcode 26's new-project template sets them.
let appSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6), .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"), .enableUpcomingFeature("InferIsolatedConformances"),
    .define("APP_SETTINGS"),
]
let modes: [(name: String, settings: [SwiftSetting])] = [
    ("Swift5", [.swiftLanguageMode(.v5)]),
    ("Swift6", [.swiftLanguageMode(.v6)]),
    ("App", appSettings),
]
let products: [Target.Dependency] = [
    .product(name: "Streams", package: "Streams"), .product(name: "RxSwift", package: "Streams"),
    .product(name: "RxCocoa", package: "Streams"), .product(name: "RxRelay", package: "Streams"),
]
/// The races the compiler names: each is a target of its own, since an error stops a target.
let diagnosed = ["SubscribeFromNonisolatedCode", "DriveABareClosureFromNonisolatedCode"]

let package = Package(
    name: "StreamsClients",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [.package(name: "Streams", path: "../..")],
    targets: modes.map { mode in
        // Every case that runs, with the harness (Sources/<mode>Cases holds links to Cases/).
        .executableTarget(name: "\(mode.name)Cases", dependencies: products, swiftSettings: mode.settings)
    }
        + modes.flatMap { mode in
            diagnosed.map { name in
                .target(name: "\(mode.name)\(name)", dependencies: products, swiftSettings: mode.settings)
            }
        }
)
