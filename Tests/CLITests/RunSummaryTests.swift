import Foundation
import XCTest
@testable import a11y_lint

/// What the run summary says was hidden, and baseline entries that survive edits elsewhere in a finding
/// (issue 19, item 13).
final class RunSummaryTests: XCTestCase {
    func testSummaryCountsFindingsHiddenBySuppressionComments() throws {
        let tree = try TemporaryTree()
        try tree.write("Quiet.swift", LintCommandTests.failing.replacingOccurrences(
            of: "            Button {", with: "            // a11y-lint:disable:next icon-only-button - reviewed\n            Button {"))
        let run = runTool(["Quiet.swift"], in: tree.root)
        XCTAssertTrue(run.output.hasSuffix(
            "1 finding in 1 file: 1 low. 0 at or above the failing severity (high). 1 hidden by suppression comments.\n"),
                      run.output)
        try tree.write("Quiet.swift", "// a11y-lint:disable all\n" + LintCommandTests.failing)
        XCTAssertEqual(runTool(["Quiet.swift"], in: tree.root).output,
                       "No findings in 1 file. 2 hidden by suppression comments.\n")
        // With nothing suppressed the summary says nothing of suppressions.
        try tree.write("Quiet.swift", LintCommandTests.failing)
        XCTAssertFalse(runTool(["Quiet.swift"], in: tree.root).output.contains("suppression"))
    }

    func testSuppressedCountInTheMarkdownAudit() throws {
        let tree = try TemporaryTree()
        try tree.write("Quiet.swift", "// a11y-lint:disable all\n" + LintCommandTests.failing)
        let run = runTool(["Quiet.swift", "--format", "markdown"], in: tree.root,
                          environment: ["SOURCE_DATE_EPOCH": "0"])
        XCTAssertTrue(run.output.contains("2 finding(s) hidden by suppression comments"), run.output)
    }

    /// A 14-line card reported by `ungrouped-card` from its first line to its last.
    static let card = """
        import SwiftUI
        public struct FeatureCard: View {
            let icon: String
            let title: String
            let detail: String
            public var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: icon)
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        Text(detail).font(.subheadline)
                        Text("More")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
                .padding()
            }
        }
        """

    func testBaselineSurvivesAnEditElsewhereInAMultiLineFinding() throws {
        let tree = try TemporaryTree()
        try tree.write("Card.swift", Self.card)
        let before = runTool(["Card.swift", "--format", "xcode", "--only", "ungrouped-card", "--fail-on", "medium"],
                             in: tree.root)
        XCTAssertTrue(before.output.contains("Card.swift:7:"), "the fixture must trigger: \(before.output)")
        XCTAssertEqual(runTool(["Card.swift", "--only", "ungrouped-card", "--write-baseline", "baseline.json"],
                               in: tree.root).exitCode, .clean)
        try tree.write("Card.swift", Self.card.replacingOccurrences(of: ".font(.caption)", with: ".font(.footnote)"))
        let edited = runTool(["Card.swift", "--only", "ungrouped-card", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(edited.output, "No findings in 1 file. 1 hidden by the baseline.\n")
        // Editing the line the finding is reported on still brings it back.
        try tree.write("Card.swift", Self.card.replacingOccurrences(of: "HStack(spacing: 12)", with: "HStack(spacing: 8)"))
        let moved = runTool(["Card.swift", "--only", "ungrouped-card", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertTrue(moved.output.contains("Card.swift:7:"), moved.output)
    }

    func testVersionOneBaselinesStillHideWhatTheyRecordedAndSayHowToUpgrade() throws {
        let tree = try TemporaryTree()
        try tree.write("Card.swift", Self.card)
        // What `--write-baseline` wrote before: multi-line findings keyed on all their lines.
        let json = runTool(["Card.swift", "--only", "ungrouped-card", "--format", "json"], in: tree.root).output
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let finding = try XCTUnwrap((report["findings"] as? [[String: Any]])?.first)
        let first = try XCTUnwrap((finding["start"] as? [String: Any])?["line"] as? Int)
        let last = try XCTUnwrap((finding["end"] as? [String: Any])?["line"] as? Int)
        XCTAssertGreaterThan(last, first + 8, "a finding over most of the card")
        let lines = Self.card.split(separator: "\n", omittingEmptySubsequences: false)[(first - 1)...(last - 1)]
        let whole = lines.joined().filter { !$0.isWhitespace }
        let escaped = whole.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try tree.write("old.json", """
            {"version": 1, "findings": [{"file": "Card.swift", "occurrences": 1, "rule": "ungrouped-card", "source": "\(escaped)"}]}
            """)
        let run = runTool(["Card.swift", "--only", "ungrouped-card", "--baseline", "old.json"], in: tree.root)
        XCTAssertEqual(run.output, "No findings in 1 file. 1 hidden by the baseline.\n", run.error)
        XCTAssertTrue(run.error.contains("old.json is a version 1 baseline"), run.error)
        XCTAssertTrue(run.error.contains("--write-baseline"), run.error)
    }
}
