import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a command as a child process and measures its wall time and peak resident memory (from `wait4`).
struct Measurement {
    var seconds: Double
    var peakMegabytes: Double
    var status: Int32
    /// Whether the command was killed for running past its time limit.
    var timedOut = false

    /// Runs `arguments` (the first is the executable's path). Its standard output and error go to `output` when
    /// given (a file, truncated first), else to /dev/null. With a `timeout` (seconds), the command runs in a
    /// process group of its own, and the group (so a compiler's subprocesses too) is killed once it has run that
    /// long; the result says so.
    static func run(_ arguments: [String], timeout: Double? = nil, output: String? = nil) -> Measurement {
        var pid: pid_t = 0
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let output {
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if timeout != nil {
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
            posix_spawnattr_setpgroup(&attributes, 0)
        }
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ) == 0 else {
            return Measurement(seconds: 0, peakMegabytes: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        if let timeout {
            while wait4(pid, &status, WNOHANG, &usage) == 0 {
                if elapsed() > timeout {
                    kill(-pid, SIGKILL)
                    timedOut = true
                    wait4(pid, &status, 0, &usage)
                    break
                }
                usleep(20_000)
            }
        } else {
            wait4(pid, &status, 0, &usage)
        }
        // A command killed by a signal (a crash, or the time limit) counts as failed.
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return Measurement(
            seconds: elapsed(), peakMegabytes: Double(usage.ru_maxrss) / 1024, status: exitStatus, timedOut: timedOut)
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
