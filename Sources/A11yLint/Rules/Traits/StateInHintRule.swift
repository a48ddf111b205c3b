import RuleEngine

struct StateInHintRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "state-in-hint", name: "State in hint or label", severity: .low, category: .traits,
        wcag: ["4.1.2"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Flags a literal hint or label that carries state (\"Selected\", \"Checked\", \"On\", \"Off\") instead of a trait or an accessibility value.",
        rationale: """
        VoiceOver announces state from traits and values: "Math, selected, button" comes from \
        `.accessibilityAddTraits(.isSelected)`, "Wi-Fi, on" from a `Toggle` or `.accessibilityValue("On")`. \
        State written into a hint is read last, after a pause, and not at all when the user has turned hints off; \
        state written into a label changes the element's name, so Voice Control users must say "Tap Math \
        selected" and the rotor lists the element under a different name each time. Braille displays and Switch \
        Control show traits in their own way, which text cannot imitate.
        """,
        fix: """
        - **Case: a selectable chip, tab or row.** `.accessibilityAddTraits(isSelected ? .isSelected : [])`, and a \
        hint that describes the result, if any.
        - **Case: an on/off control drawn by hand.** Prefer a `Toggle` with a custom style; otherwise \
        `.accessibilityValue(isOn ? "On" : "Off")` with the name alone in the label.
        - **Case: an expandable section.** Use `DisclosureGroup`, or put "Expanded"/"Collapsed" in \
        `.accessibilityValue`.
        """,
        limits: """
        Only literal text is read (string literals, `Text("…")`, literal branches of a ternary). A hint is \
        flagged when all of it is a state ("Selected", "Currently on", "Not checked"); a label only when its last \
        comma-separated part is a state ("Wi-Fi, on", "\\(name), selected"), because a label such as "Off" may be \
        the name of an option. "Not selected" at the end of a label is left alone: it usually names an empty \
        picker selection, which the seed audit recommends putting there.
        """,
        triggeringExamples: StateInHintRule.triggeringExamples,
        nonTriggeringExamples: StateInHintRule.nonTriggeringExamples)

    /// Whole hints that are a state.
    static let hintStates: Set<[String]> = [
        ["selected"], ["unselected"], ["not", "selected"], ["deselected"], ["checked"], ["unchecked"],
        ["not", "checked"], ["on"], ["off"], ["switched", "on"], ["switched", "off"], ["turned", "on"],
        ["turned", "off"], ["enabled"], ["disabled"], ["expanded"], ["collapsed"],
    ]

    /// Words before a state that do not change it: "Currently selected", "Is on".
    static let stateLeadIns: Set<String> = ["currently", "is", "now"]

    /// Last parts of a label that are a state.
    static let labelStates: Set<[String]> = [
        ["selected"], ["unselected"], ["deselected"], ["checked"], ["unchecked"], ["on"], ["off"],
    ]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for wording in context.wordings {
            switch wording.kind {
            case .hint:
                guard let literal = wording.alternatives.first(where: Self.isState) else { continue }
                sink.report(wording.anchor, in: tree, message: Self.hintMessage(literal: literal))
            case .label:
                guard let literal = wording.alternatives.first(where: Self.endsWithState) else { continue }
                sink.report(wording.anchor, in: tree, message: Self.labelMessage(literal: literal))
            case .title:
                continue
            }
        }
    }

    static func isState(_ literal: StringLiteral) -> Bool {
        let words = WordingText.words(of: literal.text).drop { stateLeadIns.contains($0) }
        return hintStates.contains(Array(words))
    }

    static func endsWithState(_ literal: StringLiteral) -> Bool {
        let parts = WordingText.commaSeparatedParts(of: literal.text)
        guard parts.count >= 2, let last = parts.last, !parts[parts.count - 2].isEmpty else { return false }
        return labelStates.contains(WordingText.words(of: last))
    }

    static func hintMessage(literal: StringLiteral) -> String {
        "Hint \(WordingText.quoted(literal)) carries state, which VoiceOver reads last and not at all when hints "
            + "are off. Expose it as a trait or value, e.g. .accessibilityAddTraits(.isSelected) or "
            + ".accessibilityValue(…), and let the hint describe the result."
    }

    static func labelMessage(literal: StringLiteral) -> String {
        "Label \(WordingText.quoted(literal)) carries state, so the element's name changes with it for VoiceOver "
            + "and Voice Control. Keep the name in the label and expose the state with "
            + ".accessibilityAddTraits(.isSelected) or .accessibilityValue(…)."
    }
}
