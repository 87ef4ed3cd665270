import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command as a child process and measures its wall time and peak resident memory (from `wait4`).
struct Measurement {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32

    static func run(_ arguments: [String]) -> Measurement {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else {
            return Measurement(seconds: 0, peakMegabytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return Measurement(
            seconds: elapsed, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xFF)
    }

    /// The best of `repeats` runs (least time; memory of that run).
    static func best(of repeats: Int, _ arguments: [String]) -> Measurement {
        var best: Measurement?
        for _ in 0..<repeats {
            let run = run(arguments)
            if best == nil || run.seconds < (best?.seconds ?? .infinity) { best = run }
        }
        return best ?? Measurement(seconds: 0, peakMegabytes: 0, status: -1)
    }
}
