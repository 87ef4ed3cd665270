extension GraphSchema {
    /// The schema as a value, for tools that walk it (the language server's key and choice completion).
    package static let document: JSONValue = schema
}
