extension Explanations {
    /// A storyboard holding `scenes`, with `initial` as its initial view controller.
    static func storyboard(_ scenes: String, initial: String = "nav") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
        initialViewController="\(initial)">
          <scenes>

        """ + scenes + """
              </scenes>
            </document>

            """
    }

    /// A navigation controller whose root is `list`.
    static let navigationScene = """
            <scene sceneID="s1"><objects>
              <navigationController id="nav" sceneMemberID="viewController">
                <connections>
                  <segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>
                </connections>
              </navigationController>
            </objects></scene>

        """

    /// The list scene, with `connections` inside its controller.
    static func listScene(_ connections: String) -> String {
        """
            <scene sceneID="s2"><objects>
              <tableViewController storyboardIdentifier="List" id="list" sceneMemberID="viewController">
                <connections>
        \(connections)
                </connections>
              </tableViewController>
            </objects></scene>

        """
    }

    /// The detail scene, with `body` inside its controller.
    static func detailScene(_ body: String = "") -> String {
        """
            <scene sceneID="s3"><objects>
              <viewController storyboardIdentifier="Detail" id="detail" sceneMemberID="viewController">
        \(body)
              </viewController>
              <exit id="exit" sceneMemberID="exit"/>
            </objects></scene>

        """
    }

    static let showDetail = """
                  <segue destination="detail" kind="show" identifier="openDetail" id="g1"/>
        """

    /// The explanations of `navgraph import storyboard` (NG501–NG507), in code order. Their examples are
    /// storyboards: the wrong one gives the code when imported, the right one does not.
    static let storyboardImport: [Explanation] = [
        Explanation(
            .storyboardUnreadable,
            """
            'navgraph import storyboard' reads Interface Builder storyboards: XML whose root is a <document> of \
            type ...Storyboard.XIB. Malformed XML (an unclosed tag, a stray character), another kind of XML (a \
            .xib, a plist), an empty file or a document type declaration cannot be imported: the problem is \
            reported where it was found and nothing is written. Give the .storyboard file, as Xcode saved it.
            """,
            wrong: String(storyboard(navigationScene + listScene("")).dropLast("</document>\n".count)),
            right: storyboard(navigationScene + listScene("")),
            examplesAreStoryboards: true),
        Explanation(
            .segueNotImported,
            """
            A segue with no equivalent in the graph is written as a comment where it sat and reported: an embed \
            segue (the child of a container view is part of its screen, not navigation), a custom segue kind, a \
            segue leading to a tab bar or split view controller, an unwind the validator refuses (its target is \
            not below it on every path). Model what it did by hand, or leave it to the app's code.
            """,
            wrong: storyboard(
                navigationScene
                    + listScene(
                        """
                                  <segue destination="detail" kind="embed" identifier="embedDetail" id="g1"/>
                        """) + detailScene()),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
        Explanation(
            .sceneNotImported,
            """
            A scene that has no place in the graph is reported and named in a comment at the end of the file: a \
            navigation controller with no root view controller (its screens are pushed from code), a scene \
            without a view controller, a scene whose id is another's, a split view controller's compact column, \
            or a container inside a split column. Add the screens it shows to the graph by hand.
            """,
            wrong: storyboard(
                """
                    <scene sceneID="s1"><objects>
                      <navigationController id="nav" sceneMemberID="viewController"/>
                    </objects></scene>

                """ + listScene(showDetail) + detailScene(), initial: "list"),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
        Explanation(
            .storyboardNotImported,
            """
            A storyboard reference leads to a scene of another storyboard. When that storyboard is imported in the \
            same run, the graph includes its graph and the segue leads to the scene itself; otherwise an empty \
            screen named after it stands in for it, so that the segue is kept. Import the storyboards that refer \
            to each other together: navgraph import storyboard Main.storyboard Settings.storyboard.
            """,
            wrong: storyboard(
                navigationScene
                    + listScene(
                        """
                                  <segue destination="ref" kind="show" identifier="openSettings" id="g1"/>
                        """)
                        + """
                            <scene sceneID="s4"><objects>
                              <viewControllerPlaceholder storyboardName="Settings" id="ref" \
                        sceneMemberID="viewController"/>
                            </objects></scene>

                        """),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
        Explanation(
            .behaviourNotModelled,
            """
            Some things are imported without part of what they do: a segue with a custom class keeps its kind but \
            not its transition, a transition style is not modelled, a SwiftUI hosting controller or a page view \
            controller becomes a plain screen, a segue performed by a prototype cell needs the row's data that the \
            storyboard does not carry, so does a segue whose destination an @IBSegueAction makes, the custom class \
            and restoration identifier of a navigation, tab bar or split view controller have no place on its \
            stack or container, a bar item showing a custom view is left out. Check the output there.
            """,
            wrong: storyboard(
                navigationScene
                    + listScene(
                        """
                                  <segue destination="detail" kind="show" identifier="openDetail" \
                        customClass="FadeSegue" id="g1"/>
                        """) + detailScene()),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
        Explanation(
            .madeUpByImport,
            """
            A remark: the storyboard does not give a name or choice the graph needs, so the importer made it up \
            and says so in a comment. A segue without an identifier is named after its kind and destination \
            (showDetail); a storyboard without an initial view controller gets the first scene nothing leads to \
            as its root. Give the segue an identifier in Interface Builder, or rename it in the graph.
            """,
            wrong: storyboard(
                navigationScene
                    + listScene(
                        """
                                  <segue destination="detail" kind="show" id="g1"/>
                        """) + detailScene()),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
        Explanation(
            .unwindTargetInferred,
            """
            A remark: an unwind segue returns to the scene that declares its action, which only the app's code \
            says. The importer chooses, among the scenes that lead to the segue's scene, the nearest one whose \
            name matches the action (unwindToList: and ListViewController), else the nearest one, and says so \
            in a comment. Check 'to:'. A dismiss button can instead be a bar item with 'builtin: dismiss'.
            """,
            wrong: storyboard(
                navigationScene + listScene(showDetail)
                    + detailScene(
                        """
                                <connections>
                                  <segue destination="exit" kind="unwind" identifier="back" \
                        unwindAction="unwindToList:" id="u1"/>
                                </connections>
                        """)),
            right: storyboard(navigationScene + listScene(showDetail) + detailScene()),
            examplesAreStoryboards: true),
    ]
}
