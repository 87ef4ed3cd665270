/// What `navgraph test` prints about flows and flow files. Names and messages come from the files tested, so
/// their control characters are shown as the diagnostics show them, never sent to the terminal.
package enum FlowReport {
    /// `passed: FILE: FLOW`.
    package static func passed(file: String, outcome: FlowOutcome) -> String {
        "passed: \(TextRenderer.visible(file)): \(TextRenderer.visible(outcome.name))\n"
    }

    /// `FAILED: FILE: FLOW`, then each failure as `file:line:col: error: message`.
    package static func failed(file: String, outcome: FlowOutcome) -> String {
        var output = "FAILED: \(TextRenderer.visible(file)): \(TextRenderer.visible(outcome.name))\n"
        for failure in outcome.failures {
            let location = failure.location
            output += "\(TextRenderer.visible(location.file)):\(location.line):\(location.column): error: "
            output += TextRenderer.visible(failure.message) + "\n"
        }
        return output
    }

    /// `FAILED: FILE: REASON`, for a flow file that could not be run at all.
    package static func broken(file: String, reason: String) -> String {
        "FAILED: \(TextRenderer.visible(file)): \(TextRenderer.visible(reason))\n"
    }
}
