import Foundation
import Testing
import _NavGraphCore

/// The XML under the importer: the subset check refuses what storyboards never hold and what is malformed, at its
/// place, and hands Foundation's `XMLParser` only what it reads without an error.
struct XMLReadingTests {
    /// The problem `text` is refused with, nil when it reads.
    static func problem(_ text: String) -> XMLReadError? {
        problem(Array(text.utf8))
    }

    static func problem(_ bytes: [UInt8]) -> XMLReadError? {
        do {
            _ = try XMLDocumentReader.read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("", "no root element", 1, 1),
        ("  \n<!-- only a comment -->\n", "no root element", 3, 1),
        ("text", "an element ('<') expected", 1, 1),
        ("</a>", "an element ('<') expected", 1, 1),
        ("<a>\n  <b></a>", "'</a>' closes '<b>' (opened at line 2, column 3)", 2, 6),
        ("<a>\n  <b>", "the element 'b' is not closed", 2, 3),
        ("<a/><b/>", "content after the root element", 1, 5),
        ("<a/>text", "content after the root element", 1, 5),
        ("<a x='1' x='2'/>", "the attribute 'x' is given twice", 1, 10),
        ("<a x=1/>", "an attribute value is not quoted", 1, 6),
        ("<a x/>", "'=' expected after an attribute name", 1, 5),
        ("<a x='1'y='2'/>", "a space before an attribute expected", 1, 9),
        ("<a x='<'/>", "'<' in an attribute value", 1, 7),
        ("<a x='1/>", "an attribute value is not closed", 1, 6),
        ("<a x='&nbsp;'/>", "the entity '&nbsp;' is not defined", 1, 7),
        ("<a>&amp</a>", "a reference is not closed with ';'", 1, 4),
        ("<a>&#0;</a>", "'&#0;' is not a character XML allows", 1, 4),
        ("<a>&#xD800;</a>", "'&#xD800;' is not a character XML allows", 1, 4),
        ("<a>&#99999999999;</a>", "is not a character XML allows", 1, 4),
        ("<a>&#;</a>", "a character reference is not closed with ';'", 1, 4),
        ("<a>]]></a>", "']]>' in text", 1, 4),
        ("<a><![CDATA[x</a>", "a CDATA section is not closed", 1, 4),
        ("<a><!-- x -- y --></a>", "'--' inside a comment", 1, 11),
        ("<a><!-- x</a>", "a comment is not closed", 1, 4),
        ("<a><!ELEMENT a ANY></a>", "'<!' that starts neither a comment nor a CDATA section", 1, 4),
        ("<!DOCTYPE a [<!ENTITY e 'x'>]>\n<a>&e;</a>", "a document type declaration is not allowed", 1, 1),
        ("<?x?>\n<a/>", "a processing instruction is not allowed", 1, 1),
        ("<a>\n<?xml-stylesheet href='s'?></a>", "a processing instruction is not allowed", 2, 1),
        ("<a/>\n<?xml version='1.0'?>", "an XML declaration that is not at the start of the file", 2, 1),
        ("<?xml?><a/>", "a malformed XML declaration", 1, 1),
        ("<?xml version='1.1'?><a/>", "XML version '1.1' is not supported", 1, 20),
        ("<?xml version='1.0' encoding='UTF-16'?><a/>", "declares the encoding 'UTF-16'", 1, 38),
        ("<?xml version='1.0' standalone='maybe'?><a/>", "standalone is 'yes' or 'no'", 1, 39),
        ("<?xml version='1.0' <a/>", "the XML declaration is not closed with '?>'", 1, 21),
        ("<?xml encoding='UTF-8'?><a/>", "the XML declaration has no version", 1, 7),
        ("<x:a/>", "the name 'x:a' has a namespace prefix", 1, 2),
        ("<a x:y='1'/>", "the name 'x:y' has a namespace prefix", 1, 4),
        ("<a xmlns='urn:x'/>", "a namespace declaration is not allowed", 1, 4),
        ("<1a/>", "a name expected", 1, 2),
        ("<a>\u{1}</a>", "a character XML does not allow (U+0001)", 1, 4),
        ("<a>\u{FFFE}</a>", "a character XML does not allow (U+FFFE)", 1, 4),
        ("<a>\n  <b x='1'\n", "a start tag is not closed with '>'", 3, 1),
    ])
    func malformedOrForeignXMLIsRefusedAtItsPlace(text: String, message: String, line: Int, column: Int) throws {
        let problem = try #require(Self.problem(text), "\(text) was read")
        #expect(problem.message.contains(message), "\(text): \(problem.message)")
        #expect(problem.line == line && problem.column == column, "\(text): \(problem.line):\(problem.column)")
    }

