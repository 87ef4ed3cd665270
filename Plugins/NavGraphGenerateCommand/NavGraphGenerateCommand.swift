import Foundation
import PackagePlugin

/// `swift package navgraph-generate [--target NAME ...] [--access-level internal|package|public]`: writes the route
/// code of each target's graph files into `Generated/` in the folder holding them (the target's folder when a
/// graph sits at its top), for teams that commit generated code instead
/// of using the build plugin (use one or the other in a target, not both: the declarations would be duplicated).
/// Runs the same `navgraph generate` as the build plugin, so the files are byte for byte what the build would make.
@main
struct NavGraphGenerateCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let accessLevel = extractor.extractOption(named: "access-level").last
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "navgraph").url
        var generated = 0
        for case let target as SourceModuleTarget in targets {
            let graphs = target.sourceFiles.map(\.url).filter { GraphFileNaming.isGraphFile($0.lastPathComponent) }
            guard !graphs.isEmpty else {
                if targetNames.contains(target.name) {
                    throw GenerateCommandError(description: "target '\(target.name)' has no *.navgraph.yaml file")
                }
                continue
            }
            try GraphFiles.generate(
                graphs,
                into: GraphFiles.commonFolder(of: graphs).appending(path: "Generated"),
                tool: tool,
                accessLevel: accessLevel,
                extraArguments: extractor.remainingArguments
            )
            generated += graphs.count
        }
        guard generated > 0 else {
            throw GenerateCommandError(description: "no target of this package has a *.navgraph.yaml file")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGraphGenerateCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let accessLevel = extractor.extractOption(named: "access-level").last
            let tool = try context.tool(named: "navgraph").url
            for target in context.xcodeProject.targets {
                let graphs = target.inputFiles.map(\.url).filter { GraphFileNaming.isGraphFile($0.lastPathComponent) }
                guard !graphs.isEmpty else { continue }
                try GraphFiles.generate(
                    graphs,
                    into: GraphFiles.commonFolder(of: graphs).appending(path: "Generated"),
                    tool: tool,
                    accessLevel: accessLevel,
                    extraArguments: extractor.remainingArguments
                )
            }
        }
    }
#endif

/// Why the command failed.
struct GenerateCommandError: Error, CustomStringConvertible {
    let description: String
}

/// Finding graph files and running the tool on them.
enum GraphFiles {
    /// The deepest folder holding every one of `files` (the target's folder when a graph sits at its top).
    static func commonFolder(of files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: ".") }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return URL(fileURLWithPath: common.joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
    }

    /// Runs `navgraph generate --output folder [--access-level L] graphs...`; its diagnostics go to the console.
    static func generate(
        _ graphs: [URL],
        into folder: URL,
        tool: URL,
        accessLevel: String?,
        extraArguments: [String]
    ) throws {
        var arguments = ["generate", "--output", folder.path]
        if let accessLevel {
            arguments += ["--access-level", accessLevel]
        }
        arguments += extraArguments + graphs.map(\.path).sorted()
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GenerateCommandError(
                description:
                    "navgraph generate failed (exit status \(process.terminationStatus)); see its diagnostics above"
            )
        }
        print("navgraph: wrote the route code of \(graphs.count) graph file(s) into \(folder.path)")
    }
}
