import XCTest
@testable import RuleEngine

/// Compact rendering of a node for table-driven comparisons: scalars as-is, `~` for null, `[a, b]`, `{k: v}`.
private func render(_ node: YAMLNode) -> String {
    switch node.value {
    case .null: return "~"
    case .scalar(let text, _): return text.debugDescription
    case .sequence(let items): return "[" + items.map(render).joined(separator: ", ") + "]"
    case .mapping(let entries): return "{" + entries.map { "\($0.key): \(render($0.value))" }.joined(separator: ", ") + "}"
    }
}

final class YAMLReaderTests: XCTestCase {
    func testValidDocuments() throws {
        let cases: [(yaml: String, expected: String, line: UInt)] = [
            ("", "~", #line),
            ("# only a comment\n\n", "~", #line),
            ("---\nkey: value\n", #"{key: "value"}"#, #line),
            ("a: 1\nb: two words  # comment\n", #"{a: "1", b: "two words"}"#, #line),
            ("a:\n  b:\n    c: deep\n", #"{a: {b: {c: "deep"}}}"#, #line),
            ("list:\n  - one\n  - two\n", #"{list: ["one", "two"]}"#, #line),
            ("list:\n- one\n- two\nnext: 3\n", #"{list: ["one", "two"], next: "3"}"#, #line),
            ("- a: 1\n  b: 2\n- c\n", #"[{a: "1", b: "2"}, "c"]"#, #line),
            ("- - nested\n  - again\n", #"[["nested", "again"]]"#, #line),
            ("-\n  k: v\n", #"[{k: "v"}]"#, #line),
            ("empty:\nnull: ~\nalso: null\n", "{empty: ~, null: ~, also: ~}", #line),
            ("flow: [a, 'b c', \"d\", ]\n", #"{flow: ["a", "b c", "d"]}"#, #line),
            ("flow: {x: 1, y: [2, 3], z: {}}\n", #"{flow: {x: "1", y: ["2", "3"], z: {}}}"#, #line),
            ("multi: [\n  a,  # first\n  b\n]\n", #"{multi: ["a", "b"]}"#, #line),
            ("s: 'it''s'\n", #"{s: "it\'s"}"#, #line),
            (#"d: "tab\there \"q\" \\ \u00e9 \x41 \U0001F600""# + "\n", #"{d: "tab\there \"q\" \\ é A 😀"}"#, #line),
            ("\"quoted key\": 1\n'other': 2\n", #"{quoted key: "1", other: "2"}"#, #line),
            ("url: http://example.com/a#b\n", #"{url: "http://example.com/a#b"}"#, #line),
            ("text: |\n  line one\n    indented\n\n  line three\nnext: x\n",
             #"{text: "line one\n  indented\n\nline three\n", next: "x"}"#, #line),
            ("text: |-\n  stripped\n\n", #"{text: "stripped"}"#, #line),
            ("text: |+\n  kept\n\n", #"{text: "kept\n\n"}"#, #line),
            ("text: >\n  folded\n  words\n\n  para\n", #"{text: "folded words\npara\n"}"#, #line),
            ("crlf: yes\r\nother: no\r\n", #"{crlf: "yes", other: "no"}"#, #line),
            ("\u{FEFF}bom: 1\n", #"{bom: "1"}"#, #line),
            ("\u{FEFF}- a: 1\n  b: 2\n", #"[{a: "1", b: "2"}]"#, #line),
            ("key:    spaced   \n", #"{key: "spaced"}"#, #line),
            ("k: a:b\n", #"{k: "a:b"}"#, #line),
            ("k: -5\n", #"{k: "-5"}"#, #line),
            ("k: [1 2]\n", #"{k: ["1 2"]}"#, #line),
            ("k: x\t# tab before comment\n", #"{k: "x"}"#, #line),
        ]
        for (yaml, expected, line) in cases {
            do {
                let node = try YAMLReader.parse(yaml, path: "t.yml")
                XCTAssertEqual(render(node), expected, "input: \(yaml.debugDescription)", line: line)
            } catch {
                XCTFail("unexpected error \(error) for \(yaml.debugDescription)", line: line)
            }
        }
    }

    func testInvalidDocuments() {
        let cases: [(yaml: String, expected: String, line: UInt)] = [
            ("a: &anchor 1\n", "t.yml:1:4: anchors ('&name') are not supported; repeat the value instead", #line),
            ("a: 1\nb: *anchor\n", "t.yml:2:4: aliases ('*name') and merge keys are not supported; repeat the value instead", #line),
            ("<<: *base\n", "t.yml:1:5: aliases ('*name') and merge keys are not supported; repeat the value instead", #line),
            ("a: !!str 1\n", "t.yml:1:4: tags ('!tag') are not supported; remove the tag", #line),
            ("a: [!t x]\n", "t.yml:1:5: tags ('!tag') are not supported; remove the tag", #line),
            ("a: 1\n---\nb: 2\n", "t.yml:2:1: multiple documents ('---') are not supported; keep one document per file", #line),
            ("a: 1\n...\n", "t.yml:2:1: document end markers ('...') are not supported; remove the line", #line),
            ("%YAML 1.2\na: 1\n", "t.yml:1:1: YAML directives ('%…') are not supported; remove the line", #line),
            ("a:\n\tb: 1\n", "t.yml:2:1: tab used for indentation; YAML indents with spaces only", #line),
            ("a:\n  \tb: 1\n", "t.yml:2:3: tab used for indentation; YAML indents with spaces only", #line),
            ("a: 1\nb: 2\na: 3\n", "t.yml:3:1: duplicate key 'a' (first defined at 1:1); remove one of them", #line),
            ("m: {x: 1, x: 2}\n", "t.yml:1:11: duplicate key 'x' (first defined at 1:5); remove one of them", #line),
            ("? complex\n: value\n", "t.yml:1:1: complex keys ('? key') are not supported; write 'key: value'", #line),
            ("a: |2\n  x\n", "t.yml:1:5: block scalar indentation indicators are not supported; indent the text consistently instead", #line),
            ("a: [|\n x]\n", "t.yml:1:5: block scalars ('|', '>') cannot appear inside '[…]' or '{…}'; use a quoted string", #line),
            ("a: 'open\n  more'\n", "t.yml:1:4: quoted strings that span lines are not supported; close the quote on the same line or use '|'", #line),
            ("a: \"open", "t.yml:1:4: unterminated quoted string; add the closing quote", #line),
            (#"a: "bad \q""#, #"t.yml:1:9: invalid escape '\q' in a double-quoted string; write '\\' for a backslash"#, #line),
            (#"a: "bad \x4""#, #"t.yml:1:9: invalid escape '\x4"' in a double-quoted string; write '\\' for a backslash"#, #line),
            ("a: [x: 1]\n", "t.yml:1:6: 'key: value' pairs inside '[…]' are not supported; use '{key: value}'", #line),
            ("a: @x\n", "t.yml:1:4: a plain value cannot start with '@'; quote the value", #line),
            ("a: `x`\n", "t.yml:1:4: a plain value cannot start with '`'; quote the value", #line),
            ("a: b: c\n", "t.yml:1:4: 'b:' cannot follow a key on the same line; put nested values on the next lines, indented", #line),
            ("a: - b\n", "t.yml:1:4: '-' cannot follow a key on the same line; put nested values on the next lines, indented", #line),
            ("a: 1\n  b: 2\n", "t.yml:2:3: unexpected indentation; align this line with its siblings (multi-line plain values are not supported)", #line),
            ("a: plain\n  continued\n", "t.yml:2:3: unexpected indentation; align this line with its siblings (multi-line plain values are not supported)", #line),
            ("a: 1\njust text\n", "t.yml:2:1: expected 'key: value'; check the indentation of this line", #line),
            ("- a\nb: 1\n", "t.yml:2:1: list items ('- …') and keys cannot share one level; indent the list under a key", #line),
            ("a: 1\n- b\n", "t.yml:2:1: list items ('- …') and keys cannot share one level; indent the list under a key", #line),
            ("  a: 1\nb: 2\n", "t.yml:2:1: unexpected indentation; align this line with its siblings (multi-line plain values are not supported)", #line),
            ("a: \"x\" y\n", "t.yml:1:8: unexpected text after the value; put a comment after ' #' or quote the value", #line),
            ("a: [1, 2\n", "t.yml:1:4: '[' is never closed; add ']'", #line),
            ("a: {x: 1\n", "t.yml:1:4: '{' is never closed; add '}'", #line),
            ("a: [\"x\" y]\n", "t.yml:1:9: expected ',' or ']'; separate items with commas", #line),
            ("a: [1, , 2]\n", "t.yml:1:8: empty item; remove the extra ','", #line),
            ("a: {x}\n", "t.yml:1:6: expected ':' after key 'x'; write '{key: value}'", #line),
            (": v\n", "t.yml:1:1: empty key before ':'; write 'key: value'", #line),
            ("\u{FEFF}a: &x 1\n", "t.yml:1:4: anchors ('&name') are not supported; repeat the value instead", #line),
            ("a: 1\n\u{FF}: 2\n", "t.yml:2:1: the file is not valid UTF-8; save it as UTF-8", #line),
            (String(repeating: "[", count: 100), "t.yml:1:64: values are nested more than 64 levels deep; flatten the configuration", #line),
        ]
        for (yaml, expected, line) in cases {
            var bytes = Array(yaml.utf8)
            if yaml.contains("\u{FF}") { bytes = bytes.map { $0 == 0xC3 ? 0xFF : $0 }.filter { $0 != 0xBF } }
            XCTAssertThrowsError(try YAMLReader.parse(bytes: bytes, path: "t.yml"), "input: \(yaml.debugDescription)",
                                 line: line) { error in
                XCTAssertEqual("\(error)", expected, "input: \(yaml.debugDescription)", line: line)
            }
        }
    }

    func testPositionsOnKeysAndValues() throws {
        let node = try YAMLReader.parse("root:\n  key: value\n  list: [a, b]\n", path: "t.yml")
        guard case .mapping(let root) = node.value, case .mapping(let inner) = root[0].value.value else {
            return XCTFail("expected nested mappings")
        }
        XCTAssertEqual(inner[0].keyPosition, YAMLPosition(line: 2, column: 3))
        XCTAssertEqual(inner[0].value.position, YAMLPosition(line: 2, column: 8))
        guard case .sequence(let items) = inner[1].value.value else { return XCTFail("expected a list") }
        XCTAssertEqual(items.map(\.position), [YAMLPosition(line: 3, column: 10), YAMLPosition(line: 3, column: 13)])
    }
}

final class YAMLReaderRobustnessTests: XCTestCase {
    /// Deterministic xorshift, so failures reproduce.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    /// Mutated configurations and random bytes either parse or throw; they never trap or hang.
    func testMutationsNeverCrash() {
        let seed = Array("""
            included: [Sources, "a b"]
            rules:
              x: {k: 'v', l: [1, 2]}
            list:
              - a: 1
                b: |
                  text
              - >-
                folded
            # comment
            """.utf8)
        let alphabet = Array(" \t\n\r-:#[]{},'\"|>&*!?%@`\\abc0".utf8)
        var random = Random(state: 0x9E37_79B9_7F4A_7C15)
        var outcomes = (parsed: 0, rejected: 0)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<(1 + random.next(4)) {
                let position = random.next(bytes.count)
                switch random.next(3) {
                case 0: bytes[position] = alphabet[random.next(alphabet.count)]
                case 1: bytes.insert(alphabet[random.next(alphabet.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            do {
                _ = try YAMLReader.parse(bytes: bytes, path: "f.yml")
                outcomes.parsed += 1
            } catch {
                XCTAssertFalse(error.description.isEmpty)
                outcomes.rejected += 1
            }
        }
        XCTAssertGreaterThan(outcomes.parsed, 0)
        XCTAssertGreaterThan(outcomes.rejected, 0)
    }

    func testDeepBlockNestingIsCapped() {
        var text = ""
        for depth in 0..<200 { text += String(repeating: " ", count: depth) + "a:\n" }
        XCTAssertThrowsError(try YAMLReader.parse(text, path: "f.yml")) {
            XCTAssertTrue("\($0)".contains("nested more than 64 levels"), "\($0)")
        }
        let dashes = String(repeating: "- ", count: 200) + "x\n"
        XCTAssertThrowsError(try YAMLReader.parse(dashes, path: "f.yml"))
    }
}
