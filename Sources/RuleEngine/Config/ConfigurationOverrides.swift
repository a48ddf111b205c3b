import Foundation

/// What the command line says about configuration. Everything set here wins over `.a11ylint.yml`.
public struct ConfigurationOverrides: Sendable, Hashable {
    /// `--only R,…`: exactly these rules (replaces `only_rules`).
    public var onlyRules: [String]?
    /// `--disable R,…`: added to `disabled_rules`.
    public var disabledRules: [String] = []
    /// `--enable R,…`: opt-in rules switched on (and removed from `disabled_rules`).
    public var enabledRules: [String] = []
    /// `--fail-on`.
    public var failOn: FailThreshold?
    /// `--baseline FILE` (relative to the working directory, as the shell gave it).
    public var baseline: String?
    /// `--report FORMAT:PATH` entries; when non-empty they replace `reporters`.
    public var reporters: [String] = []

    public init(onlyRules: [String]? = nil, disabledRules: [String] = [], enabledRules: [String] = [],
                failOn: FailThreshold? = nil, baseline: String? = nil, reporters: [String] = []) {
        self.onlyRules = onlyRules
        self.disabledRules = disabledRules
        self.enabledRules = enabledRules
        self.failOn = failOn
        self.baseline = baseline
        self.reporters = reporters
    }

    /// Rule ids given on the command line that no rule has, each with its nearest valid id (nil when none is close).
    public func unknownRuleIDs(knownIDs: [String]) -> [(id: String, suggestion: String?)] {
        let known = Set(knownIDs)
        return ((onlyRules ?? []) + disabledRules + enabledRules)
            .filter { !known.contains($0) }
            .map { ($0, Suggestion.nearest(to: $0, in: knownIDs)) }
    }
}

extension Configuration {
    /// The configuration with the command line applied on top; the command line wins on every conflict.
    public func merging(_ overrides: ConfigurationOverrides) -> Configuration {
        var merged = self
        if let only = overrides.onlyRules {
            merged.onlyRules = Set(only)
            merged.disabledRules.subtract(only)
        }
        for id in overrides.enabledRules {
            merged.disabledRules.remove(id)
            merged.optInRules.insert(id)
            if !merged.onlyRules.isEmpty { merged.onlyRules.insert(id) }
        }
        for id in overrides.disabledRules {
            merged.disabledRules.insert(id)
            merged.optInRules.remove(id)
        }
        if let failOn = overrides.failOn { merged.failOn = failOn.severity }
        if let baseline = overrides.baseline { merged.baseline = baseline }
        if !overrides.reporters.isEmpty { merged.reporters = overrides.reporters }
        return merged
    }
}

/// `included`/`excluded` compiled once, for file discovery: the configuration's own, and those it inherits
/// (`Configuration.inheritedPaths`), each relative to its own file's folder.
public struct PathFilter: Sendable {
    /// Absolute folder the globs are relative to; nil means the paths given are matched as they are.
    public let rootDirectory: String?
    let included: [Glob]
    let excluded: [Glob]
    /// The inherited configurations' globs, outermost first.
    let inherited: [PathFilter]

    public init(configuration: Configuration) throws(ConfigErrors) {
        var errors: [ConfigError] = []
        let own = PathGlobs(rootDirectory: configuration.rootDirectory, sourcePath: configuration.sourcePath,
                            included: configuration.included, excluded: configuration.excluded)
        self.init(own, errors: &errors)
        self = PathFilter(rootDirectory: rootDirectory, included: included, excluded: excluded,
                          inherited: configuration.inheritedPaths.map { PathFilter($0, errors: &errors) })
        if !errors.isEmpty { throw ConfigErrors(errors) }
    }

    private init(rootDirectory: String?, included: [Glob], excluded: [Glob], inherited: [PathFilter]) {
        self.rootDirectory = rootDirectory
        self.included = included
        self.excluded = excluded
        self.inherited = inherited
    }

    private init(_ globs: PathGlobs, errors: inout [ConfigError]) {
        func compile(_ patterns: [String]) -> [Glob] {
            patterns.compactMap { pattern -> Glob? in
                do throws(Glob.SyntaxError) {
                    return try Glob(pattern)
                } catch {
                    errors.append(ConfigError(path: globs.sourcePath ?? ConfigurationLoader.fileName,
                                              position: nil, kind: .invalidGlob(pattern, reason: error.reason)))
                    return nil
                }
            }
        }
        self.init(rootDirectory: globs.rootDirectory, included: compile(globs.included),
                  excluded: compile(globs.excluded), inherited: [])
    }

    /// The path relative to the configuration's folder, or as given when it lies outside.
    public func relativePath(_ path: String) -> String {
        relative(path) ?? path
    }

    /// The path relative to the configuration's folder; nil when it lies outside (the path as given when the
    /// configuration has no folder).
    private func relative(_ path: String) -> String? {
        guard let rootDirectory else { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        let prefix = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
        return standardized.hasPrefix(prefix) ? String(standardized.dropFirst(prefix.count)) : nil
    }

    /// Whether a file or folder is excluded (a folder's exclusion covers everything inside it). An inherited
    /// configuration's globs match only below its own folder.
    public func isExcluded(_ path: String) -> Bool {
        isExcluded(path, relative: relativePath(path))
    }

    private func isExcluded(_ path: String, relative: String) -> Bool {
        if excluded.contains(where: { $0.matches(relative) }) { return true }
        return inherited.contains { layer in
            !layer.excluded.isEmpty && layer.relative(path).map { name in layer.excluded.contains { $0.matches(name) } } == true
        }
    }

    /// Whether a file should be linted: inside `included` (when set) and not excluded.
    public func shouldLint(file path: String) -> Bool {
        let relative = relativePath(path)
        if isExcluded(path, relative: relative) { return false }
        guard included.isEmpty || included.contains(where: { $0.matches(relative) }) else { return false }
        return inherited.allSatisfy { layer in
            layer.included.isEmpty
                || layer.relative(path).map { name in layer.included.contains { $0.matches(name) } } == true
        }
    }
}
