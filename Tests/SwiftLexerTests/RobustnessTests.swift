import Foundation
import TestSupport
import XCTest
@testable import SwiftLexer

/// Hostile input: no crash, no hang, no lost byte.
final class RobustnessTests: XCTestCase {
    /// Swift written for these tests: every lexical form, so that its prefixes cut every form in the middle.
    static let sample = """
        #!/usr/bin/env swift
        /// Doc comment.
        import SwiftUI /* block /* nested */ */
        @main struct App: View {
            @State private var `class` = 0x1.8p3 + 1_000 - 0b1010
            var body: some View {
                let r = /a+b/; let q = #/[a-z]+/#; _ = a / b / c
                Text("Hi \\(name, default: "x\\("y")") \\u{1F600}")
                    .accessibilityLabel(#"raw "\\#(label)" \\(not)"#)
                Text(\"\"\"
                    multi \\(lines.map { $0 + "!" }.joined())
                    \"\"\")
            #if DEBUG
                x?.y!.z ?? w...v ..< u <*> t -> s
            #endif
            }
        }
        #Preview { App() }
        """

    func testRandomBytes() {
        var generator = SplitMix64(state: 0xA11)
        let alphabet = Array("\"\\#()/*`'$@.?!\n\r \t{}[]=-<>a0x_p".utf8) + [0x00, 0xC3, 0xA9, 0xF0, 0x9F, 0xFF]
        for round in 0..<400 {
            let length = Int.random(in: 0..<600, using: &generator)
            let bytes: [UInt8] = (0..<length).map { _ in
                // Half the rounds draw from Swift's punctuation, so that the random input hits lexer states.
                round.isMultiple(of: 2) ? UInt8.random(in: 0...255, using: &generator)
                                        : alphabet.randomElement(using: &generator) ?? 0
            }
            assertLossless(bytes, "random round \(round)")
        }
    }

    func testEveryPrefixOfSampleAndRealFiles() throws {
        var files = [Array(Self.sample.utf8)]
        if let repository = PackageMirrors.repositories().first(where: { $0.hasSuffix("swift-argument-parser.git") }) {
            // A few real files, each cut at every byte up to its first 3,000.
            files += try PackageMirrors.swiftFiles(in: repository).prefix(3).map { Array($0.bytes.prefix(3_000)) }
        }
        for file in files {
            for length in 0...file.count {
                let source = Lexer.lex(Array(file[0..<length]))
                if let violation = losslessnessViolation(source) {
                    return XCTFail("prefix of \(length) bytes: \(violation)")
                }
            }
        }
    }

    func testInvalidUTF8Everywhere() {
        let invalidSequences: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
            [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xFE], [0xFF],
        ]
        let contexts: [(String, String)] = [
            ("", ""), ("abc", "def"), ("\"", "\""), ("\"\"\"\n", "\n\"\"\""), ("// ", "\n"), ("/* ", " */"),
            ("#\"", "\"#"), ("/", "/"), ("`", "`"), ("1", ""), ("#", ""), ("a", "+b"),
        ]
        for sequence in invalidSequences {
            for (before, after) in contexts {
                let bytes = Array(before.utf8) + sequence + Array(after.utf8)
                assertLossless(bytes, "\(sequence) in \(before)…\(after)")
            }
        }
    }

    func testMillionCharacterLines() {
        let million = 1_000_000
        for line in [String(repeating: "a", count: million), "let s = \"" + String(repeating: "x", count: million),
                     "// " + String(repeating: "é", count: million / 2), String(repeating: "+", count: million),
                     String(repeating: "1", count: million) + "abc"] {
            let source = Lexer.lex(line)
            XCTAssertNil(losslessnessViolation(source))
            XCTAssertLessThanOrEqual(source.tokens.count, 6)  // e.g. let s = " segment EOF
        }
    }

    /// Deep nesting costs memory, not stack: the lexer keeps its own state stack.
    /// Files denser than the first guess of one token per 4 bytes, evenly or only past a sparse start: the token
    /// buffer overflows and the file is lexed again with more room (by the density seen, then the worst case of a
    /// token per byte); every token is kept, in order, whichever attempt ends it.
    func testFilesDenserThanTheFirstTokenBufferLexWhole() {
        let dense = String(repeating: "(", count: 3_000)
        let sparse = "// " + String(repeating: "x", count: 3_000) + "\n"
        let inputs = [dense, String(repeating: "a+", count: 2_000), String(repeating: "a.b ", count: 1_000),
                      sparse + dense, dense + sparse, sparse + String(repeating: "a ", count: 1_000) + dense,
                      // Denser after the first overflow than before it: a third attempt.
                      "// " + String(repeating: "x", count: 10_000) + "\n" + String(repeating: "(", count: 30_000)]
        for text in inputs {
            let source = Lexer.lex(text)
            XCTAssertNil(losslessnessViolation(source), String(text.prefix(20)))
            let reference = Lexer.lex(text + " " + String(repeating: "//\n", count: text.utf8.count))
            XCTAssertEqual(source.tokens.dropLast().map(\.kind), reference.tokens.dropLast().map(\.kind),
                           String(text.prefix(20)))
        }
        XCTAssertEqual(Lexer.lex(dense).tokens.count, 3_001)
    }

    func testDeepNesting() {
        let depth = 100_000
        let inputs: [String] = [
            String(repeating: "(", count: depth),
            String(repeating: "/*", count: depth),
            String(repeating: "/*\n", count: depth),
            String(repeating: "/*", count: depth) + String(repeating: "*/", count: depth - 1),
            String(repeating: "\"\\(", count: depth),
            String(repeating: "\"\"\"\n\\(", count: depth),
            String(repeating: "#/\n", count: depth),
            String(repeating: "\"", count: depth),
        ]
        for input in inputs {
            let start = Date()
            let source = Lexer.lex(input)
            XCTAssertNil(losslessnessViolation(source), String(input.prefix(8)))
            // Linear time: even in a debug build each input takes well under this (a quadratic pass would not).
            XCTAssertLessThan(Date().timeIntervalSince(start), 60, String(input.prefix(8)))
        }
    }
}
