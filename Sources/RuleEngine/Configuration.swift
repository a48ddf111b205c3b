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
