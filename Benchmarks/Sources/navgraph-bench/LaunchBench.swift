import Foundation

/// The launch table: what an app pays the first time it uses its generated graph. For each size, the runner writes
/// the benchmark graph with a deep link on every screen (`LargeGraph.yaml(deepLinks: true)`), generates its code,
/// compiles it with the probe (`Benchmarks/LaunchProbe/main.swift`) against the release NavGraphRuntime, and runs
/// the probe in several processes, one measurement each, since the first use happens once per process.
enum LaunchBench {
    /// The sizes measured, each with its time budget in seconds (generation, compile and every run together).
    static let sizes: [(screens: Int, budget: Double)] = [(100, 180), (1_000, 600), (5_000, 900)]
    /// The probe processes run per size.
    static let runs = 5
    /// The largest generated file the runner compiles: the compiler needs about 45 times a file's size in memory
    /// (an 18 MB file took 0.8 GB), more than a shared machine has to spare beyond this.
    static let largestCompiled = 64 << 20

    /// One process's figures: times in milliseconds, the resident memory added in megabytes (NaN where the system
    /// has no /proc/self/statm).
    struct Probe {
        var use: Double
        var push: Double
        var link: Double
        var stack: Int
        var megabytes: Double
    }

    /// One size's row: its figures (medians of the runs), or why there are none.
    struct Row {
        var screens: Int
        var kilobytes = 0
        var compileSeconds = 0.0
        var probes: [Probe] = []
        var failure: String?

        func median(_ value: (Probe) -> Double) -> Double {
            let sorted = probes.map(value).sorted()
            guard !sorted.isEmpty else { return 0 }
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
    }

    /// Measures every size and prints the table.
    static func run(navgraph: String, compiler: [String], modules: String, work: URL) {
        print("\n## Launch: first use of the generated graph (median of \(runs) processes per size)\n")
        print(
            "| screens | link depth | generated KB | compile s | first use ms | first push ms | use + push ms | "
                + "first link ms | tables MB | runs |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        guard let probe = probeSource() else {
            print(
                "| (failed: the probe Benchmarks/LaunchProbe/main.swift was not found: set NAVGRAPH_LAUNCH_PROBE) | | | | | | | | | |"
            )
            return
        }
        let runtime = URL(fileURLWithPath: modules).deletingLastPathComponent()
            .appendingPathComponent("NavGraphRuntime.build")
        let objects = runtimeObjects(in: runtime)
        var rows: [Row] = []
        for (screens, budget) in sizes {
            let folder = work.appendingPathComponent("launch\(screens)")
            let row = measure(
                screens: screens, budget: budget, folder: folder, navgraph: navgraph,
                build: { source, executable in
                    compiler + ["-swift-version", "6", "-Onone", "-parse-as-library", "-module-name", "LaunchProbe"]
                        + [probe, source, "-I", modules] + objects + ["-o", executable]
                })
            try? FileManager.default.removeItem(at: folder)
            print(line(row))
            fflush(nil)  // every stream: the row shows at once, even through a pipe
            rows.append(row)
        }
        for (later, earlier) in zip(rows.dropFirst(), rows) {
            print(growth(later, earlier))
        }
    }

