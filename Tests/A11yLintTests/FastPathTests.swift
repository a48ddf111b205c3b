import XCTest
@testable import A11yLint

/// The byte-level replacements made for speed answer exactly what the code they replaced answered.
final class FastPathTests: XCTestCase {
    func testSubstringSearchIsByteWise() {
        XCTAssertTrue("accessibilityReduceMotion".contains("educeMotion"))
        XCTAssertTrue("isButton".contains("isButton"))
        XCTAssertTrue("anything".contains(""))
        XCTAssertFalse("isButto".contains("isButton"))
        XCTAssertFalse("".contains("a"))
        XCTAssertFalse("Café".contains("Cafe"))
        XCTAssertTrue("Café au lait".contains("é au"))
        XCTAssertTrue("aaab".contains("aab"), "a partial match must not skip the real one")
    }

    func testSharedFolderCountMatchesSplittingPaths() {
        func folders(_ path: String) -> [Substring] { Array(path.split(separator: "/").dropLast()) }
        func reference(_ lhs: String, _ rhs: String) -> Int {
            let left = folders(lhs), right = folders(rhs)
            var count = 0
            while count < left.count, count < right.count, left[count] == right[count] { count += 1 }
            return count
        }
        let paths = [
            "App/Views/Row.swift", "App/Views/Card.swift", "App/Model/Row.swift", "App/Row.swift", "Row.swift",
            "/abs/App/Views/Row.swift", "App//Views/Row.swift", "App/Views/", "App/ViewsExtra/Row.swift",
            "App/View/Row.swift", "", "/", "Ünï/cødé/Row.swift", "Ünï/cødé/Other.swift",
        ]
        for lhs in paths {
            for rhs in paths {
                XCTAssertEqual(ComponentResolution.sharedFolderCount(lhs, rhs), reference(lhs, rhs), "\(lhs) | \(rhs)")
            }
        }
    }
}
