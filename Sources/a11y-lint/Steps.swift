import A11yLint
import Foundation
import RuleEngine

/// Loads `.a11ylint.yml` (or `--config`) and merges the command line over it (command line wins).
enum ConfigurationStep {

    /// The run's configuration (`configurations[0]`) and, below its folder (the linted folder when there is none),
    /// the nested configurations of the files' folders; none with `--config`.
    ///
    /// The run's configuration is the nearest one above the first path, or, when the working directory's
    /// configuration lies further up around that path, the working directory's (SwiftLint's root configuration):
    /// `a11y-lint Mac/View.swift` from the project's folder then applies the project's configuration and
    /// `Mac/.a11ylint.yml` nested in it, as linting the whole project does.
    static func load(_ options: LintOptions, io: ToolIO) throws(ToolError) -> NestedConfigurations {
        let start = options.paths.first.map { Tool.absolute($0, in: io) }
            ?? options.stdinPath.map { Tool.absolute(($0 as NSString).deletingLastPathComponent, in: io) }
            ?? io.workingDirectory
        var searchFrom = start
        if options.configPath == nil, let outer = ConfigurationLoader.discover(from: io.workingDirectory),
           let nearest = ConfigurationLoader.discover(from: start) {
            let outerFolder = (outer as NSString).deletingLastPathComponent
            if (nearest as NSString).deletingLastPathComponent.hasPrefix(outerFolder == "/" ? "/" : outerFolder + "/") {
                searchFrom = outerFolder
            }
        }
        let configuration: Configuration
        do throws(ConfigErrors) {
            configuration = try ConfigurationLoader.resolve(
                explicitPath: options.configPath.map { Tool.absolute($0, in: io) },
                searchingFrom: searchFrom, rules: RuleCatalogue.descriptions)
        } catch {
            throw .configuration(error.description)
        }
        let overrides = ConfigurationOverrides(
            onlyRules: options.only.isEmpty ? nil : options.only, disabledRules: options.disable,
            enabledRules: options.enable, failOn: options.failOn.map { $0.map(FailThreshold.severity) ?? .never },
            baseline: options.baselinePath.map { Tool.absolute($0, in: io) })
        let known = RuleCatalogue.ids
        if let unknown = overrides.unknownRuleIDs(knownIDs: known).first {
            throw .unknownRule(unknown.id, suggestion: unknown.suggestion)
        }
        let linted = FileDiscovery.isFolder(start) ? start : (start as NSString).deletingLastPathComponent
        let top = options.configPath != nil ? nil : configuration.rootDirectory ?? linted
        return NestedConfigurations(file: configuration, overrides: overrides, top: top, io: io)
    }

    /// `included`/`excluded`, compiled once; an invalid glob is a configuration error.
    static func pathFilter(_ configuration: Configuration) throws(ToolError) -> PathFilter {
        do throws(ConfigErrors) {
            return try PathFilter(configuration: configuration)
        } catch {
            throw .configuration(error.description)
        }
    }
}

/// `--baseline` / `--write-baseline`.
enum BaselineStep {
    static func apply(_ findings: [Finding], sources: [String: SourceFile], options: LintOptions,
                      configuration: Configuration, summary: inout RunInfo.Counts,
                      io: ToolIO) throws(ToolError) -> [Finding] {
        if let path = options.writeBaselinePath {
            let baseline = Baseline(findings: findings, sourceFile: { sources[$0] })
            let target = Tool.absolute(path, in: io)
            try FileWriting.writeOutputFile(Array(baseline.jsonText().utf8), to: target)
            io.diagnose("note", "wrote \(findings.count) finding(s) to baseline \(path)")
            return findings
        }
        guard let path = configuration.baseline else { return findings }
        do throws(ConfigError) {
            let baseline = try Baseline.load(path: path)
            if baseline.isKeyedOnWholeSpan {
                io.diagnose("note", "\(InputStep.displayPath(path, io: io)) is a version 1 baseline: findings that span "
                            + "lines are matched on all their lines, so an edit anywhere in one brings it back; rewrite "
                            + "it with --write-baseline to match them on their first line")
            }
            let filtered = baseline.filter(findings, sourceFile: { sources[$0] }, lintedFiles: Set(sources.keys))
            summary.hiddenByBaseline = filtered.hidden
            summary.staleBaselineEntries = filtered.stale
            return filtered.findings
        } catch {
            throw .configuration(error.description)
        }
    }
}