    @Test func nestingDeeperThanTheLimitIsRefusedAndTheLimitIsRead() throws {
        func nested(_ depth: Int) -> String {
            String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        }
        #expect(Self.problem(nested(256)) == nil)
        let problem = try #require(Self.problem(nested(257)))
        #expect(problem.message.contains("more than 256 deep"))
        #expect(problem.column == 256 * 3 + 1)
        #expect(Self.problem(nested(100_000))?.message.contains("more than 256 deep") == true)
    }

    @Test func wellFormedXMLIsReadWithEveryStartTagsPosition() throws {
        let text =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\" standalone='no' ?>\r\n"
            + "<!-- before -->\n<document type='x' title=\"&lt;&#233;&#xE9;&amp;&quot;&apos;&gt;\">\n"
            + "\t<scenes><![CDATA[ <not> & an element ]]>text &amp; more<!-- in -->\n"
            + "  <scene é-x.1=\"ü\"  /><scene\n id = 'b' ></scene  ></scenes>\n</document >\n<!-- after -->\n"
        let root = try XMLDocumentReader.read(Array(text.utf8))
        #expect(root.name == "document")
        #expect(root["title"] == "<éé&\"'>")
        #expect((root.line, root.column) == (3, 1))
        let scenes = try #require(root.child(named: "scenes"))
        #expect((scenes.line, scenes.column) == (4, 2))
        let children = scenes.children(named: "scene")
        #expect(children.count == 2)
        #expect(children.first?["é-x.1"] == "ü")
        #expect(children.map(\.line) == [5, 5])
        #expect(children.map(\.column) == [3, 23])
        #expect(children.last?["id"] == "b")
    }

    /// The one-pass reader gives the tree Foundation's `XMLParser` (libxml2) gives, names, attributes (values
    /// normalised) and children in order, for every storyboard of the fixtures and the corpus, and for every
    /// change of one byte in a fixture that it accepts: the importer reads what it read before the second parse
    /// was dropped.
    @Test func theTreeIsTheOneXMLParserReads() throws {
        var files = try FileManager.default.subpathsOfDirectory(
            atPath: StoryboardImportGoldenTests.fixtures.path(percentEncoded: false)
        ).filter { $0.hasSuffix(".storyboard") }.map { StoryboardImportGoldenTests.fixtures.appending(path: $0) }
        files += StoryboardCorpusTests.files.map { StoryboardCorpusTests.folder.appending(path: $0) }
        for file in files {
            let bytes = try Array(Data(contentsOf: file))
            let root = try XMLDocumentReader.read(bytes)
            let expected = try #require(FoundationXMLTree.read(bytes), "\(file.lastPathComponent)")
            #expect(FoundationXMLTree.differences(root, expected).isEmpty, "\(file.lastPathComponent)")
        }
        let fixture = StoryboardImportGoldenTests.fixtures.appending(path: "navigation-stacks/Stacks.storyboard")
        let bytes = try Array(Data(contentsOf: fixture))
        let replacements = Array("<>&;\"'/=:!?-[] x#".utf8) + [0x00, 0x09, 0x0A, 0x0D, 0xC3]
        var accepted = 0
        var refused = 0
        for offset in stride(from: 0, to: bytes.count, by: 11) {
            var variants = [Array(bytes[..<offset] + bytes[(offset + 1)...])]
            for byte in replacements where byte != bytes[offset] {
                var changed = bytes
                changed[offset] = byte
                variants.append(changed)
            }
            for variant in variants {
                guard let root = try? XMLDocumentReader.read(variant) else {
                    refused += 1
                    continue
                }
                accepted += 1
                let expected = FoundationXMLTree.read(variant)
                #expect(expected != nil, "XMLParser refused the change at byte \(offset)")
                if let expected {
                    let differences = FoundationXMLTree.differences(root, expected)
                    #expect(differences.isEmpty, "byte \(offset): \(differences.prefix(3))")
                }
            }
        }
        #expect(accepted > 1_000 && refused > 1_000, "\(accepted) accepted, \(refused) refused")
    }

    @Test func attributeValuesAreNormalisedAsXMLSays() throws {
        let root = try XMLDocumentReader.read(Array("<a x='1\t2\n3\r\n4\r5&#10;6&#9;7'/>".utf8))
        #expect(root["x"] == "1 2 3 4 5\n6\t7")
    }
}
