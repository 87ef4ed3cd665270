/// What one router operation did to a `NavigationState`, recorded while it runs, so that the router can describe
/// the change (`NavigationEngine.change(journal:...)`) at a cost independent of the depth of the stacks.
///
/// A copy of the whole state from before the operation would do it too, but holding one makes the engine's
/// in-place `append` and `removeLast` copy the stack, and comparing it reads every screen. So the journal lists the
/// stack changes made through `setScreens`, `append` and `removeLast` (with what they removed); any other change
/// of the stacks, presentations, split or tab bar (rarer, and linear anyway) keeps a copy of the state first.
struct ChangeJournal: Sendable {
    /// One recorded change of a stack.
    enum Entry: Sendable {
        /// One instance was pushed.
        case appended(ContainerID)
        /// These instances (bottom to top) were popped.
        case removed(ContainerID, [ScreenInstance])
        /// The stack was replaced; this was its content.
        case replaced(ContainerID, [ScreenInstance])

        var container: ContainerID {
            switch self {
            case .appended(let container), .removed(let container, _), .replaced(let container, _): container
            }
        }
    }

    /// The state before the operation (a class, so that the journal can sit in the state it describes).
    final class Snapshot: Sendable {
        let state: NavigationState

        init(_ state: NavigationState) { self.state = state }
    }

    /// Whether a router records.
    private(set) var isRecording = false
    /// The first instance id the operation may hand out.
    private(set) var firstNewInstance: UInt64 = 0
    /// Whether the router had started before the operation (`start()` shows everything anew).
    private(set) var wasStarted = false
    /// The stack changes, in order, until `before` is kept.
    var entries: [Entry] = []
    /// The state before the operation, once it changed more than stacks.
    var before: Snapshot?

    /// Not recording.
    init() {}

    /// Recording an operation on `state`.
    init(recording state: NavigationState) {
        isRecording = true
        firstNewInstance = state.nextInstanceID
        wasStarted = state.isStarted
    }

    /// Whether stack changes are still listed: recording, and no copy of the state kept.
    var isListing: Bool { isRecording && before == nil }

    /// The state the operation started from: `state` with the listed stack changes (and a start, and the ids handed
    /// out) undone.
    func stateBefore(_ state: NavigationState) -> NavigationState {
        if let before { return before.state }
        var result = state
        result.journal = ChangeJournal()
        if isRecording {
            result.isStarted = wasStarted
            result.nextInstanceID = firstNewInstance
        }
        for old in oldStacks(of: state) { result.replaceStored(Array(old), in: old.container) }
        return result
    }

    /// Each stack the listed changes touched, with its content before them, in the order a host builds stacks:
    /// the columns left to right, the main stack, then the presentations. Costs O(entries + instances removed).
    func oldStacks(of state: NavigationState) -> [OldStack] {
        var containers: [ContainerID] = []
        for entry in entries where !containers.contains(entry.container) { containers.append(entry.container) }
        containers.sort { Self.order($0) < Self.order($1) }
        return containers.map { container in
            var old = OldStack(container: container, current: state.screens(in: container) ?? [])
            for entry in entries.reversed() where entry.container == container {
                switch entry {
                case .appended:
                    if old.tail.isEmpty { old.floor -= 1 } else { old.tail.removeLast() }
                case .removed(_, let screens):
                    old.tail.append(contentsOf: screens)
                case .replaced(_, let screens):
                    old.floor = 0
                    old.tail = screens
                }
            }
            return old
        }
    }

    /// Whether `id` was handed out during the operation (so it was in no stack before).
    func isNew(_ id: InstanceID, in state: NavigationState) -> Bool {
        firstNewInstance <= state.nextInstanceID && id.rawValue >= firstNewInstance
            && id.rawValue < state.nextInstanceID
    }

    private static func order(_ container: ContainerID) -> (Int, Int) {
        switch container {
        case .column(let index): (0, index)
        case .main: (1, 0)
        case .presentation(let index): (2, index)
        }
    }
}

/// A stack as it was before the operation, read without copying it: the bottom `floor` instances of the stack now,
/// then `tail`.
struct OldStack: RandomAccessCollection, Sendable {
    /// Which stack.
    var container: ContainerID
    /// Its content now.
    var current: [ScreenInstance]
    /// How many instances at the bottom of `current` the operation left alone.
    var floor: Int
    /// What was above them before the operation, bottom to top.
    var tail: [ScreenInstance] = []

    init(container: ContainerID, current: [ScreenInstance]) {
        self.container = container
        self.current = current
        floor = current.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { floor + tail.count }
    subscript(position: Int) -> ScreenInstance { position < floor ? current[position] : tail[position - floor] }

    /// Whether the stack holds the same instances as before, in the same order (the changed part only).
    var isUnchanged: Bool {
        guard count == current.count else { return false }
        for (offset, instance) in tail.enumerated() where current[floor + offset].id != instance.id { return false }
        return true
    }

    /// How the stack moved (as `NavigationEngine.kind(from:to:)` tells from whole stacks); `isNew` says whether
    /// an id was handed out during the operation (then no stack held it before).
    func kind(isNew: (InstanceID) -> Bool) -> StackChangeKind {
        guard let newTop = current.last?.id else { return .replace }
        if newTop == last?.id { return .replace }
        // The new top is one of the instances the operation left alone: it was below the old top.
        if current.count <= floor { return .pop }
        if tail.contains(where: { $0.id == newTop }) { return .pop }
        if isNew(newTop) { return .push }
        return current[0..<floor].contains { $0.id == newTop } ? .pop : .push
    }
}
