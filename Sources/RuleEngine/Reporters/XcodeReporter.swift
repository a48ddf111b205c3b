import SwiftLexer

/// Diagnostics Xcode shows in its issue navigator: `path:line:col: error|warning: message [rule-id]`, one line each,
/// with an absolute path so a build phase's output is clickable. Findings that fail the run (at or above
/// `fail_on`) are errors and the rest warnings, so a build that fails shows an error and one that passes shows none;
/// notes follow as `note:` lines.
public enum XcodeReporter: Reporter {
    public static let id = "xcode"
    public static let summary = "Xcode diagnostics: path:line:col: error|warning: message [rule-id]."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        for finding in report.findings {
            sink.write("\(location(finding.file, finding.start, report)): \(kind(finding.severity, in: report)): "
                       + "\(oneLine(finding.message)) [\(finding.ruleID)]\n")
            for note in finding.notes {
                sink.write("\(location(note.file, note.start, report)): note: \(oneLine(note.message))\n")
            }
        }
    }

    static func kind(_ severity: Severity, in report: Report) -> String {
        report.isFailing(severity) ? "error" : "warning"
    }

    private static func location(_ file: String, _ position: SourcePosition, _ report: Report) -> String {
        "\(VisibleText.singleLine(report.absolutePath(file))):\(position.line):\(position.column)"
    }

    /// Xcode reads one diagnostic per line: line breaks become spaces, other control characters visible text.
    private static func oneLine(_ text: String) -> String {
        VisibleText.lines(text).joined(separator: " ")
    }
}
