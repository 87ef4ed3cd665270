import NavGraphRuntime
import NavGraphSwiftUI
import SwiftUI

@main
struct NotesApp: App {
    @State private var router = Router<NotesFlow>()

    var body: some Scene {
        WindowGroup {
            NavGraphView(router) { screen in
                switch screen {
                case .notes:
                    List(["Groceries", "Ideas"], id: \.self) { title in
                        Button(title) {
                            _ = try? router.perform(NotesFlow.Notes.open(title: title))
                        }
                    }
                case .note(let title):
                    Text("The note \(title)")
                case .editor:
                    Text("Write here")
                }
            }
        }
    }
}
