// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgraph",
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        .library(name: "NavGraphCore", targets: ["NavGraphCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "NavGraphRuntime"),
        .target(name: "NavGraphCore", dependencies: ["CYaml", "NavGraphRuntime"]),
        .executableTarget(name: "navgraph", dependencies: ["NavGraphCore", "NavGraphRuntime"]),
        .executableTarget(
            name: "navgraph-bench",
            dependencies: ["CYaml", "NavGraphRuntime"],
            path: "Benchmarks/Sources/navgraph-bench"
        ),
        .testTarget(name: "NavGraphCoreTests", dependencies: ["NavGraphCore"]),
        .testTarget(name: "NavGraphRuntimeTests", dependencies: ["NavGraphRuntime"]),
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
