/// An unsent message: the app type the mail graph passes to its compose screen (`{ swift: "MailDraft?" }`).
public struct MailDraft: Codable, Hashable, Sendable {
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
