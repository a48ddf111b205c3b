import Foundation
import XCTest
@testable import RuleEngine

/// A few rule descriptions shaped like the real catalogue, so that configuration validation has ids and options.
enum SampleRules {
    static func rule(_ id: String, severity: Severity = .medium, isOptIn: Bool = false,
                     options: [RuleOption] = []) -> RuleDescription {
        RuleDescription(id: id, name: id, severity: severity, category: RuleCategory("labels"), guidelines: ["1.1.1"], runtimeCheck: nil,
                        summary: "Summary of \(id).", rationale: "Why.", fix: "How.", isOptIn: isOptIn,
                        options: options)
    }

    static let all: [RuleDescription] = [
        rule("icon-only-button", severity: .critical, options: [
            RuleOption(key: "report_conventional_symbols", type: .boolean, defaultValue: .boolean(false),
                       documentation: "Report conventional symbols too."),
        ]),
        rule("control-missing-label", severity: .high),
        rule("image-missing-label"),
        rule("text-clipping-risk", severity: .low),
        rule("missing-navigation-title", severity: .low),
        rule("small-touch-target", options: [
            RuleOption(key: "minimum", type: .integer, defaultValue: .integer(44), documentation: "Smallest side in points."),
            RuleOption(key: "ratio", type: .number, defaultValue: .number(1.0), documentation: "A number."),
            RuleOption(key: "strict", type: .boolean, defaultValue: .boolean(false), documentation: "A flag."),
        ]),
        rule("generic-label", options: [
            RuleOption(key: "words", type: .stringList, defaultValue: .list(["Button"]), documentation: "Words."),
        ]),
        rule("missing-accessibility-hint", severity: .low, isOptIn: true),
        rule("missing-accessibility-identifier", severity: .low, isOptIn: true, options: [
            RuleOption(key: "paths", type: .globList, defaultValue: .list([]), documentation: "Where identifiers are required."),
        ]),
    ]
}

final class ConfigurationTests: XCTestCase {
    func load(_ yaml: String, root: String? = "/project") throws -> Configuration {
        try ConfigurationLoader.load(yaml: yaml, path: ".a11ylint.yml", rootDirectory: root, rules: SampleRules.all)
    }

    func errors(_ yaml: String) -> [String] {
        do {
            _ = try load(yaml)
            return []
        } catch {
            return (error as? ConfigErrors)?.errors.map(\.description) ?? ["\(error)"]
        }
    }

    func testEveryKeyIsDecoded() throws {
        let configuration = try load("""
            included: [Sources]
            excluded:
              - Sources/Generated
            disabled_rules: [text-clipping-risk]
            opt_in_rules: [missing-accessibility-hint]
            severity:
              icon-only-button: high
            rules:
              small-touch-target: {minimum: 48, ratio: 1.5, strict: true}
              generic-label:
                words: [Button, Icon]
              missing-accessibility-identifier:
                paths: ["Sources/**"]
            components:
              IconButton: { role: button, label: none }
              Avatar: { role: image, label: name }
            fail_on: never
            baseline: baseline.json
            reporters: [sarif:out/a.sarif, "junit:/abs/a.xml"]
            platforms: [ios, macos]
            include_previews: true
            include_tests: false
            """)
        XCTAssertEqual(configuration.included, ["Sources"])
        XCTAssertEqual(configuration.excluded, ["Sources/Generated"])
        XCTAssertEqual(configuration.disabledRules, ["text-clipping-risk"])
        XCTAssertEqual(configuration.optInRules, ["missing-accessibility-hint"])
        XCTAssertEqual(configuration.severityOverrides, ["icon-only-button": .high])
        XCTAssertEqual(configuration.ruleOptions["small-touch-target"],
                       ["minimum": .integer(48), "ratio": .number(1.5), "strict": .boolean(true)])
        XCTAssertEqual(configuration.ruleOptions["generic-label"], ["words": .list(["Button", "Icon"])])
        XCTAssertEqual(configuration.ruleOptions["missing-accessibility-identifier"], ["paths": .list(["Sources/**"])])
        XCTAssertEqual(configuration.components["IconButton"],
                       ComponentDeclaration(name: "IconButton", role: .button, labelParameter: nil))
        XCTAssertEqual(configuration.components["Avatar"],
                       ComponentDeclaration(name: "Avatar", role: .image, labelParameter: "name"))
        XCTAssertNil(configuration.failOn)
        XCTAssertEqual(configuration.baseline, "/project/baseline.json")
        XCTAssertEqual(configuration.reporters, ["sarif:/project/out/a.sarif", "junit:/abs/a.xml"])
        XCTAssertEqual(configuration.platforms, ["ios", "macos"])
        XCTAssertTrue(configuration.includePreviews)
        XCTAssertFalse(configuration.includeTests)
        XCTAssertEqual(configuration.rootDirectory, "/project")
    }

