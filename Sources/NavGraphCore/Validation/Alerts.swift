import NavGraphRuntime

/// Alerts and action sheets (`style: alert|actionSheet`, see docs/alerts.md): NG309 (one cancel action at most),
/// NG310 (every action does one thing, and there is one), NG423 (only a `modal` segue shows one), NG424 (an action
/// sheet needs a bar item to anchor to on iPad) and NG425 (keys that mean nothing on an alert).
enum AlertRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        var isAlert = [Bool](repeating: false, count: graph.screens.count)
        // Screens are borrowed in place (see `Borrowed`); only an alert's screen is copied.
        graph.screens.forEachBorrowed { position, screen in
            guard let alert = screen.alert else { return }
            guard alert.style != nil else {
                let key = alert.actionsLocation ?? alert.message?.location ?? screen.id.location
                sink.emit(.alertKeysWithoutStyle(screen: screen.id.value, at: key))
                return
            }
            isAlert[position] = index.screens[screen.id.value] == position
            checkActions(of: screen.copy, alert: alert, into: &sink)
            checkMeaninglessKeys(of: screen.copy, into: &sink)
        }
        guard isAlert.contains(true) else { return }
        func alert(_ name: String) -> ScreenDeclaration? {
            guard let position = index.screens[name], isAlert[position] else { return nil }
            return graph.screens[position]
        }
        for screen in graph.screens {
            for segue in screen.segues {
                if let popTo = segue.popTo, alert(popTo.value) != nil {
                    sink.emit(
                        .alertNotModal(popTo.value, shownBy: "segue '\(segue.id.value)' pops to", at: popTo.location))
                }
                guard let destination = segue.destination, let shown = alert(destination.value) else { continue }
                checkShowingSegue(segue, of: screen, alert: shown, destination: destination, into: &sink)
            }
        }
        var starts: [(Located<String>, String)] = graph.startNames.map { ($0, "the app starts on") }
        for container in graph.containers {
            starts += container.tabs.compactMap { tab in tab.root.map { ($0, "a tab's root is") } }
            starts += container.columns.compactMap { column in column.root.map { ($0, "a column's root is") } }
        }
        for (name, role) in starts where alert(name.value) != nil {
            sink.emit(.alertNotModal(name.value, shownBy: role, at: name.location))
        }
    }

    /// NG309 and NG310 on the actions.
    private static func checkActions(of screen: ScreenDeclaration, alert: AlertContent, into sink: inout DiagnosticSink)
    {
        guard !alert.actions.isEmpty else {
            sink.emit(.alertWithoutActions(screen: screen.id.value, at: alert.actionsLocation ?? screen.id.location))
            return
        }
        var firstCancel: Located<AlertActionDefinition.Role>?
        for action in alert.actions {
            let name = action.id.map { "action '\($0.value)'" } ?? "action"
            let behaviors: [(String, SourceLocation)] =
                [
                    action.segue.map { ("segue", $0.location) }, action.action.map { ("action", $0.location) },
                    action.builtin.map { ("builtin", $0.location) },
                ].compactMap { $0 }
            // A cancel action with nothing else to do just closes the alert, as a `.cancel` `UIAlertAction` without
            // a handler does.
            if behaviors.isEmpty, action.role?.value != .cancel {
                sink.emit(.alertActionDoesNothing(name, at: action.id?.location ?? action.location))
            } else if behaviors.count > 1 {
                sink.emit(.alertActionDoesSeveral(name, behaviors[0].0, behaviors[1].0, at: behaviors[1].1))
            }
            guard let role = action.role, role.value == .cancel else { continue }
            if let firstCancel {
                sink.emit(.severalCancels(name, first: firstCancel.location, at: role.location))
            } else {
                firstCancel = role
            }
        }
    }

    /// NG425: what a `UIAlertController` has no place for.
    private static func checkMeaninglessKeys(of screen: ScreenDeclaration, into sink: inout DiagnosticSink) {
        let item = screen.navigationItem
        let keys: [(String, SourceLocation?)] = [
            ("navigationItem", item.location), ("toolbarItems", screen.toolbarItemsLocation),
            ("navigationBarHidden", screen.navigationBarHidden?.location),
            ("toolbarHidden", screen.toolbarHidden?.location),
            ("interactivePopGestureEnabled", screen.interactivePopGestureEnabled?.location),
            ("modalPresentationStyle", screen.modalPresentationStyle?.location),
            ("modalInPresentation", screen.modalInPresentation?.location),
            ("hidesBottomBarWhenPushed", screen.hidesBottomBarWhenPushed?.location),
            (
                "restorationIdentifier",
                screen.restorationIdentifier?.value == nil ? nil : screen.restorationIdentifier?.location
            ),
            ("deepLinks", screen.deepLinks.first?.pattern.location),
        ]
        for case (let key, let location?) in keys {
            sink.emit(.meaninglessOnAlert(key, screen: screen.id.value, at: location))
        }
        for segue in screen.segues {
            guard let kind = segue.kind, [.show, .showDetail, .return].contains(kind.value) else { continue }
            sink.emit(.alertSegueNeedsStack(segue.id.value, kind: kind.value, at: kind.location))
        }
    }

    /// NG423 for a segue other than `modal`; NG425 for what a modal segue cannot change about an alert; NG424 for an
    /// action sheet no bar item of the source shows.
    private static func checkShowingSegue(
        _ segue: SegueDeclaration,
        of screen: ScreenDeclaration,
        alert: ScreenDeclaration,
        destination: Located<String>,
        into sink: inout DiagnosticSink
    ) {
        guard let kind = segue.kind, kind.value == .modal else {
            let kindName = segue.kind?.value.rawValue ?? "segue"
            sink.emit(
                .alertNotModal(
                    destination.value, shownBy: "\(kindName) segue '\(segue.id.value)' goes to",
                    at: destination.location))
            return
        }
        let settings: [(String, SourceLocation?)] = [
            ("embedInNavigationController", segue.embedInNavigationController?.location),
            ("presentation", segue.presentation?.location),
            ("navigationController", segue.navigationController?.location),
        ]
        for case (let key, let location?) in settings {
            sink.emit(.meaninglessOnAlert(key, screen: destination.value, at: location))
        }
        guard alert.alert?.style?.value == .actionSheet else { return }
        var performedByItem = false
        screen.forEachItem { item in
            if !item.isAlertAction, item.segue?.value == segue.id.value { performedByItem = true }
        }
        // An entry of a bar item's menu anchors the sheet to that item (a title menu has no bar item).
        screen.forEachMenuChild { owner, child in
            if owner != "title", child.segue?.value == segue.id.value { performedByItem = true }
        }
        if !performedByItem {
            sink.emit(
                .actionSheetWithoutAnchor(
                    destination.value, segue: segue.id.value, sharedFrom: segue.shared == nil ? nil : screen.id.value,
                    at: segue.id.location))
        }
    }
}

