import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Regression cases for rules that once did work per modifier that grew with the chain's length.
final class RuleScalingTests: XCTestCase {
    func testRepeatedHidingModifiersAreOneFinding() {
        let chain = String(repeating: "        .accessibilityHidden(true)\n", count: 3_000)
        let code = "struct Screen: View {\n    var body: some View {\n        Button(\"Delete\") { delete() }\n" + chain
            + "    }\n}\n"
        var configuration = Configuration()
        configuration.onlyRules = ["hidden-interactive-element"]
        let findings = Linter(configuration: configuration).lint(path: "Screen.swift", bytes: Array(code.utf8))
            .filter { $0.ruleID == "hidden-interactive-element" }
        XCTAssertEqual(findings.map(\.start.line), [4], "one finding, at the first hiding modifier")
    }

    /// `modifiers(of:)` reads the suffix of a children list: it must agree with filtering every child, and the
    /// parser must keep putting a view's modifiers last, or every rule that looks at ancestors' modifiers is
    /// quadratic again in an ancestor's child count.
    func testModifiersAreTheSuffixOfEveryChildrenList() throws {
        let directory = ParserGoldenTests.fixturesDirectory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
        XCTAssertFalse(names.isEmpty)
        var sources = try names.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        sources.append(Self.longElseIfChain + Self.longLabelledClosureList)
        for source in sources {
            let tree = ViewTreeParser.parse(Lexer.lex(source))
            for id in tree.allIDs {
                let children = tree.children(of: id)
                let filtered = children.filter { tree[$0].kind == .modifier }
                XCTAssertEqual(tree.modifiers(of: id), filtered)
                XCTAssertEqual(Array(children.suffix(filtered.count)), filtered, "modifiers end the children of \(id)")
            }
        }
    }

    /// An `if` with thousands of `else if`s and a call with thousands of labelled closures: each view's walk over
    /// its ancestors' modifiers once filtered the whole branch or closure list (4,000 of either took 4 s and 11 s
    /// in a debug build). Nothing here is a finding.
    func testLongBranchAndClosureListsLintWithoutFindings() {
        let code = "import SwiftUI\nstruct Screen: View {\n    var body: some View {\n" + Self.longElseIfChain
            + "    }\n    var other: some View {\n" + Self.longLabelledClosureList + "    }\n}\n"
        let findings = Linter(configuration: Configuration()).lint(path: "Screen.swift", bytes: Array(code.utf8))
        XCTAssertEqual(findings.map(\.ruleID), [])
    }

    static let longElseIfChain = "        if a { Text(\"A\") }"
        + String(repeating: " else if b { Text(\"B\").foregroundStyle(.primary) }", count: 3_000) + "\n"
    static let longLabelledClosureList = "        Menu { Button(\"Open\") { } } label: { Text(\"More\") }"
        + String(repeating: " label: { Text(\"More\") }", count: 3_000) + "\n"

    /// A file that declares the same small view thousands of times: rules asked for the file's `View` types and
    /// for the component of each node's declaring type from every node, each answer scanning every declaration (a
    /// 2 MB file took 88 s in release, the 50 MB hostile file never finished). Each copy has the same findings.
    func testManyDeclarationsOfOneNameLintCopyByCopy() {
        let view = RobustnessHostileSourceTests.rowView
        let linter = Linter(configuration: Configuration())
        let one = linter.lint(path: "Rows.swift", bytes: Array(view.utf8))
        XCTAssertFalse(one.isEmpty)
        let copies = 1_500
        let many = linter.lint(path: "Rows.swift", bytes: Array(String(repeating: view, count: copies).utf8))
        XCTAssertEqual(many.count, one.count * copies)
        XCTAssertEqual(Set(many.map(\.ruleID)), Set(one.map(\.ruleID)))
    }
}
