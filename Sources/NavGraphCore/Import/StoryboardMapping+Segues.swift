/// Segues, bar button items and navigation items of each screen, and the targets of unwind segues.
extension StoryboardMapping {
    mutating func mapSegues(of index: Int) {
        let storyboard = storyboards[index]
        for controller in storyboard.controllers where controller.kind.isScreen {
            let reference = Reference(storyboard: index, id: controller.id)
            guard let id = ids[reference], let place = screenIndex[id], screenSource[id] == reference else { continue }
            var screen = graphs[place.graph].screens[place.screen]
            var segueNames = ImportNames()
            // `title` names the title menu in `tap title.ID`, so no item may take it.
            var itemNames = ImportNames(reserving: ["title"])
            var segueForItem: [String: String] = [:]
            for segue in controller.segues {
                var mapped = mapSegue(segue, screen: id, in: index, names: &segueNames)
                if mapped.droppedBecause == nil, case .barButtonItem(let item) = segue.trigger {
                    segueForItem[item] = mapped.id
                }
                if mapped.kind == .unwind && mapped.droppedBecause == nil {
                    pendingUnwinds.append((place.graph, place.screen, screen.segues.count, segue.unwindAction ?? ""))
                    mapped.to = ""
                }
                screen.segues.append(mapped)
            }
            if let item = controller.navigationItem {
                screen.navigationItem = navigationItem(
                    item, segues: segueForItem, names: &itemNames, file: storyboard.file)
            }
            screen.toolbarItems = items(
                controller.toolbarItems, segues: segueForItem, names: &itemNames, file: storyboard.file)
            switch controller.kind {
            case .hostingController:
                diagnostics.append(
                    .notModelled(
                        "SwiftUI hosting controller imported as screen '\(id)': its SwiftUI content and any navigation inside it are not modelled",
                        file: storyboard.file, at: controller.position))
                screen.notes.append(
                    "a SwiftUI hosting controller: its content and any navigation inside it are not modelled")
            case .pageViewController:
                diagnostics.append(
                    .notModelled(
                        "page view controller imported as screen '\(id)': its pages are not modelled",
                        file: storyboard.file, at: controller.position))
                screen.notes.append("a page view controller: its pages are not modelled")
            default: break
            }
            if let style = controller.modalPresentationStyle, Self.presentationStyle(style) == nil {
                diagnostics.append(
                    .notModelled(
                        "presentation style '\(style)' of screen '\(id)' has no equivalent in the graph",
                        file: storyboard.file, at: controller.position))
                screen.notes.append("modalPresentationStyle '\(style)' not imported")
            }
            graphs[place.graph].screens[place.screen] = screen
        }
    }

