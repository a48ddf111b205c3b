import RuleEngine

struct GenericLabelRule: Rule {
    static let wordsOption = RuleOption(
        key: "words", type: .stringList,
        defaultValue: .list(["button", "image", "icon", "picture", "graphic", "label", "link", "tap here",
                             "click here", "press here", "here", "tap", "click"]),
        documentation: "Labels that say nothing, compared case-insensitively with the whole label "
            + "(punctuation ignored). Setting it replaces the default list.")

    static let repeatedWordsOption = RuleOption(
        key: "repeated-words", type: .stringList,
        defaultValue: .list(["edit", "remove", "delete", "read more", "learn more", "show more", "see more", "more",
                             "details", "view details", "view", "open", "add to cart", "add", "buy", "buy now",
                             "select", "download"]),
        documentation: "Control titles that name an action but not its object, compared like `words`, reported on "
            + "a button or link repeated for each item of a `ForEach` or `List` with no label of its own. Setting "
            + "it replaces the default list.")

    static let description = RuleDescription(
        id: "generic-label", name: "Generic label", severity: .medium, category: .labels,
        wcag: ["2.4.4", "2.4.6", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Flags a literal label or control title with no meaning of its own, such as \"Button\", \"Image\" or \"Tap here\".",
        rationale: """
        A VoiceOver user hears only the label and the role. "Button, button" or "Tap here, link" does not say \
        what will happen, and in the rotor's list of buttons or links every such element reads the same. The seed \
        audit puts it bluntly: a label that only says button is useless — use "Delete weight entry" or "Save changes".
        """,
        fix: """
        - **Case: an icon button.** Name the action: `.accessibilityLabel("Delete weight entry")`.
        - **Case: a "Tap here" / "Click here" link.** Make the title say where it goes: \
        `Link("Read the privacy policy", destination: url)`.
        - **Case: the same "Edit" or "Read more" on every item of a list.** Keep the visible title and name the \
        item: `.accessibilityLabel("Edit \\(item.name)")`, so the rotor and Voice Control tell the buttons apart.
        - **Case: an informative image.** Describe what it shows: `.accessibilityLabel("Weight trend, falling")`; \
        if it is decorative, hide it with `Image(decorative:)` or `.accessibilityHidden(true)` instead.
        """,
        limits: """
        Only literal text is read (string literals, `Text("…")`, literal branches of a ternary; localisation keys \
        such as `"settings.title"` are skipped), and only when the whole label, once lower-cased and stripped of \
        punctuation, is one of the configured words. Titles are judged for buttons, links and menus only: a \
        `Picker("Image", …)` names the setting it changes; a button whose action is empty \
        (`Button("Tap here") {}`, a component catalogue's specimen or a stub) does nothing to name. A label that \
        merely contains a generic word ("Delete button") is not this rule's concern (see \
        `redundant-role-in-label`). The `repeated-words` ("Edit", "Remove", "Read more", "Add to cart") are judged \
        only on a button or link drawn once per item: inside a `ForEach` or a `List(data) { … }` row (also through \
        a helper or view used there in the same file; a row component repeated by a caller in another file is not \
        followed), with no label of its own and no grouping, label or hiding around it; the same title in a \
        swipe action, context menu (also a `ContextMenu(menuItems:)` value), `Menu`, alert or other modifier \
        content is read with its row and is left alone (also when a local constant holds the control, \
        `let deleteButton = Button(…)`, and only such content names it), \
        and so is one inside another control's label (a product card that is one button, named by its title), \
        and a hyphenated key (`"see-more"`).
        """,
        options: [
            wordsOption,
            repeatedWordsOption,
        ],
        triggeringExamples: GenericLabelRule.triggeringExamples,
        nonTriggeringExamples: GenericLabelRule.nonTriggeringExamples)

    /// The configured words, normalised to lower-cased word lists.
    let genericPhrases: Set<[String]>
    /// The configured repeated words, normalised the same way.
    let repeatedPhrases: Set<[String]>

    init(options: [String: OptionValue]) {
        genericPhrases = Self.phrases(Self.wordsOption.strings(in: options))
        repeatedPhrases = Self.phrases(Self.repeatedWordsOption.strings(in: options))
    }

    private static func phrases(_ words: [String]) -> Set<[String]> {
        Set(words.map(WordingText.words(of:)).filter { !$0.isEmpty })
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for wording in context.wordings where Self.isJudged(wording, in: tree) {
            if let literal = wording.alternatives.first(where: {
                genericPhrases.contains(WordingText.words(of: $0.text))
            }) {
                sink.report(wording.anchor, in: tree, message: Self.message(literal: literal))
            } else if wording.kind == .title, let literal = wording.alternatives.first(where: {
                // `"see-more"`, like `"see_more"`, is a key whose translation is what is read.
                !Self.isHyphenatedKey($0) && repeatedPhrases.contains(WordingText.words(of: $0.text))
            }), Self.isRepeatedUnnamed(wording.element, in: tree) {
                sink.report(wording.anchor, in: tree, message: Self.repeatedMessage(literal: literal))
            }
        }
    }

    /// A control drawn once per item (a `ForEach` or `List(data)` row in this file) whose title alone
    /// names it: nothing labels, groups or hides it or the views around it, and it is not in a modifier's content,
    /// a menu (a swipe action, context menu or `Menu` item is read with its row, one row's at a time) or another
    /// control's label.
    static func isRepeatedUnnamed(_ control: NodeID, in tree: ViewTree) -> Bool {
        guard !tree.applicableModifiers(of: control).contains(where: tree.decidesReading),
              !tree.modifiers(of: control).contains(where: { AccessibilityModifiers.mayName(tree[$0].name) })
        else { return false }
        let repeated: Bool? = tree.firstEnclosingView(of: control) { enclosing in
            guard let entry = enclosing.entry else { return nil }
            if tree[entry].kind == .modifier { return false }
            let view = tree[enclosing.view]
            guard tree[entry].kind == .closure, view.kind == .call else { return nil }
            if SwiftUIVocabulary.menuContentViews.contains(view.name) { return false }
            // Inside another control's label (a product card that is one big button): read as part of that
            // control, which names the item.
            if ViewTree.controlNames.contains(view.name), tree.isLabelPart(entry, of: enclosing.view) { return false }
            if view.name == "ForEach" || (view.name == "List" && !view.arguments.isEmpty) { return true }
            return nil
        }
        return repeated ?? false
    }

    private static func isHyphenatedKey(_ literal: StringLiteral) -> Bool {
        literal.text.contains("-") && !literal.text.contains(" ")
    }

    /// Labels, and the titles of controls that act (buttons and links). A `Picker("Image", …)` or
    /// `Toggle("Icon", …)` names the setting it changes, which is not generic.
    static func isJudged(_ wording: Wording, in tree: ViewTree) -> Bool {
        switch wording.kind {
        case .label: return true
        case .hint: return false
        case .title:
            // A button that does nothing (`Button("Tap here") {}`, a catalogue's specimen) has no purpose to name.
            guard let spec = tree.controlSpec(of: wording.element), actingRoles.contains(spec.role) else { return false }
            return !tree.hasEmptyAction(wording.element, spec: spec)
        }
    }

    static let actingRoles: Set<ControlSpec.Role> = [.button, .link, .navigationLink, .menu, .shareLink, .photosPicker]

    static func repeatedMessage(literal: StringLiteral) -> String {
        "Each item of this list has a control titled \(WordingText.quoted(literal)) that does not name the item; in "
            + "the rotor and for Voice Control they cannot be told apart. Keep the title and add an item-specific "
            + ".accessibilityLabel, e.g. \"\(literal.text) \\(item.name)\"."
    }

    static func message(literal: StringLiteral) -> String {
        "Label \(WordingText.quoted(literal)) does not say what the element is or does; VoiceOver users hear "
            + "only \"\(literal.text)\". Name the action or the content instead, e.g. \"Delete weight entry\" "
            + "or \"Read the privacy policy\"."
    }
}