/// What the audit formats (Markdown, HTML) say beyond the findings: the app's screens and the day of the run.
struct AuditContext {
    var screens: ScreenMap
    /// `yyyy-MM-dd` in UTC: `SOURCE_DATE_EPOCH` when set (reproducible reports), else today.
    var date: String

    static func date(environment: [String: String]) -> String {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Double.init) ?? Date().timeIntervalSince1970
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}

/// Renders the findings to standard output (`--format`) and to every `--report FORMAT:PATH`.
enum ReportStep {
    struct Formats {
        var standardOutput: any Reporter.Type
        var files: [(reporter: any Reporter.Type, path: String)]
    }

    /// `--report` entries, or else the configuration's `reporters:` (formats already checked by its loader, paths
    /// already relative to its folder).
    static func validate(options: LintOptions, configuration: Configuration) throws(ToolError) -> Formats {
        func reporter(_ id: String) throws(ToolError) -> any Reporter.Type {
            guard let reporter = Reporters.reporter(id: id) else {
                throw .unknownFormat(id, suggestion: Suggestion.nearest(to: id, in: Reporters.ids))
            }
            return reporter
        }
        var files: [(any Reporter.Type, String)] = []
        let configured = configuration.reporters.compactMap { entry -> (format: String, path: String)? in
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            return (String(entry[..<colon]), String(entry[entry.index(after: colon)...]))
        }
        for report in options.reports.isEmpty ? configured : options.reports {
            files.append((try reporter(report.format), report.path))
        }
        return Formats(standardOutput: try reporter(options.format), files: files)
    }

