// Recorded from the key tables of docs/format.md by KeyDescriptionsTests; do not edit. After changing a table, run
// `NAVGRAPH_RECORD=1 swift test --filter KeyDescriptionsTests`.

extension KeyDescriptions {
    static let recorded = """
        [topLevel]
        navgraph The format version. Only `1` exists; anything else is NG007. Optional in parts, but `1` when given.
        graph The graph's name. It becomes the name of the generated Swift type (`enum MailFlow`).
        root What the window shows first: a screen (the bottom of the main navigation stack) or a container (a tab bar or split view, see Containers). Naming neither is NG201. Required unless `entries` is given.
        entries Where the app may start, decided at run time (signed in or not, onboarding done): see Entries. Naming neither a screen nor a container is NG203; an id listed twice is NG104.
        include Files whose screens belong to this graph (see above).
        navigationController Settings shared by every navigation controller of the graph (see below).
        enums String-backed enums usable as parameter types.
        containers Container id → container: tab bars and split views. Container ids share the screen ids' namespace (a container with a screen's id is NG102). See Containers.
        screens Screen id → screen. May be empty in the main file when parts supply the screens.
        segues Segue id → a segue declared once for many source screens (`from:`). Main file only. See Shared segues.
        lint `disable:` a list of warning and remark codes to silence for this graph.
        [navigationController]
        navigationBarHidden The navigation bar is hidden, unless the top screen's own `navigationBarHidden` says otherwise (UIKit's `isNavigationBarHidden`).
        toolbarHidden The toolbar is hidden, unless the top screen's `toolbarHidden` says otherwise. UIKit hides the toolbar by default (`isToolbarHidden`).
        prefersLargeTitles Titles may show large (`UINavigationBar.prefersLargeTitles`); each screen's `largeTitleDisplayMode` decides.
        hidesBarsOnTap Carried to the generated definition for a UI host; the headless router does not model taps on content.
        hidesBarsOnSwipe Carried, as above.
        hidesBarsWhenKeyboardAppears Carried, as above.
        hidesBarsWhenVerticallyCompact Carried, as above.
        backButtonTitleMaxLength A back-button title derived from the previous screen's title that is longer than this many characters shows as "Back" (see runtime.md). A title set with `backButtonTitle`/`backBarButtonItem` is never shortened.
        appearance The bar's look.
        [appearance]
        barStyle `UIBarStyle`.
        barTintColor The bar's background tint.
        tintColor The colour of the bar's buttons.
        titleColor The title's colour.
        translucent Whether the bar is translucent.
        shadowHidden Hides the bar's bottom hairline.
        [screen]
        title The view controller's `title`. May hold `{param}` placeholders (see below).
        parameters The screen's typed inputs, in declaration order. See Parameters and types.
        navigationItem What the navigation bar shows while this screen is the top. See navigationItem.
        toolbarItems The items the toolbar shows while this screen is the top, left to right.
        navigationBarHidden When set, overrides the controller's `navigationBarHidden` while this screen is the top.
        toolbarHidden When set, overrides the controller's `toolbarHidden` while this screen is the top.
        interactivePopGestureEnabled Whether the left-edge swipe pops this screen (UIKit's `interactivePopGestureRecognizer`).
        modalPresentationStyle How a `modal` or `showDetail` segue presents this screen when the segue names no `presentation`.
        modalInPresentation A sheet showing this screen cannot be swiped away (`isModalInPresentation`).
        hidesBottomBarWhenPushed The tab bar hides while this screen is in the selected tab's stack above its root (UIKit's `hidesBottomBarWhenPushed`). In a graph without a tab bar it does nothing, and `true` is NG408.
        restorationIdentifier The identifier state restoration saves the screen under; `null` means the screen is not preserved.
        deepLinks URL patterns that open this screen: a path (`/p/{sku}`) or a whole URL (`shop://home`), alone or as `{ pattern, mode, tab, priority }`. See Deep links.
        segues Segue id → segue: the ways to leave this screen. See Segues.
        style Makes the screen an alert or an action sheet, drawn by the hosts. See Alerts and action sheets.
        message An alert's message, under its title. May hold `{param}` placeholders.
        actions An alert's buttons, in order. See Alerts and action sheets.
        dismissesItself The screen is a system screen that closes itself: Safari (`SFSafariViewController`), a share sheet, a photo picker, a web sign-in. Its own button closes it, so it needs no way out (NG404 does not apply), and the app tells the router when it went (see runtime.md). Shown only by a plain `modal` segue (NG318).
        renamedFrom The ids this screen had in earlier versions of the graph. See Renames.
        [parameter]
        type The type, as below.
        swift Instead of `type`: an app type, `Module.TypeName` (a trailing `?` makes it optional). Giving both `type` and `swift` is NG003.
        default A literal of the type. A parameter with a default may be left out by whoever opens the screen.
        renamedFrom The names this parameter had in earlier versions of the graph (a name or a list). See Renames.
        [navigationItem]
        title Shown in the bar instead of the screen's `title`. Placeholders allowed.
        titleView The identifier of a custom title view; when set, the bar shows it and no text title.
        titleViewAccessibilityLabel What VoiceOver reads for the title view (its accessibility label). Without it a title view is NG602. See Accessibility.
        prompt One line of text above the bar. Placeholders allowed.
        largeTitleDisplayMode When the title shows large, if the controller `prefersLargeTitles`.
        backBarButtonItem What the back button shows on the next screen pushed over this one. Needs a `title` or an `image` (NG006).
        backButtonTitle Shorthand for `backBarButtonItem: { title: ... }`.
        hidesBackButton Hides the back button while this screen is the top (the swipe back still works unless disabled).
        leftItemsSupplementBackButton Shows the left items after the back button instead of replacing it.
        leftBarButtonItems Items on the left, in order from left to right. They replace the back button unless they supplement it; the swipe back stays enabled either way (see runtime.md).
        leftBarButtonItem Shorthand for a one-item `leftBarButtonItems`.
        rightBarButtonItems Items on the right. As in UIKit, the first item is the right-most: the list reads right to left on screen.
        rightBarButtonItem Shorthand for a one-item `rightBarButtonItems`.
        titleMenu A menu that opens when a person taps the title (UIKit's title menu). See Menus.
        search A search field in the navigation bar (UIKit's `navigationItem.searchController`). See Search.
        [backBarButtonItem]
        title The back button's title on the next screen. Placeholders allowed; never shortened to "Back".
        image The back button's image name (for example an SF Symbol name).
        [barItem]
        id The item's name, used by `tap` and in the state. Unique among all the screen's items, left, right and toolbar together (NG103).
        system A standard system item (list below).
        title A text item.
        image An image item: the image's name (for example an SF Symbol name).
        accessibilityLabel What VoiceOver reads for the item. An image item without one is NG601. See Accessibility.
        style `UIBarButtonItem.Style`.
        enabled A disabled item is shown but cannot be tapped.
        segue Tapping performs this segue of the same screen (NG202 if there is none).
        action Tapping reports this action to the app; each name becomes a case of the generated `Action` enum.
        builtin Tapping runs a built-in navigation action (see runtime.md).
        menu A menu of entries (`UIBarButtonItem.menu`). Without `segue`, `action` or `builtin`, tapping the item opens it; with one, tapping does that and a long press opens the menu. See Menus.
        renamedFrom The ids this item had in earlier versions of the graph. See Renames.
        [segue]
        kind The kind of segue.
        to The destination; for `unwind`, the screen to return to; for `replaceRoot`, the new root content. NG201 when unknown, and when a segue other than `replaceRoot` names a container. A `return` takes none (NG004).
        arguments Literal values for destination parameters (`{ section: privacy }`), typed by each parameter's type (NG303 when a value does not fit, NG204 for a name the destination does not have).
        forward Parameters of the source passed on under the same name. Each name must be a parameter of both screens (NG204) with the same type (NG305).
        animated Whether the transition animates. A host with manual transitions waits only for animated ones.
        presentation How the destination is presented.
        embedInNavigationController The presented screen gets its own navigation controller, bar and stack. Without it, the presented screen has no navigation bar.
        navigationController Overrides keys of the top-level `navigationController` block for the controller this segue embeds (same keys, see navigationController and appearance). On a segue that does not embed it is NG408.
        returns The values the unwind or return carries back to its target, in order. See Results of an unwind.
        singleTop Does nothing if the top of the stack (after any `popTo`) is already the destination with equal arguments.
        popTo First pops back to the nearest instance of this screen in the source's stack (the source itself counts), then pushes. `popTo` must be the source or below it on every path (NG401).
        gatesLinks Whether the segue is a gate for deep links: a link whose stack lies behind it waits until the app performs it (see deep-links.md). Say `false` for a `replaceRoot` that is no condition such as signing in.
        detents The heights a sheet rests at, smallest first; the sheet opens at the first. A sheet only (`automatic`, `pageSheet`, `formSheet`; NG314 otherwise). See Sheets and popovers.
        prefersGrabberVisible The sheet shows a grabber at its top. A sheet only (NG314).
        largestUndimmedDetent The screen below the sheet stays usable while the sheet rests at this detent or a smaller one. One of `detents` (NG315).
        preferredContentSize The size of a `formSheet` or a `popover` on a regular width (NG314 on other styles).
        sourceItem The bar item of the source screen a popover points at (NG315 when the screen has no such item). A popover only (NG314).
        adaptsTo What a popover becomes on a compact width (an iPhone): a sheet as UIKit does by default, a full-screen presentation, or `none` to stay a popover. A popover only (NG314).
        renamedFrom The ids this segue had in earlier versions of the graph. See Renames.
        [menuElement]
        id The element's name: `tap ITEM.ID` chooses it (`tap title.ID` in the title menu). Unique among the screen's items and all its menu elements (NG103).
        title The text shown. A section's title is shown above its entries.
        image An image shown beside the title (for example an SF Symbol name).
        accessibilityLabel What VoiceOver reads for the entry or submenu instead of its title. An image with a blank title and no label is NG601.
        attributes `UIMenuElement.Attributes` of an entry: red, dimmed (cannot be chosen) or not shown (cannot be chosen). Submenus and sections take none (NG311).
        segue Choosing the entry performs this segue of the same screen (NG202 if there is none; NG304 if it needs arguments).
        action Choosing the entry reports this action to the app: a case of the generated `Action` enum, shared with bar items of the same name.
        builtin Choosing the entry runs a built-in navigation action, as an item's does.
        menu Makes the element a submenu that opens these entries.
        section Makes the element an inline section: its entries are shown in place, set apart by separators (`UIMenu` with `.displayInline`).
        [container]
        kind A `UITabBarController` or a `UISplitViewController`.
        tabs The tabs, left to right. `tabBar` only.
        selected The tab selected at start (`UITabBarController.selectedIndex`). An unknown id is NG201. `tabBar` only.
        style The split's columns (`UISplitViewController.Style`). `split` only.
        primary The leading column.
        supplementary The middle column. `tripleColumn` only (NG004 for `doubleColumn`).
        secondary The detail column's initial screen; `showDetail` from another column replaces it.
        [tab]
        id The tab's name: a case of the generated `Graph.Tab`, the name `selectTab` takes. Unique within its tab bar (NG103).
        root The bottom of the tab's stack, or a split view shown in the tab. It needs no argument (NG304) and may not be a tab bar (NG414); an unknown id is NG201.
        title The tab bar item's title.
        image The tab bar item's image name (for example an SF Symbol name).
        badge The tab bar item's `badgeValue`.
        accessibilityLabel What VoiceOver reads for the tab bar item. A tab with an image and no title needs one (NG601).
        navigationController Overrides keys of the top-level `navigationController` block for this tab's navigation controller.
        renamedFrom The ids this tab had in earlier versions of the graph. See Renames.
        [column]
        root The bottom of the column's stack. It needs no argument (NG304) and may not be a container (NG414).
        navigationController Overrides keys of the top-level `navigationController` block for this column's navigation controller.
        [deepLink]
        pattern The URL pattern, as below. A mapping without it is NG006.
        mode What the link does to the state on screen: `keep` selects the tab its stack lives in, leaves the other tabs alone and keeps what that stack already has of the link's stack; `reset` reinstalls everything. See deep-links.md.
        tab The tab the link opens in when several tabs lead to the screen. An unknown tab is NG201; a tab whose stack does not lead to the screen is NG416.
        priority Orders patterns that match the same link on purpose: the higher wins. Only patterns of equal priority are NG410.
        [alertAction]
        id The action's id, unique among the screen's ids; what `tap` names.
        title The button's title, shown as written.
        role `cancel`: the alert's one cancel button, which may do nothing else; `destructive`: drawn in red.
        segue A segue of the alert screen (`modal`, `unwind` or `replaceRoot`) performed as the alert goes.
        action An action the app handles, reported once the alert is gone.
        builtin Run on the screen the alert was shown over, once the alert is gone.
        [search]
        placeholder The text the empty search field shows (`searchBar.placeholder`).
        scopes The scope bar's titles, in order (`scopeButtonTitles`). Two or more, each non-empty and listed once (NG316). The first is selected when a search starts.
        results The screen shown over this one while a search is active (the search controller's results controller). Without it the screen shows its results itself. An unknown screen is NG201; the screen itself, an alert, a screen that dismisses itself or one with a parameter that has no default is NG317.
        hidesWhenScrolling The field scrolls away with the content, as `hidesSearchBarWhenScrolling`.
        """
}
