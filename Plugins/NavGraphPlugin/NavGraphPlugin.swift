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
    /// Whether the file is a graph file, by name.
    static func isGraphFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".navgraph.yaml") || name.hasSuffix(".navgraph.yml")
    }

    static func commands(graphs files: [URL], targetName: String, tool: URL, outputFolder: URL) throws -> [Command] {
        let graphs = files.filter(isGraphFile).sorted { $0.path < $1.path }
        guard !graphs.isEmpty else {
            throw NavGraphPluginError(
                description: """
                    target '\(targetName)' uses the NavGraphPlugin but has no graph file: add a *.navgraph.yaml file \
                    to the target's folder, or remove 'NavGraphPlugin' from the target's plugins
                    """
            )
        }
        var owners: [String: URL] = [:]
        var commands: [Command] = []
        for graph in graphs {
            let outputName = RouteGenerator.outputFileName(forGraphFile: graph.path)
            if let other = owners.updateValue(graph, forKey: outputName) {
                throw NavGraphPluginError(
                    description: """
                        '\(other.path)' and '\(graph.path)' of target '\(targetName)' would both generate \
                        '\(outputName)': rename one of them
                        """
                )
            }
            commands.append(
                .buildCommand(
                    displayName: "Generating \(outputName) from \(graph.lastPathComponent)",
                    executable: tool,
                    arguments: ["generate", "--output", outputFolder.path, graph.path],
                    inputFiles: graphs + [tool],
                    outputFiles: [outputFolder.appending(path: outputName)]
                )
            )
        }
        return commands
    }
}

/// Stands for NavGraphCore's type of that name, so that the tool's own output naming (`OutputNaming.swift`, linked
/// here by symlink) compiles in the plugin unchanged: the plugin and the tool agree on every output file name.
enum RouteGenerator {}
