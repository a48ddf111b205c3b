import Foundation
import XCTest
import RuleEngine
import TestSupport

/// `.a11ylint.yml` cut at every byte, or mutated at random, is either a configuration that says what the text
/// says, or an error that points at a line and column. Never a crash, never a quietly applied default.
final class RobustnessConfigurationTests: XCTestCase {
    static let path = ".a11ylint.yml"

    /// The rules the example names, declared here so that the test does not depend on which rules are built.
    static let rules: [RuleDescription] = [
        rule("text-clipping-risk"), rule("missing-accessibility-hint", isOptIn: true),
        rule("missing-accessibility-identifier", isOptIn: true,
             options: [RuleOption(key: "paths", type: .globList, defaultValue: .list([]), documentation: "Paths.")]),
        rule("small-touch-target",
             options: [RuleOption(key: "minimum", type: .integer, defaultValue: .integer(44), documentation: "Points.")]),
        rule("missing-navigation-title"),
        rule("icon-only-button", options: [RuleOption(key: "report_conventional_symbols", type: .boolean,
                                                      defaultValue: .boolean(false), documentation: "Flag.")]),
    ]

    static func rule(_ id: String, isOptIn: Bool = false, options: [RuleOption] = []) -> RuleDescription {
        RuleDescription(id: id, name: id, severity: .medium, category: RuleCategory("test"), guidelines: [], runtimeCheck: nil,
                        summary: "A rule.", rationale: "", fix: "", isOptIn: isOptIn, options: options)
    }

    static func example() throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return Array(try Data(contentsOf: root.appendingPathComponent(".a11ylint.yml.example")))
    }

    func load(_ bytes: [UInt8]) -> Result<Configuration, ConfigErrors> {
        do throws(ConfigErrors) {
            return .success(try ConfigurationLoader.load(bytes: bytes, path: Self.path, rootDirectory: nil, rules: Self.rules))
        } catch {
            return .failure(error)
        }
    }

    /// Every error names the file, a line within it (or just past its end) and a column.
    func assertLocated(_ errors: ConfigErrors, in bytes: [UInt8], _ context: @autoclosure () -> String,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(errors.errors.isEmpty, context(), file: file, line: line)
        let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
        for error in errors.errors {
            guard let position = error.position else {
                return XCTFail("\(context()): no line:column in \(error)", file: file, line: line)
            }
            XCTAssertTrue((1...lineCount + 1).contains(position.line) && position.column >= 1,
                          "\(context()): \(position) outside the file", file: file, line: line)
            XCTAssertTrue(error.description.hasPrefix("\(Self.path):\(position.line):\(position.column): "),
                          "\(context()): \(error)", file: file, line: line)
        }
    }

    func testTheExampleLoads() throws {
        guard case .success(let configuration) = load(try Self.example()) else {
            return XCTFail("\(load(try Self.example()))")
        }
        XCTAssertEqual(configuration.platforms, ["ios", "visionos"])
        XCTAssertEqual(configuration.components.count, 3)
    }

    /// Each prefix either fails with a located error, or yields a configuration in which every top-level key
    /// the prefix contains has taken effect. The one exception is the loader's documented policy that a key with
    /// no value at all (`fail_on:` as the last line) keeps its default (RuleEngine's
    /// `testEmptyFileAndEmptyValuesKeepDefaults`); a cut anywhere inside a value must not.
    func testEveryPrefixOfTheExample() throws {
        let example = try Self.example()
        var loaded = 0
        for length in 0...example.count {
            let prefix = Array(example[0..<length])
            switch load(prefix) {
            case .failure(let errors):
                assertLocated(errors, in: prefix, "prefix of \(length) bytes")
            case .success(let configuration):
                loaded += 1
                if let problem = Self.unappliedKey(in: prefix, configuration) {
                    XCTFail("prefix of \(length) bytes loads, but \(problem):\n\(String(decoding: prefix, as: UTF8.self))")
                    return
                }
            }
        }
        XCTAssertGreaterThan(loaded, 100, "most cuts at a line end are valid configurations")
    }

    /// Top-level keys present in the text whose value did not reach the configuration.
    static func unappliedKey(in bytes: [UInt8], _ configuration: Configuration) -> String? {
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        for (number, line) in lines.enumerated() where !line.hasPrefix(" ") && !line.hasPrefix("#") && line.contains(":") {
            let key = String(line.prefix { $0 != ":" })
            let value = line.drop { $0 != ":" }.dropFirst().trimmingCharacters(in: .whitespaces)
            let applied: Bool
            switch key {
            case "included": applied = !configuration.included.isEmpty
            case "excluded": applied = !configuration.excluded.isEmpty
            case "disabled_rules": applied = !configuration.disabledRules.isEmpty
            case "opt_in_rules": applied = !configuration.optInRules.isEmpty
            case "severity": applied = !configuration.severityOverrides.isEmpty
            case "rules": applied = !configuration.ruleOptions.isEmpty
            case "components": applied = !configuration.components.isEmpty
            case "reporters": applied = !configuration.reporters.isEmpty
            case "platforms": applied = !(configuration.platforms ?? []).isEmpty
            case "baseline": applied = configuration.baseline == value
            case "docs_url": applied = configuration.docsURL == value
            case "fail_on": applied = value == "high" && configuration.failOn == .high
            case "include_previews", "include_tests": applied = value == "false"
            default: return "unexpected key '\(key)'"
            }
            let hasNoValue = value.isEmpty && !lines[(number + 1)...].contains { $0.hasPrefix(" ") && !$0.allSatisfy { $0 == " " } }
            if !applied && !hasNoValue { return "'\(key)' (\(value.isEmpty ? "a block" : value)) did not take effect" }
        }
        return nil
    }

    /// Seeded mutations of the example: YAML punctuation, indentation and invalid UTF-8 inserted, lines deleted,
    /// duplicated and swapped. Every outcome is a configuration or located errors.
    func testMutatedExamples() throws {
        let example = try Self.example()
        var random = SplitMix64(state: 0xC0FF_EE)
        let pieces: [[UInt8]] = [":", ": ", "-", "- ", "[", "]", "{", "}", ",", "\"", "'", "#", "&a", "*a", "!tag", "|",
                                 ">", "%", "@", "`", "?", "---\n", "...\n", "\t", "  ", "\n", "\r\n", "\r", "~", "\\",
                                 "\\u{0}", "é"].map { Array($0.utf8) } + [[0x00], [0xFF], [0xC3], [0xEF, 0xBB, 0xBF]]
        var failures = 0
        for round in 0..<3_000 {
            var bytes = example
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random) ?? [], at: at)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
                case 2:
                    let end = min(bytes.count, at + Int.random(in: 1...80, using: &random))
                    bytes.insert(contentsOf: bytes[at..<end], at: end)
                default:
                    bytes[at..<min(bytes.count, at + 1)] = ArraySlice(pieces.randomElement(using: &random) ?? [])
                }
            }
            if case .failure(let errors) = load(bytes) {
                failures += 1
                assertLocated(errors, in: bytes, "round \(round)")
            }
        }
        XCTAssertGreaterThan(failures, 1_000, "most mutations break the file")
    }
}
