import Foundation
import XCTest
@testable import a11y_lint

/// The lint command end to end, in-process: exit codes, discovery, configuration, stdin, fix, baseline, reports.
final class LintCommandTests: XCTestCase {
    static let clean = """
        import SwiftUI
        struct Clean: View {
            var body: some View { Text("Hello") }
        }
        """

    /// `icon-only-button` (critical) fires once; `deprecated-accessibility-modifier` (low, safe fix) fires once.
    static let failing = """
        import SwiftUI
        struct Failing: View {
            var body: some View {
                VStack {
                    Button { delete() } label: { Image("ic_trash_white") }
                    Text("Total").accessibility(hint: Text("Sum of all entries"))
                }
            }
            func delete() {}
        }
        """

    func testCleanFileExitsZero() throws {
        let tree = try TemporaryTree()
        try tree.write("Clean.swift", Self.clean)
        let run = runTool(["Clean.swift"], in: tree.root)
        XCTAssertEqual(run.exitCode, .clean, run.error)
        XCTAssertEqual(run.error, "")
    }

    func testFindingAtOrAboveFailOnExitsOne() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", Self.failing)
        let run = runTool(["Failing.swift"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.output + run.error)
        XCTAssertTrue(run.output.contains("Failing.swift:5:"), run.output)
        XCTAssertTrue(run.output.contains("icon-only-button"), run.output)
    }

