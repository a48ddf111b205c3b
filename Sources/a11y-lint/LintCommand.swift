import A11yLint
import Foundation
import RuleEngine

/// The typed options of the `lint` command.
struct LintOptions: Sendable {
    var paths: [String]
    var configPath: String?
    var format: String
    var reports: [(format: String, path: String)]
    /// nil when not given on the command line; `.some(nil)` for `never`.
    var failOn: Severity??
    var baselinePath: String?
    var writeBaselinePath: String?
    var only: [String]
    var disable: [String]
    var enable: [String]
    var stdinPath: String?
    var fix: Bool
    var jobs: Int
    var quiet: Bool
    var noColor: Bool
    var allowNoFiles: Bool
    var statistics: Bool
    var dryRun: Bool
    var changedSince: String?
    var diffPath: String?

    init(_ parsed: ParsedArguments) throws(ToolError) {
        paths = parsed.positionals
        configPath = parsed.last("--config")
        format = parsed.last("--format") ?? "text"
        reports = []
        for entry in parsed.all("--report") {
            guard let colon = entry.firstIndex(of: ":"), colon != entry.startIndex,
                  entry.index(after: colon) != entry.endIndex else {
                throw .invalidValue(option: "--report", value: entry, expected: "FORMAT:PATH, e.g. sarif:results.sarif")
            }
            reports.append((String(entry[..<colon]), String(entry[entry.index(after: colon)...])))
        }
        if let level = parsed.last("--fail-on") {
            if level == "never" {
                failOn = .some(nil)
            } else if let severity = Severity(name: level) {
                failOn = .some(severity)
            } else {
                throw .invalidValue(option: "--fail-on", value: level, expected: "critical, high, medium, low or never")
            }
        }
        baselinePath = parsed.last("--baseline")
        writeBaselinePath = parsed.last("--write-baseline")
        only = parsed.all("--only")
        disable = parsed.all("--disable")
        enable = parsed.all("--enable")
        stdinPath = parsed.last("--stdin-path")
        fix = parsed.has("--fix")
        quiet = parsed.has("--quiet")
        noColor = parsed.has("--no-color")
        allowNoFiles = parsed.has("--allow-no-files")
        statistics = parsed.has("--statistics")
        dryRun = parsed.has("--dry-run")
        changedSince = parsed.last("--changed-since")
        diffPath = parsed.last("--diff")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if let jobs = parsed.last("--jobs") {
            guard let count = Int(jobs), count >= 1 else {
                throw .invalidValue(option: "--jobs", value: jobs, expected: "a whole number of at least 1")
            }
            self.jobs = count
        } else {
            self.jobs = max(1, cores)
        }
        if stdinPath != nil, !paths.isEmpty { throw .stdinPathWithPaths }
        if dryRun, !fix { throw .invalidValue(option: "--dry-run", value: "", expected: "--fix beside it") }
    }
}

/// One file to lint: where it is, how it is reported, and its bytes.
struct LintInput: Sendable {
    /// Absolute path on disk (nil for standard input).
    var diskPath: String?
    /// Path as reported in findings.
    var displayPath: String
    var bytes: [UInt8]
    /// What the file's project builds it for (empty: unknown); nil until decided.
    var platforms: Set<String>? = nil
    /// The lowest release of each platform its project deploys to (empty: unknown).
    var deploymentTargets: DeploymentTargets = [:]
    /// Where the file sits in its project (whether the project is linted whole, whether in a test folder).
    var placement: ProjectPlacement = .unknown
    /// Index of its configuration in `NestedConfigurations.configurations` (0: the run's).
    var configuration = 0
    /// Every compilation condition its project's builds can define (nil: unknown).
    var compilationConditions: Set<String>? = nil

    /// What the lint session reads of the file.
    var source: SourceInput {
        SourceInput(path: displayPath, bytes: bytes, platforms: platforms ?? [], deploymentTargets: deploymentTargets,
                    placement: placement, configuration: configuration, compilationConditions: compilationConditions)
    }
}

