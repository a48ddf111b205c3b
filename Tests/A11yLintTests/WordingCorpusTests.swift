import Foundation
import XCTest
@testable import A11yLint
import RuleEngine

/// Lints real SwiftUI code with the wording group's rules (opt-in ones included) and prints every finding and a
/// count per rule, for reading by hand. Runs only when `A11YLINT_CORPUS` names a folder (e.g. /tmp/corpus);
/// the corpus is never part of the repository.
final class WordingCorpusTests: XCTestCase {
    func testLintCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["A11YLINT_CORPUS"] else {
            throw XCTSkip("set A11YLINT_CORPUS to a folder of Swift sources to lint it")
        }
        var configuration = Configuration()
        configuration.onlyRules = Set(RuleCatalogue.wordingRules.map { $0.description.id })
        let linter = Linter(configuration: configuration, catalogue: RuleCatalogue.wordingRules)
        var counts: [String: Int] = [:]
        var files = 0
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.contains("/.build/") else { continue }
            let data = try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(relative))
            files += 1
            for finding in linter.lint(path: relative, bytes: Array(data)) {
                counts[finding.ruleID, default: 0] += 1
                print("FINDING \(finding.file):\(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.message)")
            }
        }
        print("CORPUS \(root): \(files) files")
        for (rule, count) in counts.sorted(by: { $0.key < $1.key }) { print("COUNT \(rule) \(count)") }
        XCTAssertGreaterThan(files, 0, "no Swift files under \(root)")
    }
}