    func testEmptyFileAndEmptyValuesKeepDefaults() throws {
        let empty = try load("# nothing\n")
        XCTAssertEqual(empty.failOn, .high)
        XCTAssertNil(empty.platforms)
        let blank = try load("excluded:\nplatforms:\n")
        XCTAssertEqual(blank.excluded, [])
        XCTAssertNil(blank.platforms)
        // A setting left empty (what a cut-off file leaves) is an error, not a silent default.
        XCTAssertThrowsError(try load("excluded:\nfail_on:\n")) { error in
            XCTAssertTrue("\(error)".contains(".a11ylint.yml:2:1:"), "\(error)")
        }
    }

    func testErrorsPointAtTheKeyAndSuggest() {
        let cases: [(yaml: String, expected: [String], line: UInt)] = [
            ("disabled_rule: [icon-only-button]\n",
             [".a11ylint.yml:1:1: unknown key 'disabled_rule' in the configuration; did you mean 'disabled_rules'?"], #line),
            ("colour: red\n",
             [".a11ylint.yml:1:1: unknown key 'colour' in the configuration; see .a11ylint.yml.example for every key"], #line),
            ("docs_url: Rules\n",
             [".a11ylint.yml:1:11: docs_url 'Rules' is not an http or https address; write the folder the rule pages "
              + "are published in, e.g. 'https://example.com/a11y-lint/Rules'"], #line),
            ("docs_ur: https://example.com\n",
             [".a11ylint.yml:1:1: unknown key 'docs_ur' in the configuration; did you mean 'docs_url'?"], #line),
            ("disabled_rules:\n  - icon-only-buton\n",
             [".a11ylint.yml:2:5: unknown rule 'icon-only-buton'; did you mean 'icon-only-button'?"], #line),
            ("only_rules: [everything]\n",
             [".a11ylint.yml:1:14: unknown rule 'everything'; run 'a11y-lint rules' to list rule ids"], #line),
            ("severity:\n  icon-only-button: severe\n",
             [".a11ylint.yml:2:21: 'severe' is not a valid severity; use one of: critical, high, medium, low"], #line),
            ("severity:\n  icon-only-button: hgih\n",
             [".a11ylint.yml:2:21: 'hgih' is not a valid severity; did you mean 'high'?"], #line),
            ("fail_on: warning\n",
             [".a11ylint.yml:1:10: 'warning' is not a valid fail_on level; use one of: critical, high, medium, low, never"], #line),
            ("excluded: Pods\n", [".a11ylint.yml:1:11: expected a list of globs, found 'Pods'"], #line),
            ("excluded: ['a[b']\n", [".a11ylint.yml:1:12: invalid glob 'a[b': '[' is never closed"], #line),
            ("include_tests: yes\n", [".a11ylint.yml:1:16: expected true or false, found 'yes'"], #line),
            ("include_tests: 'true'\n", [".a11ylint.yml:1:16: expected true or false, found the quoted string 'true'"], #line),
            ("rules:\n  small-touch-target:\n    minimun: 40\n",
             [".a11ylint.yml:3:5: rule 'small-touch-target' has no option 'minimun'; did you mean 'minimum'?"], #line),
            ("rules:\n  small-touch-target: {minimum: big}\n",
             [".a11ylint.yml:2:33: expected an integer, found 'big'"], #line),
            ("rules:\n  small-touch-target: {ratio: inf}\n",
             [".a11ylint.yml:2:31: expected a number, found 'inf'"], #line),
            ("rules:\n  generic-label: {words: Button}\n",
             [".a11ylint.yml:2:26: expected a list of strings, found 'Button'"], #line),
            ("rules:\n  control-missing-label: {x: 1}\n",
             [".a11ylint.yml:2:3: rule 'control-missing-label' has no options; remove it from 'rules'"], #line),
            ("rules:\n  icon-only-button: {report_conventional_symbols: yes please}\n",
             [".a11ylint.yml:2:51: expected true or false, found 'yes please'"], #line),
            ("platforms: [ios, macOS]\n",
             [".a11ylint.yml:1:18: 'macOS' is not a valid platform; did you mean 'macos'?"], #line),
            ("components:\n  IconButton: {role: buton}\n",
             [".a11ylint.yml:2:22: 'buton' is not a valid component role; did you mean 'button'?"], #line),
            ("components:\n  IconButton: {label: icon}\n",
             [".a11ylint.yml:2:3: component 'IconButton' needs 'role'; add 'role: …'"], #line),
            ("components:\n  IconButton: {role: button, lable: x}\n",
             [".a11ylint.yml:2:30: unknown key 'lable' in component 'IconButton'; did you mean 'label'?"], #line),
            ("components:\n  my-button: {role: button}\n",
             [".a11ylint.yml:2:3: 'my-button' is not a Swift type name; use the component's type name, e.g. 'IconButton'"], #line),
            ("reporters: [sarif]\n",
             [".a11ylint.yml:1:13: reporter 'sarif' is not 'FORMAT:PATH'; write e.g. 'sarif:a11y.sarif'"], #line),
            ("disabled_rules: [image-missing-label]\nopt_in_rules: [image-missing-label]\n",
             [".a11ylint.yml:2:16: rule 'image-missing-label' is listed in both 'disabled_rules' and 'opt_in_rules'; keep one"], #line),
            ("only_rules: [icon-only-button]\nopt_in_rules: [missing-accessibility-hint]\n",
             [".a11ylint.yml:2:16: 'opt_in_rules' has no effect together with 'only_rules'; list every rule to run in 'only_rules'"], #line),
            ("- a\n- b\n", [".a11ylint.yml:1:1: expected a mapping of configuration keys, found a list"], #line),
            ("fail_on: high\nfail_on: low\n",
             [".a11ylint.yml:2:1: duplicate key 'fail_on' (first defined at 1:1); remove one of them"], #line),
            // Every meaning error is collected, not just the first.
            ("colour: red\nfail_on: severe\n", [
                ".a11ylint.yml:1:1: unknown key 'colour' in the configuration; see .a11ylint.yml.example for every key",
                ".a11ylint.yml:2:10: 'severe' is not a valid fail_on level; use one of: critical, high, medium, low, never",
            ], #line),
        ]
        for (yaml, expected, line) in cases {
            XCTAssertEqual(errors(yaml), expected, "input: \(yaml.debugDescription)", line: line)
        }
    }

    func testSuggestionNeedsAUniqueNearCandidate() {
        XCTAssertEqual(Suggestion.nearest(to: "exclude", in: ["included", "excluded"]), "excluded")
        XCTAssertNil(Suggestion.nearest(to: "ab", in: ["ac", "ad"]))            // tie
        XCTAssertNil(Suggestion.nearest(to: "platform_list", in: ["platforms"])) // too far
    }

    /// A 4 MB unknown id is compared with no candidate (each comparison built a table of its length times the
    /// candidate's: 10 s and 1.2 GB); a long near miss is still suggested.
    func testSuggestionSkipsCandidatesTooDifferentInLength() {
        let hostile = String(repeating: "icon-only-button", count: 250_000)
        XCTAssertNil(Suggestion.nearest(to: hostile, in: SampleRules.all.map(\.id)))
        let long = String(repeating: "a", count: 2_000)
        XCTAssertEqual(Suggestion.nearest(to: long + "b", in: [long + "c", "short"]), long + "c")
    }

    func testOnlyOptInAndDisabledInterplay() throws {
        let hint = SampleRules.all.first { $0.id == "missing-accessibility-hint" }
        XCTAssertEqual(hint?.isOptIn, true)
        let defaults = try load("")
        XCTAssertTrue(defaults.isEnabled(ruleID: "icon-only-button", isOptIn: false))
        XCTAssertFalse(defaults.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true))

        let optedIn = try load("opt_in_rules: [missing-accessibility-hint]\ndisabled_rules: [icon-only-button]\n")
        XCTAssertTrue(optedIn.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true))
        XCTAssertFalse(optedIn.isEnabled(ruleID: "icon-only-button", isOptIn: false))
        XCTAssertTrue(optedIn.isEnabled(ruleID: "image-missing-label", isOptIn: false))

        // only_rules runs exactly its rules, opt-in ones included; disabled_rules still removes from it.
        let only = try load("only_rules: [missing-accessibility-hint, image-missing-label]\ndisabled_rules: [image-missing-label]\n")
        XCTAssertTrue(only.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true))
        XCTAssertFalse(only.isEnabled(ruleID: "icon-only-button", isOptIn: false))
        XCTAssertFalse(only.isEnabled(ruleID: "image-missing-label", isOptIn: false))
    }

    func testPerRuleSeverityOverride() throws {
        let configuration = try load("severity:\n  icon-only-button: low\n")
        XCTAssertEqual(configuration.severity(ruleID: "icon-only-button", default: .critical), .low)
        XCTAssertEqual(configuration.severity(ruleID: "image-missing-label", default: .medium), .medium)
    }

    func testCommandLineWinsOverTheFile() throws {
        let file = try load("""
            disabled_rules: [icon-only-button]
            opt_in_rules: [missing-accessibility-hint]
            fail_on: low
            baseline: old.json
            reporters: [json:a.json]
            """)
        let merged = file.merging(ConfigurationOverrides(
            disabledRules: ["missing-accessibility-hint"], enabledRules: ["icon-only-button"],
            failOn: .never, baseline: "new.json", reporters: ["sarif:b.sarif"]))
        XCTAssertTrue(merged.isEnabled(ruleID: "icon-only-button", isOptIn: false))
        XCTAssertFalse(merged.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true))
        XCTAssertNil(merged.failOn)
        XCTAssertEqual(merged.baseline, "new.json")
        XCTAssertEqual(merged.reporters, ["sarif:b.sarif"])

        // --only replaces only_rules and re-enables a rule the file disabled; --disable narrows it again.
        let only = file.merging(ConfigurationOverrides(onlyRules: ["icon-only-button", "image-missing-label"],
                                                       disabledRules: ["image-missing-label"]))
        XCTAssertTrue(only.isEnabled(ruleID: "icon-only-button", isOptIn: false))
        XCTAssertFalse(only.isEnabled(ruleID: "image-missing-label", isOptIn: false))
        XCTAssertFalse(only.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true))
        XCTAssertEqual(only.failOn, .low) // not overridden: the file's value stays

        let unknown = ConfigurationOverrides(onlyRules: ["icon-only-buton"], disabledRules: ["zzz"])
            .unknownRuleIDs(knownIDs: SampleRules.all.map(\.id))
        XCTAssertEqual(unknown.map(\.id), ["icon-only-buton", "zzz"])
        XCTAssertEqual(unknown.map(\.suggestion), ["icon-only-button", nil])
        XCTAssertEqual(FailThreshold(name: "medium"), .severity(.medium))
        XCTAssertNil(FailThreshold(name: "warning"))
    }

    func testDiscoveryWalksUpAndExplicitPathWins() throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11ylint-discovery-\(UUID().uuidString)").standardizedFileURL
        let nested = root.appendingPathComponent("App/Sources/Feature")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let rootConfig = root.appendingPathComponent(".a11ylint.yml")
        try "fail_on: low\n".write(to: rootConfig, atomically: true, encoding: .utf8)
        let explicit = root.appendingPathComponent("ci.yml")
        try "fail_on: critical\nexcluded: [Generated]\n".write(to: explicit, atomically: true, encoding: .utf8)

        XCTAssertEqual(ConfigurationLoader.discover(from: nested.path), rootConfig.path)
        let discovered = try ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: nested.path, rules: SampleRules.all)
        XCTAssertEqual(discovered.failOn, .low)
        XCTAssertEqual(discovered.rootDirectory, root.path)
        XCTAssertEqual(discovered.sourcePath, rootConfig.path)

        // A closer file wins over the one further up.
        let appConfig = root.appendingPathComponent("App/.a11ylint.yml")
        try "fail_on: medium\n".write(to: appConfig, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigurationLoader.discover(from: nested.path), appConfig.path)
        let file = nested.appendingPathComponent("View.swift")
        try "struct V {}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigurationLoader.discover(from: file.path), appConfig.path)

        let chosen = try ConfigurationLoader.resolve(explicitPath: explicit.path, searchingFrom: nested.path,
                                                     rules: SampleRules.all)
        XCTAssertEqual(chosen.failOn, .critical)
        XCTAssertEqual(try PathFilter(configuration: chosen).shouldLint(file: root.path + "/Generated/A.swift"), false)

        XCTAssertThrowsError(try ConfigurationLoader.load(path: root.path + "/missing.yml", rules: SampleRules.all)) {
            let description = "\($0)"
            XCTAssertEqual(description, root.path + "/missing.yml: cannot read the file (no such file); check the path and its permissions")
        }
    }

    func testNoConfigurationMeansDefaults() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("a11ylint-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        if ConfigurationLoader.discover(from: root.path) != nil { throw XCTSkip("an ancestor of the temp folder has a config") }
        let configuration = try ConfigurationLoader.resolve(explicitPath: nil, searchingFrom: root.path, rules: SampleRules.all)
        XCTAssertNil(configuration.sourcePath)
        XCTAssertEqual(configuration.failOn, .high)
    }

    /// The shipped example documents every key and loads without error.
    func testExampleConfigurationLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".a11ylint.yml.example")
        let text = try String(contentsOf: url, encoding: .utf8)
        let configuration = try ConfigurationLoader.load(yaml: text, path: url.path, rootDirectory: "/project",
                                                         rules: SampleRules.all)
        XCTAssertEqual(configuration.components.count, 3)
        XCTAssertEqual(configuration.failOn, .high)
        for key in ConfigurationKey.allCases {
            XCTAssertTrue(text.contains("\(key.rawValue):"), "the example does not document '\(key.rawValue)'")
        }
    }
}
