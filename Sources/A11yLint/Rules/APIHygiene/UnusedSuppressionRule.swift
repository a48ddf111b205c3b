import RuleEngine

/// The description of `unused-suppression`. Its findings come from the suppression filter (RuleEngine), which
/// records which comment silenced which finding and reports the comments that silenced none; the Linter runs that
/// filter after every rule. `check` therefore has nothing to do.
struct UnusedSuppressionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: SuppressionPolicy.unusedSuppressionRuleID, name: "Unused suppression", severity: .low, category: .apiHygiene,
        kind: .hygiene,
        wcag: [], appleAudit: nil,
        summary: "Flags an `a11y-lint:` suppression comment that suppresses nothing, names an unknown rule or is malformed, so stale suppressions do not hide future defects.",
        rationale: """
        A suppression comment is a promise that a specific finding is known and accepted. Once the code under it \
        changes, the finding may be gone while the comment stays — and the next real defect on that line, or in \
        that disabled range, would be hidden without anyone deciding so. A misspelt rule id or a malformed \
        command is worse: it never suppressed anything, while its author believes it does. Reporting such \
        comments keeps every suppression tied to a finding someone reviewed.

        The comment itself affects nobody using the app, so this is a **hygiene** finding: the Markdown audit lists \
        it apart from the accessibility issues and leaves it out of their counts; JSON and SARIF mark it \
        `"kind": "hygiene"`.
        """,
        fix: """
        - **Case: the finding was fixed.** Delete the comment, or the rule id from it.
        - **Case: the rule id is misspelt.** Use the id the message suggests (`a11y-lint rules` lists them).
        - **Case: the comment is not a command.** Write `a11y-lint:disable`, `enable`, `disable:next` or \
        `disable:this`.
        - **Case: `disable` without a matching `enable`.** Add `// a11y-lint:enable <rule>` where the accepted \
        code ends, or use `disable:next` for a single line.
        """,
        limits: """
        A rule id is judged only when its rule ran: with `--only`, or for an opt-in rule that is off, its \
        suppressions are left alone. `all` is not judged when `only_rules` or `--only` narrows the run. Text that \
        only looks like a command inside a string literal is not a comment and is ignored.
        """,
        triggeringExamples: UnusedSuppressionRule.triggeringExamples,
        nonTriggeringExamples: UnusedSuppressionRule.nonTriggeringExamples)

    /// Nothing to check in the view tree: the suppression filter produces this rule's findings.
    func check(_ context: LintContext, into sink: inout FindingSink) {}
}
