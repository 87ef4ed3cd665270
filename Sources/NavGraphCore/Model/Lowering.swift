package import NavGraphRuntime

extension GraphDefinition {
    /// Lowers a graph that validated without errors to the runtime's definition: every setting with its default
    /// filled in, types resolved, literals converted. Run on a graph with errors, it still returns a definition
    /// (what cannot be lowered is left out or takes its default) rather than trapping.
    package init(validated graph: Graph) {
        let index = ValidationIndex(graph)
        let lowering = Lowering(
            graph: graph,
            index: index,
            resolver: TypeResolver(enums: index.enums),
            converter: LiteralConverter(enums: index.enums),
            argumentTargets: Lowering.argumentTargets(graph, index: index)
        )
        self.init(
            name: graph.name?.value ?? "",
            root: graph.root?.value ?? "",
            container: lowering.container(),
            enums: graph.enums.map { EnumDefinition(name: $0.name.value, cases: $0.cases.map(\.value)) },
            screens: graph.screens.map(lowering.screen),
            containers: graph.containers.isEmpty ? nil : graph.containers.compactMap(lowering.containerDefinition),
            entries: graph.entries.isEmpty ? nil : graph.startNames.map(\.value),
            sharedSegues: graph.sharedSegueDefinitions
        )
        attachLinkRoutes(graph)
        renamedScreens = graph.screenRenames
    }
}

/// The conversions of `GraphDefinition(validated:)`.
private struct Lowering {
    let graph: Graph
    let index: ValidationIndex
    let resolver: TypeResolver
    let converter: LiteralConverter
    /// The parameters by name (the first of a name counting) of each screen some segue gives `arguments` to, by
    /// position: N arguments of N parameters take N lookups, not N scans.
    let argumentTargets: [Int: [String: Parameter]]

    static func argumentTargets(_ graph: Graph, index: ValidationIndex) -> [Int: [String: Parameter]] {
        var result: [Int: [String: Parameter]] = [:]
        for screen in graph.screens {
            for segue in screen.segues where !segue.arguments.isEmpty {
                guard let name = segue.destination?.value, let position = index.screens[name],
                    result[position] == nil
                else { continue }
                var byName: [String: Parameter] = [:]
                for parameter in graph.screens[position].parameters where byName[parameter.name.value] == nil {
                    byName[parameter.name.value] = parameter
                }
                result[position] = byName
            }
        }
        return result
    }

    func container() -> ContainerSettings {
        settings(graph.navigationController)
    }

    /// The settings of one navigation controller whose own block is `override`: nil when it has none.
    func container(overriddenBy override: NavigationControllerSettings?) -> ContainerSettings? {
        override.map { settings($0, over: graph.navigationController) }
    }

    /// `settings`' keys, else `base`'s, else UIKit's defaults.
    private func settings(
        _ settings: NavigationControllerSettings,
        over base: NavigationControllerSettings = NavigationControllerSettings()
    ) -> ContainerSettings {
        let defaults = ContainerSettings()
        let appearance = Appearance()
        func pick<Value>(_ key: KeyPath<NavigationControllerSettings, Located<Value>?>, _ fallback: Value) -> Value {
            settings[keyPath: key]?.value ?? base[keyPath: key]?.value ?? fallback
        }
        return ContainerSettings(
            navigationBarHidden: pick(\.navigationBarHidden, defaults.navigationBarHidden),
            toolbarHidden: pick(\.toolbarHidden, defaults.toolbarHidden),
            prefersLargeTitles: pick(\.prefersLargeTitles, defaults.prefersLargeTitles),
            hidesBarsOnTap: pick(\.hidesBarsOnTap, defaults.hidesBarsOnTap),
            hidesBarsOnSwipe: pick(\.hidesBarsOnSwipe, defaults.hidesBarsOnSwipe),
            hidesBarsWhenKeyboardAppears: pick(\.hidesBarsWhenKeyboardAppears, defaults.hidesBarsWhenKeyboardAppears),
            hidesBarsWhenVerticallyCompact: pick(
                \.hidesBarsWhenVerticallyCompact, defaults.hidesBarsWhenVerticallyCompact),
            backButtonTitleMaxLength: pick(\.backButtonTitleMaxLength, defaults.backButtonTitleMaxLength),
            appearance: Appearance(
                barStyle: pick(\.barStyle, appearance.barStyle),
                barTintColor: settings.barTintColor?.value ?? base.barTintColor?.value ?? appearance.barTintColor,
                tintColor: settings.tintColor?.value ?? base.tintColor?.value ?? appearance.tintColor,
                titleColor: settings.titleColor?.value ?? base.titleColor?.value ?? appearance.titleColor,
                translucent: pick(\.translucent, appearance.translucent),
                shadowHidden: pick(\.shadowHidden, appearance.shadowHidden)
            )
        )
    }

