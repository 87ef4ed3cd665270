/// An option declared once, with the type of its value: its `spec` gives parsing, help and did-you-mean, and
/// `ParsedArguments.value(of:)` reads what was given as a `Value`, checked where it is read. Commands keep their
/// options as static properties, so a misspelt option is a compile error, not a silent nil.
struct Option<Value>: Sendable {
    /// What parsing and help see.
    var spec: OptionSpec
    /// The value of the text given; a usage error says what the option takes.
    var convert: @Sendable (String) throws(UsageError) -> Value
}

/// A flag declared once (`--verbose`): given or not.
struct Flag: Sendable {
    var spec: OptionSpec

    init(_ name: String, _ help: String) {
        spec = .flag(name, help)
    }
}

extension Option where Value == String {
    /// An option taking any text (`--output DIR`).
    static func text(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(spec: .value(name, valueName, help), convert: { $0 })
    }
}

extension Option where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// An option taking one of `Value`'s cases by raw value (`--format json`); parsing refuses any other word, with
    /// a did-you-mean.
    static func choice(_ name: String, _ valueName: String, _ help: String) -> Option {
        Option(
            spec: .value(name, valueName, allowed: Value.allCases.map(\.rawValue), help),
            convert: { text throws(UsageError) in
                guard let value = Value(rawValue: text) else {
                    throw UsageError(message: "invalid value '\(text)' for '--\(name)'", hint: nil)
                }
                return value
            })
    }
}

extension Option where Value == Int {
    /// An option taking a whole number written in decimal digits, within `range`; `refusal` is the usage error of
    /// any other text, given the text and whether it is all digits (then it is out of range).
    static func wholeNumber(
        _ name: String, _ valueName: String, in range: ClosedRange<Int>, _ help: String,
        refusal: @escaping @Sendable (_ text: String, _ digitsOnly: Bool) -> UsageError
    ) -> Option {
        Option(
            spec: .value(name, valueName, help),
            convert: { text throws(UsageError) in
                let digitsOnly =
                    !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                // Digits only: a number too large for `Int` is simply out of range.
                guard digitsOnly, let number = Int(text), range.contains(number) else {
                    throw refusal(text, digitsOnly)
                }
                return number
            })
    }
}

extension ParsedArguments {
    /// Whether `flag` was given.
    subscript(flag: Flag) -> Bool { values[flag.spec.name] != nil }

    /// The value given for `option`, nil when absent; a usage error when its text is not a value of its type.
    func value<Value>(of option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = values[option.spec.name] else { return nil }
        return try option.convert(text)
    }

    /// Whether `option` was given at all.
    func has<Value>(_ option: Option<Value>) -> Bool { values[option.spec.name] != nil }
}