    func testFailOnNeverAndOnlyLowRules() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", Self.failing)
        XCTAssertEqual(runTool(["Failing.swift", "--fail-on", "never"], in: tree.root).exitCode, .clean)
        let lowOnly = runTool(["Failing.swift", "--only", "deprecated-accessibility-modifier"], in: tree.root)
        XCTAssertEqual(lowOnly.exitCode, .clean, lowOnly.output)
        XCTAssertTrue(lowOnly.output.contains("deprecated-accessibility-modifier"))
        XCTAssertEqual(runTool(["Failing.swift", "--only", "deprecated-accessibility-modifier", "--fail-on", "low"],
                               in: tree.root).exitCode, .findings)
    }

    func testBadConfigurationExitsTwoWithPosition() throws {
        let tree = try TemporaryTree()
        try tree.write("Clean.swift", Self.clean)
        try tree.write(".a11ylint.yml", "fail_on: high\ndisabled_rule: [icon-only-button]\n")
        let run = runTool(["Clean.swift"], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains(".a11ylint.yml:2:1"), run.error)
        XCTAssertTrue(run.error.contains("disabled_rules"), run.error)
    }

    func testUnknownRuleAndFormatAndOptionExitTwo() throws {
        let tree = try TemporaryTree()
        try tree.write("Clean.swift", Self.clean)
        let rule = runTool(["--only", "icon-only-buton"], in: tree.root)
        XCTAssertEqual(rule.exitCode, .error)
        XCTAssertTrue(rule.error.contains("did you mean 'icon-only-button'"), rule.error)
        let format = runTool(["--format", "sarf"], in: tree.root)
        XCTAssertEqual(format.exitCode, .error)
        XCTAssertTrue(format.error.contains("did you mean 'sarif'"), format.error)
        let option = runTool(["--quite"], in: tree.root)
        XCTAssertEqual(option.exitCode, .error)
        XCTAssertTrue(option.error.contains("did you mean '--quiet'"), option.error)
    }

    func testMissingAndUnreadablePathsExitTwoButLintTheRest() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", Self.failing)
        XCTAssertEqual(mkfifo(tree.root + "/Pipe.swift", 0o644), 0)
        let run = runTool(["Failing.swift", "Missing.swift", "Pipe.swift"], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("Missing.swift: no such file or directory"), run.error)
        XCTAssertTrue(run.error.contains("Pipe.swift: cannot read: not a regular file"), run.error)
        XCTAssertTrue(run.output.contains("icon-only-button"), "readable files are still linted")
    }

    func testDiscoverySkipsBuildFoldersExcludedGlobsAndNonSwiftFiles() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Screen.swift", Self.failing)
        try tree.write("App/.build/Generated.swift", Self.failing)
        try tree.write("App/Pods/Lib/Pod.swift", Self.failing)
        try tree.write("App/Scratch.playground/Contents.swift", Self.failing)
        try tree.write("App/Kit.docc/Tutorials/Code/Step-01-code-0001.swift", Self.failing)
        try tree.write("App/Generated/Mock.swift", Self.failing)
        try tree.write("App/notes.txt", "Button { Image(\"x\") }")
        try tree.write(".a11ylint.yml", "excluded:\n  - \"App/Generated/**\"\n")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Loop", withDestinationPath: tree.root + "/App")
        let run = runTool(["App", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        // Xcode diagnostics carry absolute paths.
        let files = Set(run.output.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        XCTAssertEqual(files, [tree.root + "/App/Screen.swift"])
    }

    func testExplicitFileInsideSkippedFolderIsLintedUnlessExcluded() throws {
        let tree = try TemporaryTree()
        try tree.write(".build/Checked.swift", Self.failing)
        try tree.write("Generated/Skipped.swift", Self.failing)
        try tree.write(".a11ylint.yml", "excluded: [\"Generated/**\"]\n")
        try tree.write("README.md", "# not Swift\n")
        let run = runTool([".build/Checked.swift", "Generated/Skipped.swift", "README.md"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertTrue(run.output.contains(".build/Checked.swift"))
        XCTAssertFalse(run.output.contains("Skipped.swift"))
    }

    func testStdinPathReportsUnderTheGivenName() throws {
        let tree = try TemporaryTree()
        let run = runTool(["--stdin-path", "Sources/Editor.swift", "--format", "github"], in: tree.root,
                          stdin: Self.failing)
        XCTAssertEqual(run.exitCode, .findings)
        XCTAssertTrue(run.output.contains("file=Sources/Editor.swift,line=5,"), run.output)
    }

    func testFixRewritesOnlyFilesWithSafeFixesAndRelintsClean() throws {
        let tree = try TemporaryTree()
        let fixable = try tree.write("Fixable.swift", Self.failing)
        let untouched = try tree.write("Clean.swift", Self.clean)
        let before = try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let run = runTool([".", "--fix", "--only", "deprecated-accessibility-modifier"], in: tree.root)
        XCTAssertEqual(run.exitCode, .clean, run.output + run.error)
        let fixed = try tree.read("Fixable.swift")
        XCTAssertTrue(fixed.contains(".accessibilityHint(Text(\"Sum of all entries\"))"), fixed)
        XCTAssertFalse(run.output.contains("deprecated-accessibility-modifier"), run.output)
        let after = try FileManager.default.attributesOfItem(atPath: untouched)[.modificationDate] as? Date
        XCTAssertEqual(before, after, "a file with nothing to fix is not rewritten")
        XCTAssertEqual(runTool(["Fixable.swift", "--only", "deprecated-accessibility-modifier"], in: tree.root)
            .output.contains("deprecated-accessibility-modifier"), false)
        _ = fixable
    }

    func testFixKeepsPermissions() throws {
        let tree = try TemporaryTree()
        let path = try tree.write("Script.swift", Self.failing)
        XCTAssertEqual(chmod(path, 0o751), 0)
        _ = runTool(["Script.swift", "--fix"], in: tree.root)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o751)
    }

    func testFixWithStdinWritesFixedSourceToStandardOutput() throws {
        let tree = try TemporaryTree()
        let run = runTool(["--stdin-path", "Editor.swift", "--fix", "--only", "deprecated-accessibility-modifier"],
                          in: tree.root, stdin: Self.failing)
        XCTAssertTrue(run.output.contains(".accessibilityHint(Text(\"Sum of all entries\"))"), run.output)
        XCTAssertFalse(run.output.contains("No findings"))
    }

    func testBaselineHidesRecordedFindings() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", Self.failing)
        let write = runTool(["Failing.swift", "--write-baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(write.exitCode, .clean, write.error)
        let hidden = runTool(["Failing.swift", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(hidden.exitCode, .clean, hidden.output)
        try tree.write("Failing.swift", "\n\n" + Self.failing)
        XCTAssertEqual(runTool(["Failing.swift", "--baseline", "baseline.json"], in: tree.root).exitCode, .clean,
                       "moved code stays hidden")
    }

    func testReportsAreWrittenBesideStandardOutput() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", Self.failing)
        let run = runTool(["Failing.swift", "--format", "json", "--report", "sarif:out/results.sarif",
                           "--report", "junit:junit.xml"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(run.output.utf8)))
        let sarif = try JSONSerialization.jsonObject(with: Data(try tree.read("out/results.sarif").utf8)) as? [String: Any]
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        XCTAssertTrue(try tree.read("junit.xml").contains("<testsuites"))
    }

    func testHelpAndVersion() throws {
        let tree = try TemporaryTree()
        let help = runTool(["--help"], in: tree.root)
        XCTAssertEqual(help.exitCode, .clean)
        for spec in OptionSpec.all where spec.commands.contains(.lint) { XCTAssertTrue(help.output.contains(spec.name)) }
        XCTAssertTrue(runTool(["explain", "--help"], in: tree.root).output.contains("a11y-lint explain RULE"))
        XCTAssertTrue(runTool(["--version"], in: tree.root).output.hasPrefix("a11y-lint "))
    }

    func testExplainPrintsRulePageAndRejectsUnknownRule() throws {
        let tree = try TemporaryTree()
        let run = runTool(["explain", "icon-only-button"], in: tree.root)
        XCTAssertEqual(run.exitCode, .clean)
        XCTAssertTrue(run.output.contains("icon-only-button"))
        XCTAssertEqual(runTool(["explain", "no-such-rule"], in: tree.root).exitCode, .error)
    }

    func testOutputOrderIsDeterministicAcrossJobCounts() throws {
        let tree = try TemporaryTree()
        for index in 0..<12 { try tree.write("F\(index).swift", Self.failing) }
        let one = runTool([".", "--jobs", "1", "--format", "xcode"], in: tree.root).output
        let many = runTool([".", "--jobs", "4", "--format", "xcode"], in: tree.root).output
        XCTAssertEqual(one, many)
        XCTAssertFalse(one.isEmpty)
    }

    func testComponentsDeclaredInOneFileAreJudgedWhereAnotherUsesThem() throws {
        let tree = try TemporaryTree()
        try tree.write("Library/IconButton.swift", """
            import SwiftUI
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                }
            }
            """)
        try tree.write("Screens/Settings.swift", """
            import SwiftUI
            struct Settings: View {
                var body: some View {
                    IconButton(systemName: "gearshape.2") { }
                }
            }
            """)
        let run = runTool([".", "--only", "icon-only-button", "--format", "json"], in: tree.root)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let files = (json?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
        XCTAssertTrue(files.contains("Screens/Settings.swift"), run.output)
    }

    /// A view only a preview shows, and one only a test shows, are left alone, whether the package, a folder of it
    /// or the file alone is linted (the index always reads the whole package); the package with a file left out by
    /// `excluded:` keeps their findings, since the excluded file may use them.
    /// The files, sorted, of the findings of `rule` when the tool runs with `arguments` in `tree`.
    func findingFiles(_ arguments: [String], rule: String, in tree: TemporaryTree) throws -> [String] {
        let run = runTool(arguments + ["--only", rule, "--format", "json"], in: tree.root)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return ((json?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []).sorted()
    }

    func testViewsOnlyPreviewsAndTestsShowAreLeftAloneHoweverTheProjectIsLinted() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try tree.write("Sources/Shop/App.swift", """
            import SwiftUI
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { VStack { Text("Shop"); Checkout() } } }
            }
            """)
        for name in ["Checkout", "PromoBanner", "ReceiptCard"] {
            try tree.write("Sources/Shop/\(name).swift", """
                import SwiftUI
                struct \(name): View {
                    var body: some View { VStack { Text("\(name)"); Button { } label: { Image("ic_\(name)") } } }
                }
                """)
        }
        try tree.write("Sources/Shop/Previews.swift", "import SwiftUI\n#Preview { PromoBanner() }\n")
        try tree.write("Tests/ShopTests/ReceiptTests.swift", """
            import XCTest
            @testable import Shop
            final class ReceiptTests: XCTestCase {
                func testReceipt() { _ = ReceiptCard() }
            }
            """)
        func files(_ arguments: [String]) throws -> [String] {
            try findingFiles(arguments, rule: "icon-only-button", in: tree)
        }
        XCTAssertEqual(try files(["."]), ["Sources/Shop/Checkout.swift"])
        XCTAssertEqual(try files(["Sources/Shop/PromoBanner.swift"]), [])
        XCTAssertEqual(try files(["Sources"]), ["Sources/Shop/Checkout.swift"])
        try tree.write(".a11ylint.yml", "excluded: [Sources/Shop/Old]\n")
        try tree.write("Sources/Shop/Old/Promo.swift", "import SwiftUI\nlet promo = PromoBanner()\n")
        XCTAssertEqual(try files(["."]), ["Sources/Shop/Checkout.swift", "Sources/Shop/PromoBanner.swift",
                                          "Sources/Shop/ReceiptCard.swift"])
    }

    /// A UIKit cell that no code mentions is never drawn; one a storyboard of the project names is, whichever
    /// folder of the project the run names.
    func testViewClassesNoCodeOrStoryboardNamesAreLeftAlone() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try tree.write("Sources/Shop/App.swift", """
            import SwiftUI
            @main
            struct ShopApp: App {
                var body: some Scene { WindowGroup { Text("Shop") } }
            }
            """)
        for name in ["FooterCell", "PriceCell"] {
            try tree.write("Sources/Shop/Cells/\(name).swift", """
                import UIKit
                final class \(name): UITableViewCell {
                    func configure() { textLabel?.font = UIFont.systemFont(ofSize: 13) }
                }
                """)
        }
        try tree.write("Resources/Main.storyboard", #"<tableViewCell customClass="PriceCell" customModule="Shop"/>"#)
        func files(_ arguments: [String]) throws -> [String] {
            try findingFiles(arguments, rule: "fixed-font-size", in: tree)
        }
        XCTAssertEqual(try files(["."]), ["Sources/Shop/Cells/PriceCell.swift"])
        XCTAssertEqual(try files(["Sources/Shop/Cells"]), ["Sources/Shop/Cells/PriceCell.swift"])
    }

    /// Standard output is passed on in bounded chunks as the report is rendered, and the chunks make the report.
    func testChunkedOutputPassesTextOnInBoundedChunks() {
        let chunks = Capture()
        var output = ChunkedOutput(emit: { chunks.append($0 + "\u{0}") })
        let piece = String(repeating: "x", count: 99) + "\n"
        for _ in 0..<10_000 { output.write(piece) }
        output.flush()
        output.flush()
        let emitted = chunks.value.split(separator: "\u{0}")
        XCTAssertEqual(emitted.count, 16, "1 MB in chunks of 656 pieces, the first write past 64 KiB")
        XCTAssertTrue(emitted.allSatisfy { $0.utf8.count < ChunkedOutput.chunkBytes + piece.utf8.count })
        XCTAssertEqual(emitted.joined(), String(repeating: piece, count: 10_000))
    }
}

/// A run that lints nothing does not look clean, and the summary says how many files were linted.
final class FilesLintedTests: XCTestCase {
    func testNothingToLintIsAnError() throws {
        let tree = try TemporaryTree()
        try tree.write("Sources/README.md", "# Nothing to lint\n")
        let empty = runTool(["Sources"], in: tree.root)
        XCTAssertEqual(empty.exitCode, .error)
        XCTAssertTrue(empty.error.contains("no Swift file to lint in 'Sources'"), empty.error)
        XCTAssertFalse(empty.output.contains("No findings"))

        try tree.write("Sources/Screen.swift", LintCommandTests.clean)
        try tree.write(".a11ylint.yml", "included: [Other/**]\n")
        let unmatched = runTool(["."], in: tree.root)
        XCTAssertEqual(unmatched.exitCode, .error, unmatched.output)
        XCTAssertTrue(unmatched.error.contains("'included'"), unmatched.error)

        let allowed = runTool([".", "--allow-no-files"], in: tree.root)
        XCTAssertEqual(allowed.exitCode, .clean, allowed.error)
        XCTAssertEqual(allowed.output, "No findings in 0 files.\n")
    }

    func testSummaryCountsTheFilesLinted() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", LintCommandTests.clean)
        try tree.write("B.swift", LintCommandTests.clean)
        XCTAssertEqual(runTool(["."], in: tree.root).output, "No findings in 2 files.\n")
        try tree.write("C.swift", LintCommandTests.failing)
        let failing = runTool(["C.swift"], in: tree.root)
        XCTAssertTrue(failing.output.contains("2 findings in 1 file: "), failing.output)
    }
}

/// Nothing a file name, a configuration value or an argument holds reaches the terminal raw: no ESC to recolour
/// it, no bidirectional override to turn a line around, no line separator to forge a line.
final class TerminalInjectionTests: XCTestCase {
    static let hostile = ["\u{1B}[31m", "\u{07}", "\u{202E}", "\u{2028}", "\u{2066}"]

    func assertNoRawControls(_ text: String, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
        for raw in Self.hostile { XCTAssertFalse(text.contains(raw), "\(context): raw \(raw.unicodeScalars.map { $0.value })", file: file, line: line) }
    }

    func testFileNamesInFindingsAndErrors() throws {
        let tree = try TemporaryTree()
        let name = "Bad\u{1B}[31m\u{202E}tfiws.\u{2028}View.swift"
        try tree.write(name, LintCommandTests.failing)
        for format in ["text", "xcode", "github", "markdown"] {
            let run = runTool([".", "--format", format], in: tree.root)
            XCTAssertEqual(run.exitCode, .findings, format)
            assertNoRawControls(run.output, format)
        }
        let missing = runTool(["Missing\u{1B}]0;title\u{07}\u{202E}.swift"], in: tree.root)
        XCTAssertEqual(missing.exitCode, .error)
        assertNoRawControls(missing.error, "missing path")
        XCTAssertTrue(missing.error.contains("\\u{1B}"), missing.error)
    }

    func testConfigurationValuesAndArguments() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", LintCommandTests.clean)
        try tree.write(".a11ylint.yml", "disabled_rules: [\"icon\u{1B}[2J\u{202E}\"]\nunknown\u{07}_key: 1\n")
        let config = runTool(["."], in: tree.root)
        XCTAssertEqual(config.exitCode, .error)
        assertNoRawControls(config.error, "configuration")
        for arguments in [["explain", "rule\u{1B}[31m"], [".", "--format", "x\u{202E}ml"], [".", "--only", "a\u{2028}b"]] {
            let run = runTool(arguments, in: tree.root)
            XCTAssertEqual(run.exitCode, .error, "\(arguments)")
            assertNoRawControls(run.error, "\(arguments)")
        }
    }
}

/// `reporters:` in the configuration writes its reports on every run; `--report` replaces them.
final class ConfiguredReportersTests: XCTestCase {
    func testConfiguredReportsAreWrittenRelativeToTheConfiguration() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Failing.swift", LintCommandTests.failing)
        try tree.write(".a11ylint.yml", "reporters:\n  - sarif:reports/a11y.sarif\n  - junit:reports/junit.xml\n")
        let run = runTool(["App"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, run.error)
        XCTAssertTrue(try tree.read("reports/a11y.sarif").contains("\"2.1.0\""))
        XCTAssertTrue(try tree.read("reports/junit.xml").contains("<testsuites"))

        let replaced = runTool(["App", "--report", "json:only.json"], in: tree.root)
        XCTAssertEqual(replaced.exitCode, .findings, replaced.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.root + "/only.json"))
    }

    func testUnknownConfiguredFormatNamesFileLineAndKey() throws {
        let tree = try TemporaryTree()
        try tree.write("A.swift", LintCommandTests.clean)
        try tree.write(".a11ylint.yml", "fail_on: high\nreporters:\n  - sarf:out.sarif\n")
        let run = runTool(["."], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains(".a11ylint.yml:3"), run.error)
        XCTAssertTrue(run.error.contains("sarif"), "suggests the format: \(run.error)")
    }
}

/// What a SwiftLint or ruff user expects of the command line.
final class CommandLineHabitsTests: XCTestCase {
    func testShortFlagsAndTheLintSubcommand() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        let long = runTool(["Failing.swift", "--quiet", "--jobs", "1"], in: tree.root)
        let short = runTool(["lint", "Failing.swift", "-q", "-j", "1"], in: tree.root)
        XCTAssertEqual(short.exitCode, long.exitCode)
        XCTAssertEqual(short.output, long.output)
        let help = runTool(["-h"], in: tree.root)
        XCTAssertEqual(help.exitCode, .clean)
        XCTAssertTrue(help.output.contains("-q, --quiet"), help.output)
        for format in ["text", "xcode", "sarif", "junit", "markdown"] { XCTAssertTrue(help.output.contains("  \(format) ")) }
    }

    func testStatisticsCountFindingsPerRule() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        try tree.write("More.swift", LintCommandTests.failing.replacingOccurrences(of: "Failing", with: "More"))
        let run = runTool([".", "--statistics"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings)
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix("2  icon-only-button") && $0.contains("critical") }, run.output)
        XCTAssertTrue(lines.contains { $0.hasPrefix("2  deprecated-accessibility-modifier") }, run.output)
        XCTAssertEqual(lines.last, "4 findings from 2 rule(s).")
    }

    func testSummarySaysWhatTheBaselineHidAndWhatIsStale() throws {
        let tree = try TemporaryTree()
        try tree.write("Failing.swift", LintCommandTests.failing)
        XCTAssertEqual(runTool(["Failing.swift", "--write-baseline", "baseline.json"], in: tree.root).exitCode, .clean)
        let hidden = runTool(["Failing.swift", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertEqual(hidden.output, "No findings in 1 file. 2 hidden by the baseline.\n")
        try tree.write("Failing.swift", LintCommandTests.failing.replacingOccurrences(
            of: "Text(\"Total\").accessibility(hint: Text(\"Sum of all entries\"))", with: "Text(\"Total\")"))
        let stale = runTool(["Failing.swift", "--baseline", "baseline.json"], in: tree.root)
        XCTAssertTrue(stale.output.contains("1 hidden by the baseline. 1 baseline entry matches nothing any more"),
                      stale.output)
    }
}

/// `--changed-since REF` and `--diff FILE` report the findings of a change only.
final class ChangedLinesCommandTests: XCTestCase {
    func git(_ arguments: [String], in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=test@example.com", "-c", "user.name=Test",
                             "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("git \(arguments) failed here") }
    }

    static let before = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                VStack {
                    Button { close() } label: { Image("ic_close") }
                }
            }
        }
        """

    func testOnlyTheChangedLinesAreReported() throws {
        let tree = try TemporaryTree()
        try tree.write("App/Screen.swift", Self.before)
        try git(["init", "-q"], in: tree.root)
        try git(["add", "."], in: tree.root)
        try git(["commit", "-q", "-m", "start"], in: tree.root)
        try tree.write("App/Screen.swift", Self.before.replacingOccurrences(
            of: "            Button { close() }", with: "            Button { add() } label: { Image(\"ic_add\") }\n            Button { close() }"))
        try tree.write("App/New.swift", Self.before.replacingOccurrences(of: "Screen", with: "Fresh"))

        let all = runTool(["App", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(all.output.components(separatedBy: "icon-only-button").count - 1, 3, all.output)
        let changed = runTool(["App", "--format", "xcode", "--changed-since", "HEAD"], in: tree.root)
        XCTAssertEqual(changed.exitCode, .findings, changed.error)
        let lines = changed.output.split(separator: "\n").filter { $0.contains("icon-only-button") }
        XCTAssertEqual(lines.count, 2, changed.output)
        XCTAssertTrue(lines.contains { $0.contains("Screen.swift:5:") }, "the added button")
        XCTAssertTrue(lines.contains { $0.contains("New.swift:5:") }, "the untracked file counts whole")

        try tree.write("change.diff", "+++ b/App/Screen.swift\n@@ -5 +6 @@\n")
        let fromDiff = runTool(["App", "--format", "xcode", "--diff", "change.diff"], in: tree.root)
        XCTAssertEqual(fromDiff.output.split(separator: "\n").filter { $0.contains("icon-only-button") }.count, 1)
        XCTAssertTrue(fromDiff.output.contains("Screen.swift:6:"), fromDiff.output)

        let badReference = runTool(["App", "--changed-since", "no-such-ref"], in: tree.root)
        XCTAssertEqual(badReference.exitCode, .error)
        XCTAssertTrue(badReference.error.contains("cannot tell which lines changed"), badReference.error)
    }
}
