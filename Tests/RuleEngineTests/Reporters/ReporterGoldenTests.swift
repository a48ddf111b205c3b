import RuleEngine
import XCTest

/// Every format rendered from the shared fixture, compared byte for byte with its golden file.
final class ReporterGoldenTests: XCTestCase {
    private func golden(_ reporter: any Reporter.Type, _ fileName: String, report: Report = ReportFixture.report) throws {
        try assertGolden(reporter.render(report), named: fileName)
    }

    func testText() throws { try golden(TextReporter.self, "text.txt") }

    func testTextWithColour() throws {
        var run = ReportFixture.run
        run.useColor = true
        let report = Report(findings: ReportFixture.findings, sources: ReportFixture.sources,
                            rules: ReportFixture.rules, run: run)
        try golden(TextReporter.self, "text-color.txt", report: report)
    }

    func testXcode() throws { try golden(XcodeReporter.self, "xcode.txt") }
    func testJSON() throws { try golden(JSONReporter.self, "report.json") }
    func testSARIF() throws { try golden(SARIFReporter.self, "report.sarif") }
    func testJUnit() throws { try golden(JUnitReporter.self, "junit.xml") }
    func testGitHub() throws { try golden(GitHubReporter.self, "github.txt") }
    func testGitLab() throws { try golden(GitLabReporter.self, "gitlab.json") }
    func testCheckstyle() throws { try golden(CheckstyleReporter.self, "checkstyle.xml") }
    func testMarkdown() throws { try golden(MarkdownReporter.self, "document.md") }
    func testHTML() throws { try golden(HTMLReporter.self, "document.html") }

    func testEmptyRunGoldens() throws {
        try golden(SARIFReporter.self, "empty.sarif", report: ReportFixture.emptyReport)
        try golden(JUnitReporter.self, "empty-junit.xml", report: ReportFixture.emptyReport)
    }

    func testEveryReporterHasAGolden() {
        let covered = ["text", "xcode", "json", "sarif", "junit", "github", "gitlab", "checkstyle", "markdown", "html"]
        XCTAssertEqual(Reporters.ids, covered)
    }
}
