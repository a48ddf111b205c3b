import Foundation
import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Development aid for the visual rules, off unless asked for: `A11YLINT_CORPUS=/tmp/corpus` lints a folder of real
/// SwiftUI code with the visual rules and prints every finding with per-rule counts (for reading, not asserting).
/// Test targets are left out, and CodeEdit is linted as the macOS-only project it is (the Linter then skips
/// iOS-only rules and previews itself).
final class VisualCorpusTests: XCTestCase {
    func testVisualRulesOnCorpus() throws {
        guard let root = ProcessInfo.processInfo.environment["A11YLINT_CORPUS"] else {
            throw XCTSkip("set A11YLINT_CORPUS to a folder of Swift sources to lint it")
        }
        let iOSLinter = Linter(configuration: Configuration(), platforms: ["ios"], catalogue: RuleCatalogue.visualRules)
        let macOSLinter = Linter(configuration: Configuration(), platforms: ["macos"],
                                 catalogue: RuleCatalogue.visualRules)
        var counts: [String: Int] = [:]
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.contains("Tests/") }.sorted() ?? []
        XCTAssertFalse(files.isEmpty, "no Swift files under \(root)")
        for file in files {
            let path = root + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else {
                XCTFail("cannot read \(path)")
                continue
            }
            let linter = file.hasPrefix("CodeEdit/") ? macOSLinter : iOSLinter
            for finding in linter.lint(path: file, bytes: Array(data)) {
                counts[finding.ruleID, default: 0] += 1
                print("FINDING \(file):\(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.severity) \(finding.message)")
            }
        }
        for (rule, count) in counts.sorted(by: { $0.key < $1.key }) { print("COUNT \(rule) \(count)") }
    }
}

/// The demo screens must trigger every visual rule that is on by default.
final class VisualDemoScreensTests: XCTestCase {
    func testDemoScreensTriggerEveryVisualRule() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/DemoApp/VisualScreens.swift").path
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path), "cannot read \(path)")
        let linter = Linter(configuration: Configuration(), catalogue: RuleCatalogue.visualRules)
        let findings = linter.lint(path: "VisualScreens.swift", bytes: Array(data))
        for finding in findings {
            print("DEMO \(finding.start.line):\(finding.start.column) [\(finding.ruleID)] \(finding.severity)")
        }
        let fired = Set(findings.map(\.ruleID))
        for rule in RuleCatalogue.visualRules where !rule.description.isOptIn {
            XCTAssertTrue(fired.contains(rule.description.id), "\(rule.description.id) does not fire on the demo screens")
        }
    }
}
