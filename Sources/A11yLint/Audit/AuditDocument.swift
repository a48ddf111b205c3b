import RuleEngine

/// The accessibility audit that `--format markdown` and `--format html` render, laid out as the hand-written
/// audits teams hand to product managers and QA: scope, executive summary with the themes that matter, the
/// severity scale, results screen by screen in navigation order (what works, then the issues), at most ten
/// priority fixes, App Store Accessibility Nutrition Label readiness, the WCAG criteria at stake and a checklist
/// of what only a person can check. Hygiene findings (code that behaves the same for every user) stay out of the
/// counts and are listed briefly at the end.
public enum AuditDocument {
    /// The builder a `Report` calls when a format needs the document.
    public static func builder(screens: ScreenMap) -> @Sendable (Report) -> ReportDocument {
        { report in build(report, screens: screens) }
    }

    static let maximumPriorityFixes = 10
    static let maximumThemes = 5

    public static func build(_ report: Report, screens: ScreenMap) -> ReportDocument {
        let defects = report.findings.filter { report.kind(of: $0) == .defect }
        let hygiene = report.findings.filter { report.kind(of: $0) == .hygiene }
        let placed = ScreenFindings(defects, screens: screens)
        var document = ReportDocument(title: "Accessibility Audit", facts: facts(report, defects: defects, placed: placed))
        var blocks: [ReportDocument.Block] = []
        blocks += executiveSummary(report, defects: defects, placed: placed)
        blocks += severityScale()
        blocks += screenResults(report, placed: placed, screens: screens)
        blocks += priorityFixes(report, defects: defects, placed: placed)
        blocks += readiness(report, placed: placed)
        blocks += wcagCriteria(report, defects: defects)
        blocks += manualChecklist(report, defects: defects)
        blocks += hygieneSection(report, hygiene: hygiene)
        document.blocks = blocks
        return document
    }

    // MARK: Heading and scope

    static func facts(_ report: Report, defects: [Finding], placed: ScreenFindings) -> [ReportDocument.Fact] {
        var facts: [ReportDocument.Fact] = []
        if let date = report.run.date { facts.append(.init("Date", [.text(date)])) }
        facts.append(.init("Tool", [.text("\(report.run.toolName) \(report.run.toolVersion) (static analysis of SwiftUI source)")]))
        if let scope = report.run.scope {
            facts.append(.init("Scope", list(scope.paths.map { ReportDocument.Inline.code($0) })))
            if let counts = report.run.counts {
                facts.append(.init("Files linted", [.text(String(counts.filesLinted))]))
            }
            facts.append(.init("Platforms", [.text(scope.platforms.isEmpty ? "not detected" : scope.platforms.joined(separator: ", "))]))
            facts.append(.init("Rules run", [.text("\(scope.rulesRun.count) of \(report.rules.count)")]))
            facts.append(.init("Configuration", scope.configurationFile.map { [.code($0)] } ?? [.text("defaults (no .a11ylint.yml)")]))
            if let baseline = scope.baselineFile {
                let hidden = report.run.counts?.hiddenByBaseline ?? 0
                facts.append(.init("Baseline", [.code(baseline), .text(" (\(hidden) known finding(s) hidden)")]))
            }
            if let suppressed = report.run.counts?.hiddenBySuppressions, suppressed > 0 {
                facts.append(.init("Suppressed", [.text("\(suppressed) finding(s) hidden by suppression comments")]))
            }
        }
        facts.append(.init("Screens", [.text(String(placed.screens.count))]))
        facts.append(.init("Findings", [.text(countsText(defects, report: report))]))
        facts.append(.init("Overall assessment", overallAssessment(defects)))
        return facts
    }

    static func countsText(_ findings: [Finding], report: Report) -> String {
        let counts = report.countsBySeverity(findings).filter { $0.count > 0 }.map { "\($0.count) \($0.severity.name)" }
        return counts.isEmpty ? "0" : "\(findings.count) (\(counts.joined(separator: ", ")))"
    }

    /// "3 issues: 1 critical, 2 high".
    static func issuesText(_ findings: [Finding], report: Report) -> String {
        let counts = report.countsBySeverity(findings).filter { $0.count > 0 }.map { "\($0.count) \($0.severity.name)" }
        return "\(findings.count) issue\(findings.count == 1 ? "" : "s"): " + counts.joined(separator: ", ")
    }

