@testable import RuleEngine
import XCTest

/// Each machine-read format parsed back with a real parser: hostile text must come back as it went in (or, where
/// the format cannot carry a character at all, as its visible `\u{…}` form).
final class ReporterParseBackTests: XCTestCase {
    private let report = ReportFixture.report

    private func jsonObject(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8))
    }

    func testJSONCarriesEveryFindingFieldExactly() throws {
        let root = try XCTUnwrap(try jsonObject(JSONReporter.render(report)) as? [String: Any])
        XCTAssertEqual(root["version"] as? Int, JSONReporter.schemaVersion)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, report.findings.count)
        for (json, finding) in zip(findings, report.findings) {
            XCTAssertEqual(json["ruleId"] as? String, finding.ruleID)
            XCTAssertEqual(json["kind"] as? String, report.kind(of: finding).rawValue)
            XCTAssertEqual(json["message"] as? String, finding.message)
            XCTAssertEqual(json["file"] as? String, finding.file)
            XCTAssertEqual(json["container"] as? String, finding.container)
            let start = try XCTUnwrap(json["start"] as? [String: Int])
            XCTAssertEqual(start, ["line": finding.start.line, "column": finding.start.column,
                                   "utf16Column": finding.start.utf16Column])
            XCTAssertEqual(json["offsets"] as? [String: Int], ["start": finding.range.lowerBound, "end": finding.range.upperBound])
            XCTAssertEqual((json["notes"] as? [[String: Any]])?.count, finding.notes.count)
            XCTAssertEqual(json["fix"] == nil, finding.fix == nil)
        }
        let critical = try XCTUnwrap(findings.first { $0["ruleId"] as? String == "icon-only-button" })
        let fix = try XCTUnwrap(critical["fix"] as? [String: Any])
        XCTAssertEqual(fix["isSafe"] as? Bool, true)
        let edit = try XCTUnwrap((fix["edits"] as? [[String: Any]])?.first)
        XCTAssertEqual(edit["replacement"] as? String, ".accessibilityLabel(\"Delete\")")
        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(summary["failing"] as? Int, 2)
        XCTAssertEqual(summary["byKind"] as? [String: Int], ["defect": 6, "hygiene": 1])
    }

    func testSARIFStructure() throws {
        let log = try XCTUnwrap(try jsonObject(SARIFReporter.render(report)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        let baseIDs = try XCTUnwrap(run["originalUriBaseIds"] as? [String: [String: String]])
        XCTAssertEqual(baseIDs["%SRCROOT%"]?["uri"], "file:///work/demo%20app/%C3%9Cn%C3%AF/")
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String },
                       ReportFixture.rules.map(\.id) + ["unknown-rule"], "every catalogue rule, then undescribed ones")
        let iconRule = rules[0]
        XCTAssertNil(iconRule["helpUri"], "no docs_url: SARIF requires an absolute helpUri, so none is given")
        XCTAssertEqual((iconRule["defaultConfiguration"] as? [String: Any])?["level"] as? String, "error")
        XCTAssertEqual((iconRule["properties"] as? [String: Any])?["tags"] as? [String],
                       ["accessibility", "labels", "WCAG-1.1.1", "WCAG-4.1.2"])
        let hygieneRule = try XCTUnwrap(rules.first { $0["id"] as? String == "deprecated-api" })
        XCTAssertEqual((hygieneRule["properties"] as? [String: Any])?["tags"] as? [String], ["hygiene"])
        XCTAssertEqual((hygieneRule["properties"] as? [String: Any])?["kind"] as? String, "hygiene")

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, report.findings.count)
        for (result, finding) in zip(results, report.findings) {
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, finding.ruleID)
            XCTAssertEqual((result["message"] as? [String: String])?["text"], finding.message)
            XCTAssertEqual((result["properties"] as? [String: String])?["severity"], finding.severity.name)
            XCTAssertEqual((result["properties"] as? [String: String])?["kind"], report.kind(of: finding).rawValue)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(location["artifactLocation"] as? [String: String])
            let uri = try XCTUnwrap(artifact["uri"])
            if finding.file.hasPrefix("/") {
                XCTAssertNil(artifact["uriBaseId"])
                XCTAssertEqual(URL(string: uri)?.path, finding.file)
            } else {
                XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
                XCTAssertEqual(uri.removingPercentEncoding, finding.file)
                XCTAssertFalse(uri.contains(" "))
            }
            let region = try XCTUnwrap(location["region"] as? [String: Int])
            XCTAssertEqual(region["startColumn"], finding.start.utf16Column)
            XCTAssertEqual(result["fixes"] != nil, finding.fix?.isSafe == true)
            XCTAssertEqual(result["level"] as? String, SARIFReporter.level(finding.severity))
        }
        let levels = results.compactMap { $0["level"] as? String }
        XCTAssertEqual(Set(levels), ["error", "warning", "note"])
        let iconResult = try XCTUnwrap(results.first { $0["ruleId"] as? String == "icon-only-button" })
        XCTAssertEqual((iconResult["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"], "e998082a51f0b9f3:1")
        let outside = try XCTUnwrap(results.first { $0["ruleId"] as? String == "unknown-rule" })
        XCTAssertNil(outside["partialFingerprints"], "no source given: left to the upload action")
        XCTAssertFalse(SARIFReporter.render(report).contains("security-severity"))
    }

    func testGitLabCodeQuality() throws {
        let issues = try XCTUnwrap(try jsonObject(GitLabReporter.render(report)) as? [[String: Any]])
        XCTAssertEqual(issues.count, report.findings.count)
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        XCTAssertEqual(Set(fingerprints).count, issues.count, "identical lines differ by occurrence")
        for (issue, finding) in zip(issues, report.findings) {
            XCTAssertEqual(issue["description"] as? String, finding.message)
            XCTAssertEqual(issue["check_name"] as? String, finding.ruleID)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, finding.file)
            XCTAssertEqual((location["lines"] as? [String: Int])?["begin"], finding.start.line)
        }
    }

    func testGitLabFingerprintsSurviveMovingCode() throws {
        // The same finding two lines lower, after an inserted blank line and comment, keeps its fingerprint.
        let original = ReportFixture.report
        let shiftedSource = "// moved\n\n" + ReportFixture.profileSource
        let shifted = ReportFixture.findings.filter { $0.file == ReportFixture.profilePath }.map { finding -> Finding in
            var moved = finding
            moved.start.line += 2
            moved.end.line += 2
            return moved
        }
        let shiftedReport = Report(findings: shifted, sources: [ReportFixture.profilePath: SourceFile(text: shiftedSource)],
                                   rules: ReportFixture.rules, run: ReportFixture.run)
        func fingerprints(_ report: Report) throws -> [String] {
            let issues = try XCTUnwrap(try jsonObject(GitLabReporter.render(report)) as? [[String: Any]])
            return issues.filter { ($0["location"] as? [String: Any])?["path"] as? String == ReportFixture.profilePath }
                .compactMap { $0["fingerprint"] as? String }
        }
        XCTAssertEqual(try fingerprints(shiftedReport), try fingerprints(original))
    }

    func testJUnitParsesAndCountsFailuresAtTheThreshold() throws {
        let parsed = try XMLTestParser.parse(JUnitReporter.render(report))
        let suites = parsed.elements(named: "testsuite")
        XCTAssertEqual(suites.map { $0.attributes["name"] }, [ReportFixture.outsidePath, ReportFixture.hostilePath.replacingOccurrences(of: "\u{7}", with: "\\u{7}"), ReportFixture.legacyPath, ReportFixture.profilePath])
        XCTAssertEqual(suites.map { $0.attributes["failures"] }, ["0", "1", "0", "1"])
        XCTAssertEqual(suites.map { $0.attributes["tests"] }, ["1", "1", "1", "3"])
        XCTAssertEqual(suites.map { $0.attributes["id"] }, ["0", "1", "2", "3"])
        let failures = parsed.elements(named: "failure")
        XCTAssertEqual(failures.map { $0.attributes["type"] }, ["high", "critical"])
        let hostileMessage = ReportFixture.hostileMessage.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")
        XCTAssertEqual(failures[0].attributes["message"], hostileMessage)
        XCTAssertTrue(failures[0].text.contains("Label says \"Hi\" <b>bold</b> & ]]> 50% off"))

        var neverFails = ReportFixture.run
        neverFails.failOn = nil
        let lenient = Report(findings: ReportFixture.findings, rules: ReportFixture.rules, run: neverFails)
        XCTAssertTrue(try XMLTestParser.parse(JUnitReporter.render(lenient)).elements(named: "failure").isEmpty)
    }

    func testCheckstyleParsesBack() throws {
        let parsed = try XMLTestParser.parse(CheckstyleReporter.render(report))
        XCTAssertEqual(parsed.elements(named: "file").count, 4)
        let errors = parsed.elements(named: "error")
        XCTAssertEqual(errors.count, report.findings.count)
        XCTAssertEqual(errors.map { $0.attributes["severity"] }, ["info", "error", "info", "error", "warning", "warning", "info"])
        XCTAssertEqual(errors[2].attributes["message"], report.findings[2].message)
        XCTAssertEqual(errors[1].attributes["source"], "a11y-lint.decorative-image")
    }

    func testGitHubCommandsAreOneLineEachAndUnescapeToTheOriginal() throws {
        let lines = GitHubReporter.render(report).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, report.findings.count)
        let hostileLine = try XCTUnwrap(lines.first { $0.hasPrefix("::error file=Sources/Screens/Hostile") })
        let separator = try XCTUnwrap(hostileLine.range(of: "::", range: hostileLine.index(hostileLine.startIndex, offsetBy: 2)..<hostileLine.endIndex))
        let properties = hostileLine[hostileLine.index(hostileLine.startIndex, offsetBy: 8)..<separator.lowerBound]
        let decoded = Dictionary(uniqueKeysWithValues: properties.split(separator: ",").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), String(parts[1]).removingPercentEncoding ?? "")
        })
        XCTAssertEqual(decoded["file"], ReportFixture.hostilePath.replacingOccurrences(of: "\u{7}", with: "\\u{7}"))
        XCTAssertEqual(decoded["line"], "2")
        XCTAssertEqual(decoded["col"], "27")
        XCTAssertEqual(decoded["title"], "high: Decorative <image> & \"quotes\" [decorative-image]")
        let message = String(hostileLine[separator.upperBound...]).removingPercentEncoding
        XCTAssertEqual(message?.hasPrefix(ReportFixture.hostileMessage.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")), true)
        XCTAssertTrue(lines.allSatisfy { !$0.contains("\u{1B}") && !$0.contains("\r") })
    }

    func testXcodeLinesAreParseableDiagnostics() {
        let lines = XcodeReporter.render(report).split(separator: "\n")
        XCTAssertEqual(lines.count, report.findings.count + 2, "one line per finding and per note")
        for line in lines {
            XCTAssertTrue(line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: "), "\(line)")
            XCTAssertTrue(line.hasPrefix("/"), "absolute paths: \(line)")
        }
        XCTAssertTrue(lines.contains { $0.hasSuffix("done. [decorative-image]") && $0.contains(": error: ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("/work/demo app/Ünï/Sources/Screens/ProfileView.swift:8:29: warning: ") })
    }

    func testMarkdownTablesKeepTheirColumns() throws {
        let markdown = MarkdownReporter.render(report)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Issue") }
        XCTAssertEqual(rows.count, report.findings.count, "one row per finding")
        for row in rows {
            var unescapedPipes = 0
            var previous: Character = " "
            for character in row {
                if character == "|", previous != "\\" { unescapedPipes += 1 }
                previous = character
            }
            XCTAssertEqual(unescapedPipes, 5, "\(row)")
        }
        XCTAssertFalse(markdown.contains("<b>"), "HTML in messages is neutralised")
        XCTAssertFalse(markdown.contains("\u{1B}"), "no terminal escape")
    }
}
