import XCTest
@testable import SwiftLexer

final class LexerBehaviourTests: XCTestCase {
    /// NUL, a stray apostrophe, an invalid UTF-8 byte and a truncated sequence become `.unknown` tokens.
    func testInvalidBytesBecomeUnknownTokensWithDiagnostics() {
        let source = Lexer.lex([0x61, 0x00, 0x27, 0xFF, 0x20, 0xC3, 0x28, 0x62])
        XCTAssertEqual(TokenDump.render(source), """
            0 1 identifier
            1 2 unknown !invalidCharacter@1
            2 3 unknown !invalidCharacter@2
            3 4 unknown !invalidUTF8@3
            4 5 trivia.spaces
            5 6 unknown !invalidUTF8@5
            6 7 leftParen
            7 8 identifier
            8 8 endOfFile

            """)
        XCTAssertNil(losslessnessViolation(source))
    }

    func testAtStartOfLineFlags() {
        let source = Lexer.lex("a b\n  c /* x\n */ d // e\nf")
        let flags = source.tokens.map { "\(source.text(of: $0)):\($0.isAtStartOfLine)" }
        XCTAssertEqual(flags, ["a:true", "b:false", "c:true", "d:true", "f:true", ":false"])
    }

    func testEveryKeywordIsRecognisedAndNothingElse() {
        for keyword in Keyword.allCases where keyword != .none {
            let spelling = String(describing: keyword)
            XCTAssertEqual("\(keyword.spelling)", spelling)
            // At the end of input (matched byte by byte) and followed by sixteen bytes (matched by whole words).
            for text in [spelling, spelling + String(repeating: " ", count: 16)] {
                let source = Lexer.lex(text)
                XCTAssertEqual(source.tokens.first?.kind, .keyword, spelling)
                XCTAssertEqual(source.tokens.first?.keyword, keyword, spelling)
            }
            // One byte more, one byte less, or another case: identifiers.
            for variant in [spelling + "x", String(spelling.dropLast()), spelling.uppercased()] where variant != spelling {
                for text in [variant, variant + String(repeating: " ", count: 16)] {
                    let token = Lexer.lex(text).tokens.first
                    XCTAssertTrue(token?.kind == .identifier || token?.keyword != keyword, variant)
                }
            }
        }
        for contextual in ["some", "any", "get", "set", "willSet", "mutating", "_", "selfish", "Selfie"] {
            XCTAssertEqual(Lexer.lex(contextual).tokens.first?.kind, .identifier, contextual)
        }
    }

    /// Regex versus division is a function of the previous token (and of the literal's own shape).
    func testRegexVersusDivisionTable() {
        let table: [(source: String, isRegex: Bool)] = [
            ("let r = /a+b/", true), ("return /a/", true), ("f(/a/)", true), ("[/a/, /b/]", true),
            ("x ?? /a/", true), ("case /a/:", true), ("{ /a/ }", true), ("try /a/", true),
            ("a / b / c", false), ("a/b/c", false), ("x = a /b/ c", false), ("1 /2/ 3", false),
            ("self /a/", false), (") /a/", false), ("] /a/", false), ("} /a/", false), ("x! /a/", false),
            ("x? /a/", false), ("\"s\" /a/", false), ("let r = / a/", false), ("let r = /a /", false),
            ("foo(/, /)", false), ("let r = /a\n/", false), ("x = (/a)/)", false),
        ]
        for (source, isRegex) in table {
            let lexed = Lexer.lex(source)
            XCTAssertEqual(lexed.tokens.contains { $0.kind == .regexLiteral }, isRegex, source)
            XCTAssertNil(losslessnessViolation(lexed), source)
        }
    }

    func testTriviaPiecesOfARangeThatIsNoTriviaAreGarbage() {
        let bytes = Array("x /* c */\n".utf8)
        XCTAssertEqual(Trivia.pieces(in: 0..<bytes.count, of: bytes), [
            TriviaPiece(kind: .garbage, range: 0..<1),
            TriviaPiece(kind: .spaces, range: 1..<2),
            TriviaPiece(kind: .blockComment, range: 2..<9),
            TriviaPiece(kind: .newlines, range: 9..<10),
        ])
        XCTAssertEqual(Trivia.pieces(in: 5..<100, of: bytes).first?.range.lowerBound, 5)
        XCTAssertEqual(Trivia.pieces(in: 3..<3, of: bytes), [])
    }

    func testCommentsAreReachableForSuppressions() {
        let source = Lexer.lex("a // a11y-lint:disable x\n/// doc\nb /* c */ /** d */\n")
        let texts = source.comments().map { source.text(in: $0.range) }
        XCTAssertEqual(texts, ["// a11y-lint:disable x", "/// doc", "/* c */", "/** d */"])
        XCTAssertEqual(source.comments().map(\.kind), [.lineComment, .docLineComment, .blockComment, .docBlockComment])
    }

    func testLineEndingsCRLFAndCR() {
        assertDump("a\r\nb\rc", """
            0 1 identifier
            1 3 trivia.newlines
            3 4 identifier
            4 5 trivia.newlines
            5 6 identifier
            6 6 endOfFile
            """)
    }

    /// Everything after an unterminated multi-line string's opening line is lexed again as code, and the
    /// strings that were open inside it are known to be unterminated without another scan.
    func testNestedUnterminatedMultilineStringsRecoverLinearly() {
        let text = "let a = \"\"\"\n\\(\"\"\"\n\\(x)\n"
        let source = Lexer.lex(text)
        XCTAssertNil(losslessnessViolation(source))
        XCTAssertEqual(source.diagnostics.map(\.kind), [.unterminatedString, .unterminatedString])
    }

    /// `#"""#` is a single-line raw string holding a quote, because its line also closes it (Swift's rule).
    func testRawStringOfQuotesIsSingleLine() {
        assertDump(##"#"""# #""""foobar""#"##, """
            0 2 stringQuote raw
            2 3 stringSegment raw
            3 5 stringQuote raw
            5 6 trivia.spaces
            6 8 stringQuote raw
            8 18 stringSegment raw
            18 20 stringQuote raw
            20 20 endOfFile
            """)
    }

    func testUnterminatedRawStringEndsAtEndOfLine() {
        assertDump("#\"abc\"\nx", """
            0 2 stringQuote raw
            2 6 stringSegment raw !unterminatedString@6
            6 7 trivia.newlines
            7 8 identifier
            8 8 endOfFile
            """)
    }

    func testTokenDumpCoversTheFileWithoutGaps() {
        let text = "#!/bin/swift\n\u{FEFF}let x = \"a\\(b)\" /* c */ // d\n"
        var expectedStart = 0
        for line in TokenDump.render(Lexer.lex(text)).split(separator: "\n") {
            let fields = line.split(separator: " ")
            XCTAssertEqual(Int(fields[0]), expectedStart, String(line))
            expectedStart = Int(fields[1]) ?? -1
        }
        XCTAssertEqual(expectedStart, text.utf8.count)
    }
}
