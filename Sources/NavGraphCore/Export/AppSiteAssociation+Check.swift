import NavGraphRuntime

extension AppSiteAssociation {
    /// A link a served file does not open in the app, and why.
    package struct Uncovered: Equatable, Sendable {
        package var link: UniversalLink
        package var reason: String
    }

    /// Why a served file cannot be read as an association file.
    package struct FileProblem: Error, Equatable, Sendable {
        package var message: String
    }

    /// The links of `links` that the association file `bytes` does not open in the app `appID`, in order.
    ///
    /// The check is conservative: the components of the `details` entries naming `appID` are read in order, as
    /// the system does; a link is covered by the first component whose `/` rule matches every path the link's
    /// pattern matches and whose `?` and `#` rules (when given) are `*`, unless that component is an `exclude`.
    /// Components matching only some of a link's URLs are passed over.
    package static func check(
        _ bytes: [UInt8], links: [UniversalLink], appID: String
    ) -> Result<[Uncovered], FileProblem> {
        guard bytes.count <= maximumFileSize else {
            return .failure(FileProblem(message: "the file is larger than Apple's limit of 128 KB"))
        }
        guard let root = ArgumentValue(json: bytes) else {
            return .failure(FileProblem(message: "the file is not JSON"))
        }
        guard case .object(let top) = root, case .object(let applinks)? = top["applinks"],
            case .array(let details)? = applinks["details"]
        else {
            return .failure(FileProblem(message: "the file has no 'applinks.details' array"))
        }
        let components = details.flatMap { entry -> [ArgumentValue] in
            guard case .object(let entry) = entry, names(appID, entry),
                case .array(let components)? = entry["components"]
            else { return [] }
            return components
        }
        if components.isEmpty {
            return .success(
                links.map { Uncovered(link: $0, reason: "no 'details' entry with components names app '\(appID)'") })
        }
        return .success(
            links.compactMap { link in
                for (index, component) in components.enumerated() {
                    guard case .object(let rules) = component, covers(rules, path: link.path) else { continue }
                    if case .bool(true)? = rules["exclude"] {
                        return Uncovered(link: link, reason: "excluded by component \(index + 1) of the app")
                    }
                    return nil
                }
                return Uncovered(link: link, reason: "no component matches all its URLs")
            })
    }

    /// Whether a `details` entry names `appID` in `appIDs` or `appID`.
    private static func names(_ appID: String, _ entry: [String: ArgumentValue]) -> Bool {
        if case .string(appID)? = entry["appID"] { return true }
        guard case .array(let appIDs)? = entry["appIDs"] else { return false }
        return appIDs.contains(.string(appID))
    }

    /// Whether a component's rules match every URL whose path fits the `/` rule `path`, whatever its query and
    /// fragment.
    private static func covers(_ rules: [String: ArgumentValue], path: String) -> Bool {
        for key in ["?", "#"] {
            guard let rule = rules[key] else { continue }
            guard case .string("*") = rule else { return false }
        }
        switch rules["/"] {
        case nil: return true
        case .string(let glob)?: return globCovers(Array(glob.utf8), Array(path.utf8))
        default: return false
        }
    }

    /// Whether the glob `glob` (`*` any text, `?` one character) matches every path the rule `path` matches, its
    /// own `*` standing for any text: a `*` of `path` is matched only by a `*` of `glob`. Dynamic programming over
    /// both; runs of `*` count once, and a glob with more other characters than `path` fails at once, so the time
    /// is at most proportional to the square of the path's length, whatever a served file holds.
    static func globCovers(_ glob: [UInt8], _ path: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*")
        let question = UInt8(ascii: "?")
        var collapsed: [UInt8] = []
        for symbol in glob where !(symbol == star && collapsed.last == star) { collapsed.append(symbol) }
        guard collapsed.count(where: { $0 != star }) <= path.count else { return false }
        // row[j]: whether glob[..<i] covers path[..<j].
        var row = [Bool](repeating: false, count: path.count + 1)
        row[0] = true
        for symbol in collapsed {
            var next = [Bool](repeating: false, count: path.count + 1)
            if symbol == star {
                var reachable = false
                for j in 0...path.count {
                    reachable = reachable || row[j]
                    next[j] = reachable
                }
            } else {
                for j in 0..<path.count where row[j] {
                    let character = path[j]
                    next[j + 1] = character != star && (symbol == question || symbol == character)
                }
            }
            row = next
        }
        return row[path.count]
    }
}
