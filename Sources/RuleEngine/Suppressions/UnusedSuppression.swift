/// The description of the `unused-suppression` findings `SuppressionIndex` produces. RuleEngine owns it because
/// suppressions are domain-free; the rule catalogue lists it so that docs, SARIF and configuration know the id.
public enum UnusedSuppression {
    public static let description = RuleDescription(
        id: SuppressionPolicy.unusedSuppressionRuleID,
        name: "Unused suppression",
        severity: .low,
        category: "suppressions",
        wcag: [],
        appleAudit: nil,
        summary: "An `a11y-lint:` suppression comment that suppresses nothing, names an unknown rule or is malformed.",
        rationale: """
            A suppression that no longer suppresses anything hides the next real defect on that line: when the code \
            changes, a new finding of the same rule is silenced without anyone deciding so. Stale suppressions also \
            teach readers that the rule is wrong here when it no longer fires at all.
            """,
        fix: """
            - Case: the finding was fixed. Remove the comment, or the rule id from it.
            - Case: the rule id is misspelt. Use the id the message suggests (`a11y-lint rules` lists them).
            - Case: the comment is not a command. Write `a11y-lint:disable`, `enable`, `disable:next` or `disable:this`.
            """,
        limits: """
            A rule id is judged only when its rule ran: with `--only`, or for an opt-in rule that is off, its \
            suppressions are left alone. `all` is not judged when `only_rules` or `--only` narrows the run.
            """,
        triggeringExamples: [
            Example("""
                ↓// a11y-lint:disable:next icon-only-button
                Button("Delete", systemImage: "trash") { delete() }
                """),
            Example("""
                ↓// a11y-lint:disable:next icon-only-buton
                Button { delete() } label: { Image(systemName: "trash") }
                """),
            Example("""
                Image("ic_close") ↓// a11y-lint:disabel asset-name-as-label
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // a11y-lint:disable:next icon-only-button - the toolbar item supplies the label
                Button { delete() } label: { Image(systemName: "trash") }
                """),
        ])
}
