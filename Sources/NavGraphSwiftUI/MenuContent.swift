#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The elements of a bar item's menu or a title menu as SwiftUI menu content: entries are buttons (destructive
    /// ones with `role: .destructive`, disabled ones dimmed) that call `choose` with `ITEM.ENTRY`; submenus are
    /// `Menu`s; inline sections are `Section`s. See docs/hosts.md, Menus.
    struct MenuContent: View {
        let elements: [HostMenu.Element]
        let choose: (String) -> Void
        /// What VoiceOver reads for an element instead of its title, by element id (`HostMenu.accessibilityLabels`).
        var accessibilityLabels: [String: String] = [:]

        var body: some View {
            ForEach(elements, id: \.id) { element in
                switch element {
                case .entry(let entry):
                    Button(role: entry.isDestructive ? .destructive : nil) {
                        choose(entry.path)
                    } label: {
                        MenuLabel(title: entry.title, image: entry.image)
                    }
                    .disabled(entry.isDisabled)
                    .accessibilityLabel(ifAny: accessibilityLabels[entry.path])
                case .group(_, let title, let image, let inline, let children):
                    if inline {
                        Section {
                            MenuContent(elements: children, choose: choose, accessibilityLabels: accessibilityLabels)
                        } header: {
                            Text(title)
                        }
                    } else {
                        Menu {
                            MenuContent(elements: children, choose: choose, accessibilityLabels: accessibilityLabels)
                        } label: {
                            MenuLabel(title: title, image: image)
                        }
                        .accessibilityLabel(ifAny: accessibilityLabels[element.id])
                    }
                }
            }
        }
    }

    /// A menu element's title, with its SF Symbol when it has one.
    struct MenuLabel: View {
        let title: String
        let image: String?

        var body: some View {
            if let image {
                Label {
                    Text(title)
                } icon: {
                    Image(systemName: image)
                }
            } else {
                Text(title)
            }
        }
    }
#endif
