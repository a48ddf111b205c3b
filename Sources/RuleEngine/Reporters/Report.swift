import SwiftLexer

/// The text of a file findings point into, as the caller read it. Reporters use it for source excerpts (text),
/// fingerprints (SARIF, GitLab) and nothing else; they never read files themselves.
public struct SourceFile: Sendable {
    public let bytes: [UInt8]
    public let lineTable: LineTable

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineTable = LineTable(bytes: bytes)
    }

    /// `lineTable`: the table the lexer built for the same bytes, so that a file's table is built once per run.
    public init(bytes: [UInt8], lineTable: LineTable) {
        self.bytes = bytes
        self.lineTable = lineTable
    }

    public init(text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The bytes of a 1-based line without its terminator; nil past the end of the file.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8>? {
        guard line >= 1, line <= lineTable.lineCount else { return nil }
        return bytes[lineTable.rangeOfLine(line, in: bytes)]
    }

    /// A line decoded as UTF-8 (invalid bytes become U+FFFD).
    public func line(_ line: Int) -> String? {
        lineBytes(line).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The whole text decoded as UTF-8 (invalid bytes become U+FFFD).
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// Facts about the run that some formats print. Fixed by the caller, so output is reproducible.
public struct RunInfo: Sendable {
    public var toolName: String
    public var toolVersion: String
    /// Absolute path of the folder relative paths in findings are relative to (SARIF's `%SRCROOT%`).
    public var rootDirectory: String
    /// Findings at or above this fail the run (JUnit failures, text summary); nil means never.
    public var failOn: Severity?
    /// ANSI colour in the text format. The caller decides (TTY, `NO_COLOR`, `--no-color`); reporters never look.
    public var useColor: Bool
    /// Findings only: no summary, no "no findings" line.
    public var quiet: Bool
    /// What the run linted and hid, when the caller knows.
    public var counts: Counts?
    /// `docs_url`: where rule pages are published; nil links the shipped pages (`RulePageLinks`).
    public var docsURL: String?
    /// The day of the run (`2026-11-25`), fixed by the caller so reporters read no clock; nil leaves it out.
    public var date: String?
    /// What was audited, for reports that state their scope; nil when the caller does not say.
    public var scope: Scope?

    /// The scope of an audit as a report states it.
    public struct Scope: Sendable {
        /// The paths given on the command line (`.` when none).
        public var paths: [String]
        /// Platforms the linted files build for, by platform name, sorted; empty when unknown.
        public var platforms: [String]
        /// Rules that ran, in catalogue order.
        public var rulesRun: [String]
        public var configurationFile: String?
        public var baselineFile: String?

        public init(paths: [String], platforms: [String], rulesRun: [String], configurationFile: String? = nil,
                    baselineFile: String? = nil) {
            self.paths = paths
            self.platforms = platforms
            self.rulesRun = rulesRun
            self.configurationFile = configurationFile
            self.baselineFile = baselineFile
        }
    }

    public struct Counts: Sendable {
        public var filesLinted: Int
        public var hiddenByBaseline = 0
        /// Findings hidden by `// a11y-lint:disable…` comments.
        public var hiddenBySuppressions = 0
        /// Baseline entries of linted files that matched no finding: fixed, or edited since.
        public var staleBaselineEntries = 0

        public init(filesLinted: Int) { self.filesLinted = filesLinted }
    }

    public init(toolName: String = "a11y-lint", toolVersion: String, rootDirectory: String, failOn: Severity? = .high,
                useColor: Bool = false, quiet: Bool = false, counts: Counts? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.rootDirectory = rootDirectory
        self.failOn = failOn
        self.useColor = useColor
        self.quiet = quiet
        self.counts = counts
    }
}

/// Something a product may declare about itself that findings can stand in the way of (the domain names them, and
/// a rule lists the ids its findings block in `RuleDescription.blocks`). A static tool can show that a claim is
/// blocked, never that it holds: a claim no finding blocks still needs the check a person makes by hand.
public struct Claim: Sendable, Hashable {
    /// Kebab-case id, e.g. `larger-text`.
    public var id: String
    public var name: String
    /// What a person checks by hand before making the claim.
    public var manualCheck: String
    /// The set the claim belongs to, as readers know it (e.g. a store's label programme).
    public var family: String

    public init(id: String, name: String, manualCheck: String, family: String = "") {
        self.id = id
        self.name = name
        self.manualCheck = manualCheck
        self.family = family
    }
}

/// Everything a reporter may use. Reporters are pure functions of a `Report`.
public struct Report: Sendable {
    /// In output order (`Finding.outputOrder`), whatever order they were given in.
    public let findings: [Finding]
    /// Texts of the files findings point into, keyed by `Finding.file`. A missing file only costs its excerpts
    /// and line-based fingerprints (SARIF then leaves `primaryLocationLineHash` to the upload action).
    public let sources: [String: SourceFile]
    /// The rule catalogue, in the order SARIF lists it.
    public let rules: [RuleDescription]
    public let run: RunInfo
    /// The claims whose readiness reports state (`readiness()`); empty leaves readiness out.
    public let claims: [Claim]
    /// How reports name the guideline standard rules cite.
    public let guidelineNaming: GuidelineNaming
    /// Builds the document the Markdown and HTML reports render; nil gives a plain one (`ReportDocument.plain`).
    /// A function, so that formats which do not need the document never pay for it.
    let documentBuilder: (@Sendable (Report) -> ReportDocument)?
    private let ruleIndexByID: [String: Int]

    public init(findings: [Finding], sources: [String: SourceFile] = [:], rules: [RuleDescription], run: RunInfo,
                claims: [Claim] = [], guidelineNaming: GuidelineNaming = .generic,
                document: (@Sendable (Report) -> ReportDocument)? = nil) {
        // Usually given in order already: kept then, not copied (a copy of every finding while rendering).
        self.findings = Finding.areInOutputOrder(findings) ? findings : findings.sorted(by: Finding.outputOrder)
        self.sources = sources
        self.rules = rules
        self.run = run
        self.claims = claims
        self.guidelineNaming = guidelineNaming
        self.documentBuilder = document
        var indexByID: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where indexByID[rule.id] == nil { indexByID[rule.id] = index }
        self.ruleIndexByID = indexByID
    }

    public func ruleIndex(of id: String) -> Int? { ruleIndexByID[id] }

    public func rule(_ id: String) -> RuleDescription? { ruleIndexByID[id].map { rules[$0] } }

    /// The kind of a finding's rule; a rule the catalogue does not describe reports defects.
    public func kind(of finding: Finding) -> RuleKind { rule(finding.ruleID)?.kind ?? .defect }

    /// Each claim with the indexes (in `findings`) of the defect findings that block it: blocked when there are
    /// any, else it needs its manual check. One pass over the findings, whatever their number.
    public func readiness() -> [(claim: Claim, blockers: [Int])] {
        var blockers = [[Int]](repeating: [], count: claims.count)
        let claimIndex = Dictionary(claims.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, finding) in findings.enumerated() {
            guard let rule = rule(finding.ruleID), rule.kind == .defect else { continue }
            for id in rule.blocks {
                if let claim = claimIndex[id] { blockers[claim].append(index) }
            }
        }
        return zip(claims, blockers).map { ($0, $1) }
    }

    /// The human title of a rule, or its id when the catalogue does not describe it.
    public func ruleName(_ id: String) -> String { rule(id)?.name ?? id }

    /// Whether a finding of this severity fails the run.
    public func isFailing(_ severity: Severity) -> Bool {
        guard let threshold = run.failOn else { return false }
        return severity >= threshold
    }

    /// Findings grouped by file, files in output order.
    func findingsByFile() -> [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        for finding in findings {
            if let last = groups.indices.last, groups[last].file == finding.file {
                groups[last].findings.append(finding)
            } else {
                groups.append((finding.file, [finding]))
            }
        }
        return groups
    }

    /// Counts per severity of `findings` (all of the report's by default), most severe first, zeros included.
    public func countsBySeverity(_ findings: [Finding]? = nil) -> [(severity: Severity, count: Int)] {
        let counted = findings ?? self.findings
        return Severity.allCases.reversed().map { severity in (severity, counted.filter { $0.severity == severity }.count) }
    }

    /// `file` as an absolute path: kept when already absolute, else joined to the root directory.
    func absolutePath(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        let root = run.rootDirectory.hasSuffix("/") ? String(run.rootDirectory.dropLast()) : run.rootDirectory
        return root + "/" + file
    }
}

/// How reports name the guideline standard that rules cite (`RuleDescription.guidelines`) and the runtime check they
/// approximate (`runtimeCheck`): the domain knows the standard; reports only print its names.
public struct GuidelineNaming: Sendable {
    /// The SARIF rule property that lists the criteria.
    public var propertyKey: String
    /// What precedes each criterion in a SARIF tag.
    public var tagPrefix: String
    /// The heading of the help line that lists the criteria.
    public var helpTitle: String
    /// The SARIF rule property that names the runtime check.
    public var runtimeCheckKey: String

    public init(propertyKey: String, tagPrefix: String, helpTitle: String, runtimeCheckKey: String) {
        self.propertyKey = propertyKey
        self.tagPrefix = tagPrefix
        self.helpTitle = helpTitle
        self.runtimeCheckKey = runtimeCheckKey
    }

    /// Names that assume no particular standard.
    public static let generic = GuidelineNaming(propertyKey: "guidelines", tagPrefix: "guideline-",
                                                helpTitle: "Guideline criteria", runtimeCheckKey: "runtimeCheck")
}