    static func overallAssessment(_ defects: [Finding]) -> [ReportDocument.Inline] {
        guard let worst = defects.map(\.severity).max() else {
            return [.strong("No issues found"), .text(" by static analysis; the manual checks below still apply.")]
        }
        return [.severity(worst), .text(" — " + rating(worst).assessment)]
    }

    // MARK: Executive summary

    static func executiveSummary(_ report: Report, defects: [Finding], placed: ScreenFindings) -> [ReportDocument.Block] {
        var blocks: [ReportDocument.Block] = [heading(2, "Executive Summary")]
        let screensWithIssues = placed.screens.filter { !$0.findings.isEmpty }.count
        let clean = placed.screens.count - screensWithIssues
        if defects.isEmpty {
            blocks.append(.paragraph([.text("Static analysis found no accessibility issues in \(placed.screens.count) screen(s). "
                                            + "That does not prove the app accessible: work through the manual checklist below.")]))
        } else {
            blocks.append(.paragraph([.text("This audit read the app's SwiftUI source and found "),
                                      .strong("\(defects.count) accessibility issue(s)"),
                                      .text(" on \(screensWithIssues) of \(placed.screens.count) screen(s)"
                                            + (clean > 0 ? "; \(clean) screen(s) showed none." : ".")
                                            + " The themes below account for most of them.")]))
        }
        let themes = ruleGroups(defects, placed: placed).prefix(maximumThemes)
        if !themes.isEmpty {
            blocks.append(.list(ordered: false, items: themes.map { group in
                let screens = group.screens.count
                let headline: [ReportDocument.Inline] = [
                    .severity(group.severity), .text(" "), .strong("\(group.findings.count) × \(report.ruleName(group.ruleID))"),
                    .text(screens > 0 ? " across \(screens) screen(s): " : ": "),
                ]
                return headline + prose(report.rule(group.ruleID)?.summary ?? "")
            }))
        }
        let evidence = placed.screens.flatMap { placed.map.evidence(of: $0.screen) }
        let strengths = Dictionary(grouping: evidence, by: \.evidence).mapValues { $0.reduce(0) { $0 + $1.count } }
        if !strengths.isEmpty {
            let phrases = AccessibilityEvidence.allCases.compactMap { item in strengths[item].map { item.phrase($0) } }
            blocks.append(.paragraph([.strong("What the app already does well:"), .text(" "),
                                      .text(phrases.prefix(4).joined(separator: "; ") + ".")]))
        }
        return blocks
    }

    /// Defects grouped by rule, most severe first, then widest reach (screens), then most findings.
    static func ruleGroups(_ defects: [Finding], placed: ScreenFindings) -> [FindingGroup] {
        group(defects, placed: placed) { $0.ruleID }
    }

    struct FindingGroup {
        var ruleID: String
        var findings: [Finding]
        var screens: [String]
        var severity: Severity { findings.map(\.severity).max() ?? .low }
    }

