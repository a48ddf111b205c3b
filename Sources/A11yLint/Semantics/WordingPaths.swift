import RuleEngine

/// The `paths` option of rules that apply only to part of a project (`missing-accessibility-hint`,
/// `missing-accessibility-identifier`): globs matched against the linted file's path.
struct WordingPaths: Sendable {
    static let option = RuleOption(
        key: "paths", type: .globList, defaultValue: .list(["**"]),
        documentation: "Globs of the files the rule checks, matched against each file's path as reported "
            + "(relative to the working directory), e.g. `[\"Sources/Auth/**\"]`. The default checks every file.")

    /// nil when the option is not set: every file.
    let globs: [Glob]?

    /// Reads `paths` from a rule's options. The configuration loader has already rejected invalid globs, so a
    /// pattern that does not compile here cannot come from a loaded configuration.
    init(options: [String: OptionValue]) {
        guard case .list(let patterns)? = options[Self.option.key] else {
            globs = nil
            return
        }
        globs = patterns.compactMap { try? Glob($0) }
    }

    func includes(_ path: String) -> Bool {
        globs?.contains { $0.matches(path) } ?? true
    }
}
