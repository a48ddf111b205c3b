import XCTest
@testable import SwiftLexer

/// One test per lexical form of SPEC §2. Expected streams are in `dump-tokens` form (`START END KIND`).
final class LexicalFormTests: XCTestCase {
    /// Keywords by length then bytes; contextual keywords (`some`) stay identifiers; Unicode identifiers.
    func testIdentifiersAndKeywords() {
        assertDump("let café = some x; 😀 = self", """
            0 3 keyword.let
            3 4 trivia.spaces
            4 9 identifier
            9 10 trivia.spaces
            10 11 equal
            11 12 trivia.spaces
            12 16 identifier
            16 17 trivia.spaces
            17 18 identifier
            18 19 semicolon
            19 20 trivia.spaces
            20 24 identifier
            24 25 trivia.spaces
            25 26 equal
            26 27 trivia.spaces
            27 31 keyword.self
            31 31 endOfFile
            """)
    }

    /// A backticked keyword is an identifier flagged `backticked`.
    func testBacktickedKeyword() {
        assertDump("var `class` = `default`.self", """
            0 3 keyword.var
            3 4 trivia.spaces
            4 11 identifier backticked
            11 12 trivia.spaces
            12 13 equal
            13 14 trivia.spaces
            14 23 identifier backticked
            23 24 period
            24 28 keyword.self
            28 28 endOfFile
            """)
    }

    /// `$0` and `$name`.
    func testDollarIdentifiers() {
        assertDump("{ $0 + $value }", """
            0 1 leftBrace
            1 2 trivia.spaces
            2 4 dollarIdentifier
            4 5 trivia.spaces
            5 6 binaryOperator
            6 7 trivia.spaces
            7 13 dollarIdentifier
            13 14 trivia.spaces
            14 15 rightBrace
            15 15 endOfFile
            """)
    }

    /// `#if`/`#elseif`/`#else`/`#endif` are directives; `#Preview`, `#available` are pound identifiers.
    func testCompilerDirectives() {
        assertDump("#if DEBUG\nA()\n#elseif os(iOS)\n#else\n#endif\n#Preview { }\nif #available(iOS 17, *) {}", """
            0 3 poundDirective
            3 4 trivia.spaces
            4 9 identifier
            9 10 trivia.newlines
            10 11 identifier
            11 12 leftParen
            12 13 rightParen
            13 14 trivia.newlines
            14 21 poundDirective
            21 22 trivia.spaces
            22 24 identifier
            24 25 leftParen
            25 28 identifier
            28 29 rightParen
            29 30 trivia.newlines
            30 35 poundDirective
            35 36 trivia.newlines
            36 42 poundDirective
            42 43 trivia.newlines
            43 51 poundIdentifier
            51 52 trivia.spaces
            52 53 leftBrace
            53 54 trivia.spaces
            54 55 rightBrace
            55 56 trivia.newlines
            56 58 keyword.if
            58 59 trivia.spaces
            59 69 poundIdentifier
            69 70 leftParen
            70 73 identifier
            73 74 trivia.spaces
            74 76 integerLiteral
            76 77 comma
            77 78 trivia.spaces
            78 79 binaryOperator
            79 80 rightParen
            80 81 trivia.spaces
            81 82 leftBrace
            82 83 rightBrace
            83 83 endOfFile
            """)
    }

    /// `@` is its own token before the attribute name.
    func testAttributes() {
        assertDump("@State private var x = 0\n@Environment(\\.dismiss) var d", """
            0 1 atSign
            1 6 identifier
            6 7 trivia.spaces
            7 14 keyword.private
            14 15 trivia.spaces
            15 18 keyword.var
            18 19 trivia.spaces
            19 20 identifier
            20 21 trivia.spaces
            21 22 equal
            22 23 trivia.spaces
            23 24 integerLiteral
            24 25 trivia.newlines
            25 26 atSign
            26 37 identifier
            37 38 leftParen
            38 39 backslash
            39 40 period
            40 47 identifier
            47 48 rightParen
            48 49 trivia.spaces
            49 52 keyword.var
            52 53 trivia.spaces
            53 54 identifier
            54 54 endOfFile
            """)
    }

