/// Turns a storyboard's XML elements into a `Storyboard`. What the importer cannot use is left out here and said
/// by the mapping, which sees every scene and segue.
enum StoryboardReader {
    /// Why a file is not a storyboard.
    struct NotAStoryboard: Error {
        var message: String
        var position: Position
    }

    /// The storyboard of `root` (the XML's root element), read from `file` named `name`.
    static func storyboard(_ root: XMLElementNode, file: String, name: String) throws(NotAStoryboard) -> Storyboard {
        let position = Position(line: root.line, column: root.column)
        guard root.name == "document" else {
            throw NotAStoryboard(
                message: "the root element is '<\(root.name)>', not a storyboard's '<document>'", position: position)
        }
        guard let type = root["type"], type.contains("Storyboard") else {
            let what = root["type"].map { "type '\($0)'" } ?? "no 'type'"
            throw NotAStoryboard(
                message:
                    "the document has \(what); a storyboard's is 'com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB'",
                position: position)
        }
        var storyboard = Storyboard(file: file, name: name)
        storyboard.documentPosition = position
        storyboard.initialControllerID = root["initialViewController"]
        for scene in root.child(named: "scenes")?.children(named: "scene") ?? [] {
            storyboard.sceneCount += 1
            let objects = scene.child(named: "objects")
            let controller = objects?.children.first { $0["sceneMemberID"] == "viewController" }
            guard let controller, let id = controller["id"], !id.isEmpty else {
                storyboard.skippedScenes.append(
                    (Position(line: scene.line, column: scene.column), "the scene has no view controller"))
                continue
            }
            var read = Self.controller(controller, id: id)
            read.exitIDs = Set(objects?.children(named: "exit").compactMap { $0["id"] } ?? [])
            storyboard.controllers.append(read)
        }
        return storyboard
    }

    private static func controller(_ element: XMLElementNode, id: String) -> Storyboard.Controller {
        var controller = Storyboard.Controller(
            kind: Storyboard.ControllerKind(rawValue: element.name) ?? .other,
            element: element.name,
            id: id,
            position: Position(line: element.line, column: element.column)
        )
        controller.storyboardIdentifier = nonEmpty(element["storyboardIdentifier"])
        controller.customClass = nonEmpty(element["customClass"])
        controller.title = nonEmpty(element["title"])
        controller.userLabel = nonEmpty(element["userLabel"])
        controller.restorationIdentifier = nonEmpty(element["restorationIdentifier"])
        if controller.restorationIdentifier == nil, element["useStoryboardIdentifierAsRestorationIdentifier"] == "YES" {
            controller.restorationIdentifier = controller.storyboardIdentifier
        }
        controller.modalPresentationStyle = nonEmpty(element["modalPresentationStyle"])
        controller.modalTransitionStyle = nonEmpty(element["modalTransitionStyle"])
        controller.hidesBottomBarWhenPushed = element["hidesBottomBarWhenPushed"] == "YES"
        controller.navigationBarHidden = element["navigationBarHidden"] == "YES"
        controller.toolbarHidden = element["toolbarHidden"] != "NO"
        controller.prefersLargeTitles = element.child(named: "navigationBar")?["largeTitles"] == "YES"
        controller.referencedStoryboard = element["storyboardName"]
        controller.referencedIdentifier = nonEmpty(element["referencedIdentifier"])
        if let item = element.child(named: "navigationItem", key: "navigationItem") {
            controller.navigationItem = navigationItem(item)
        }
        controller.toolbarItems = (element.child(named: "toolbarItems")?.children(named: "barButtonItem") ?? []).map(
            barItem)
        if let tab = element.child(named: "tabBarItem") {
            controller.tabBarItem = Storyboard.TabBarItem(
                title: nonEmpty(tab["title"]), image: image(of: tab), systemItem: nonEmpty(tab["systemItem"]),
                badge: nonEmpty(tab["badgeValue"]), accessibilityLabel: accessibilityLabel(of: tab))
        }
        collectSegues(in: element, trigger: .controller, prototype: false, into: &controller.segues)
        return controller
    }

