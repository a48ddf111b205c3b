import Dispatch
import TestSupport
import XCTest
@testable import SwiftLexer

/// The fast path for top-level code (`lexTopLevelTokens`) gives exactly the tokens and diagnostics of the general
/// path, on the inputs each of its cases takes and on those it must hand over.
final class FastPathTests: XCTestCase {
    private static let edgeCases = [
        // Operators the fast path takes alone, and their longer or differently bound neighbours.
        "a=b", "a = b", "a == b", "a =.b", "a =//c\n", "x=", "f()->Int", "f() -> Int", "a->>b", "-> ", "a - b", "-1",
        "a?.b", "a?", "a!", "(a)!", "[a]?", "a ?b", "a? b", "x!=y", "\"s\"!", "é?", "a .b", "a..<b", "a...b", ".5",
        "a.b", "a.", ".", "a./b", "a.+b",
        // Numbers.
        "1", "12)", "0x1F", "0b102", "12abc", "1.5", "x.0.1", "1e3", "1_000", "1é", "1.", "007",
        // Strings.
        "\"\"", "\"\" ", "\"\"\"\n\"\"\"", "\"\"\"", "\"a\"", "\"a\\\"b\"", "\"a\\(b)c\"", "\"open\n", "\"é😀\"",
        "\"a\" + \"b\"", "#\"raw\"#", "\"", "x = \"\"\"\n  a\n  \"\"\"",
        // Identifiers and keywords, also within sixteen bytes of the end and longer than sixteen bytes.
        "let", "let x", "aé", "café = 1", "letx", "Self.init", "associatedtype", "precedencegroup",
        "precedencegroupX", "averyveryverylongidentifier", "fileprivate(set)", "_", "$0", "`class`",
        // Trivia.
        "a // c\nb", "a /* c */ b", "a\t\tb", "a  b", "a\r\nb", "a\rb", "a \n", "\u{FEFF}a", "#!/bin/sh\na",
        "a /* unterminated", "a\u{0}b", "a\u{0B}b",
    ]

    func testEdgeCases() {
        for text in Self.edgeCases { assertSamePaths(Array(text.utf8), text) }
    }

    func testEveryPrefixOfTheSample() {
        let sample = Array(RobustnessTests.sample.utf8)
        for length in 0...sample.count { assertSamePaths(Array(sample[0..<length]), "sample prefix \(length)") }
    }

    func testRandomBytesFromSwiftsAlphabet() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab_9 \n\t.=-?!>\"\\()#/*{}é".utf8)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 0
            }
            assertSamePaths(bytes, "bytes \(bytes)")
        }
    }

    /// Every twentieth `.swift` file of the package mirrors (all of them take minutes in debug builds).
    func testPackageMirrorSample() throws {
        let repositories = PackageMirrors.repositories()
        guard !repositories.isEmpty else { throw XCTSkip("no package mirrors under \(PackageMirrors.root)") }
        let results = Locked(initialValue: (compared: 0, differing: [String]()))
        DispatchQueue.concurrentPerform(iterations: repositories.count) { index in
            guard let files = try? PackageMirrors.swiftFiles(in: repositories[index]) else {
                return results.withLock { $0.differing.append("\(repositories[index]): unreadable") }
            }
            for (fileIndex, file) in files.enumerated() where fileIndex % 20 == 0 {
                let same = Self.pathsAgree(file.bytes)
                results.withLock {
                    $0.compared += 1
                    if !same { $0.differing.append("\(repositories[index]):\(file.path)") }
                }
            }
        }
        let (compared, differing) = results.withLock { $0 }
        XCTAssertGreaterThan(compared, 0)
        XCTAssertEqual(differing, [])
    }

    private static func pathsAgree(_ bytes: [UInt8]) -> Bool {
        let fast = Lexer.lex(bytes, usingFastPath: true)
        let general = Lexer.lex(bytes, usingFastPath: false)
        return fast.tokens == general.tokens && fast.diagnostics == general.diagnostics
    }

    private func assertSamePaths(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = Lexer.lex(bytes, usingFastPath: true)
        let general = Lexer.lex(bytes, usingFastPath: false)
        XCTAssertEqual(fast.tokens, general.tokens, what, file: file, line: line)
        XCTAssertEqual(fast.diagnostics, general.diagnostics, what, file: file, line: line)
    }
}
