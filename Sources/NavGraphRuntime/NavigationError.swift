/// Why the runtime refused an operation. The runtime never traps on misuse: it throws one of these and leaves
/// its state unchanged.
public enum NavigationError: Error, Hashable, Sendable {
    /// A segue's arguments could not be converted.
    case argumentEncodingFailed(segue: String, reason: String)
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
    /// A `show` segue's `popTo` screen has no instance in the source's stack.
    case popToTargetNotFound(segue: String, target: String)
    /// The item is not on screen (not in the bar over the visible screen nor in the visible toolbar).
    case itemNotOnScreen(String)
    /// The item is on screen but disabled.
    case itemDisabled(String)
    /// The item does nothing when tapped (e.g. a flexible space).
    case itemHasNoBehavior(String)
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
    /// The graph's generated code does not match this runtime: its definition did not load.
    case generatedCodeMismatch(graph: String)
    /// A tab was selected in a graph state with no tab bar.
    case noTabBar
    /// The tab bar has no tab with this id.
    case unknownTab(String)
    /// An unwind was performed without a value its `returns:` lists.
    case missingReturnValue(segue: String, value: String)
}

extension NavigationError: CustomStringConvertible {
    /// The message in the compiler's voice: lower case, no final period, names in single quotes.
    public var description: String {
        switch self {
        case .argumentEncodingFailed(let segue, let reason):
            "arguments of segue '\(segue)' could not be encoded: \(reason)"
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
        case .popToTargetNotFound(let segue, let target):
            "segue '\(segue)' pops to '\(target)' but no instance of it is in the stack"
        case .itemNotOnScreen(let item):
            "item '\(item)' is not on screen"
        case .itemDisabled(let item):
            "item '\(item)' is disabled"
        case .itemHasNoBehavior(let item):
            "item '\(item)' does nothing when tapped"
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
        case .generatedCodeMismatch(let graph):
            "the generated code of graph '\(graph)' does not match NavGraphRuntime: regenerate it"
        case .noTabBar:
            "there is no tab bar"
        case .unknownTab(let tab):
            "the tab bar has no tab '\(tab)'"
        case .missingReturnValue(let segue, let value):
            "unwind segue '\(segue)' needs the returned value '\(value)'"
        }
    }
}