    private static func navigationItem(_ element: XMLElementNode) -> Storyboard.NavigationItem {
        var item = Storyboard.NavigationItem(position: Position(line: element.line, column: element.column))
        item.title = nonEmpty(element["title"])
        item.prompt = nonEmpty(element["prompt"])
        item.largeTitleDisplayMode = nonEmpty(element["largeTitleDisplayMode"])
        item.leftItemsSupplementBackButton = element["leftItemsSupplementBackButton"] == "YES"
        item.hidesBackButton = element["hidesBackButton"] == "YES"
        item.backButtonTitle = nonEmpty(element["backButtonTitle"])
        for child in element.children {
            switch (child.name, child["key"]) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems.append(barItem(child))
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems.append(barItem(child))
            case ("barButtonItem", "backBarButtonItem"): item.backBarButtonItem = barItem(child)
            case ("leftBarButtonItems", _): item.leftItems += child.children(named: "barButtonItem").map(barItem)
            case ("rightBarButtonItems", _): item.rightItems += child.children(named: "barButtonItem").map(barItem)
            case (_, "titleView"):
                item.titleView = child.name
                item.titleViewAccessibilityLabel = accessibilityLabel(of: child)
            default: break
            }
        }
        return item
    }

    private static func barItem(_ element: XMLElementNode) -> Storyboard.BarItem {
        Storyboard.BarItem(
            id: element["id"] ?? "",
            systemItem: nonEmpty(element["systemItem"]),
            title: nonEmpty(element["title"]),
            image: image(of: element),
            style: nonEmpty(element["style"]),
            enabled: element["enabled"] != "NO",
            hasCustomView: element.children.contains { $0["key"] == "customView" },
            position: Position(line: element.line, column: element.column),
            accessibilityLabel: accessibilityLabel(of: element)
        )
    }

    /// The label Interface Builder's Accessibility inspector gave the element; nil when none.
    private static func accessibilityLabel(of element: XMLElementNode) -> String? {
        nonEmpty(element.child(named: "accessibility", key: "accessibilityConfiguration")?["label"])
    }

    /// Collects the segues under `element`, each with what triggers it: the nearest element whose `<connections>`
    /// hold it. Reference segues (IB's tie breakers, no `kind`) and a segue's peek-and-pop children are not segues.
    private static func collectSegues(
        in element: XMLElementNode,
        trigger: Storyboard.Trigger,
        prototype: Bool,
        into segues: inout [Storyboard.Segue]
    ) {
        for child in element.children {
            switch child.name {
            case "connections":
                for segue in child.children(named: "segue") {
                    guard let kind = segue["kind"], segue["key"] == nil else { continue }
                    segues.append(
                        Storyboard.Segue(
                            id: segue["id"] ?? "",
                            kind: kind,
                            destination: segue["destination"] ?? "",
                            identifier: segue["identifier"],
                            relationship: segue["relationship"],
                            unwindAction: nonEmpty(segue["unwindAction"]),
                            modalPresentationStyle: nonEmpty(segue["modalPresentationStyle"]),
                            modalTransitionStyle: nonEmpty(segue["modalTransitionStyle"]),
                            customClass: nonEmpty(segue["customClass"]),
                            creationSelector: nonEmpty(segue["destinationCreationSelector"]),
                            animates: segue["animates"] != "NO",
                            trigger: trigger,
                            position: Position(line: segue.line, column: segue.column)
                        ))
                }
            case "segue":
                continue
            default:
                // A table's `<prototypes>` and a collection view's `<cells>` are prototypes; a static table's cells
                // sit in `<tableViewSection>`'s `<cells>`.
                let isPrototype =
                    prototype || child.name == "prototypes"
                    || (child.name == "cells" && element.name != "tableViewSection")
                let childTrigger: Storyboard.Trigger =
                    switch child.name {
                    case "barButtonItem": .barButtonItem(child["id"] ?? "")
                    case "tableViewCell", "collectionViewCell": .cell(element: child.name, prototype: isPrototype)
                    default: child.child(named: "connections") != nil ? .control(child.name) : trigger
                    }
                collectSegues(in: child, trigger: childTrigger, prototype: isPrototype, into: &segues)
            }
        }
    }

    /// An item's image: its `image` attribute, or (newer Interface Builder) its `<imageReference key="image">`.
    private static func image(of element: XMLElementNode) -> String? {
        nonEmpty(element["image"]) ?? nonEmpty(element.child(named: "imageReference", key: "image")?["image"])
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
