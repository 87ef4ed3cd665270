extension Array {
    /// Calls `body` on each element where it lies, in order. `for element in array` copies each element out first,
    /// which for the model's large structs (screens, segues, bar items) means retaining every string and array
    /// they hold and releasing them again; the rules walk thousands of them.
    func forEachInPlace(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { elements in
            for position in elements.indices { try body(elements[position]) }
        }
    }
}
