@testable import RuleEngine
import XCTest

/// Text from the linted code (labels, asset names) reaches Markdown reports as text, never as markup.
final class MarkdownEscapingTests: XCTestCase {
    func testImagesAndLinksFromStringLiteralsStayText() {
        let message = "Label '![i](http://example.com/x.png)' repeats [the role](http://example.com)."
        let escaped = MarkdownEscaping.inline(message)
        XCTAssertEqual(escaped, "Label '!\\[i\\](http://example.com/x.png)' repeats \\[the role\\](http://example.com).")
    }

    func testCodeSpansKeepTheirBrackets() {
        XCTAssertEqual(MarkdownEscaping.inline("Use `items[0]` or [x]"), "Use `items[0]` or \\[x\\]")
    }

    func testBidirectionalOverridesAndLineSeparatorsAreVisible() {
        XCTAssertEqual(VisibleText.singleLine("a\u{202E}b\u{2028}c\u{200F}"), "a\\u{202E}b\\u{2028}c\\u{200F}")
        XCTAssertEqual(MarkdownEscaping.inline("x\u{2066}y"), "x\\u{2066}y")
        XCTAssertEqual(VisibleText.singleLine("Café → ok"), "Café → ok", "other non-ASCII text is untouched")
    }
}
