import RuleEngine

struct MissingAccessibilityIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "missing-accessibility-identifier", name: "Missing accessibility identifier", severity: .low,
        category: .identifiers, wcag: ["4.1.2"], appleAudit: nil,
        summary: "Flags a control with no `.accessibilityIdentifier`, in the files the `paths` option selects.",
        rationale: """
        UI tests and automated accessibility audits (`performAccessibilityAudit()`) find elements by \
        identifier. Without one they fall back to the label, which changes with every copy edit and \
        localisation, so tests break and are switched off — and the screens they guarded stop being checked. \
        The seed audit's authentication screens keep every control's identifier in one \
        `AccessibilityIdentifiers.swift` for this reason.
        """,
        fix: """
        - **Case: a control in a tested flow.** Add `.accessibilityIdentifier(AccessibilityIdentifiers.Auth.signIn)` \
        with the identifier kept in a shared constant (see `inline-accessibility-identifier`).
        - **Case: a control inside a reusable component.** Set the identifier where the component is used, or pass \
        it in as a parameter.
        """,
        limits: """
        Opt-in. Checks built-in controls (`Button`, `Link`, `NavigationLink`, `Menu`, `Toggle`, `Picker`, \
        `TextField`, `SecureField`, `TextEditor`, `Slider`, `Stepper`, `DatePicker`, `ColorPicker`, `ShareLink`) \
        in files matched by `paths`. An identifier on the control, on a view enclosing it, or where its helper or \
        component is used in the same file counts; uses in other files are not seen.
        """,
        isOptIn: true,
        options: [WordingPaths.option],
        triggeringExamples: MissingAccessibilityIdentifierRule.triggeringExamples,
        nonTriggeringExamples: MissingAccessibilityIdentifierRule.nonTriggeringExamples)

    static let checkedRoles: Set<ControlSpec.Role> = [
        .button, .link, .navigationLink, .menu, .toggle, .picker, .textField, .secureField, .textEditor, .slider,
        .stepper, .datePicker, .colorPicker, .shareLink, .photosPicker,
    ]

    let paths: WordingPaths

    init(options: [String: OptionValue]) {
        paths = WordingPaths(options: options)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        guard paths.includes(context.path) else { return }
        let tree = context.tree
        for id in tree.nodes(.call) {
            guard let spec = tree.controlSpec(of: id), Self.checkedRoles.contains(spec.role) else { continue }
            guard !WordingScope.mayApply(in: tree, to: id, where: Self.setsIdentifier) else { continue }
            sink.report(id, in: tree, message: Self.message(control: Self.displayName(of: id, in: tree)))
        }
    }

    static func setsIdentifier(_ modifier: Node) -> Bool {
        modifier.name == "accessibilityIdentifier"
            || (modifier.name == "accessibility" && modifier.arguments.contains { $0.label == "identifier" })
    }

    /// `Button "Sign In"` when the title is a literal, else the control's name.
    static func displayName(of control: NodeID, in tree: ViewTree) -> String {
        let node = tree[control]
        if let title = node.firstUnlabelledArgument, case .string(let literal) = title.value {
            return "\(node.name) \(WordingText.quoted(literal))"
        }
        return node.name
    }

    static func message(control: String) -> String {
        "\(control) has no accessibility identifier, so UI tests and audits must find it by its label, which "
            + "changes with copy and localisation. Add .accessibilityIdentifier(…) with a shared constant."
    }
}
