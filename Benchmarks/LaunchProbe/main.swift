// The launch probe of `navgraph-bench launch` (docs/performance.md): compiled by the runner together with the code
// `navgraph generate` wrote for its graph `LaunchFlow`, against the release NavGraphRuntime, and run once per
// process, since the first use of a graph happens once per process. It uses only the generated API an app uses.
//
//   probe LINK SCREEN    opens LINK as the first link; SCREEN is the screen id it must show
//
// It prints `name value` lines that the runner reads: times in nanoseconds from a monotonic clock, resident memory
// in bytes from /proc/self/statm, and `stack` (the main stack's depth after the link). On a failure it prints
// `error <reason>` and exits with status 1.

import Foundation
import NavGraphRuntime

#if canImport(Glibc)
    import Glibc
#endif

@main
struct LaunchProbe {
    @MainActor static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, let url = URL(string: arguments[1]) else {
            fail("usage: probe LINK SCREEN")
        }
        let before = residentBytes()
        let clock = ContinuousClock()
        let start = clock.now
        let router = Router<LaunchFlow>()
        do {
            try router.start()
        } catch {
            fail("start: \(error)")
        }
        let started = clock.now
        do {
            try router.perform(LaunchFlow.Screen0.next())
        } catch {
            fail("first push: \(error)")
        }
        let pushed = clock.now
        do {
            try router.open(url)
        } catch {
            fail("first link: \(error)")
        }
        let linked = clock.now
        let after = residentBytes()
        guard router.state.visible.screen.id == arguments[2] else {
            fail("the link showed '\(router.state.visible.screen.id)', not '\(arguments[2])'")
        }
        print("use \(nanoseconds(started - start))")
        print("push \(nanoseconds(pushed - started))")
        print("link \(nanoseconds(linked - pushed))")
        print("stack \(router.stack.count)")
        print("before \(before)")
        print("after \(after)")
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The resident set size: the second field of /proc/self/statm, in pages.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return -1 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return -1 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    static func fail(_ reason: String) -> Never {
        print("error \(reason)")
        exit(1)
    }
}
