import XCTest

final class CLISmokeTests: XCTestCase {
    func testPlaceholder() {
        XCTAssertEqual(1 + 1, 2)
    }
}
