// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "navgraph",
    products: [
        .executable(name: "navgraph", targets: ["navgraph"]),
        .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
        .library(name: "_NavGraphCore", targets: ["NavGraphCore"]),
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
        .target(name: "NavGraphCore", dependencies: ["CYaml", "NavGraphRuntime"]),
        .executableTarget(name: "navgraph", dependencies: ["NavGraphCore", "NavGraphRuntime"]),
        .executableTarget(
            name: "navgraph-bench",
            dependencies: ["CYaml", "NavGraphRuntime"],
            path: "Benchmarks/Sources/navgraph-bench"
        ),
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
        .target(
            name: "MailExample",
            dependencies: ["NavGraphRuntime"],
            path: "Examples/MailExample",
            plugins: ["NavGraphPlugin"]
        ),
        .testTarget(name: "NavGraphCoreTests", dependencies: ["NavGraphCore"], exclude: ["Import/Fixtures"]),
        .testTarget(
            name: "NavGraphReferenceTests",
            dependencies: ["NavGraphCore", "NavGraphRuntime"],
            exclude: ["References", "CompileFailures", "Fixtures", "PublicAPI"]
        ),
        .testTarget(name: "GeneratedRoutesTests", dependencies: ["NavGraphRuntime"]),
        .testTarget(name: "MailExampleTests", dependencies: ["MailExample", "NavGraphRuntime"]),
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
