#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    import SwiftUI

    /// A screen with `navigationItem.search`: the search field in its navigation bar (`.searchable`, with
    /// `.searchScopes` when the search has scopes), and the results screen's view in place of the screen's while
    /// the router shows it (a search active with text), as a search controller shows its results controller.
    struct SearchableScreen<Content: View, Results: View>: View {
        let content: Content
        /// The results screen's view while the router shows it; nil otherwise.
        let results: Results?
        let field: SearchField
        let text: Binding<String>
        let isPresented: Binding<Bool>
        let scope: Binding<String>

        var body: some View {
            if field.scopes.isEmpty {
                searchable
            } else {
                searchable.searchScopes(scope) {
                    ForEach(field.scopes, id: \.self) { title in
                        Text(title).tag(title)
                    }
                }
            }
        }

        private var searchable: some View {
            shown.searchable(
                text: text, isPresented: isPresented,
                placement: .navigationBarDrawer(displayMode: field.hidesWhenScrolling ? .automatic : .always),
                prompt: LocalizedStringKey(field.placeholder ?? "Search"))
        }

        @ViewBuilder
        private var shown: some View {
            if let results {
                results
            } else {
                content
            }
        }
    }
#endif
