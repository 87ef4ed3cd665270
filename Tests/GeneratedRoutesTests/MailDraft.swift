/// The app type the mail graph's compose screen takes (`{ swift: "MailDraft?" }`): the reference code compiled in
/// this target needs one, as an app would declare it (`nonisolated`, which a default-main-actor target needs:
/// CompileModesTests compiles it in that setting).
nonisolated struct MailDraft: Codable, Hashable, Sendable {
    var recipients: [String]
    var subject: String
}
