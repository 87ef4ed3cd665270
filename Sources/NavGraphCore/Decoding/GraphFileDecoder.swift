import NavGraphRuntime

/// Decodes one graph file's document into the model, key by key (docs/format.md). Structural mistakes are reported and
/// skipped so that one run finds as many as it can; a YAML-level error (thrown) ends the file.
struct GraphFileDecoder {
    var reader: NodeReader

    /// What one file declares at its top level.
    struct Content {
        var hasGraphKey = false
        var topLocation: SourceLocation?
        var version: Located<Int>?
        var versionSeen = false
        var name: Located<String>?
        var root: Located<String>?
        /// `entries:`, with where the list starts.
        var entries: [Located<String>] = []
        var entriesLocation: SourceLocation?
        var includes: [Located<String>] = []
        var navigationController = NavigationControllerSettings()
        var enums: [EnumDeclaration] = []
        var screens: [ScreenDeclaration] = []
        var screensSeen = false
        var containers: [ContainerDeclaration] = []
        var sharedSegues: [SharedSegue] = []
        var disabledCodes: [Located<String>] = []
    }

    static let topLevelKeys = [
        "navgraph", "graph", "root", "entries", "include", "navigationController", "enums", "screens", "containers",
        "segues", "lint",
    ]

    /// Keys an included file may have: it holds screens (and may include further files).
    static let partKeys = ["navgraph", "include", "screens"]

