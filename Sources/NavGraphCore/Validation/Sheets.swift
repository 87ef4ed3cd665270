import NavGraphRuntime

/// Sheets and popovers of `modal` segues (see docs/format.md, "Sheets and popovers"): NG314 (a key the
/// presentation style does not take), NG315 (`largestUndimmedDetent` that is not a detent, `sourceItem` that is not
/// a bar item of the source) and NG427 (detents not written smallest first). Malformed values (NG313) are reported
/// by the decoder.
enum SheetRules {
    static func check(_ graph: Graph, index: ValidationIndex, into sink: inout DiagnosticSink) {
        // Screens and segues are borrowed in place (see `Borrowed`), never copied out.
        graph.screens.forEachBorrowed { position, screen in
            screen.segues.forEachBorrowed { segueIndex, segue in
                guard segue.kind?.value == .modal, !segue.sheet.givenKeys.isEmpty else { return }
                let destination = index.destination(ofSegue: segueIndex, of: position)
                let style =
                    segue.presentation?.value ?? destination.flatMap { graph.screens[$0].modalPresentationStyle?.value }
                    ?? .automatic
                checkStyle(segue.sheet, style: style, segue: segue.id.value, into: &sink)
                if style.isSheet { checkDetents(segue.sheet, segue: segue.id.value, into: &sink) }
                if let item = segue.sheet.sourceItem, style == .popover {
                    var ids: [String] = []
                    screen.forEachItem { if !$0.isAlertAction, let id = $0.id?.value { ids.append(id) } }
                    if !ids.contains(item.value) {
                        sink.emit(.unknownSourceItem(item, screen: screen.id.value, items: ids))
                    }
                }
            }
        }
    }

    /// NG314: the keys `style` does not take.
    private static func checkStyle(
        _ sheet: SheetSettings, style: PresentationStyle, segue: String, into sink: inout DiagnosticSink
    ) {
        for (key, location) in sheet.givenKeys {
            let takes: Bool =
                switch key {
                case "preferredContentSize": style == .formSheet || style == .popover
                case "sourceItem", "adaptsTo": style == .popover
                default: style.isSheet
                }
            if !takes { sink.emit(.sheetKeyNotTaken(key, style: style, segue: segue, at: location)) }
        }
    }

    /// NG315 for `largestUndimmedDetent`, NG427 for the order.
    private static func checkDetents(_ sheet: SheetSettings, segue: String, into sink: inout DiagnosticSink) {
        let detents = sheet.detentsLocation == nil ? [SheetDetent.large] : sheet.detents.map(\.value)
        if let undimmed = sheet.largestUndimmedDetent, !detents.contains(undimmed.value) {
            sink.emit(.undimmedDetentNotOffered(undimmed, detents: detents, segue: segue))
        }
        for (lower, upper) in zip(sheet.detents, sheet.detents.dropFirst()) where isOutOfOrder(lower.value, upper.value)
        {
            sink.emit(.detentsOutOfOrder(lower, before: upper, segue: segue))
            return
        }
    }

    /// Whether `lower`, written before `upper`, is surely taller: `large` before anything, `medium` before
    /// `large`'s opposite, a height before a smaller one. How a height compares with `medium` depends on the
    /// screen, so that pair is never reported.
    private static func isOutOfOrder(_ lower: SheetDetent, _ upper: SheetDetent) -> Bool {
        switch (lower, upper) {
        case (.large, _): true
        case (.height(let first), .height(let second)): first > second
        default: false
        }
    }
}

extension Diagnostic {
    /// NG313: a detent that is neither `medium`, `large` nor a positive height in points.
    static func notADetent(_ text: Located<String>, for key: String) -> Diagnostic {
        Diagnostic(
            .malformedSheetValue, "'\(text.value)' is not a detent for '\(key)'", at: text.location,
            notes: [DiagnosticNote("a detent is 'medium', 'large' or a height in points greater than 0, such as 300")])
    }

