/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff
/// (`::error file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`). Findings that fail the run (at or above
/// `fail_on`) are `error`; the others are `warning`, or `notice` for low. Notes are appended to the message. Escaping follows the runner: `%`, CR and LF in the
/// message; also `:` and `,` in properties.
public enum GitHubReporter: Reporter {
    public static let id = "github"
    public static let summary = "GitHub Actions workflow commands: annotations on the pull request."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        for finding in report.findings {
            var properties = [
                ("file", finding.file), ("line", String(finding.start.line)), ("col", String(finding.start.column)),
            ]
            if finding.end.line >= finding.start.line {
                properties.append(("endLine", String(finding.end.line)))
                if finding.end.line == finding.start.line { properties.append(("endColumn", String(finding.end.column))) }
            }
            properties.append(("title", "\(finding.severity.name): \(report.ruleName(finding.ruleID)) [\(finding.ruleID)]"))
            var message = finding.message
            for note in finding.notes {
                message += "\nNote: \(note.file):\(note.start.line):\(note.start.column): \(note.message)"
            }
            let renderedProperties = properties.map { "\($0.0)=\(WorkflowCommandEscaping.property($0.1))" }
                .joined(separator: ",")
            sink.write("::\(command(finding.severity, in: report)) \(renderedProperties)::\(WorkflowCommandEscaping.data(message))\n")
        }
    }

    static func command(_ severity: Severity, in report: Report) -> String {
        if report.isFailing(severity) { return "error" }
        return severity == .low ? "notice" : "warning"
    }
}
