/// Runs every validation rule of SPEC §3 (NG101–NG409) over a decoded graph.
public enum Validator {
    /// The diagnostics of every rule, in no particular order.
    public static func validate(_ graph: Graph) -> [Diagnostic] {
        []  // Rules are added by the validation work (issue 2).
    }
}
