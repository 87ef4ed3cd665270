import Foundation

/// What stands behind `GraphDefinition.screens`: an array (a definition built in code or by the compiler), or the
/// tables generated code embeds, read one row at a time, the first time each screen is needed, and kept. Rows read
/// for lookups leave the deep-link routes out (`linkRoute` and the patterns' `route` are nil): a screen on a long
/// chain of linked screens would otherwise cost its whole route, and a link's back stack the square of its length.
/// `all` and `withRoutes(id:)` have them.
final class ScreenStore: @unchecked Sendable {
    private enum Source {
        case array([ScreenDefinition])
        case tables(DefinitionTables)
    }

    private var source: Source
    /// Guards the caches below (a definition is shared across threads).
    private let lock = NSLock()
    /// Array screens' positions by id (first declaration wins), built on first use (`indexedArray`).
    private var positions: [String: Int]?
    /// Table rows decoded so far, by position.
    private var decoded: [Int: ScreenDefinition] = [:]
    /// Table rows read so far for deep links' synthetic back stacks alone (`stackScreen(id:)`), by position.
    private var stackOnly: [Int: ScreenDefinition] = [:]
    /// Table positions found so far, by id (ids the tables lack are not kept: they may come from outside).
    private var found: [String: Int] = [:]

    init(_ screens: [ScreenDefinition]) {
        source = .array(screens)
        fingerprint = nil
    }

    init(_ tables: DefinitionTables, fingerprint: String?) {
        source = .tables(tables)
        self.fingerprint = fingerprint
    }

    /// The restoration fingerprint the tables carry (see `GraphDefinition.restorationFingerprint`).
    let fingerprint: String?

    /// The screens with their positions by id (first declaration wins) when they are an array (a definition built
    /// in code or by the compiler), the positions built on first use; nil for tables.
    var indexedArray: (screens: [ScreenDefinition], positions: [String: Int])? {
        guard case .array(let screens) = source else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let positions { return (screens, positions) }
        var built: [String: Int] = [:]
        built.reserveCapacity(screens.count)
        for (index, screen) in screens.enumerated() where built[screen.id] == nil { built[screen.id] = index }
        positions = built
        return (screens, built)
    }

    /// The number of screens.
    var count: Int {
        switch source {
        case .array(let screens): screens.count
        case .tables(let tables): tables.screenCount
        }
    }

    /// Every screen, in declaration order: from tables, every row is decoded (a row that does not decode is
    /// left out).
    var all: [ScreenDefinition] {
        switch source {
        case .array(let screens): return screens
        case .tables(let tables): return (0..<tables.screenCount).compactMap { tables.screen(at: $0, routes: true) }
        }
    }

    /// The screen `id` with its deep-link routes (read anew from tables, not kept).
    func withRoutes(id: String) -> ScreenDefinition? {
        guard let position = position(of: id) else { return nil }
        switch source {
        case .array(let screens): return screens[position]
        case .tables(let tables): return tables.screen(at: position, routes: true)
        }
    }

    /// The screens, moved out when this store is their only owner (so that `GraphDefinition.screens` can be
    /// changed in place), else copied.
    func take() -> [ScreenDefinition] {
        guard case .array(let screens) = source else { return all }
        source = .array([])
        return screens
    }

    /// The screen at `position` in declaration order.
    func screen(at position: Int) -> ScreenDefinition? {
        switch source {
        case .array(let screens): return screens.indices.contains(position) ? screens[position] : nil
        case .tables(let tables): return screen(at: position, in: tables)
        }
    }

    /// The screen `id` (its first declaration).
    func screen(id: String) -> ScreenDefinition? {
        guard let position = position(of: id) else { return nil }
        return screen(at: position)
    }

    /// How many table rows were read whole and kept so far (0 for an array): what a lookup costs shows here.
    var wholeRowCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return decoded.count
    }

    /// What a deep link's synthetic back stack and the conversion of a screen's values need of the screen `id`
    /// (its first declaration): its parameters, segues and presentation settings (see `stackScreen(at:)`).
    func stackScreen(id: String) -> ScreenDefinition? {
        position(of: id).flatMap(stackScreen(at:))
    }

    /// What a deep link's synthetic back stack and the conversion of a screen's values need of the screen at
    /// `position`: its parameters, segues and presentation settings. From tables, a row already read whole is
    /// reused; else only those parts are read (the bars, deep links and alert are left empty) and kept apart, so a
    /// lookup by `screen(id:)` still reads the whole row.
    func stackScreen(at position: Int) -> ScreenDefinition? {
        guard case .tables(let tables) = source else { return screen(at: position) }
        lock.lock()
        defer { lock.unlock() }
        if let screen = decoded[position] ?? stackOnly[position] { return screen }
        let screen = tables.stackScreen(at: position)
        stackOnly[position] = screen
        return screen
    }

    /// The position of the screen `id` (its first declaration).
    func position(of id: String) -> Int? {
        guard case .tables(let tables) = source else { return indexedArray?.positions[id] }
        lock.lock()
        defer { lock.unlock() }
        if let known = found[id] { return known }
        let position = tables.position(of: id)
        if let position { found[id] = position }
        return position
    }

    /// The screens with deep links, in declaration order, with what the deep-link matcher reads of them; from
    /// tables, read from their links section alone (no screen row) and not kept: the matcher reads them once.
    var linkedScreens: [LinkedScreen] {
        switch source {
        case .array(let screens): return screens.filter { !$0.deepLinks.isEmpty }.map(LinkedScreen.init)
        case .tables(let tables): return tables.linkedScreens()
        }
    }

    private func screen(at position: Int, in tables: DefinitionTables) -> ScreenDefinition? {
        lock.lock()
        defer { lock.unlock() }
        if let screen = decoded[position] { return screen }
        let screen = tables.screen(at: position, routes: false)
        decoded[position] = screen
        return screen
    }
}
