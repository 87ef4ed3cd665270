extension CoverageReport {
    /// `{"total": TALLY, "graphs": [{"graph", "flowFiles", "total", "screens": {TALLY, "elements": [...]}, ...}]}`,
    /// the shape docs/flows.md documents.
    static func json(_ reports: [CoverageReport]) -> JSONValue {
        let total = reports.map(\.total).reduce(CoverageTally(), +)
        return .object([("total", .object(total.jsonFields)), ("graphs", .array(reports.map { $0.json() }))])
    }

    private func json() -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("graph", .string(graphFile)),
            ("flowFiles", .array(flowFiles.map(JSONValue.string))),
            ("total", .object(total.jsonFields)),
        ]
        for category in Category.allCases {
            let elements = elements(in: category)
            let listed = elements.map { element -> JSONValue in
                var entry: [(String, JSONValue)] = [("name", .string(element.name))]
                if let screen = element.screen { entry.append(("screen", .string(screen))) }
                if element.isShared { entry.append(("shared", .bool(true))) }
                entry += [
                    ("file", .string(element.location.file)), ("line", .int(element.location.line)),
                    ("hits", .int(element.hits)),
                ]
                return .object(entry)
            }
            fields.append(
                (category.rawValue, .object(CoverageTally(elements).jsonFields + [("elements", .array(listed))])))
        }
        return .object(fields)
    }
}

extension CoverageTally {
    /// `"covered": 3, "count": 4, "percent": 75.0`.
    var jsonFields: [(String, JSONValue)] {
        [("covered", .int(covered)), ("count", .int(count)), ("percent", .double(Double(tenthsOfPercent) / 10))]
    }
}