    /// The release runtime's object files: those the build's output file map names for the current sources (an
    /// object left behind by a source removed since an earlier build would break the probe's link), else every
    /// `.o` of the folder.
    static func runtimeObjects(in folder: URL) -> [String] {
        let map = folder.appendingPathComponent("output-file-map.json")
        if let data = try? Data(contentsOf: map),
            let entries = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        {
            let objects = entries.compactMap { source, outputs -> String? in
                guard !source.isEmpty, let object = (outputs as? [String: Any])?["object"] as? String,
                    FileManager.default.fileExists(atPath: object)
                else { return nil }
                return object
            }
            if !objects.isEmpty { return objects.sorted() }
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".o") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Generates, compiles and runs one size within its budget.
    static func measure(
        screens: Int, budget: Double, folder: URL, navgraph: String,
        build: (_ source: String, _ executable: String) -> [String]
    ) -> Row {
        var row = Row(screens: screens)
        let start = Date()
        func remaining() -> Double { budget - Date().timeIntervalSince(start) }
        let log = folder.appendingPathComponent("log.txt").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let graph = folder.appendingPathComponent("launch.navgraph.yaml")
            try LargeGraph.yaml(screens: screens, graph: "LaunchFlow", deepLinks: true)
                .write(to: graph, atomically: true, encoding: .utf8)
            let output = folder.appendingPathComponent("generated")
            let generate = Measurement.run(
                [navgraph, "generate", "--max-file-size", "67108864", "--output", output.path, graph.path],
                timeout: remaining(), output: log)
            if let failure = failure("generate", generate, budget: budget, log: log) {
                row.failure = failure
                return row
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
            guard let name = names.first(where: { $0.hasSuffix(".swift") }) else {
                row.failure = "generate wrote no Swift file"
                return row
            }
            let source = output.appendingPathComponent(name).path
            let bytes = (try? FileManager.default.attributesOfItem(atPath: source)[.size] as? Int) ?? 0
            row.kilobytes = bytes / 1024
            guard bytes <= largestCompiled else {
                row.failure =
                    "not compiled: the generated file has \(bytes >> 20) MB, over the \(largestCompiled >> 20) MB limit"
                return row
            }
            let executable = folder.appendingPathComponent("probe").path
            let compile = Measurement.run(build(source, executable), timeout: remaining(), output: log)
            row.compileSeconds = compile.seconds
            if let failure = failure("compile", compile, budget: budget, log: log) {
                row.failure = failure
                return row
            }
            // The deepest screen: the last one, about `screens / 2` segues from the root.
            let target = screens - 1
            for _ in 0..<runs {
                let run = Measurement.run(
                    [executable, "https://example.com/s\(target)/7", "screen\(target)"], timeout: remaining(),
                    output: log)
                if let failure = failure("probe", run, budget: budget, log: log) {
                    row.failure = failure
                    return row
                }
                guard let probe = parse(log) else {
                    row.failure = "the probe printed no figures"
                    return row
                }
                row.probes.append(probe)
            }
        } catch {
            row.failure = "could not write the graph: \(error)"
        }
        return row
    }

    /// Why a step failed (over budget, or its first error line), or nil when it succeeded.
    static func failure(_ step: String, _ measured: Measurement, budget: Double, log: String) -> String? {
        if measured.timedOut { return "\(step) over the \(Int(budget)) s budget" }
        guard measured.status != 0 else { return nil }
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
        let reason = lines.first { $0.contains("error") } ?? lines.last ?? "exit status \(measured.status)"
        let short = reason.count > 160 ? reason.prefix(160) + "…" : reason
        return "\(step) failed: " + short.replacingOccurrences(of: "|", with: "\\|")
    }

    /// The figures of the probe's `name value` lines in `path`.
    static func parse(_ path: String) -> Probe? {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var values: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let use = values["use"], let push = values["push"], let link = values["link"],
            let stack = values["stack"], let before = values["before"], let after = values["after"]
        else { return nil }
        return Probe(
            use: Double(use) / 1e6, push: Double(push) / 1e6, link: Double(link) / 1e6, stack: stack,
            megabytes: before < 0 || after < 0 ? .nan : Double(after - before) / 1_048_576)
    }

    /// A size's line: its medians, or why it failed (with the medians of the runs done before, if any).
    static func line(_ row: Row) -> String {
        let title = "\(row.screens)" + (row.failure.map { " (failed: \($0))" } ?? "")
        guard !row.probes.isEmpty else {
            let kilobytes = row.kilobytes > 0 ? "\(row.kilobytes)" : ""
            return "| \(title) | | \(kilobytes) | | | | | | | |"
        }
        let cells = [
            title, "\(row.probes.first?.stack ?? 0)", "\(row.kilobytes)", format(row.compileSeconds, 1),
            format(row.median(\.use)), format(row.median(\.push)), format(row.median { $0.use + $0.push }),
            format(row.median(\.link)), row.median(\.megabytes).isNaN ? "—" : format(row.median(\.megabytes), 1),
            "\(row.probes.count)",
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// The ratio of each figure of `later` to `earlier`'s, where both sizes have it (the file sizes also when a
    /// size was not compiled).
    static func growth(_ later: Row, _ earlier: Row) -> String {
        func ratio(_ now: Double, _ before: Double) -> String {
            now > 0 && before > 0 ? format(now / before, 2) + "×" : "—"  // also NaN: no memory figure
        }
        let measured = !later.probes.isEmpty && !earlier.probes.isEmpty
        func median(_ value: @escaping (Probe) -> Double) -> String {
            measured ? ratio(later.median(value), earlier.median(value)) : "—"
        }
        let compiled = later.compileSeconds > 0 && earlier.compileSeconds > 0 && measured
        let cells = [
            "\(later.screens) vs \(earlier.screens)",
            measured ? ratio(Double(later.probes[0].stack), Double(earlier.probes[0].stack)) : "—",
            ratio(Double(later.kilobytes), Double(earlier.kilobytes)),
            compiled ? ratio(later.compileSeconds, earlier.compileSeconds) : "—",
            median(\.use), median(\.push), median { $0.use + $0.push }, median(\.link), median(\.megabytes), "",
        ]
        return "| " + cells.joined(separator: " | ") + " |"
    }

    /// The probe's source: `NAVGRAPH_LAUNCH_PROBE`, else `Benchmarks/LaunchProbe/main.swift` from the current
    /// folder (`Benchmarks/run` runs from the package root), else the same path from the checkout this runner was
    /// built from.
    static func probeSource() -> String? {
        let environment = ProcessInfo.processInfo.environment["NAVGRAPH_LAUNCH_PROBE"] ?? ""
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("LaunchProbe/main.swift").path
        let candidates = environment.isEmpty ? ["Benchmarks/LaunchProbe/main.swift", fromSource] : [environment]
        return candidates.first { FileManager.default.fileExists(atPath: $0) }.map {
            URL(fileURLWithPath: $0).absoluteURL.standardizedFileURL.path
        }
    }
}
