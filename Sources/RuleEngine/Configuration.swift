/// A YAML value as a rule option received it (typed by the option's `RuleOption.ValueType`).
public enum OptionValue: Sendable, Hashable {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case string(String)
    case list([String])
}

/// How a custom component whose source is not linted (a binary framework) behaves, from `components:`.
public struct ComponentDeclaration: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case button, image, textField = "text-field", toggle, label, decorative
    }
    public var name: String
    public var role: Role
    /// Name of the init parameter that carries the accessible label; nil for `label: none`.
    public var labelParameter: String?

    public init(name: String, role: Role, labelParameter: String?) {
        self.name = name
        self.role = role
        self.labelParameter = labelParameter
    }
}

/// The typed `.a11ylint.yml`, after validation and after command-line overrides. Domain-free: rule ids are strings.
public struct Configuration: Sendable {
    /// Globs, relative to `rootDirectory`. Empty means everything under the given paths.
    public var included: [String] = []
    public var excluded: [String] = []
    public var disabledRules: Set<String> = []
    public var optInRules: Set<String> = []
    /// When non-empty, exactly these rules run (opt-in or not).
    public var onlyRules: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]
    /// `rules: { rule-id: { option: value } }`.
    public var ruleOptions: [String: [String: OptionValue]] = [:]
    public var components: [String: ComponentDeclaration] = [:]
    /// Findings at or above this fail the run; nil means never.
    public var failOn: Severity? = .high
    public var baseline: String?
    /// `FORMAT:PATH` entries, as on the command line.
    public var reporters: [String] = []
    /// nil when not set: detect from Package.swift / the Xcode project.
    public var platforms: [String]?
    public var includePreviews: Bool = false
    public var includeTests: Bool = false
    /// `docs_url`: where the rule pages are published (`<docs_url>/<rule-id>.md`); nil links the pages shipped
    /// in the tool's repository, `Rules/<rule-id>.md`.
    public var docsURL: String?
    /// The folder the configuration file is in (globs are relative to it); nil for the default configuration.
    public var rootDirectory: String?
    /// The file it was read from, for messages.
    public var sourcePath: String?
    /// The keys the file itself sets, where (its `parent_config` chain and folders above set the rest).
    public var ownKeys: [ConfigurationKey: YAMLPosition] = [:]
    /// `included`/`excluded` of the configurations this one inherits from (`parent_config`, the folders above),
    /// each relative to its own folder, outermost first. Every layer's `excluded` applies; an `included` only
    /// while no later configuration sets its own.
    public var inheritedPaths: [PathGlobs] = []

    public init() {}

    /// Whether a rule runs, given its default opt-in status. `disabled_rules` wins over `only_rules`, so that
    /// `--disable` can narrow an `only_rules` list (an emptied `only_rules` would otherwise mean "every rule").
    public func isEnabled(ruleID: String, isOptIn: Bool) -> Bool {
        if disabledRules.contains(ruleID) { return false }
        if !onlyRules.isEmpty { return onlyRules.contains(ruleID) }
        return !isOptIn || optInRules.contains(ruleID)
    }

    public func severity(ruleID: String, default defaultSeverity: Severity) -> Severity {
        severityOverrides[ruleID] ?? defaultSeverity
    }
}

/// The `included`/`excluded` globs of one configuration file and the folder they are relative to.
public struct PathGlobs: Sendable, Hashable {
    public var rootDirectory: String?
    public var sourcePath: String?
    public var included: [String]
    public var excluded: [String]

    public init(rootDirectory: String?, sourcePath: String?, included: [String], excluded: [String]) {
        self.rootDirectory = rootDirectory
        self.sourcePath = sourcePath
        self.included = included
        self.excluded = excluded
    }
}

extension Configuration {
    /// How a configuration that inherits from another combines with it, as SwiftLint users expect of nested
    /// configurations and `parent_config`: every key the child sets wins; `severity`, `rules` and `components`
    /// merge entry by entry (the child's entry wins); `disabled_rules` and `opt_in_rules` add to the parent's (a
    /// rule the child opts into is no longer disabled, and the other way round); `only_rules` replaces the parent's
    /// three lists; `excluded` adds (each relative to its own file's folder) and `included` replaces.
    ///
    /// `nested`: the child is a `.a11ylint.yml` in a folder below the run's configuration. Keys that describe the
    /// whole run (`ConfigurationKey.appliesToWholeRun`) are then the parent's: one run has one `fail_on`, baseline,
    /// set of reports and project index.
    public func inherited(by child: Configuration, nested: Bool) -> Configuration {
        var merged = self
        let sets = { (key: ConfigurationKey) in child.ownKeys[key] != nil && !(nested && key.appliesToWholeRun) }
        if sets(.onlyRules) {
            merged.onlyRules = child.onlyRules
            merged.disabledRules = child.disabledRules
            merged.optInRules = child.optInRules
        } else {
            merged.disabledRules = merged.disabledRules.subtracting(child.optInRules).union(child.disabledRules)
            merged.optInRules = merged.optInRules.subtracting(child.disabledRules).union(child.optInRules)
            if !merged.onlyRules.isEmpty { merged.onlyRules.formUnion(child.optInRules) }
        }
        merged.severityOverrides.merge(child.severityOverrides) { _, new in new }
        for (rule, options) in child.ruleOptions { merged.ruleOptions[rule, default: [:]].merge(options) { _, new in new } }
        if sets(.components) { merged.components.merge(child.components) { _, new in new } }
        if sets(.failOn) { merged.failOn = child.failOn }
        if sets(.baseline) { merged.baseline = child.baseline }
        if sets(.reporters) { merged.reporters = child.reporters }
        if sets(.docsURL) { merged.docsURL = child.docsURL }
        if sets(.platforms) { merged.platforms = child.platforms }
        if sets(.includePreviews) { merged.includePreviews = child.includePreviews }
        if sets(.includeTests) { merged.includeTests = child.includeTests }
        // Paths: the parent's globs stay relative to the parent's folder, as a layer under the child's own.
        var layers = inheritedPaths + [PathGlobs(rootDirectory: rootDirectory, sourcePath: sourcePath,
                                                 included: included, excluded: excluded)]
        if sets(.included) { layers = layers.map { PathGlobs(rootDirectory: $0.rootDirectory, sourcePath: $0.sourcePath,
                                                             included: [], excluded: $0.excluded) } }
        merged.inheritedPaths = layers.filter { !$0.included.isEmpty || !$0.excluded.isEmpty }
        merged.included = child.included
        merged.excluded = child.excluded
        merged.rootDirectory = child.rootDirectory
        merged.sourcePath = child.sourcePath
        merged.ownKeys = child.ownKeys
        return merged
    }
}
