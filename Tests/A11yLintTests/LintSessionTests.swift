import XCTest
@testable import A11yLint
import RuleEngine

/// The library's whole-project entry point: two passes sharing one index, the context files, the line tables handed
/// on, and the fix loop.
final class LintSessionTests: XCTestCase {
    static let component = """
        import SwiftUI
        struct IconButton: View {
            let systemName: String
            let action: () -> Void
            var body: some View { Button(action: action) { Image(systemName: systemName) } }
        }
        """
    static let screen = """
        import SwiftUI
        struct Screen: View {
            var body: some View { IconButton(systemName: "gearshape.2") {} }
        }
        """

    func lines(_ findings: [Finding], rule: String) -> [String] {
        findings.filter { $0.ruleID == rule }.map { "\($0.file):\($0.start.line)" }
    }

    func testAComponentDeclaredInOneFileIsJudgedWhereAnotherUsesIt() {
        let files = [SourceInput(path: "Screen.swift", text: Self.screen),
                     SourceInput(path: "IconButton.swift", text: Self.component)]
        let result = LintSession(jobs: 2).lint(files)
        XCTAssertTrue(lines(result.findings, rule: "icon-only-button").contains("Screen.swift:3"))
        XCTAssertEqual(result.findings, result.findings.sorted(by: Finding.outputOrder))
    }

    /// A clause on a flag that none of the file's builds defines never compiles; with the conditions unknown, it
    /// may, and is linted.
    func testAClauseOnAFlagNoBuildDefinesIsNotLinted() {
        let settings = """
            import SwiftUI
            struct SettingsScreen: View {
                @State private var path = ""
                @State private var verbose = false
                var body: some View {
                    Form {
                        #if LEGACY_RUNTIME
                        TextField("", text: $path)
                        #else
                        Toggle("", isOn: $verbose)
                        #endif
                    }
                }
            }
            """
        func lines(defined: Set<String>?) -> [String] {
            var input = SourceInput(path: "Settings.swift", text: settings)
            input.compilationConditions = defined
            return self.lines(LintSession().lint([input]).findings, rule: "control-missing-label")
        }
        XCTAssertEqual(lines(defined: nil), ["Settings.swift:8", "Settings.swift:10"])
        XCTAssertEqual(lines(defined: ["BETA"]), ["Settings.swift:10"])
        XCTAssertEqual(lines(defined: ["LEGACY_RUNTIME"]), ["Settings.swift:8", "Settings.swift:10"])
    }

    func testContextFilesAreIndexedButNotLinted() {
        let alone = LintSession().lint([SourceInput(path: "Screen.swift", text: Self.screen)])
        XCTAssertEqual(lines(alone.findings, rule: "icon-only-button"), [], "without the component, the call is unknown")
        let withContext = LintSession().lint([SourceInput(path: "Screen.swift", text: Self.screen)],
                                             context: [SourceInput(path: "IconButton.swift", text: Self.component)])
        XCTAssertEqual(lines(withContext.findings, rule: "icon-only-button"), ["Screen.swift:3"],
                       "judged with the component's summary; the component's own file is not linted")
        XCTAssertEqual(withContext.files.map(\.path), ["Screen.swift"])
    }

    /// Each file is linted with the configuration it names (a nested folder's), against one shared index; the
    /// fix loop relints with the same one, and suppressed findings are counted per file.
    func testEachFileIsLintedWithItsOwnConfiguration() {
        var quiet = Configuration()
        quiet.disabledRules = ["icon-only-button"]
        let files = [SourceInput(path: "Screen.swift", text: Self.screen),
                     SourceInput(path: "Mac/Screen.swift", text: Self.screen, configuration: 1),
                     SourceInput(path: "Quiet.swift", text: "// a11y-lint:disable icon-only-button\n" + Self.screen)]
        let result = LintSession(nested: [quiet], jobs: 2).lint(files, context: [SourceInput(path: "IconButton.swift",
                                                                                              text: Self.component)])
        XCTAssertEqual(lines(result.findings, rule: "icon-only-button"), ["Screen.swift:3"])
        XCTAssertEqual(result.linters.count, 2)
        XCTAssertEqual(result.suppressedByFile, [0, 0, 1])
        XCTAssertEqual(result.suppressed, 1)
        XCTAssertEqual(result.fixed().map(\.suppressed), [0, 0, 1])
    }

