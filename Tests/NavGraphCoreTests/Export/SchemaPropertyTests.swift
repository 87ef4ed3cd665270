import Foundation
import Testing

@testable import _NavGraphCore

/// Valid ⇒ schema-valid, as a property: every graph navgraph accepts is accepted by `navgraph schema` too, so an
/// editor never underlines a graph the tool takes. The graphs are every main graph file of the repository that
/// validates (graphs/, Examples/, test fixtures), and every variant of one in which a single list or mapping
/// value is written empty (`toolbarItems:`, `deepLinks: []`, `include:`) and that navgraph still accepts.
@Suite struct SchemaPropertyTests {
    /// Every graph file of the repository, by path from the root, with its text.
    static func repositoryFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try SchemaValidatorTests.graphFiles() {
            files[path] = try String(
                contentsOf: SchemaValidatorTests.root.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    /// Whether navgraph checks `text`, as the main file `path` beside the repository's other files, without error.
    static func validates(_ path: String, _ text: String, among files: [String: String]) -> Bool {
        var sources = files
        sources[path] = text
        let checked = Pipeline.check(mainFile: path, sources: InMemorySources(sources))
        return checked.isMainFile && !checked.hasErrors
    }

    /// `value` with the list or mapping at each position, in turn, replaced by null and by an empty one of its kind;
    /// each with where and how (`screens/home/toolbarItems: null`).
    static func emptiedVariants(of value: JSONValue) -> [(change: String, value: JSONValue)] {
        var variants: [(change: String, value: JSONValue)] = []
        switch value {
        case .object(let members):
            for (index, member) in members.enumerated() {
                func replacing(_ new: JSONValue) -> JSONValue {
                    var changed = members
                    changed[index].1 = new
                    return .object(changed)
                }
                switch member.1 {
                case .object:
                    variants += [("\(member.0): null", replacing(.null)), ("\(member.0): {}", replacing(.object([])))]
                case .array:
                    variants += [("\(member.0): null", replacing(.null)), ("\(member.0): []", replacing(.array([])))]
                default: break
                }
                variants += emptiedVariants(of: member.1).map { ("\(member.0)/\($0.change)", replacing($0.value)) }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                variants += emptiedVariants(of: element).map { variant in
                    var changed = elements
                    changed[index] = variant.value
                    return ("\(index)/\(variant.change)", .array(changed))
                }
            }
        default: break
        }
        return variants
    }

    @Test func everyGraphNavgraphAcceptsTheSchemaAcceptsToo() throws {
        guard let python = try SchemaValidatorTests.python() else { return }
        let files = try Self.repositoryFiles()
        var accepted: [(name: String, text: String)] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where Self.validates(path, text, among: files) {
            accepted.append((path, text))
            let tree = try YAMLAsJSON.tree(text)
            var variants = Self.emptiedVariants(of: tree)
            // A blank `include:` in a file that includes nothing.
            if case .object(let members) = tree, !members.contains(where: { $0.0 == "include" }) {
                variants.append(("include: null (added)", .object(members + [("include", .null)])))
            }
            for variant in variants {
                let variantText = variant.value.serialized(pretty: false) + "\n"
                if Self.validates(path, variantText, among: files) {
                    accepted.append(("\(path) with \(variant.change)", variantText))
                }
            }
        }
        // The property ranges over the examples and the fixtures, and over emptied lists and mappings.
        #expect(accepted.contains { $0.name == "graphs/shop.navgraph.yaml" })
        #expect(accepted.contains { $0.name.hasPrefix("Tests/") })
        #expect(accepted.count > files.count * 10, "only \(accepted.count) accepted graphs")
        let errors = try SchemaValidatorTests.errors(python, accepted.map(\.text))
        var failures: [String] = []
        for (graph, found) in zip(accepted, errors) where !found.isEmpty {
            failures.append("\(graph.name): \(found.prefix(2).map { String($0.prefix(160)) })")
        }
        #expect(
            failures.isEmpty,
            "navgraph accepts, the schema refuses (\(failures.count) of \(accepted.count)):\n\(failures.prefix(40).joined(separator: "\n"))"
        )
    }
}
