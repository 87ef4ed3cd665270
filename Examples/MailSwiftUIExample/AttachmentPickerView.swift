#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import SwiftUI

    /// The attachment picker, pushed on the compose sheet's stack; its Recents button supplements the back button.
    struct AttachmentPickerView: View {
        var body: some View {
            List {
                Text("Photos")
                Text("Files")
            }
        }
    }
#endif
