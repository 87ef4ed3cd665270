// expected-error: member 'profile(name:)' expects argument of type 'String'
// graph: Fixtures/required-root.navgraph.yaml
import NavGraphRuntime

@MainActor
func makeRouter() -> Router<RequiredRootFlow> {
    Router<RequiredRootFlow>(entry: .profile)
}
