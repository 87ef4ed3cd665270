#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The app's view of one screen instance inside a navigation stack, with the graph's title, bar items,
    /// toolbar items and bar visibility; a popover its bar items anchor is shown on them (`popovers`).
    struct ScreenView<Content: View, Popover: View>: View {
        let content: Content
        let chrome: ScreenChrome
        let tap: (String) -> Void
        let popovers: PopoverSource<Popover>

        var body: some View {
            // The title menu modifier only where there is a menu: a screen without one keeps a plain title.
            if let titleMenu = chrome.titleMenu {
                dressed.toolbarTitleMenu {
                    MenuContent(
                        elements: titleMenu.elements, choose: tap, accessibilityLabels: titleMenu.accessibilityLabels)
                }
            } else {
                dressed
            }
        }

        private var dressed: some View {
            content
                .navigationTitle(LocalizedStringKey(chrome.title ?? ""))
                .navigationBarTitleDisplayMode(displayMode)
                .navigationBarBackButtonHidden(chrome.hidesBackButton)
                .toolbar {
                    ToolbarItemGroup(placement: .topBarLeading) {
                        BarItems(items: chrome.left, tap: tap, popovers: popovers)
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        BarItems(items: chrome.right, tap: tap, popovers: popovers)
                    }
                }
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        BarItems(items: chrome.toolbar, tap: tap, popovers: popovers)
                    }
                }
                .toolbar(chrome.navigationBarHidden ? .hidden : .visible, for: .navigationBar)
                .toolbar(chrome.toolbarHidden ? .hidden : .visible, for: .bottomBar)
                .toolbar(chrome.hidesTabBar ? .hidden : .automatic, for: .tabBar)
        }

        private var displayMode: NavigationBarItem.TitleDisplayMode {
            switch chrome.titleMode {
            case .large: .large
            case .inline: .inline
            case .automatic: .automatic
            }
        }
    }

    /// The popovers the bar items of one screen anchor: the one an item anchors (nil for most), and its content.
    struct PopoverSource<Popover: View> {
        let item: (String) -> Binding<PresentedItem?>
        let content: (PresentedItem) -> Popover
    }

    /// Bar button items as SwiftUI buttons, in order; a flexible space becomes a `Spacer`.
    struct BarItems<Popover: View>: View {
        let items: [BarButtonItemDefinition]
        let tap: (String) -> Void
        let popovers: PopoverSource<Popover>

        var body: some View {
            // Identified by item id (unique within a screen's items), so another screen's items are new views.
            ForEach(items, id: \.id) { item in
                BarItemButton(item: item, tap: tap, popovers: popovers)
            }
        }
    }

    /// One bar button item: a button showing its system item, title or SF Symbol, wired to the router; an item
    /// with a menu is a `Menu` (opened by a tap when the item does nothing else; with a behaviour, SwiftUI's menu
    /// opens on a tap as well, see docs/hosts.md, Menus). The popover it anchors, if any, is shown on it.
    struct BarItemButton<Popover: View>: View {
        let item: BarButtonItemDefinition
        let tap: (String) -> Void
        let popovers: PopoverSource<Popover>

        var body: some View {
            control.accessibilityLabel(ifAny: item.accessibilityLabel)
                .popover(item: popovers.item(item.id)) { shown in popovers.content(shown) }
        }

        @ViewBuilder
        private var control: some View {
            if case .system(let system) = item.content, system == .flexibleSpace || system == .fixedSpace {
                Spacer()
            } else if let menu = item.hostMenu {
                Menu {
                    MenuContent(elements: menu.elements, choose: tap, accessibilityLabels: menu.accessibilityLabels)
                } label: {
                    label.fontWeight(item.style == .done ? .semibold : nil)
                }
                .disabled(!item.enabled)
            } else {
                Button {
                    tap(item.id)
                } label: {
                    label.fontWeight(item.style == .done ? .semibold : nil)
                }
                .disabled(!item.enabled)
            }
        }

        @ViewBuilder
        private var label: some View {
            switch item.content {
            case .system(let system):
                if let symbol = system.swiftUILabel.symbol {
                    Label {
                        Text(system.swiftUILabel.title)
                    } icon: {
                        Image(systemName: symbol)
                    }
                } else {
                    Text(system.swiftUILabel.title)
                }
            case .title(let title):
                Text(title)
            case .image(let name):
                // The title of an icon-only label is what VoiceOver reads: the graph's label, else the item id.
                Label {
                    Text(item.accessibilityLabel ?? item.id)
                } icon: {
                    Image(systemName: name)
                }
            }
        }
    }
#endif
