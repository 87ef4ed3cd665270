// swift-tools-version: 6.2
// Type-checks the hosts (and the examples' app code) on Linux, where UIKit and SwiftUI do not exist: the `UIKit` and
// `SwiftUI` targets declare exactly the Apple API those sources use, transcribed from Apple's documentation, and
// every other target's sources are symlinks into the real tree. Not part of the main package, so it never ships a
// fake UIKit or SwiftUI. Built by .ci/run: `swift build --package-path Tests/HostStubs -Xswiftc -warnings-as-errors`.
import PackageDescription

/// A target whose sources are the real ones: `Sources/<name>` here is a symlink into the repository's tree.
func real(_ name: String, _ dependencies: [Target.Dependency], plugins: [Target.PluginUsage] = []) -> Target {
    .target(name: name, dependencies: dependencies, plugins: plugins)
}

let package = Package(
    name: "HostStubs",
    targets: [
        // Stubs of Apple's frameworks.
        .target(name: "UIKit"),
        .target(name: "SwiftUI", exclude: ["README.md"]),

        // The real sources, through symlinks.
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1"),
        real("NavGraphRuntime", []),
        real("_NavGraphCore", ["CYaml", "NavGraphRuntime"]),
        .executableTarget(name: "navgraph", dependencies: ["_NavGraphCore", "NavGraphRuntime"]),
        .plugin(name: "NavGraphPlugin", capability: .buildTool(), dependencies: ["navgraph"]),
        real("NavGraphHosting", ["NavGraphRuntime"]),
        real("NavGraphUIKit", ["UIKit", "NavGraphHosting", "NavGraphRuntime"]),
        real("NavGraphSwiftUI", ["SwiftUI", "NavGraphHosting", "NavGraphRuntime"]),
        // The example apps as Examples/project.yml builds them: each example's folder plus its app-only entry point
        // (`Sources/MailApp` and `Sources/MailSwiftUIApp` hold symlinks to both).
        real("MailApp", ["UIKit", "NavGraphUIKit", "NavGraphRuntime"], plugins: ["NavGraphPlugin"]),
        real("MailSwiftUIApp", ["SwiftUI", "NavGraphSwiftUI", "NavGraphRuntime"], plugins: ["NavGraphPlugin"]),
        // README's quick start (QuickStartTests in the main package checks it is README's text), then
        // docs/getting-started.md's "In a UIKit app" and "In a SwiftUI app": the graph and the code a developer
        // pastes, as files (DocumentationFilesTests in the main package checks they are the page's text).
        .target(
            name: "ReadmeQuickStart", dependencies: ["SwiftUI", "NavGraphSwiftUI", "NavGraphRuntime"],
            plugins: ["NavGraphPlugin"]),
        .target(
            name: "ReadmeUIKitApp", dependencies: ["UIKit", "NavGraphUIKit", "NavGraphRuntime"],
            plugins: ["NavGraphPlugin"]),
        .target(
            name: "ReadmeSwiftUIApp", dependencies: ["SwiftUI", "NavGraphSwiftUI", "NavGraphRuntime"],
            plugins: ["NavGraphPlugin"]),

        // The UIKit host's simulator tests (Tests/NavGraphUIKitTests, through a symlink): type-checked here, never run
        // (the stub UIKit does nothing); .ci/run skips them in `swift test`. UIKitNavigatorTests.swift imports the
        // main package's MailGraphFixture and calls optional delegate requirements, which the stubs model as
        // required.
        .testTarget(
            name: "NavGraphUIKitTests", dependencies: ["UIKit", "NavGraphUIKit", "NavGraphRuntime"],
            exclude: ["UIKitNavigatorTests.swift", "shelf.navgraph.yaml"]
        ),
        // What the SwiftUI host reads from a router and reports back, run on Linux (its views only type-check).
        .testTarget(
            name: "NavGraphSwiftUITests",
            dependencies: ["NavGraphSwiftUI", "NavGraphHosting", "NavGraphRuntime"],
            plugins: ["NavGraphPlugin"]
        ),
    ]
)

// The main package's settings for every Swift target.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = [
        .swiftLanguageMode(.v6),
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
    // Swift Testing declares a cross-import overlay with UIKit (`_Testing_UIKit`) that exists only on Apple
    // platforms: without this, `import Testing` with the stub `import UIKit` fails to find it.
    if target.name == "NavGraphUIKitTests" {
        target.swiftSettings?.append(.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]))
    }
    // The example apps as Examples/project.yml sets them, like a new Xcode 26 app target: every declaration on the
    // main actor by default, with "Approachable Concurrency" (the generated routes compile in that setting too).
    if target.name == "MailApp" || target.name == "MailSwiftUIApp" {
        target.swiftSettings? += [
            .defaultIsolation(MainActor.self),
            .enableUpcomingFeature("InferIsolatedConformances"),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        ]
    }
}
