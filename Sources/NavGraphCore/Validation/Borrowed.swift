/// An element of an array read where it lies, for the rules' loops over screens, segues and items.
///
/// `for screen in graph.screens`, `.enumerated()`, `let screen = graph.screens[i]` and a closure taking a screen all
/// copy the element out first: for the model's large structs that means retaining every string and array they hold,
/// and releasing them again, for each rule, each screen and each segue. A `Borrowed` reads only the fields asked for
/// (`screen.segues`, `segue.destination`), as `graph.screens[i].segues` does. It is valid only inside the
/// `forEachBorrowed` call that made it: never store one.
@dynamicMemberLookup
struct Borrowed<Element> {
    private let pointer: UnsafePointer<Element>

    fileprivate init(_ pointer: UnsafePointer<Element>) {
        self.pointer = pointer
    }

    /// The field `member` of the element, read in place.
    @inline(__always)
    subscript<Value>(dynamicMember member: KeyPath<Element, Value>) -> Value {
        pointer.pointee[keyPath: member]
    }

    /// `body` on `value`, borrowed: for code written for `Borrowed` called with a value at hand.
    static func borrowing<Result>(_ value: Element, _ body: (Borrowed<Element>) throws -> Result) rethrows -> Result {
        try withUnsafePointer(to: value) { pointer in try body(Borrowed(pointer)) }
    }

    /// A copy of the whole element, for a diagnostic that takes one (only when something is reported).
    var copy: Element { pointer.pointee }
}

extension Array {
    /// Calls `body` on each element in order, borrowed where it lies (see `Borrowed`).
    @inline(__always)
    func forEachBorrowed(_ body: (Borrowed<Element>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            for position in elements.indices { try body(Borrowed(base + position)) }
        }
    }

    /// Calls `body` on each element in order with its position, borrowed where it lies (see `Borrowed`).
    @inline(__always)
    func forEachBorrowed(_ body: (Int, Borrowed<Element>) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            for position in elements.indices { try body(position, Borrowed(base + position)) }
        }
    }
}

extension Array {
    /// `body` on the element at `position`, borrowed where it lies (see `Borrowed`); nil when there is none.
    @inline(__always)
    func borrowing<Result>(at position: Int, _ body: (Borrowed<Element>) throws -> Result) rethrows -> Result? {
        guard indices.contains(position) else { return nil }
        return try withUnsafeBufferPointer { elements in
            try elements.baseAddress.map { base in try body(Borrowed(base + position)) }
        }
    }

    /// `contains(where:)` with each element borrowed where it lies (see `Borrowed`).
    @inline(__always)
    func containsBorrowed(where predicate: (Borrowed<Element>) throws -> Bool) rethrows -> Bool {
        try withUnsafeBufferPointer { elements in
            guard let base = elements.baseAddress else { return false }
            for position in elements.indices where try predicate(Borrowed(base + position)) { return true }
            return false
        }
    }
}

extension Borrowed where Element == ScreenDeclaration {
    /// `ScreenDeclaration.segueLookup`, taking only the segues.
    var segueLookup: SegueLookup { SegueLookup(self.segues) }

    /// `ScreenDeclaration.forEachItem` without copying the items: left, right, toolbar, then an alert's actions.
    @inline(__always)
    func forEachItem(_ body: (Borrowed<BarItem>) throws -> Void) rethrows {
        try pointer.pointee.navigationItem.leftBarButtonItems.forEachBorrowed(body)
        try pointer.pointee.navigationItem.rightBarButtonItems.forEachBorrowed(body)
        try pointer.pointee.toolbarItems.forEachBorrowed(body)
        try pointer.pointee.alert?.actions.forEachBorrowed(body)
    }

    /// `ScreenDeclaration.forEachMenuChild`; most screens have no menu and cost a look at each item.
    func forEachMenuChild(_ body: (_ owner: String, _ child: MenuChild) throws -> Void) rethrows {
        var hasMenu = self.navigationItem.titleMenu != nil
        if !hasMenu { forEachItem { item in hasMenu = hasMenu || item.menu != nil } }
        guard hasMenu else { return }
        try pointer.pointee.forEachMenuChild(body)
    }
}
