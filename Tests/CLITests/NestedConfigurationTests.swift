import Foundation
import XCTest
@testable import a11y_lint

/// A `.a11ylint.yml` in a subfolder applies to the files under it when a folder above is linted, and
/// `parent_config:` makes one configuration inherit another (issue 19, item 5).
final class NestedConfigurationTests: XCTestCase {
    /// `icon-only-button` (critical) and `deprecated-accessibility-modifier` (low) once each.
    static let failing = LintCommandTests.failing

    func rules(in run: ToolRun, file: String) -> [String] {
        lines(in: run, file: file).compactMap { line in
            guard let open = line.lastIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }.sorted()
    }

    /// The Xcode lines of one file (Xcode lines name files by absolute path).
    func lines(in run: ToolRun, file: String) -> [Substring] {
        run.output.split(separator: "\n").filter { $0.contains("/" + file + ":") }
    }

    /// A temporary folder holding `files` (path, contents).
    func makeTree(_ files: [(String, String)]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        for (path, text) in files { try tree.write(path, text) }
        return tree
    }

    func testNestedConfigurationAppliesToTheFilesUnderItsFolder() throws {
        let tree = try makeTree([
            (".a11ylint.yml", "severity:\n  deprecated-accessibility-modifier: medium\n"),
            ("Mac/.a11ylint.yml", "disabled_rules: [icon-only-button]\n"),
            ("App.swift", Self.failing),
            ("Mac/MacView.swift", Self.failing),
            ("Mac/Deeper/Deep.swift", Self.failing),
        ])

        let whole = runTool([".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(whole.exitCode, .findings, whole.error)
        XCTAssertEqual(rules(in: whole, file: "App.swift"), ["deprecated-accessibility-modifier", "icon-only-button"])
        // The nested file disables a rule for its folder and what is below it; the parent's severity still holds.
        XCTAssertEqual(rules(in: whole, file: "Mac/MacView.swift"), ["deprecated-accessibility-modifier"])
        XCTAssertEqual(rules(in: whole, file: "Mac/Deeper/Deep.swift"), ["deprecated-accessibility-modifier"])
        XCTAssertTrue(whole.output.contains("/Mac/MacView.swift:6:27: warning:"), whole.output)
        XCTAssertEqual(whole.error, "")

        // From the project's folder the same chain applies whichever path is named, and to standard input.
        let sub = runTool(["Mac", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(rules(in: sub, file: "Mac/MacView.swift"), ["deprecated-accessibility-modifier"])
        XCTAssertEqual(sub.output.components(separatedBy: "\n").filter { $0.contains("MacView.swift") },
                       whole.output.components(separatedBy: "\n").filter { $0.contains("MacView.swift") })
        let file = runTool(["Mac/MacView.swift", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(rules(in: file, file: "Mac/MacView.swift"), ["deprecated-accessibility-modifier"])
        let stdin = runTool(["--stdin-path", "Mac/MacView.swift", "--format", "xcode"], in: tree.root,
                            stdin: Self.failing)
        XCTAssertEqual(rules(in: stdin, file: "Mac/MacView.swift"), ["deprecated-accessibility-modifier"])
    }

    /// A nested configuration does not cut its folder off from the project index: a component declared above it
    /// is known when a file under it is linted alone, as when the whole project is.
    func testAFileUnderANestedConfigurationKeepsTheWholeProjectIndex() throws {
        let tree = try makeTree([
            (".a11ylint.yml", ""),
            ("Mac/.a11ylint.yml", "severity:\n  icon-only-button: high\n"),
            ("Shared/IconButton.swift", IconComponent.declaration(named: "IconButton")),
            ("Mac/Screen.swift", IconComponent.screen(named: "Screen", calling: "IconButton")),
        ])
        let whole = runTool([".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(rules(in: whole, file: "Mac/Screen.swift"), ["icon-only-button"], whole.output)
        let alone = runTool(["Mac/Screen.swift", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(lines(in: alone, file: "Mac/Screen.swift"), lines(in: whole, file: "Mac/Screen.swift"))
        XCTAssertEqual(lines(in: alone, file: "Mac/Screen.swift").count, 1, alone.output)
    }

    /// A component file a nested configuration excludes is no more in the index of a lone file than in the whole
    /// project's.
    func testWhatANestedConfigurationExcludesStaysOutOfTheIndexOfALoneFile() throws {
        let tree = try makeTree([
            (".a11ylint.yml", ""),
            ("Mac/.a11ylint.yml", "excluded: [Vendor]\n"),
            ("Mac/Vendor/Chip.swift", IconComponent.declaration(named: "Chip")),
            ("Mac/Chips.swift", IconComponent.screen(named: "Chips", calling: "Chip")),
        ])
        let whole = runTool([".", "--format", "xcode"], in: tree.root)
        let alone = runTool(["Mac/Chips.swift", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(lines(in: whole, file: "Mac/Chips.swift"), [], "Chip is unknown: its file is excluded")
        XCTAssertEqual(lines(in: alone, file: "Mac/Chips.swift"), [], alone.output)
    }

    func testNestedPlatformsDecideWhichRulesRunUnderTheFolder() throws {
        let tree = try TemporaryTree()
        // `fixed-font-size` is for platforms with Dynamic Type: a macOS folder does not get it.
        try tree.write(".a11ylint.yml", "platforms: [ios]\n")
        try tree.write("Mac/.a11ylint.yml", "platforms: [macos]\n")
        try tree.write("Phone/Title.swift", PlatformDetectionTests.fixedFont)
        try tree.write("Mac/Title.swift", PlatformDetectionTests.fixedFont)
        let run = runTool([".", "--format", "xcode", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(rules(in: run, file: "Phone/Title.swift"), ["fixed-font-size"], run.output)
        XCTAssertEqual(rules(in: run, file: "Mac/Title.swift"), [], run.output)
        XCTAssertEqual(rules(in: runTool(["Mac", "--format", "xcode"], in: tree.root), file: "Mac/Title.swift"), [])
    }

    func testRuleListsAddUpAndOnlyRulesReplaces() throws {
        let tree = try makeTree([
            (".a11ylint.yml", "disabled_rules: [deprecated-accessibility-modifier]\n"),
            ("Added/.a11ylint.yml", "disabled_rules: [icon-only-button]\n"),
            ("Only/.a11ylint.yml", "only_rules: [deprecated-accessibility-modifier]\n"),
            ("Enabled/.a11ylint.yml", "opt_in_rules: [missing-accessibility-identifier]\n"),
        ])
        for folder in ["Added", "Only", "Enabled"] { try tree.write("\(folder)/View.swift", Self.failing) }
        let run = runTool([".", "--format", "xcode", "--fail-on", "never"], in: tree.root)
        XCTAssertEqual(rules(in: run, file: "Added/View.swift"), [], "both lists disable")
        XCTAssertEqual(rules(in: run, file: "Only/View.swift"), ["deprecated-accessibility-modifier"],
                       "only_rules replaces the parent's lists")
        XCTAssertTrue(rules(in: run, file: "Enabled/View.swift").contains("icon-only-button"))
        XCTAssertFalse(rules(in: run, file: "Enabled/View.swift").contains("deprecated-accessibility-modifier"),
                       "the parent's disabled_rules still hold")
    }

    func testNestedExcludedAppliesUnderItsFolder() throws {
        let tree = try makeTree([
            (".a11ylint.yml", ""),
            ("Mac/.a11ylint.yml", "excluded: [Generated]\n"),
            ("Mac/Generated/Gen.swift", Self.failing),
            ("Mac/View.swift", Self.failing),
            ("Generated/Kept.swift", Self.failing),
        ])
        let run = runTool([".", "--format", "xcode"], in: tree.root)
        XCTAssertFalse(run.output.contains("Mac/Generated/Gen.swift"), run.output)
        XCTAssertTrue(run.output.contains("Mac/View.swift"), run.output)
        XCTAssertTrue(run.output.contains("Generated/Kept.swift"), "relative to the nested file's folder only")
    }

    func testRunWideKeysInANestedConfigurationAreNamedNotSilentlyDropped() throws {
        let tree = try makeTree([
            (".a11ylint.yml", ""),
            ("Mac/.a11ylint.yml", "platforms: [ios]\nfail_on: never\n"),
            ("Mac/View.swift", Self.failing),
            ("App.swift", Self.failing),
        ])
        let run = runTool([".", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(run.exitCode, .findings, "the run's fail_on is the top configuration's")
        XCTAssertTrue(run.error.contains("Mac/.a11ylint.yml:2:1: 'fail_on' applies to a whole run"), run.error)
        XCTAssertEqual(runTool(["Mac"], in: tree.root).exitCode, .findings, "from the project's folder too")
        // Linted from inside the folder, its file is the run's configuration and its fail_on counts.
        XCTAssertEqual(runTool(["."], in: tree.root + "/Mac").exitCode, .clean)
    }

    func testErrorsInANestedConfigurationNameFileLineAndKey() throws {
        let tree = try makeTree([
            (".a11ylint.yml", ""),
            ("Mac/.a11ylint.yml", "platforms: [macos]\ndisabled_rule: [icon-only-button]\n"),
            ("Mac/View.swift", Self.failing),
        ])
        let run = runTool(["."], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("Mac/.a11ylint.yml:2:1: unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?"),
                      run.error)
    }

    func testNestedConfigurationsAreNotReadWithAnExplicitConfig() throws {
        let tree = try makeTree([
            ("ci.yml", ""),
            ("Mac/.a11ylint.yml", "disabled_rules: [icon-only-button]\n"),
            ("Mac/View.swift", Self.failing),
        ])
        let run = runTool([".", "--config", "ci.yml", "--format", "xcode"], in: tree.root)
        XCTAssertTrue(rules(in: run, file: "Mac/View.swift").contains("icon-only-button"), run.output)
    }

    // MARK: parent_config

    func testParentConfigIsInheritedAndOverridden() throws {
        let tree = try TemporaryTree()
        try tree.write("Shared/base.yml", """
            disabled_rules: [deprecated-accessibility-modifier]
            severity:
              icon-only-button: low
            fail_on: low
            """)
        try tree.write("App/.a11ylint.yml", """
            parent_config: ../Shared/base.yml
            severity:
              icon-only-button: medium
            """)
        try tree.write("App/View.swift", Self.failing)
        let run = runTool(["App", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(rules(in: run, file: "App/View.swift"), ["icon-only-button"], "disabled_rules inherited")
        XCTAssertEqual(run.exitCode, .findings, "fail_on: low inherited from the parent")
        let text = runTool(["App"], in: tree.root)
        XCTAssertTrue(text.output.contains("medium [icon-only-button]"), "the child's severity wins: \(text.output)")
    }

    func testParentConfigMakesANestedFolderLintedAloneMatchTheWholeRun() throws {
        let tree = try makeTree([
            (".a11ylint.yml", "disabled_rules: [deprecated-accessibility-modifier]\n"),
            ("Mac/.a11ylint.yml", "parent_config: ../.a11ylint.yml\nplatforms: [macos]\n"),
            ("Mac/View.swift", Self.failing),
        ])
        let whole = runTool([".", "--format", "xcode"], in: tree.root)
        let alone = runTool(["Mac/View.swift", "--format", "xcode"], in: tree.root)
        XCTAssertEqual(rules(in: whole, file: "Mac/View.swift"), ["icon-only-button"])
        XCTAssertEqual(rules(in: alone, file: "Mac/View.swift"), ["icon-only-button"])
    }

    func testParentConfigCycleIsAnErrorNotAHang() throws {
        let tree = try makeTree([
            (".a11ylint.yml", "parent_config: a.yml\n"),
            ("a.yml", "disabled_rules: []\nparent_config: b.yml\n"),
            ("b.yml", "parent_config: .a11ylint.yml\n"),
            ("View.swift", Self.failing),
        ])
        let run = runTool(["."], in: tree.root)
        XCTAssertEqual(run.exitCode, .error)
        XCTAssertTrue(run.error.contains("b.yml:1:16: 'parent_config' makes a cycle"), run.error)
        XCTAssertTrue(run.error.contains(".a11ylint.yml → a.yml → b.yml → .a11ylint.yml"), run.error)

        try tree.write(".a11ylint.yml", "parent_config: .a11ylint.yml\n")
        XCTAssertTrue(runTool(["."], in: tree.root).error.contains(".a11ylint.yml:1:16: 'parent_config' makes a cycle"))
    }

    func testParentConfigErrorsNameTheFileTheyAreIn() throws {
        let tree = try makeTree([
            (".a11ylint.yml", "parent_config: missing.yml\n"),
            ("View.swift", Self.clean),
        ])
        let missing = runTool(["."], in: tree.root)
        XCTAssertEqual(missing.exitCode, .error)
        XCTAssertTrue(missing.error.contains(".a11ylint.yml:1:16: cannot read parent configuration 'missing.yml'"),
                      missing.error)

        try tree.write(".a11ylint.yml", "parent_config: base.yml\n")
        try tree.write("base.yml", "severity:\n  icon-only-buton: low\n")
        let bad = runTool(["."], in: tree.root)
        XCTAssertEqual(bad.exitCode, .error)
        XCTAssertTrue(bad.error.contains("base.yml:2:3: unknown rule 'icon-only-buton'"), bad.error)
    }

    static let clean = LintCommandTests.clean
}

/// A component whose call sites are findings when the index knows it (an icon-only button), and a screen calling it.
enum IconComponent {
    static func declaration(named name: String) -> String {
        """
        import SwiftUI
        public struct \(name): View {
            let systemName: String
            let action: () -> Void
            public var body: some View { Button(action: action) { Image(systemName: systemName) } }
        }
        """
    }

    static func screen(named name: String, calling component: String) -> String {
        """
        import SwiftUI
        public struct \(name): View {
            public var body: some View { \(component)(systemName: "gearshape.2") {} }
        }
        """
    }
}