    private mutating func mapSegue(
        _ segue: Storyboard.Segue,
        screen: String,
        in index: Int,
        names: inout ImportNames
    ) -> ImportedGraph.Segue {
        let file = storyboards[index].file
        let identifier = segue.identifier.flatMap { $0.isEmpty ? nil : $0 }
        var result = ImportedGraph.Segue(
            id: "", storyboardKind: segue.kind, to: segue.destination, storyboardID: segue.id, position: segue.position)
        /// What the segue is imported without: the note above it, and the warning, which names the segue (`label`)
        /// once it has its id.
        var losses: [(note: String, message: (String) -> String)] = []
        func lose(note: String, _ message: @escaping (String) -> String) {
            losses.append((note, message))
        }
        let destination = target(of: segue.destination, in: index)
        func drop(_ reason: String) -> ImportedGraph.Segue {
            result.id = identifier ?? ""
            result.label = Self.label(of: segue)
            result.droppedBecause = reason
            result.to = ""
            switch destination {
            case .screen(let to), .stack(let to, _, _), .container(let to, _): result.to = to
            case .missing: break
            }
            diagnostics.append(
                .segueNotImported(
                    "\(segue.kind) segue \(result.label) of screen '\(screen)'", reason: reason, file: file,
                    at: segue.position))
            return result
        }
        switch segue.kind {
        case "show", "push", "showDetail", "presentation", "modal", "popoverPresentation":
            let isModal = ["presentation", "modal", "popoverPresentation"].contains(segue.kind)
            result.kind = isModal ? .modal : segue.kind == "showDetail" ? .showDetail : .show
            switch destination {
            case .screen(let to):
                result.to = to
            case .stack(let root, let stack, let storyboard):
                result.to = root
                placedStacks.insert(Reference(storyboard: storyboard, id: stack.id))
                let named = Self.stackNote(stack)
                if result.kind == .show {
                    lose(note: "pushes \(named ?? "a navigation controller") in the storyboard") {
                        "segue \($0) pushes a navigation controller (UIKit refuses that): imported as a push of its root '\(root)'"
                    }
                } else {
                    result.embedInNavigationController = true
                    result.navigationController = Self.settings(of: stack)
                    if let style = stack.modalPresentationStyle.flatMap(Self.presentationStyle) {
                        result.presentation = style
                    }
                    if let named { result.notes.append("to \(named)") }
                }
            case .container(let id, let kind):
                return drop("it leads to \(kind.words) '\(id)', and a segue leads to a screen")
            case .missing(let reason):
                return drop(reason)
            }
            if segue.kind == "popoverPresentation" { result.presentation = "popover" }
            if let style = segue.modalPresentationStyle {
                if let known = Self.presentationStyle(style), isModal || result.kind == .showDetail {
                    result.presentation = known
                } else {
                    lose(note: "presentation style '\(style)' not imported") {
                        "presentation style '\(style)' of segue \($0) has no equivalent in the graph"
                    }
                }
            }
            if let transition = segue.modalTransitionStyle {
                lose(note: "transition style '\(transition)' not modelled") {
                    "transition style '\(transition)' of segue \($0) is not modelled"
                }
            }
        case "unwind":
            guard segue.unwindAction != nil else { return drop("it names no unwind action") }
            result.kind = .unwind
        case "embed":
            return drop("an embed segue fills a container view: the child is part of this screen, not navigation")
        case "custom":
            return drop("a custom segue (\(segue.customClass ?? "no class")) performs its own transition")
        case "relationship":
            return drop("a '\(segue.relationship ?? "")' relationship belongs to a container")
        default:
            return drop("the graph has no '\(segue.kind)' segue")
        }
        if let customClass = segue.customClass {
            let kind = result.kindName
            lose(note: "custom segue class \(customClass): its transition is not modelled") {
                "segue \($0) uses custom class \(customClass): imported as a '\(kind)' segue, its own transition is not modelled"
            }
        }
        if case .cell(let element, let prototype) = segue.trigger, prototype {
            let cell = element == "tableViewCell" ? "table view" : "collection view"
            lose(note: "performed by a \(cell) cell: the app performs it with the row's data") {
                "segue \($0) is performed by a \(cell) cell: the row it needs is not in the storyboard; the app performs it with the row's data"
            }
        }
        if let selector = segue.creationSelector {
            lose(note: "its destination is made by @IBSegueAction '\(selector)' in the app, with what it needs") {
                "segue \($0) has its destination made by @IBSegueAction '\(selector)': the app builds it, often with data the storyboard does not carry"
            }
        }
        if !segue.animates { result.animated = false }
        var nameNote: String?
        if let identifier {
            result.id = names.unique(from: [identifier], fallback: "segue")
            result.label = "'\(identifier)'"
            if result.id != identifier {
                // The app performs and prepares the segue by its storyboard identifier: say which id it became.
                diagnostics.append(
                    .madeUp(
                        "segue identifier '\(identifier)' is not a usable id here: named '\(result.id)'", file: file,
                        at: segue.position))
                nameNote = "'\(result.id)': identifier '\(identifier)' in the storyboard"
            }
        } else {
            let verb =
                switch result.kind {
                case .modal: "present"
                case .unwind: "unwind"
                case .showDetail: "showDetail"
                case .show, nil: "show"
                }
            let object = result.kind == .unwind ? segue.unwindAction.map(Self.unwindWords) ?? "" : result.to
            result.id = names.unique(from: [verb + " " + object, verb], fallback: "segue")
            result.label = "'\(result.id)' (IB id '\(segue.id)')"
            let said = segue.identifier == nil ? "no identifier" : "an empty identifier"
            diagnostics.append(
                .madeUp(
                    "\(segue.kind) segue (IB id '\(segue.id)') has \(said): named '\(result.id)'", file: file,
                    at: segue.position))
            nameNote = "'\(result.id)': \(said) in the storyboard"
        }
        for loss in losses {
            diagnostics.append(.notModelled(loss.message(result.label), file: file, at: segue.position))
        }
        result.notes = [nameNote].compactMap { $0 } + result.notes + losses.map(\.note)
        return result
    }

