/// GitLab Code Quality (a subset of the Code Climate issue format) for merge-request widgets. Fingerprints hash the
/// rule, the path, the line's text without whitespace and the occurrence of that triple in the file, so they do not
/// change when code above moves. Severities: critical → blocker, high → critical, medium → major, low → minor.
public enum GitLabReporter: Reporter {
    public static let id = "gitlab"
    public static let summary = "GitLab Code Quality JSON for merge-request widgets."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        var occurrences: [String: Int] = [:]
        let issues = report.findings.map { finding -> JSONValue in
            let lineText = report.sources[finding.file]?.line(finding.start.line).map(withoutWhitespace) ?? finding.message
            let key = [finding.ruleID, finding.file, lineText].joined(separator: "\u{0}")
            let occurrence = (occurrences[key] ?? 0) + 1
            occurrences[key] = occurrence
            return .object(
                ("type", .string("issue")),
                ("description", .string(finding.message)),
                ("check_name", .string(finding.ruleID)),
                ("fingerprint", .string(SHA256.hexDigest(key + "\u{0}" + String(occurrence)))),
                ("severity", .string(severity(finding.severity))),
                ("location", .object(
                    ("path", .string(finding.file)),
                    ("lines", .object(("begin", .integer(finding.start.line)), ("end", .integer(max(finding.end.line, finding.start.line))))))))
        }
        sink.write(JSONValue.array(issues).rendered())
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "blocker"
        case .high: return "critical"
        case .medium: return "major"
        case .low: return "minor"
        }
    }

    private static func withoutWhitespace(_ line: String) -> String {
        String(line.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
    }
}
