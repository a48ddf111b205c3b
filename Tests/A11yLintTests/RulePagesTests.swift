import Foundation
import XCTest
@testable import A11yLint
import RuleEngine

/// `Rules/` is generated from the rules' descriptions (`a11y-lint rules --docs Rules/`); a stale page fails here,
/// and so does a README that does not list every rule with its severity.
final class RulePagesTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testCommittedRulePagesMatchTheGenerator() throws {
        let folder = Self.repositoryRoot.appendingPathComponent("Rules")
        let expected = RuleDocs.render(RuleCatalogue.descriptions, context: AccessibilityGuidelines.rulePages)
        let committed = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") })
        XCTAssertEqual(committed, Set(expected.keys),
                       "Rules/ has stale or missing pages; run `swift run a11y-lint rules --docs Rules/`")
        for (name, text) in expected {
            let page = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(page, text, "Rules/\(name) is stale; run `swift run a11y-lint rules --docs Rules/`")
        }
    }

    /// The README's rule table is the generated index's, row for row (links into `Rules/`).
    func testReadmeRuleTableIsTheGeneratedOne() throws {
        let readme = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let index = RuleDocs.index(RuleCatalogue.descriptions)
        let generated = index.split(separator: "\n").filter { $0.hasPrefix("| [`") }
            .map { $0.replacingOccurrences(of: "](", with: "](Rules/") }
        let listed = readme.split(separator: "\n").filter { $0.hasPrefix("| [`") }.map(String.init)
        XCTAssertEqual(listed, generated, "README.md's rule table is stale; copy it from Rules/README.md")
    }

    func testReadmeListsEveryRuleWithItsSeverity() throws {
        let readme = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleCatalogue.all {
            let description = rule.description
            let row = readme.split(separator: "\n").first { $0.contains("[`\(description.id)`]") }
            XCTAssertNotNil(row, "README.md does not list \(description.id)")
            if let row {
                XCTAssertTrue(row.contains(description.severity.name), "README.md: \(description.id) lacks its severity")
            }
        }
    }
}
