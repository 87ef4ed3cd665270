/// Why the runtime refused an operation. The runtime never traps on misuse: it throws one of these and leaves
/// its state unchanged.
public enum NavigationError: Error, Hashable, Sendable {
    /// A segue's arguments could not be converted.
    case argumentEncodingFailed(segue: String, reason: String)
}
