/// Human output for a terminal: findings grouped by file, each with `path:line:col`, severity, rule id and message,
/// the source line with a caret under the reported column, then a summary by severity. Columns are UTF-8 bytes,
/// as compilers count them; the caret is placed by display width, so tabs and wide characters line up.
public enum TextReporter: Reporter {
    public static let id = "text"
    public static let summary = "Findings grouped by file, with a source excerpt and a caret, and a summary (default)."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        let style = Style(enabled: report.run.useColor)
        for (groupIndex, group) in report.findingsByFile().enumerated() {
            if !report.run.quiet {
                if groupIndex > 0 { sink.write("\n") }
                sink.write(style.path(VisibleText.singleLine(group.file)) + "\n")
            }
            for finding in group.findings {
                write(finding, source: report.sources[finding.file], style: style, into: &sink)
            }
        }
        guard !report.run.quiet else { return }
        if !report.findings.isEmpty { sink.write("\n") }
        sink.write(summaryLine(report) + "\n")
    }

    private static func write(_ finding: Finding, source: SourceFile?, style: Style,
                              into sink: inout some TextOutputStream) {
        let location = "\(VisibleText.singleLine(finding.file)):\(finding.start.line):\(finding.start.column)"
        let messageLines = VisibleText.lines(finding.message)
        sink.write("\(style.path(location)): \(style.severity(finding.severity)) "
                   + "\(style.ruleID("[" + finding.ruleID + "]")) \(messageLines[0])\n")
        for continuation in messageLines.dropFirst() { sink.write("    \(continuation)\n") }
        if let source, let excerpt = Excerpt(finding: finding, source: source) {
            let gutter = String(repeating: " ", count: String(finding.start.line).count)
            sink.write("  \(finding.start.line) | \(excerpt.line)\n")
            sink.write("  \(gutter) | \(excerpt.padding)\(style.caret(excerpt.marker))\n")
        }
        for note in finding.notes {
            let noteLocation = "\(VisibleText.singleLine(note.file)):\(note.start.line):\(note.start.column)"
            sink.write("  \(style.note("note:")) \(noteLocation): \(VisibleText.lines(note.message).joined(separator: " "))\n")
        }
        if let fix = finding.fix {
            let kind = fix.isSafe ? "fix (safe, --fix applies it)" : "suggested fix"
            sink.write("  \(style.note(kind + ":")) \(VisibleText.singleLine(fix.title))\n")
        }
    }

    private static func summaryLine(_ report: Report) -> String {
        let run = report.run.counts
        let scope = run.map { " in \($0.filesLinted) \($0.filesLinted == 1 ? "file" : "files")" } ?? ""
        var notes = ""
        if let run, run.hiddenBySuppressions > 0 {
            notes += " \(run.hiddenBySuppressions) hidden by suppression comments."
        }
        if let run, run.hiddenByBaseline > 0 { notes += " \(run.hiddenByBaseline) hidden by the baseline." }
        if let run, run.staleBaselineEntries > 0 {
            notes += " \(run.staleBaselineEntries) baseline entr\(run.staleBaselineEntries == 1 ? "y matches" : "ies match") "
                + "nothing any more (fixed or edited): rewrite the baseline with --write-baseline."
        }
        guard !report.findings.isEmpty else { return "No findings\(scope).\(notes)" }
        let counts = report.countsBySeverity().filter { $0.count > 0 }
            .map { "\($0.count) \($0.severity.name)" }.joined(separator: ", ")
        let noun = report.findings.count == 1 ? "finding" : "findings"
        var line = "\(report.findings.count) \(noun)\(scope): \(counts)."
        if let threshold = report.run.failOn {
            let failing = report.findings.filter { report.isFailing($0.severity) }.count
            line += " \(failing) at or above the failing severity (\(threshold.name))."
        }
        return line + notes
    }
}

/// The source line of a finding as printed, and the marker line under it. A line longer than `maximumBytes` is
/// cut to a window around the reported column, with `…` where it was cut: a generated or minified file with
/// thousands of findings on one long line then prints, and costs, a bounded excerpt per finding instead of the
/// whole line each time (which was quadratic in the line's length).
struct Excerpt {
    /// The line with control characters other than tab made visible.
    var line: String
    /// Whitespace that reaches the reported column on screen: tabs copied, other characters as spaces.
    var padding: String
    /// `^` under the first character, `~` under the rest of a single-line range.
    var marker: String

