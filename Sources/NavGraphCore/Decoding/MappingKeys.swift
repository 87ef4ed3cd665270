/// The keys of the mappings a graph has most of, in the order of their decoders' key lists (the raw value is the
/// position in that list, which `MappingKeysTests` checks).

enum ScreenKey: Int, MappingKey, CaseIterable {
    case title, parameters, navigationItem, toolbarItems, navigationBarHidden, toolbarHidden
    case interactivePopGestureEnabled, modalPresentationStyle, modalInPresentation, hidesBottomBarWhenPushed
    case restorationIdentifier, deepLinks, segues, style, message, actions
    case dismissesItself, renamedFrom

    static let table = KeyTable(GraphFileDecoder.screenKeys)
}

enum ParameterKey: Int, MappingKey, CaseIterable {
    case type, swift, `default`, renamedFrom

    static let table = KeyTable(GraphFileDecoder.parameterKeys)
}

enum SegueKey: Int, MappingKey, CaseIterable {
    case kind, to, arguments, forward, animated, presentation, embedInNavigationController
    case singleTop, popTo, navigationController, returns, gatesLinks
    case detents, prefersGrabberVisible, largestUndimmedDetent, preferredContentSize, sourceItem, adaptsTo
    case renamedFrom

    static let table = KeyTable(GraphFileDecoder.segueKeys)

    /// Whether the key shapes a sheet (`GraphFileDecoder.sheetKeys`).
    var isSheetKey: Bool { (SegueKey.detents.rawValue...SegueKey.adaptsTo.rawValue).contains(rawValue) }
}

enum NavigationItemKey: Int, MappingKey, CaseIterable {
    case title, titleView, prompt, largeTitleDisplayMode, backBarButtonItem, backButtonTitle
    case hidesBackButton, leftItemsSupplementBackButton, leftBarButtonItems, rightBarButtonItems
    case leftBarButtonItem, rightBarButtonItem, titleMenu, search, titleViewAccessibilityLabel

    static let table = KeyTable(GraphFileDecoder.navigationItemKeys)
}

enum BarItemKey: Int, MappingKey, CaseIterable {
    case id, system, title, image, style, enabled, segue, action, builtin, menu
    case accessibilityLabel, renamedFrom

    static let table = KeyTable(GraphFileDecoder.barItemKeys)
}
