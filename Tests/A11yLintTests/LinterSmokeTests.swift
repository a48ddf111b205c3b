import XCTest
@testable import A11yLint
import RuleEngine

final class LinterSmokeTests: XCTestCase {
    func testEmptyFileHasNoFindings() {
        let linter = Linter(configuration: Configuration())
        XCTAssertEqual(linter.lint(path: "Empty.swift", bytes: []), [])
    }
}
