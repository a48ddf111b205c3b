import Foundation
import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Development aids for the label rules, off unless asked for: `A11YLINT_CORPUS=/tmp/corpus` lints a folder of
/// real SwiftUI code with the label rules and prints every finding with per-rule counts (for reading, not
/// asserting); `A11YLINT_DUMP=File.swift` prints a file's view tree.
final class LabelCorpusTests: XCTestCase {
    func testLabelRulesOnCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["A11YLINT_CORPUS"] else {
            throw XCTSkip("set A11YLINT_CORPUS to a folder of Swift sources to lint it")
        }
        let linter = Linter(configuration: Configuration(), catalogue: RuleCatalogue.labelRules)
        var counts: [String: Int] = [:]
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        XCTAssertFalse(files.isEmpty, "no Swift files under \(root)")
        for file in files {
            let path = root + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else {
                XCTFail("cannot read \(path)")
                continue
            }
            // Skip what the Linter skips by default (previews, test targets) until it does so itself.
            guard !file.split(separator: "/").contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) else { continue }
            let tree = ViewTreeParser.parse(Lexer.lex(Array(data)))
            for finding in linter.lint(path: file, tree: tree) where !Self.isInPreview(finding, tree) {
                counts[finding.ruleID, default: 0] += 1
                print("FINDING \(file):\(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.severity) \(finding.message)")
            }
        }
        for (rule, count) in counts.sorted(by: { $0.key < $1.key }) { print("COUNT \(rule) \(count)") }
    }

    private static func isInPreview(_ finding: Finding, _ tree: ViewTree) -> Bool {
        tree.allIDs.contains { id in
            tree[id].range.contains(finding.range.lowerBound) && tree.isInPreview(id)
        }
    }

    func testDumpTree() throws {
        guard let path = ProcessInfo.processInfo.environment["A11YLINT_DUMP"] else {
            throw XCTSkip("set A11YLINT_DUMP to a Swift file to print its view tree")
        }
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "cannot read \(path)")
        print(TreeDump.render(ViewTreeParser.parse(Lexer.lex(Array(data)))))
    }
}
