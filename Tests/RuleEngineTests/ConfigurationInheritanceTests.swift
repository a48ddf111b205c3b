import Foundation
import XCTest
@testable import RuleEngine

/// How a nested configuration or a `parent_config` child combines with the configuration it inherits from.
final class ConfigurationInheritanceTests: XCTestCase {
    func load(_ yaml: String, root: String) throws -> Configuration {
        try ConfigurationLoader.load(yaml: yaml, path: root + "/.a11ylint.yml", rootDirectory: root,
                                     rules: SampleRules.all)
    }

    func testChildKeysWinAndMappingsMergeEntryByEntry() throws {
        let parent = try load("""
            severity: {icon-only-button: low, image-missing-label: high}
            rules:
              small-touch-target: {minimum: 30, strict: true}
            platforms: [ios]
            include_previews: true
            fail_on: low
            """, root: "/app")
        let child = try load("""
            severity: {icon-only-button: medium}
            rules:
              small-touch-target: {minimum: 44}
            platforms: [macos]
            """, root: "/app/Mac")
        let merged = parent.inherited(by: child, nested: false)
        XCTAssertEqual(merged.severityOverrides, ["icon-only-button": .medium, "image-missing-label": .high])
        XCTAssertEqual(merged.ruleOptions["small-touch-target"], ["minimum": .integer(44), "strict": .boolean(true)])
        XCTAssertEqual(merged.platforms, ["macos"])
        XCTAssertTrue(merged.includePreviews, "a key the child does not set is inherited")
        XCTAssertEqual(merged.failOn, .low)
        XCTAssertEqual(merged.rootDirectory, "/app/Mac")
        XCTAssertEqual(merged.sourcePath, "/app/Mac/.a11ylint.yml")
    }

    func testRuleListsAddUpAndOnlyRulesReplaces() throws {
        let parent = try load("disabled_rules: [icon-only-button]\nopt_in_rules: [missing-accessibility-hint]\n",
                              root: "/app")
        let adds = parent.inherited(by: try load("""
            disabled_rules: [missing-accessibility-hint, generic-label]
            opt_in_rules: [icon-only-button, missing-accessibility-identifier]
            """, root: "/app/A"), nested: true)
        XCTAssertEqual(adds.disabledRules, ["missing-accessibility-hint", "generic-label"])
        XCTAssertEqual(adds.optInRules, ["icon-only-button", "missing-accessibility-identifier"])
        XCTAssertTrue(adds.isEnabled(ruleID: "icon-only-button", isOptIn: false), "the child re-enables it")
        XCTAssertFalse(adds.isEnabled(ruleID: "missing-accessibility-hint", isOptIn: true), "the child disables it")

        let only = parent.inherited(by: try load("only_rules: [image-missing-label]\n", root: "/app/B"), nested: true)
        XCTAssertEqual(only.onlyRules, ["image-missing-label"])
        XCTAssertEqual(only.disabledRules, [])
        XCTAssertEqual(only.optInRules, [])
    }

    func testNestedConfigurationsLeaveTheRunWideKeysToTheRun() throws {
        let parent = try load("fail_on: high\nbaseline: base.json\n", root: "/app")
        let child = try load("""
            fail_on: never
            baseline: other.json
            reporters: [sarif:out.sarif]
            docs_url: https://example.com/rules
            components: {Chip: {role: button, label: title}}
            platforms: [macos]
            """, root: "/app/Mac")
        XCTAssertTrue([ConfigurationKey.failOn, .baseline, .reporters, .docsURL, .components].allSatisfy(\.appliesToWholeRun))
        let nested = parent.inherited(by: child, nested: true)
        XCTAssertEqual(nested.failOn, .high)
        XCTAssertEqual(nested.baseline, "/app/base.json")
        XCTAssertEqual(nested.reporters, [])
        XCTAssertNil(nested.docsURL)
        XCTAssertEqual(nested.components, [:])
        XCTAssertEqual(nested.platforms, ["macos"])
        let inherited = parent.inherited(by: child, nested: false)
        XCTAssertNil(inherited.failOn, "through parent_config every key of the child counts")
        XCTAssertEqual(inherited.baseline, "/app/Mac/other.json")
        XCTAssertEqual(inherited.components.keys.sorted(), ["Chip"])
    }

