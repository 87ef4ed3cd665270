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
    case malformedSearchScopes = "NG316"
    case notAResultsScreen = "NG317"
    case selfDismissingNotModal = "NG318"
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
    case searchNotShown = "NG430"
    case itemNeverShown = "NG431"
    case storyboardUnreadable = "NG501"
    case segueNotImported = "NG502"
    case sceneNotImported = "NG503"
    case storyboardNotImported = "NG504"
    case behaviourNotModelled = "NG505"
    case madeUpByImport = "NG506"
    case unwindTargetInferred = "NG507"
    case unlabelledImage = "NG601"
    case titleViewWithoutAccessibleTitle = "NG602"
    case systemItemAgainstMeaning = "NG603"

    /// The code's severity.
    package var severity: Severity {
        switch self {
        case .showWithoutNavigationStack, .showDetailPresentsModally, .modalWithoutExit, .unreachableScreen,
            .pushWithoutWayBack, .settingWithoutEffect, .segueNotImported, .sceneNotImported, .storyboardNotImported,
            .behaviourNotModelled, .sharedSourceListedTwice, .sharedSegueNeverPerformed, .actionSheetWithoutAnchor,
            .titleMenuNotShown, .detentsOutOfOrder, .searchNotShown, .itemNeverShown:
            .warning
        case .unlabelledImage, .titleViewWithoutAccessibleTitle, .systemItemAgainstMeaning: .warning
        // The back title's length is an estimate (UIKit decides by the bar's width), so it only informs.
        case .longDerivedBackTitle, .showCycle, .madeUpByImport, .unwindTargetInferred, .deepLinkWaitsForGate,
            .sharedSegueOverridden:
            .remark
        default: .error
        }
    }

    /// One line on when the code is given, from its page in docs/diagnostics.
    package var summary: String {
        Explanations.explanation(for: self)?.summary ?? rawValue
    }
}
