import Foundation

/// Document URIs and the file paths the compiler reads.
enum DocumentURI {
    /// The file path of a `file:` URI (percent-decoded); any other URI (an unsaved `untitled:` document) is used
    /// as its own path.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        let path = url.path
        return path.isEmpty ? uri : path
    }

    /// The `file:` URI of a path (relative paths are taken from the current folder).
    static func uri(ofPath path: String) -> String {
        if path.contains(":"), !path.hasPrefix("/") { return path }
        return URL(fileURLWithPath: path).absoluteString
    }
}
