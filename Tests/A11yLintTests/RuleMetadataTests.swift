import Foundation
import XCTest
@testable import A11yLint
import RuleEngine

/// Checks every rule's description (over `RuleCatalogue.all`, so every group's rules) and replays each triggering
/// example in variants that must not change what is found.
final class RuleMetadataTests: XCTestCase {
    func testIdsAreUniqueAndKebabCase() {
        var seen: Set<String> = []
        for rule in RuleCatalogue.all {
            let id = rule.description.id
            XCTAssertTrue(seen.insert(id).inserted, "duplicate rule id \(id)")
            XCTAssertTrue(RuleNaming.isKebabCase(id), "rule id '\(id)' is not kebab-case")
        }
    }

    /// Rules name SwiftUI's controls and modifiers through the vocabulary (`SwiftUIView`, `SwiftUIModifier`), so
    /// one table says what each is; examples included, where the words would be read as such a name.
    func testRulesDoNotSpellVocabularyNames() throws {
        for file in try RuleNaming.ruleFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for spelled in ["\"Button\"", "\"accessibilityLabel\""] {
                XCTAssertFalse(text.contains(spelled), "\(file.lastPathComponent) spells \(spelled); use the vocabulary")
            }
        }
    }

    func testTypeNameAndFileFollowTheId() throws {
        let files = try RuleNaming.ruleFiles()
        for rule in RuleCatalogue.all {
            let description = rule.description
            let typeName = RuleNaming.typeName(forID: description.id)
            XCTAssertEqual(String(describing: rule), typeName, "\(description.id): type name")
            let folder = RuleNaming.folders[description.category.name]
            XCTAssertNotNil(folder, "\(description.id): unknown category '\(description.category)'")
            let matches = files.filter { $0.lastPathComponent == typeName + ".swift" }
            XCTAssertEqual(matches.count, 1, "\(description.id): expected one file named \(typeName).swift under Rules/")
            if let file = matches.first, let folder {
                XCTAssertEqual(file.deletingLastPathComponent().lastPathComponent, folder,
                               "\(description.id): \(typeName).swift belongs in Rules/\(folder)/")
            }
        }
    }

    /// The other direction: every `<Name>Rule.swift` under `Rules/<Category>/` is a registered rule, so a rule file
    /// cannot be forgotten in its group's registry.
    func testEveryRuleFileIsRegistered() throws {
        let registered = Set(RuleCatalogue.all.map { String(describing: $0) })
        var checked = 0
        for file in try RuleNaming.ruleFiles() where file.deletingLastPathComponent().lastPathComponent != "Registry" {
            let name = file.deletingPathExtension().lastPathComponent
            guard name.hasSuffix("Rule") else { continue }
            checked += 1
            XCTAssertTrue(registered.contains(name), "\(file.path) declares no registered rule named \(name)")
        }
        XCTAssertEqual(checked, RuleCatalogue.all.count, "rule files under Rules/ and registered rules differ in number")
    }

    func testProseFields() {
        for rule in RuleCatalogue.all {
            let description = rule.description
            let summary = description.summary
            XCTAssertTrue(summary.hasSuffix("."), "\(description.id): summary must end with a period")
            XCTAssertFalse(summary.contains("\n"), "\(description.id): summary must be one line")
            XCTAssertFalse(RuleNaming.hasSentenceBreak(summary), "\(description.id): summary must be one sentence")
            XCTAssertFalse(description.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                           "\(description.id): name is empty")
            XCTAssertFalse(description.rationale.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                           "\(description.id): rationale is empty")
            XCTAssertFalse(description.fix.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                           "\(description.id): fix is empty")
        }
    }

    func testExampleCounts() {
        for rule in RuleCatalogue.all {
            let description = rule.description
            XCTAssertGreaterThanOrEqual(description.triggeringExamples.count, 6,
                                        "\(description.id): needs at least 6 triggering examples")
            XCTAssertGreaterThanOrEqual(description.nonTriggeringExamples.count, 8,
                                        "\(description.id): needs at least 8 non-triggering examples")
            for example in description.triggeringExamples {
                XCTAssertTrue(example.code.contains("↓"),
                              "\(description.id): triggering example at \(example.file):\(example.line) has no ↓")
            }
            for example in description.nonTriggeringExamples {
                XCTAssertFalse(example.code.contains("↓"),
                               "\(description.id): non-triggering example at \(example.file):\(example.line) has a ↓")
            }
        }
    }

    func testWCAGCriteriaExist() {
        for rule in RuleCatalogue.all {
            let description = rule.description
            // Hygiene rules (deprecated modifiers, stale suppressions) guard the code, not a criterion; they are the
            // api-hygiene category, and only they are kept out of the reports' accessibility counts.
            XCTAssertEqual(description.kind == .hygiene, description.category == .apiHygiene, description.id)
            if description.kind == .defect {
                XCTAssertFalse(description.wcag.isEmpty, "\(description.id): no WCAG success criterion")
            } else {
                XCTAssertTrue(description.wcag.isEmpty, "\(description.id): hygiene fails no WCAG success criterion")
            }
            for criterion in description.wcag {
                XCTAssertNotNil(WCAG.criterion(criterion),
                              "\(description.id): '\(criterion)' is not a WCAG 2.2 success criterion")
            }
            // Readiness names the Nutrition Labels a rule's findings block: known labels, each once; hygiene none.
            XCTAssertTrue(description.blocks.allSatisfy(NutritionLabels.ids.contains), description.id)
            XCTAssertEqual(Set(description.blocks).count, description.blocks.count, description.id)
            if description.kind == .hygiene { XCTAssertTrue(description.blocks.isEmpty, description.id) }
        }
    }

    /// Each triggering example again: after an emoji comment line (same findings one line down), with CRLF line
    /// endings (same lines and columns), and inside a block comment (nothing).
    func testTriggeringExampleVariants() {
        for rule in RuleCatalogue.all {
            let description = rule.description
            for example in description.triggeringExamples {
                let place = "\(description.id): triggering example at \(example.file):\(example.line)"
                let (code, expected) = ExampleMarkers.strip(example.code)

                let emoji = "// 🧭 Ünïcödé 👩🏽‍💻 line before the example\n" + code
                XCTAssertEqual(positions(rule, emoji, example), expected.map { .init(line: $0.line + 1, column: $0.column) },
                               "\(place), after an emoji line")

                let crlf = code.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
                XCTAssertEqual(positions(rule, crlf, example), expected, "\(place), with CRLF line endings")

                if !code.contains("/*"), !code.contains("*/") {
                    XCTAssertEqual(positions(rule, "/*\n" + code + "\n*/\n", example), [], "\(place), in a block comment")
                }
            }
        }
    }

    /// The WCAG 2.2 table rule pages and the audit's criteria section link from (4.1.1 Parsing is obsolete in 2.2).
    func testWCAGTable() {
        XCTAssertEqual(WCAG.criterion("1.1.1")?.understandingURL, "https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html")
        XCTAssertEqual(WCAG.criterion("4.1.2")?.understandingURL, "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")
        XCTAssertEqual(WCAG.criterion("1.4.3")?.understandingURL, "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
        XCTAssertEqual(WCAG.criterion("3.3.4")?.understandingURL,
                       "https://www.w3.org/WAI/WCAG22/Understanding/error-prevention-legal-financial-data.html")
        XCTAssertNil(WCAG.criterion("4.1.1"))
        XCTAssertEqual(WCAG.all.count, 86)
    }

    func testNamingHelpers() throws {
        XCTAssertTrue(RuleNaming.isKebabCase("icon-only-button"))
        XCTAssertFalse(RuleNaming.isKebabCase("iconOnlyButton"))
        XCTAssertFalse(RuleNaming.isKebabCase("icon--button"))
        XCTAssertFalse(RuleNaming.isKebabCase("-icon"))
        XCTAssertEqual(RuleNaming.typeName(forID: "icon-only-button"), "IconOnlyButtonRule")
        XCTAssertTrue(RuleNaming.hasSentenceBreak("Finds icons. Reports them."))
        XCTAssertFalse(RuleNaming.hasSentenceBreak("Finds icons, e.g. the trash can."))
        XCTAssertNotNil(WCAG.criterion("1.4.3"))
        XCTAssertNil(WCAG.criterion("1.4.14"))
        XCTAssertTrue(try RuleNaming.ruleFiles().contains { $0.lastPathComponent == "LabelRules.swift" })
    }

    private func positions(_ rule: any Rule.Type, _ code: String, _ example: Example) -> [ExampleMarkers.Position] {
        ExampleRunner.findings(of: rule, in: code, configuration: example.configuration)
            .map { ExampleMarkers.Position(line: $0.start.line, column: $0.start.column) }
    }
}

