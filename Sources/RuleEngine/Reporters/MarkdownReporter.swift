/// An audit report in the shape of a hand-written VoiceOver audit: the severity rating table, a section per screen
/// (the finding's `container`, else its file) with a status from its worst finding and an issues table, then
/// "Priority fixes" ordered by severity. Hygiene findings (`RuleKind.hygiene`: code that works the same for every
/// user) are kept out of the counts, the assessment and the screens, and listed briefly at the end, one line per
/// rule. Meant for pull-request comments, wikis and audit hand-offs.
public enum MarkdownReporter: Reporter {
    public static let id = "markdown"
    public static let summary = "An accessibility audit report in Markdown: severity table, a section per screen, priority fixes."

    public static func render(_ report: Report, into sink: inout some TextOutputStream) {
        let defects = report.findings.filter { report.kind(of: $0) == .defect }
        let hygiene = report.findings.filter { report.kind(of: $0) == .hygiene }
        let screens = screens(of: defects)
        var lines: [String] = ["# Accessibility Audit", ""]
        lines.append("**Tool:** \(MarkdownEscaping.inline(report.run.toolName)) \(MarkdownEscaping.inline(report.run.toolVersion))  ")
        lines.append("**Findings:** \(findingCounts(defects, report: report))  ")
        lines.append("**Overall Assessment:** \(overallAssessment(defects))")
        lines += ["", "---", "", "## Severity Rating System", ""]
        lines.append("| Severity | Description | App Store Impact |")
        lines.append("|----------|-------------|------------------|")
        for severity in Severity.allCases.reversed() {
            let rating = Self.rating(severity)
            lines.append("| \(emoji(severity)) **\(title(severity))** | \(rating.description) | \(rating.impact) |")
        }
        lines += ["", "---", "", "## Audit Results by Screen", ""]
        if screens.isEmpty { lines += ["No issues found.", ""] }
        for screen in screens {
            lines += section(screen, report: report)
        }
        lines += ["## Priority Fixes", ""]
        lines += priorityFixes(screens, report: report)
        lines += hygieneSection(hygiene, report: report)
        sink.write(lines.joined(separator: "\n") + "\n")
    }

    /// Findings of one screen: a view type when the finding knows its container, else a file.
    struct Screen {
        var name: String
        var file: String
        var findings: [Finding]
        var worst: Severity { findings.map(\.severity).max() ?? .low }
    }

    static func screens(of findings: [Finding]) -> [Screen] {
        var screens: [Screen] = []
        var indexByKey: [String: Int] = [:]
        for finding in findings {
            let name = finding.container ?? fileName(finding.file)
            let key = name + "\u{0}" + finding.file
            if let index = indexByKey[key] {
                screens[index].findings.append(finding)
            } else {
                indexByKey[key] = screens.count
                screens.append(Screen(name: name, file: finding.file, findings: [finding]))
            }
        }
        return screens.sorted { ($0.name, $0.file) < ($1.name, $1.file) }
    }

    private static func section(_ screen: Screen, report: Report) -> [String] {
        var lines = ["#### \(MarkdownEscaping.inline(VisibleText.singleLine(screen.name)))"]
        lines.append("**File:** \(MarkdownEscaping.code(screen.file))  ")
        lines.append("**Status:** \(emoji(screen.worst)) \(screen.worst.name.uppercased())")
        lines += ["", "**Issues Found:**", "| Issue | Severity | Description |", "|-------|----------|-------------|"]
        let bySeverity = screen.findings.sorted { ($1.severity, $0.start) < ($0.severity, $1.start) }
        for finding in bySeverity {
            let issue = "\(MarkdownEscaping.inline(report.ruleName(finding.ruleID))) (\(MarkdownEscaping.code(finding.ruleID)), line \(finding.start.line))"
            lines.append("| \(issue) | \(emoji(finding.severity)) \(title(finding.severity)) | \(MarkdownEscaping.inline(finding.message)) |")
        }
        lines += ["", "**Recommendations:**"]
        var number = 0
        for finding in bySeverity {
            guard let fix = finding.fix else { continue }
            number += 1
            let applies = fix.isSafe ? " (`a11y-lint --fix` applies it)" : ""
            lines.append("\(number). Line \(finding.start.line): \(MarkdownEscaping.inline(fix.title))\(applies)")
        }
        var seenRules: Set<String> = []
        for finding in bySeverity where seenRules.insert(finding.ruleID).inserted {
            number += 1
            lines.append("\(number). \(MarkdownEscaping.inline(report.ruleName(finding.ruleID))): see "
                         + "[how to fix](\(Reporters.rulePageURL(finding.ruleID)))")
        }
        lines += ["", "---", ""]
        return lines
    }

