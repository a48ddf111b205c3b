import RuleEngine

/// A `fullScreenCover` whose content offers no way out: no control that dismisses it and no escape action
/// (WCAG 2.1.2).
struct ModalWithoutEscapeRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "modal-without-escape", name: "Modal without escape", severity: .high, category: .traits,
        wcag: ["2.1.2"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "A full-screen cover has no close control and no escape action, so it can trap the user.",
        rationale: """
            A sheet can be swiped down, and VoiceOver's escape gesture (a two-finger Z) or a keyboard's Escape \
            closes it. A `fullScreenCover` has neither: unless its content offers a Close or Done button, or an \
            `.accessibilityAction(.escape)`, a VoiceOver, Switch Control or keyboard user who opens it has no way \
            back.
            """,
        fix: """
            - **Case: content with nothing to close it.** Add a visible Close or Done button that calls \
            `dismiss()` (`@Environment(\\.dismiss)`) or sets the presenting binding to false.
            - **Case: a close control that is hidden or gestural (swipe down to close).** Also add \
            `.accessibilityAction(.escape) { dismiss() }` to the content.
            """,
        limits: """
            Reads the cover's content closure, helpers of the same type and views declared in the same file. \
            Stays quiet when any of them names `dismiss`, `presentationMode`, `isPresented`, an escape action or \
            the presenting binding (a button that toggles it, or the binding passed to the content), when the \
            content wraps a system view controller (`UIViewControllerRepresentable`: the image picker has its \
            own Cancel), and when the content uses a view declared in another file or is bound to something the \
            rule cannot name: it cannot see those views' buttons. `.sheet` and `.popover` are not reported: the \
            system closes them. Custom full-screen overlays are not detected. Opt-in: the development corpus has \
            too few full-screen covers to measure its precision.
            """,
        isOptIn: true,
        triggeringExamples: ModalWithoutEscapeRule.triggeringExamples,
        nonTriggeringExamples: ModalWithoutEscapeRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for cover in tree.modifierUses(named: Self.presentation) {
            guard let binding = ModalEscape.presentingBinding(of: cover, in: tree),
                  let closure = ModalEscape.contentClosure(of: cover, in: tree),
                  ModalEscape.answer(for: closure, binding: binding, in: tree) == .noEscape else { continue }
            sink.report(cover, in: tree, message: Self.message(binding: binding))
        }
    }

    static let presentation = "fullScreenCover"

    static func message(binding: String) -> String {
        "The full-screen cover shown by '\(binding)' has no control that dismisses it and no escape action, so "
            + "VoiceOver, Switch Control and keyboard users cannot leave it. Add a Close button that calls dismiss() "
            + "or sets '\(binding)' to false, and .accessibilityAction(.escape) { dismiss() } (WCAG 2.1.2)."
    }
}
