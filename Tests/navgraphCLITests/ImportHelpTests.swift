import Testing

/// `navgraph help import` lists the options that apply to storyboards: the file size limit, not the YAML limits.
@Test func importHelpListsOnlyTheLimitThatAppliesToStoryboards() throws {
    let run = try navgraph(["help", "import"])
    #expect(run.status == 0)
    #expect(run.output.contains("--max-file-size BYTES"))
    #expect(run.output.contains("largest storyboard read"))
    #expect(!run.output.contains("largest graph file read"))
    for option in ["--max-depth", "--max-aliases", "--max-scalar-length", "--max-includes"] {
        #expect(!run.output.contains(option), "\(option) does not apply to storyboards")
    }
}

@Test func importRefusesAYAMLLimitAsAnUnknownOption() throws {
    let run = try navgraph(["import", "storyboard", "--max-depth", "3", "Main.storyboard"])
    #expect(run.status == 2)
    #expect(run.errors.contains("--max-depth"))
}
