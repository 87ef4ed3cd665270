#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime

    extension SystemItem {
        /// How SwiftUI shows a UIKit system item: an SF Symbol, or (for the text items) its English title.
        /// UIKit localises system items itself; SwiftUI has no system items, so the titles here are not localised.
        var swiftUILabel: (symbol: String?, title: String) {
            switch self {
            case .done: (nil, "Done")
            case .cancel: (nil, "Cancel")
            case .edit: (nil, "Edit")
            case .save: (nil, "Save")
            case .add: ("plus", "Add")
            case .flexibleSpace, .fixedSpace: (nil, "")
            case .compose: ("square.and.pencil", "Compose")
            case .reply: ("arrowshape.turn.up.left", "Reply")
            case .action: ("square.and.arrow.up", "Share")
            case .organize: ("folder", "Organize")
            case .bookmarks: ("book", "Bookmarks")
            case .search: ("magnifyingglass", "Search")
            case .refresh: ("arrow.clockwise", "Refresh")
            case .stop: ("xmark", "Stop")
            case .camera: ("camera", "Camera")
            case .trash: ("trash", "Delete")
            case .play: ("play.fill", "Play")
            case .pause: ("pause.fill", "Pause")
            case .rewind: ("backward.fill", "Rewind")
            case .fastForward: ("forward.fill", "Fast Forward")
            case .undo: ("arrow.uturn.backward", "Undo")
            case .redo: ("arrow.uturn.forward", "Redo")
            case .close: ("xmark", "Close")
            }
        }
    }
#endif
