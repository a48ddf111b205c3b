import Foundation

/// Every top-level key of `.a11ylint.yml`: the one place the spelling lives.
public enum ConfigurationKey: String, CaseIterable, Sendable {
    case included, excluded
    case disabledRules = "disabled_rules", optInRules = "opt_in_rules", onlyRules = "only_rules"
    case severity, rules, components
    case failOn = "fail_on", baseline, reporters, platforms
    case includePreviews = "include_previews", includeTests = "include_tests"
    case docsURL = "docs_url"
    case parentConfig = "parent_config"

    /// Keys that describe a whole run rather than the files under a folder: in a nested configuration (a
    /// `.a11ylint.yml` below the run's) they count only when that folder is linted on its own.
    public var appliesToWholeRun: Bool {
        switch self {
        case .failOn, .baseline, .reporters, .docsURL, .components: return true
        case .included, .excluded, .disabledRules, .optInRules, .onlyRules, .severity, .rules, .platforms,
             .includePreviews, .includeTests, .parentConfig:
            return false
        }
    }
}

/// Platform names accepted by `platforms:`.
public enum PlatformName {
    public static let all = ["ios", "macos", "watchos", "tvos", "visionos"]
}

/// `fail_on` / `--fail-on`: a severity, or never fail.
public enum FailThreshold: Sendable, Hashable {
    case severity(Severity)
    case never

    public static let names = Severity.allCases.reversed().map(\.name) + ["never"]

    public init?(name: String) {
        if name == "never" {
            self = .never
        } else if let severity = Severity(name: name) {
            self = .severity(severity)
        } else {
            return nil
        }
    }

    /// The value `Configuration.failOn` stores (nil = never).
    public var severity: Severity? {
        switch self {
        case .severity(let severity): return severity
        case .never: return nil
        }
    }
}

/// Every problem found in one configuration file (reading stops at the first YAML syntax error; meaning errors are
/// all collected).
public struct ConfigErrors: Error, Sendable, Hashable, CustomStringConvertible {
    public var errors: [ConfigError]

