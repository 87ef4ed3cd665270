#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The bindings SwiftUI's containers read the router through and write the user's changes back through. Each
    /// closure runs on the main actor and captures only the bridge (the router) and plain values.
    extension HostBridge {
        /// The path of a stack or a split's column: the instance ids above its root; a shorter path written back
        /// is the user going back, a longer one (a `NavigationLink`) is undone.
        func path(of source: StackSource) -> Binding<[InstanceID]> {
            Binding(
                get: { @MainActor in segment(of: source).path },
                set: { @MainActor newPath in userChanged(path: newPath, in: source) }
            )
        }

        /// The presentation at `index` when SwiftUI shows its style with the modifier at hand (a sheet, or a
        /// full-screen cover; a popover has its own, see `popover(anchoredAtPresenterOf:)`), one change at a time;
        /// nil written back is the person dismissing it, unless the host is dismissing it itself.
        func presentation(at index: Int, coveringScreen: Bool) -> Binding<PresentedItem?> {
            Binding(
                get: { @MainActor in shownPresentation(at: index, coveringScreen: coveringScreen) },
                set: { @MainActor newValue in
                    if newValue == nil { presentationCleared(at: index, coveringScreen: coveringScreen) }
                }
            )
        }

        /// The column on top of the split whose main stack is `main` when SwiftUI collapses it; another column
        /// written back is the person going back to it.
        func compactColumn(of main: StackID) -> Binding<NavigationSplitViewColumn> {
            Binding(
                get: { @MainActor in
                    let split = splitColumns(of: main)
                    return .column(split?.topColumn ?? 0, of: split?.columns.count ?? 2)
                },
                set: { @MainActor column in
                    let count = splitColumns(of: main)?.columns.count ?? 2
                    if let index = column.index(of: count) { userShowedColumn(index, in: main) }
                }
            )
        }

        /// The selected tab's id; another id written back is the user tapping that tab.
        var tabSelection: Binding<String> {
            Binding(
                get: { @MainActor in state.tabBar?.selectedTab ?? "" },
                set: { @MainActor id in
                    if let index = state.tabBar?.tabs.firstIndex(of: id) {
                        userSelected(tab: index)
                    } else {
                        revision.bump()
                    }
                }
            )
        }
    }

    extension NavigationSplitViewColumn {
        /// SwiftUI's column for the column at `index` of a split of `count` columns: the first is the sidebar, the
        /// last the detail, the middle one of three the content.
        static func column(_ index: Int, of count: Int) -> NavigationSplitViewColumn {
            if index <= 0 { return .sidebar }
            return index >= count - 1 ? .detail : .content
        }

        /// The index of this column in a split of `count` columns; nil for the content column of a two-column split.
        func index(of count: Int) -> Int? {
            switch self {
            case .sidebar: 0
            case .detail: count - 1
            default: count == 3 ? 1 : nil
            }
        }
    }
#endif
