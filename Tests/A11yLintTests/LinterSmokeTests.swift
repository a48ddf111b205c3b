import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// What the Linter applies to every rule: previews and test files skipped, `#if` platform branches honoured,
/// suppressions, severity overrides, and the enclosing type recorded for the audit report.
final class LinterSmokeTests: XCTestCase {
    static let iconButton = "Button { share() } label: { Image(\"ic_share\") }"

    func lint(_ code: String, configuration: Configuration = Configuration(), platforms: Set<String> = []) -> [Finding] {
        Linter(configuration: configuration, platforms: platforms).lint(path: "View.swift", bytes: Array(code.utf8))
    }

    func testEmptyFileHasNoFindings() {
        XCTAssertEqual(lint(""), [])
    }

    func testFindingKnowsItsScreen() {
        let findings = lint("""
            struct ShareScreen: View {
                var body: some View { \(Self.iconButton) }
            }
            """).filter { $0.ruleID == "icon-only-button" }
        XCTAssertEqual(findings.map(\.container), ["ShareScreen"])
    }

    func testPreviewsAreSkippedUnlessIncluded() {
        let code = """
            #Preview { \(Self.iconButton) }
            struct Share_Previews: PreviewProvider {
                static var previews: some View { \(Self.iconButton) }
            }
            """
        XCTAssertEqual(lint(code).filter { $0.ruleID == "icon-only-button" }.count, 0)
        var configuration = Configuration()
        configuration.includePreviews = true
        XCTAssertEqual(lint(code, configuration: configuration).filter { $0.ruleID == "icon-only-button" }.count, 2)
    }

    func testTestFilesAreSkippedUnlessIncluded() {
        let code = "import XCTest\nstruct Fixture: View { var body: some View { \(Self.iconButton) } }\n"
        XCTAssertTrue(lint(code).isEmpty)
        var configuration = Configuration()
        configuration.includeTests = true
        XCTAssertFalse(lint(code, configuration: configuration).isEmpty)
    }

    func testIOSOnlyRulesStayQuietInMacOSBranchesAndMacOSProjects() {
        let code = """
            struct Title: View {
                var body: some View {
                    #if os(macOS)
                    Text("Mac").font(.system(size: 24))
                    #else
                    Text("Phone").font(.system(size: 24))
                    #endif
                }
            }
            """
        let fixedFont = lint(code).filter { $0.ruleID == "fixed-font-size" }
        XCTAssertEqual(fixedFont.map(\.start.line), [6], "only the non-macOS branch")
        XCTAssertTrue(lint(code, platforms: ["macos"]).filter { $0.ruleID == "fixed-font-size" }.isEmpty)
        XCTAssertEqual(lint(code, platforms: ["ios", "macos"]).filter { $0.ruleID == "fixed-font-size" }.count, 1)
    }

    func testModifiersInAPostfixMacOSClauseAreNotReportedForIOS() {
        let code = """
            struct ModelButton: View {
                var body: some View {
                    Button(action: pick) {
                        Image(systemName: "cpu")
                            .accessibilityLabel("Model")
                        #if os(iOS) || os(visionOS)
                            .frame(width: 48, height: 48)
                        #elseif os(macOS)
                            .padding(2)
                            .frame(width: 32, height: 32)
                        #else
                            .frame(width: 30, height: 30)
                        #endif
                    }
                }
            }
            """
        XCTAssertTrue(lint(code).filter { $0.ruleID == "small-touch-target" }.isEmpty,
                      "the frames of the macOS and other clauses are no iOS touch targets")
        let small = code.replacingOccurrences(of: "width: 30, height: 30", with: "width: 20, height: 20")
            .replacingOccurrences(of: "#else\n", with: "#elseif os(iOS)\n")
            .replacingOccurrences(of: "#if os(iOS) || os(visionOS)", with: "#if os(visionOS)")
        XCTAssertEqual(lint(small).filter { $0.ruleID == "small-touch-target" }.map(\.start.line), [12])
        let tree = ViewTreeParser.parse(Lexer.lex(Array(code.utf8)))
        let clauses = PlatformCondition.modifierPlatforms(in: tree).map { (tree[$0.modifier].name, $0.platforms) }
        XCTAssertEqual(clauses.map(\.0), ["frame", "padding", "frame", "frame"])
        XCTAssertEqual(clauses.map(\.1), [["ios", "visionos"], ["macos"], ["macos"], ["watchos", "tvos"]])
    }

    func testDebugOnlyCodeIsNotReported() {
        let code = """
            struct Badge: View {
                var body: some View {
                    #if DEBUG
                    Text("dev").font(.system(size: 11))
                    #else
                    Text("beta").font(.system(size: 11))
                    #endif
                    #if false
                    Text("old").font(.system(size: 11))
                    #endif
                }
            }
            """
        XCTAssertEqual(lint(code).filter { $0.ruleID == "fixed-font-size" }.map(\.start.line), [6])
    }

    func testConfiguredSeverityWins() {
        var configuration = Configuration()
        configuration.severityOverrides["icon-only-button"] = .low
        let findings = lint("struct S: View { var body: some View { \(Self.iconButton) } }", configuration: configuration)
        XCTAssertEqual(findings.filter { $0.ruleID == "icon-only-button" }.map(\.severity), [.low])
    }

    func testPlatformConditions() {
        XCTAssertEqual(PlatformCondition.possiblePlatforms("os(macOS)"), ["macos"])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("!(os(macOS))"), ["ios", "watchos", "tvos", "visionos"])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("os(iOS) || os(visionOS)"), ["ios", "visionos"])
        // The build people install is a release build: `DEBUG` code never reaches them.
        XCTAssertEqual(PlatformCondition.possiblePlatforms("DEBUG"), [])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("canImport(AppKit) && DEBUG"), [])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("!DEBUG"), Set(PlatformCondition.allPlatforms))
        XCTAssertEqual(PlatformCondition.possiblePlatforms("false"), [])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("BETA || os(iOS)"), Set(PlatformCondition.allPlatforms),
                       "an app's own flag is unknown")
        XCTAssertEqual(PlatformCondition.possiblePlatforms(ofClauses: ["DEBUG", nil]),
                       [[], Set(PlatformCondition.allPlatforms)])
        XCTAssertEqual(PlatformCondition.possiblePlatforms("os(iOS) @ x"), Set(PlatformCondition.allPlatforms),
                       "a condition it cannot read excludes nothing")
    }
}
