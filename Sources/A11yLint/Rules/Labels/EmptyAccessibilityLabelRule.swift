import RuleEngine

/// `.accessibilityLabel("")` or a label holding only whitespace.
struct EmptyAccessibilityLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "empty-accessibility-label", name: "Empty accessibility label", severity: .high, category: .labels,
        wcag: ["1.1.1", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Finds accessibility labels that are an empty or whitespace-only string.",
        rationale: """
            An empty label does not hide an element: VoiceOver still stops on it and reads only its traits \
            ("button", "image") or nothing at all, so the user hears a blank stop. It usually comes from an attempt \
            to silence a decorative view, or from a placeholder never filled in.
            """,
        fix: """
            - **Case: the element means something.** Write the label: `.accessibilityLabel("Close")`.
            - **Case: the element is decoration.** Remove the label and use `.accessibilityHidden(true)` (or \
            `Image(decorative:)` for images).
            """,
        limits: """
            Judges literal strings only (also inside `Text("")` and `.accessibility(label:)`). A label computed at \
            run time that may be empty is not reported. Stays quiet when the element is hidden anyway.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for node in tree.nodes(.modifier) {
            let label: Argument?
            switch SwiftUIModifier(rawValue: tree[node].name) {
            case .accessibilityLabel?: label = tree[node].firstUnlabelledArgument
            case .deprecatedAccessibility?: label = tree[node].argument(labelled: "label")
            default: continue
            }
            guard let label, tree.isBlankLiteral(label.value) else { continue }
            guard let view = tree[node].parent, !tree.mayBeHidden(view) else { continue }
            sink.report(node, in: tree, message: Self.message(written: tree.modifierSource(node)))
        }
    }

    static func message(written: String) -> String {
        ".\(written) gives this element an empty name; VoiceOver still stops on it and reads only its traits. "
            + "Write a label that says what it is, or use .accessibilityHidden(true) if it is decoration."
    }
}
