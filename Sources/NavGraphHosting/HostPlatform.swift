@_spi(Hosting) public import NavGraphRuntime

/// The containers of one UI framework, as `HostCoordinator` drives them: UIKit's navigation, tab bar and split
/// view controllers and modal presentation (NavGraphUIKit), or a fake that behaves like them (the tests).
///
/// Each method does what its `HostOperation` says. A method taking `completion` calls it once the change is on
/// screen (at once when not animated, after the animation otherwise); the coordinator holds programmatic
/// changes back until then. The platform reports what the person does through the coordinator's
/// `navigationStack(_:didShow:)`, `interactivePopBegan(in:)`, ... methods.
@MainActor
public protocol HostPlatform: AnyObject {
    /// A screen instance's view controller.
    associatedtype Controller

    /// Makes the view controller of a new instance; called once per instance.
    func makeController(for instance: ScreenInstance) -> Controller
    /// The instance left every stack: let its view controller go.
    func releaseController(_ controller: Controller, of instance: InstanceID)
    /// Sets a view controller's `navigationItem` and `toolbarItems`.
    func applyNavigationItem(_ item: NavigationItemState, to controller: Controller)
    /// Builds the root containers (empty navigation controllers for each stack of `root`) and installs them.
    func setRoot(_ root: HostTree.Root, selectedTab: Int?)
    /// `setViewControllers(_:animated:)` on the navigation controller that holds a stack now (for a presentation
    /// without one, its presented view controller is `controllers.last`).
    func setStack(
        _ holder: StackHolder, to controllers: [Controller], animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Applies a stack's bars to the navigation controller that holds it now: bar and toolbar visibility, its
    /// settings, the edge swipe, and the back button over the top as the router resolved it, set on
    /// `backButtonOwner` (the view controller below the top, whose `navigationItem` UIKit reads the back button
    /// from; nil at the root). Called before the stack's `setStack`; `animated`: bar and toolbar visibility
    /// changes animate (`setNavigationBarHidden(_:animated:)`), alongside the transition that follows.
    func applyBars(_ bars: StackBars, to holder: StackHolder, backButtonOwner: Controller?, animated: Bool)
    /// Presents `controllers` (one, or a stack embedded in a navigation controller) over the presentation below
    /// `presentation.index` (the root content for 0). The coordinator presents or dismisses nothing more until
    /// `completion`; a platform whose framework refused the presentation calls the coordinator's
    /// `presentationRefused(at:)`, then `completion` (see `Presenting`).
    func present(
        _ presentation: HostTree.Presentation, controllers: [Controller], animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Dismisses the presentation at `index` and every one above it. The coordinator applies nothing more until
    /// `completion` (UIKit refuses to present from a view controller whose dismissal still animates).
    func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Selects the tab at `index`.
    func selectTab(_ index: Int)
    /// The router collapsed or expanded the split of the root content (`tab` nil) or of a tab by itself
    /// (`setCompact`); the stacks it moved arrive as `setStack` and `applyBars` on their new holders.
    func setSplitCollapsed(_ collapsed: Bool, tab: Int?)
    /// Sets the badge of the tab at `tab` (nil: none), which the app changed while the tab bar is shown.
    func setBadge(_ value: String?, tab: Int)
    /// Rests the sheet of the presentation at `presentation` at `detent` (one of its `sheet.detents`), which the
    /// app chose (`Router.setDetent(_:)`); a drag of the person's is not echoed back.
    func setDetent(_ detent: SheetDetent, presentation: Int, animated: Bool)
}
