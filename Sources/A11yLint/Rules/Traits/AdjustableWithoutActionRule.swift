import RuleEngine

/// A custom slider or rating set by dragging, or a hint promising the adjust gesture, with no adjustable action
/// (WCAG 2.5.1, 4.1.2).
struct AdjustableWithoutActionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "adjustable-without-action", name: "Adjustable without action", severity: .high, category: .traits,
        wcag: ["2.5.1", "4.1.2"], appleAudit: "action",
        blocks: [NutritionLabels.voiceOver],
        summary: "A custom control whose value changes by dragging has no accessibility adjustable action.",
        rationale: """
            A custom slider, volume bar or rating set with a `DragGesture` works only for someone who can see the \
            track and drag along it. VoiceOver users adjust values by swiping up or down on an element with the \
            adjustable trait, and Switch Control users with its increment and decrement actions; a drag gesture \
            gives them neither, so the value cannot be changed at all. A hint saying "swipe up or down to adjust" \
            on an element that is not adjustable promises a gesture that does nothing.
            """,
        fix: """
            - **Case: a custom slider or rating.** Add \
            `.accessibilityAdjustableAction { direction in … }` that steps the value, with \
            `.accessibilityValue(…)` saying it.
            - **Case: a control that looks custom but behaves like a system one.** Give it \
            `.accessibilityRepresentation { Slider(value: $value, in: 0...1) }`.
            """,
        limits: """
            Reports a `.gesture`, `.simultaneousGesture` or `.highPriorityGesture` with a `DragGesture` whose \
            closures assign a name that holds a value (words such as value, progress, rating, level, volume, \
            percent, amount; not positions such as `offset`), and a literal hint containing "swipe up or down". \
            Stays quiet when the type that declares it (in this file) uses `accessibilityAdjustableAction` or \
            `accessibilityRepresentation`. Drag gestures held in properties, star ratings set by taps on separate \
            images and values set through a view model's method are not detected. Opt-in: the development corpus \
            has no custom slider to measure its precision.
            """,
        isOptIn: true,
        triggeringExamples: AdjustableWithoutActionRule.triggeringExamples,
        nonTriggeringExamples: AdjustableWithoutActionRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for name in SwiftUIVocabulary.gestureModifiers {
            for modifier in tree.modifierUses(named: name) {
                guard let value = Adjustment.draggedValue(modifier, in: tree),
                      !tree.declaringTypeIsAdjustable(modifier) else { continue }
                sink.report(modifier, in: tree, message: Self.message(value: value))
            }
        }
        for hint in tree.modifierUses(.accessibilityHint) {
            guard let text = tree[hint].arguments.first.flatMap({ tree.stringValue(of: $0.value) }),
                  Adjustment.promisesAdjusting(text), !tree.declaringTypeIsAdjustable(hint) else { continue }
            sink.report(hint, in: tree, message: Self.hintMessage)
        }
    }

    static func message(value: String) -> String {
        "'\(value)' changes only by dragging, so VoiceOver and Switch Control users cannot adjust it. Add "
            + ".accessibilityAdjustableAction { direction in … } with an .accessibilityValue, or "
            + ".accessibilityRepresentation { Slider(…) }."
    }

    static let hintMessage = "The hint promises VoiceOver's swipe up or down, but the element has no adjustable "
        + "action, so the gesture does nothing. Add .accessibilityAdjustableAction { direction in … }."
}
