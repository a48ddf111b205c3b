import RuleEngine
import SwiftLexer

/// Runs the enabled rules over one file, then applies what every rule shares: code that never ships (previews,
/// test files) and code that does not build for a rule's platforms is left alone, and suppression comments
/// filter the rest. Pure: bytes in, findings out; no I/O.
///
/// Platforms are decided per file: the caller passes what the file's own project builds it for (the nearest
/// package or the Xcode targets that compile it), the file's imports narrow that, and `#if os(…)` branches
/// narrow it further for the code inside them.
public struct Linter: Sendable {
    public let configuration: Configuration
    public let index: ProjectIndex
    /// Platforms of files linted without platforms of their own; empty when unknown.
    public let platforms: Set<String>
    let rules: [ConfiguredRule]
    /// The distinct platform sets of the rules (most rules share one of a few), each narrowed once per file.
    let platformSets: [PlatformMask]
    let suppressionPolicy: SuppressionPolicy

    /// A rule with what the linter needs of its description, worked out once: copying a description (its examples
    /// included) and building its platform set for every file cost a tenth of a lint.
    struct ConfiguredRule: Sendable {
        let rule: any Rule
        let id: String
        /// The configured severity when `severity:` overrides it, else nil (findings keep the rule's own).
        let overriddenSeverity: Severity?
        let severity: Severity
        /// The rule's own platforms, or every platform when it names none: an index into `platformSets`.
        let platformSet: Int
    }

    public init(configuration: Configuration, index: ProjectIndex = .empty, platforms: Set<String> = [],
                catalogue: [any Rule.Type] = RuleCatalogue.all) {
        self.configuration = configuration
        self.index = index
        self.platforms = platforms
        var platformSets: [PlatformMask] = []
        self.rules = catalogue
            .filter { configuration.isEnabled(ruleID: $0.description.id, isOptIn: $0.description.isOptIn) }
            .map { rule in
                let description = rule.description
                let overridden = configuration.severityOverrides[description.id]
                let own = PlatformMask.orAll(Set(description.platforms))
                let platformSet = platformSets.firstIndex(of: own) ?? platformSets.count
                if platformSet == platformSets.count { platformSets.append(own) }
                return ConfiguredRule(rule: rule.init(options: configuration.ruleOptions[description.id] ?? [:]),
                                      id: description.id, overriddenSeverity: overridden,
                                      severity: overridden ?? description.severity, platformSet: platformSet)
            }
        self.platformSets = platformSets
        // Suppressions name rules of the whole catalogue (and `unused-suppression` itself), even when this linter
        // runs only some: an id is unknown only when no rule has it.
        self.suppressionPolicy = SuppressionPolicy(configuration: configuration,
                                                   rules: (RuleCatalogue.all + catalogue).map { $0.description })
    }

    /// Lints one file. Findings are in output order.
    public func lint(path: String, bytes: [UInt8], platforms: Set<String>? = nil) -> [Finding] {
        lint(path: path, tree: ViewTreeParser.parse(Lexer.lex(bytes)), platforms: platforms)
    }

    /// `platforms`: what the file's project builds it for (empty: unknown); nil takes the linter's `platforms`.
    public func lint(path: String, tree: ViewTree, platforms projectPlatforms: Set<String>? = nil) -> [Finding] {
        lintCounting(path: path, tree: tree, platforms: projectPlatforms).findings
    }

    /// `lint(path:tree:platforms:)`, and how many findings suppression comments hid. `deploymentTargets`: the
    /// lowest release of each platform the file's project deploys to (empty: unknown); `compilationConditions`:
    /// every flag its builds can define (nil: unknown).
    public func lintCounting(path: String, tree: ViewTree, platforms projectPlatforms: Set<String>? = nil,
                             deploymentTargets: DeploymentTargets = [:],
                             compilationConditions: Set<String>? = nil) -> (findings: [Finding], suppressed: Int) {
        if !configuration.includeTests, Self.isTestFile(tree) { return ([], 0) }
        let platforms = FilePlatforms.narrow(projectPlatforms ?? self.platforms, byImportsOf: tree)
        let context = LintContext(path: path, tree: tree, index: index.completed(with: path, tree, configuration),
                                  configuration: configuration, platforms: platforms)
        let project = index.projectsByPath[path] ?? ""
        var scopes = ShippingScopes(tree: tree, includePreviews: configuration.includePreviews,
                                    neverShipping: index.neverShipping[project] ?? [],
                                    shippingPlatforms: index.shippingPlatforms[project] ?? [:],
                                    helpersNamedOnlyHere: index.helpersNamedOnlyWhereDeclared[
                                        index.scopesByPath[path] ?? ""] ?? [],
                                    unreachable: AvailabilityCondition.deadFallbacks(
                                        in: tree, platforms: platforms, minimums: deploymentTargets)
                                        + context.branchesThatNeverRun()
                                        + PlatformCondition.clausesNeverCompiled(in: tree, defined: compilationConditions)
                                        + tree.discardedValueRanges() + tree.renderedOnlyIntoImageRanges()
                                        + (index.neverShownRangesByPath[path]
                                           ?? tree.developmentOnlyRanges() + tree.neverDrawnRanges()))
        var findings: [Finding] = []
        let fileMask = PlatformMask.orAll(platforms)
        let targetsBySet = platformSets.map { Self.targetPlatforms(of: $0, filePlatforms: fileMask) }
        var sink = FindingSink(ruleID: "", severity: .low, path: path, lineTable: tree.source.lineTable)
        // By index, each rule's fields read in place: a copy of the configured rule retained all of them.
        for index in rules.indices {
            guard let targets = targetsBySet[rules[index].platformSet] else { continue }
            sink.reset(ruleID: rules[index].id, severity: rules[index].severity)
            rules[index].rule.check(context, into: &sink)
            for var finding in sink.findings where scopes.ships(finding.range.lowerBound, on: targets) {
                if let overridden = rules[index].overriddenSeverity { finding.severity = overridden }
                if finding.container == nil { finding.container = scopes.innermostType(at: finding.range.lowerBound) }
                findings.append(finding)
            }
        }
        // Sorted in place here, so that the suppressions (usually none) return the same array and not a sorted copy.
        findings.sort(by: Finding.outputOrder)
        let filtered = SuppressionIndex(source: tree.source).apply(to: findings, path: path, policy: suppressionPolicy)
        return (filtered.findings, filtered.suppressed)
    }

    /// The platforms a rule's findings matter on in a file: its own, narrowed to the file's (every platform when
    /// unknown); nil when none of the file's is one of the rule's (the rule does not run). Masks, not sets of
    /// names: asked per rule set of every file, intersecting `Set<String>`s cost 10 M instructions a lint.
    static func targetPlatforms(of own: PlatformMask, filePlatforms: PlatformMask) -> PlatformMask? {
        let narrowed = own.intersection(filePlatforms)
        return narrowed.isEmpty ? nil : narrowed
    }

    /// Test files (`import XCTest`, `import Testing`, `import SnapshotTesting`…) never ship.
    static func isTestFile(_ tree: ViewTree) -> Bool {
        ShippingCode.importsTestModule(tree)
    }
}