    public init(_ errors: [ConfigError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// Finds, reads and validates `.a11ylint.yml`. The only I/O in it is reading the file and checking for it.
public enum ConfigurationLoader {
    public static let fileName = ".a11ylint.yml"

    /// The configuration for a run: `explicitPath` (`--config`) when given, else the nearest `.a11ylint.yml` in
    /// `directory` or its ancestors, else the defaults.
    public static func resolve(explicitPath: String?, searchingFrom directory: String,
                               rules: [RuleDescription]) throws(ConfigErrors) -> Configuration {
        if let explicitPath { return try load(path: explicitPath, rules: rules) }
        guard let found = discover(from: directory) else { return Configuration() }
        return try load(path: found, rules: rules)
    }

    /// The nearest `.a11ylint.yml` in `directory` or one of its ancestors (a file path starts at its folder).
    public static func discover(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        var startIsDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: current.path, isDirectory: &startIsDirectory), !startIsDirectory.boolValue {
            current = current.deletingLastPathComponent()
        }
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// Reads and validates the file at `path`, and the `parent_config` it names (its keys inherited, the file's
    /// own winning: `Configuration.inherited(by:nested:)`). Globs and relative paths are relative to each file's
    /// folder.
    public static func load(path: String, rules: [RuleDescription]) throws(ConfigErrors) -> Configuration {
        try load(path: path, rules: rules, chain: [])
    }

    /// `chain`: the files that named this one as their parent, outermost first (a repeat is a cycle).
    static func load(path: String, rules: [RuleDescription], chain: [String]) throws(ConfigErrors) -> Configuration {
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(atPath: path)
        } catch {
            throw ConfigErrors([error])
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
        return try load(bytes: bytes, path: path, rootDirectory: root, rules: rules, chain: chain)
    }

    /// Validates configuration text. `path` is used in messages; `rootDirectory` anchors globs and relative paths
    /// (nil leaves them as written).
    public static func load(yaml: String, path: String, rootDirectory: String?,
                            rules: [RuleDescription]) throws(ConfigErrors) -> Configuration {
        try load(bytes: Array(yaml.utf8), path: path, rootDirectory: rootDirectory, rules: rules)
    }

    public static func load(bytes: [UInt8], path: String, rootDirectory: String?,
                            rules: [RuleDescription]) throws(ConfigErrors) -> Configuration {
        try load(bytes: bytes, path: path, rootDirectory: rootDirectory, rules: rules, chain: [])
    }

    /// At most this many files inherit one from another through `parent_config`.
    public static let parentChainLimit = 32

    static func load(bytes: [UInt8], path: String, rootDirectory: String?, rules: [RuleDescription],
                     chain: [String]) throws(ConfigErrors) -> Configuration {
        let node: YAMLNode
        do {
            node = try YAMLReader.parse(bytes: bytes, path: path)
        } catch {
            throw ConfigErrors([error])
        }
        var decoder = ConfigurationDecoder(path: path, rootDirectory: rootDirectory, rules: rules)
        let configuration = decoder.decode(node)
        guard decoder.errors.isEmpty else { throw ConfigErrors(decoder.errors) }
        guard let parent = decoder.parentConfig else { return configuration }
        return try parentConfiguration(parent, of: path, rules: rules, chain: chain).inherited(by: configuration,
                                                                                             nested: false)
    }

    /// The configuration `parent_config` names, read with its own parents; a cycle, a chain past
    /// `parentChainLimit` or a file that cannot be read is an error at the `parent_config` value.
    private static func parentConfiguration(_ parent: (path: String, position: YAMLPosition), of path: String,
                                            rules: [RuleDescription], chain: [String]) throws(ConfigErrors) -> Configuration {
        let child = URL(fileURLWithPath: path).standardizedFileURL
        let target = parent.path.hasPrefix("/")
            ? URL(fileURLWithPath: parent.path).standardizedFileURL
            : child.deletingLastPathComponent().appendingPathComponent(parent.path).standardizedFileURL
        let resolved = target.resolvingSymlinksInPath().path
        let walked = chain + [child.resolvingSymlinksInPath().path]
        func fail(_ kind: ConfigError.Kind) -> ConfigErrors {
            ConfigErrors([ConfigError(path: path, position: parent.position, kind: kind)])
        }
        if let start = walked.firstIndex(of: resolved) {
            throw fail(.parentConfigCycle(displayChain(Array(walked[start...]) + [resolved])))
        }
        guard walked.count < parentChainLimit else { throw fail(.parentConfigChainTooLong(limit: parentChainLimit)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw fail(.unreadableParentConfig(parent.path, reason: isDirectory.boolValue ? "it is a folder" : "no such file"))
        }
        return try load(path: target.path, rules: rules, chain: walked)
    }

    /// The files of a cycle, relative to the first one's folder when below it.
    private static func displayChain(_ paths: [String]) -> [String] {
        guard let first = paths.first else { return paths }
        let folder = (first as NSString).deletingLastPathComponent + "/"
        return paths.map { $0.hasPrefix(folder) ? String($0.dropFirst(folder.count)) : $0 }
    }
}

/// Turns the YAML tree into a `Configuration`, collecting every error instead of stopping at the first.
struct ConfigurationDecoder {
    let path: String
    let rootDirectory: String?
    let rulesByID: [String: RuleDescription]
    let ruleIDs: [String]
    var errors: [ConfigError] = []
    /// `parent_config`, as written, and where.
    var parentConfig: (path: String, position: YAMLPosition)?

    init(path: String, rootDirectory: String?, rules: [RuleDescription]) {
        self.path = path
        self.rootDirectory = rootDirectory
        self.ruleIDs = rules.map(\.id)
        self.rulesByID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    mutating func fail(_ kind: ConfigError.Kind, at position: YAMLPosition) {
        errors.append(ConfigError(path: path, position: position, kind: kind))
    }

    mutating func decode(_ root: YAMLNode) -> Configuration {
        var configuration = Configuration()
        configuration.rootDirectory = rootDirectory
        configuration.sourcePath = path
        if case .null = root.value { return configuration }
        guard let entries = mapping(root, expected: "a mapping of configuration keys") else { return configuration }
        var lists: [ConfigurationKey: [(id: String, position: YAMLPosition)]] = [:]
        for entry in entries {
            guard let key = ConfigurationKey(rawValue: entry.key) else {
                fail(.unknownKey(entry.key, context: "the configuration",
                                 suggestion: Suggestion.nearest(to: entry.key, in: ConfigurationKey.allCases.map(\.rawValue))),
                     at: entry.keyPosition)
                continue
            }
            let value = entry.value
            configuration.ownKeys[key] = entry.keyPosition
            if case .null = value.value {
                // `key:` with nothing. For a list or mapping that means "none", which is the default. A setting
                // left empty is more likely a cut-off file than a choice, and must not silently become the default.
                switch key {
                case .failOn, .baseline, .includePreviews, .includeTests, .docsURL, .parentConfig:
                    fail(.typeMismatch(expected: "a value for '\(entry.key)'", found: value.kindDescription),
                         at: entry.keyPosition)
                default:
                    break
                }
                continue
            }
            switch key {
            case .included: configuration.included = globs(value)
            case .excluded: configuration.excluded = globs(value)
            case .disabledRules, .optInRules, .onlyRules:
                let ids = ruleList(value)
                lists[key] = ids
                let set = Set(ids.map(\.id))
                if key == .disabledRules { configuration.disabledRules = set }
                if key == .optInRules { configuration.optInRules = set }
                if key == .onlyRules { configuration.onlyRules = set }
            case .severity: configuration.severityOverrides = severities(value)
            case .rules: configuration.ruleOptions = ruleOptions(value)
            case .components: configuration.components = components(value)
            case .failOn:
                if let name = choice(value, what: "fail_on level", choices: FailThreshold.names),
                   let threshold = FailThreshold(name: name) {
                    configuration.failOn = threshold.severity
                }
            case .baseline:
                if let text = string(value) { configuration.baseline = resolvedPath(text) }
            case .reporters: configuration.reporters = reporters(value)
            case .platforms:
                configuration.platforms = list(value, expected: "a list of platforms").compactMap {
                    choice($0, what: "platform", choices: PlatformName.all)
                }
            case .parentConfig:
                if let text = string(value) { parentConfig = (text, value.position) }
            case .includePreviews: configuration.includePreviews = bool(value) ?? false
            case .includeTests: configuration.includeTests = bool(value) ?? false
            case .docsURL:
                if let text = string(value) {
                    if RulePageLinks.isAbsoluteWebAddress(text) {
                        configuration.docsURL = text
                    } else {
                        fail(.invalidDocsURL(text), at: value.position)
                    }
                }
            }
        }
        checkConflicts(lists)
        return configuration
    }

    mutating func checkConflicts(_ lists: [ConfigurationKey: [(id: String, position: YAMLPosition)]]) {
        if let disabled = lists[.disabledRules], let optIn = lists[.optInRules] {
            let disabledIDs = Set(disabled.map(\.id))
            for item in optIn where disabledIDs.contains(item.id) {
                fail(.conflictingRule(item.id, first: ConfigurationKey.disabledRules.rawValue,
                                      second: ConfigurationKey.optInRules.rawValue), at: item.position)
            }
        }
        if let only = lists[.onlyRules], !only.isEmpty, let optIn = lists[.optInRules], let first = optIn.first {
            fail(.onlyRulesWithOptInRules, at: first.position)
        }
    }

    // MARK: Typed values

    mutating func mapping(_ node: YAMLNode, expected: String) -> [YAMLEntry]? {
        if case .mapping(let entries) = node.value { return entries }
        fail(.typeMismatch(expected: expected, found: node.kindDescription), at: node.position)
        return nil
    }

    mutating func list(_ node: YAMLNode, expected: String) -> [YAMLNode] {
        if case .sequence(let items) = node.value { return items }
        fail(.typeMismatch(expected: expected, found: node.kindDescription), at: node.position)
        return []
    }

    mutating func string(_ node: YAMLNode) -> String? {
        if case .scalar(let text, _) = node.value { return text }
        fail(.typeMismatch(expected: "a string", found: node.kindDescription), at: node.position)
        return nil
    }

    mutating func bool(_ node: YAMLNode) -> Bool? {
        if case .scalar(let text, .plain) = node.value {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        fail(.typeMismatch(expected: "true or false", found: node.kindDescription), at: node.position)
        return nil
    }

    mutating func choice(_ node: YAMLNode, what: String, choices: [String]) -> String? {
        guard let text = string(node) else { return nil }
        if choices.contains(text) { return text }
        fail(.invalidChoice(text, what: what, choices: choices, suggestion: Suggestion.nearest(to: text, in: choices)),
             at: node.position)
        return nil
    }

    mutating func globs(_ node: YAMLNode) -> [String] {
        list(node, expected: "a list of globs").compactMap { item -> String? in
            guard let pattern = string(item) else { return nil }
            do throws(Glob.SyntaxError) {
                _ = try Glob(pattern)
                return pattern
            } catch {
                fail(.invalidGlob(pattern, reason: error.reason), at: item.position)
                return nil
            }
        }
    }

    mutating func ruleID(_ node: YAMLNode) -> String? {
        guard let id = string(node) else { return nil }
        return knownRule(id, at: node.position)
    }

    mutating func knownRule(_ id: String, at position: YAMLPosition) -> String? {
        if rulesByID[id] != nil { return id }
        fail(.unknownRule(id, suggestion: Suggestion.nearest(to: id, in: ruleIDs)), at: position)
        return nil
    }

    mutating func ruleList(_ node: YAMLNode) -> [(id: String, position: YAMLPosition)] {
        list(node, expected: "a list of rule ids").compactMap { item in ruleID(item).map { ($0, item.position) } }
    }

    mutating func severities(_ node: YAMLNode) -> [String: Severity] {
        var result: [String: Severity] = [:]
        for entry in mapping(node, expected: "a mapping of rule ids to severities") ?? [] {
            guard let id = knownRule(entry.key, at: entry.keyPosition),
                  let name = choice(entry.value, what: "severity", choices: Severity.allCases.reversed().map(\.name)),
                  let severity = Severity(name: name) else { continue }
            result[id] = severity
        }
        return result
    }

    mutating func ruleOptions(_ node: YAMLNode) -> [String: [String: OptionValue]] {
        var result: [String: [String: OptionValue]] = [:]
        for entry in mapping(node, expected: "a mapping of rule ids to options") ?? [] {
            guard let id = knownRule(entry.key, at: entry.keyPosition), let rule = rulesByID[id] else { continue }
            guard !rule.options.isEmpty else {
                fail(.ruleWithoutOptions(id), at: entry.keyPosition)
                continue
            }
            var values: [String: OptionValue] = [:]
            for optionEntry in mapping(entry.value, expected: "a mapping of options") ?? [] {
                guard let option = rule.options.first(where: { $0.key == optionEntry.key }) else {
                    fail(.unknownOption(optionEntry.key, rule: id,
                                        suggestion: Suggestion.nearest(to: optionEntry.key, in: rule.options.map(\.key))),
                         at: optionEntry.keyPosition)
                    continue
                }
                if let value = optionValue(optionEntry.value, type: option.type) { values[option.key] = value }
            }
            result[id] = values
        }
        return result
    }

    mutating func optionValue(_ node: YAMLNode, type: RuleOption.ValueType) -> OptionValue? {
        let mismatch = ConfigError.Kind.typeMismatch(expected: Self.expectation(type), found: node.kindDescription)
        switch type {
        case .boolean:
            return bool(node).map(OptionValue.boolean)
        case .string:
            return string(node).map(OptionValue.string)
        case .integer:
            if case .scalar(let text, .plain) = node.value, let value = Int(text) { return .integer(value) }
        case .number:
            if case .scalar(let text, .plain) = node.value, Self.isDecimal(text), let value = Double(text) {
                return .number(value)
            }
        case .stringList:
            return .list(list(node, expected: Self.expectation(type)).compactMap { string($0) })
        case .globList:
            return .list(globs(node))
        }
        fail(mismatch, at: node.position)
        return nil
    }

    static func expectation(_ type: RuleOption.ValueType) -> String {
        switch type {
        case .integer: return "an integer"
        case .number: return "a number"
        case .boolean: return "true or false"
        case .string: return "a string"
        case .stringList: return "a list of strings"
        case .globList: return "a list of globs"
        }
    }

    /// Digits with an optional sign, fraction and exponent (rejects `inf`, `nan`, hex).
    static func isDecimal(_ text: String) -> Bool {
        var sawDigit = false
        for (index, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                if index == text.utf8.count - 1, byte != UInt8(ascii: ".") { return false }
            default: return false
            }
        }
        return sawDigit
    }

    mutating func components(_ node: YAMLNode) -> [String: ComponentDeclaration] {
        var result: [String: ComponentDeclaration] = [:]
        for entry in mapping(node, expected: "a mapping of component names to roles") ?? [] {
            guard Self.isTypeName(entry.key) else {
                fail(.invalidComponentName(entry.key), at: entry.keyPosition)
                continue
            }
            guard let fields = mapping(entry.value, expected: "'{ role: …, label: … }'") else { continue }
            var role: ComponentDeclaration.Role?
            var label: String?
            var sawRole = false
            for field in fields {
                switch field.key {
                case "role":
                    sawRole = true
                    let names = ComponentDeclaration.Role.allCases.map(\.rawValue)
                    role = choice(field.value, what: "component role", choices: names).flatMap(ComponentDeclaration.Role.init)
                case "label":
                    if let text = string(field.value), text != "none" { label = text }
                default:
                    fail(.unknownKey(field.key, context: "component '\(entry.key)'",
                                     suggestion: Suggestion.nearest(to: field.key, in: ["role", "label"])),
                         at: field.keyPosition)
                }
            }
            if !sawRole { fail(.missingKey("role", context: "component '\(entry.key)'"), at: entry.keyPosition) }
            if let role { result[entry.key] = ComponentDeclaration(name: entry.key, role: role, labelParameter: label) }
        }
        return result
    }

    static func isTypeName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "_") || first >= 0x80 || isLetter(first) else { return false }
        return bytes.allSatisfy { $0 == UInt8(ascii: "_") || $0 >= 0x80 || isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    mutating func reporters(_ node: YAMLNode) -> [String] {
        list(node, expected: "a list of 'FORMAT:PATH' entries").compactMap { item in
            guard let text = string(item) else { return nil }
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex, text.index(after: colon) != text.endIndex
            else {
                fail(.invalidReporter(text), at: item.position)
                return nil
            }
            let format = String(text[..<colon])
            guard Reporters.ids.contains(format) else {
                fail(.invalidChoice(format, what: "report format", choices: Reporters.ids,
                                    suggestion: Suggestion.nearest(to: format, in: Reporters.ids)), at: item.position)
                return nil
            }
            return format + ":" + resolvedPath(String(text[text.index(after: colon)...]))
        }
    }

    /// A path from the file, made relative to the configuration's folder when it is not absolute.
    func resolvedPath(_ path: String) -> String {
        guard let rootDirectory, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: rootDirectory).appendingPathComponent(path).path
    }
}
