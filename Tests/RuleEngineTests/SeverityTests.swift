import XCTest
@testable import RuleEngine

final class SeverityTests: XCTestCase {
    func testOrderingAndNames() {
        XCTAssertTrue(Severity.low < .medium && Severity.medium < .high && Severity.high < .critical)
        for severity in Severity.allCases { XCTAssertEqual(Severity(name: severity.name), severity) }
        XCTAssertNil(Severity(name: "severe"))
    }
}
