import _NavGraphCore

/// Turns the compiler's locations into the protocol's ranges and URIs: the open document from its own text, other
/// files from the text the compiler read (each file's line table built once).
struct SourceRanges {
    private let sources: [String: String]
    private let path: String
    private let uri: String
    private var columnsByFile: [String: LineColumns]
    /// The URIs of other open documents, by path: the client's own spelling of them.
    var knownURIs: [String: String] = [:]

    /// Ranges for the files of `checked`, the document at `path` (known as `uri`) having `text`.
    init(_ checked: CheckResult, path: String, uri: String, text: String) {
        self.init(sources: checked.sources, path: path, uri: uri, text: text)
    }

    /// Ranges for files whose text is in `sources` (by path), the document at `path` (known as `uri`) having `text`.
    init(sources: [String: String], path: String, uri: String, text: String) {
        self.sources = sources
        self.path = path
        self.uri = uri
        columnsByFile = [path: LineColumns(text)]
    }

    /// The URI of the file a location is in.
    func uri(of location: SourceLocation) -> String {
        location.file == path ? uri : knownURIs[location.file] ?? DocumentURI.uri(ofPath: location.file)
    }

    /// The location's span on its line, in UTF-16 columns; nil when the file's text is unknown.
    mutating func range(_ location: SourceLocation) -> (line: Int, start: Int, end: Int)? {
        if columnsByFile[location.file] == nil {
            guard let source = sources[location.file] else { return nil }
            columnsByFile[location.file] = LineColumns(source)
        }
        // Through the dictionary's own entry: its line table grows in place.
        guard let start = columnsByFile[location.file]?.character(line: location.line, scalarColumn: location.column),
            let end = columnsByFile[location.file]?.character(
                line: location.line, scalarColumn: location.column + location.length)
        else { return nil }
        return (max(location.line - 1, 0), start, max(start, end))
    }

    /// The location's span as a protocol `Range`.
    mutating func rangeValue(_ location: SourceLocation) -> JSONValue? {
        guard let span = range(location) else { return nil }
        func position(_ character: Int) -> JSONValue {
            .object([("line", .int(span.line)), ("character", .int(character))])
        }
        return .object([("start", position(span.start)), ("end", position(span.end))])
    }

    /// The location as a protocol `Location` (URI and range).
    mutating func locationValue(_ location: SourceLocation) -> JSONValue? {
        rangeValue(location).map { .object([("uri", .string(uri(of: location))), ("range", $0)]) }
    }
}
