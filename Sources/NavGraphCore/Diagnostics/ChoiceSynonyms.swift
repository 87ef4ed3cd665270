import NavGraphRuntime

/// What people coming from UIKit storyboards, SwiftUI or other navigation libraries write for one of the format's
/// choices (`kind: push`, `presentation: sheet`), for did-you-mean notes edit distance cannot find.
enum ChoiceSynonyms {
    /// Lowercased word: the choices it may mean, most likely first; the first the key takes is suggested.
    private static let table: [String: [String]] = [
        "push": ["show"], "pushed": ["show"], "navigate": ["show"], "navigation": ["show"],
        "present": ["modal"], "presented": ["modal"], "presentmodally": ["modal"], "modally": ["modal"],
        "sheet": ["pageSheet", "modal"], "fullscreencover": ["fullScreen", "modal"], "cover": ["fullScreen", "modal"],
        "full": ["fullScreen"], "form": ["formSheet"], "page": ["pageSheet"], "detail": ["showDetail"],
        "pop": ["return", "unwind"], "back": ["return", "unwind"], "dismiss": ["return", "unwind"],
        "replace": ["replaceRoot"], "root": ["replaceRoot"], "setroot": ["replaceRoot"],
        "context": ["currentContext"], "overcontext": ["overCurrentContext"], "over": ["overFullScreen"],
        "default": ["automatic"], "auto": ["automatic"], "system": ["automatic"],
    ]

    /// The choice `word` most likely means among `choices`: a known synonym, else the closest by edit distance.
    static func suggestion(for word: String, among choices: [String]) -> String? {
        if let synonym = table[word.lowercased()]?.first(where: { choices.contains($0) && $0 != word }) {
            return synonym
        }
        return Suggestions.closest(to: word, in: choices)
    }

    /// The choices a key takes where it is read (`context` as the unknown-key diagnostic names it), for keys whose
    /// value is one of a fixed set; nil for other keys.
    static func choices(of key: String, in context: String) -> [String]? {
        switch (context, key) {
        case ("a segue", "kind"), ("a shared segue", "kind"): names(SegueKind.self)
        case ("a segue", "presentation"), ("a shared segue", "presentation"), ("a screen", "modalPresentationStyle"):
            names(PresentationStyle.self)
        case ("a container", "kind"): names(ContainerKind.self)
        case ("a bar button item", "system"): names(SystemItem.self)
        case ("a bar button item", "style"): names(BarButtonItemStyle.self)
        case ("a bar button item", "builtin"), ("an alert action", "builtin"): names(BuiltinAction.self)
        case ("'navigationItem'", "largeTitleDisplayMode"): names(LargeTitleDisplayMode.self)
        default: nil
        }
    }

    private static func names<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> [String]
    where Value.RawValue == String {
        type.allCases.map(\.rawValue)
    }
}
