/// An unsent message: the app type the mail graph passes to its compose screen (`{ swift: "MailDraft?" }`).
/// `nonisolated`, as an app type of a graph must be, so that its conformances hold off the main actor in a target
/// whose default isolation is the main actor too (docs/generation.md).
nonisolated public struct MailDraft: Codable, Hashable, Sendable {
    /// The recipients' addresses.
    public var recipients: [String]
    /// The subject line.
    public var subject: String
    /// The text typed so far.
    public var body: String

    /// Creates a draft.
    public init(recipients: [String] = [], subject: String = "", body: String = "") {
        self.recipients = recipients
        self.subject = subject
        self.body = body
    }
}
