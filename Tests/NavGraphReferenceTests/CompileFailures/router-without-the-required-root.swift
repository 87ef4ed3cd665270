// expected-error: requires that 'RequiredRootFlow' conform to 'NavigationGraphWithDefaultRoot'
// graph: Fixtures/required-root.navgraph.yaml
import NavGraphRuntime

@MainActor
func makeRouter() -> Router<RequiredRootFlow> {
    Router<RequiredRootFlow>()
}
