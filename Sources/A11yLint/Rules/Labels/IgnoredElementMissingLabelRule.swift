import RuleEngine

/// `.accessibilityElement(children: .ignore)` (or `.accessibilityElement()`) on a view that gets no label.
struct IgnoredElementMissingLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "ignored-element-missing-label", name: "Ignored children without a label", severity: .critical,
        category: .labels, wcag: ["1.1.1", "1.3.1", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Finds views made into one accessibility element that ignores its children but gets no accessibility label.",
        rationale: """
            `.accessibilityElement(children: .ignore)` — and `.accessibilityElement()`, whose default is `.ignore` — \
            turns a view into a single element and throws away everything its children would have said. Unless \
            the view is then given `.accessibilityLabel(…)`, VoiceOver lands on an element with nothing to read: \
            the card, stat or row is silent or announced only by its value, and its content is unreachable.
            """,
        fix: """
            - **Case: the group should read as one sentence.** Keep `.ignore` and add \
            `.accessibilityLabel("Current weight, 72.4 kilograms, down 0.3 this week")`.
            - **Case: the children's own text is what should be read.** Use \
            `.accessibilityElement(children: .combine)`, which merges their labels.
            - **Case: the view is decoration.** Use `.accessibilityHidden(true)` instead.
            """,
        limits: """
            Looks for the label on the same view (anywhere in its modifier chain), where a helper or custom view \
            is used in the same file, and on enclosing groups. It stays quiet when the behaviour is not a literal, \
            when an enclosing view hides or groups the view (a label on a `.contain` container names the container, \
            whose children stay separate elements, so it does not count), and when a custom accessibility modifier or \
            `.modifier(…)` in the same chain may set the label, and when the element has an accessibility value \
            (VoiceOver reads the value; what it is of usually stands beside it). It cannot see a label added where a \
            custom view is used in another file.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for node in tree.modifierUses(.accessibilityElement) {
            guard let view = tree.parent(of: node), tree.groupingBehaviour(of: view) == .ignore,
                  tree.modifiers(named: "accessibilityElement", of: view).last == node else { continue }
            guard tree.modifiers(named: "modifier", of: view).isEmpty else { continue }
            guard context.labelEvidence(for: view).evidence == .absent else { continue }
            // An element with a value is read (a progress ring's "65 percent"); what it is of usually stands beside
            // it, which this rule cannot see: only an element with nothing at all to read is sure.
            guard tree.modifiers(named: "accessibilityValue", of: view).isEmpty else { continue }
            sink.report(node, in: tree, message: Self.message(written: tree.modifierSource(node)))
        }
    }

    static func message(written: String) -> String {
        ".\(written) ignores this view's children but it has no accessibility label; VoiceOver finds an element "
            + "with nothing to read. Add .accessibilityLabel(\"…\") summarising it, or use children: .combine."
    }
}
