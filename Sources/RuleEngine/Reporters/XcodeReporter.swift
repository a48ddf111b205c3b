import SwiftLexer

/// Diagnostics Xcode shows in its issue navigator: `path:line:col: error|warning: message [rule-id]`, one line each,
/// with an absolute path so a build phase's output is clickable. Critical and high are errors, medium and low
/// warnings; notes follow as `note:` lines.
public enum XcodeReporter: Reporter {
    public static let id = "xcode"
    public static let summary = "Xcode diagnostics: path:line:col: error|warning: message [rule-id]."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        for finding in report.findings {
            sink.write("\(location(finding.file, finding.start, report)): \(kind(finding.severity)): "
                       + "\(oneLine(finding.message)) [\(finding.ruleID)]\n")
            for note in finding.notes {
                sink.write("\(location(note.file, note.start, report)): note: \(oneLine(note.message))\n")
            }
        }
    }

    static func kind(_ severity: Severity) -> String {
        switch severity {
        case .critical, .high: return "error"
        case .medium, .low: return "warning"
        }
    }

    private static func location(_ file: String, _ position: SourcePosition, _ report: Report) -> String {
        "\(VisibleText.singleLine(report.absolutePath(file))):\(position.line):\(position.column)"
    }

    /// Xcode reads one diagnostic per line: line breaks become spaces, other control characters visible text.
    private static func oneLine(_ text: String) -> String {
        VisibleText.lines(text).joined(separator: " ")
    }
}
