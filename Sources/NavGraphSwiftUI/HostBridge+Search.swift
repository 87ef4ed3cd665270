#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// The search field of a screen with `navigationItem.search` (`.searchable`, `.searchScopes`): read from the
    /// router, and what SwiftUI writes back reported through `HostSearch`, which ignores echoes and stale writes.
    extension HostBridge {
        /// The field of `instance`; nil when its screen has no search.
        func searchField(of instance: ScreenInstance) -> SearchField? {
            _ = revision.value
            return router.navigationItem(for: instance).flatMap(SearchField.init)
        }

        /// `.searchable`'s text.
        func searchText(of instance: ScreenInstance) -> Binding<String> {
            Binding(
                get: { @MainActor in searchField(of: instance)?.text ?? "" },
                set: { @MainActor text in searchFieldChanged(.text(text), of: instance) }
            )
        }

        /// `.searchable`'s `isPresented`: false written back is Cancel.
        func searchPresented(of instance: ScreenInstance) -> Binding<Bool> {
            Binding(
                get: { @MainActor in searchField(of: instance)?.isActive ?? false },
                set: { @MainActor presented in searchFieldChanged(.presented(presented), of: instance) }
            )
        }

        /// `.searchScopes`' selection, by title.
        func searchScope(of instance: ScreenInstance) -> Binding<String> {
            Binding(
                get: { @MainActor in searchField(of: instance)?.scope ?? "" },
                set: { @MainActor scope in searchFieldChanged(.scope(scope), of: instance) }
            )
        }

        /// Reports what SwiftUI wrote back, unless it is stale or the router's own state.
        func searchFieldChanged(_ change: SearchFieldChange, of instance: ScreenInstance) {
            guard let report = HostSearch.report(change, of: instance.id, router: router) else { return }
            self.report { () throws(NavigationError) in try HostSearch.send(report, to: router) }
        }
    }
#endif