    static func group(_ findings: [Finding], placed: ScreenFindings, by key: (Finding) -> String) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var indexByKey: [String: Int] = [:]
        for finding in findings {
            let screen = placed.screenName(of: finding)
            if let index = indexByKey[key(finding)] {
                groups[index].findings.append(finding)
                if let screen, !groups[index].screens.contains(screen) { groups[index].screens.append(screen) }
            } else {
                indexByKey[key(finding)] = groups.count
                groups.append(FindingGroup(ruleID: finding.ruleID, findings: [finding], screens: screen.map { [$0] } ?? []))
            }
        }
        return groups.sorted {
            ($0.severity, $0.screens.count, $0.findings.count) > ($1.severity, $1.screens.count, $1.findings.count)
        }
    }

    // MARK: Severity scale

    static func severityScale() -> [ReportDocument.Block] {
        [heading(2, "Severity Rating System"),
         .table(.init(caption: "Severity levels and their App Store impact", header: ["Severity", "Description", "App Store Impact"],
                      rows: Severity.allCases.reversed().map { severity in
                          [[.severity(severity)], [.text(rating(severity).description)], [.text(rating(severity).impact)]]
                      }))]
    }

    /// The scale of the hand-written audits the severities come from.
    static func rating(_ severity: Severity) -> (description: String, impact: String, assessment: String) {
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

    // MARK: Screens

    static func screenResults(_ report: Report, placed: ScreenFindings, screens: ScreenMap) -> [ReportDocument.Block] {
        var blocks: [ReportDocument.Block] = [heading(2, "Audit Results by Screen")]
        if placed.screens.isEmpty {
            blocks.append(.paragraph([.text("No screens were found: no `App` scene, navigation stack, link, tab, sheet or "
                                            + "cover names a view in the linted files. Findings are listed by view below.")]))
        } else {
            blocks.append(.paragraph([.text("Screens in the order a user reaches them, each with the components it shows.")]))
            blocks.append(.chart(.init(caption: "Issues by severity on each screen", groupTitle: "Screen",
                                       bars: placed.screens.map { entry in
                .init(label: entry.screen.name, anchor: screenAnchor(entry.screen.name),
                      counts: report.countsBySeverity(entry.findings))
            })))
        }
        for (number, entry) in placed.screens.enumerated() {
            blocks += screenSection(report, number: number + 1, entry: entry, screens: screens)
        }
        if !placed.outside.isEmpty {
            blocks.append(heading(2, "Views No Screen Shows"))
            blocks.append(.paragraph([.text("Findings in views that no screen found here presents or embeds (shown from "
                                            + "code the lint did not see, or not shown at all).")]))
            for (view, findings) in placed.outside {
                blocks.append(heading(3, view))
                blocks.append(.findings(findingTable(report, findings, caption: "Issues in \(view)", screens: screens)))
            }
        }
        return blocks
    }

    static func screenSection(_ report: Report, number: Int, entry: ScreenFindings.Entry,
                              screens: ScreenMap) -> [ReportDocument.Block] {
        let screen = entry.screen
        var blocks: [ReportDocument.Block] = [.heading(level: 3, text: "\(number). \(screen.name)", anchor: screenAnchor(screen.name))]
        var line: [ReportDocument.Inline] = [.strong("File:"), .text(" "), .code("\(screen.path):\(screen.line)")]
        if let how = screen.reachedAs, let from = screen.reachedFrom {
            line += [.text(" · "), .strong("Reached as:"), .text(" "), .text("\(how.phrase) "), .code(from)]
        }
        line += [.text(" · "), .strong("Status:"), .text(" ")]
        if let worst = entry.findings.map(\.severity).max() {
            line += [.severity(worst), .text(" — " + issuesText(entry.findings, report: report))]
        } else {
            line.append(.text("✅ no issues found"))
        }
        blocks.append(.paragraph(line))
        let components = screen.views.dropFirst()
        if !components.isEmpty {
            blocks.append(.paragraph([.strong("Components:"), .text(" ")] + list(components.map { ReportDocument.Inline.code($0) })))
        }
        let works = screens.evidence(of: screen).map { [ReportDocument.Inline.text("✅ " + $0.evidence.phrase($0.count))] }
        if !works.isEmpty {
            blocks.append(.paragraph([.strong("What works:")]))
            blocks.append(.list(ordered: false, items: works))
        }
        if !entry.findings.isEmpty {
            blocks.append(.findings(findingTable(report, entry.findings, caption: "Issues on \(screen.name)", screens: screens)))
        }
        return blocks
    }

    static func findingTable(_ report: Report, _ findings: [Finding], caption: String,
                             screens: ScreenMap) -> ReportDocument.FindingTable {
        let sorted = findings.sorted { ($1.severity, $0.file, $0.start) < ($0.severity, $1.file, $1.start) }
        return .init(caption: caption, rows: sorted.map { finding in
            let blocks = report.rule(finding.ruleID)?.blocks ?? []
            var description: [ReportDocument.Inline] = [.text(finding.message)]
            if !blocks.isEmpty {
                description += [.text(" "), .strong("Blocks:"), .text(" "), .text(blocks.map(NutritionLabels.name).joined(separator: ", ") + ".")]
            }
            let view = finding.container.map { "\($0), " } ?? ""
            return .init(finding: finding, issue: report.ruleLink(finding.ruleID),
                         place: [.text(view), .code("\(fileName(finding.file)):\(finding.start.line)")],
                         description: description,
                         tags: ["severity:\(finding.severity.name)", "rule:\(finding.ruleID)"] + blocks.map { "blocks:\($0)" })
        })
    }

    static func screenAnchor(_ name: String) -> String { "screen-" + ReportDocument.anchor(name) }

    // MARK: Priority fixes

    static func priorityFixes(_ report: Report, defects: [Finding], placed: ScreenFindings) -> [ReportDocument.Block] {
        var blocks: [ReportDocument.Block] = [heading(2, "Priority Fixes")]
        let groups = group(defects, placed: placed) { "\($0.ruleID)\u{0}\($0.container ?? $0.file)" }
        guard !groups.isEmpty else { return blocks + [.paragraph([.text("Nothing to fix.")])] }
        blocks.append(.paragraph([.text("Grouped by rule and view, most severe and widest reach first"
                                        + (groups.count > maximumPriorityFixes
                                            ? "; the first \(maximumPriorityFixes) of \(groups.count) groups." : ".")) ]))
        blocks.append(.list(ordered: true, items: groups.prefix(maximumPriorityFixes).map { group in
            let first = group.findings[0]
            let view = first.container ?? fileName(first.file)
            var item: [ReportDocument.Inline] = [.severity(group.severity), .text(" "), .strong(report.ruleName(group.ruleID)),
                                                 .text(" in "), .code(view)]
            item.append(.text(" (\(group.findings.count) finding(s)"
                              + (group.screens.isEmpty ? "" : ", on " + group.screens.joined(separator: ", ")) + "): "))
            item.append(.text(VisibleTextLine.first(first.message) + " "))
            item += [.link("How to fix", url: RulePageLinks.page(group.ruleID, baseURL: report.run.docsURL))]
            if let fix = first.fix, fix.isSafe { item += [.text(" ("), .code("a11y-lint --fix"), .text(" applies it)")] }
            return item
        }))
        return blocks
    }

    // MARK: Readiness

    static func readiness(_ report: Report, placed: ScreenFindings) -> [ReportDocument.Block] {
        var blocks: [ReportDocument.Block] = [heading(2, "App Store Accessibility Nutrition Labels")]
        blocks.append(.paragraph([.text("Readiness to declare each label in App Store Connect. A label is "),
                                  .strong("blocked"), .text(" when findings stand in its way, and otherwise "),
                                  .strong("needs a manual check"),
                                  .text(": static analysis cannot show that users complete the app's common tasks, "
                                        + "so no label is marked supported here.")]))
        let rows: [[[ReportDocument.Inline]]] = report.readiness().map { claim, indexes in
            let blockers = indexes.map { report.findings[$0] }
            guard !blockers.isEmpty else {
                return [[.text(claim.name)], [.text("🔍 Needs manual check")], [.text(claim.manualCheck)]]
            }
            let byRule = Dictionary(grouping: blockers, by: \.ruleID)
            let reasons = byRule.keys.sorted().map { id -> String in
                let findings = byRule[id] ?? []
                let screens = Set(findings.compactMap { placed.screenName(of: $0) }).sorted()
                return "\(findings.count) × \(report.ruleName(id))" + (screens.isEmpty ? "" : " (\(screens.joined(separator: ", ")))")
            }
            let worst = blockers.map(\.severity).max() ?? .low
            return [[.text(claim.name)], [.text("⛔ Blocked ("), .severity(worst), .text(")")],
                    [.text("\(blockers.count) finding(s): " + reasons.joined(separator: "; ") + ". Then: " + claim.manualCheck)]]
        }
        blocks.append(.table(.init(caption: "Nutrition label readiness", header: ["Label", "Status", "What stands in the way, or what to check"],
                                   rows: rows)))
        return blocks
    }

    // MARK: WCAG

    static func wcagCriteria(_ report: Report, defects: [Finding]) -> [ReportDocument.Block] {
        var findingsByCriterion: [String: (count: Int, rules: [String])] = [:]
        for finding in defects {
            for id in report.rule(finding.ruleID)?.wcag ?? [] {
                var entry = findingsByCriterion[id] ?? (0, [])
                entry.count += 1
                if !entry.rules.contains(finding.ruleID) { entry.rules.append(finding.ruleID) }
                findingsByCriterion[id] = entry
            }
        }
        guard !findingsByCriterion.isEmpty else { return [] }
        let rows: [[[ReportDocument.Inline]]] = WCAG.all.compactMap { criterion in
            guard let entry = findingsByCriterion[criterion.id] else { return nil }
            return [[.link("\(criterion.id) \(criterion.title)", url: criterion.understandingURL)], [.text(criterion.level)],
                    [.text(String(entry.count))], list(entry.rules.map { ReportDocument.Inline.code($0) })]
        }
        return [heading(2, "WCAG 2.2 Success Criteria at Stake"),
                .table(.init(caption: "WCAG 2.2 success criteria the findings fail", header: ["Criterion", "Level", "Findings", "Rules"],
                             rows: rows))]
    }

    // MARK: Manual checklist

    static let manualChecks = [
        "Focus order: with VoiceOver, swipe through each screen; the order follows the visual reading order and no element is skipped or repeated.",
        "Announcements: status changes, errors and finished loads are announced when they happen, not late, not twice.",
        "Contrast over images and gradients, and in Dark Mode and Increase Contrast, with a contrast analyser.",
        "Custom gestures and drag-and-drop have alternatives reachable with VoiceOver, Voice Control and Switch Control.",
        "Modal screens (sheets, covers, alerts) trap focus while open and return it to the control that opened them.",
        "At the largest accessibility text size, no text is cut off and every control is still reachable.",
    ]

    static func manualChecklist(_ report: Report, defects: [Finding]) -> [ReportDocument.Block] {
        var items = manualChecks.map { [ReportDocument.Inline.text($0)] }
        var seen: Set<String> = []
        for finding in defects where seen.insert(finding.ruleID).inserted {
            guard let rule = report.rule(finding.ruleID), !rule.limits.isEmpty else { continue }
            items.append([.strong("What \(rule.name) cannot see:"), .text(" ")] + prose(firstSentence(rule.limits)))
        }
        return [heading(2, "Manual Testing Checklist"),
                .paragraph([.text("What static analysis cannot decide. Test on a device with the feature turned on.")]),
                .checklist(items)]
    }

    // MARK: Hygiene

    static func hygieneSection(_ report: Report, hygiene: [Finding]) -> [ReportDocument.Block] {
        guard !hygiene.isEmpty else { return [] }
        let byRule = Dictionary(grouping: hygiene, by: \.ruleID)
        return [heading(2, "Code Hygiene"),
                .paragraph([.text("Not accessibility issues and not counted above: the app behaves the same for every user. "
                                  + "Tidy these when convenient.")]),
                .list(ordered: false, items: byRule.keys.sorted().map { id in
                    let group = byRule[id] ?? []
                    let fixable: [ReportDocument.Inline] = group.allSatisfy { $0.fix?.isSafe == true }
                        ? [.text(", "), .code("a11y-lint --fix"), .text(" applies them")] : []
                    return [.text("\(report.ruleName(id)) (\(group.count)")] + fixable + [.text("): ")]
                        + list(group.map { ReportDocument.Inline.code("\($0.file):\($0.start.line)") })
                })]
    }

    // MARK: Helpers

    static func heading(_ level: Int, _ text: String) -> ReportDocument.Block {
        .heading(level: level, text: text, anchor: ReportDocument.anchor(text))
    }

    static func list(_ items: [ReportDocument.Inline]) -> [ReportDocument.Inline] {
        var out: [ReportDocument.Inline] = []
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(.text(", ")) }
            out.append(item)
        }
        return out
    }

    /// Prose written in Markdown (rule summaries and limits): its `code spans` kept as code, the rest as text.
    static func prose(_ markdown: String) -> [ReportDocument.Inline] {
        markdown.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, piece in
            piece.isEmpty ? nil : index % 2 == 1 ? .code(String(piece)) : .text(String(piece))
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The first sentence of Markdown prose, on one line.
    static func firstSentence(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        if let end = flat.range(of: ". ") { return String(flat[..<end.lowerBound]) + "." }
        return flat
    }
}

