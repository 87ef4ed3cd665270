/// A value kept on the heap behind a reference, for the large parts of the model that most declarations leave
/// unset (a segue's `navigationController:` overrides, its sheet keys): a declaration then holds one word for
/// them rather than their whole size, so arrays of thousands of declarations stay small and cheap to copy. The
/// value never changes: setting a new one makes a new box.
package final class OutOfLine<Value: Sendable>: Sendable {
    package let value: Value

    /// Boxes `value`.
    package init(_ value: Value) {
        self.value = value
    }
}
