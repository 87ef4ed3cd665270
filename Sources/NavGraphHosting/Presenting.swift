/// Presenting through a framework that may refuse without a word: UIKit logs a refused `present` (from a view
/// controller outside a window, or one already presenting another) and never calls its completion. Both the UIKit
/// host and the tests' fake UIKit present through these, so that a refusal ends the presentation's animation for
/// the coordinator instead of stalling it (see docs/hosts.md, "A refused presentation").
@MainActor
public enum Presenting {
    /// Calls `present` with a completion, then checks `isPresented()`: when the completion has not run and the
    /// presentation is not under way, calls `refused()` and `completion()`. `completion` runs once either way; a
    /// completion UIKit delivers after a refusal calls `appearedLate()` instead.
    public static func present(
        _ present: (_ completion: @escaping @MainActor () -> Void) -> Void,
        isPresented: () -> Bool,
        refused: () -> Void,
        appearedLate: @escaping @MainActor () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        let attempt = Attempt()
        present {
            if attempt.wasRefused {
                appearedLate()
            } else if !attempt.ended {
                attempt.ended = true
                completion()
            }
        }
        guard !attempt.ended, !isPresented() else { return }
        attempt.wasRefused = true
        attempt.ended = true
        refused()
        completion()
    }

    /// Presents `items` one after the other, each once the one before it is on screen (its completion): UIKit
    /// refuses to present from a view controller whose own presentation has not ended. Then calls `completion`.
    public static func inSequence<Item>(
        _ items: [Item], _ present: @escaping @MainActor (Item, _ done: @escaping @MainActor () -> Void) -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let first = items.first else {
            completion()
            return
        }
        let rest = Array(items.dropFirst())
        present(first) { inSequence(rest, present, completion: completion) }
    }

    /// What became of one `present` call.
    private final class Attempt {
        var ended = false
        var wasRefused = false
    }
}
