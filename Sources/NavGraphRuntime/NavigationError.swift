/// Why the runtime refused an operation. The runtime never traps on misuse: it throws one of these and leaves
/// its state unchanged.
public enum NavigationError: Error, Hashable, Sendable {
    /// A segue's arguments could not be converted.
    case argumentEncodingFailed(segue: String, reason: String)
    /// An app-type argument of a screen given to the router (a root, a pushed or presented screen) could not be
    /// encoded by its `Encodable` conformance.
    case screenEncodingFailed(screen: String, reason: String)
    /// The graph has no screen with this id.
    case unknownScreen(String)
    /// The screen has no segue with this id.
    case unknownSegue(screen: String, segue: String)
    /// A segue was performed while its source screen was not the visible screen.
    case sourceNotVisible(segue: String, source: String, visible: String)
    /// A required parameter was given no value.
    case missingArgument(screen: String, parameter: String)
    /// A value does not fit its parameter's type.
    case invalidArgument(screen: String, parameter: String, expected: String)
    /// A textual value (a `name=value` of `navgraph simulate`, a deep-link segment) does not convert to its
    /// parameter's type.
    case textNotConvertible(text: String, parameter: String, expected: String)
    /// An argument names no parameter of the screen.
    case unknownArgument(screen: String, parameter: String)
    /// The caller gave an argument the segue already sets by `arguments` or `forward`.
    case argumentSetBySegue(segue: String, parameter: String)
    /// A stack operation was asked of a screen presented without a navigation controller.
    case noNavigationStack(visible: String)
    /// A stack cannot be empty: `setStack([])`.
    case emptyStack
    /// No instance with this identity is in the visible navigation stack.
    case instanceNotFound(InstanceID)
    /// A direct stack operation was asked while a transition is in flight (segues, taps and `back` wait instead).
    case transitionInProgress
    /// `completeTransition()`, `finishInteractivePop()` or `cancelInteractivePop()` with nothing to complete.
    case noTransitionInProgress
    /// An interactive pop is not allowed here; the reason says why.
    case interactivePopNotAllowed(reason: String)
    /// `unwind` to a screen with no instance below the source.
    case unwindTargetNotFound(segue: String, target: String)
    /// A `return` segue was performed from a screen with nothing below it: the root of the main stack, of a tab or of
    /// a split column.
    case nothingToReturnTo(segue: String, source: String)
    /// A `show` segue's `popTo` screen has no instance in the source's stack.
    case popToTargetNotFound(segue: String, target: String)
    /// The item is not on screen (not in the bar over the visible screen nor in the visible toolbar).
    case itemNotOnScreen(String)
    /// The item is on screen but disabled.
    case itemDisabled(String)
    /// The item does nothing when tapped (e.g. a flexible space).
    case itemHasNoBehavior(String)
    /// The item (or submenu) opens a menu when tapped: tap one of its entries, `ITEM.ENTRY` (the choices listed).
    case itemOpensMenu(String, choices: [String])
    /// `back()` while the bar over the visible screen shows no back button.
    case noBackButton
    /// An interactive dismissal of a presentation that cannot be swiped away, or with nothing presented.
    case cannotDismissInteractively(reason: String)
    /// A restoration snapshot that cannot be read.
    case corruptSnapshot(reason: String)
    /// A restoration snapshot of a format version this runtime does not read.
    case unsupportedSnapshotVersion(Int)
    /// The generated code could not convert a dynamic screen to its typed form (the graph and its code differ).
    case screenConversionFailed(screen: String)
    /// The graph's `action:` name has no case in the generated `Action` enum.
    case unknownAction(String)
    /// Arguments were given to an unwind or `return` segue without `returns:`, which goes back to a screen that
    /// already has its arguments.
    case unwindTakesNoArguments(segue: String)
    /// The graph's generated code does not match this runtime: its definition did not load.
    case generatedCodeMismatch(graph: String)
    /// A deep link that is not a URL the router reads (see docs/deep-links.md, Links at run time).
    case malformedLink(url: String, reason: String)
    /// A deep link longer than the runtime reads.
    case linkTooLong(length: Int, limit: Int)
    /// A deep link no pattern of the graph matches.
    case linkNotMatched(url: String)
    /// A tab was selected in a graph state with no tab bar.
    case noTabBar
    /// The tab bar has no tab with this id.
    case unknownTab(String)
    /// An unwind or `return` segue was performed without a value its `returns:` lists.
    case missingReturnValue(segue: String, value: String)
    /// An unwind or `return` segue was given a value its `returns:` does not list.
    case unknownReturnValue(segue: String, value: String)
    /// A host reported a change the person made on screen that does not fit the router's state (see
    /// docs/hosts.md): the report was refused and nothing changed.
    case userChangeMismatch(reason: String)
    /// A host asked its UI framework to present a screen and the framework did not (UIKit refuses a presentation
    /// from a view controller outside a window or one that already presents another): the router's state says the
    /// screen is presented, the screen does not show it (see docs/hosts.md).
    case presentationRefused(screen: String)
    /// A router or simulation was asked to start from a screen or container that is not one of the graph's
    /// `entries:` (listed).
    case unknownEntry(String, entries: [String])
    /// A shared segue was performed while none of its sources is visible (or touchable, in an expanded split).
    case notASharedSegueSource(segue: String, sources: [String], visible: String)
    /// A detent was asked of the top presentation that its sheet does not offer (its `detents:`, listed; empty
    /// when the top presentation is no sheet with `detents:`, or nothing is presented).
    case detentNotOffered(detent: String, offered: [String])
    /// `search` or `cancelSearch` while the visible screen shows no search field: it has no `navigationItem.search`,
    /// or its navigation bar is hidden or absent (the reason says which).
    case noSearch(screen: String, reason: String)
    /// `search(_:scope:)` with a scope the screen's search does not list (listed).
    case unknownScope(String, scopes: [String])
    /// `dismissedItself(_:)` for an instance that is not a screen with `dismissesItself` presented on its own.
    case notSelfDismissing(screen: String)
}

