import _NavGraphCore

/// Turns the compiler's locations into the protocol's ranges and URIs: the open document from its own text, other
/// files from the text the compiler read (each file's line table built once).
struct SourceRanges {
    private let sources: [String: String]
    private let path: String
    private let uri: String
    private var positionsByFile: [String: TextPositions]
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
        positionsByFile = [path: TextPositions(text)]
    }

    /// The URI of the file a location is in.
    func uri(of location: SourceLocation) -> String {
        location.file == path ? uri : knownURIs[location.file] ?? DocumentURI.uri(ofPath: location.file)
    }

    /// The location's span on its line, in UTF-16 columns; nil when the file's text is unknown.
    mutating func range(_ location: SourceLocation) -> (line: Int, start: Int, end: Int)? {
        let positions: TextPositions
        if let known = positionsByFile[location.file] {
            positions = known
        } else if let source = sources[location.file] {
            positions = TextPositions(source)
            positionsByFile[location.file] = positions
        } else {
            return nil
        }
        let start = positions.character(line: location.line, scalarColumn: location.column)
        let end = positions.character(line: location.line, scalarColumn: location.column + location.length)
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