    /// The comment on an unwind whose target the importer chose; `how` is also the NG507 remark's.
    static func unwindNote(action: String, how: String) -> String {
        "unwind '\(action)': target is \(how)"
    }

    /// The words of an unwind action that name where it goes: `unwindToTaskList:` → `TaskList`.
    static func unwindWords(_ action: String) -> String {
        var text = String(action.prefix { $0 != ":" })
        for prefix in ["prepareForUnwind", "unwindTo", "unwindFrom", "unwind", "backTo", "returnTo"]
        where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
            break
        }
        for suffix in ["WithSegue", "With", "Segue"] where text.hasSuffix(suffix) {
            text = String(text.dropLast(suffix.count))
            break
        }
        return text
    }

    // MARK: Items

    private mutating func navigationItem(
        _ item: Storyboard.NavigationItem,
        segues: [String: String],
        names: inout ImportNames,
        file: String
    ) -> ImportedGraph.NavigationItem {
        var result = ImportedGraph.NavigationItem()
        result.title = item.title
        result.prompt = item.prompt
        if let mode = item.largeTitleDisplayMode, ["automatic", "always", "never"].contains(mode) {
            result.largeTitleDisplayMode = mode
        }
        result.titleView = item.titleView.flatMap { ImportNames.lowerCamel($0) }
        result.titleViewAccessibilityLabel = item.titleViewAccessibilityLabel
        result.hidesBackButton = item.hidesBackButton
        result.leftItemsSupplementBackButton = item.leftItemsSupplementBackButton
        result.backButtonTitle = item.backButtonTitle ?? item.backBarButtonItem?.title
        if result.backButtonTitle == nil { result.backBarButtonImage = item.backBarButtonItem?.image }
        result.leftItems = items(item.leftItems, segues: segues, names: &names, file: file)
        result.rightItems = items(item.rightItems, segues: segues, names: &names, file: file)
        if !result.leftItems.contains(where: { $0.droppedBecause == nil }) {
            result.leftItemsSupplementBackButton = false
        }
        return result
    }

    /// The system items the graph knows.
    static let systemItems: Set<String> = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo", "close",
    ]

    mutating func items(
        _ items: [Storyboard.BarItem],
        segues: [String: String],
        names: inout ImportNames,
        file: String
    ) -> [ImportedGraph.Item] {
        var result: [ImportedGraph.Item] = []
        for item in items {
            let face: (key: String, value: String)
            var comment: String?
            if let system = item.systemItem, Self.systemItems.contains(system) {
                face = ("system", system)
            } else if let image = item.image {
                face = ("image", image)
                if let title = item.title {
                    comment =
                        "title '\(ImportedGraphWriter.oneLine(title))' not shown: the item shows its image"
                        + (item.accessibilityLabel == nil ? "; the title is its accessibilityLabel" : "")
                }
            } else if let title = item.title {
                face = ("title", title)
            } else {
                let (what, reason) =
                    if let system = item.systemItem {
                        ("system item '\(system)'", "the graph has no such system item")
                    } else if item.hasCustomView {
                        ("a custom view", "the graph's items show a system item, a title or an image, not a view")
                    } else {
                        ("no title, image or system item", "it has nothing the graph can show")
                    }
                diagnostics.append(
                    .notModelled(
                        "bar button item with \(what) is not imported: \(reason)", file: file, at: item.position))
                var dropped = ImportedGraph.Item(id: "", face: ("", ""))
                dropped.droppedBecause =
                    "bar button item with \(what) (line \(item.position.line)): not imported, \(reason)"
                result.append(dropped)
                continue
            }
            let isSpace = face.value == "flexibleSpace" || face.value == "fixedSpace"
            var imported = ImportedGraph.Item(
                id: names.unique(from: [face.key == "system" ? face.value : face.value, face.key], fallback: "item"),
                face: face)
            if item.style == "done" { imported.style = "done" }
            if !item.enabled { imported.enabled = false }
            // UIKit reads an item's title aloud even while it shows its image: the title becomes the label.
            imported.accessibilityLabel = item.accessibilityLabel ?? (face.key == "image" ? item.title : nil)
            if !isSpace, let segue = segues[item.id] { imported.segue = segue }
            imported.comment = comment
            result.append(imported)
        }
        return result
    }
}