extension NavigationError: CustomStringConvertible {
    /// The message in the compiler's voice: lower case, no final period, names in single quotes.
    public var description: String {
        switch self {
        case .argumentEncodingFailed(let segue, let reason):
            "arguments of segue '\(segue)' could not be encoded: \(reason)"
        case .screenEncodingFailed(let screen, let reason):
            "arguments of screen '\(screen)' could not be encoded: \(reason)"
        case .unknownScreen(let screen):
            "unknown screen '\(screen)'"
        case .unknownSegue(let screen, let segue):
            "screen '\(screen)' has no segue '\(segue)'"
        case .sourceNotVisible(let segue, let source, let visible):
            "segue '\(segue)' starts at '\(source)' but the visible screen is '\(visible)'"
        case .missingArgument(let screen, let parameter):
            "missing argument for parameter '\(parameter)' of screen '\(screen)'"
        case .invalidArgument(let screen, let parameter, let expected):
            "argument for parameter '\(parameter)' of screen '\(screen)' is not a value of type '\(expected)'"
        case .textNotConvertible(let text, let parameter, let expected):
            "'\(text)' is not a value of type '\(expected)' for '\(parameter)'"
        case .unknownArgument(let screen, let parameter):
            "screen '\(screen)' has no parameter '\(parameter)'"
        case .argumentSetBySegue(let segue, let parameter):
            "segue '\(segue)' already sets parameter '\(parameter)'"
        case .noNavigationStack(let visible):
            "screen '\(visible)' is not in a navigation stack"
        case .emptyStack:
            "a navigation stack cannot be empty"
        case .instanceNotFound(let id):
            "no instance '\(id)' in the visible navigation stack"
        case .transitionInProgress:
            "a transition is in progress"
        case .noTransitionInProgress:
            "no transition is in progress"
        case .interactivePopNotAllowed(let reason):
            "interactive pop not allowed: \(reason)"
        case .unwindTargetNotFound(let segue, let target):
            "segue '\(segue)' unwinds to '\(target)' but no instance of it is below the visible screen"
        case .nothingToReturnTo(let segue, let source):
            "segue '\(segue)' returns to the screen below '\(source)', but '\(source)' is the root of its stack"
        case .popToTargetNotFound(let segue, let target):
            "segue '\(segue)' pops to '\(target)' but no instance of it is in the stack"
        case .itemNotOnScreen(let item):
            "item '\(item)' is not on screen"
        case .itemDisabled(let item):
            "item '\(item)' is disabled"
        case .itemHasNoBehavior(let item):
            "item '\(item)' does nothing when tapped"
        case .itemOpensMenu(let item, let choices):
            "item '\(item)' opens a menu: tap one of its entries"
                + (choices.isEmpty
                    ? " (none can be chosen now)" : ": " + choices.map { "'\($0)'" }.joined(separator: ", "))
        case .noBackButton:
            "the navigation bar shows no back button"
        case .cannotDismissInteractively(let reason):
            "cannot dismiss interactively: \(reason)"
        case .corruptSnapshot(let reason):
            "corrupt restoration snapshot: \(reason)"
        case .unsupportedSnapshotVersion(let version):
            "unsupported restoration snapshot version \(version)"
        case .screenConversionFailed(let screen):
            "screen '\(screen)' does not convert to the generated screen type"
        case .unknownAction(let action):
            "unknown action '\(action)'"
        case .unwindTakesNoArguments(let segue):
            "segue '\(segue)' goes back to an existing screen and returns no values: it takes no arguments"
        case .generatedCodeMismatch(let graph):
            "the generated code of graph '\(graph)' does not match NavGraphRuntime: regenerate it"
        case .malformedLink(let url, let reason):
            "malformed link '\(Self.shortened(url))': \(reason)"
        case .linkTooLong(let length, let limit):
            "link of \(length) bytes is longer than the limit of \(limit)"
        case .linkNotMatched(let url):
            "no deep link matches '\(Self.shortened(url))'"
        case .noTabBar:
            "there is no tab bar"
        case .unknownTab(let tab):
            "the tab bar has no tab '\(tab)'"
        case .missingReturnValue(let segue, let value):
            "segue '\(segue)' needs the returned value '\(value)'"
        case .unknownReturnValue(let segue, let value):
            "segue '\(segue)' returns no value '\(value)'"
        case .userChangeMismatch(let reason):
            "the reported change does not fit the router's state: \(reason)"
        case .presentationRefused(let screen):
            "the screen did not present '\(screen)': its presenter is not in a window or already presents another"
        case .unknownEntry(let entry, let entries):
            "'\(entry)' is not an entry of the graph; it starts from "
                + entries.map { "'\($0)'" }.joined(separator: ", ")
        case .notASharedSegueSource(let segue, let sources, let visible):
            "shared segue '\(segue)' is performed only from \(Self.alternatives(sources)); the visible screen is "
                + "'\(visible)'"
        case .detentNotOffered(let detent, let offered) where offered.isEmpty:
            "cannot rest at detent '\(detent)': the top presentation is not a sheet with 'detents:'"
        case .detentNotOffered(let detent, let offered):
            "the sheet offers no detent '\(detent)'; its detents are "
                + offered.map { "'\($0)'" }.joined(separator: ", ")
        case .noSearch(let screen, let reason): "screen '\(screen)' shows no search field: \(reason)"
        case .unknownScope(let scope, let scopes):
            scopes.isEmpty
                ? "the search has no scope bar; '\(scope)' is not a scope"
                : "'\(scope)' is not a scope of the search; it has \(Self.alternatives(scopes))"
        case .notSelfDismissing(let screen):
            "screen '\(screen)' does not dismiss itself: it sets no 'dismissesItself', or is not presented on its own"
        }
    }

