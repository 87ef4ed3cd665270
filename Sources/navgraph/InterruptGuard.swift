import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While a child process runs with a temporary folder, an interrupt, hang-up or termination of navgraph stops the
/// child and removes the folder before navgraph ends by that signal, so neither is left behind. (A `SIGKILL`
/// cannot be caught: nothing can clean up after it.)
final class InterruptGuard: @unchecked Sendable {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private let folder: String
    private let lock = NSLock()
    private var child: pid_t?
    private var sources: [any DispatchSourceSignal] = []

    /// Starts guarding `folder`: from now on those signals clean up first.
    init(folder: String) {
        self.folder = folder
        for number in Self.signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in cleanUpAndEnd(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// The child to stop when a signal comes.
    func watch(_ process: pid_t) {
        lock.withLock { child = process }
    }

    /// Stops guarding: the signals act as they did before.
    func stop() {
        lock.withLock {
            child = nil
            for source in sources { source.cancel() }
            sources = []
        }
        for number in Self.signals { signal(number, SIG_DFL) }
        Self.unblock(Self.signals)
    }

    /// Lets `signals` reach the calling thread again: libdispatch's signal sources block them in the threads they
    /// watch from, so a signal left to its default action would otherwise wait forever.
    private static func unblock(_ signals: [Int32]) {
        var set = sigset_t()
        sigemptyset(&set)
        for number in signals { sigaddset(&set, number) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Holds the lock to the end, so the thread waiting for the child (which calls `stop()` before it says or
    /// returns anything) cannot go on once the child is stopped: navgraph ends by the signal, as a shell expects.
    private func cleanUpAndEnd(_ number: Int32) {
        lock.lock()
        if let child { kill(child, SIGKILL) }
        try? FileManager.default.removeItem(atPath: folder)
        signal(number, SIG_DFL)
        Self.unblock([number])
        raise(number)
    }
}
