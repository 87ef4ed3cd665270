@_spi(Hosting) import NavGraphRuntime
import Observation
import Synchronization
import Testing

@testable import MailGraphFixture

/// Counts the calls of an `onChange` closure, which Observation may call from any thread.
final class ChangeCounter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() { count.withLock { $0 += 1 } }
}

/// `Router` is `@Observable`: reading its state inside `withObservationTracking` registers for the next change.
@MainActor
@Suite struct RouterObservationTests {
    @Test func aPushFiresTheObservationOfTheState() throws {
        let router = Router<MailFlow>()
        try router.start()
        let counter = ChangeCounter()
        withObservationTracking {
            _ = router.state
        } onChange: {
            counter.increment()
        }
        #expect(counter.value == 0)
        try router.push(.compose())
        #expect(counter.value == 1)
    }

    @Test func aRefusedOperationDoesNotFire() throws {
        let router = Router<MailFlow>()
        try router.start()
        let counter = ChangeCounter()
        withObservationTracking {
            _ = router.navigationBar
            _ = router.lastChange
        } onChange: {
            counter.increment()
        }
        #expect(throws: NavigationError.self) { try router.back() }
        #expect(counter.value == 0)
    }

    @Test func lastChangeIsObservedAndTellsOfThePush() throws {
        let router = Router<MailFlow>()
        try router.start()
        let counter = ChangeCounter()
        withObservationTracking {
            _ = router.lastChange
        } onChange: {
            counter.increment()
        }
        let pushed = try router.push(.compose())
        #expect(counter.value == 1)
        let change = try #require(router.lastChange)
        #expect(change.serial == 2, "start() was the first change")
        #expect(change.animated)
        #expect(change.transition == .push)
        #expect(router.state.stack.last == pushed)
    }
}
