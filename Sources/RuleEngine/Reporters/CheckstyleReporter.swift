/// Checkstyle XML, read by many CI plugins and code-review bots: a `<file>` per file, an `<error>` per finding.
/// Critical and high are `error`, medium `warning`, low `info`; `source` is `a11y-lint.<rule-id>`.
public enum CheckstyleReporter: Reporter {
    public static let id = "checkstyle"
    public static let summary = "Checkstyle XML for CI plugins and review bots."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        var xml = XMLDocumentWriter()
        xml.open("checkstyle", [("version", "4.3")])
        for group in report.findingsByFile() {
            xml.open("file", [("name", group.file)])
            for finding in group.findings {
                xml.element("error", [
                    ("line", String(finding.start.line)), ("column", String(finding.start.column)),
                    ("severity", severity(finding.severity)), ("message", finding.message),
                    ("source", "\(report.run.toolName).\(finding.ruleID)"),
                ])
            }
            xml.close()
        }
        sink.write(xml.finish())
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .critical, .high: return "error"
        case .medium: return "warning"
        case .low: return "info"
        }
    }
}
