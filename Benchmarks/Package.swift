// swift-tools-version: 6.2
// The benchmarks of docs/performance.md as a package of their own, so an app that depends on navgraph never
// resolves them. `bash Benchmarks/run` builds the runner and the navgraph tool here in release mode and prints the
// tables; `bash scripts/test` builds this package so it keeps compiling.
import PackageDescription

let package = Package(
    name: "NavGraphBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "navgraph", path: "..")],
    targets: [
        // libyaml for the bare event scan (the row the front end is measured against). Named apart from the main
        // package's `CYaml`, which is no product: target names must be unique across the package graph.
        .systemLibrary(name: "BenchYaml", pkgConfig: "yaml-0.1"),
        .executableTarget(
            name: "navgraph-bench",
            dependencies: ["BenchYaml", .product(name: "NavGraphRuntime", package: "navgraph")]
        ),
    ]
)

// The main package's settings for every Swift target.
for target in package.targets where target.type != .system {
    target.swiftSettings = [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
