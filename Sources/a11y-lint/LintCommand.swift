import A11yLint
import Foundation
import RuleEngine
import SwiftLexer

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
    /// Where the file sits in its project (whether the project is linted whole, whether in a test folder).
    var placement: ProjectPlacement = .unknown
}

enum LintCommand {
    /// Up to this much Swift source, parsed trees are kept from the index pass for the rules (about 150 MB).
    static let keptTreeSourceBytes = 10_000_000

    /// Which files' trees the first pass keeps for the second: every tree while the sources fit in
    /// `keptTreeSourceBytes`; past that, only the largest file's, because the second pass holds a tree that large
    /// anyway (a single file over the budget was lexed and parsed twice, a quarter of the time of a 32 MB file).
    /// Keeping other trees up to the budget as well raised the peak memory of a 30 MB project from 150 to 237 MB.
    static func keptTrees(fileSizes: [Int]) -> [Bool] {
        if fileSizes.reduce(0, +) <= keptTreeSourceBytes { return fileSizes.map { _ in true } }
        var kept = [Bool](repeating: false, count: fileSizes.count)
        if let largest = fileSizes.indices.max(by: { fileSizes[$0] < fileSizes[$1] }) { kept[largest] = true }
        return kept
    }

    static func run(_ parsed: ParsedArguments, environment: [String: String], io: ToolIO) throws -> ExitCode {
        let options = try LintOptions(parsed)
        let configuration = try ConfigurationStep.load(options, io: io)
        let formats = try ReportStep.validate(options: options, configuration: configuration)
        let collected = try InputStep.collect(options, configuration: configuration, io: io)
        var inputs = collected.inputs
        let readErrors = collected.errors
        // A run that lints nothing must not look clean: an `included:` that matches no file, a wrong folder.
        if inputs.isEmpty, readErrors.isEmpty, !options.allowNoFiles {
            throw ToolError.nothingToLint(paths: options.paths.isEmpty ? ["."] : options.paths)
        }
        let detection = PlatformDetection()
        for index in inputs.indices {
            inputs[index].platforms = configuration.platforms.map(Set.init)
                ?? detection.platforms(ofFileAt: inputs[index].diskPath ?? Tool.absolute(inputs[index].displayPath, in: io))
        }

        let context = InputStep.projectContext(of: collected, options: options, configuration: configuration, io: io)
        for index in inputs.indices {
            inputs[index].placement = context.layout.placement(
                ofFile: inputs[index].diskPath ?? Tool.absolute(inputs[index].displayPath, in: io))
        }
        let colorSets = Dictionary((collected.colorSets + context.colorSets).map { ($0.path, $0.bytes) },
                                   uniquingKeysWith: { first, _ in first }).map { (path: $0.key, bytes: $0.value) }
            .sorted { $0.path < $1.path }
        let (linter, linted) = lintInTwoPasses(inputs, context: context.files, configuration: configuration,
                                               colorSets: colorSets, jobs: options.jobs, io: io)
        var findings = linted
        var lintedInputs = inputs
        if options.fix, options.dryRun {
            let diff = FixStep.dryRun(inputs, findings: findings, linter: linter)
            io.writeOutput(diff)
            return diff.isEmpty ? .clean : .findings
        }
        var fixFailures = 0
        if options.fix {
            (lintedInputs, findings, fixFailures) = FixStep.run(inputs, findings: findings, linter: linter,
                                                                options: options, io: io)
        }
        var counts = RunInfo.Counts(filesLinted: inputs.count)
        findings = try BaselineStep.apply(findings, inputs: lintedInputs, options: options, configuration: configuration,
                                          summary: &counts, io: io)
        findings = try ChangedLinesStep.filter(findings, options: options, io: io)
        for error in readErrors { io.diagnose("error", "\(error)") }

        let useColor = io.outputIsTerminal && !options.noColor && environment["NO_COLOR"] == nil
        try ReportStep.write(findings, inputs: lintedInputs, formats: formats, options: options,
                             configuration: configuration, counts: counts, useColor: useColor,
                             audit: AuditContext(screens: linter.index.screens,
                                                 date: AuditContext.date(environment: environment)), io: io)
        if !readErrors.isEmpty || fixFailures > 0 { return .error }
        if options.writeBaselinePath != nil { return .clean }
        guard let threshold = configuration.failOn else { return .clean }
        return findings.contains { $0.severity >= threshold } ? .findings : .clean
    }

    /// Two passes: every file is parsed and summarised, then the project index built from all of them is shared
    /// read-only by the rules, so a component declared in one file is judged where another uses it. A parsed tree
    /// takes about fifteen times its file in memory, so only some trees are kept between the passes (`keptTrees`);
    /// the second pass parses the other files again (parsing costs a fraction of the rules) and peak memory stays
    /// near the size of the sources. The trees are gone when this returns: the reports need the findings only.
    /// `context`: the rest of the project, summarised for the index and not linted.
    private static func lintInTwoPasses(_ inputs: [LintInput], context: [LintInput], configuration: Configuration,
                                        colorSets: [(path: String, bytes: [UInt8])], jobs: Int,
                                        io: ToolIO) -> (Linter, [Finding]) {
        let keepsTree = keptTrees(fileSizes: inputs.map(\.bytes.count))
        let firstPass = parallelMap(count: inputs.count, jobs: jobs) { index in
            let tree = ViewTreeParser.parse(Lexer.lex(inputs[index].bytes))
            return (facts: FileComponentFacts.extract(path: inputs[index].displayPath, tree: tree,
                                                      placement: inputs[index].placement),
                    tree: keepsTree[index] ? tree : nil)
        }
        let contextFacts = parallelMap(count: context.count, jobs: jobs) { index in
            FileComponentFacts.extract(path: context[index].displayPath,
                                       tree: ViewTreeParser.parse(Lexer.lex(context[index].bytes)),
                                       placement: context[index].placement)
        }
        let assetColors = AssetColorIndex(colorSets: colorSets)
        for issue in assetColors.issues { io.diagnose("warning", "\(issue)") }
        let index = ProjectIndex.build(facts: firstPass.map(\.facts) + contextFacts, configuration: configuration,
                                       assetColors: assetColors)
        let linter = Linter(configuration: configuration, index: index)
        var findings = parallelMap(count: inputs.count, jobs: jobs) { index in
            linter.lint(path: inputs[index].displayPath,
                        tree: firstPass[index].tree ?? ViewTreeParser.parse(Lexer.lex(inputs[index].bytes)),
                        platforms: inputs[index].platforms)
        }.flatMap { $0 }
        findings.sort(by: Finding.outputOrder)
        return (linter, findings)
    }
}
