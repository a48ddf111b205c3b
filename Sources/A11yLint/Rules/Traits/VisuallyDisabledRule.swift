import RuleEngine

/// Finds controls drawn as unavailable (faint or grey on a condition) that are not disabled.
struct VisuallyDisabledRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "visually-disabled", name: "Visually disabled", severity: .medium, category: .traits,
        wcag: ["4.1.2", "1.3.1"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Flags a control dimmed on an availability condition (`.opacity(isValid ? 1 : 0.5)`, `.foregroundStyle(canSend ? .accentColor : .gray)`) with no `.disabled(…)`, so VoiceOver reads it as available.",
        rationale: """
        Sighted users read a faint or grey button as unavailable. VoiceOver learns that only from `.disabled(…)`, \
        which it announces as "dimmed"; a control that is merely drawn faint is announced as an ordinary button. \
        VoiceOver and Voice Control users then activate it, and either nothing happens, with no explanation, or \
        the action runs although the screen says it should not.
        """,
        fix: """
        - **Case: the control must not work in that state.** Add `.disabled(!isValid)` with the condition of the \
        look; SwiftUI then dims built-in styles itself, and VoiceOver says "dimmed".
        - **Case: the control still works and explains why** (tapping an invalid "Submit" shows what is missing). \
        Say so: `.accessibilityHint("Complete the form to submit")` or an `.accessibilityValue` tied to the \
        condition.
        """,
        limits: """
        Opt-in: the development corpus holds too few of these controls to measure the rule's precision on real \
        code. A look is read from a single ternary with literal branches: `.opacity(c ? 1 : 0.5)` (one branch at \
        most 0.75 and above 0, the other at least 0.9) or `.foregroundStyle`/`.foregroundColor`/`.tint` whose \
        branches differ in a grey or secondary colour. Only conditions that say whether something can be used are \
        judged (their words include valid, enabled, disabled, available, empty, can, allowed, ready, possible, \
        locked): a state the user switches (`isOn`, `isSelected`, `== selection`), a passing one (pressed, \
        hovering, loading), the environment (`isEnabled`, `colorScheme`) and a style's `configuration` are left \
        alone. The look must be on a control (`Button`, `Toggle`, `NavigationLink`, `Link`, `Menu`, `Stepper`, \
        `Slider`, `Picker`, text inputs, …) or inside its label. Quiet when any `.disabled(…)` that is not the \
        literal `false`, a non-literal `.allowsHitTesting(…)`, hiding, or an accessibility label, value, hint or \
        trait that reads the same condition applies to the control, its containers or where its helper is used.
        """,
        isOptIn: true,
        triggeringExamples: VisuallyDisabledRule.triggeringExamples,
        nonTriggeringExamples: VisuallyDisabledRule.nonTriggeringExamples)

    /// Accessibility modifiers that can tell a VoiceOver user the state a look shows.
    static let stateModifiers: Set<String> = Set([
        SwiftUIModifier.accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityAddTraits,
        .deprecatedAccessibility,
    ].map(\.rawValue))

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for name in ["opacity"] + ConditionalLook.colourModifiers.sorted() {
            for modifier in tree.modifierUses(named: name) {
                guard let look = tree.conditionalLook(of: modifier), look.kind == .dimmed, look.isAvailabilityCondition,
                      let target = tree.parent(of: modifier), let control = Self.control(showing: target, in: tree)
                else { continue }
                guard !Self.isDisabledOrExplained(control, condition: look.condition, in: tree) else { continue }
                sink.report(modifier, in: tree, message: Self.message(control: tree[control].name, look: look,
                                                                      modifier: name))
            }
        }
    }

    static func message(control: String, look: ConditionalLook, modifier: String) -> String {
        "\(control) is drawn as unavailable by .\(modifier)(…) when '\(look.condition)' says so, but it is not "
            + "disabled, so VoiceOver announces it as available. Add .disabled(…) with the same condition, or "
            + "explain the state with an accessibility value or hint."
    }

    /// The control a look applies to: the view itself when it is a control, or the control whose label holds it.
    static func control(showing view: NodeID, in tree: ViewTree) -> NodeID? {
        if tree[view].kind == .call, SwiftUIVocabulary.disableableControls.contains(tree[view].name) { return view }
        guard let control = tree.enclosingLabelledControl(of: view),
              SwiftUIVocabulary.disableableControls.contains(tree[control].name) else { return nil }
        return control
    }

    /// Whether a `.disabled(…)`, a non-literal `.allowsHitTesting(…)`, hiding, or an accessibility modifier that
    /// reads the look's condition applies to the control.
    static func isDisabledOrExplained(_ control: NodeID, condition: String, in tree: ViewTree) -> Bool {
        let names = Set(TraitText.identifiers(in: condition)).subtracting(["self"])
        var modifiers = tree.applicableModifiers(of: control)
        // Modifiers inside the control's label reach the element too.
        if let spec = tree.controlSpec(of: control), let label = tree.labelClosure(of: control, spec: spec) {
            modifiers += tree.descendants(of: label).filter { tree[$0].kind == .modifier }
        }
        return modifiers.contains { modifier in
            let node = tree[modifier]
            switch node.name {
            case SwiftUIModifier.disabled.rawValue:
                return node.arguments.first?.value.boolLiteral != false
            case "allowsHitTesting":
                return node.arguments.first?.value.boolLiteral == nil
            case _ where stateModifiers.contains(node.name):
                return tree.mayHide(modifier)
                    || !names.isDisjoint(with: TraitText.identifiers(in: tree.text(in: node.range)))
            case SwiftUIModifier.accessibilityHidden.rawValue:
                return tree.mayHide(modifier)
            default:
                return false
            }
        }
    }
}
