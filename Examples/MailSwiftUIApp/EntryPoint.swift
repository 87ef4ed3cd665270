// Compiled only into the Xcode app (Examples/project.yml): the `MailSwiftUIExample` library declares `MailApp`
// without `@main`, so the library links into tests and other modules without a `main` symbol of its own.
import SwiftUI

/// The app's entry point: SwiftUI's `App.main()`, which runs `MailApp`.
@main
extension MailApp {}