    /// `'a', 'b' or 'c'`: at most ten names, then how many more; "no screen" for none.
    private static func alternatives(_ names: [String]) -> String {
        let quoted = names.prefix(10).map { "'\($0)'" }
        guard let last = quoted.last else { return "no screen" }
        let more = names.count > 10 ? " and \(names.count - 10) more" : ""
        return quoted.count == 1 ? last + more : quoted.dropLast().joined(separator: ", ") + " or " + last + more
    }

    /// A link as a message quotes it: at most 200 characters.
    private static func shortened(_ url: String) -> String {
        MessageEcho.cut(url, limit: 200)
    }
}

extension NavigationError {
    /// The case's name (`unknownSegue`, `noBackButton`, ...): what `navgraph simulate` shows as `errorKind`,
    /// stable where the message may change.
    package var caseName: String {
        switch self {
        case .argumentEncodingFailed: "argumentEncodingFailed"
        case .screenEncodingFailed: "screenEncodingFailed"
        case .unknownScreen: "unknownScreen"
        case .unknownSegue: "unknownSegue"
        case .sourceNotVisible: "sourceNotVisible"
        case .missingArgument: "missingArgument"
        case .invalidArgument: "invalidArgument"
        case .textNotConvertible: "textNotConvertible"
        case .unknownArgument: "unknownArgument"
        case .argumentSetBySegue: "argumentSetBySegue"
        case .noNavigationStack: "noNavigationStack"
        case .emptyStack: "emptyStack"
        case .instanceNotFound: "instanceNotFound"
        case .transitionInProgress: "transitionInProgress"
        case .noTransitionInProgress: "noTransitionInProgress"
        case .interactivePopNotAllowed: "interactivePopNotAllowed"
        case .unwindTargetNotFound: "unwindTargetNotFound"
        case .nothingToReturnTo: "nothingToReturnTo"
        case .popToTargetNotFound: "popToTargetNotFound"
        case .itemNotOnScreen: "itemNotOnScreen"
        case .itemDisabled: "itemDisabled"
        case .itemHasNoBehavior: "itemHasNoBehavior"
        case .itemOpensMenu: "itemOpensMenu"
        case .noBackButton: "noBackButton"
        case .cannotDismissInteractively: "cannotDismissInteractively"
        case .corruptSnapshot: "corruptSnapshot"
        case .unsupportedSnapshotVersion: "unsupportedSnapshotVersion"
        case .screenConversionFailed: "screenConversionFailed"
        case .unknownAction: "unknownAction"
        case .unwindTakesNoArguments: "unwindTakesNoArguments"
        case .generatedCodeMismatch: "generatedCodeMismatch"
        case .malformedLink: "malformedLink"
        case .linkTooLong: "linkTooLong"
        case .linkNotMatched: "linkNotMatched"
        case .noTabBar: "noTabBar"
        case .unknownTab: "unknownTab"
        case .missingReturnValue: "missingReturnValue"
        case .unknownReturnValue: "unknownReturnValue"
        case .userChangeMismatch: "userChangeMismatch"
        case .presentationRefused: "presentationRefused"
        case .unknownEntry: "unknownEntry"
        case .notASharedSegueSource: "notASharedSegueSource"
        case .detentNotOffered: "detentNotOffered"
        case .noSearch: "noSearch"
        case .unknownScope: "unknownScope"
        case .notSelfDismissing: "notSelfDismissing"
        }
    }
}
