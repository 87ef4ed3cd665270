import NavGraphRuntime
import NavGraphSwiftUI
import SwiftUI

@main struct NotesApp: App {
    @State private var router = Router<NotesFlow>()
    var body: some Scene {
        WindowGroup {
            NavGraphView(router) { screen in
                switch screen {
                case .notes: Button("Groceries") { _ = try? router.perform(NotesFlow.Notes.open(title: "Groceries")) }
                case .note(let title): Text(title)
                case .editor: Text("Write here")
                }
            }
        }
    }
}
