// swift-tools-version: 6.2
// The benchmarks of docs/performance.md as a package of their own, so an app that depends on navgraph never
// resolves them. `bash Benchmarks/run` builds the runner and the navgraph tool here in release mode and prints the
// tables; `bash scripts/test` builds this package so it keeps compiling.
import Foundation
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
            dependencies: ["BenchYaml", .product(name: "NavGraphRuntime", package: "navgraph")],
            // The engine and matcher rows measure `package` declarations of NavGraphRuntime (the engine under the
            // `Router`, the deep-link matcher alone), visible only to modules compiled with the main package's
            // `-package-name`, which SwiftPM derives from the main package's folder name (see mainPackageName).
            // `packageAccess: false` keeps SwiftPM from passing this package's own name, which would win.
            packageAccess: false,
            swiftSettings: [.unsafeFlags(["-package-name", mainPackageName])]
        ),
    ]
)

/// The name SwiftPM gives the main package's modules with `-package-name`: its identity (the name of its folder,
/// lowercased) with every character that is not a letter, a digit or `_` made `_`, and `_` before a leading digit.
var mainPackageName: String {
    let folder = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent
    let name = String(folder.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    return name.first?.isNumber == true ? "_" + name : name
}

// The main package's settings for every Swift target.
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .swiftLanguageMode(.v6),
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
