import Foundation

/// The storyboard import row: `navgraph import storyboard` of the largest storyboard of the corpus (read in place
/// from `NAVGRAPH_STORYBOARD_CORPUS`, else `../shared/corpus/storyboards` from the package root), best of 3.
enum ImportBench {
    static func run(navgraph: String, work: URL) {
        print("\n## Storyboard import (largest corpus storyboard, best of 3; memory = peak RSS of the process)\n")
        print("| storyboard | KB | scenes | segues | import s | import MB |")
        print("|---|---:|---:|---:|---:|---:|")
        let environment = ProcessInfo.processInfo.environment["NAVGRAPH_STORYBOARD_CORPUS"] ?? ""
        let folder = environment.isEmpty ? "../shared/corpus/storyboards" : environment
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let sized = names.filter { $0.hasSuffix(".storyboard") }.compactMap { name -> (String, Int)? in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int else { return nil }
            return (path, size)
        }
        guard let (path, size) = sized.max(by: { $0.1 < $1.1 }) else {
            print("| (corpus not found in \(folder): set NAVGRAPH_STORYBOARD_CORPUS) | | | | | |")
            return
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").map { $0.drop { $0 == " " } }
        let scenes = lines.filter { $0.hasPrefix("<scene ") }.count
        let segues = lines.filter { $0.hasPrefix("<segue ") && $0.contains(" kind=\"") && !$0.contains(" key=\"") }
            .count
        let output = work.appendingPathComponent("import").path
        let measured = Measurement.best(
            of: 3, [navgraph, "import", "storyboard", "--quiet", "--force", "--output", output, path])
        let name = (path as NSString).lastPathComponent + (measured.status == 0 ? "" : " (failed)")
        print(
            "| \(name) | \(size / 1024) | \(scenes) | \(segues) | \(format(measured.seconds)) | "
                + "\(format(measured.peakMegabytes, 0)) |")
    }
}
