/// A Swift snippet that documents and tests a rule. In triggering examples `↓` marks where each finding starts
/// (before the first character of the reported node); the marker is removed before linting.
public struct Example: Sendable, Hashable {
    public var code: String
    /// Optional `.a11ylint.yml` text to lint the example with (shown above the code in the docs).
    public var configuration: String?
    /// Torture cases that test the rule but would clutter its page.
    public var excludedFromDocs: Bool
    public var file: String
    public var line: UInt

    public init(_ code: String, configuration: String? = nil, excludedFromDocs: Bool = false,
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.configuration = configuration
        self.excludedFromDocs = excludedFromDocs
        self.file = "\(file)"
        self.line = line
    }
}

/// An option a rule accepts under `rules: { rule-id: { key: value } }`. Declared once: parsing, validation,
/// the docs' Options section and `.a11ylint.yml.example` all come from it.
public struct RuleOption: Sendable, Hashable {
    public enum ValueType: String, Sendable, Hashable {
        case integer, number, boolean, string, stringList = "list of strings", globList = "list of globs"
    }
    public var key: String
    public var type: ValueType
    /// The value a rule uses when the configuration sets none: the rule reads it through `value(in:)` and the
    /// docs print it, so the two cannot differ.
    public var defaultValue: OptionValue
    public var documentation: String

    public init(key: String, type: ValueType, defaultValue: OptionValue, documentation: String) {
        self.key = key
        self.type = type
        self.defaultValue = defaultValue
        self.documentation = documentation
    }

    /// The configured value of this option in a rule's validated `options`, or the default.
    public func value(in options: [String: OptionValue]) -> OptionValue {
        options[key] ?? defaultValue
    }

    /// The option as a number (an integer or a decimal value).
    public func number(in options: [String: OptionValue]) -> Double {
        read(options) { value in
            switch value {
            case .integer(let value): return Double(value)
            case .number(let value): return value
            case .boolean, .string, .list: return nil
            }
        } ?? 0
    }

    public func boolean(in options: [String: OptionValue]) -> Bool {
        read(options) { if case .boolean(let value) = $0 { return value }; return nil } ?? false
    }

    public func strings(in options: [String: OptionValue]) -> [String] {
        read(options) { if case .list(let value) = $0 { return value }; return nil } ?? []
    }

    /// `convert` of the configured value; of the default when the configured one has another type (validation
    /// reports that, so it happens only for configurations nobody validated).
    private func read<T>(_ options: [String: OptionValue], _ convert: (OptionValue) -> T?) -> T? {
        convert(value(in: options)) ?? convert(defaultValue)
    }

    /// The default as YAML (`44`, `false`, `[Card, Row]`), for the docs.
    public var defaultText: String {
        switch defaultValue {
        case .integer(let value): return String(value)
        case .number(let value): return String(value)
        case .boolean(let value): return String(value)
        case .string(let value): return value
        case .list(let values): return "[" + values.map(Self.flowItem).joined(separator: ", ") + "]"
        }
    }

    /// A YAML flow-sequence item: plain when it can be, quoted when it holds a character YAML reads otherwise
    /// (`**` would start an alias).
    private static func flowItem(_ item: String) -> String {
        let special = Set("*&!|>'\"%@`#,[]{}:?")
        guard item.isEmpty || item.contains(where: special.contains) || item.first == " " || item.last == " " else {
            return item
        }
        var quoted = "\""
        for character in item {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}

/// What a rule's findings are. A *defect* harms someone who uses the product; *hygiene* is code that works today
/// but should be tidied (a deprecated spelling, a stale suppression comment). Reports count and rate defects only
/// and list hygiene findings apart, so housekeeping never inflates the figures people act on.
public enum RuleKind: String, Sendable, Hashable, CaseIterable {
    case defect
    case hygiene
}

/// A family of rules. The domain declares its categories as static members (`.labels`), so a rule cannot name
/// one that does not exist.
public struct RuleCategory: Hashable, Sendable, CustomStringConvertible {
    /// The kebab-case name in docs and SARIF (`dynamic-type`).
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// Everything a rule says about itself. Docs pages, SARIF rule metadata, `rules` listing and config validation
/// all derive from it; nothing here is spelled twice anywhere else.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id, e.g. `icon-only-button`.
    public var id: String
    /// Human title, e.g. "Icon-only button".
    public var name: String
    public var severity: Severity
    /// The rule's family, as the domain names them (`labels`, `motion`).
    public var category: RuleCategory
    /// Whether findings are defects (the default) or hygiene, which reports keep out of their counts.
    public var kind: RuleKind
    /// The criteria of the guideline standard the rule stands for, as the domain numbers them (`GuidelineNaming`
    /// says how reports name the standard).
    public var guidelines: [String]
    /// The platform's runtime check the rule approximates, as the domain names it.
    public var runtimeCheck: String?
    /// Ids of the claims (`Claim`, named by the domain) that this rule's findings stand in the way of.
    public var blocks: [String]
    /// One sentence ending with a period.
    public var summary: String
    /// Markdown: what goes wrong, and for whom.
    public var rationale: String
    /// Markdown: how to fix, as cases.
    public var fix: String
    /// Markdown: what the rule cannot see and when it stays quiet.
    public var limits: String
    public var isOptIn: Bool
    /// Whether the rule offers safe fixes.
    public var isFixable: Bool
    /// Platforms the rule applies to (`ios`, `macos`, `watchos`, `tvos`, `visionos`); empty means all.
    public var platforms: [String]
    public var options: [RuleOption]
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]
    /// Markdown links for the page's References section (the documentation of the APIs involved, articles).
    public var references: [String]

    public init(id: String, name: String, severity: Severity, category: RuleCategory, kind: RuleKind = .defect,
                guidelines: [String], runtimeCheck: String?, blocks: [String] = [], summary: String, rationale: String, fix: String, limits: String = "",
                isOptIn: Bool = false, isFixable: Bool = false, platforms: [String] = [],
                options: [RuleOption] = [], triggeringExamples: [Example] = [], nonTriggeringExamples: [Example] = [],
                references: [String] = []) {
        self.id = id
        self.name = name
        self.severity = severity
        self.category = category
        self.kind = kind
        self.guidelines = guidelines
        self.runtimeCheck = runtimeCheck
        self.blocks = blocks
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.limits = limits
        self.isOptIn = isOptIn
        self.isFixable = isFixable
        self.platforms = platforms
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.references = references
    }
}
