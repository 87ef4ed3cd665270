extension ArgumentValue {
    /// The value as text in a title: a string as is, an integer in digits, a double as Swift prints it, a
    /// boolean as `true`/`false`, null as nothing, an array as its elements joined by ", ", an object as compact
    /// JSON with sorted keys.
    package var displayText: String {
        switch self {
        case .null: ""
        case .string(let text): text
        case .array(let values): values.map(\.displayText).joined(separator: ", ")
        case .bool, .int, .double, .object: canonicalJSON
        }
    }

    /// Compact JSON with sorted keys: one text per value, whole however deep it nests (written without recursion,
    /// as `save` writes it whole too). A non-finite double is written as `null`.
    package var canonicalJSON: String {
        /// A collection being written: its values in order, and how many are written.
        enum Open {
            case array([ArgumentValue], written: Int)
            case object([(key: String, value: ArgumentValue)], written: Int)
        }
        var output = ""
        var open: [Open] = []
        var next: ArgumentValue? = self
        while true {
            if let value = next {
                next = nil
                switch value {
                case .null: output += "null"
                case .bool(let flag): output += flag ? "true" : "false"
                case .int(let number): output += String(number)
                case .double(let number): output += number.isFinite ? "\(number)" : "null"
                case .string(let text): output += JSONText.quoted(text)
                case .array(let values):
                    output += "["
                    open.append(.array(values, written: 0))
                case .object(let members):
                    output += "{"
                    open.append(.object(members.sorted { $0.key < $1.key }, written: 0))
                }
            }
            guard let last = open.popLast() else { return output }
            switch last {
            case .array(let values, let written):
                if written == values.count {
                    output += "]"
                } else {
                    if written > 0 { output += "," }
                    next = values[written]
                    open.append(.array(values, written: written + 1))
                }
            case .object(let members, let written):
                if written == members.count {
                    output += "}"
                } else {
                    if written > 0 { output += "," }
                    output += JSONText.quoted(members[written].key) + ":"
                    next = members[written].value
                    open.append(.object(members, written: written + 1))
                }
            }
        }
    }
}
