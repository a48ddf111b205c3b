import XCTest
@testable import RuleEngine

final class GlobTests: XCTestCase {
    func testMatching() throws {
        let cases: [(pattern: String, path: String, matches: Bool, line: UInt)] = [
            ("Pods", "Pods/Alamofire/Session.swift", true, #line),
            ("Pods", "App/Pods/X.swift", true, #line),         // no '/': any depth
            ("Pods", "PodsExtra/X.swift", false, #line),
            ("Sources/Generated", "Sources/Generated/A.swift", true, #line),
            ("Sources/Generated", "Other/Sources/Generated/A.swift", false, #line), // anchored
            ("./Sources/*.swift", "Sources/A.swift", true, #line),
            ("Sources/*.swift", "Sources/Sub/A.swift", false, #line), // '*' stays in one component
            ("Sources/**/*.swift", "Sources/A.swift", true, #line),  // '**' matches zero folders
            ("Sources/**/*.swift", "Sources/a/b/c/A.swift", true, #line),
            ("Sources/**/*.swift", "Tests/A.swift", false, #line),
            ("**/Generated/**", "x/y/Generated/z/A.swift", true, #line),
            ("Tests/**", "Tests/A.swift", true, #line),
            ("*.generated.swift", "Deep/Down/View.generated.swift", true, #line),
            ("*.generated.swift", "Deep/Down/View.swift", false, #line),
            ("View?.swift", "View1.swift", true, #line),
            ("View?.swift", "View12.swift", false, #line),
            ("Vi?w.swift", "Viéw.swift", true, #line),             // '?' is one character, not one byte
            ("View[12].swift", "View2.swift", true, #line),
            ("View[12].swift", "View3.swift", false, #line),
            ("View[!12].swift", "View3.swift", true, #line),
            ("View[!12].swift", "View1.swift", false, #line),
            ("View[a-c].swift", "Viewb.swift", true, #line),
            ("View[a-c].swift", "Viewd.swift", false, #line),
            ("*Tests*", "App/UnitTests/A.swift", true, #line),
            ("a*b*c", "aXbYc", true, #line),
            ("a*b*c", "aXbY", false, #line),
        ]
        for (pattern, path, matches, line) in cases {
            let glob = try Glob(pattern)
            XCTAssertEqual(glob.matches(path), matches, "\(pattern) vs \(path)", line: line)
        }
    }

    func testInvalidPatterns() {
        for (pattern, reason) in [("View[ab.swift", "'[' is never closed"),
                                  ("a**b", "'**' must be a whole path component, as in 'Sources/**/Generated'"),
                                  ("", "the pattern is empty")] {
            XCTAssertThrowsError(try Glob(pattern)) { error in
                XCTAssertEqual((error as? Glob.SyntaxError)?.reason, reason, pattern)
            }
        }
    }

    func testPathFilterIsRelativeToTheConfigurationFolder() throws {
        var configuration = Configuration()
        configuration.rootDirectory = "/project"
        configuration.included = ["Sources"]
        configuration.excluded = ["Sources/Generated", "*.pb.swift"]
        let filter = try PathFilter(configuration: configuration)
        XCTAssertTrue(filter.shouldLint(file: "/project/Sources/App/View.swift"))
        XCTAssertFalse(filter.shouldLint(file: "/project/Sources/Generated/Model.swift"))
        XCTAssertFalse(filter.shouldLint(file: "/project/Sources/App/Model.pb.swift"))
        XCTAssertFalse(filter.shouldLint(file: "/project/Tests/ViewTests.swift"))   // not included
        XCTAssertTrue(filter.isExcluded("/project/Sources/Generated"))
        XCTAssertFalse(filter.isExcluded("/project/Sources"))
    }
}

extension GlobTests {
    /// Random patterns and paths from a small alphabet: compiling either succeeds or reports a reason, matching
    /// always terminates, and a pattern always matches itself when it has no special characters.
    func testRandomPatternsNeverTrap() {
        let alphabet = Array("ab/*?[]!-.é".utf8)
        var random = YAMLReaderRobustnessTests.Random(state: 0xDEAD_BEEF_1234_5678)
        func text(_ length: Int) -> String {
            String(decoding: (0..<length).map { _ in alphabet[random.next(alphabet.count)] }, as: UTF8.self)
        }
        var compiled = 0
        for _ in 0..<2000 {
            let pattern = text(1 + random.next(8))
            let path = text(random.next(12))
            if let glob = try? Glob(pattern) {
                compiled += 1
                _ = glob.matches(path)
            }
        }
        XCTAssertGreaterThan(compiled, 100)
        XCTAssertTrue(try Glob("ab/ba").matches("ab/ba"))
    }
}
