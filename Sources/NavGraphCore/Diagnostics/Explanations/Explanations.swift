/// The texts of `navgraph explain`: one entry per diagnostic code, as data. Each example is a whole main graph
/// file; tests check the wrong one gives its code and the right one does not.
package enum Explanations {
    /// The explanation of `code`, nil if it has none.
    package static func explanation(for code: DiagnosticCode) -> Explanation? {
        all.first { $0.code == code }
    }

    /// The lines every example starts with.
    static let header = """
        navgraph: 1
        graph: Settings
        root: list

        """

    /// The part file the include examples share.
    static let aboutPart = """
        screens:
          about:
            title: About

        """

    /// Every explanation, in code order.
    package static let all: [Explanation] =
        frontEnd + identifiers + references + sharedSegueReferences + types + alertActions + menus + sheetValues
        + searchValues + flowAnalysis + containers + deepLinkOptions + sharedSegueOverrides + returnSegues
        + alertPresentation + titleMenus + sheetOrder + searchBars + storyboardImport
}
