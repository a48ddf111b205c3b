import RuleEngine

struct GenericLabelRule: Rule {
    static let wordsOption = RuleOption(
        key: "words", type: .stringList,
        defaultValue: .list(["button", "image", "icon", "picture", "graphic", "label", "link", "tap here",
                             "click here", "press here", "here", "tap", "click"]),
        documentation: "Labels that say nothing, compared case-insensitively with the whole label "
            + "(punctuation ignored). Setting it replaces the default list.")

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
        - **Case: an informative image.** Describe what it shows: `.accessibilityLabel("Weight trend, falling")`; \
        if it is decorative, hide it with `Image(decorative:)` or `.accessibilityHidden(true)` instead.
        """,
        limits: """
        Only literal text is read (string literals, `Text("…")`, literal branches of a ternary; localisation keys \
        such as `"settings.title"` are skipped), and only when the whole label, once lower-cased and stripped of \
        punctuation, is one of the configured words. Titles are judged for buttons, links and menus only: a \
        `Picker("Image", …)` names the setting it changes. A label that \
        merely contains a generic word ("Delete button") is not this rule's concern (see \
        `redundant-role-in-label`).
        """,
        options: [
            wordsOption,
        ],
        triggeringExamples: GenericLabelRule.triggeringExamples,
        nonTriggeringExamples: GenericLabelRule.nonTriggeringExamples)

    /// The configured words, normalised to lower-cased word lists.
    let genericPhrases: Set<[String]>

    init(options: [String: OptionValue]) {
        genericPhrases = Set(Self.wordsOption.strings(in: options).map(WordingText.words(of:)).filter { !$0.isEmpty })
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for wording in context.wordings where Self.isJudged(wording, in: tree) {
            guard let literal = wording.alternatives.first(where: {
                genericPhrases.contains(WordingText.words(of: $0.text))
            }) else { continue }
            sink.report(wording.anchor, in: tree, message: Self.message(literal: literal))
        }
    }

    /// Labels, and the titles of controls that act (buttons and links). A `Picker("Image", …)` or
    /// `Toggle("Icon", …)` names the setting it changes, which is not generic.
    static func isJudged(_ wording: Wording, in tree: ViewTree) -> Bool {
        switch wording.kind {
        case .label: return true
        case .hint: return false
        case .title: return tree.controlSpec(of: wording.element).map { actingRoles.contains($0.role) } ?? false
        }
    }

    static let actingRoles: Set<ControlSpec.Role> = [.button, .link, .navigationLink, .menu, .shareLink]

    static func message(literal: StringLiteral) -> String {
        "Label \(WordingText.quoted(literal)) does not say what the element is or does; VoiceOver users hear "
            + "only \"\(literal.text)\". Name the action or the content instead, e.g. \"Delete weight entry\" "
            + "or \"Read the privacy policy\"."
    }
}