    func containerDefinition(_ container: ContainerDeclaration) -> ContainerDefinition? {
        guard let kind = container.kind?.value else { return nil }
        return ContainerDefinition(
            id: container.id.value,
            kind: kind,
            tabs: container.tabs.compactMap { tab in
                guard let id = tab.id?.value, let root = tab.root?.value else { return nil }
                var definition = TabDefinition(
                    id: id, root: root, title: tab.title?.value, image: tab.image?.value, badge: tab.badge?.value,
                    navigationController: self.container(overriddenBy: tab.navigationController))
                definition.accessibilityLabel = tab.accessibilityLabel?.value
                definition.renamedFrom = tab.renamedFrom.oldNames
                return definition
            },
            selected: container.selected?.value,
            style: kind == .split ? container.style?.value ?? .doubleColumn : nil,
            columns: container.columns.compactMap { column in
                column.root.map {
                    ColumnDefinition(
                        root: $0.value, navigationController: self.container(overriddenBy: column.navigationController))
                }
            }
        )
    }

    func screen(_ screen: ScreenDeclaration) -> ScreenDefinition {
        let item = screen.navigationItem
        let defaults = ScreenDefinition(id: screen.id.value, restorationIdentifier: nil)
        var navigationItem = NavigationItemDefinition(
            title: item.title?.value,
            titleView: item.titleView?.value,
            prompt: item.prompt?.value,
            largeTitleDisplayMode: item.largeTitleDisplayMode?.value ?? .automatic,
            backBarButtonItem: item.backBarButtonItem?.value,
            hidesBackButton: item.hidesBackButton?.value ?? false,
            leftItemsSupplementBackButton: item.leftItemsSupplementBackButton?.value ?? false,
            leftBarButtonItems: item.leftBarButtonItems.map(barItem),
            rightBarButtonItems: item.rightBarButtonItems.map(barItem),
            titleMenu: item.titleMenu.map { $0.value.map(menuElement) }
        )
        navigationItem.titleViewAccessibilityLabel = item.titleViewAccessibilityLabel?.value
        navigationItem.search = item.search.map { search in
            SearchDefinition(
                placeholder: search.placeholder?.value, scopes: search.scopes.map(\.value),
                results: search.results?.value, hidesWhenScrolling: search.hidesWhenScrolling?.value ?? true)
        }
        // `restorationIdentifier`: absent → the screen id; `null` → not preserved.
        let restorationIdentifier: String? =
            if let written = screen.restorationIdentifier { written.value } else { screen.id.value }
        if let alert = screen.alert, let style = alert.style?.value {
            return alertScreen(screen, style: style, alert: alert)
        }
        var definition = ScreenDefinition(
            id: screen.id.value,
            title: screen.title?.value,
            parameters: screen.parameters.map(parameter),
            navigationItem: navigationItem,
            toolbarItems: screen.toolbarItems.map(barItem),
            navigationBarHidden: screen.navigationBarHidden?.value,
            toolbarHidden: screen.toolbarHidden?.value,
            interactivePopGestureEnabled: screen.interactivePopGestureEnabled?.value
                ?? defaults.interactivePopGestureEnabled,
            modalPresentationStyle: screen.modalPresentationStyle?.value ?? defaults.modalPresentationStyle,
            modalInPresentation: screen.modalInPresentation?.value ?? defaults.modalInPresentation,
            restorationIdentifier: restorationIdentifier,
            deepLinks: screen.deepLinks.map(\.definition),
            segues: screen.segues.compactMap(segue),
            hidesBottomBarWhenPushed: screen.hidesBottomBarWhenPushed?.value == true ? true : nil
        )
        definition.dismissesItself = screen.dismissesItself?.value == true ? true : nil
        return definition
    }

