// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Streams",
    // The floors at which Swift concurrency back-deploys; Linux has no minimum. An API newer than
    // these is marked @available (Scripts/check-platforms checks it).
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    products: [
        .library(name: "Streams", targets: ["Streams"]),
        // RxCocoa's URLSession.rx, apart so that on Linux only what uses it links
        // FoundationNetworking (and with it libcurl).
        .library(name: "StreamsNetworking", targets: ["StreamsNetworking"]),
        // The subscription inspector's and marble trace's presentation, apart so that a program
        // that does not use them neither builds nor ships it; the recording hooks stay in Streams.
        .library(name: "StreamsInspector", targets: ["StreamsInspector"]),
        .library(name: "StreamsTest", targets: ["StreamsTest"]),
        .library(name: "StreamsArchitecture", targets: ["StreamsArchitecture"]),
        .library(name: "StreamsArchitectureTest", targets: ["StreamsArchitectureTest"]),
        .library(name: "Examples", targets: ["Examples"]),
        // Drop-in products for code moved from RxSwift by changing Package.swift alone: each is one
        // file that re-exports Streams or StreamsTest under RxSwift's module name (RxCocoa also
        // StreamsNetworking).
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
    ],
    targets: [
        // C11 atomics and the lock primitive (Swift's Synchronization needs iOS 18 / macOS 15).
        .target(name: "CStreamsAtomics"),
        .target(name: "Streams", dependencies: ["CStreamsAtomics"]),
        .target(name: "StreamsNetworking", dependencies: ["Streams"]),
        .target(name: "StreamsInspector", dependencies: ["Streams"]),
        .target(name: "StreamsTest", dependencies: ["Streams", "StreamsInspector"]),
        .target(name: "StreamsArchitecture", dependencies: ["Streams"]),
        .target(name: "StreamsArchitectureTest", dependencies: ["Streams", "StreamsTest", "StreamsArchitecture"]),
        .target(name: "Examples", dependencies: ["Streams", "StreamsArchitecture", "StreamsInspector"]),
        // The drop-in modules depend on each other as RxSwift's do, so that a target listing
        // only RxTest and RxRelay can still import RxSwift.
        .target(name: "RxSwift", dependencies: ["Streams"], path: "Sources/DropIn/RxSwift"),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: "Sources/DropIn/RxRelay"),
        .target(
            name: "RxCocoa", dependencies: ["RxSwift", "RxRelay", "StreamsNetworking"], path: "Sources/DropIn/RxCocoa"),
        .target(name: "RxTest", dependencies: ["RxSwift", "StreamsTest"], path: "Sources/DropIn/RxTest"),
        .target(name: "RxBlocking", dependencies: ["RxSwift", "StreamsTest"], path: "Sources/DropIn/RxBlocking"),
        .executableTarget(
            name: "Playground",
            dependencies: ["Streams", "StreamsInspector", "StreamsTest", "StreamsArchitecture", "Examples"],
            path: "Playground"),
        // `swift run OperatorDiagrams [--check]`: the pictures of the "Operators by task" article,
        // drawn from runs of the operators on a TestScheduler (CONTRIBUTING.md, "Generated files").
        .executableTarget(
            name: "OperatorDiagrams", dependencies: ["Streams", "StreamsInspector", "StreamsTest"],
            path: "Scripts/OperatorDiagrams"),
        .testTarget(name: "StreamsTests", dependencies: ["Streams", "StreamsInspector", "StreamsTest"]),
        // Goldens/ holds the SVG files the marble diagram tests compare with, read from the source
        // folder (MarbleDiagramTests says how to update them).
        .testTarget(
            name: "StreamsInspectorTests", dependencies: ["Streams", "StreamsInspector", "StreamsTest"],
            exclude: ["Goldens"]),
        // URLSessionViewModelTests is written as RxCocoa code is (import RxSwift, RxCocoa); member
        // import visibility keeps each file to the extensions its own imports bring.
        .testTarget(
            name: "StreamsNetworkingTests",
            dependencies: ["Streams", "StreamsTest", "StreamsNetworking", "RxSwift", "RxCocoa", "RxTest"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "StreamsTestTests", dependencies: ["Streams", "StreamsInspector", "StreamsTest"]),
        .testTarget(
            name: "StreamsArchitectureTests",
            dependencies: ["Streams", "StreamsTest", "StreamsArchitecture", "StreamsArchitectureTest"]),
        // RxSwift-style code that sees Streams only through the drop-in modules.
        .testTarget(name: "DropInTests", dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"]),
        // A target that lists only RxTest and RxRelay, as RxSwift-based libraries do, and
        // imports RxSwift (CI builds with --explicit-target-dependency-import-check error, so an
        // undeclared import fails there as it would in a client package).
        .testTarget(name: "DropInDependencyTests", dependencies: ["RxTest", "RxRelay"]),
        // The same RxSwift-style sources (symbolic links into DropInTests) in Swift 5 language mode.
        .testTarget(
            name: "DropInSwift5Tests", dependencies: ["RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "Streams", "StreamsInspector", "StreamsTest", "StreamsArchitecture", "StreamsArchitectureTest",
                "Examples",
            ]),
        // The Playground's commands, called in the process through `@testable import Playground`,
        // and the built executable run as a user runs it.
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Examples", "Streams", "StreamsTest"]),
    ],
    swiftLanguageModes: [.v6]
)
