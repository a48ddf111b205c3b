@testable import RuleEngine
import XCTest

/// Each escaping helper on its own, with the characters that break its format.
final class WritersTests: XCTestCase {
    func testJSONEscapingCoversQuotesBackslashesAndEveryControlCharacter() throws {
        XCTAssertEqual(JSONEscaping.quoted("a\"b\\c"), #""a\"b\\c""#)
        XCTAssertEqual(JSONEscaping.quoted("\n\r\t\u{08}\u{0C}"), #""\n\r\t\b\f""#)
        XCTAssertEqual(JSONEscaping.quoted("\u{0}\u{1B}\u{1F}"), #""\u0000\u001b\u001f""#)
        XCTAssertEqual(JSONEscaping.quoted("\u{2028}\u{2029}"), #""\u2028\u2029""#)
        XCTAssertEqual(JSONEscaping.quoted("é 🎉 </script> ]]> % , :"), "\"é 🎉 </script> ]]> % , :\"")
        // Text around an escape is copied in runs: dashes, curly quotes and emoji beside quotes stay whole.
        XCTAssertEqual(JSONEscaping.quoted("Add .accessibilityLabel(\"…\") — it’s 🎉\u{2028}end"),
                       #""Add .accessibilityLabel(\"…\") — it’s 🎉\u2028end""#)
        XCTAssertEqual(JSONEscaping.quoted("\u{2027}\u{2030}\""), "\"\u{2027}\u{2030}\\\"\"")
        // Every scalar below 0x20 round-trips through a real JSON parser.
        let all = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}", "\"", "\\"]))
        let parsed = try JSONSerialization.jsonObject(with: Data(("[" + JSONEscaping.quoted(all) + "]").utf8)) as? [String]
        XCTAssertEqual(parsed, [all])
    }

    func testJSONValueRendersStableIndentedOutputAndOmitsNilMembers() {
        let value = JSONValue.object(("b", .integer(1)), ("a", nil), ("c", .array([])), ("d", .object([])),
                                     ("e", .array([.bool(true), .null])))
        XCTAssertEqual(value.rendered(), """
            {
              "b": 1,
              "c": [],
              "d": {},
              "e": [
                true,
                null
              ]
            }

            """)
    }

    func testXMLEscapingOfTextAndAttributes() {
        XCTAssertEqual(XMLEscaping.text("a < b && c > d ]]> \"q\" 'a'"), "a &lt; b &amp;&amp; c &gt; d ]]&gt; \"q\" 'a'")
        XCTAssertEqual(XMLEscaping.attribute("say \"hi\"\n\tnow\r"), "say &quot;hi&quot;&#10;&#9;now&#13;")
        XCTAssertEqual(XMLEscaping.text("line\nnext\ttab"), "line\nnext\ttab")
    }

    func testXMLEscapingReplacesCharactersXMLForbids() {
        XCTAssertEqual(XMLEscaping.text("bell\u{7} esc\u{1B} nul\u{0}"), "bell\\u{7} esc\\u{1B} nul\\u{0}")
        XCTAssertEqual(XMLEscaping.attribute("\u{FFFE}\u{FFFF}"), "\\u{FFFE}\\u{FFFF}")
        XCTAssertFalse(XMLEscaping.isAllowed("\u{1}"))
        XCTAssertTrue(XMLEscaping.isAllowed("\u{85}"))
        XCTAssertTrue(XMLEscaping.isAllowed("🎉"))
    }

    func testXMLDocumentWriterOutputParsesBack() throws {
        var writer = XMLDocumentWriter()
        writer.open("root", [("name", "<&>\"\n\u{7}")])
        writer.element("child", text: "]]> & \u{1B}")
        let document = writer.finish()
        let parsed = try XMLTestParser.parse(document)
        XCTAssertEqual(parsed.elements.map(\.name), ["root", "child"])
        XCTAssertEqual(parsed.elements[0].attributes["name"], "<&>\"\n\\u{7}")
        XCTAssertEqual(parsed.text(of: "child"), "]]> & \\u{1B}")
    }

    func testWorkflowCommandEscaping() {
        XCTAssertEqual(WorkflowCommandEscaping.data("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(WorkflowCommandEscaping.property("a:b,c%\n"), "a%3Ab%2Cc%25%0A")
        XCTAssertEqual(WorkflowCommandEscaping.data("esc\u{1B}[31m"), "esc\\u{1B}[31m")
        XCTAssertEqual(WorkflowCommandEscaping.property("tab\tkept 🎉"), "tab\tkept 🎉")
    }

    func testURIEncodingOfPaths() {
        XCTAssertEqual(URIEncoding.path("Sources/My View.swift"), "Sources/My%20View.swift")
        XCTAssertEqual(URIEncoding.path("Ünï/a:b#c?d%e.swift"), "%C3%9Cn%C3%AF/a%3Ab%23c%3Fd%25e.swift")
        XCTAssertEqual(URIEncoding.path("safe-._~/A9"), "safe-._~/A9")
        XCTAssertEqual(URIEncoding.fileURI(absolutePath: "/work/demo app", directory: true), "file:///work/demo%20app/")
        XCTAssertEqual(URIEncoding.fileURI(absolutePath: "/x/", directory: true), "file:///x/")
        XCTAssertEqual(URIEncoding.fileURI(absolutePath: "/x/y.swift", directory: false), "file:///x/y.swift")
        let hostile = ReportFixture.hostilePath
        XCTAssertEqual(URIEncoding.path(hostile).removingPercentEncoding, hostile)
    }

    func testMarkdownEscaping() {
        XCTAssertEqual(MarkdownEscaping.inline("a | b <i> & `code`\nnext\u{7}"),
                       "a \\| b &lt;i&gt; &amp; `code`<br>next\\u{7}")
        XCTAssertEqual(MarkdownEscaping.code("a`b|c"), "``a`b\\|c``")
        XCTAssertEqual(MarkdownEscaping.code("`x"), "`` `x ``")
    }

    func testVisibleText() {
        XCTAssertEqual(VisibleText.singleLine("a\nb\u{1B}c\u{9F}d🎉"), "a\\u{A}b\\u{1B}c\\u{9F}d🎉")
        XCTAssertEqual(VisibleText.lines("one\r\ntwo\rthree\nfour\u{7}\tfive"), ["one", "two", "three", "four\\u{7}\tfive"])
        // A dash or curly quote shares its first UTF-8 byte with the bidirectional controls: kept as it is.
        XCTAssertEqual(VisibleText.lines("Label — it’s “read” twice"), ["Label — it’s “read” twice"])
        XCTAssertEqual(VisibleText.singleLine("a — b\u{202E}c"), "a — b\\u{202E}c")
        XCTAssertFalse(VisibleText.containsControl("Label — it’s"))
        XCTAssertTrue(VisibleText.containsControl("x\u{2066}y"))
    }

    func testSHA256KnownVectors() {
        XCTAssertEqual(SHA256.hexDigest(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hexDigest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hexDigest("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hexDigest(String(repeating: "a", count: 1000)),
                       "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// Expected values come from an independent implementation of the upload action's algorithm (JavaScript,
    /// BigInt arithmetic) run on the same text: CRLF, lone CR, blank lines, whitespace, repeated long lines
    /// (occurrence counts), non-BMP characters (two UTF-16 units), and no final newline.
    func testPrimaryLocationLineHashMatchesTheUploadAction() {
        let text = "x\r\n\r\n  y\tz\n" + String(repeating: String(repeating: "a", count: 120) + "\n", count: 3) + "end ☃\r😀"
        XCTAssertEqual(PrimaryLocationLineHash.lineHashes(of: text), [
            "7a509f1c9134ded3:1", "c940c758081d227f:1", "1e3ca9b32d156a52:1", "871f6af4d0d4dd7c:1",
            "871f6af4d0d4dd7c:2", "871f6af4d0d4dd7c:3", "112a59d2c050631c:1", "56e41eb4cc943584:1",
        ])
        let profile = PrimaryLocationLineHash.lineHashes(of: ReportFixture.profileSource)
        XCTAssertEqual(Array(profile[4...7]), ["e998082a51f0b9f3:1", "e0d45a05f2427c13:1", "b2316bb476bab76b:1",
                                                "bf639af94a851483:1"])
        XCTAssertEqual(profile.count, 11)
    }

    func testDisplayWidthOfWideAndNarrowCharacters() {
        XCTAssertEqual(Excerpt.displayWidth("a"), 1)
        XCTAssertEqual(Excerpt.displayWidth("é"), 1)
        XCTAssertEqual(Excerpt.displayWidth("日"), 2)
        XCTAssertEqual(Excerpt.displayWidth("👋"), 2)
        XCTAssertEqual(Excerpt.displayWidth("❤️"), 2)
    }
}
