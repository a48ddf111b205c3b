import XCTest
@testable import A11yLint

/// Conditions on component properties every caller fills with the same constant (`ComponentCallSites
/// .constantProperties`): the branches they fail never run.
final class ConstantConditionTests: XCTestCase {
    let constants: [String: ArgumentConstant] = ["subtitle": .nilValue, "isSelected": .falseValue, "isCompact": .trueValue]

    func testClausesTheConstantsFail() {
        for condition in ["let subtitle", "let text = subtitle", "let text = self.subtitle", "subtitle != nil",
                          "isSelected", "self.isSelected", "!isCompact", "let subtitle, !subtitle.isEmpty",
                          "showsBadge, isSelected"] {
            XCTAssertTrue(ConstantCondition.fails(condition, given: constants), condition)
        }
    }

    func testClausesTheyDoNotDecide() {
        for condition in ["let title", "subtitle == nil", "!isSelected", "isCompact", "isSelected || showsAll",
                          "let text = subtitle ?? title", "count > 0"] {
            XCTAssertFalse(ConstantCondition.fails(condition, given: constants), condition)
        }
    }
}
