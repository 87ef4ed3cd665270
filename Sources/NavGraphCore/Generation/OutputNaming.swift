extension RouteGenerator {
    /// The name of the Swift file generated for a main graph file: the file's name with its `.yaml`/`.yml`
    /// extension replaced by `.swift`, keeping `.navgraph` so a generated file never takes the name of a
    /// handwritten one (`settings.navgraph.yaml` → `settings.navgraph.swift`). A name without `.navgraph` gains it
    /// (`flow.yaml` → `flow.navgraph.swift`). Only the last path component counts; folders are dropped.
    ///
    /// The command line (`navgraph generate`) and the build plugin both name outputs with this function.
    public static func outputFileName(forGraphFile path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? "graph")
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        if name.hasSuffix(".navgraph") { name = name.dropLast(".navgraph".count) }
        if name.isEmpty { name = "graph" }
        return name + ".navgraph.swift"
    }
}
