#if canImport(UIKit)
    import Foundation

    /// Waits until `condition` holds, at most `timeout` seconds: UIKit delivers the completions of presentations,
    /// dismissals and navigation transitions on later turns of the main run loop, and the navigator applies what
    /// follows them only then. Each round suspends the test for 10 ms, which gives the main thread back to its run
    /// loop (its sources, timers and main-queue work run meanwhile); `RunLoop.run(mode:before:)` itself is
    /// unavailable from asynchronous code. Returns whether the condition held in time.
    @MainActor
    func waitUntil(timeout: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition() {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }
#endif
