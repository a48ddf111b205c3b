import SwiftLexer

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: one run, every rule of the catalogue in
/// `tool.driver.rules`, results with UTF-16 columns (`columnKind: utf16CodeUnits`), paths relative to `%SRCROOT%`,
/// GitHub's `primaryLocationLineHash`, and `fixes` for safe fixes. No `security-severity`: these are not security
/// findings. Hygiene rules (`RuleKind.hygiene`) are tagged `hygiene` instead of `accessibility`, and every rule and
/// result carries its kind in `properties.kind`, so dashboards can count accessibility defects alone.
public enum SARIFReporter: Reporter {
    public static let id = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning (upload-sarif) and other SARIF viewers."
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    public static let informationURI = "https://github.com/a11y-lint/a11y-lint"
    static let sourceRootID = "%SRCROOT%"

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        var rules = report.rules.map { ruleJSON($0, docsURL: report.run.docsURL, naming: report.guidelineNaming) }
        // A finding from a rule the catalogue does not describe still gets a descriptor, so every ruleIndex resolves.
        var extraRuleIndex: [String: Int] = [:]
        for finding in report.findings where report.ruleIndex(of: finding.ruleID) == nil && extraRuleIndex[finding.ruleID] == nil {
            extraRuleIndex[finding.ruleID] = rules.count
            rules.append(.object(("id", .string(finding.ruleID)), ("name", .string(pascalCase(finding.ruleID))),
                                 ("shortDescription", .object(("text", .string(finding.ruleID))))))
        }
        let lineHashes = LineHashes(report: report)
        // One result at a time, written as it is made (571,000 findings of one file took 2.65 GB as a tree of
        // JSON values and one string).
        let results = LazyJSONArray(count: report.findings.count) { [extraRuleIndex] index in
            let finding = report.findings[index]
            return resultJSON(finding, kind: report.kind(of: finding),
                              ruleIndex: report.ruleIndex(of: finding.ruleID) ?? extraRuleIndex[finding.ruleID],
                              lineHash: lineHashes.hash(file: finding.file, line: finding.start.line))
        }
        let run = JSONValue.object(
            ("tool", .object(("driver", .object(
                ("name", .string(report.run.toolName)),
                ("version", .string(report.run.toolVersion)),
                ("semanticVersion", semanticVersion(report.run.toolVersion).map(JSONValue.string)),
                ("informationUri", .string(informationURI)),
                ("rules", .array(rules)))))),
            ("originalUriBaseIds", .object((sourceRootID, .object(
                ("uri", .string(URIEncoding.fileURI(absolutePath: report.run.rootDirectory, directory: true))))))),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .lazyArray(results))
        )
        let log = JSONValue.object(
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run]))
        )
        log.render(into: &sink)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .critical, .high: return "error"
        case .medium: return "warning"
        case .low: return "note"
        }
    }

    /// `helpUri` must be an absolute address: given only when `docs_url` publishes the pages; otherwise the help
    /// text names the page shipped with the tool.
    private static func ruleJSON(_ rule: RuleDescription, docsURL: String?, naming: GuidelineNaming) -> JSONValue {
        let page = RulePageLinks.page(rule.id, baseURL: docsURL)
        // SARIF requires unique tags: a rule whose category is also its kind ("hygiene") names it once.
        var tags: [String] = []
        for tag in [rule.kind == .hygiene ? "hygiene" : "accessibility", rule.category.name] + rule.guidelines.map({ naming.tagPrefix + $0 })
        where !tags.contains(tag) {
            tags.append(tag)
        }
        var help = "## Why it matters\n\n\(rule.rationale)\n\n## How to fix\n\n\(rule.fix)"
        if !rule.guidelines.isEmpty {
            help += "\n\n\(naming.helpTitle): " + rule.guidelines.joined(separator: ", ")
        }
        return .object(
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object(("text", .string(rule.summary)))),
            ("fullDescription", .object(("text", .string(rule.rationale)), ("markdown", .string(rule.rationale)))),
            ("help", .object(("text", .string("\(help)\n\nDocumentation: \(page)"
                                              + (docsURL == nil ? " in the a11y-lint repository" : ""))),
                             ("markdown", .string("\(help)\n\n[Rule documentation](\(page))")))),
            ("helpUri", docsURL == nil ? nil : .string(page)),
            ("defaultConfiguration", .object(("level", .string(level(rule.severity))),
                                             ("enabled", .bool(!rule.isOptIn)))),
            ("properties", .object(
                ("title", .string(rule.name)),
                ("severity", .string(rule.severity.name)),
                ("category", .string(rule.category.name)),
                ("kind", .string(rule.kind.rawValue)),
                (naming.propertyKey, .array(rule.guidelines.map(JSONValue.string))),
                (naming.runtimeCheckKey, .string(rule.runtimeCheck)),
                ("blocks", rule.blocks.isEmpty ? nil : .array(rule.blocks.map(JSONValue.string))),
                ("tags", .array(tags.map(JSONValue.string)))))
        )
    }

    private static func resultJSON(_ finding: Finding, kind: RuleKind, ruleIndex: Int?, lineHash: String?) -> JSONValue {
        .object(
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", ruleIndex.map(JSONValue.integer)),
            ("level", .string(level(finding.severity))),
            ("message", .object(("text", .string(finding.message)))),
            ("locations", .array([.object(("physicalLocation", physicalLocation(
                file: finding.file, region: region(start: finding.start, end: finding.end))))])),
            ("relatedLocations", finding.notes.isEmpty ? nil : .array(finding.notes.enumerated().map { index, note in
                .object(("id", .integer(index + 1)),
                        ("physicalLocation", physicalLocation(file: note.file, region: region(start: note.start, end: note.end))),
                        ("message", .object(("text", .string(note.message)))))
            })),
            ("partialFingerprints", lineHash.map { .object(("primaryLocationLineHash", .string($0))) }),
            ("fixes", finding.fix.flatMap { fix in fix.isSafe && !fix.edits.isEmpty ? .array([fixJSON(fix, file: finding.file)]) : nil }),
            ("properties", .object(("severity", .string(finding.severity.name)), ("kind", .string(kind.rawValue))))
        )
    }

    private static func fixJSON(_ fix: Fix, file: String) -> JSONValue {
        .object(
            ("description", .object(("text", .string(fix.title)))),
            ("artifactChanges", .array([.object(
                ("artifactLocation", artifactLocation(file)),
                ("replacements", .array(fix.edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit in
                    .object(
                        ("deletedRegion", .object(("byteOffset", .integer(edit.range.lowerBound)),
                                                  ("byteLength", .integer(edit.range.count)))),
                        ("insertedContent", .object(("text", .string(edit.replacement)))))
                })))]))
        )
    }

    private static func physicalLocation(file: String, region: JSONValue) -> JSONValue {
        .object(("artifactLocation", artifactLocation(file)), ("region", region))
    }

    /// Relative paths hang off `%SRCROOT%`; a path outside the root (kept absolute) is a `file://` URI of its own.
    private static func artifactLocation(_ file: String) -> JSONValue {
        if file.hasPrefix("/") {
            return .object(("uri", .string(URIEncoding.fileURI(absolutePath: file, directory: false))))
        }
        return .object(("uri", .string(URIEncoding.path(file))), ("uriBaseId", .string(sourceRootID)))
    }

    /// SARIF regions are 1-based with an exclusive end column, in UTF-16 code units for this run.
    private static func region(start: SourcePosition, end: SourcePosition) -> JSONValue {
        let endsAfterStart = (end.line, end.utf16Column) > (start.line, start.utf16Column)
        return .object(
            ("startLine", .integer(max(start.line, 1))),
            ("startColumn", .integer(max(start.utf16Column, 1))),
            ("endLine", endsAfterStart ? .integer(end.line) : nil),
            ("endColumn", endsAfterStart ? .integer(max(end.utf16Column, 1)) : nil)
        )
    }

    /// `icon-only-button` → `IconOnlyButton`: SARIF's `name` is an identifier-like string.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `semanticVersion` must be SemVer; a version like "dev" is left out rather than mislabelled.
    private static func semanticVersion(_ version: String) -> String? {
        let core = version.split(separator: "-", maxSplits: 1).first ?? ""
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            return nil
        }
        return version
    }
}

/// The line hashes of every file with a finding, each file's computed once, before the results are written.
private struct LineHashes: Sendable {
    private let hashesByFile: [String: [String]]

    init(report: Report) {
        var hashesByFile: [String: [String]] = [:]
        for finding in report.findings where hashesByFile[finding.file] == nil {
            guard let source = report.sources[finding.file] else { continue }
            hashesByFile[finding.file] = PrimaryLocationLineHash.lineHashes(of: source.text)
        }
        self.hashesByFile = hashesByFile
    }

    func hash(file: String, line: Int) -> String? {
        guard let hashes = hashesByFile[file], line >= 1, line <= hashes.count, !hashes[line - 1].isEmpty else {
            return nil
        }
        return hashes[line - 1]
    }
}