/// The naming conventions of STYLE.md: `icon-only-button` ↔ `IconOnlyButtonRule` ↔
/// `Sources/A11yLint/Rules/Labels/IconOnlyButtonRule.swift`.
enum RuleNaming {
    /// Category (as in the description) → folder under `Sources/A11yLint/Rules`.
    static let folders: [String: String] = [
        "labels": "Labels", "traits": "Traits", "grouping": "Grouping", "charts": "Charts",
        "dynamic-type": "DynamicType", "motion": "Motion", "touch-targets": "TouchTargets", "colour": "Colour",
        "identifiers": "Identifiers", "api-hygiene": "APIHygiene",
    ]

    static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.first.map { $0.isLowercase && $0.isASCII } == true
                && word.allSatisfy { ($0.isLowercase || $0.isNumber) && $0.isASCII }
        }
    }

    static func typeName(forID id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
    }

    /// A period, question or exclamation mark followed by a space and a capital letter ends a sentence
    /// ("e.g. the" does not).
    static func hasSentenceBreak(_ text: String) -> Bool {
        let characters = Array(text)
        for index in characters.indices.dropLast(2) where ".?!".contains(characters[index]) {
            if characters[index + 1] == " ", characters[index + 2].isUppercase { return true }
        }
        return false
    }

    /// Every `.swift` file under `Sources/A11yLint/Rules`, found from this test file's path.
    static func ruleFiles() throws -> [URL] {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/A11yLint/Rules")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
