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
                    IconButton(systemName: "gear") { }
                }
            }
            """)
        let run = runTool([".", "--only", "icon-only-button", "--format", "json"], in: tree.root)
        let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let files = (json?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []
        XCTAssertTrue(files.contains("Screens/Settings.swift"), run.output)
    }

    /// A view only a preview shows, and one only a test shows, are left alone when their package is linted whole;
    /// a file or a folder of it linted on its own, or the package with a file left out, keeps their findings.
    func testViewsOnlyPreviewsAndTestsShowAreLeftAloneWhenTheProjectIsLintedWhole() throws {
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
            let run = runTool(arguments + ["--only", "icon-only-button", "--format", "json"], in: tree.root)
            let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            return ((json?["findings"] as? [[String: Any]])?.compactMap { $0["file"] as? String } ?? []).sorted()
        }
        XCTAssertEqual(try files(["."]), ["Sources/Shop/Checkout.swift"])
        XCTAssertEqual(try files(["Sources/Shop/PromoBanner.swift"]), ["Sources/Shop/PromoBanner.swift"])
        XCTAssertEqual(try files(["Sources"]), ["Sources/Shop/Checkout.swift", "Sources/Shop/PromoBanner.swift",
                                                "Sources/Shop/ReceiptCard.swift"])
        try tree.write(".a11ylint.yml", "excluded: [Sources/Shop/Old]\n")
        try tree.write("Sources/Shop/Old/Promo.swift", "import SwiftUI\nlet promo = PromoBanner()\n")
        XCTAssertEqual(try files(["."]), ["Sources/Shop/Checkout.swift", "Sources/Shop/PromoBanner.swift",
                                          "Sources/Shop/ReceiptCard.swift"])
    }

    /// Trees are kept between the passes up to the budget, largest files first, and a file over the budget keeps
    /// its own (it was parsed twice: a quarter of the time of a 32 MB file).
    /// All trees while the sources fit the budget; past it only the largest (a 30 MB project kept 10 MB of trees
    /// with a largest-first fill: 237 MB peak instead of 150).
    func testTreesKeptBetweenPassesAllWithinTheBudgetElseOnlyTheLargest() {
        let budget = LintCommand.keptTreeSourceBytes
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: []), [])
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: [50_000_000]), [true])
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: [1_000, 50_000_000, 2_000]), [false, true, false])
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: [budget / 2, budget / 4, budget / 2 + 1]), [false, false, true])
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: [budget / 2, budget / 2]), [true, true])
        XCTAssertEqual(LintCommand.keptTrees(fileSizes: [1_000, 2_000, 3_000]), [true, true, true])
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
