package import NavGraphRuntime

/// The containers of one UI framework, as `HostCoordinator` drives them: UIKit's navigation, tab bar and split
/// view controllers and modal presentation (NavGraphUIKit), or a fake that behaves like them (the tests).
///
/// Each method does what its `HostOperation` says. A method taking `completion` calls it once the change is on
/// screen (at once when not animated, after the animation otherwise); the coordinator holds programmatic
/// changes back until then. The platform reports what the person does through the coordinator's
/// `navigationStack(_:didShow:)`, `interactivePopBegan(in:)`, ... methods.
@MainActor
package protocol HostPlatform: AnyObject {
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
    /// `setViewControllers(_:animated:)` on a stack's navigation controller.
    func setStack(
        _ stack: StackID, to controllers: [Controller], animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Applies a stack's bar and toolbar visibility and its navigation controller's settings.
    func applyBars(_ bars: StackBars, to stack: StackID)
    /// Presents `controllers` (one, or a stack embedded in a navigation controller) over the presentation below
    /// `presentation.index` (the root content for 0).
    func present(
        _ presentation: HostTree.Presentation, controllers: [Controller], animated: Bool,
        completion: @escaping @MainActor () -> Void)
    /// Dismisses the presentation at `index` and every one above it. The coordinator applies nothing more until
    /// `completion` (UIKit refuses to present from a view controller whose dismissal still animates).
    func dismiss(fromIndex index: Int, animated: Bool, completion: @escaping @MainActor () -> Void)
    /// Selects the tab at `index`.
    func selectTab(_ index: Int)
    /// Collapses or expands the split of the root content (`tab` nil) or of a tab.
    func setSplitCollapsed(_ collapsed: Bool, tab: Int?)
}
