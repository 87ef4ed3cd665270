import Foundation
import PackagePlugin

/// Runs `navgraph generate` on every `*.navgraph.yaml` (or `.navgraph.yml`) file of a target, as a `.buildCommand`:
/// it runs only when a graph file or the tool changed, and its diagnostics (`file:line:column: error: …`) show up as
/// build errors.
///
/// Inputs: every command declares every graph file of the target (and the tool) as input. The plugin cannot link
/// NavGraphCore to resolve `include:`, and scanning YAML by hand would miss an include written some other way, so an
/// edit to any graph file of the target reruns each (cheap) command; none is ever missed. A part file (one that other
/// files include, without `graph:`) gets its own command too, whose output holds only a comment.
@main
struct NavGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try GraphCommands.commands(
            graphs: target.sourceFiles.map(\.url),
            targetName: target.name,
            tool: context.tool(named: "navgraph").url,
            outputFolder: context.pluginWorkDirectoryURL.appending(path: "GeneratedRoutes")
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension NavGraphPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try GraphCommands.commands(
                graphs: target.inputFiles.map(\.url),
                targetName: target.displayName,
                tool: context.tool(named: "navgraph").url,
                outputFolder: context.pluginWorkDirectoryURL.appending(path: "GeneratedRoutes")
            )
        }
    }
#endif

/// Why the plugin cannot build a target.
struct NavGraphPluginError: Error, CustomStringConvertible {
    let description: String
}

/// The build commands for one target's graph files.
enum GraphCommands {
    static func commands(graphs files: [URL], targetName: String, tool: URL, outputFolder: URL) throws -> [Command] {
        let graphs = files.filter { GraphFileNaming.isGraphFile($0.lastPathComponent) }.sorted { $0.path < $1.path }
        guard !graphs.isEmpty else {
            throw NavGraphPluginError(
                description: """
                    target '\(targetName)' uses the NavGraphPlugin but has no graph file: add a *.navgraph.yaml file \
                    to the target's folder, or remove 'NavGraphPlugin' from the target's plugins
                    """
            )
        }
        // The tool names its outputs with the same function (GraphFileNaming.swift is linked here by symlink).
        let outputNames: [String]
        do {
            outputNames = try GraphFileNaming.outputFileNames(forGraphFiles: graphs.map(\.path))
        } catch {
            throw NavGraphPluginError(description: "target '\(targetName)': \(error): rename one of them")
        }
        return zip(graphs, outputNames).map { graph, outputName in
            .buildCommand(
                displayName: "Generating \(outputName) from \(graph.lastPathComponent)",
                executable: tool,
                arguments: ["generate", "--output", outputFolder.path, graph.path],
                inputFiles: graphs + [tool],
                outputFiles: [outputFolder.appending(path: outputName)]
            )
        }
    }
}
