import RuleEngine

/// A button-like control whose only visible label is an image (or nothing), with no accessibility label.
struct IconOnlyButtonRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "icon-only-button", name: "Icon-only button", severity: .critical, category: "labels",
        wcag: ["1.1.1", "2.4.4", "4.1.2"], appleAudit: "sufficientElementDescription",
        summary: "Finds buttons, links, menus and toggles whose only label is an image or nothing, with no accessibility label.",
        rationale: """
            VoiceOver names a control after its label. When the label is only an image, VoiceOver reads the \
            image's name instead: a custom asset is read as its file name (`ic_close_white, button`), an image \
            from a variable or `UIImage` is read as nothing at all (`button`), and many SF Symbols are read as \
            the symbol's shape (`square.and.arrow.up` may say "Share", `bolt.horizontal` says nothing useful). \
            A VoiceOver user cannot tell what the control does, and Voice Control users cannot name it to tap it.

            Custom asset images, image variables and empty labels are critical; SF Symbols that VoiceOver names \
            sensibly (`plus`, `trash`, `xmark`, …) are high: the spoken name is often close but rarely says what \
            the button does ("Delete" — delete what?).
            """,
        fix: """
            - **Case: the button should show only an icon.** Keep the icon and give the control a title that \
            VoiceOver reads: `Button("Delete entry", systemImage: "trash") { … }` (with `.labelStyle(.iconOnly)` \
            where the style would show the title), or `Label("Delete entry", systemImage: "trash")` as the label.
            - **Case: the label is built from an image on purpose.** Add `.accessibilityLabel("Delete entry")` \
            to the control, describing the action, not the picture.
            - **Case: the control is a custom view.** Take the label as a parameter (`IconButton(systemName:label:)`) \
            and apply `.accessibilityLabel(label)` inside it.
            """,
        limits: """
            Reads `Button`, `Link`, `NavigationLink`, `Menu` and `Toggle` calls and components declared under \
            `components:` with role `button`. It stays quiet when the label comes from a helper view it cannot \
            resolve in the same file, a custom component, a `ProgressView`, or a custom accessibility modifier; when \
            any branch of the label shows text; and when an enclosing view hides the control or groups it with a \
            label. An image label whose name is read correctly by VoiceOver is still reported: only a label \
            describes the action. `.help(…)` sets a hint and a tooltip, not a label, so it does not silence the rule.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for node in tree.allIDs where tree[node].kind == .call {
            guard let role = Self.buttonRole(of: node, in: context) else { continue }
            let evidence = context.labelEvidence(for: node)
            guard evidence.evidence == .absent, !context.isReadingDecidedByEveryCaller(node) else { continue }
            let control = tree[node].name
            let notes = context.componentLabelNotes(forCallOf: node)
            switch evidence.source {
            case .imageOnly(let image):
                let source = tree.imageSource(of: image) ?? context.componentIconSource(ofCall: node) ?? .unnamed
                sink.report(node, in: tree, message: Self.message(control: control, role: role, image: source),
                            severity: Self.severity(of: source), notes: notes)
            case .empty where role != .menu && role != .toggle:
                // Empty menus and toggles are `control-missing-label`'s.
                sink.report(node, in: tree, message: Self.emptyMessage(control: control, role: role), notes: notes)
            case .none where role == .custom:
                sink.report(node, in: tree, message: Self.customMessage(component: control))
            default:
                continue
            }
        }
    }

    static func message(control: String, role: ButtonRole, image: ImageSource) -> String {
        let spokenRole = role.spoken
        switch image {
        case .symbol(let symbol):
            let spoken = WellKnownSymbols.isWellKnown(symbol)
                ? "VoiceOver reads the symbol's generic name, not the action"
                : "VoiceOver reads the symbol's shape or just '\(spokenRole)'"
            return "\(control) shows only the symbol '\(symbol)' and has no accessibility label; \(spoken). "
                + "Add .accessibilityLabel(\"…\") describing the action, or use \(titleFix(control, role: role, symbol: symbol))."
        case .asset(let name):
            return "\(control) shows only the image '\(name)' and has no accessibility label; VoiceOver reads "
                + "'\(name), \(spokenRole)'. Add .accessibilityLabel(\"…\") describing the action."
        case .variable(let expression):
            return "\(control) shows only the image \(expression) and has no accessibility label; VoiceOver reads "
                + "the image's name or just '\(spokenRole)'. Add .accessibilityLabel(\"…\") describing the action."
        case .unnamed:
            return "\(control) shows only an image and has no accessibility label; VoiceOver reads just '\(spokenRole)'. "
                + "Add .accessibilityLabel(\"…\") describing the action."
        }
    }

    static func emptyMessage(control: String, role: ButtonRole) -> String {
        "\(control) has an empty label and no accessibility label; VoiceOver reads just '\(role.spoken)'. "
            + "Give it a title or add .accessibilityLabel(\"…\") describing the action."
    }

    static func customMessage(component: String) -> String {
        "\(component) is configured as a button without a label parameter and has no accessibility label; "
            + "VoiceOver cannot name it. Add .accessibilityLabel(\"…\") describing the action."
    }

    private static func titleFix(_ control: String, role: ButtonRole, symbol: String) -> String {
        if role == .custom { return "a label argument if \(control) takes one" }
        return control == "Button"
            ? "Button(\"…\", systemImage: \"\(symbol)\")"
            : "Label(\"…\", systemImage: \"\(symbol)\") as its label"
    }
}

extension IconOnlyButtonRule {
    enum ButtonRole {
        case button, link, navigationLink, menu, toggle, custom

        /// What VoiceOver announces for the role.
        var spoken: String {
            switch self {
            case .button, .navigationLink, .custom: return "button"
            case .link: return "link"
            case .menu: return "pop-up button"
            case .toggle: return "switch button"
            }
        }
    }
}

private extension IconOnlyButtonRule {

    static func buttonRole(of node: NodeID, in context: LintContext) -> ButtonRole? {
        if let spec = context.tree.controlSpec(of: node) {
            switch spec.role {
            case .button: return .button
            case .link: return .link
            case .navigationLink: return .navigationLink
            case .menu: return .menu
            case .toggle: return .toggle
            default: return nil
            }
        }
        if context.component(calledBy: node)?.role == .button { return .custom }
        guard let declared = context.configuration.components[context.tree[node].name], declared.role == .button
        else { return nil }
        return .custom
    }

    static func severity(of image: ImageSource) -> Severity? {
        if case .symbol(let symbol) = image, WellKnownSymbols.isWellKnown(symbol) { return .high }
        return nil
    }
}