/// The first line of a message, for one-line summaries.
enum VisibleTextLine {
    static func first(_ text: String) -> String {
        String(text.split(whereSeparator: \.isNewline).first ?? "")
    }
}

/// Defects placed on screens: a finding belongs to the screen that shows its view (`ScreenMap.screenOfView`);
/// findings in views no screen shows are kept apart, by view.
struct ScreenFindings {
    struct Entry {
        var screen: ScreenMap.Screen
        var findings: [Finding]
    }

    let map: ScreenMap
    var screens: [Entry]
    var outside: [(view: String, findings: [Finding])] = []

    init(_ findings: [Finding], screens map: ScreenMap) {
        self.map = map
        self.screens = map.screens.map { Entry(screen: $0, findings: []) }
        var outsideIndex: [String: Int] = [:]
        for finding in findings {
            if let view = finding.container, let index = map.screenOfView[view] {
                screens[index].findings.append(finding)
                continue
            }
            let view = finding.container ?? AuditDocument.fileName(finding.file)
            if let index = outsideIndex[view] {
                outside[index].findings.append(finding)
            } else {
                outsideIndex[view] = outside.count
                outside.append((view, [finding]))
            }
        }
        outside.sort { $0.view < $1.view }
    }

    func screenName(of finding: Finding) -> String? {
        finding.container.flatMap { map.screenOfView[$0] }.map { map.screens[$0].name }
    }
}
