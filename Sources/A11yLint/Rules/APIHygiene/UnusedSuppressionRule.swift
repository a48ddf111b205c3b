import RuleEngine

/// The description of `unused-suppression`. Its findings come from the suppression filter (RuleEngine), which
/// records which comment silenced which finding and reports the comments that silenced none; the Linter runs that
/// filter after every rule. `check` therefore has nothing to do.
struct UnusedSuppressionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "unused-suppression", name: "Unused suppression", severity: .low, category: "api-hygiene",
        wcag: ["4.1.2"], appleAudit: nil,
        summary: "Flags an `a11y-lint:disable` comment that suppressed nothing, so stale suppressions do not hide future defects.",
        rationale: """
        A suppression comment is a promise that a specific finding is known and accepted. Once the code under it \
        changes, the finding may be gone while the comment stays — and the next real defect on that line, or in \
        that disabled range, would be hidden without anyone deciding so. Reporting comments that suppress \
        nothing keeps every suppression tied to a finding someone reviewed.
        """,
        fix: """
        - **Case: the finding was fixed.** Delete the comment.
        - **Case: the comment names the wrong rule.** Replace the id with the one the finding reports \
        (`a11y-lint explain <id>` prints a rule's page).
        - **Case: `disable` without a matching `enable`.** Add `// a11y-lint:enable <rule>` where the \
        accepted code ends, or use `disable:next` for a single line.
        """,
        limits: """
        A suppression counts as used when it silenced at least one finding of a rule that ran. \
        `unused-suppression` cannot itself be suppressed by the comment it reports.
        """,
        triggeringExamples: UnusedSuppressionRule.triggeringExamples,
        nonTriggeringExamples: UnusedSuppressionRule.nonTriggeringExamples)

    /// Nothing to check in the view tree: the suppression filter produces this rule's findings.
    func check(_ context: LintContext, into sink: inout FindingSink) {}
}
