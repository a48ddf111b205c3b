import RuleEngine

struct HintDescribesGestureRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "hint-describes-gesture", name: "Hint describes the gesture", severity: .low, category: .labels,
        wcag: ["3.3.2"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags a literal accessibility hint that starts with a gesture (\"Double tap to…\", \"Tap to…\", \"Swipe…\") instead of the result.",
        rationale: """
        A hint tells the user what happens when they act on an element. VoiceOver already says how to act \
        ("double-tap to activate"), and the gesture differs by technology: Switch Control, Voice Control, Full \
        Keyboard Access and a braille display do not tap or swipe at all. "Swipe left to delete" is also wrong \
        for VoiceOver itself, where a swipe moves to the next element; the actions rotor is what reaches \
        swipe actions. Apple's guidance is to describe the result: "Opens the entry for editing".
        """,
        fix: """
        - **Case: "Double tap to select".** Describe the result: "Selects this study".
        - **Case: "Swipe left to delete".** Expose the swipe as an action (`.accessibilityAction(named: \
        "Delete") { … }`, or `.swipeActions`, which VoiceOver lists in the actions rotor) and drop the gesture \
        from the hint.
        - **Case: the hint repeats the label.** Remove the hint; a hint is optional.
        """,
        limits: """
        Only literal hints are read (string literals, `Text("…")`, literal branches of a ternary). A hint whose \
        first words are a gesture — tap, double tap, triple tap, swipe, drag, pinch, click, press, long press, \
        touch and hold, press and hold — is flagged; a gesture mentioned later in the sentence is not.
        """,
        triggeringExamples: HintDescribesGestureRule.triggeringExamples,
        nonTriggeringExamples: HintDescribesGestureRule.nonTriggeringExamples)

    /// First words that describe how to perform a gesture.
    static let gesturePhrases: [[String]] = [
        ["tap"], ["double", "tap"], ["doubletap"], ["triple", "tap"], ["swipe"], ["drag"], ["pinch"], ["click"],
        ["double", "click"], ["press"], ["long", "press"], ["touch", "and", "hold"], ["two", "finger"],
    ]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for wording in context.wordings where wording.kind == .hint {
            guard let literal = wording.alternatives.first(where: Self.startsWithGesture) else { continue }
            sink.report(wording.anchor, in: tree, message: Self.message(literal: literal))
        }
    }

    static func startsWithGesture(_ literal: StringLiteral) -> Bool {
        let words = WordingText.words(of: literal.text)
        return gesturePhrases.contains { WordingText.words(words, startWith: $0) }
    }

    static func message(literal: StringLiteral) -> String {
        "Hint \(WordingText.quoted(literal)) describes a gesture, which VoiceOver already announces and which "
            + "Switch Control and Voice Control users do not perform. Describe the result instead, e.g. "
            + "\"Opens the entry for editing\"."
    }
}