enum LintCommand {
    static func run(_ parsed: ParsedArguments, environment: [String: String], io: ToolIO) throws -> ExitCode {
        let options = try LintOptions(parsed)
        let nested = try ConfigurationStep.load(options, io: io)
        let configuration = nested.configurations[0]
        let formats = try ReportStep.validate(options: options, configuration: configuration)
        var collected = try InputStep.collect(options, configuration: configuration, io: io)
        try InputStep.applyNested(nested, to: &collected, options: options, io: io)
        var inputs = collected.inputs
        let readErrors = collected.errors
        // A run that lints nothing must not look clean: an `included:` that matches no file, a wrong folder.
        if inputs.isEmpty, readErrors.isEmpty, !options.allowNoFiles {
            throw ToolError.nothingToLint(paths: options.paths.isEmpty ? ["."] : options.paths)
        }
        // One model of the projects around the files, so that each folder above them is listed once per run.
        let project = ProjectModel(reader: DiskProjectReader())
        for index in inputs.indices {
            let path = inputs[index].diskPath ?? Tool.absolute(inputs[index].displayPath, in: io)
            inputs[index].platforms = nested.configurations[inputs[index].configuration].platforms.map(Set.init)
                ?? project.platforms(ofFileAt: path)
            // Only the fallbacks of availability checks use them, and finding a file's targets walks its project's.
            if AvailabilityCondition.isChecked(in: inputs[index].bytes) {
                inputs[index].deploymentTargets = project.deploymentTargets(ofFileAt: path)
            }
            if PlatformCondition.hasConditionalCompilation(inputs[index].bytes) {
                inputs[index].compilationConditions = project.compilationConditions(ofFileAt: path)
            }
        }

        let context = InputStep.projectContext(of: collected, project: project, options: options,
                                               configuration: configuration, nested: nested, io: io)
        // A file named on the command line is linted even when no target builds it, or only a sample app does: it
        // was asked for.
        let named = Set(options.paths.map { FileDiscovery.normalize(Tool.absolute($0, in: io)) })
        for index in inputs.indices {
            let path = inputs[index].diskPath ?? Tool.absolute(inputs[index].displayPath, in: io)
            guard inputs[index].diskPath != nil else {
                inputs[index].placement = context.layout.placement(ofFile: path)
                continue
            }
            var placement = InputStep.placement(ofFile: path, layout: context.layout, project: project)
            if named.contains(path) {
                placement.isLeftOutOfEveryTarget = false
                placement.isBuiltOnlyForDevelopment = false
                placement.isInSampleProject = false
            } else if placement.isInSampleProject, let folder = named.filter({ path.hasPrefix($0 + "/") })
                        .max(by: { $0.count < $1.count }),
                      placement.scope != folder, !placement.scope.hasPrefix(folder + "/") {
                // A folder inside the repository that holds the sample (`Examples/Demo`) was asked for, not the
                // project around it: the sample is the code under review.
                placement.isInSampleProject = false
            }
            inputs[index].placement = placement
        }
        let session = LintSession(configuration: configuration, nested: Array(nested.configurations.dropFirst()),
                                  jobs: options.jobs)
        let infoPlists = (collected.infoPlists + context.infoPlists).map { plist in
            (placement: context.layout.placement(ofFile: plist.path), bytes: plist.bytes)
        }
        // An app's Info.plist locks the modules of its repository too (a Tuist workspace's feature projects are
        // linked into the app), unless another Info.plist there locks the other appearance.
        let scopeLocks = infoPlists.compactMap { plist in
            AppearanceLocks.lockedAppearance(infoPlist: plist.bytes).map { (plist.placement.scope, $0) }
        }
        let result = session.lint(inputs.map(\.source), context: context.files.map(\.source),
                                  colorSets: collected.colorSets + context.colorSets,
                                  infoPlists: infoPlists.map { ($0.placement.project, $0.bytes) },
                                  appearanceLocks: Set(inputs.flatMap { [$0.placement.project, $0.placement.scope] })
                                      .sorted().flatMap { folder in
                                          project.lockedAppearances(ofProjectsIn: folder).sorted().map { (folder, $0) }
                                      } + scopeLocks,
                                  interfaceFiles: collected.interfaceFiles + context.interfaceFiles)
        for issue in result.assetCatalogIssues { io.diagnose("warning", "\(issue)") }
        var findings = result.findings
        var sources = result.sources
        if options.fix, options.dryRun {
            let diff = FixStep.dryRun(result.fixed())
            io.writeOutput(diff)
            return diff.isEmpty ? .clean : .findings
        }
        var fixFailures = 0
        var suppressed = result.suppressed
        if options.fix {
            (sources, findings, suppressed, fixFailures) = FixStep.run(inputs, fixed: result.fixed(), io: io)
        }
        let sourcesByPath = Dictionary(zip(inputs.map(\.displayPath), sources).map { ($0, $1) },
                                       uniquingKeysWith: { first, _ in first })
        var counts = RunInfo.Counts(filesLinted: inputs.count)
        counts.hiddenBySuppressions = suppressed
        findings = try BaselineStep.apply(findings, sources: sourcesByPath, options: options,
                                          configuration: configuration, summary: &counts, io: io)
        findings = try ChangedLinesStep.filter(findings, options: options, io: io)
        for error in readErrors { io.diagnose("error", "\(error)") }

        let useColor = io.outputIsTerminal && !options.noColor && environment["NO_COLOR"] == nil
        try ReportStep.write(findings, sources: sourcesByPath, platforms: Set(inputs.flatMap { $0.platforms ?? [] }),
                             formats: formats, options: options, configuration: configuration, counts: counts,
                             useColor: useColor,
                             audit: AuditContext(screens: result.index.screens,
                                                 date: AuditContext.date(environment: environment)), io: io)
        if !readErrors.isEmpty || fixFailures > 0 { return .error }
        if options.writeBaselinePath != nil { return .clean }
        guard let threshold = configuration.failOn else { return .clean }
        return findings.contains { $0.severity >= threshold } ? .findings : .clean
    }
}
