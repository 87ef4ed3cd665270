import NavGraphRuntime

/// What the flows of one graph exercised, element by element (`navgraph test --coverage`, docs/flows.md): every
/// screen, segue, tappable item, tab and link pattern the graph declares, in file order per category, with how many
/// times the flows exercised it.
package struct CoverageReport: Sendable {
    /// The kinds of element counted, in the order reports list them.
    package enum Category: String, CaseIterable, Sendable {
        case screens, segues, items, tabs, links

        /// What the report says of an element left unexercised.
        var missing: String {
            switch self {
            case .screens: "not shown"
            case .segues: "not performed"
            case .items: "not tapped"
            case .tabs: "not selected"
            case .links: "not opened"
            }
        }
    }

    /// One declared element.
    package struct Element: Sendable {
        package var category: Category
        /// `screen`, `source.segue`, `screen.item`, `screen.owner.entry`, `container.tab`, or the link pattern.
        package var name: String
        /// Where it is declared (a shared segue's copy: the `from:` element naming its source).
        package var location: SourceLocation
        package var hits: Int
        /// A copy of a shared segue (the top-level `segues:`).
        package var isShared = false
        /// The screen a link pattern opens; nil for other elements.
        package var screen: String?
    }

    /// The graph's main file.
    package var graphFile: String
    /// The graph's files, main file first: the order of elements across files.
    package var files: [String]
    /// Every element, by category in `Category` order, then in file order.
    package var elements: [Element]
    /// The flow files whose flows were counted, as found.
    package var flowFiles: [String] = []

    /// The elements of `graph`, counted by `coverage`.
    package init(graph: Graph, coverage: FlowCoverage) {
        graphFile = graph.mainFile
        files = graph.files
        var found: [Element] = []
        func add(_ category: Category, _ name: String, _ location: SourceLocation, _ target: FlowCoverage.Target) {
            found.append(Element(category: category, name: name, location: location, hits: coverage.hits(target)))
        }
        for screen in graph.screens {
            let id = screen.id.value
            add(.screens, id, screen.id.location, .screen(id))
            for segue in screen.segues {
                add(.segues, "\(id).\(segue.id.value)", segue.id.location, .segue(source: id, segue: segue.id.value))
                found[found.count - 1].isShared = segue.shared != nil
            }
            screen.forEachItem { item in
                guard let itemID = item.id, item.isTappable else { return }
                add(.items, "\(id).\(itemID.value)", itemID.location, .item(screen: id, path: itemID.value))
            }
            screen.forEachMenuChild { owner, child in
                guard child.kind == .entry, let entry = child.id else { return }
                let path = "\(owner).\(entry.value)"
                add(.items, "\(id).\(path)", entry.location, .item(screen: id, path: path))
            }
            for (position, link) in screen.deepLinks.enumerated() {
                add(.links, link.pattern.value, link.pattern.location, .link(screen: id, pattern: position))
                found[found.count - 1].screen = id
            }
        }
        for container in graph.containers {
            for tab in container.tabs {
                guard let tabID = tab.id else { continue }
                let target = FlowCoverage.Target.tab(container: container.id.value, tab: tabID.value)
                add(.tabs, "\(container.id.value).\(tabID.value)", tabID.location, target)
            }
        }
        let fileOrder = Dictionary(graph.files.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let categoryOrder = Dictionary(uniqueKeysWithValues: Category.allCases.enumerated().map { ($1, $0) })
        elements = found.enumerated().sorted { left, right in
            let (a, b) = (left.element, right.element)
            let keys = (
                categoryOrder[a.category] ?? 0, fileOrder[a.location.file] ?? 0, a.location.line, a.location.column
            )
            let otherKeys = (
                categoryOrder[b.category] ?? 0, fileOrder[b.location.file] ?? 0, b.location.line, b.location.column
            )
            return keys != otherKeys ? keys < otherKeys : left.offset < right.offset
        }.map(\.element)
    }

    /// The elements of one category, in file order.
    package func elements(in category: Category) -> [Element] { elements.filter { $0.category == category } }

    /// Exercised elements among all, every category together.
    package var total: CoverageTally { CoverageTally(elements) }

    /// The output formats of a coverage report.
    package enum Format: String, CaseIterable, Sendable {
        case text, json, lcov
    }

    /// The reports of several graphs in one format.
    package static func rendered(_ reports: [CoverageReport], as format: Format) -> String {
        switch format {
        case .text: reports.map { $0.text() }.joined(separator: "\n")
        case .json: json(reports).serialized() + "\n"
        case .lcov: reports.map { $0.lcov() }.joined()
        }
    }
}

/// A count of exercised elements among all counted.
package struct CoverageTally: Sendable, Equatable {
    package var covered = 0
    package var count = 0

    package init(covered: Int = 0, count: Int = 0) {
        self.covered = covered
        self.count = count
    }

    package init(_ elements: [CoverageReport.Element]) {
        covered = elements.filter { $0.hits > 0 }.count
        count = elements.count
    }

    package static func + (left: CoverageTally, right: CoverageTally) -> CoverageTally {
        CoverageTally(covered: left.covered + right.covered, count: left.count + right.count)
    }

    /// The share in tenths of a percent, rounded down (so that 100.0 means everything); 1000 when nothing is
    /// counted.
    package var tenthsOfPercent: Int { count == 0 ? 1000 : covered * 1000 / count }

    /// `54.5%`.
    package var percentText: String { "\(tenthsOfPercent / 10).\(tenthsOfPercent % 10)%" }
}

extension BarItem {
    /// Whether a tap on the item does something: a segue, action or builtin, or any alert action (a cancel
    /// action closes the alert). An item that only opens a menu counts by its menu's entries instead.
    var isTappable: Bool { isAlertAction || segue != nil || action != nil || builtin != nil }
}
