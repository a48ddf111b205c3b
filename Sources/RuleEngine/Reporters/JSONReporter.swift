import SwiftLexer

/// Every finding field in a documented, versioned schema (`Documentation/json-format.md`). Additive changes keep
/// `version`; anything else increments it.
public enum JSONReporter: Reporter {
    public static let id = "json"
    public static let summary = "Every finding field as JSON (versioned schema, see Documentation/json-format.md)."
    public static let schemaVersion = 1

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        let counts = report.countsBySeverity()
        let document = JSONValue.object(
            ("version", .integer(schemaVersion)),
            ("tool", .object(("name", .string(report.run.toolName)), ("version", .string(report.run.toolVersion)))),
            ("root", .string(report.run.rootDirectory)),
            ("failOn", .string(report.run.failOn?.name ?? "never")),
            ("summary", .object(
                ("total", .integer(report.findings.count)),
                ("failing", .integer(report.findings.reduce(0) { $0 + (report.isFailing($1.severity) ? 1 : 0) })),
                ("bySeverity", .object(counts.map { JSONMember($0.severity.name, .integer($0.count)) })),
                ("byKind", .object(RuleKind.allCases.map { kind in
                    JSONMember(kind.rawValue, .integer(report.findings.reduce(0) { $0 + (report.kind(of: $1) == kind ? 1 : 0) }))
                })))),
            // Each finding's JSON is made as it is written, not all of them first.
            ("findings", .lazyArray(LazyJSONArray(count: report.findings.count) { index in
                findingJSON(report.findings[index], kind: report.kind(of: report.findings[index]))
            })),
            ("readiness", report.claims.isEmpty ? nil : readinessJSON(report))
        )
        document.render(into: &sink)
    }

    private static func findingJSON(_ finding: Finding, kind: RuleKind) -> JSONValue {
        .object(
            ("ruleId", .string(finding.ruleID)),
            ("kind", .string(kind.rawValue)),
            ("severity", .string(finding.severity.name)),
            ("message", .string(finding.message)),
            ("file", .string(finding.file)),
            ("container", .string(finding.container)),
            ("start", positionJSON(finding.start)),
            ("end", positionJSON(finding.end)),
            ("offsets", rangeJSON(finding.range)),
            ("fix", finding.fix.map { fix in
                .object(
                    ("title", .string(fix.title)),
                    ("isSafe", .bool(fix.isSafe)),
                    ("edits", .array(fix.edits.map { edit in
                        .object(("offsets", rangeJSON(edit.range)), ("replacement", .string(edit.replacement)))
                    })))
            }),
            ("notes", .array(finding.notes.map { note in
                .object(
                    ("message", .string(note.message)),
                    ("file", .string(note.file)),
                    ("start", positionJSON(note.start)),
                    ("end", positionJSON(note.end)))
            }))
        )
    }

    /// Per claim: `blocked` with the indexes (in `findings`) of the findings that block it, or
    /// `needs-manual-check` with what to check. Never "supported": a static tool cannot prove support.
    private static func readinessJSON(_ report: Report) -> JSONValue {
        .object(report.readiness().map { claim, blockers in
            JSONMember(claim.id, .object(
                ("name", .string(claim.name)),
                ("status", .string(blockers.isEmpty ? "needs-manual-check" : "blocked")),
                ("findings", .array(blockers.map(JSONValue.integer))),
                ("manualCheck", .string(claim.manualCheck))))
        })
    }

    private static func positionJSON(_ position: SourcePosition) -> JSONValue {
        .object(("line", .integer(position.line)), ("column", .integer(position.column)),
                ("utf16Column", .integer(position.utf16Column)))
    }

    private static func rangeJSON(_ range: Range<Int>) -> JSONValue {
        .object(("start", .integer(range.lowerBound)), ("end", .integer(range.upperBound)))
    }
}
