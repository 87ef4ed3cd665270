import Foundation

/// Inputs that once made one part of navgraph quadratic, each run at a size and at twice that size: a growth near
/// 2× per doubling is linear, near 4× quadratic. Each corner writes its files into a folder of its own and runs the
/// built `navgraph` on them.
enum Corners {
    /// One corner: its name, the sizes run, the files for a size, and the command line for a size.
    struct Corner {
        var name: String
        var sizes: [Int]
        var files: (Int) -> [String: String]
        var arguments: (Int) -> [String]
    }

    static let graphHeader = "navgraph: 1\ngraph: Corner\nroot: a\n"

    static var all: [Corner] {
        [
            Corner(
                name: "text output of N errors on one line", sizes: [10_000, 20_000],
                files: { count in
                    let keys = (0..<count).map { "x\($0): 1" }.joined(separator: ", ")
                    return ["c.navgraph.yaml": graphHeader + "screens:\n  a: {\(keys)}\n"]
                },
                arguments: { _ in ["validate", "--max-file-size", "67108864", "c.navgraph.yaml"] }),
            Corner(
                name: "JSON output of N errors on one line", sizes: [10_000, 20_000],
                files: { count in
                    let keys = (0..<count).map { "x\($0): 1" }.joined(separator: ", ")
                    return ["c.navgraph.yaml": graphHeader + "screens:\n  a: {\(keys)}\n"]
                },
                arguments: { _ in ["validate", "--format", "json", "--max-file-size", "67108864", "c.navgraph.yaml"] }),
            Corner(
                name: "title with N unknown placeholders", sizes: [50_000, 100_000],
                files: { count in
                    let title = (0..<count).map { "{p\($0)}" }.joined()
                    return ["c.navgraph.yaml": graphHeader + "screens:\n  a:\n    title: '\(title)'\n"]
                },
                arguments: { _ in ["validate", "--max-file-size", "67108864", "c.navgraph.yaml"] }),
            Corner(
                name: "did-you-mean among 20 ids of N characters", sizes: [10_000, 20_000],
                files: { length in
                    let ids = (0..<20).map { String(repeating: "s", count: length) + "x\($0)" }
                    var text = "navgraph: 1\ngraph: Corner\nroot: \(ids[0])\nscreens:\n"
                    for id in ids {
                        // Each segue names its screen with one letter changed: a typo of a long id. An explicit
                        // key (`? id`), since YAML limits implicit keys to 1024 characters.
                        let typo = "\(id.dropLast(2))y\(id.suffix(1))"
                        text += "  ? \(id)\n  : { segues: { go: { kind: show, to: \(typo) } } }\n"
                    }
                    return ["c.navgraph.yaml": text]
                },
                arguments: { _ in ["validate", "--max-file-size", "67108864", "c.navgraph.yaml"] }),
            Corner(
                name: "flow of N pushes (navgraph test)", sizes: [10_000, 20_000],
                files: { count in
                    [
                        "c.navgraph.yaml": graphHeader
                            + "screens:\n  a:\n    title: A\n    segues: { s: { kind: show, to: a } }\n",
                        "c.navflow.yaml": "graph: c.navgraph.yaml\nflows:\n  pushes:\n"
                            + String(repeating: "    - perform: s\n", count: count),
                    ]
                },
                arguments: { _ in ["test", "--max-file-size", "67108864", "c.navflow.yaml"] }),
            Corner(
                name: "N parameters set by N arguments and N forwards", sizes: [5_000, 10_000],
                files: { count in
                    let parameters = (0..<count).map { "      p\($0): Int\n" }.joined()
                    let arguments = (0..<count).map { "p\($0): 1" }.joined(separator: ", ")
                    let forwards = (0..<count).map { "p\($0)" }.joined(separator: ", ")
                    let text =
                        graphHeader + "screens:\n  a:\n    parameters:\n\(parameters)    segues:\n"
                        + "      s: { kind: show, to: b, arguments: { \(arguments) } }\n"
                        + "      t: { kind: show, to: b, forward: [\(forwards)] }\n"
                        + "  b:\n    parameters:\n\(parameters)"
                    return ["c.navgraph.yaml": text]
                },
                arguments: { _ in ["validate", "--max-file-size", "67108864", "c.navgraph.yaml"] }),
            Corner(
                name: "N arguments to N parameters at run time (navgraph test)", sizes: [8_000, 16_000],
                files: { count in
                    let parameters = (0..<count).map { "      p\($0): String\n" }.joined()
                    let values = (0..<count).map { "p\($0): x" }.joined(separator: ", ")
                    return [
                        "c.navgraph.yaml": graphHeader
                            + "screens:\n  a:\n    segues: { go: { kind: show, to: b } }\n"
                            + "  b:\n    parameters:\n\(parameters)",
                        "c.navflow.yaml": "graph: c.navgraph.yaml\nflows:\n  arguments:\n"
                            + "    - perform: go\n      with: { \(values) }\n",
                    ]
                },
                arguments: { _ in ["test", "--max-file-size", "67108864", "c.navflow.yaml"] }),
            Corner(
                name: "include chain of N files", sizes: [3_000, 6_000],
                files: { count in
                    var files = ["c.navgraph.yaml": graphHeader + "include: [f1.yaml]\nscreens:\n  a: { title: A }\n"]
                    for index in 1...count {
                        let next = index < count ? "include: [f\(index + 1).yaml]\n" : ""
                        files["f\(index).yaml"] = next + "screens:\n  s\(index): { title: S }\n"
                    }
                    return files
                },
                arguments: { _ in ["validate", "--max-includes", "100000", "c.navgraph.yaml"] }),
        ]
    }

    /// Runs every corner with `navgraph` in folders under `work` and prints the table.
    static func run(navgraph: String, work: URL) throws {
        print("\n## Quadratic corners, made linear (one run each; growth per doubling: ~2× linear, ~4× quadratic)\n")
        print("| corner | N | N s | 2N | 2N s | growth |")
        print("|---|---:|---:|---:|---:|---:|")
        for (number, corner) in all.enumerated() {
            var seconds: [Double] = []
            var failed = false
            for size in corner.sizes {
                let folder = work.appendingPathComponent("corner\(number)-\(size)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, text) in corner.files(size) {
                    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
                }
                let arguments = corner.arguments(size).map { argument in
                    argument.hasSuffix(".yaml") ? folder.appendingPathComponent(argument).path : argument
                }
                let measured = Measurement.run([navgraph] + arguments)
                // Exit 1 is expected where the input has errors; a crash or a usage error is a failure.
                failed = failed || measured.status > 1 || measured.status < 0
                seconds.append(measured.seconds)
                try? FileManager.default.removeItem(at: folder)
            }
            let growth = seconds[0] > 0 ? format(seconds[1] / seconds[0], 2) + "×" : "—"
            print(
                "| \(corner.name)\(failed ? " (failed)" : "") | \(corner.sizes[0]) | \(format(seconds[0])) | "
                    + "\(corner.sizes[1]) | \(format(seconds[1])) | \(growth) |")
        }
    }
}
