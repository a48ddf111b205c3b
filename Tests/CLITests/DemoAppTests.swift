import Foundation
import XCTest
@testable import a11y_lint

/// The bundled demo app carries the seed audits' defects: linting it triggers every default rule at least once.
final class DemoAppTests: XCTestCase {
    func testDemoAppTriggersEveryDefaultRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let run = runTool(["Examples/DemoApp", "--format", "json"], in: root.path)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let fired = Set((json?["findings"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } ?? [])
        let listing = runTool(["rules"], in: root.path).output
        // `rules` prints one rule a line: id, severity, default/opt-in, summary.
        var defaults: [String] = []
        for line in listing.split(separator: "\n") {
            let columns: [Substring] = line.split(separator: " ")
            if columns.count > 2, columns[2] == "default" { defaults.append(String(columns[0])) }
        }
        XCTAssertFalse(defaults.isEmpty)
        for rule in defaults { XCTAssertTrue(fired.contains(rule), "the demo app does not trigger \(rule)") }
    }
}
