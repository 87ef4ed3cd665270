// swift-tools-version: 6.2
// The mail example as a package of its own, so an app that depends on navgraph resolves only the tool, the plugins
// and the libraries. Each example is a library target built with the navgraph build plugin (the Xcode project of
// project.yml turns the same folders into apps); MailExampleTests drives the UIKit example's graph. Built and tested
// by `bash scripts/test` from the repository's root (`swift test --package-path Examples`).
import PackageDescription

let package = Package(
    name: "NavGraphExamples",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    dependencies: [.package(name: "navgraph", path: "..")],
    targets: [
        .target(
            name: "MailExample",
            dependencies: [
                .product(name: "NavGraphRuntime", package: "navgraph"),
                .product(name: "NavGraphUIKit", package: "navgraph"),
            ],
            path: "MailExample",
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        ),
        .target(
            name: "MailSwiftUIExample",
            dependencies: [
                .product(name: "NavGraphRuntime", package: "navgraph"),
                .product(name: "NavGraphSwiftUI", package: "navgraph"),
            ],
            path: "MailSwiftUIExample",
            plugins: [.plugin(name: "NavGraphPlugin", package: "navgraph")]
        ),
        .testTarget(
            name: "MailExampleTests",
            dependencies: ["MailExample", .product(name: "NavGraphRuntime", package: "navgraph")]
        ),
    ]
)

// The main package's settings for every Swift target.
for target in package.targets {
    target.swiftSettings = [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
