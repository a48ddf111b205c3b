import Foundation
import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Lints the development corpus with and without the project index and prints what the index adds or removes
/// for the rules that use it, with timings. Runs only with `A11YLINT_CORPUS=/tmp/corpus`.
final class IndexCorpusTests: XCTestCase {
    static let indexRules: Set<String> = ["icon-only-button", "control-missing-label", "image-missing-label",
                                          "ungrouped-card", "small-touch-target", "tap-gesture-without-button-trait",
                                          "insufficient-contrast"]

    func testCorpusWithAndWithoutIndex() throws {
        guard let root = ProcessInfo.processInfo.environment["A11YLINT_CORPUS"] else {
            throw XCTSkip("set A11YLINT_CORPUS to the corpus folder")
        }
        let apps = (try? FileManager.default.contentsOfDirectory(atPath: root))?.sorted() ?? []
        for app in apps {
            let base = root + "/" + app
            let paths = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String }.sorted() ?? []
            let sources = paths.filter { $0.hasSuffix(".swift") }.compactMap { relative in
                FileManager.default.contents(atPath: base + "/" + relative).map { (app + "/" + relative, Array($0)) }
            }
            let colorSets = paths.filter(AssetColorIndex.isColorSetContents(path:)).compactMap { relative in
                FileManager.default.contents(atPath: base + "/" + relative).map { (app + "/" + relative, Array($0)) }
            }
            let trees = sources.map { (path: $0.0, tree: ViewTreeParser.parse(Lexer.lex($0.1))) }
            let start = Date()
            let colors = AssetColorIndex(colorSets: colorSets)
            let index = ProjectIndex.build(trees: trees, configuration: Configuration(), assetColors: colors)
            let elapsed = Date().timeIntervalSince(start)
            print("INDEX \(app): \(trees.count) files, \(index.allComponents.count) components, "
                  + "\(colors.allColors.count) colours (\(colors.issues.count) issues) in \(String(format: "%.3f", elapsed)) s")
            let withIndex = Linter(configuration: Configuration(), index: index)
            let perFile = Linter(configuration: Configuration())
            var withTime = 0.0
            var withoutTime = 0.0
            defer {
                print("LINT \(app): with index \(String(format: "%.2f", withTime)) s, per file \(String(format: "%.2f", withoutTime)) s")
            }
            for (path, tree) in trees {
                let startWith = Date()
                let with = withIndex.lint(path: path, tree: tree).filter { Self.indexRules.contains($0.ruleID) }
                withTime += Date().timeIntervalSince(startWith)
                let startWithout = Date()
                let without = perFile.lint(path: path, tree: tree).filter { Self.indexRules.contains($0.ruleID) }
                withoutTime += Date().timeIntervalSince(startWithout)
                let key: (Finding) -> String = { "\($0.file):\($0.start.line):\($0.start.column) \($0.ruleID)" }
                let before = Set(without.map(key))
                let after = Set(with.map(key))
                for finding in with where !before.contains(key(finding)) { print("ADDED", key(finding), finding.message) }
                for finding in without where !after.contains(key(finding)) { print("REMOVED", key(finding)) }
            }
        }
    }
}