    func testPathsStayRelativeToTheFileThatWroteThem() throws {
        let parent = try load("excluded: [Generated]\nincluded: [Sources]\n", root: "/app")
        let child = try load("excluded: [Legacy]\n", root: "/app/Sources/Mac")
        let filter = try PathFilter(configuration: parent.inherited(by: child, nested: true))
        XCTAssertTrue(filter.shouldLint(file: "/app/Sources/Mac/View.swift"))
        XCTAssertFalse(filter.shouldLint(file: "/app/Sources/Mac/Legacy/Old.swift"), "the child's own")
        XCTAssertFalse(filter.shouldLint(file: "/app/Sources/Mac/Generated/Gen.swift"),
                       "the parent's pattern names a folder at any depth below the parent's folder")
        XCTAssertFalse(filter.shouldLint(file: "/app/Other/View.swift"), "the parent's included still holds")
        XCTAssertTrue(filter.isExcluded("/app/Sources/Mac/Legacy"))

        let widened = parent.inherited(by: try load("included: [Mac]\n", root: "/app/Sources"), nested: true)
        let widenedFilter = try PathFilter(configuration: widened)
        XCTAssertTrue(widenedFilter.shouldLint(file: "/app/Sources/Mac/View.swift"))
        XCTAssertFalse(widenedFilter.shouldLint(file: "/app/Sources/Phone/View.swift"), "the child's included replaces")
    }

    func testParentConfigFromDisk() throws {
        let folder = NSTemporaryDirectory() + "a11y-lint-parent-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "disabled_rules: [generic-label]\nfail_on: low\n".write(toFile: folder + "/base.yml", atomically: true, encoding: .utf8)
        try "parent_config: ../base.yml\nfail_on: medium\n".write(toFile: folder + "/App/.a11ylint.yml", atomically: true,
                                                                   encoding: .utf8)
        let configuration = try ConfigurationLoader.load(path: folder + "/App/.a11ylint.yml", rules: SampleRules.all)
        XCTAssertEqual(configuration.disabledRules, ["generic-label"])
        XCTAssertEqual(configuration.failOn, .medium)
        XCTAssertEqual(configuration.ownKeys.keys.sorted { $0.rawValue < $1.rawValue }, [.failOn, .parentConfig])

        try "parent_config: App/.a11ylint.yml\n".write(toFile: folder + "/base.yml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ConfigurationLoader.load(path: folder + "/App/.a11ylint.yml", rules: SampleRules.all)) {
            let message = "\($0)"
            // The chain is named relative to the first file's folder; the parent above it is named whole.
            XCTAssertTrue(message.contains("base.yml:1:16: 'parent_config' makes a cycle (.a11ylint.yml → /"), message)
            XCTAssertTrue(message.contains("/base.yml → .a11ylint.yml); remove it from one of the files"), message)
        }
    }

    /// A chain of distinct files longer than the limit ends with an error, not a deep walk.
    func testParentConfigChainIsBounded() throws {
        let folder = NSTemporaryDirectory() + "a11y-lint-chain-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = ConfigurationLoader.parentChainLimit + 5
        for index in 0..<count {
            try "parent_config: c\(index + 1).yml\n".write(toFile: folder + "/c\(index).yml", atomically: true, encoding: .utf8)
        }
        try "".write(toFile: folder + "/c\(count).yml", atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ConfigurationLoader.load(path: folder + "/c0.yml", rules: SampleRules.all)) {
            XCTAssertTrue("\($0)".contains("through 'parent_config'; shorten the chain"), "\($0)")
        }
    }
}
