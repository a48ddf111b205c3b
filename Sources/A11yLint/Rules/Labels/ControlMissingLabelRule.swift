import RuleEngine

/// An input control (text field, toggle, picker, slider, …) with an empty or missing title and nothing else that
/// names it.
struct ControlMissingLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "control-missing-label", name: "Control missing label", severity: .high, category: .labels,
        wcag: ["1.3.1", "3.3.2", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Finds text fields, toggles, pickers, sliders, steppers, date and colour pickers and menus with an empty or missing title and no accessibility label, and menus named only by the value they choose.",
        rationale: """
            A control's title is its accessible name, even when `.labelsHidden()` hides it from sight. With an \
            empty title (`TextField("", text: $dose)`, `Picker("", selection: $level)`) or none (`TextEditor`, \
            `Slider(value:)`), VoiceOver announces only the kind of control and its value — "text field", "50 \
            percent, adjustable" — and the user must guess what to type or change. Voice Control users cannot \
            name it either.
            """,
        fix: """
            - **Case: the title would duplicate a visible label.** Give the control its title anyway and hide it \
            visually: `TextField("Dispensed pills", text: $dispensed).labelsHidden()`, or wrap it in \
            `LabeledContent("Dispensed pills") { … }`.
            - **Case: the control has no title parameter (`TextEditor`).** Add `.accessibilityLabel("Notes")`.
            - **Case: the label is built elsewhere.** Add `.accessibilityLabel(…)` with the same text the screen \
            shows next to the control.
            """,
        limits: """
            A control drawn at `.opacity(0)` (a hidden field that takes a PIN's keystrokes) is left to \
            `hidden-by-opacity`. A non-literal title (a variable, a `LocalizedStringKey`, a call) is a label. The one exception is a \
            `Menu` used as a picker whose title or label text is only the value its items assign (`Menu { Button("Master") { level = \
            "Master" } } label: { Text(level ?? "Select") }`), which names the choice and not the setting; a caption \
            or interpolation in the label (`Text("Sort: \\(sort)")`) names it. A `TextField`'s `prompt:` \
            counts as a name, and so does a label closure's text, however it is built (`Text("Video files") + \
            Text(subtitle)`). A `Picker` among the items of a `Menu` or `.contextMenu` is drawn as checkmarked \
            items the menu's label names, so its label is not needed (unless `.pickerStyle(.menu)` makes it a \
            submenu titled by it). It stays quiet when the label closure holds a view it cannot see into, when a \
            `LabeledContent` wraps the control, and when an enclosing view hides it or groups it under a label. It \
            does not connect a `Text` shown beside the control to it: SwiftUI does not either, so that case is \
            reported — except for a segmented picker whose segments are all text (`Text`, or a `Label` with its \
            title), which VoiceOver reads as tabs by their words, and a picker whose text options are all on screen \
            (`.radioGroup`, `.inline`) right after a visible prompt or as the first row under a `Section` header: \
            VoiceOver reads the prompt and then every option by name, so the choice is clear (the style is read on \
            the picker, its containers, or around every place the file draws the helper that holds it), and a wheel \
            whose every value prints its unit (`Text("\\(number) Ft")`, read "5 Ft", or the same in an app's text \
            view, `AppText("\\(year) yr")`) unlike any picker beside it \
            (bare numbers, or two wheels of minutes side by side, are reported). A control \
            drawn in a titled `TableColumn` is named by the column, which VoiceOver reads with its cells. Segments \
            of images are reported, unless each image is named by its own `.accessibilityLabel` (then each \
            segment is read by that name). A text field, picker, slider, stepper, date or colour picker whose label closure \
            shows only an image is reported unless the image is a symbol VoiceOver names by a purpose \
            (`magnifyingglass` reads "Search", `line.3.horizontal.decrease` "Filter"); icon-only toggles and menus are \
            `icon-only-button`'s. A \
            `NavigationLink`'s label or hiding does not reach the fields of the screen it opens.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for node in tree.nodes(.call) {
            guard let role = Self.inputRole(of: node, in: context) else { continue }
            let evidence = context.labelEvidence(for: node)
            if role == .menu, let choice = Self.choiceShownAsOnlyLabel(of: node, evidence: evidence, in: context) {
                sink.report(node, in: tree, message: Self.choiceMessage(choice: choice))
                continue
            }
            guard evidence.evidence == .absent, !context.isReadingDecidedByEveryCaller(node),
                  !Self.isCellOfTitledColumn(node, in: tree) else { continue }
            // Drawn at opacity 0 (a field laid out of sight to take a PIN's keystrokes for digit boxes): whether
            // VoiceOver reaches it at all is `hidden-by-opacity`'s question.
            guard !tree.isDrawnAtZeroOpacity(node) else { continue }
            // Segments of text: VoiceOver reads each as a tab by its name. Radio buttons or an inline list of text
            // right after a prompt or a section header: VoiceOver reads the prompt, then each option by name.
            if role == .picker, tree.showsTextOptionsOnScreen(picker: node, segmentedOnly: true) { continue }
            if role == .picker, tree.showsTextOptionsOnScreen(picker: node),
               tree.promptBefore(node) != nil || tree.opensSectionUnderHeader(node) { continue }
            // Items of a menu: the options are drawn inline, named by the menu's own label; the picker's label
            // is never shown or read (unless a `.menu` style makes it a submenu titled by it).
            if role == .picker, tree.isMenuContent(node), !Self.isSubmenuPicker(node, in: tree) { continue }
            if role == .picker, Self.wheelValuesNameTheirUnit(node, in: tree, isTextComponent: context.isTextComponent) {
                continue
            }
            switch evidence.source {
            case .empty, .none:
                let labelsHidden = tree.effectiveModifiers(named: "labelsHidden", of: node).isEmpty == false
                sink.report(node, in: tree, message: Self.message(control: tree[node].name, role: role,
                                                                  labelsHidden: labelsHidden),
                            notes: context.componentLabelNotes(forCallOf: node))
            case .imageOnly(let images) where Self.imageLabelledRoles.contains(role):
                // A symbol VoiceOver names by its purpose ("Search", "Filter") names the control; an asset or another
                // symbol says nothing about what to type or what is being set.
                let sources = images.map { tree.imageSource(of: $0) ?? .unnamed }
                guard case .unconventional = IconOnlyButtonRule.reading(of: sources, action: []) else { continue }
                sink.report(node, in: tree, message: Self.imageOnlyMessage(control: tree[node].name, role: role))
            default:
                continue
            }
        }
    }

    /// A control drawn in a `TableColumn("Read Only") { … }`: VoiceOver reads the column's title with each of its
    /// cells, so a checkbox there is named by its column.
    static func isCellOfTitledColumn(_ node: NodeID, in tree: ViewTree) -> Bool {
        guard let column = tree.nearestAncestor(of: node, where: { item in
            item.kind == .typeDecl || item.kind == .function || item.kind == .property
                || (item.kind == .call && item.name == SwiftUIView.tableColumn.rawValue)
        }), tree[column].kind == .call else { return false }
        return tree[column].firstUnlabelledArgument != nil
    }

    /// A wheel whose every value carries its unit (`Text("\(number) Ft")`, "5 Ft"; also drawn by an app's text
    /// view, `AppText("\(year)년")`), unlike the values of any other picker beside it: VoiceOver reads the value,
    /// which says what the wheel sets. Bare numbers ("5") and two wheels of the same unit side by side (minutes
    /// of two settings) say nothing of which is which.
    static func wheelValuesNameTheirUnit(_ picker: NodeID, in tree: ViewTree,
                                         isTextComponent: (NodeID) -> Bool = { _ in false }) -> Bool {
        guard tree.hasPickerStyle(picker, among: ViewTree.wheelPickerStyles),
              let unit = optionUnit(of: picker, in: tree, isTextComponent: isTextComponent),
              let parent = tree.parent(of: picker) else { return false }
        return !tree.children(of: parent).contains { sibling in
            sibling != picker && tree.controlSpec(of: sibling)?.role == .picker
                && optionUnit(of: sibling, in: tree, isTextComponent: isTextComponent) == unit
        }
    }

    /// The words every option text of a picker prints besides its interpolated value (" Ft" in `"\(number) Ft"`),
    /// when they are the same for all and hold a letter; nil otherwise.
    private static func optionUnit(of picker: NodeID, in tree: ViewTree, isTextComponent: (NodeID) -> Bool) -> String? {
        guard let spec = tree.controlSpec(of: picker) else { return nil }
        let label = tree.labelClosure(of: picker, spec: spec)
        var unit: String?
        for closure in tree.closures(of: picker) where closure != label {
            for text in tree.descendants(of: closure) where tree[text].kind == .call
                && (tree[text].name == SwiftUIView.text.rawValue || isTextComponent(text)) {
                guard let argument = tree[text].firstUnlabelledArgument,
                      let literal = tree.stringLiteral(of: argument.value), literal.isInterpolated else { return nil }
                let words = SplitPhrase.interpolationParts(of: literal.text).outside.trimmingCharacters(in: .whitespaces)
                guard words.contains(where: \.isLetter), unit == nil || unit == words else { return nil }
                unit = words
            }
        }
        return unit
    }

    /// `.pickerStyle(.menu)`: inside a menu, the picker becomes a submenu whose title is its label.
    static func isSubmenuPicker(_ picker: NodeID, in tree: ViewTree) -> Bool {
        tree.effectiveModifiers(named: "pickerStyle", of: picker).contains { style in
            TraitText.identifiers(in: tree.text(in: tree[style].range)).contains { $0 == "menu" || $0 == "MenuPickerStyle" }
        }
    }

    /// A built-in input control's role, or the matching role of a custom text field or toggle component.
    static func inputRole(of node: NodeID, in context: LintContext) -> ControlSpec.Role? {
        if let spec = context.tree.controlSpec(of: node) { return inputRoles.contains(spec.role) ? spec.role : nil }
        switch context.component(calledBy: node)?.role {
        case .textField?: return .textField
        case .toggle?: return .toggle
        default: return nil
        }
    }

    /// A menu named only by the value its items choose (its own title or label text), with nothing around it that
    /// names it: the name of that value.
    static func choiceShownAsOnlyLabel(of menu: NodeID, evidence: LabelEvidence, in context: LintContext) -> String? {
        switch evidence.source {
        case .visibleText, .title(.nonLiteral): break
        default: return nil
        }
        let tree = context.tree
        guard let choice = tree.menuLabelShowingOnlyItsChoice(menu) else { return nil }
        guard tree.enclosingNameEvidence(of: menu) == nil, !context.isReadingDecidedByEveryCaller(menu) else { return nil }
        return choice
    }

    static func choiceMessage(choice: String) -> String {
        "Menu's label shows only the value its items choose ('\(choice)'); VoiceOver reads that value and 'menu', "
            + "never what is being chosen. Add .accessibilityLabel(\"…\") naming the setting, or use a Picker with a title."
    }

    static let inputRoles: Set<ControlSpec.Role> = [
        .textField, .secureField, .textEditor, .toggle, .picker, .slider, .stepper, .datePicker, .colorPicker, .menu,
    ]

    /// Text inputs, whose label names what to type.
    static let textInputRoles: Set<ControlSpec.Role> = [.textField, .secureField]

    /// Controls whose label closure names what they type or set; icon-only toggles and menus are
    /// `icon-only-button`'s.
    static let imageLabelledRoles: Set<ControlSpec.Role> = textInputRoles.union([
        .picker, .slider, .stepper, .datePicker, .colorPicker,
    ])

    static func imageOnlyMessage(control: String, role: ControlSpec.Role) -> String {
        let purpose = textInputRoles.contains(role) ? "what to type" : "what it sets"
        let example = "\(control)(\"\(exampleTitle[role] ?? "Email")\", …)"
        return "\(control)'s label is only an image, which does not say \(purpose); VoiceOver reads the image's name, "
            + "or just \(spokenRole[role] ?? "its value"). Give it a title (\(example)) or add .accessibilityLabel(\"…\")."
    }

    static func message(control: String, role: ControlSpec.Role, labelsHidden: Bool) -> String {
        let spoken = spokenRole[role] ?? "its value"
        let problem = role == .textEditor || role == .slider
            ? "\(control) has no accessibility label"
            : "\(control) has an empty title and no accessibility label"
        let hidden = labelsHidden ? " (.labelsHidden() hides the title, it does not replace it)" : ""
        return "\(problem)\(hidden); VoiceOver reads only \(spoken). "
            + "Give it a title that says what it is (hide it with .labelsHidden() if needed) or add .accessibilityLabel(\"…\")."
    }

    /// A title that would name each kind of control, for the messages.
    private static let exampleTitle: [ControlSpec.Role: String] = [
        .textField: "Email", .secureField: "Password", .picker: "Sort order", .slider: "Volume",
        .stepper: "Quantity", .datePicker: "Due date", .colorPicker: "Highlight colour",
    ]

    private static let spokenRole: [ControlSpec.Role: String] = [
        .textField: "'text field'", .secureField: "'secure text field'", .textEditor: "'text field'",
        .toggle: "'switch button' and its state", .picker: "the selected value", .slider: "its value, 'adjustable'",
        .stepper: "'increment' and 'decrement'", .datePicker: "the date", .colorPicker: "'colour well'",
        .menu: "'menu'",
    ]
}
