#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The bindings SwiftUI's containers read the router through and write the user's changes back through. Each
    /// closure runs on the main actor and captures only the bridge (the router) and plain values.
    extension HostBridge {
        /// A stack's path: the instance ids above its root; a shorter path written back is the user going back, a
        /// longer one (a `NavigationLink`) is undone.
        func path(of stack: StackID) -> Binding<[InstanceID]> {
            Binding(
                get: { @MainActor in screens(in: stack).dropFirst().map(\.id) },
                set: { @MainActor newPath in userChanged(path: newPath, in: stack) }
            )
        }

        /// The presentation at `index` when SwiftUI shows its style with the modifier at hand (a sheet, or a
        /// full-screen cover); nil written back is the user dismissing it.
        func presentation(at index: Int, coveringScreen: Bool) -> Binding<PresentedItem?> {
            Binding(
                get: { @MainActor in
                    let presentations = state.presentations
                    guard presentations.indices.contains(index) else { return nil }
                    let presentation = presentations[index]
                    guard presentation.style.coversScreen == coveringScreen, let root = presentation.stack.first
                    else { return nil }
                    return PresentedItem(index: index, root: root.id)
                },
                set: { @MainActor newValue in
                    if newValue == nil { userDismissed(presentationAt: index) }
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
#endif