    /// `sources`: each linted file by path, with the line table its lint built; `platforms`: those of every file.
    static func write(_ findings: [Finding], sources: [String: SourceFile], platforms: Set<String>, formats: Formats,
                      options: LintOptions, configuration: Configuration, counts: RunInfo.Counts, useColor: Bool,
                      audit: AuditContext,
                      io: ToolIO) throws(ToolError) {
        let rules = RuleCatalogue.descriptions
        let scope = RunInfo.Scope(
            paths: options.paths.isEmpty ? ["."] : options.paths,
            platforms: platforms.sorted(),
            rulesRun: rules.filter { configuration.isEnabled(ruleID: $0.id, isOptIn: $0.isOptIn) }.map(\.id),
            configurationFile: configuration.sourcePath.map { relative($0, to: io.workingDirectory) },
            baselineFile: configuration.baseline.map { relative($0, to: io.workingDirectory) })
        func report(color: Bool) -> Report {
            var run = RunInfo(toolVersion: Tool.version, rootDirectory: io.workingDirectory,
                              failOn: configuration.failOn, useColor: color, quiet: options.quiet, counts: counts)
            run.docsURL = configuration.docsURL
            run.date = audit.date
            run.scope = scope
            return Report(findings: findings, sources: sources, rules: rules, run: run, claims: NutritionLabels.all,
                          guidelineNaming: .wcag, document: AuditDocument.builder(screens: audit.screens))
        }
        // Every report is attempted and standard output written whatever happens to one of them; the first
        // failure is then the run's error.
        var firstFailure: ToolError?
        for (reporter, path) in formats.files {
            let target = Tool.absolute(path, in: io)
            do throws(ToolError) {
                do {
                    try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                } catch {
                    throw .writeFailed(path: path, reason: error.localizedDescription)
                }
                // Rendered straight into the file: a SARIF report of 200,000 findings is 370 MB of text.
                try FileWriting.writeOutputFile(to: target) { reporter.render(report(color: false), into: &$0) }
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        // With `--fix --stdin-path`, standard output carries the fixed source: findings go to standard error.
        var output = ChunkedOutput(emit: options.fix && options.stdinPath != nil ? io.writeError : io.writeOutput)
        if options.statistics {
            output.write(statistics(findings, rules: rules))
        } else {
            formats.standardOutput.render(report(color: useColor), into: &output)
        }
        output.flush()
        if let firstFailure { throw firstFailure }
    }
}

extension ReportStep {
    /// `path` relative to `directory` when inside it: reports name files as the user sees them.
    static func relative(_ path: String, to directory: String) -> String {
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `--statistics`: findings per rule, most first (ties by id), with the rule's severity and name, as ruff
    /// prints them; then the total.
    static func statistics(_ findings: [Finding], rules: [RuleDescription]) -> String {
        let counts = Dictionary(grouping: findings, by: \.ruleID).mapValues(\.count)
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let names = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let countWidth = String(counts.first?.value ?? 0).count
        let idWidth = counts.map(\.key.count).max() ?? 0
        var text = ""
        for (id, count) in counts {
            let severity = names[id]?.severity.name ?? ""
            text += String(repeating: " ", count: countWidth - String(count).count) + "\(count)  "
                + id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + severity.padding(toLength: 8, withPad: " ", startingAt: 0) + "  " + (names[id]?.name ?? id) + "\n"
        }
        let noun = findings.count == 1 ? "finding" : "findings"
        return text + "\(findings.count) \(noun) from \(counts.count) rule(s).\n"
    }
}

/// Passes text on in chunks of about 64 KB, so that a long report (160 MB of text for the findings of a 32 MB
/// file) is written as it is rendered instead of being held whole in memory first.
struct ChunkedOutput: TextOutputStream {
    static let chunkBytes = 1 << 16
    let emit: @Sendable (String) -> Void
    private var pending = ""

    init(emit: @escaping @Sendable (String) -> Void) {
        self.emit = emit
    }

    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.chunkBytes { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        emit(pending)
        pending = ""
    }
}

/// `rules` and `explain`.
enum RulesCommand {
    static func run(_ parsed: ParsedArguments, io: ToolIO) throws(ToolError) -> ExitCode {
        let rules = RuleCatalogue.descriptions
        guard let folder = parsed.last("--docs") else {
            // What the configuration in force here runs, at which severity, and which rules `--fix` can fix.
            let configuration: Configuration
            do throws(ConfigErrors) {
                configuration = try ConfigurationLoader.resolve(
                    explicitPath: parsed.last("--config").map { Tool.absolute($0, in: io) },
                    searchingFrom: io.workingDirectory, rules: rules)
            } catch {
                throw .configuration(error.description)
            }
            io.writeOutput(RuleDocs.listing(rules, configuration: configuration))
            return .clean
        }
        let target = Tool.absolute(folder, in: io)
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: folder, reason: error.localizedDescription)
        }
        let pages = RuleDocs.render(rules, context: AccessibilityGuidelines.rulePages)
        // Only pages this command wrote are replaced or removed: a folder's own README or notes are never touched.
        for name in pages.keys.sorted() where !isGeneratedPage(atPath: target + "/" + name, absentIsGenerated: true) {
            throw .writeFailed(path: folder + "/" + name, reason: "it exists and was not written by 'a11y-lint rules "
                               + "--docs'; move it or choose another folder (nothing was written)")
        }
        for (name, text) in pages.sorted(by: { $0.key < $1.key }) {
            try FileWriting.writeOutputFile(Array(text.utf8), to: target + "/" + name)
        }
        // Pages of rules that no longer exist would be stale: remove them.
        let expected = Set(pages.keys)
        do {
            for name in try FileManager.default.contentsOfDirectory(atPath: target)
            where name.hasSuffix(".md") && !expected.contains(name)
                && isGeneratedPage(atPath: target + "/" + name, absentIsGenerated: false) {
                try FileManager.default.removeItem(atPath: target + "/" + name)
            }
        } catch {
            throw .writeFailed(path: folder, reason: error.localizedDescription)
        }
        io.diagnose("note", "wrote \(pages.count) page(s) to \(folder)")
        return .clean
    }

    /// Whether the file at `path` is a page `rules --docs` wrote: the index, or a rule page naming its own id.
    private static func isGeneratedPage(atPath path: String, absentIsGenerated: Bool) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else {
            return absentIsGenerated && !FileManager.default.fileExists(atPath: path)
        }
        let text = String(decoding: data.prefix(4_096), as: UTF8.self)
        let id = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return text.contains("Generated by `a11y-lint rules --docs") || text.contains("\n`\(id)` · Severity: ")
    }

    static func explain(_ id: String, io: ToolIO) throws(ToolError) -> ExitCode {
        guard let rule = RuleCatalogue.rule(id: id) else {
            throw .unknownRule(id, suggestion: Suggestion.nearest(to: id, in: RuleCatalogue.ids))
        }
        io.writeOutput(RuleDocs.page(rule.description, context: AccessibilityGuidelines.rulePages))
        return .clean
    }
}
