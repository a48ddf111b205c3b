@testable import RuleEngine
import SwiftLexer
import XCTest

/// Registry, empty runs, and the text format's options.
final class ReporterBehaviourTests: XCTestCase {
    func testRegistryLooksUpByIDAndRefusesUnknownFormats() {
        XCTAssertTrue(Reporters.reporter(id: "sarif") == SARIFReporter.self)
        XCTAssertNil(Reporters.reporter(id: "sarif2"))
        XCTAssertNil(Reporters.reporter(id: ""))
        XCTAssertEqual(Set(Reporters.ids).count, Reporters.all.count, "ids are unique")
        for reporter in Reporters.all {
            XCTAssertTrue(reporter.summary.hasSuffix("."), "\(reporter.id) summary is a sentence")
        }
    }

    func testEmptyRunsStayValid() throws {
        let empty = ReportFixture.emptyReport
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(SARIFReporter.render(empty).utf8)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0, "results: [] when clean")
        let rules = (((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [Any])
        XCTAssertEqual(rules?.count, ReportFixture.rules.count, "rules are listed even when clean")

        let junit = try XMLTestParser.parse(JUnitReporter.render(empty))
        XCTAssertTrue(junit.elements(named: "failure").isEmpty)
        XCTAssertEqual(junit.elements(named: "testsuite").first?.attributes["failures"], "0")
        XCTAssertEqual(junit.elements(named: "testcase").count, 1, "one passing test so CI sees a result")

        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(empty).utf8)) as? [String: Any])
        XCTAssertEqual((json["findings"] as? [Any])?.count, 0)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(GitLabReporter.render(empty).utf8)) as? [Any])?.count, 0)
        XCTAssertTrue(try XMLTestParser.parse(CheckstyleReporter.render(empty)).elements(named: "file").isEmpty)
        XCTAssertEqual(GitHubReporter.render(empty), "")
        XCTAssertEqual(XcodeReporter.render(empty), "")
        XCTAssertEqual(TextReporter.render(empty), "No findings.\n")
        XCTAssertTrue(MarkdownReporter.render(empty).contains("\nNo findings.\n"))
        XCTAssertTrue(HTMLReporter.render(empty).contains("<p>No findings.</p>"))
    }

    /// Without a domain's document, Markdown and HTML carry the plain one: every finding, grouped by file.
    func testPlainDocumentListsEveryFindingByFile() {
        let document = ReportFixture.report.document()
        let rows = document.blocks.flatMap { block -> [ReportDocument.FindingTable.Row] in
            if case .findings(let table) = block { return table.rows }
            return []
        }
        XCTAssertEqual(rows.count, ReportFixture.findings.count)
        XCTAssertEqual(Set(rows.map(\.finding)), Set(ReportFixture.findings))
    }

    /// Readiness: a claim a defect's rule blocks is `blocked` with that finding's index; one nothing blocks needs
    /// its manual check; hygiene never blocks; JSON leaves readiness out when the domain declares no claims.
    func testReadinessInJSON() throws {
        var rules = ReportFixture.rules
        for index in rules.indices { rules[index].blocks = ["easy-reading"] }
        let claims = [Claim(id: "easy-reading", name: "Easy reading", manualCheck: "Read it."),
                      Claim(id: "captions", name: "Captions", manualCheck: "Watch it.")]
        let report = Report(findings: ReportFixture.findings, sources: ReportFixture.sources, rules: rules,
                            run: ReportFixture.run, claims: claims)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(report).utf8)) as? [String: Any])
        let readiness = try XCTUnwrap(json["readiness"] as? [String: [String: Any]])
        XCTAssertEqual(readiness["captions"]?["status"] as? String, "needs-manual-check")
        XCTAssertEqual(readiness["captions"]?["findings"] as? [Int], [])
        XCTAssertEqual(readiness["easy-reading"]?["status"] as? String, "blocked")
        let expected = report.findings.indices.filter { report.kind(of: report.findings[$0]) == .defect
            && report.rule(report.findings[$0].ruleID) != nil }
        XCTAssertEqual(readiness["easy-reading"]?["findings"] as? [Int], expected)
        XCTAssertNil((try JSONSerialization.jsonObject(with: Data(JSONReporter.render(ReportFixture.report).utf8))
                      as? [String: Any])?["readiness"])
    }

    /// A configured `docs_url` is where every format links rule pages; SARIF's `helpUri` appears only then.
    func testRulePageLinksFollowDocsURL() {
        XCTAssertEqual(RulePageLinks.page("icon-only-button", baseURL: nil), "Rules/icon-only-button.md")
        XCTAssertEqual(RulePageLinks.page("icon-only-button", baseURL: "https://docs.example.org/rules/"),
                       "https://docs.example.org/rules/icon-only-button.md")
        XCTAssertFalse(SARIFReporter.render(ReportFixture.report).contains("\"helpUri\""))
        var run = ReportFixture.run
        run.docsURL = "https://docs.example.org/rules"
        let linked = Report(findings: ReportFixture.findings, sources: ReportFixture.sources, rules: ReportFixture.rules, run: run)
        XCTAssertTrue(SARIFReporter.render(linked).contains("https://docs.example.org/rules/icon-only-button.md\""))
        XCTAssertTrue(SARIFReporter.render(linked).contains("\"helpUri\""))
        XCTAssertTrue(MarkdownReporter.render(linked).contains("(https://docs.example.org/rules/icon-only-button.md)"))
        XCTAssertTrue(RulePageLinks.isAbsoluteWebAddress("https://docs.example.org/rules"))
        for invalid in ["Rules", "ftp://x", "https://", "https:///x", "javascript:alert(1)", "https://a b"] {
            XCTAssertFalse(RulePageLinks.isAbsoluteWebAddress(invalid), invalid)
        }
    }

    func testTextColourOnlyWhenAskedAndQuietPrintsFindingsOnly() {
        let plain = TextReporter.render(ReportFixture.report)
        XCTAssertFalse(plain.contains("\u{1B}"), "no escape sequence, not even from the hostile message")
        var run = ReportFixture.run
        run.useColor = true
        let coloured = TextReporter.render(Report(findings: ReportFixture.findings, sources: ReportFixture.sources,
                                                  rules: ReportFixture.rules, run: run))
        XCTAssertTrue(coloured.contains("\u{1B}[1;35mcritical\u{1B}[0m"))
        run.useColor = false
        run.quiet = true
        let quiet = TextReporter.render(Report(findings: ReportFixture.findings, sources: ReportFixture.sources,
                                               rules: ReportFixture.rules, run: run))
        XCTAssertFalse(quiet.contains("findings:"))
        XCTAssertTrue(quiet.hasPrefix("/outside/Generated View.swift:2:1: low [unknown-rule]"))
        XCTAssertEqual(TextReporter.render(Report(findings: [], rules: [], run: run)), "")
    }

    func testTextCaretSitsUnderTheReportedColumnOnScreen() throws {
        let text = TextReporter.render(ReportFixture.report)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let sourceIndex = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  5 | ") })
        let source = String(lines[sourceIndex].dropFirst("  5 | ".count))
        let marker = String(lines[sourceIndex + 1].dropFirst("    | ".count))
        // Expand tabs to 8 columns and count emoji as 2: the caret's screen column is that of `Button`.
        func screenColumn(of prefix: Substring) -> Int {
            prefix.reduce(0) { column, character in
                character == "\t" ? (column / 8 + 1) * 8 : column + Excerpt.displayWidth(character)
            }
        }
        let buttonStart = try XCTUnwrap(source.range(of: "Button")).lowerBound
        let caretStart = try XCTUnwrap(marker.firstIndex(of: "^"))
        XCTAssertEqual(screenColumn(of: marker[..<caretStart]), screenColumn(of: source[..<buttonStart]))
        XCTAssertEqual(marker[caretStart...], "^~~~~~", "underlines `Button`")
    }

    func testTextExcerptOfCRLFSourcesAndPositionsPastTheEnd() {
        let source = SourceFile(text: "let a = 1\r\nImage(\"x\")\r\n")
        let image = ReportFixture.locate("Image", in: source)
        var pastTheEnd = ReportFixture.finding("image-missing-label", .medium, "m", "A.swift", image)
        pastTheEnd.start.line = 40
        pastTheEnd.end.line = 40
        let report = Report(findings: [ReportFixture.finding("image-missing-label", .medium, "m", "A.swift", image), pastTheEnd],
                            sources: ["A.swift": source], rules: [], run: ReportFixture.run)
        let text = TextReporter.render(report)
        XCTAssertTrue(text.contains("  2 | Image(\"x\")\n    | ^~~~~\n"), text)
        XCTAssertFalse(text.contains("\r"))
        XCTAssertTrue(text.hasSuffix("A.swift:40:1: medium [image-missing-label] m\n\n"
                                     + "2 findings: 2 medium. 0 at or above the failing severity (high).\n"), "no excerpt past the end: \(text)")
    }

    /// The excerpt and marker lines the text format prints for a finding at `needle` on the one-line file `line`.
    private func excerpt(of line: String, at needle: String) throws -> (line: String, marker: String) {
        let source = SourceFile(text: line + "\n")
        let report = Report(findings: [ReportFixture.finding("image-missing-label", .medium, "m", "A.swift",
                                                             ReportFixture.locate(needle, in: source))],
                            sources: ["A.swift": source], rules: [], run: ReportFixture.run)
        let lines = TextReporter.render(report).split(separator: "\n").map(String.init)
        let excerpt = try XCTUnwrap(lines.first { $0.hasPrefix("  1 | ") })
        let marker = try XCTUnwrap(lines.first { $0.hasPrefix("    | ") })
        return (String(excerpt.dropFirst(6)), String(marker.dropFirst(6)))
    }

    /// Characters before `needle` in the excerpt, and before the caret in the marker (all one column wide here).
    private func assertCaretUnder(_ needle: String, _ shown: (line: String, marker: String),
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let target = try XCTUnwrap(shown.line.range(of: needle), file: file, line: line)
        let caret = try XCTUnwrap(shown.marker.firstIndex(of: "^"), file: file, line: line)
        XCTAssertEqual(shown.line.distance(from: shown.line.startIndex, to: target.lowerBound),
                       shown.marker.distance(from: shown.marker.startIndex, to: caret), file: file, line: line)
    }

    func testTextExcerptOfALongLineIsAWindowAroundTheColumn() throws {
        let line = String(repeating: "a = 1; ", count: 100) + "Image(\"icon\")" + String(repeating: "; b = 2", count: 100)
        let shown = try excerpt(of: line, at: "Image(\"icon\")")
        XCTAssertTrue(shown.line.hasPrefix("…") && shown.line.hasSuffix("…"), "cut on both sides: \(shown.line)")
        XCTAssertLessThanOrEqual(shown.line.utf8.count, Excerpt.maximumBytes + 2 * "…".utf8.count)
        try assertCaretUnder("Image(\"icon\")", shown)
        XCTAssertTrue(shown.marker.hasSuffix(" ^" + String(repeating: "~", count: "Image(\"icon\")".count - 1)),
                      "underlines `Image(\"icon\")`: \(shown.marker)")
        let short = try excerpt(of: "let a = 1; Image(\"icon\")", at: "Image")
        XCTAssertEqual(short.line, "let a = 1; Image(\"icon\")", "short lines are shown whole")
    }

    func testTextExcerptWindowNeverSplitsACharacter() throws {
        // Two-byte characters around the finding: the window's byte bounds fall inside one and move to its start.
        let shown = try excerpt(of: String(repeating: "é", count: 300) + "xImage" + String(repeating: "é", count: 300),
                                at: "Image")
        XCTAssertFalse(shown.line.contains("\u{FFFD}"), "no broken character: \(shown.line)")
        try assertCaretUnder("Image", shown)
    }

    /// Before excerpts were windowed, every finding printed its whole line: 8,000 findings on one 100 KB line
    /// made 800 MB of output (and as much work). Now each excerpt is bounded, so the output grows with the
    /// number of findings only.
    func testManyFindingsOnOneLongLineCostLinearOutput() {
        let count = 8_000
        let (source, findings) = ReportFixture.findingsOnOneLongLine(count: count)
        let text = TextReporter.render(Report(findings: findings, sources: ["A.swift": source], rules: [],
                                              run: ReportFixture.run))
        XCTAssertLessThan(text.utf8.count, count * (2 * Excerpt.maximumBytes + 200),
                          "each finding prints a bounded excerpt, not the \(source.bytes.count)-byte line")
        XCTAssertTrue(text.hasSuffix("\(count) findings: \(count) medium. 0 at or above the failing severity (high).\n"))
    }

    /// GitLab fingerprints of 8,000 findings on one 100 KB line: the line is hashed once, each fingerprint then
    /// hashes its digest (hashing the whole line per finding was 800 MB of SHA-256). They stay distinct per
    /// occurrence; a line up to the limit is hashed as written, so ordinary fingerprints did not change.
    func testGitLabFingerprintsOfManyFindingsOnOneLongLine() throws {
        let count = 8_000
        let (source, findings) = ReportFixture.findingsOnOneLongLine(count: count)
        let json = GitLabReporter.render(Report(findings: findings, sources: ["A.swift": source], rules: [],
                                                run: ReportFixture.run))
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, count)
        let withoutSpaces = String(repeating: ReportFixture.longLineStatement.filter { $0 != " " }, count: count)
        let lineDigest = "sha256:" + SHA256.hexDigest(withoutSpaces)
        XCTAssertEqual(GitLabReporter.fingerprintedText(of: source.line(1) ?? ""), lineDigest)
        XCTAssertEqual(fingerprints.first, SHA256.hexDigest("image-missing-label\u{0}A.swift\u{0}\(lineDigest)\u{0}1"))
        let atLimit = String(repeating: "a b", count: SourceTextKey.maximumTextBytes / 2)
        XCTAssertEqual(GitLabReporter.fingerprintedText(of: atLimit), atLimit.replacingOccurrences(of: " ", with: ""))
    }

    /// SARIF and JSON are written as they are made, one finding at a time: the sink never receives more than a
    /// chunk and a finding at once (the whole document in one string was 2.65 GB for 571,000 findings), and the
    /// pieces add up to the document `render(_:)` returns.
    func testSARIFAndJSONReachTheSinkInBoundedPieces() throws {
        struct LargestWrite: TextOutputStream {
            var largest = 0
            var writes = 0
            var text = ""
            mutating func write(_ string: String) {
                largest = max(largest, string.utf8.count)
                writes += 1
                text += string
            }
        }
        let count = 8_000
        let (source, findings) = ReportFixture.findingsOnOneLongLine(count: count)
        let report = Report(findings: findings, sources: ["A.swift": source], rules: ReportFixture.rules,
                            run: ReportFixture.run)
        for reporter in [SARIFReporter.self, JSONReporter.self] as [any Reporter.Type] {
            var sink = LargestWrite()
            reporter.render(report, into: &sink)
            XCTAssertGreaterThan(sink.text.utf8.count, 20 * JSONValue.chunkBytes, reporter.id)
            XCTAssertGreaterThan(sink.writes, 20, reporter.id)
            XCTAssertLessThan(sink.largest, JSONValue.chunkBytes + 64 * 1024, "\(reporter.id): one piece per chunk")
            XCTAssertEqual(sink.text, reporter.render(report), reporter.id)
            let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sink.text.utf8)) as? [String: Any])
            let results = reporter.id == SARIFReporter.id
                ? ((parsed["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) : (parsed["findings"] as? [Any])
            XCTAssertEqual(results?.count, count, reporter.id)
        }
    }

    func testSeverityMappings() {
        func report(failOn: Severity?) -> Report {
            Report(findings: [], rules: [], run: RunInfo(toolVersion: "1", rootDirectory: "/", failOn: failOn))
        }
        // Annotation levels follow fail_on: a failing build shows errors, a passing one none.
        XCTAssertEqual(Severity.allCases.map { XcodeReporter.kind($0, in: report(failOn: .high)) },
                       ["warning", "warning", "error", "error"])
        XCTAssertEqual(Severity.allCases.map { XcodeReporter.kind($0, in: report(failOn: .medium)) },
                       ["warning", "error", "error", "error"])
        XCTAssertEqual(Severity.allCases.map { XcodeReporter.kind($0, in: report(failOn: .critical)) },
                       ["warning", "warning", "warning", "error"])
        XCTAssertEqual(Severity.allCases.map { XcodeReporter.kind($0, in: report(failOn: nil)) },
                       ["warning", "warning", "warning", "warning"])
        XCTAssertEqual(Severity.allCases.map { GitHubReporter.command($0, in: report(failOn: .low)) },
                       ["error", "error", "error", "error"])
        XCTAssertEqual(Severity.allCases.map { GitHubReporter.command($0, in: report(failOn: nil)) },
                       ["notice", "warning", "warning", "warning"])
        XCTAssertEqual(Severity.allCases.map(SARIFReporter.level), ["note", "warning", "error", "error"])
        XCTAssertEqual(Severity.allCases.map { GitHubReporter.command($0, in: report(failOn: .high)) },
                       ["notice", "warning", "error", "error"])
        XCTAssertEqual(Severity.allCases.map(GitLabReporter.severity), ["minor", "major", "critical", "blocker"])
        XCTAssertEqual(Severity.allCases.map(CheckstyleReporter.severity), ["info", "warning", "error", "error"])
    }

    func testSchemaValidationOfFixtureOutput() throws {
        // The same check CI runs on the demo app's output, here on the hostile fixture; skipped where the tools
        // or the shared schemas are absent.
        let repository = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = repository.appendingPathComponent("scripts/validate-reports.sh").path
        let schemas = ProcessInfo.processInfo.environment["A11YLINT_SCHEMAS"]
            ?? repository.deletingLastPathComponent().appendingPathComponent("shared/schemas").path
        guard FileManager.default.fileExists(atPath: schemas + "/sarif-schema-2.1.0.json") else {
            throw XCTSkip("shared schemas not found at \(schemas)")
        }
        guard commandSucceeds("/bin/sh", ["-c", "command -v xmllint && python3 -c 'import jsonschema'"]) else {
            throw XCTSkip("xmllint or python3 jsonschema not installed")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-lint-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for report in [ReportFixture.report, ReportFixture.emptyReport] {
            let sarif = directory.appendingPathComponent("report.sarif")
            let junit = directory.appendingPathComponent("junit.xml")
            try Data(SARIFReporter.render(report).utf8).write(to: sarif)
            try Data(JUnitReporter.render(report).utf8).write(to: junit)
            XCTAssertTrue(commandSucceeds("/bin/bash", [script, sarif.path, junit.path], environment: ["A11YLINT_SCHEMAS": schemas]))
        }
    }

    private func commandSucceeds(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            XCTFail("could not run \(executable): \(error)")
            return false
        }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
