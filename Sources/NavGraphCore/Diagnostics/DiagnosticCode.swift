/// Every diagnostic code, named by what it finds (`.unknownScreen`); the raw value is the code as printed ("NG201").
///
/// The messages are made by `Diagnostic` factories next to the rule that raises them (`Diagnostic.unknownScreen(...)`).
package enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Codable {
    case yamlSyntax = "NG001"
    case unsupportedYAMLFeature = "NG002"
    case duplicateKey = "NG003"
    case unknownKey = "NG004"
    case wrongValueKind = "NG005"
    case missingKey = "NG006"
    case unsupportedVersion = "NG007"
    case emptyOrInvalidFile = "NG008"
    case limitExceeded = "NG009"
    case includeFailed = "NG010"
    case invalidIdentifier = "NG101"
    case duplicateScreen = "NG102"
    case duplicateSegueOrItem = "NG103"
    case duplicateEntry = "NG104"
    case unknownScreen = "NG201"
    case unknownSegue = "NG202"
    case unknownEntry = "NG203"
    case unknownParameter = "NG204"
    case rootNotFirstEntry = "NG205"
    case sharedSegueWithoutSources = "NG206"
    case sharedSourceListedTwice = "NG207"
    case unknownType = "NG301"
    case defaultDoesNotFitType = "NG302"
    case argumentDoesNotFitType = "NG303"
    case requiredParameterUnset = "NG304"
    case forwardTypeMismatch = "NG305"
    case parameterTakesNoLiteral = "NG306"
    case unknownEnumCase = "NG307"
    case malformedBarItem = "NG308"
    case severalCancelActions = "NG309"
    case malformedAlertAction = "NG310"
    case malformedMenuElement = "NG311"
    case menuNesting = "NG312"
    case malformedSheetValue = "NG313"
    case sheetKeyNotTaken = "NG314"
    case sheetReferenceNotFound = "NG315"
    case targetNotOnStack = "NG401"
    case showWithoutNavigationStack = "NG402"
    case showDetailPresentsModally = "NG403"
    case modalWithoutExit = "NG404"
    case unreachableScreen = "NG405"
    case pushWithoutWayBack = "NG406"
    case longDerivedBackTitle = "NG407"
    case settingWithoutEffect = "NG408"
    case showCycle = "NG409"
    case ambiguousDeepLinks = "NG410"
    case deepLinkMissingParameter = "NG411"
    case malformedDeepLinkPattern = "NG412"
    case containerUsedTwice = "NG413"
    case containerNesting = "NG414"
    case emptyTabBar = "NG415"
    case deepLinkTabDoesNotReach = "NG416"
    case deepLinkWaitsForGate = "NG417"
    case sharedSegueOverridden = "NG418"
    case sharedSegueNeverPerformed = "NG419"
    case returnWithNothingBelow = "NG420"
    case alertNotShownModally = "NG423"
    case actionSheetWithoutAnchor = "NG424"
    case meaninglessOnAlert = "NG425"
    case titleMenuNotShown = "NG426"
    case detentsOutOfOrder = "NG427"
    case storyboardUnreadable = "NG501"
    case segueNotImported = "NG502"
    case sceneNotImported = "NG503"
    case storyboardNotImported = "NG504"
    case behaviourNotModelled = "NG505"
    case madeUpByImport = "NG506"
    case unwindTargetInferred = "NG507"

    /// The code's severity.
    package var severity: Severity {
        switch self {
        case .showWithoutNavigationStack, .showDetailPresentsModally, .modalWithoutExit, .unreachableScreen,
            .pushWithoutWayBack, .settingWithoutEffect, .segueNotImported, .sceneNotImported, .storyboardNotImported,
            .behaviourNotModelled, .sharedSourceListedTwice, .sharedSegueNeverPerformed, .actionSheetWithoutAnchor,
            .titleMenuNotShown, .detentsOutOfOrder:
            .warning
        // The back title's length is an estimate (UIKit decides by the bar's width), so it only informs.
        case .longDerivedBackTitle, .showCycle, .madeUpByImport, .unwindTargetInferred, .deepLinkWaitsForGate,
            .sharedSegueOverridden:
            .remark
        default: .error
        }
    }

    /// One line on when the code is given.
    package var summary: String {
        switch self {
        case .yamlSyntax: "YAML syntax error"
        case .unsupportedYAMLFeature:
            "YAML feature out of bounds (alias expansion over the limit, tag, merge key, several documents)"
        case .duplicateKey: "duplicate mapping key"
        case .unknownKey: "unknown key"
        case .wrongValueKind: "wrong kind of value"
        case .missingKey: "required key missing"
        case .unsupportedVersion: "unsupported 'navgraph:' version"
        case .emptyOrInvalidFile: "file not valid UTF-8, or empty"
        case .limitExceeded: "a limit exceeded"
        case .includeFailed: "include not found, outside the including file's folder tree, or a cycle"
        case .invalidIdentifier: "invalid identifier"
        case .duplicateScreen: "duplicate screen id"
        case .duplicateSegueOrItem: "duplicate segue or item id within a screen"
        case .duplicateEntry: "an entry listed twice in 'entries'"
        case .unknownScreen: "unknown screen"
        case .unknownSegue: "unknown segue named by a bar item"
        case .unknownEntry: "an entry that names neither a screen nor a container"
        case .unknownParameter: "unknown parameter"
        case .rootNotFirstEntry: "'root' is not the first of 'entries'"
        case .sharedSegueWithoutSources: "a shared segue whose 'from' lists no screen"
        case .sharedSourceListedTwice: "a screen listed twice in a shared segue's 'from'"
        case .unknownType: "unknown type"
        case .defaultDoesNotFitType: "default value does not fit its type"
        case .argumentDoesNotFitType: "argument value does not fit the parameter's type"
        case .requiredParameterUnset: "a tap or deep link performs a segue that needs a value it cannot give"
        case .forwardTypeMismatch: "'forward' of a parameter whose type differs from the destination's"
        case .parameterTakesNoLiteral: "a '{ swift: }' or array parameter used in a deep link or given a literal"
        case .unknownEnumCase: "unknown enum case"
        case .malformedBarItem:
            "item has none or several of system/title/image, several of segue/action/builtin, or is a space that acts"
        case .severalCancelActions: "an alert with more than one 'cancel' action"
        case .malformedAlertAction:
            "an alert action with none or several of segue/action/builtin, or an alert with none"
        case .malformedMenuElement:
            "menu entry without id, title or exactly one of segue/action/builtin; submenu or section that acts"
        case .menuNesting: "an empty menu, or a submenu or section nested more than one level deep"
        case .malformedSheetValue:
            "a detent that is not medium, large or a positive height; detents empty or repeated; a bad content size"
        case .sheetKeyNotTaken: "a sheet or popover key on a segue whose presentation style does not take it"
        case .sheetReferenceNotFound:
            "'largestUndimmedDetent' not among the detents, or 'sourceItem' not a bar item of the source"
        case .targetNotOnStack: "unwind or 'popTo' target not on the stack on every path to the source"
        case .showWithoutNavigationStack: "'show' from a screen that some path presents without a navigation stack"
        case .showDetailPresentsModally: "'showDetail' in a navigation controller presents modally"
        case .modalWithoutExit: "a modal presentation with no way out"
        case .unreachableScreen: "screen unreachable from 'root' and from every deep link"
        case .pushWithoutWayBack: "a pushed screen with no way back"
        case .longDerivedBackTitle: "a derived back title longer than 'backButtonTitleMaxLength'"
        case .settingWithoutEffect: "a setting with no effect"
        case .showCycle: "a cycle of 'show' segues without 'singleTop'/'popTo'"
        case .ambiguousDeepLinks: "two deep-link patterns match the same URL"
        case .deepLinkMissingParameter: "a deep link's synthetic back stack needs a parameter the link does not carry"
        case .malformedDeepLinkPattern: "malformed deep-link pattern"
        case .containerUsedTwice: "a container placed in two places"
        case .containerNesting: "containers nested other than a split in a tab"
        case .emptyTabBar: "a tab bar with no tab"
        case .deepLinkTabDoesNotReach: "a deep link's 'tab' whose stack does not lead to the linked screen"
        case .deepLinkWaitsForGate: "a deep link waits for a gate ('replaceRoot') before it opens"
        case .sharedSegueOverridden: "a screen's own segue overrides the shared segue of the same id"
        case .sharedSegueNeverPerformed: "a shared segue left with no source: every screen it names overrides it"
        case .returnWithNothingBelow: "a 'return' segue on a screen that some way in leaves with nothing below it"
        case .alertNotShownModally: "an alert or action sheet shown other than by a 'modal' segue"
        case .actionSheetWithoutAnchor: "an action sheet shown by a segue no bar item performs: no anchor on iPad"
        case .meaninglessOnAlert: "a key that means nothing on an alert or action sheet, or alert keys without 'style'"
        case .titleMenuNotShown: "a title menu on a screen whose bar never shows a title to tap"
        case .detentsOutOfOrder: "a sheet's detents not written from smallest to largest"
        case .storyboardUnreadable: "a storyboard that cannot be imported: malformed XML, not a storyboard, unreadable"
        case .segueNotImported: "a storyboard segue with no equivalent in the graph, kept as a comment"
        case .sceneNotImported: "a storyboard scene or relationship with no place in the graph, kept as a comment"
        case .storyboardNotImported: "a reference to a storyboard not imported in the same run"
        case .behaviourNotModelled: "imported, but part of what the storyboard says is not modelled"
        case .madeUpByImport: "a name or choice the storyboard does not give, made up by the importer"
        case .unwindTargetInferred: "an unwind target chosen by the importer"
        }
    }
}
