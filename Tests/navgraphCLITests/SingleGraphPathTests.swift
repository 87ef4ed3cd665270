import Testing

/// `graph` and `simulate` name what is wrong with their one path as `validate` does: a device or a pipe is "not a
/// regular file", not a missing one.
struct SingleGraphPathTests {
    @Test(arguments: ["graph", "simulate"])
    func aPathThatIsNoRegularFileIsNamedAsSuch(command: String) throws {
        let run = try navgraph([command, "/dev/null"])
        #expect(run.status == 2)
        #expect(run.errors.contains("'/dev/null' is not a regular file"))
        #expect(!run.errors.contains("no such graph file"))
    }

    @Test(arguments: ["graph", "simulate"])
    func aMissingPathIsStillMissing(command: String) throws {
        let folder = try TemporaryFolder()
        let run = try navgraph([command, "absent.navgraph.yaml"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("no such graph file: 'absent.navgraph.yaml'"))
    }
}