    /// NG313: `detents: []`.
    static func emptyDetents(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .malformedSheetValue, "'detents' lists no detent", at: location,
            notes: [
                DiagnosticNote("list at least one, such as [medium, large], or leave 'detents' out for full height")
            ])
    }

    /// NG313: a detent listed twice.
    static func duplicateDetent(_ detent: SheetDetent, at location: SourceLocation, firstAt first: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .malformedSheetValue, "detent '\(detent)' is listed twice", at: location,
            notes: [DiagnosticNote("first listed here", at: first)])
    }

    /// NG313: a width or height that is not a positive number.
    static func notAContentSize(_ text: Located<String>, for key: String) -> Diagnostic {
        Diagnostic(
            .malformedSheetValue, "'\(text.value)' is not a size in points for '\(key)'", at: text.location,
            notes: [DiagnosticNote("give a number of points greater than 0, such as 320")])
    }

    /// NG313: `preferredContentSize` without its width or its height.
    static func contentSizeNeedsBoth(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .malformedSheetValue, "'preferredContentSize' needs a 'width' and a 'height'", at: location,
            notes: [DiagnosticNote("write it as { width: 320, height: 480 }")])
    }

    /// NG314: a sheet or popover key the segue's presentation style does not take.
    static func sheetKeyNotTaken(_ key: String, style: PresentationStyle, segue: String, at location: SourceLocation)
        -> Diagnostic
    {
        let takers =
            switch key {
            case "preferredContentSize": "a 'formSheet' or a 'popover'"
            case "sourceItem", "adaptsTo": "a 'popover'"
            default: "a sheet ('automatic', 'pageSheet' or 'formSheet')"
            }
        return Diagnostic(
            .sheetKeyNotTaken, "segue '\(segue)' presents as '\(style.rawValue)', which does not take '\(key)'",
            at: location,
            notes: [
                DiagnosticNote(
                    "only \(takers) takes '\(key)'; the style is the segue's 'presentation', else the destination's "
                        + "'modalPresentationStyle', else 'automatic'")
            ])
    }

    /// NG315: `largestUndimmedDetent` that is not one of the sheet's detents.
    static func undimmedDetentNotOffered(_ detent: Located<SheetDetent>, detents: [SheetDetent], segue: String)
        -> Diagnostic
    {
        Diagnostic(
            .sheetReferenceNotFound,
            "'largestUndimmedDetent' of segue '\(segue)' is '\(detent.value)', which is not one of its detents",
            at: detent.location,
            notes: [DiagnosticNote("its detents are " + detents.map { "'\($0)'" }.joined(separator: ", "))])
    }

    /// NG315: `sourceItem` that names no bar item of the source screen.
    static func unknownSourceItem(_ item: Located<String>, screen: String, items: [String]) -> Diagnostic {
        var notes = Suggestions.note(for: item.value, in: items)
        notes.append(
            DiagnosticNote(
                items.isEmpty
                    ? "'\(screen)' has no bar item with an id"
                    : "the popover points at a bar item of '\(screen)': "
                        + items.map { "'\($0)'" }.joined(separator: ", ")))
        return Diagnostic(
            .sheetReferenceNotFound, "'sourceItem' '\(item.value)' is not a bar item of '\(screen)'",
            at: item.location, notes: notes)
    }

    /// NG427: detents not written smallest first.
    static func detentsOutOfOrder(_ detent: Located<SheetDetent>, before next: Located<SheetDetent>, segue: String)
        -> Diagnostic
    {
        Diagnostic(
            .detentsOutOfOrder,
            "detent '\(detent.value)' of segue '\(segue)' is taller than '\(next.value)', which follows it",
            at: detent.location,
            notes: [
                DiagnosticNote(
                    "UIKit wants detents from smallest to largest and opens the sheet at the smallest; "
                        + "the simulator opens it at the first written")
            ])
    }
}