    /// Decodes the document's root node; an included file (`isPart`) takes only `partKeys`.
    mutating func decodeTopLevel(isPart: Bool) throws(YAMLError) -> Content {
        var content = Content()
        guard let location = try reader.beginMapping(for: "the top level of a graph file") else { return content }
        var start = location
        start.length = 1
        content.topLocation = start
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            if isPart && !Self.partKeys.contains(key.value) {
                if Self.topLevelKeys.contains(key.value) {
                    reader.emit(.mainFileKeyInIncludedFile(key, includedFileKeys: Self.partKeys))
                    try reader.skip()
                } else {
                    try reader.unknownKey(key, in: "an included file", allowed: Self.partKeys)
                }
                continue
            }
            switch key.value {
            case "navgraph":
                content.versionSeen = true
                content.version = try version()
            case "graph":
                content.hasGraphKey = true
                content.name = try reader.string(for: "graph")
            case "root": content.root = try reader.string(for: "root")
            case "entries":
                content.entriesLocation = reader.location(try reader.stream.peek())
                content.entries = try reader.strings(for: "entries")
            case "include":
                // One path or a list of them; a plain null means none.
                if case .scalar = try reader.stream.peek().kind {
                    if let single = try reader.string(for: "include") { content.includes.append(single) }
                } else {
                    content.includes += try reader.strings(for: "include")
                }
            case "navigationController": content.navigationController = try navigationController()
            case "enums": content.enums = try enums()
            case "screens":
                content.screensSeen = true
                content.screens = try screens()
            case "containers": content.containers = try containers()
            case "segues": content.sharedSegues = try sharedSegues()
            case "lint": content.disabledCodes = try lint()
            default: try reader.unknownKey(key, in: "a graph file", allowed: Self.topLevelKeys)
            }
        }
        return content
    }

    private mutating func version() throws(YAMLError) -> Located<Int>? {
        let event = try reader.stream.peek()
        guard case .scalar(let text, let plain) = event.kind else {
            try reader.wrongKind(expected: "the format version 1", for: "navgraph")
            return nil
        }
        _ = try reader.stream.next()
        let location = reader.location(event)
        guard plain, text == "1" else {
            reader.emit(.unsupportedVersion(text, at: location))
            return nil
        }
        return Located(1, at: location)
    }

    // MARK: navigationController

    static let navigationControllerKeys = [
        "navigationBarHidden", "toolbarHidden", "prefersLargeTitles", "hidesBarsOnTap", "hidesBarsOnSwipe",
        "hidesBarsWhenKeyboardAppears", "hidesBarsWhenVerticallyCompact", "backButtonTitleMaxLength", "appearance",
    ]
    static let appearanceKeys = ["barStyle", "barTintColor", "tintColor", "titleColor", "translucent", "shadowHidden"]

    mutating func navigationController() throws(YAMLError) -> NavigationControllerSettings {
        var settings = NavigationControllerSettings()
        guard let location = try reader.beginMapping(for: "navigationController", nullIsEmpty: true) else {
            return settings
        }
        settings.location = location
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "navigationBarHidden": settings.navigationBarHidden = try reader.bool(for: key.value)
            case "toolbarHidden": settings.toolbarHidden = try reader.bool(for: key.value)
            case "prefersLargeTitles": settings.prefersLargeTitles = try reader.bool(for: key.value)
            case "hidesBarsOnTap": settings.hidesBarsOnTap = try reader.bool(for: key.value)
            case "hidesBarsOnSwipe": settings.hidesBarsOnSwipe = try reader.bool(for: key.value)
            case "hidesBarsWhenKeyboardAppears": settings.hidesBarsWhenKeyboardAppears = try reader.bool(for: key.value)
            case "hidesBarsWhenVerticallyCompact":
                settings.hidesBarsWhenVerticallyCompact = try reader.bool(for: key.value)
            case "backButtonTitleMaxLength":
                settings.backButtonTitleMaxLength = try reader.integer(for: key.value, in: 0...1000)
            case "appearance": try appearance(into: &settings)
            default: try reader.unknownKey(key, in: "'navigationController'", allowed: Self.navigationControllerKeys)
            }
        }
        return settings
    }

    private mutating func appearance(into settings: inout NavigationControllerSettings) throws(YAMLError) {
        guard try reader.beginMapping(for: "appearance", nullIsEmpty: true) != nil else { return }
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            switch key.value {
            case "barStyle": settings.barStyle = try reader.choice(Appearance.BarStyle.self, for: key.value)
            case "barTintColor": settings.barTintColor = try color(for: key.value)
            case "tintColor": settings.tintColor = try color(for: key.value)
            case "titleColor": settings.titleColor = try color(for: key.value)
            case "translucent": settings.translucent = try reader.bool(for: key.value)
            case "shadowHidden": settings.shadowHidden = try reader.bool(for: key.value)
            default: try reader.unknownKey(key, in: "'appearance'", allowed: Self.appearanceKeys)
            }
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA`. A key with no value at all is most likely an unquoted colour that YAML read as a
    /// comment, so it is reported rather than taken as "not set".
    private mutating func color(for key: String) throws(YAMLError) -> Located<String>? {
        let event = try reader.stream.peek()
        if try reader.takeNull() {
            reader.emit(.nullColor(for: key, at: reader.location(event)))
            return nil
        }
        guard let text = try reader.string(for: key) else { return nil }
        let digits = text.value.dropFirst()
        let isHex = digits.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit }
        if text.value.hasPrefix("#"), digits.count == 6 || digits.count == 8, isHex { return text }
        reader.emit(.notAColor(text, for: key))
        return nil
    }

    // MARK: enums and lint

    private mutating func enums() throws(YAMLError) -> [EnumDeclaration] {
        guard try reader.beginMapping(for: "enums", nullIsEmpty: true) != nil else { return [] }
        var result: [EnumDeclaration] = []
        var seen = SeenKeys()
        while let name = try reader.nextKey(&seen) {
            result.append(EnumDeclaration(name: name, cases: try reader.strings(for: name.value)))
        }
        return result
    }

    private mutating func lint() throws(YAMLError) -> [Located<String>] {
        guard try reader.beginMapping(for: "lint", nullIsEmpty: true) != nil else { return [] }
        var codes: [Located<String>] = []
        var seen = SeenKeys()
        while let key = try reader.nextKey(&seen) {
            guard key.value == "disable" else {
                try reader.unknownKey(key, in: "'lint'", allowed: ["disable"])
                continue
            }
            for code in try reader.strings(for: "disable") {
                guard let known = DiagnosticCode(rawValue: code.value.uppercased()) else {
                    reader.emit(.notADiagnosticCode(code))
                    continue
                }
                guard known.severity != .error else {
                    reader.emit(.errorCannotBeDisabled(known, at: code.location))
                    continue
                }
                codes.append(Located(known.rawValue, at: code.location))
            }
        }
        return codes
    }
}
