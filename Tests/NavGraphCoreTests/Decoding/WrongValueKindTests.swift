import Testing
import _NavGraphCore

/// Every key of the format given every wrong kind of value: each must be reported at the value (NG005, or the
/// key's own code) and never crash.
struct WrongValueKindTests {
    enum Kind: CaseIterable {
        case string, bool, integer, choice, mapping, sequence, stringList, itemList, linkList, type
    }

    /// Where a key lives: a template with `KEY: VALUE` to fill.
    struct Context {
        var name: String
        var template: String
        var keys: [(String, Kind)]
    }

    static let contexts: [Context] = [
        Context(
            name: "top level",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens: {home: {}}\nKEY: VALUE\n",
            keys: [
                ("include", .stringList), ("navigationController", .mapping), ("enums", .mapping), ("lint", .mapping),
            ]
        ),
        Context(
            name: "navigationController",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens: {home: {}}\nnavigationController:\n  KEY: VALUE\n",
            keys: [
                ("navigationBarHidden", .bool), ("toolbarHidden", .bool), ("prefersLargeTitles", .bool),
                ("hidesBarsOnTap", .bool), ("hidesBarsOnSwipe", .bool), ("hidesBarsWhenKeyboardAppears", .bool),
                ("hidesBarsWhenVerticallyCompact", .bool), ("backButtonTitleMaxLength", .integer),
                ("appearance", .mapping),
            ]
        ),
        Context(
            name: "appearance",
            template:
                "navgraph: 1\ngraph: G\nroot: home\nscreens: {home: {}}\nnavigationController:\n  appearance:\n    KEY: VALUE\n",
            keys: [
                ("barStyle", .choice), ("barTintColor", .string), ("tintColor", .string), ("titleColor", .string),
                ("translucent", .bool), ("shadowHidden", .bool),
            ]
        ),
        Context(
            name: "screen",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    KEY: VALUE\n",
            keys: [
                ("title", .string), ("parameters", .mapping), ("navigationItem", .mapping), ("toolbarItems", .itemList),
                ("navigationBarHidden", .bool), ("toolbarHidden", .bool), ("interactivePopGestureEnabled", .bool),
                ("modalPresentationStyle", .choice), ("modalInPresentation", .bool), ("restorationIdentifier", .string),
                ("deepLinks", .linkList), ("segues", .mapping),
            ]
        ),
        Context(
            name: "navigationItem",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    navigationItem:\n      KEY: VALUE\n",
            keys: [
                ("title", .string), ("titleView", .string), ("prompt", .string), ("largeTitleDisplayMode", .choice),
                ("backBarButtonItem", .mapping), ("backButtonTitle", .string), ("hidesBackButton", .bool),
                ("leftItemsSupplementBackButton", .bool), ("leftBarButtonItems", .itemList),
                ("rightBarButtonItems", .itemList), ("leftBarButtonItem", .mapping), ("rightBarButtonItem", .mapping),
            ]
        ),
        Context(
            name: "bar item",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    toolbarItems:\n      - KEY: VALUE\n",
            keys: [
                ("id", .string), ("system", .choice), ("title", .string), ("image", .string), ("style", .choice),
                ("enabled", .bool), ("segue", .string), ("action", .string), ("builtin", .choice),
            ]
        ),
        Context(
            name: "segue",
            template:
                "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    segues:\n      go:\n        KEY: VALUE\n",
            keys: [
                ("kind", .choice), ("to", .string), ("arguments", .mapping), ("forward", .stringList),
                ("animated", .bool), ("presentation", .choice), ("embedInNavigationController", .bool),
                ("singleTop", .bool), ("popTo", .string), ("gatesLinks", .bool),
            ]
        ),
        Context(
            name: "deep link",
            template: "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    deepLinks:\n      - KEY: VALUE\n",
            keys: [("pattern", .string), ("mode", .choice), ("tab", .string), ("priority", .integer)]
        ),
        Context(
            name: "parameter",
            template:
                "navgraph: 1\ngraph: G\nroot: home\nscreens:\n  home:\n    parameters:\n      p:\n        KEY: VALUE\n",
            keys: [("type", .type), ("swift", .string)]
        ),
    ]

    /// Values of other kinds than `kind`, each with whether it is wrong for that kind.
    static func wrongValues(for kind: Kind) -> [String] {
        let mapping = "{a: 1}"
        let sequence = "[a, b]"
        switch kind {
        case .string: return [mapping, sequence]
        case .bool: return [mapping, sequence, "yes", "\"true\"", "1"]
        case .integer: return [mapping, sequence, "0755", "1:20", "12.5", "99999999999999999999999", "\"12\""]
        case .choice: return [mapping, sequence, "notAChoice"]
        case .mapping: return [sequence, "text", "12"]
        case .sequence, .stringList: return [mapping, "[{a: 1}]"]
        case .itemList: return [mapping, "text", "[1, 2]"]
        case .linkList: return [mapping, "text", "[[a]]"]
        case .type: return [mapping, "\"[Int\"", "\"Int??\"", "\"9Lives\""]
        }
    }

    @Test func everyKeyReportsEveryWrongKindAtItsValue() {
        var checked = 0
        for context in Self.contexts {
            for (key, kind) in context.keys {
                for value in Self.wrongValues(for: kind) {
                    let yaml = context.template
                        .replacingOccurrences(of: "KEY", with: key)
                        .replacingOccurrences(of: "VALUE", with: "1️⃣" + value)
                    let result = check(yaml)
                    // A malformed type is NG301; every other wrong value, a mapping for a type included, NG005.
                    let expectedCode: DiagnosticCode =
                        kind == .type && value.hasPrefix("\"") ? .unknownType : .wrongValueKind
                    let atValue = result.diagnostics(expectedCode).contains {
                        $0.location.line == result.markers["1️⃣"]?.line
                            && $0.location.column >= (result.markers["1️⃣"]?.column ?? 0)
                    }
                    #expect(atValue, "\(context.name).\(key): \(value) gave \(result.codes)")
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
