import Foundation

// navgraph-bench: the benchmarks of docs/performance.md, printed as one table. Run it through `bash Benchmarks/run`,
// which builds everything in release mode first.
//
//   navgraph-bench                 the whole table
//   navgraph-bench router          only the router table (engine and `Router` rows)
//   navgraph-bench scan FILE       (internal) the bare libyaml event scan of FILE, for measuring in a child
//   navgraph-bench write N FILE    writes the N-screen benchmark graph to FILE
//   navgraph-bench write-launch N FILE   writes the launch table's N-screen graph (`LaunchFlow`) to FILE
//   navgraph-bench import          only the storyboard import row
//   navgraph-bench launch          only the launch table (first use, first push and first link of generated code)
//   navgraph-bench lsp             only the language server row (navgraph lsp on the 10,000-screen graph)

let arguments = CommandLine.arguments
let binDirectory = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent()

if arguments.count == 3, arguments[1] == "scan" {
    guard let events = BareScan.scan(path: arguments[2]) else { exit(1) }
    print(events)
    exit(0)
}
if arguments.count == 4, arguments[1] == "write", let count = Int(arguments[2]) {
    try LargeGraph.yaml(screens: count).write(toFile: arguments[3], atomically: true, encoding: .utf8)
    exit(0)
}
if arguments.count == 4, arguments[1] == "write-launch", let count = Int(arguments[2]) {
    try LargeGraph.yaml(screens: count, graph: "LaunchFlow", deepLinks: true)
        .write(toFile: arguments[3], atomically: true, encoding: .utf8)
    exit(0)
}

@MainActor func printRouterTable() {
    print("\n## Router operations (immediate transitions)\n")
    print("| operation | stack depth | operations/s |")
    print("|---|---:|---:|")
    do {
        for row in try RouterBench.run() + RouterClassBench.run() {
            print("| \(row.operation) | \(row.depth) | \(Int(row.operationsPerSecond)) |")
        }
    } catch {
        print("| router benchmark failed: \(error) | | |")
    }
}
if arguments.count == 2, arguments[1] == "router" {
    printRouterTable()
    exit(0)
}

let navgraph = binDirectory.appendingPathComponent("navgraph").path
guard FileManager.default.isExecutableFile(atPath: navgraph) else {
    FileHandle.standardError.write(
        Data("navgraph-bench: build the navgraph executable first (bash Benchmarks/run)\n".utf8))
    exit(2)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-bench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }
func pad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