    /// `?`/`!` right after an operand are postfix tokens; `??` and ternary `?` are binary.
    func testOptionalChainingAndForceUnwrap() {
        assertDump("a?.b!.c ?? d ? e : f", """
            0 1 identifier
            1 2 postfixQuestion
            2 3 period
            3 4 identifier
            4 5 exclamation
            5 6 period
            6 7 identifier
            7 8 trivia.spaces
            8 10 binaryOperator
            10 11 trivia.spaces
            11 12 identifier
            12 13 trivia.spaces
            13 14 binaryOperator
            14 15 trivia.spaces
            15 16 identifier
            16 17 trivia.spaces
            17 18 colon
            18 19 trivia.spaces
            19 20 identifier
            20 20 endOfFile
            """)
    }

    /// `...` and `..<` are operators; `.` alone is a period.
    func testRangeOperators() {
        assertDump("0...9; 0..<n; x[...]; .caption", """
            0 1 integerLiteral
            1 4 binaryOperator
            4 5 integerLiteral
            5 6 semicolon
            6 7 trivia.spaces
            7 8 integerLiteral
            8 11 binaryOperator
            11 12 identifier
            12 13 semicolon
            13 14 trivia.spaces
            14 15 identifier
            15 16 leftSquare
            16 19 binaryOperator
            19 20 rightSquare
            20 21 semicolon
            21 22 trivia.spaces
            22 23 period
            23 30 identifier
            30 30 endOfFile
            """)
    }

    /// Fixity follows whitespace: binary when both sides or neither are bound.
    func testCustomOperatorsAndFixity() {
        assertDump("a <*> b; -x; x++ ; f(&y) -> Z; a∘b; a=b", """
            0 1 identifier
            1 2 trivia.spaces
            2 5 binaryOperator
            5 6 trivia.spaces
            6 7 identifier
            7 8 semicolon
            8 9 trivia.spaces
            9 10 prefixOperator
            10 11 identifier
            11 12 semicolon
            12 13 trivia.spaces
            13 14 identifier
            14 16 postfixOperator
            16 17 trivia.spaces
            17 18 semicolon
            18 19 trivia.spaces
            19 20 identifier
            20 21 leftParen
            21 22 prefixOperator
            22 23 identifier
            23 24 rightParen
            24 25 trivia.spaces
            25 27 arrow
            27 28 trivia.spaces
            28 29 identifier
            29 30 semicolon
            30 31 trivia.spaces
            31 32 identifier
            32 35 binaryOperator
            35 36 identifier
            36 37 semicolon
            37 38 trivia.spaces
            38 39 identifier
            39 40 equal
            40 41 identifier
            41 41 endOfFile
            """)
    }

    /// Decimal, hexadecimal, octal and binary integers with `_` separators.
    func testIntegerLiterals() {
        assertDump("1_000 0x1F_FF 0o17 0b1010_0101", """
            0 5 integerLiteral
            5 6 trivia.spaces
            6 13 integerLiteral
            13 14 trivia.spaces
            14 18 integerLiteral
            18 19 trivia.spaces
            19 30 integerLiteral
            30 30 endOfFile
            """)
    }

    /// Fractions, exponents and hexadecimal floats; `0xff.description` and `x.0.1` are member accesses.
    func testFloatLiterals() {
        assertDump("1.5 1.5e-3 2E10 0x1.8p3 0x1p-2 0xff.description x.0.1", """
            0 3 floatLiteral
            3 4 trivia.spaces
            4 10 floatLiteral
            10 11 trivia.spaces
            11 15 floatLiteral
            15 16 trivia.spaces
            16 23 floatLiteral
            23 24 trivia.spaces
            24 30 floatLiteral
            30 31 trivia.spaces
            31 35 integerLiteral
            35 36 period
            36 47 identifier
            47 48 trivia.spaces
            48 49 identifier
            49 50 period
            50 51 integerLiteral
            51 52 period
            52 53 integerLiteral
            53 53 endOfFile
            """)
    }

    /// Digits or letters that do not belong to the literal are kept in it and reported.
    func testInvalidNumbers() {
        assertDump("12abc 0b102 0x", """
            0 5 integerLiteral !invalidNumber@2
            5 6 trivia.spaces
            6 11 integerLiteral !invalidNumber@10
            11 12 trivia.spaces
            12 14 integerLiteral !invalidNumber@14
            14 14 endOfFile
            """)
    }