    private static func priorityFixes(_ screens: [Screen], report: Report) -> [String] {
        guard !screens.isEmpty else { return ["Nothing to fix."] }
        var lines: [String] = []
        var number = 0
        for severity in Severity.allCases.reversed() {
            let entries = screens.flatMap { screen in
                screen.findings.filter { $0.severity == severity }.map { (screen, $0) }
            }
            guard !entries.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines += ["### \(emoji(severity)) \(priorityHeading(severity))"]
            for (screen, finding) in entries {
                number += 1
                let firstLine = VisibleText.lines(finding.message)[0]
                lines.append("\(number). **\(MarkdownEscaping.inline(VisibleText.singleLine(screen.name)))** - "
                             + "\(MarkdownEscaping.inline(report.ruleName(finding.ruleID))): "
                             + "\(MarkdownEscaping.inline(firstLine)) "
                             + "(\(MarkdownEscaping.code("\(finding.file):\(finding.start.line)")))")
            }
        }
        return lines
    }

    private static func overallAssessment(_ defects: [Finding]) -> String {
        guard let worst = defects.map(\.severity).max() else { return "🟢 GOOD - no issues found." }
        return "\(emoji(worst)) \(worst.name.uppercased()) - \(rating(worst).assessment)"
    }

    private static func findingCounts(_ defects: [Finding], report: Report) -> String {
        let counts = report.countsBySeverity(defects).filter { $0.count > 0 }.map { "\($0.count) \($0.severity.name)" }
        return counts.isEmpty ? "0" : "\(defects.count) (\(counts.joined(separator: ", ")))"
    }

    /// One line per hygiene rule: its name, how many, whether `--fix` applies them all, and where they are.
    private static func hygieneSection(_ findings: [Finding], report: Report) -> [String] {
        guard !findings.isEmpty else { return [] }
        var lines = ["", "## Code Hygiene", "",
                     "Not accessibility issues and not counted above: the app behaves the same for every user. "
                         + "Tidy these when convenient.", ""]
        let byRule = Dictionary(grouping: findings, by: \.ruleID)
        for ruleID in byRule.keys.sorted() {
            let group = byRule[ruleID] ?? []
            let fixable = group.allSatisfy { $0.fix?.isSafe == true }
                ? ", `a11y-lint --fix` applies \(group.count == 1 ? "it" : "them")" : ""
            let places = group.map { MarkdownEscaping.code("\($0.file):\($0.start.line)") }.joined(separator: ", ")
            lines.append("- \(MarkdownEscaping.inline(report.ruleName(ruleID))) (\(group.count)\(fixable)): \(places)")
        }
        return lines
    }

    static func emoji(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "🔴"
        case .high: return "🟠"
        case .medium: return "🟡"
        case .low: return "🟢"
        }
    }

    private static func title(_ severity: Severity) -> String {
        severity.name.prefix(1).uppercased() + severity.name.dropFirst()
    }

    private static func priorityHeading(_ severity: Severity) -> String {
        switch severity {
        case .critical: return "Critical (Fix Immediately)"
        case .high: return "High Priority"
        case .medium: return "Medium Priority"
        case .low: return "Low Priority"
        }
    }

    /// The audit scale's wording, as the audits the severities come from define it.
    private static func rating(_ severity: Severity) -> (description: String, impact: String, assessment: String) {
        switch severity {
        case .critical:
            return ("Screen unusable with VoiceOver", "Likely rejection",
                    "some screens are unusable with VoiceOver; fix before App Store submission.")
        case .high:
            return ("Major functionality impaired", "Possible rejection",
                    "major functionality is impaired for assistive technology users.")
        case .medium:
            return ("Suboptimal experience", "May pass but poor UX",
                    "core functionality is accessible, but several issues need resolution.")
        case .low:
            return ("Minor enhancement opportunity", "Will pass", "minor enhancements only.")
        }
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
