import XCTest
@testable import A11yLint
import RuleEngine
import SwiftLexer

/// Runs every rule's examples: each triggering example yields exactly its `↓`-marked findings (line and column)
/// from that rule; each non-triggering example yields nothing from that rule.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleExample() {
        for rule in RuleCatalogue.all {
            let description = rule.description
            for example in description.triggeringExamples {
                let (code, expected) = ExampleMarkers.strip(example.code)
                let actual = ExampleRunner.findings(of: rule, in: code, configuration: example.configuration)
                    .map { ExampleMarkers.Position(line: $0.start.line, column: $0.start.column) }
                XCTAssertEqual(actual, expected, "\(description.id): triggering example at \(example.file):\(example.line)")
            }
            for example in description.nonTriggeringExamples {
                let actual = ExampleRunner.findings(of: rule, in: example.code, configuration: example.configuration)
                XCTAssertEqual(actual.map(\.message), [],
                               "\(description.id): non-triggering example at \(example.file):\(example.line)")
            }
        }
    }
}

enum ExampleMarkers {
    struct Position: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Removes every `↓` and returns the code and the 1-based line/byte-column of each marker, in order.
    static func strip(_ code: String) -> (String, [Position]) {
        let marker = Array("↓".utf8)
        let bytes = Array(code.utf8)
        var output: [UInt8] = []
        var positions: [Position] = []
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == marker[0], index + marker.count <= bytes.count,
               Array(bytes[index..<index + marker.count]) == marker {
                positions.append(Position(line: line, column: column))
                index += marker.count
                continue
            }
            output.append(bytes[index])
            if bytes[index] == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        return (String(decoding: output, as: UTF8.self), positions)
    }
}

enum ExampleRunner {
    /// Lints `code` with only `rule` enabled (opt-in rules included).
    static func findings(of rule: any Rule.Type, in code: String, configuration yaml: String?) -> [Finding] {
        var configuration = Configuration()
        if let yaml {
            configuration = ExampleConfiguration.load(yaml)
        }
        if rule.description.id == SuppressionPolicy.unusedSuppressionRuleID {
            // Suppressions are judged only for rules that run: run them all, keep this rule's findings.
            let linter = Linter(configuration: configuration)
            return linter.lint(path: "Example.swift", bytes: Array(code.utf8)).filter { $0.ruleID == rule.description.id }
        }
        configuration.onlyRules = [rule.description.id]
        // An example's `platforms:` stands for its project's, as the command line passes them.
        let linter = Linter(configuration: configuration, platforms: Set(configuration.platforms ?? []),
                            catalogue: [rule])
        return linter.lint(path: "Example.swift", bytes: Array(code.utf8)).filter { $0.ruleID == rule.description.id }
    }
}

enum ExampleConfiguration {
    /// Parses an example's configuration YAML with the configuration loader, as a `.a11ylint.yml` would be.
    static func load(_ yaml: String) -> Configuration {
        do {
            return try ConfigurationLoader.load(yaml: yaml, path: "example.a11ylint.yml", rootDirectory: nil,
                                                rules: RuleCatalogue.descriptions)
        } catch {
            XCTFail("an example's configuration does not load: \(error)")
            return Configuration()
        }
    }
}
