@testable import A11yLint
import Foundation
import SwiftLexer
import XCTest

/// Golden `dump-tree` tests: every `Fixtures/Parser/*.swift` has its expected tree in the `.tree` file beside it.
/// Regenerate with `A11YLINT_UPDATE_GOLDEN=1 swift test --filter ParserGoldenTests` and review the diff.
final class ParserGoldenTests: XCTestCase {
    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Parser")
    }

    func testFixturesMatchTheirGoldenTrees() throws {
        let directory = Self.fixturesDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 9, "fixtures missing from \(directory.path)")
        let update = ProcessInfo.processInfo.environment["A11YLINT_UPDATE_GOLDEN"] == "1"
        for name in names {
            let source = try Data(contentsOf: directory.appendingPathComponent(name))
            let dump = TreeDump.render(ViewTreeParser.parse(Lexer.lex([UInt8](source))))
            let golden = directory.appendingPathComponent(String(name.dropLast(".swift".count)) + ".tree")
            if update {
                try dump.write(to: golden, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            if dump != expected {
                XCTFail("\(name): tree differs from \(golden.lastPathComponent); first difference:\n"
                        + Self.firstDifference(expected, dump))
            }
        }
    }

    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
            let got = index < actualLines.count ? String(actualLines[index]) : "<end>"
            if want != got { return "line \(index + 1)\n  expected: \(want)\n  actual:   \(got)" }
        }
        return "(none)"
    }
}
