/// Every diagnostic code of SPEC §3. The raw value is the code as printed.
public enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Codable {
    case ng001 = "NG001"
    case ng002 = "NG002"
    case ng003 = "NG003"
    case ng004 = "NG004"
    case ng005 = "NG005"
    case ng006 = "NG006"
    case ng007 = "NG007"
    case ng008 = "NG008"
    case ng009 = "NG009"
    case ng010 = "NG010"
    case ng101 = "NG101"
    case ng102 = "NG102"
    case ng103 = "NG103"
    case ng201 = "NG201"
    case ng202 = "NG202"
    case ng204 = "NG204"
    case ng301 = "NG301"
    case ng302 = "NG302"
    case ng303 = "NG303"
    case ng304 = "NG304"
    case ng305 = "NG305"
    case ng306 = "NG306"
    case ng307 = "NG307"
    case ng308 = "NG308"
    case ng401 = "NG401"
    case ng402 = "NG402"
    case ng403 = "NG403"
    case ng404 = "NG404"
    case ng405 = "NG405"
    case ng406 = "NG406"
    case ng407 = "NG407"
    case ng408 = "NG408"
    case ng409 = "NG409"
    case ng410 = "NG410"
    case ng411 = "NG411"
    case ng412 = "NG412"

    /// The code's severity (SPEC §3).
    public var severity: Severity {
        switch self {
        case .ng402, .ng403, .ng404, .ng405, .ng406, .ng407, .ng408: .warning
        case .ng409: .remark
        default: .error
        }
    }

    /// One line on when the code is given.
    public var summary: String {
        switch self {
        case .ng001: "YAML syntax error"
        case .ng002: "YAML feature out of bounds (alias expansion over the limit, tag, merge key, several documents)"
        case .ng003: "duplicate mapping key"
        case .ng004: "unknown key"
        case .ng005: "wrong kind of value"
        case .ng006: "required key missing"
        case .ng007: "unsupported 'navgraph:' version"
        case .ng008: "file not valid UTF-8, or empty"
        case .ng009: "a limit exceeded"
        case .ng010: "include not found, outside the including file's folder tree, or a cycle"
        case .ng101: "invalid identifier"
        case .ng102: "duplicate screen id"
        case .ng103: "duplicate segue or item id within a screen"
        case .ng201: "unknown screen"
        case .ng202: "unknown segue named by a bar item"
        case .ng204: "unknown parameter"
        case .ng301: "unknown type"
        case .ng302: "default value does not fit its type"
        case .ng303: "argument value does not fit the parameter's type"
        case .ng304: "a bar item or deep link performs a segue that leaves a required parameter unset"
        case .ng305: "'forward' of a parameter whose type differs from the destination's"
        case .ng306: "a '{ swift: }' or array parameter used in a deep link or given a literal"
        case .ng307: "unknown enum case"
        case .ng308: "item has none or several of system/title/image, or several of segue/action/builtin"
        case .ng401: "unwind or 'popTo' target not on the stack on every path to the source"
        case .ng402: "'show' from a screen that some path presents without a navigation stack"
        case .ng403: "'showDetail' in a navigation controller presents modally"
        case .ng404: "a modal presentation with no way out"
        case .ng405: "screen unreachable from 'root' and from every deep link"
        case .ng406: "a pushed screen with no way back"
        case .ng407: "a derived back title longer than 'backButtonTitleMaxLength'"
        case .ng408: "a setting with no effect"
        case .ng409: "a cycle of 'show' segues without 'singleTop'/'popTo'"
        case .ng410: "two deep-link patterns match the same URL"
        case .ng411: "a deep link's synthetic back stack needs a parameter the link does not carry"
        case .ng412: "malformed deep-link pattern"
        }
    }
}
