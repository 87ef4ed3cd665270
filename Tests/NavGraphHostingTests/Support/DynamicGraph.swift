import Foundation
@_spi(Generated) import NavGraphRuntime

/// A graph type whose definition is chosen at run time (a graph loaded from YAML), so that a real `Router` runs
/// the example graphs without generated code: its screens, tabs and actions are their dynamic forms.
enum DynamicGraph: NavigationGraphWithDefaultRoot {
    typealias Screen = ScreenValue
    typealias Action = String
    typealias Tab = String
    typealias Entry = ScreenValue

    /// The definition routers created in this task see; set with `DynamicGraph.$current.withValue(_:)`.
    @TaskLocal static var current = GraphDefinition(name: "Empty", root: "none", screens: [])

    static var definition: GraphDefinition { current }

    static var defaultRoot: ScreenValue { ScreenValue(id: current.root) }

    static func value(of screen: ScreenValue) throws -> ScreenValue { screen }

    static func screen(from value: ScreenValue) -> ScreenValue? { value }

    static func action(named name: String) -> String? { name }

    static func tabID(of tab: String) -> String { tab }

    static func tab(named name: String) -> String? { name }

    static func entryValue(of entry: ScreenValue) throws -> ScreenValue { entry }
}

extension Router where Graph == DynamicGraph {
    /// Performs segue `segue` of screen `source` with already converted arguments.
    @discardableResult
    func perform(_ segue: String, of source: String, arguments: [String: ArgumentValue] = [:])
        throws(NavigationError) -> RequestOutcome
    {
        try perform(Segue<DynamicGraph>(source: source, id: segue, arguments: arguments))
    }

    /// Performs shared segue `segue` (the graph's top-level `segues:`) from whichever source is visible.
    @discardableResult
    func performShared(_ segue: String, arguments: [String: ArgumentValue] = [:]) throws(NavigationError)
        -> RequestOutcome
    {
        try perform(Segue<DynamicGraph>(shared: segue, arguments: arguments))
    }
}