extension Diagnostic {
    static func alertKeysWithoutStyle(screen: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .meaninglessOnAlert, "screen '\(screen)' has 'message' or 'actions' but no 'style'", at: location,
            notes: [DiagnosticNote("add 'style: alert' or 'style: actionSheet', or remove them")])
    }

    static func meaninglessOnAlert(_ key: String, screen: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .meaninglessOnAlert, "'\(key)' means nothing for alert '\(screen)'", at: location,
            notes: [DiagnosticNote("an alert is a 'UIAlertController': it has no bars, no stack and its own style")])
    }

    static func alertSegueNeedsStack(_ segue: String, kind: SegueKind, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .meaninglessOnAlert, "an alert cannot perform '\(kind.rawValue)' segue '\(segue)'", at: location,
            notes: [
                DiagnosticNote(
                    "an alert's segues may be 'modal', 'unwind' or 'replaceRoot'; "
                        + (kind == .return
                            ? "an alert has no caller to go back to: to just close it, give the action 'role: cancel'"
                            : "to push, report an 'action' and let the app perform the presenter's segue"))
            ])
    }

    static func alertWithoutActions(screen: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .malformedAlertAction, "alert '\(screen)' has no action", at: location,
            notes: [
                DiagnosticNote("give it 'actions:', at least one, such as '{ id: ok, title: OK, role: cancel }'")
            ])
    }

    static func alertActionDoesNothing(_ name: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .malformedAlertAction, "\(name) does nothing", at: location,
            notes: [
                DiagnosticNote(
                    "give it one of 'segue', 'action' or 'builtin'; only the 'cancel' action may just close the alert")
            ])
    }

    static func alertActionDoesSeveral(_ name: String, _ first: String, _ second: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .malformedAlertAction, "\(name) has both '\(first)' and '\(second)'", at: location,
            notes: [DiagnosticNote("keep exactly one of 'segue', 'action' or 'builtin'")])
    }

    static func severalCancels(_ name: String, first: SourceLocation, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .severalCancelActions, "\(name) is a second 'cancel' action", at: location,
            notes: [DiagnosticNote("the first one is here", at: first)])
    }

    static func alertNotModal(_ alert: String, shownBy role: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .alertNotShownModally, "\(role) alert '\(alert)'", at: location,
            notes: [DiagnosticNote("only a 'modal' segue shows an alert or action sheet")])
    }

    /// `sharedFrom` names the source when the segue is a shared one's copy.
    static func actionSheetWithoutAnchor(
        _ sheet: String, segue: String, sharedFrom: String? = nil, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .actionSheetWithoutAnchor,
            "no bar item performs segue '\(segue)'" + (sharedFrom.map { " from '\($0)'" } ?? "")
                + ", so action sheet '\(sheet)' has no anchor",
            at: location,
            notes: [
                DiagnosticNote(
                    "on iPad an action sheet is a popover: perform the segue from a bar item, which becomes its "
                        + "anchor; otherwise it points at the whole presenting screen")
            ])
    }
}
