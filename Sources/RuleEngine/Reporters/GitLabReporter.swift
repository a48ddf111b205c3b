/// GitLab Code Quality (a subset of the Code Climate issue format) for merge-request widgets. Fingerprints hash the
/// rule, the path, the line's text without whitespace and the occurrence of that triple in the file, so they do not
/// change when code above moves. A long line stands in the hash by its own SHA-256 (`SourceTextKey`), worked out
/// once for all its findings: hashing the whole line for each finding was quadratic in a minified or generated
/// file with thousands of findings on one line.
/// Severities: critical → blocker, high → critical, medium → major, low → minor.
public enum GitLabReporter: Reporter {
    public static let id = "gitlab"
    public static let summary = "GitLab Code Quality JSON for merge-request widgets."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        var occurrences: [String: Int] = [:]
        // Findings come in output order, so all findings on a line are consecutive: one line's text at a time.
        var previousLine: (file: String, line: Int, text: String)?
        let issues = report.findings.map { finding -> JSONValue in
            let lineText: String
            if let previous = previousLine, previous.line == finding.start.line, previous.file == finding.file {
                lineText = previous.text
            } else if let line = report.sources[finding.file]?.line(finding.start.line) {
                lineText = fingerprintedText(of: line)
                previousLine = (finding.file, finding.start.line, lineText)
            } else {
                lineText = finding.message
            }
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

    /// The line without whitespace, or for a long line `sha256:` and the digest of that.
    static func fingerprintedText(of line: String) -> String {
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: line.unicodeScalars.lazy.filter { !$0.properties.isWhitespace })
        return SourceTextKey.key(Array(String(kept).utf8))
    }
}
