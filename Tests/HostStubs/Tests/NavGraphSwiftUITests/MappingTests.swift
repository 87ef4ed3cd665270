@_spi(Hosting) import NavGraphRuntime
import Testing

@testable import NavGraphSwiftUI

/// The host's fixed mappings: system items to SF Symbols or titles, presentation styles to SwiftUI's two modals.
@Suite struct MappingTests {
    @Test(arguments: SystemItem.allCases)
    func everySystemItemShowsSomething(_ item: SystemItem) {
        let label = item.swiftUILabel
        if item == .flexibleSpace || item == .fixedSpace {
            #expect(label.title.isEmpty && label.symbol == nil)
        } else {
            #expect(!label.title.isEmpty)
        }
    }

    @Test func fullScreenStylesAreCoversAndTheOthersSheets() {
        let covers = PresentationStyle.allCases.filter(\.coversScreen)
        #expect(covers == [.fullScreen, .currentContext, .overFullScreen, .overCurrentContext])
    }
}