    /// Escapes stay in the segment; an unknown escape is reported.
    func testSimpleStringWithEscapes() {
        assertDump(#""a\n\"b\" \u{1F600}" "\q""#, """
            0 1 stringQuote
            1 19 stringSegment
            19 20 stringQuote
            20 21 trivia.spaces
            21 22 stringQuote
            22 24 stringSegment !invalidEscape@22
            24 25 stringQuote
            25 25 endOfFile
            """)
    }

    /// Interpolations nest to any depth with strings inside.
    func testNestedInterpolation() {
        assertDump(#""a\(b + "c\(d)")e""#, """
            0 1 stringQuote
            1 2 stringSegment
            2 4 interpolationStart
            4 5 identifier
            5 6 trivia.spaces
            6 7 binaryOperator
            7 8 trivia.spaces
            8 9 stringQuote
            9 10 stringSegment
            10 12 interpolationStart
            12 13 identifier
            13 14 interpolationEnd
            14 15 stringQuote
            15 16 interpolationEnd
            16 17 stringSegment
            17 18 stringQuote
            18 18 endOfFile
            """)
    }

    /// A multi-line string whose interpolation holds a string and a closure.
    func testMultilineStringWithInterpolatedStringAndClosure() {
        assertDump("let m = \"\"\"\n  x \\(f(\"s\", { $0.count }))\n  y\n  \"\"\"\n", """
            0 3 keyword.let
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 equal
            7 8 trivia.spaces
            8 11 stringQuote multiline
            11 16 stringSegment multiline
            16 18 interpolationStart
            18 19 identifier
            19 20 leftParen
            20 21 stringQuote
            21 22 stringSegment
            22 23 stringQuote
            23 24 comma
            24 25 trivia.spaces
            25 26 leftBrace
            26 27 trivia.spaces
            27 29 dollarIdentifier
            29 30 period
            30 35 identifier
            35 36 trivia.spaces
            36 37 rightBrace
            37 38 rightParen
            38 39 interpolationEnd
            39 46 stringSegment multiline
            46 49 stringQuote multiline
            49 50 trivia.newlines
            50 50 endOfFile
            """)
    }

    /// Raw strings with one to three `#`; `\` and quotes without enough `#` are text.
    func testRawStrings() {
        assertDump(####"#"q "\(x)" \#(y)"# ##"a"#b"## ###"\##(x)\###(y)"###"####, """
            0 2 stringQuote raw
            2 11 stringSegment raw
            11 14 interpolationStart raw
            14 15 identifier
            15 16 interpolationEnd
            16 18 stringQuote raw
            18 19 trivia.spaces
            19 22 stringQuote raw
            22 26 stringSegment raw
            26 29 stringQuote raw
            29 30 trivia.spaces
            30 34 stringQuote raw
            34 40 stringSegment raw
            40 45 interpolationStart raw
            45 46 identifier
            46 47 interpolationEnd
            47 51 stringQuote raw
            51 51 endOfFile
            """)
    }

    /// A raw multi-line string with raw interpolation.
    func testRawMultilineString() {
        assertDump("#\"\"\"\n  \\(a) \\#(b)\n  \"\"\"#", """
            0 4 stringQuote raw multiline
            4 12 stringSegment raw multiline
            12 15 interpolationStart raw
            15 16 identifier
            16 17 interpolationEnd
            17 20 stringSegment raw multiline
            20 24 stringQuote raw multiline
            24 24 endOfFile
            """)
    }

    /// `a / b / c` divides; `let r = /a+b/` is a regex; `foo(/, /)` passes operators.
    func testRegexLiteralVersusDivision() {
        assertDump("a / b / c\nlet r = /a+b/\nx = foo(/, /)\ny = z/2 + w/3", """
            0 1 identifier
            1 2 trivia.spaces
            2 3 binaryOperator
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 binaryOperator
            7 8 trivia.spaces
            8 9 identifier
            9 10 trivia.newlines
            10 13 keyword.let
            13 14 trivia.spaces
            14 15 identifier
            15 16 trivia.spaces
            16 17 equal
            17 18 trivia.spaces
            18 23 regexLiteral
            23 24 trivia.newlines
            24 25 identifier
            25 26 trivia.spaces
            26 27 equal
            27 28 trivia.spaces
            28 31 identifier
            31 32 leftParen
            32 33 binaryOperator
            33 34 comma
            34 35 trivia.spaces
            35 36 binaryOperator
            36 37 rightParen
            37 38 trivia.newlines
            38 39 identifier
            39 40 trivia.spaces
            40 41 equal
            41 42 trivia.spaces
            42 43 identifier
            43 44 binaryOperator
            44 45 integerLiteral
            45 46 trivia.spaces
            46 47 binaryOperator
            47 48 trivia.spaces
            48 49 identifier
            49 50 binaryOperator
            50 51 integerLiteral
            51 51 endOfFile
            """)
    }

    /// `#/…/#` may contain spaces and slashes.
    func testExtendedRegexLiteral() {
        assertDump(##"let e = #/ [a-z]+ / x /#"##, """
            0 3 keyword.let
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 equal
            7 8 trivia.spaces
            8 24 regexLiteral raw
            24 24 endOfFile
            """)
    }

    /// Line, doc line, nested block and doc block comments are trivia.
    func testComments() {
        assertDump("/// doc\n// line\n/* a /* nested */ b */ x /** doc */\n", """
            0 7 trivia.docLineComment
            7 8 trivia.newlines
            8 15 trivia.lineComment
            15 16 trivia.newlines
            16 38 trivia.blockComment
            38 39 trivia.spaces
            39 40 identifier
            40 41 trivia.spaces
            41 51 trivia.docBlockComment
            51 52 trivia.newlines
            52 52 endOfFile
            """)
    }

    /// A shebang on the first line is trivia.
    func testShebang() {
        assertDump("#!/usr/bin/env swift\nprint(1)", """
            0 20 trivia.shebang
            20 21 trivia.newlines
            21 26 identifier
            26 27 leftParen
            27 28 integerLiteral
            28 29 rightParen
            29 29 endOfFile
            """)
    }

    /// A UTF-8 byte order mark at offset 0 is trivia.
    func testByteOrderMark() {
        assertDump("\u{FEFF}x", """
            0 3 trivia.byteOrderMark
            3 4 identifier
            4 4 endOfFile
            """)
    }

    /// Trailing trivia runs to the line break; a comment spanning lines is leading.
    func testTrailingTriviaStopsAtNewline() {
        assertDump("a // one\n/* two\n */ b /* three */\nc", """
            0 1 identifier
            1 2 trivia.spaces
            2 8 trivia.lineComment
            8 9 trivia.newlines
            9 19 trivia.blockComment
            19 20 trivia.spaces
            20 21 identifier
            21 22 trivia.spaces
            22 33 trivia.blockComment
            33 34 trivia.newlines
            34 35 identifier
            35 35 endOfFile
            """)
    }

    /// Recovery: the string ends at the end of its line; the next line lexes normally.
    func testUnterminatedSingleLineString() {
        assertDump("let s = \"abc\nlet t = 1", """
            0 3 keyword.let
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 equal
            7 8 trivia.spaces
            8 9 stringQuote
            9 12 stringSegment !unterminatedString@12
            12 13 trivia.newlines
            13 16 keyword.let
            16 17 trivia.spaces
            17 18 identifier
            18 19 trivia.spaces
            19 20 equal
            20 21 trivia.spaces
            21 22 integerLiteral
            22 22 endOfFile
            """)
    }

    /// A line break inside the interpolation ends the string too.
    func testUnterminatedInterpolationInSingleLineString() {
        assertDump("\"a\\(b\nc", """
            0 1 stringQuote
            1 2 stringSegment
            2 4 interpolationStart
            4 5 identifier !unterminatedString@5
            5 6 trivia.newlines
            6 7 identifier
            7 7 endOfFile
            """)
    }

    /// Recovery: the string ends with its opening line; the following lines are code again.
    func testUnterminatedMultilineString() {
        assertDump("let m = \"\"\"\nabc\nlet n = 2", """
            0 3 keyword.let
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 equal
            7 8 trivia.spaces
            8 11 stringQuote multiline !unterminatedString@11
            11 12 trivia.newlines
            12 15 identifier
            15 16 trivia.newlines
            16 19 keyword.let
            19 20 trivia.spaces
            20 21 identifier
            21 22 trivia.spaces
            22 23 equal
            23 24 trivia.spaces
            24 25 integerLiteral
            25 25 endOfFile
            """)
    }

    /// Recovery: an error token from `/*` to the end of its line.
    func testUnterminatedBlockComment() {
        assertDump("a /* never closed\nb", """
            0 1 identifier
            1 2 trivia.spaces
            2 17 unknown !unterminatedBlockComment@2
            17 18 trivia.newlines
            18 19 identifier
            19 19 endOfFile
            """)
    }

    /// Recovery: an error token to the end of the line.
    func testUnterminatedRegexLiteral() {
        assertDump("let r = #/abc\nd", """
            0 3 keyword.let
            3 4 trivia.spaces
            4 5 identifier
            5 6 trivia.spaces
            6 7 equal
            7 8 trivia.spaces
            8 13 regexLiteral raw !unterminatedRegex@8
            13 14 trivia.newlines
            14 15 identifier
            15 15 endOfFile
            """)
    }
}