    /// Reporters and the baseline read the line table the lexer built, the same one the findings' positions used.
    func testSourcesCarryTheLineTablesOfTheLint() {
        let result = LintSession().lint([SourceInput(path: "Screen.swift", text: "let a = 1\nlet b = 2\n")])
        XCTAssertEqual(result.sources.count, 1)
        XCTAssertEqual(result.sources[0].lineTable.lineStarts, [0, 10, 20])
        XCTAssertEqual(result.sourcesByPath["Screen.swift"]?.bytes, Array("let a = 1\nlet b = 2\n".utf8))
    }

    func testColourSetsOfOnePathCountOnceAndIssuesAreReturned() {
        let path = "App/Assets.xcassets/Brand.colorset/Contents.json"
        let result = LintSession().lint([], colorSets: [(path, Array("{".utf8)), (path, Array("{}".utf8))])
        XCTAssertEqual(result.assetCatalogIssues.map(\.path), [path], "the unreadable first copy, read once")
    }

    /// Safe fixes are applied pass after pass, and the file is linted again with the same index.
    func testFixLoopAppliesSafeFixesAndRelints() throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                var body: some View { Text("Hi").accessibility(label: Text("Greeting")) }
            }
            """
        let result = LintSession().lint([SourceInput(path: "Screen.swift", text: source)])
        let fixable = result.findings.filter { $0.fix?.isSafe == true }
        try XCTSkipIf(fixable.isEmpty, "no rule offers a safe fix here any more")
        let fixed = try XCTUnwrap(result.fixed().first)
        XCTAssertTrue(fixed.isChanged)
        XCTAssertEqual(fixed.findingsBefore, result.findings)
        XCTAssertTrue(fixed.findings.allSatisfy { $0.fix?.isSafe != true })
        XCTAssertEqual(fixed.source.lineTable.byteCount, fixed.source.bytes.count)
        XCTAssertEqual(fixed.original.bytes, Array(source.utf8))
    }

    func testAFileWithoutFixesIsReturnedAsLinted() throws {
        let result = LintSession().lint([SourceInput(path: "Screen.swift", text: Self.screen)])
        let fixed = try XCTUnwrap(result.fixed().first)
        XCTAssertFalse(fixed.isChanged)
        XCTAssertEqual(fixed.findings, fixed.findingsBefore)
    }

    /// Trees are kept between the passes up to the budget, largest files first, and a file over the budget keeps
    /// its own (it was parsed twice: a quarter of the time of a 32 MB file).
    /// All trees while the sources fit the budget; past it only the largest (a 30 MB project kept 10 MB of trees
    /// with a largest-first fill: 237 MB peak instead of 150).
    func testTreesKeptBetweenPassesAllWithinTheBudgetElseOnlyTheLargest() {
        let budget = LintSession.keptTreeSourceBytes
        XCTAssertEqual(LintSession.keptTrees(fileSizes: []), [])
        XCTAssertEqual(LintSession.keptTrees(fileSizes: [50_000_000]), [true])
        XCTAssertEqual(LintSession.keptTrees(fileSizes: [1_000, 50_000_000, 2_000]), [false, true, false])
        XCTAssertEqual(LintSession.keptTrees(fileSizes: [budget / 2, budget / 4, budget / 2 + 1]), [false, false, true])
        XCTAssertEqual(LintSession.keptTrees(fileSizes: [budget / 2, budget / 2]), [true, true])
        XCTAssertEqual(LintSession.keptTrees(fileSizes: [1_000, 2_000, 3_000]), [true, true, true])
    }
}
