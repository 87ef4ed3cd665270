#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
    import Foundation
    import NavGraphHosting
    @_spi(Hosting) import NavGraphRuntime
    import SwiftUI

    /// A form sheet sized as UIKit sizes one: the system's form size, or the segue's `preferredContentSize` (the
    /// content framed at that size and the sheet fitted to it). SwiftUI sizes sheets this way from iOS 18; before,
    /// a form sheet keeps the system's sheet size.
    struct FormSheetSizing<Sheet: View>: View {
        let presentation: HostTree.Presentation
        let content: Sheet

        var body: some View {
            if let size = presentation.formSheetSize {
                if #available(iOS 18.0, *) {
                    switch size {
                    case .form:
                        content.presentationSizing(.form)
                    case .fitted(let size):
                        content
                            .frame(width: CGFloat(size.width), height: CGFloat(size.height))
                            .presentationSizing(.fitted)
                    }
                } else {
                    content
                }
            } else {
                content
            }
        }
    }
#endif