    /// Longest excerpt in bytes of source; longer lines are windowed.
    static let maximumBytes = 240
    /// Bytes of a windowed line shown before the reported column.
    static let bytesBeforeColumn = 80

    init?(finding: Finding, source: SourceFile) {
        guard let wholeLine = source.lineBytes(finding.start.line) else { return nil }
        let lineStart = wholeLine.startIndex
        let start = lineStart + min(max(finding.start.column - 1, 0), wholeLine.count)
        let end = finding.end.line == finding.start.line
            ? lineStart + min(max(finding.end.column - 1, start - lineStart), wholeLine.count) : wholeLine.endIndex
        var window = wholeLine.indices
        if wholeLine.count > Self.maximumBytes {
            let windowStart = Self.characterStart(in: wholeLine, atOrBefore: max(lineStart, start - Self.bytesBeforeColumn))
            window = windowStart..<Self.characterStart(in: wholeLine,
                                                       atOrBefore: min(wholeLine.endIndex, windowStart + Self.maximumBytes))
        }
        self.init(shown: wholeLine[window], start: start, end: min(end, window.upperBound))
        if window.lowerBound > lineStart {
            line = "…" + line
            padding = " " + padding
        }
        if window.upperBound < wholeLine.endIndex { line += "…" }
    }

    /// The excerpt of `bytes` with `start..<end` (indices into `bytes`) marked.
    private init(shown bytes: ArraySlice<UInt8>, start: Int, end: Int) {
        // Printable ASCII and tabs (nearly every line of Swift) take one column per byte: no per-character strings.
        if bytes.allSatisfy({ (0x20...0x7E).contains($0) || $0 == 0x09 }) {
            line = String(decoding: bytes, as: UTF8.self)
            padding = String(decoding: bytes[..<start].map { $0 == 0x09 ? 0x09 : 0x20 }, as: UTF8.self)
            marker = "^" + String(repeating: "~", count: max(end - start - 1, 0))
            return
        }
        let before = Self.cells(bytes[..<start])
        let marked = Self.cells(bytes[start..<end])
        let after = Self.cells(bytes[end...])
        line = (before + marked + after).map(\.text).joined()
        padding = before.map { $0.text == "\t" ? "\t" : String(repeating: " ", count: $0.width) }.joined()
        let markedWidth = marked.reduce(0) { $0 + ($1.text == "\t" ? 1 : $1.width) }
        marker = "^" + String(repeating: "~", count: max(markedWidth - 1, 0))
    }

    /// `index`, or the start of the UTF-8 sequence it falls inside, so a window never splits a character.
    private static func characterStart(in bytes: ArraySlice<UInt8>, atOrBefore index: Int) -> Int {
        var index = index
        var steps = 0
        while index > bytes.startIndex, index < bytes.endIndex, bytes[index] & 0xC0 == 0x80, steps < 3 {
            index -= 1
            steps += 1
        }
        return index
    }

    private struct Cell {
        var text: String
        var width: Int
    }

    /// Characters as they appear on a terminal, each with the number of columns it takes.
    private static func cells(_ bytes: ArraySlice<UInt8>) -> [Cell] {
        String(decoding: bytes, as: UTF8.self).map { character in
            if character == "\t" { return Cell(text: "\t", width: 1) }
            let text = VisibleText.singleLine(String(character))
            if text != String(character) { return Cell(text: text, width: text.count) }
            return Cell(text: text, width: displayWidth(character))
        }
    }

    /// 2 for emoji and East Asian wide characters, 1 otherwise (combining marks are inside the character).
    static func displayWidth(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if character.unicodeScalars.contains("\u{FE0F}"), scalar.properties.isEmoji { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

/// ANSI styling, or none.
private struct Style {
    var enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func path(_ text: String) -> String { wrap(text, "1") }
    func ruleID(_ text: String) -> String { wrap(text, "2") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }
    func note(_ text: String) -> String { wrap(text, "1;36") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .critical: return wrap(severity.name, "1;35")
        case .high: return wrap(severity.name, "1;31")
        case .medium: return wrap(severity.name, "1;33")
        case .low: return wrap(severity.name, "1;34")
        }
    }
}