    /// An alert or action sheet: its title, parameters, segues and alert content; presented over its presenter
    /// (which stays on screen, as under a `UIAlertController`), never preserved for restoration.
    private func alertScreen(_ screen: ScreenDeclaration, style: AlertDefinition.Style, alert: AlertContent)
        -> ScreenDefinition
    {
        var definition = ScreenDefinition(
            id: screen.id.value,
            title: screen.title?.value,
            parameters: screen.parameters.map(parameter),
            modalPresentationStyle: .overFullScreen,
            restorationIdentifier: nil,
            segues: screen.segues.compactMap(segue)
        )
        definition.alert = AlertDefinition(
            style: style,
            message: alert.message?.value,
            actions: alert.actions.map { action in
                AlertActionDefinition(
                    id: action.id?.value ?? "", title: action.title?.value ?? "", role: action.role?.value,
                    behavior: barItem(action).behavior)
            }
        )
        return definition
    }

    /// The resolved type; a type that does not resolve (impossible after validation) is carried as an app type
    /// spelled as written.
    private func type(_ reference: TypeReference) -> ParameterType {
        switch resolver.resolve(reference) {
        case .success(let type): type
        case .failure: .app(reference.spelling)
        }
    }

    private func parameter(_ parameter: Parameter) -> ParameterDefinition {
        let type = type(parameter.type.value)
        let defaultValue = parameter.defaultValue.flatMap { try? converter.convert($0, to: type).get() }
        var definition = ParameterDefinition(name: parameter.name.value, type: type, defaultValue: defaultValue)
        definition.renamedFrom = parameter.renamedFrom.oldNames
        return definition
    }

    private func barItem(_ item: BarItem) -> BarButtonItemDefinition {
        let content: BarButtonItemDefinition.Content =
            if let system = item.system {
                .system(system.value)
            } else if let image = item.image, item.title == nil {
                .image(image.value)
            } else {
                .title(item.title?.value ?? "")
            }
        var definition = BarButtonItemDefinition(
            id: item.id?.value ?? "",
            content: content,
            style: item.style?.value ?? .plain,
            enabled: item.enabled?.value ?? true,
            behavior: behavior(segue: item.segue, action: item.action, builtin: item.builtin),
            menu: item.menu.map { $0.value.map(menuElement) }
        )
        definition.accessibilityLabel = item.accessibilityLabel?.value
        definition.renamedFrom = item.renamedFrom.oldNames
        return definition
    }

    private func behavior(segue: Located<String>?, action: Located<String>?, builtin: Located<BuiltinAction>?)
        -> BarButtonItemDefinition.Behavior
    {
        if let segue {
            .segue(segue.value)
        } else if let action {
            .action(action.value)
        } else if let builtin {
            .builtin(builtin.value)
        } else {
            .none
        }
    }

    private func menuElement(_ child: MenuChild) -> MenuElementDefinition {
        var element = MenuElementDefinition(
            kind: child.kind,
            id: child.id?.value ?? "",
            title: child.title?.value ?? "",
            image: child.image?.value,
            attributes: child.attributes.map(\.value),
            behavior: child.kind == .entry
                ? behavior(segue: child.segue, action: child.action, builtin: child.builtin) : .none,
            children: child.children.map(menuElement)
        )
        element.accessibilityLabel = child.accessibilityLabel?.value
        return element
    }

    /// A segue; one without kind or destination (impossible after decoding) is left out. A `return` has no
    /// destination: it lowers with an empty one.
    private func segue(_ segue: SegueDeclaration) -> SegueDefinition? {
        guard let kind = segue.kind?.value,
            let destinationName = kind == .return ? "" : segue.destination?.value
        else { return nil }
        var arguments: [String: ArgumentValue] = [:]
        if let position = index.screens[destinationName], let parameters = argumentTargets[position] {
            for argument in segue.arguments {
                guard let parameter = parameters[argument.name.value],
                    let value = try? converter.convert(argument.value, to: type(parameter.type.value)).get()
                else { continue }
                arguments[argument.name.value] = value
            }
        }
        var definition = SegueDefinition(
            id: segue.id.value,
            kind: kind,
            destination: destinationName,
            arguments: arguments,
            forward: segue.forward.map(\.value),
            animated: segue.animated?.value ?? true,
            presentation: segue.presentation?.value,
            embedInNavigationController: segue.embedInNavigationController?.value ?? false,
            singleTop: segue.singleTop?.value ?? false,
            popTo: segue.popTo?.value,
            returns: segue.returns.isEmpty
                ? nil : segue.returns.map { ReturnDefinition(name: $0.name.value, type: type($0.type.value)) },
            navigationController: container(overriddenBy: segue.navigationController),
            sheet: segue.sheet.options
        )
        definition.renamedFrom = segue.renamedFrom.oldNames
        return definition
    }
}
