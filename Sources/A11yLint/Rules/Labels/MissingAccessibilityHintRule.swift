import RuleEngine

struct MissingAccessibilityHintRule: Rule {
    static let description = RuleDescription(
        id: "missing-accessibility-hint", name: "Missing accessibility hint", severity: .low, category: .labels,
        wcag: ["3.3.2", "4.1.2"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags a custom control (a view with the button trait, an adjustable view, or an icon-only button with a label) whose action no hint describes, in the files the `paths` option selects.",
        rationale: """
        A standard `Button` titled "Sign In" says what it does. A custom control often does not: a card with \
        `.isButton` reads "Weekly report, button" without saying whether it opens, shares or deletes the \
        report, and an adjustable view reads "Volume, 50%, adjustable" without saying what adjusting changes. \
        The seed audits' design cards ask for hints on such controls; the hint is read after a pause, so it helps \
        without slowing down users who already know the screen.
        """,
        fix: """
        - **Case: a tappable card or row.** `.accessibilityHint("Opens the weekly report")`: a verb in the \
        third person, describing the result.
        - **Case: an adjustable view.** `.accessibilityHint("Changes the playback volume")`.
        - **Case: the label already says it all.** Suppress the finding, or narrow `paths` to the screens where \
        hints are required.
        """,
        limits: """
        Opt-in, in files matched by `paths`. A custom control is a view whose own chain adds `.isButton` (other \
        than `Button`, `Link`, `NavigationLink`, `Menu`, `ShareLink`), has `.accessibilityAdjustableAction`, or \
        a `Button`/`Link` whose label is only an image and which has an `.accessibilityLabel`. A hint on the \
        view, on an enclosing view, or where its helper or component is used in the same file counts.
        """,
        isOptIn: true,
        options: [WordingPaths.option],
        triggeringExamples: MissingAccessibilityHintRule.triggeringExamples,
        nonTriggeringExamples: MissingAccessibilityHintRule.nonTriggeringExamples)

    /// Built-in controls whose button trait is their own.
    static let buttonRoles: Set<ControlSpec.Role> = [.button, .link, .navigationLink, .menu, .shareLink, .photosPicker]

    enum ControlKind {
        case customButton, adjustable, iconButton

        var description: String {
            switch self {
            case .customButton: return "a custom button"
            case .adjustable: return "an adjustable view"
            case .iconButton: return "an icon-only button"
            }
        }
    }

    let paths: WordingPaths

    init(options: [String: OptionValue]) {
        paths = WordingPaths(options: options)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        guard paths.includes(context.path) else { return }
        let tree = context.tree
        for id in tree.nodes(.call, .reference) {
            guard let kind = Self.controlKind(of: id, in: tree) else { continue }
            guard !WordingScope.mayApply(in: tree, to: id, where: Self.setsHint) else { continue }
            sink.report(id, in: tree, message: Self.message(kind: kind, name: tree[id].name))
        }
    }

    static func message(kind: ControlKind, name: String) -> String {
        "\(name) is \(kind.description) with no accessibility hint, so VoiceOver users hear what it is but not "
            + "what it does. Add .accessibilityHint(\"…\") describing the result, e.g. \"Opens the weekly report\"."
    }

    static func setsHint(_ modifier: Node) -> Bool {
        modifier.name == "accessibilityHint"
            || (modifier.name == "accessibility" && modifier.arguments.contains { $0.label == "hint" })
    }

    static func controlKind(of view: NodeID, in tree: ViewTree) -> ControlKind? {
        let spec = tree.controlSpec(of: view)
        if !tree.modifiers(named: "accessibilityAdjustableAction", of: view).isEmpty { return .adjustable }
        if let spec, buttonRoles.contains(spec.role) {
            return isIconOnlyWithLabel(view, spec: spec, in: tree) ? .iconButton : nil
        }
        return WordingTraits.chainAddsTrait("isButton", to: view, in: tree) ? .customButton : nil
    }

    /// A `Button`/`Link` whose label closure shows only an image and whose own chain gives it an accessibility label.
    static func isIconOnlyWithLabel(_ control: NodeID, spec: ControlSpec, in tree: ViewTree) -> Bool {
        guard !tree.modifiers(.accessibilityLabel, of: control).isEmpty,
              let closure = tree.labelClosure(of: control, spec: spec),
              case .imageOnly = tree.labelContent(of: closure) else { return false }
        return true
    }
}
