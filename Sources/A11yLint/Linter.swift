import RuleEngine
import SwiftLexer

/// Runs the enabled rules over one file. Pure: bytes in, findings out; no I/O.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let index: ProjectIndex
    public let platforms: Set<String>
    let rules: [any Rule]

    public init(configuration: Configuration, index: ProjectIndex = .empty, platforms: Set<String> = [],
                catalogue: [any Rule.Type] = RuleCatalogue.all) {
        self.configuration = configuration
        self.index = index
        self.platforms = platforms
        self.rules = catalogue
            .filter { configuration.isEnabled(ruleID: $0.description.id, isOptIn: $0.description.isOptIn) }
            .map { $0.init(options: configuration.ruleOptions[$0.description.id] ?? [:]) }
    }

    /// Lints one file. Findings are in output order.
    public func lint(path: String, bytes: [UInt8]) -> [Finding] {
        let tree = ViewTreeParser.parse(Lexer.lex(bytes))
        return lint(path: path, tree: tree)
    }

    public func lint(path: String, tree: ViewTree) -> [Finding] {
        let context = LintContext(path: path, tree: tree, index: index, configuration: configuration,
                                  platforms: platforms)
        var findings: [Finding] = []
        for rule in rules {
            let description = type(of: rule).description
            let configured = configuration.severityOverrides[description.id]
            var sink = FindingSink(ruleID: description.id,
                                   severity: configured ?? description.severity,
                                   path: path, lineTable: tree.source.lineTable)
            rule.check(context, into: &sink)
            if let configured {
                findings.append(contentsOf: sink.findings.map { var f = $0; f.severity = configured; return f })
            } else {
                findings.append(contentsOf: sink.findings)
            }
        }
        return findings.sorted(by: Finding.outputOrder)
    }
}
