import NavGraphRuntime

/// Whether one deep-link pattern matches every link another one matched, decided from the patterns' structure
/// (see docs/diff.md, Links). A pattern `outer` covers `inner` when
///
/// - its origin takes inner's: a bare path takes every origin; a whole URL takes one of the same scheme and host,
///   or of the same scheme when its host is `*` (a bare inner path is covered only by a bare outer path);
/// - it has as many path segments, and segment by segment: a literal covers the equal literal; a parameter covers
///   a literal it reads, and a parameter whose text around it starts and ends with its own and whose values it
///   reads (any value for a `String`; an `Int` as a `Double`; every case of an enum);
/// - and it reads every query item inner reads, by the same name, with a type that takes inner's values.
struct PatternContainment {
    /// A pattern with the types of the parameters it reads (optional unwrapped) and its graph's enum cases.
    struct TypedPattern {
        var pattern: LinkPattern
        var types: [String: ParameterType]
        var enumCases: [String: Set<String>]
    }

    /// Nil when `outer` covers `inner`, else the first reason it does not, in a few words.
    static func uncovered(_ inner: TypedPattern, by outer: TypedPattern) -> String? {
        if let reason = originProblem(inner.pattern, outer.pattern) { return reason }
        guard inner.pattern.segments.count == outer.pattern.segments.count else {
            return "it has \(outer.pattern.segments.count) path segments instead of \(inner.pattern.segments.count)"
        }
        for (position, (one, other)) in zip(inner.pattern.segments, outer.pattern.segments).enumerated() {
            guard covers(other, one, inner, outer) else {
                return "path segment \(position + 1) no longer takes what it took"
            }
        }
        for item in inner.pattern.queryItems {
            guard let kept = outer.pattern.queryItems.first(where: { $0.name == item.name }) else {
                return "query item '\(item.name)' is no longer read"
            }
            guard
                contains(
                    inner.types[item.parameter] ?? .string, in: outer.types[kept.parameter] ?? .string, inner, outer)
            else { return "query item '\(item.name)' no longer takes the values it took" }
        }
        return nil
    }

    private static func originProblem(_ inner: LinkPattern, _ outer: LinkPattern) -> String? {
        guard let outerOrigin = outer.origin else { return nil }
        guard let innerOrigin = inner.origin else { return "it needs \(outerOrigin) where any origin was taken" }
        if inner.scheme == outer.scheme, outer.hasAnyHost || inner.host == outer.host { return nil }
        return "it needs \(outerOrigin) instead of \(innerOrigin)"
    }

    /// Whether segment `outer` takes every text segment `inner` took.
    private static func covers(
        _ outer: LinkPattern.Segment, _ inner: LinkPattern.Segment, _ innerSide: TypedPattern,
        _ outerSide: TypedPattern
    ) -> Bool {
        switch (outer, inner) {
        case (.literal(let text), .literal(let other)):
            return text == other
        case (.literal, .parameter):
            return false
        case (.parameter(let name, let prefix, let suffix), .literal(let text)):
            guard text.count > prefix.count + suffix.count, text.hasPrefix(prefix), text.hasSuffix(suffix) else {
                return false
            }
            let middle = String(text.dropFirst(prefix.count).dropLast(suffix.count))
            return accepts(outerSide.types[name] ?? .string, middle, outerSide.enumCases)
        case (.parameter(let name, let prefix, let suffix), .parameter(let innerName, let innerPrefix, let innerSuffix)):
            guard innerPrefix.hasPrefix(prefix), innerSuffix.hasSuffix(suffix) else { return false }
            let outerType = outerSide.types[name] ?? .string
            if case .string = outerType { return true }
            // Literal text inner had around its value now falls inside outer's value: only a String takes it.
            guard innerPrefix.count == prefix.count, innerSuffix.count == suffix.count else { return false }
            return contains(innerSide.types[innerName] ?? .string, in: outerType, innerSide, outerSide)
        }
    }

    /// Whether every segment text of type `inner` (with `innerSide`'s enums) converts to type `outer`.
    private static func contains(
        _ inner: ParameterType, in outer: ParameterType, _ innerSide: TypedPattern, _ outerSide: TypedPattern
    ) -> Bool {
        let inner = unwrapped(inner)
        let outer = unwrapped(outer)
        if case .string = outer { return true }
        if case .enumeration(let name) = inner {
            return (innerSide.enumCases[name] ?? []).allSatisfy { accepts(outer, $0, outerSide.enumCases) }
        }
        if case .enumeration = outer { return false }
        if inner == outer { return true }
        if case .int = inner, case .double = outer { return true }
        return false
    }

    /// Whether `text` converts to `type`.
    private static func accepts(_ type: ParameterType, _ text: String, _ enumCases: [String: Set<String>]) -> Bool {
        if case .string = unwrapped(type) { return true }
        return unwrapped(type).value(fromText: text, enumCases: { enumCases[$0] }) != nil
    }

    static func unwrapped(_ type: ParameterType) -> ParameterType {
        if case .optional(let wrapped) = type { return unwrapped(wrapped) }
        return type
    }
}
