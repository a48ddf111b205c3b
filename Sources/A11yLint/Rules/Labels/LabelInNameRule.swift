import RuleEngine

struct LabelInNameRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "label-in-name", name: "Label in name", severity: .medium, category: .labels,
        wcag: ["2.5.3"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceControl],
        summary: "Flags a literal accessibility label on a control that does not contain the control's visible literal text, such as `Button(\"Save\") { … }.accessibilityLabel(\"Submit form\")`.",
        rationale: """
        Voice Control users activate a control by saying the name they see: "Tap Save". When the control has an \
        accessibility label, Voice Control listens for that label instead, so a label that does not contain the \
        visible words leaves the user saying a name that does nothing, and forces them to fall back on "show \
        numbers" or "show grid". VoiceOver users who can see part of the screen, and people who work with a \
        sighted colleague, meet the same mismatch: the button they hear is not the button they see.
        """,
        fix: """
        - **Case: the label adds context.** Start the label with the visible text: \
        `Button("Save") { … }.accessibilityLabel("Save draft")`.
        - **Case: the label only repeats the title.** Remove the `.accessibilityLabel`: the visible title is \
        already the name.
        - **Case: the visible text is an abbreviation or a symbol-like word.** Keep the label and add the visible \
        word as a Voice Control name: `.accessibilityInputLabels(["OK", "Confirm"])`.
        """,
        limits: """
        Opt-in: the development corpus holds no control with both a literal title and a literal label, so its \
        precision on real code is unmeasured. Only literal texts on both sides are compared: a control's literal title (`Button("Save")`, \
        `Toggle("Wi-Fi", isOn:)`, or every `Text`/`Label` of its label closure when all are literal, such as \
        `HStack { Image(…); Text("Save") }`) and a \
        literal `.accessibilityLabel` or `.accessibility(label:)` on that control (each literal branch of a \
        ternary). Localisation keys, interpolated labels and computed text on either side are skipped. Words are \
        compared case-insensitively, without punctuation, emoji or symbols; the rule is quiet when every visible \
        word occurs in the label. Quiet for text fields (their title is a placeholder), pickers, controls whose \
        title is hidden (`.labelsHidden()`, `.labelStyle(.iconOnly)`, an icon-and-title control in a toolbar, \
        which shows only the icon), and controls with `.accessibilityInputLabels`. A label set on a container \
        around the control is not judged.
        """,
        isOptIn: true,
        triggeringExamples: LabelInNameRule.triggeringExamples,
        nonTriggeringExamples: LabelInNameRule.nonTriggeringExamples)

    /// Roles whose title stays drawn on screen as the control's name (a text field's title is a placeholder that
    /// disappears; a picker shows its selection).
    static let visiblyTitledRoles: Set<ControlSpec.Role> = [
        .button, .link, .navigationLink, .menu, .toggle, .shareLink, .photosPicker, .stepper, .datePicker, .colorPicker,
    ]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var titles: [NodeID: StringLiteral] = [:]
        for wording in context.wordings where wording.kind == .title {
            guard let literal = wording.alternatives.first, !literal.isInterpolated else { continue }
            titles[wording.element] = literal
        }
        for wording in context.wordings where wording.kind == .label {
            guard let spec = tree.controlSpec(of: wording.element), Self.visiblyTitledRoles.contains(spec.role),
                  let title = titles[wording.element] ?? Self.drawnText(of: wording.element, in: tree) else { continue }
            let visible = WordingText.spokenWords(of: title.text)
            guard !visible.isEmpty, !Self.titleIsHidden(wording.element, spec: spec, in: tree) else { continue }
            let mismatch = wording.alternatives.first { label in
                !label.isInterpolated && !WordingText.spokenWords(of: label.text).isEmpty
                    && !WordingText.words(visible, allOccurIn: WordingText.spokenWords(of: label.text))
            }
            guard let mismatch else { continue }
            sink.report(wording.anchor, in: tree, message: Self.message(control: spec.name, title: title, label: mismatch))
        }
    }

    /// The texts a label closure draws, joined (`HStack { Image(…); Text("Save"); Text("draft") }` → "Save draft").
    static func drawnText(of control: NodeID, in tree: ViewTree) -> StringLiteral? {
        WordingSources.labelClosureTexts(of: control, in: tree).map { texts in
            StringLiteral(text: texts.map(\.text).joined(separator: " "), isInterpolated: false)
        }
    }

    static func message(control: String, title: StringLiteral, label: StringLiteral) -> String {
        "\(control) \(WordingText.quoted(title)) has the accessibility label \(WordingText.quoted(label)), which "
            + "does not contain its visible text; Voice Control users who say \(WordingText.quoted(title)) cannot "
            + "activate it. Start the label with the visible text, or remove the label."
    }

    /// Whether the control's visible text is not drawn, or Voice Control is given the visible name another way:
    /// `.labelsHidden()`, `.labelStyle(.iconOnly)`, an icon-and-title control in a toolbar, or
    /// `.accessibilityInputLabels`.
    static func titleIsHidden(_ control: NodeID, spec: ControlSpec, in tree: ViewTree) -> Bool {
        let modifiers = tree.effectiveModifiers(of: control).map { tree[$0] }
        if modifiers.contains(where: { $0.name == "labelsHidden" || $0.name == "accessibilityInputLabels" }) {
            return true
        }
        let shownAsIcon = tree.drawsIcon(control, spec: spec)
        guard shownAsIcon else { return false }
        let iconOnly = modifiers.contains { modifier in
            modifier.name == "labelStyle" && modifier.arguments.first.map {
                TraitText.identifiers(in: tree.argumentValueText($0)).contains(where: SwiftUIVocabulary.iconOnlyLabelStyles.contains)
            } == true
        }
        return iconOnly || tree.isToolbarContent(control)
    }
}
