import XCTest
@testable import A11yLint
import RuleEngine

/// Regression cases for rules that once did work per modifier that grew with the chain's length.
final class RuleScalingTests: XCTestCase {
    func testRepeatedHidingModifiersAreOneFinding() {
        let chain = String(repeating: "        .accessibilityHidden(true)\n", count: 3_000)
        let code = "struct Screen: View {\n    var body: some View {\n        Button(\"Delete\") { delete() }\n" + chain
            + "    }\n}\n"
        var configuration = Configuration()
        configuration.onlyRules = ["hidden-interactive-element"]
        let findings = Linter(configuration: configuration).lint(path: "Screen.swift", bytes: Array(code.utf8))
            .filter { $0.ruleID == "hidden-interactive-element" }
        XCTAssertEqual(findings.map(\.start.line), [4], "one finding, at the first hiding modifier")
    }
}
