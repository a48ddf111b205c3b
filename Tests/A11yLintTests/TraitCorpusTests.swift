import XCTest
@testable import A11yLint
import RuleEngine
import Foundation
import SwiftLexer

/// Lints a corpus of real SwiftUI code with the trait rules and prints every finding, for reading by hand.
/// Runs only when `A11YLINT_CORPUS` names a folder (the development corpus is kept outside the repository).
final class TraitCorpusTests: XCTestCase {
    func testTraitRulesOnCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["A11YLINT_CORPUS"] else {
            throw XCTSkip("set A11YLINT_CORPUS to a folder of Swift sources to lint it")
        }
        var counts: [String: Int] = [:]
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted() ?? []
        XCTAssertFalse(files.isEmpty, "no Swift files under \(root)")
        // One project per top-level folder, indexed as a whole so components are judged across files.
        let projects = Dictionary(grouping: files) { $0.split(separator: "/").first.map(String.init) ?? "" }
        for (_, projectFiles) in projects.sorted(by: { $0.key < $1.key }) {
            let trees = projectFiles.compactMap { file -> (path: String, tree: ViewTree)? in
                guard let data = FileManager.default.contents(atPath: root + "/" + file) else { return nil }
                return (file, ViewTreeParser.parse(Lexer.lex(Array(data))))
            }
            let index = ProjectIndex.build(trees: trees, configuration: Configuration())
            let linter = Linter(configuration: Configuration(), index: index, catalogue: RuleCatalogue.traitRules)
            for (file, tree) in trees {
                for finding in linter.lint(path: file, tree: tree) {
                    XCTAssertLessThanOrEqual(finding.range.upperBound, tree.source.bytes.count, "\(file): outside the file")
                    // Previews are skipped by the Linter's central filter; count them apart until it lands.
                    let inPreview = tree.allIDs.contains {
                        tree[$0].range.lowerBound <= finding.range.lowerBound
                            && finding.range.lowerBound < tree[$0].range.upperBound && tree.isInPreview($0)
                    }
                    if !inPreview { counts[finding.ruleID, default: 0] += 1 }
                    print("\(inPreview ? "PREVIEW" : "FINDING") \(file):\(finding.start.line):\(finding.start.column) "
                          + "[\(finding.ruleID)] \(finding.message)")
                }
            }
        }
        for (rule, count) in counts.sorted(by: { $0.key < $1.key }) { print("COUNT \(rule) \(count)") }
    }
}
