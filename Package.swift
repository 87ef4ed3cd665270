// swift-tools-version: 6.2
// Swift 6.2 (Xcode 26) is the floor: the runtime uses `isolated deinit`, and generated code is checked against
// main-actor default isolation, both new in Swift 6.2.
import PackageDescription

let package = Package(
    name: "navgraph",
    // The router is `@Observable` (Observation) and the SwiftUI host uses iOS 17 API; on Linux this is ignored.
    // The hosts run on iOS, iPadOS, Mac Catalyst and visionOS; macOS runs the tool, the plugins and the tests (the
    // hosts compile empty there). tvOS and watchOS are not supported: UIKit there lacks what the hosts use.
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        .library(name: "_NavGraphCore", targets: ["_NavGraphCore"]),
        .library(name: "NavGraphHosting", targets: ["NavGraphHosting"]),
        .library(name: "NavGraphUIKit", targets: ["NavGraphUIKit"]),
        .library(name: "NavGraphSwiftUI", targets: ["NavGraphSwiftUI"]),
        .plugin(name: "NavGraphPlugin", targets: ["NavGraphPlugin"]),
        .plugin(name: "NavGraphGenerateCommand", targets: ["NavGraphGenerateCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "NavGraphRuntime"),
        // The compiler (checking, generation, import, simulation): named with an underscore, as its product is, because
        // it is the tool's and the plugins' own, not a library for apps; its folder keeps the plain name.
        .target(name: "_NavGraphCore", dependencies: ["CYaml", "NavGraphRuntime"], path: "Sources/NavGraphCore"),
        .target(name: "NavGraphHosting", dependencies: ["NavGraphRuntime"]),
        // The UIKit host: every file is `#if canImport(UIKit) && !os(tvOS) && !os(watchOS)` (iOS, iPadOS, Mac
        // Catalyst, visionOS: tvOS lacks the interactive pop, bar hiding, toolbars and popovers it uses), so on macOS
        // and Linux the module is empty (Tests/HostStubs type-checks it against UIKit stubs, which make
        // `canImport(UIKit)` true on Linux).
        .target(name: "NavGraphUIKit", dependencies: ["NavGraphHosting", "NavGraphRuntime"]),
        // The SwiftUI host: every file is `#if canImport(SwiftUI)` (and not macOS, tvOS, watchOS), so on Linux the
        // module is empty (Tests/HostStubs type-checks it against SwiftUI stubs and tests its router-facing logic).
        .target(name: "NavGraphSwiftUI", dependencies: ["NavGraphHosting", "NavGraphRuntime"]),
        .executableTarget(name: "navgraph", dependencies: ["_NavGraphCore", "NavGraphRuntime"]),
        .plugin(name: "NavGraphPlugin", capability: .buildTool(), dependencies: ["navgraph"]),
        .plugin(
            name: "NavGraphGenerateCommand",
            capability: .command(
                intent: .custom(
                    verb: "navgraph-generate",
                    description: "Write the route code of each target's *.navgraph.yaml files into its sources"
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "writes the generated route code next to the graph files")
                ]
            ),
            dependencies: ["navgraph"]
        ),
        // The examples (Examples/Package.swift), the benchmarks (Benchmarks/Package.swift) and the fuzzers
        // (Fuzz/Package.swift) are packages of their own, so an app that depends on navgraph resolves none of them.
        .testTarget(
            name: "NavGraphCoreTests", dependencies: ["_NavGraphCore"], exclude: ["Import/Fixtures", "Diff/Corpus"]),
        .testTarget(
            name: "NavGraphReferenceTests",
            dependencies: ["_NavGraphCore", "NavGraphRuntime"],
            exclude: ["References", "CompileFailures", "Fixtures", "PublicAPI"]
        ),
        .testTarget(name: "GeneratedRoutesTests", dependencies: ["NavGraphRuntime"]),
        // The mail graph the host tests drive: symlinks to the mail example's graph and app type, from which the
        // build plugin generates `MailFlow` (a library target, not a product: apps never see it; a test target
        // using the plugin itself would link the tool's objects twice beside navgraphCLITests).
        .target(
            name: "MailGraphFixture", dependencies: ["NavGraphRuntime"], path: "Tests/MailGraphFixture",
            plugins: ["NavGraphPlugin"]),
        // UIKit-only tests (empty elsewhere): .github/workflows/apple.yml runs them on the iOS simulator.
        .testTarget(
            name: "NavGraphUIKitTests", dependencies: ["MailGraphFixture", "NavGraphRuntime", "NavGraphUIKit"],
            exclude: ["shelf.navgraph.yaml"]
        ),
        .testTarget(name: "NavGraphRuntimeTests", dependencies: ["NavGraphRuntime"]),
        .testTarget(
            name: "NavGraphHostingTests",
            dependencies: ["NavGraphHosting", "NavGraphRuntime", "_NavGraphCore", "MailGraphFixture"]
        ),
        .testTarget(name: "navgraphCLITests", dependencies: ["navgraph"]),
    ]
)

// House settings for every Swift target: Swift 6 mode plus the upcoming features we rely on.
for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(contentsOf: [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ])
    target.swiftSettings = settings
}