// `navgraph-bench import`: only the storyboard import row.
if arguments.count == 2, arguments[1] == "import" {
    ImportBench.run(navgraph: navgraph, work: work)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

// The compiler for the tables that compile generated code, and the release modules it compiles against.
let modules = binDirectory.appendingPathComponent("Modules").path
let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/usr/bin/env"
let compiler = swiftc == "/usr/bin/env" ? ["/usr/bin/env", "swiftc"] : [swiftc]

// `navgraph-bench lsp`: only the language server row.
if arguments.count == 2, arguments[1] == "lsp" {
    LspBench.run(navgraph: navgraph, work: work)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

// `navgraph-bench launch`: only the launch table.
if arguments.count == 2, arguments[1] == "launch" {
    LaunchBench.run(navgraph: navgraph, compiler: compiler, modules: modules, work: work)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

// MARK: Front end and generator

print("## Front end and generator (best of 3; memory = peak RSS of the process)\n")
let header = [
    "screens", "file MB", "scan s", "scan MB", "validate s", "validate MB", "val/scan", "val growth",
    "generate s", "generate MB", "gen/scan", "gen growth",
]
print("| " + header.joined(separator: " | ") + " |")
print("|" + header.map { _ in "---:" }.joined(separator: "|") + "|")
var previous: (validate: Double, generate: Double)?
for count in [1_000, 5_000, 10_000, 20_000] {
    let file = work.appendingPathComponent("bench\(count).navgraph.yaml")
    let yaml = LargeGraph.yaml(screens: count)
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    let output = work.appendingPathComponent("out\(count)")
    let scan = Measurement.best(of: 3, [arguments[0], "scan", file.path])
    let validate = Measurement.best(of: 3, [navgraph, "validate", "--quiet", "--max-file-size", "67108864", file.path])
    let generate = Measurement.best(
        of: 3, [navgraph, "generate", "--max-file-size", "67108864", "--output", output.path, file.path])
    let failed = [scan, validate, generate].contains { $0.status != 0 }
    func growth(_ now: Double, _ before: Double?) -> String {
        // Per doubling: the sizes are 1k, 5k, 10k, 20k, so scale the 1k→5k step to one doubling.
        guard let before, before > 0 else { return "—" }
        let ratio = now / before
        return count == 5_000 ? format(pow(ratio, log(2) / log(5)), 2) + "×" : format(ratio, 2) + "×"
    }
    let row = [
        "\(count)\(failed ? " (failed)" : "")", format(Double(yaml.utf8.count) / 1e6, 1), format(scan.seconds),
        format(scan.peakMegabytes, 0), format(validate.seconds), format(validate.peakMegabytes, 0),
        format(validate.seconds / scan.seconds, 2) + "×", growth(validate.seconds, previous?.validate),
        format(generate.seconds), format(generate.peakMegabytes, 0), format(generate.seconds / scan.seconds, 2) + "×",
        growth(generate.seconds, previous?.generate),
    ]
    print("| " + row.joined(separator: " | ") + " |")
    previous = (validate.seconds, generate.seconds)
}
// `navgraph-bench front`: only the front end and generator table.
if arguments.count == 2, arguments[1] == "front" {
    try? FileManager.default.removeItem(at: work)
    exit(0)
}

// MARK: Storyboard import

ImportBench.run(navgraph: navgraph, work: work)

// MARK: Generated code compile time

print("\n## Generated code (`--access-level public`): swiftc type-check and release compile (one run each)\n")
print("| screens | generated KB | KB per screen | -typecheck s | -typecheck MB | -O compile s | -O compile MB |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for count in [500, 2_000] {
    let file = work.appendingPathComponent("compile\(count).navgraph.yaml")
    try LargeGraph.yaml(screens: count, graph: "Compile\(count)").write(to: file, atomically: true, encoding: .utf8)
    let output = work.appendingPathComponent("gen\(count)")
    // Public, as a module that exports its routes: internal code nothing uses would be dropped by the optimizer,
    // and the -O column would not measure code generation.
    _ = Measurement.run([
        navgraph, "generate", "--access-level", "public", "--max-file-size", "67108864", "--output", output.path,
        file.path,
    ])
    let sources = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
    guard let generated = sources.first(where: { $0.hasSuffix(".swift") }) else {
        print("| \(count) | (generation failed) | | | | | |")
        continue
    }
    let path = output.appendingPathComponent(generated).path
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    let typecheck = Measurement.run(compiler + ["-typecheck", "-parse-as-library", "-I", modules, path])
    let object = output.appendingPathComponent("gen.o").path
    let release = Measurement.run(
        compiler + ["-O", "-wmo", "-parse-as-library", "-c", "-I", modules, path, "-o", object, "-module-name", "Gen"]
    )
    let status = typecheck.status == 0 && release.status == 0 ? "" : " (failed)"
    print(
        "| \(count)\(status) | \(size / 1024) | \(format(Double(size) / 1024 / Double(count), 2)) | "
            + "\(format(typecheck.seconds, 2)) | \(format(typecheck.peakMegabytes, 0)) | "
            + "\(format(release.seconds, 2)) | \(format(release.peakMegabytes, 0)) |"
    )
}

// MARK: Language server

LspBench.run(navgraph: navgraph, work: work)

// MARK: Launch

LaunchBench.run(navgraph: navgraph, compiler: compiler, modules: modules, work: work)

// MARK: Quadratic corners

try Corners.run(navgraph: navgraph, work: work)

// MARK: Router

printRouterTable()

// MARK: Deep links

print("\n## Deep-link matching (links/s; the trie's cost must not grow with the number of patterns)\n")
print("| patterns | trie | NSRegularExpression scan |")
print("|---:|---:|---:|")
do {
    for row in try LinkBench.run() {
        print("| \(row.patterns) | \(Int(row.trie)) | \(Int(row.regularExpressions)) |")
    }
} catch {
    print("| link benchmark failed: \(error) | | |")
}
