// swift-tools-version:5.4
// libFuzzer targets. Tools version 5.4 on purpose: newer versions link executables with `--defsym main=…`,
// which breaks `-parse-as-library` fuzz targets (see shared TOOLCHAIN.md). Build and run with `bash Fuzz/run`.
import PackageDescription

let package = Package(
    name: "NavGraphFuzz",
    dependencies: [.package(name: "navgraph", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzFrontEnd",
            dependencies: [.product(name: "_NavGraphCore", package: "navgraph")]
        ),
        .executableTarget(
            name: "FuzzFlows",
            dependencies: [
                .product(name: "_NavGraphCore", package: "navgraph"),
                .product(name: "NavGraphRuntime", package: "navgraph"),
            ]
        ),
        .executableTarget(
            name: "FuzzImport",
            dependencies: [.product(name: "_NavGraphCore", package: "navgraph")]
        ),
        .executableTarget(
            name: "FuzzRouter",
            dependencies: [
                .product(name: "_NavGraphCore", package: "navgraph"),
                .product(name: "NavGraphRuntime", package: "navgraph"),
            ]
        ),
    ]
)
