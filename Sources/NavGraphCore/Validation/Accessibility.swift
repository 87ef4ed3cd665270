import NavGraphRuntime

/// Accessibility lints: NG601 (an image-only item, menu element or tab VoiceOver cannot name), NG602 (a title view
/// without an accessible title), NG603 (a system item whose tap does the opposite of what its symbol says).
enum AccessibilityRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        graph.screens.forEachBorrowed { screen in
            var lookup = screen.segueLookup
            screen.forEachItem { item in
                guard !item.isAlertAction else { return }
                if let image = item.image, item.title == nil, item.system == nil, item.accessibilityLabel.isBlank {
                    sink.emit(.unlabelledImage("bar item '\(item.id?.value ?? "")' of '\(screen.id.value)'", at: image))
                }
                if let system = item.system,
                    let misuse = SystemItemMeaning.misuse(of: system.value, item: item, lookup: &lookup)
                {
                    sink.emit(
                        .systemItemAgainstMeaning(item.copy, screen: screen.id.value, misuse: misuse, at: system))
                }
            }
            screen.forEachMenuChild { owner, child in
                guard child.kind != .section, let image = child.image, child.accessibilityLabel.isBlank,
                    child.title.map(\.value).isBlank
                else { return }
                let name = "menu element '\(owner).\(child.id?.value ?? "")' of '\(screen.id.value)'"
                sink.emit(.unlabelledImage(name, at: image))
            }
            if let titleView = screen.navigationItem.titleView,
                screen.navigationItem.titleViewAccessibilityLabel.isBlank
            {
                sink.emit(.titleViewWithoutAccessibleTitle(screen: screen.id.value, titleView: titleView))
            }
        }
        for container in graph.containers {
            for tab in container.tabs {
                guard let image = tab.image, tab.accessibilityLabel.isBlank, tab.title.map(\.value).isBlank else {
                    continue
                }
                sink.emit(.unlabelledImage("tab '\(tab.id?.value ?? "")' of '\(container.id.value)'", at: image))
            }
        }
    }
}

/// NG603's table: what each system item promises, and the taps that break the promise.
enum SystemItemMeaning {
    /// What a tap on `item` does against the meaning of its `system` symbol (`"pushes 'detail'"`); nil when it
    /// does nothing against it or the graph cannot tell (an app-handled `action`, a menu).
    static func misuse(
        of system: SystemItem, item: Borrowed<BarItem>, lookup: inout SegueLookup
    ) -> String? {
        // The segue's fields are read in place, not copied out.
        let position = item.segue.flatMap { lookup.position(of: $0.value) }
        let segues = lookup.segues
        let kind = position.flatMap { segues[$0].kind?.value }
        // Built only when reported: most system items do what their symbol says.
        var target: String { position.flatMap { segues[$0].destination }.map { " '\($0.value)'" } ?? "" }
        switch system {
        case .done, .cancel, .close, .save:
            // Finishing or abandoning a task never starts a new screen on the stack.
            if kind == .show || kind == .showDetail { return "pushes\(target)" }
        case .add, .compose:
            // Adding or writing opens something; going back adds nothing.
            if let builtin = item.builtin { return "goes back ('builtin: \(builtin.value.rawValue)')" }
            if kind == .unwind || kind == .return { return "goes back (a '\(kind?.rawValue ?? "")' segue)" }
        case .trash:
            // Deleting is the app's (an action), asks first (a modal alert), or deletes and leaves (a way back, as
            // Mail's trash does); opening a new screen deletes nothing.
            if kind == .show || kind == .showDetail { return "pushes\(target)" }
        default: break
        }
        return nil
    }
}

extension Optional where Wrapped == String {
    /// Whether the text is absent, empty or only spaces: nothing VoiceOver could read.
    fileprivate var isBlank: Bool {
        self?.allSatisfy(\.isWhitespace) ?? true
    }
}

extension Optional where Wrapped == Located<String> {
    /// Whether the text is absent, empty or only spaces: a label that gives VoiceOver nothing to say.
    fileprivate var isBlank: Bool { self.map(\.value).isBlank }
}

extension Diagnostic {
    static func unlabelledImage(_ name: String, at image: Located<String>) -> Diagnostic {
        Diagnostic(
            .unlabelledImage,
            "accessibility: image-only \(name) has no 'accessibilityLabel': VoiceOver can only read the image's "
                + "name '\(image.value)'",
            at: image.location,
            notes: [DiagnosticNote("add 'accessibilityLabel' with the words VoiceOver should say")]
        )
    }

    static func titleViewWithoutAccessibleTitle(screen: String, titleView: Located<String>) -> Diagnostic {
        Diagnostic(
            .titleViewWithoutAccessibleTitle,
            "accessibility: the title view '\(titleView.value)' of '\(screen)' has no accessible title",
            at: titleView.location,
            notes: [DiagnosticNote("add 'titleViewAccessibilityLabel' to the navigation item")]
        )
    }

    static func systemItemAgainstMeaning(
        _ item: BarItem, screen: String, misuse: String, at system: Located<SystemItem>
    ) -> Diagnostic {
        Diagnostic(
            .systemItemAgainstMeaning,
            "accessibility: 'system: \(system.value.rawValue)' item '\(item.id?.value ?? "")' of '\(screen)' "
                + "\(misuse): VoiceOver announces it by its system meaning",
            at: system.location,
            notes: [DiagnosticNote("use a 'title' or an 'image' with an 'accessibilityLabel' that says what it does")]
        )
    }
}
