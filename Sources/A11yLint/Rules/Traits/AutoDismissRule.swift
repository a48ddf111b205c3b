import RuleEngine

/// Content that disappears on a timer the user cannot stop: a toast or banner hidden by `asyncAfter`, a `Task.sleep`
/// or a one-shot `Timer` (WCAG 2.2.1).
struct AutoDismissRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "auto-dismiss", name: "Auto-dismissed content", severity: .medium, category: .traits,
        wcag: ["2.2.1"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "Content is removed on a timer that the user cannot extend, stop or replace with a dismiss control.",
        rationale: """
            A toast, banner or popup that hides itself after two seconds is gone before a VoiceOver user has \
            reached it, before a Switch Control user has scanned to its button, and before someone who reads \
            slowly or uses a magnifier has finished it. WCAG 2.2.1 asks that people can turn off, adjust or \
            extend a time limit; content that vanishes by itself gives them none of these.
            """,
        fix: """
            - **Case: a toast or banner.** Keep it until the user dismisses it (a close button, \
            `.accessibilityAction(.escape)`), or at least while VoiceOver runs \
            (`@Environment(\\.accessibilityVoiceOverEnabled)`), and post its text as an announcement.
            - **Case: a message that must go away.** Give it a generous delay that the user can extend, and cancel \
            the timer when the user focuses or hovers it.
            """,
        limits: """
            Reports `name = false` or `name = nil` that runs unconditionally in the closure of \
            `DispatchQueue.main.asyncAfter`, of `Timer.scheduledTimer(…, repeats: false)`, or after a `Task.sleep` \
            (not in a loop; the delay is the last sleep before it, so a sleep before the content appears is not \
            counted), when `name` is a property of the same `View` that shows something to read in an `if name` / \
            `if let name` branch (a text, a control, a labelled image or a custom view; not images, shapes or \
            gradients alone, nor a branch in a function that returns nothing) or presents an alert, sheet or \
            popover (`isPresented: $name`). Stays quiet when the delay is \
            a literal below one second (a highlight or a transition step), when the clearing sits in an `if` or after \
            a `guard` other than the cancellation check (it follows a condition, often the user's), when the type \
            cancels or invalidates a task or timer or reads whether VoiceOver runs (the user may keep it), when the \
            state names a passing state (`isLoading`, `isAnimating`) or a splash screen (`showSplash`) or the \
            branch shows only a spinner (also a view of the app whose body draws no text, image or control and takes no \
            argument, a spinner over a cover) or sits in a \
            control's label (the control's own feedback, such as a checkmark standing in for "Copy"), and when the \
            state is another object's (`model.toast = nil`, `ToastCenter` clearing a toast a view elsewhere shows).
            """,
        triggeringExamples: AutoDismissRule.triggeringExamples,
        nonTriggeringExamples: AutoDismissRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for dismissal in TimedDismissal.dismissals(in: tree) {
            if let seconds = dismissal.seconds, seconds < TimedDismissal.minimumReadingSeconds { continue }
            guard let typeID = tree.declaringType(of: dismissal.statement) else { continue }
            let declarations = tree.typeDeclarations(named: tree[typeID].name)
            guard declarations.contains(where: tree.conformsToView),
                  // A numbered copy (`isLoading1` beside `isLoading2`) names the same state.
                  Set(TraitText.words(of: dismissal.name).map { $0.filter { !$0.isNumber } })
                      .isDisjoint(with: SwiftUIVocabulary.transientStateWords),
                  // A splash screen covers the app's start; taking it away shows the app.
                  !SwiftUIVocabulary.namesSplashScreen(dismissal.name),
                  declarations.contains(where: { declaration in
                      tree.members(of: declaration).contains { tree[$0].kind == .property && tree[$0].name == dismissal.name }
                  }),
                  !declarations.contains(where: { declaration in
                      !Set(TraitText.identifiers(in: tree.text(in: tree[declaration].range)))
                          .isDisjoint(with: TimedDismissal.controlNames)
                  }),
                  // A control's own feedback (a checkmark that stands in for "Copy" for a moment) is the control,
                  // still there and named; nothing is taken away to read.
                  let gate = ContentGates.gate(of: dismissal.name, in: declarations, tree: tree, showsNothingToRead: {
                      context.index.component(named: $0, from: context.path)?.showsNothingToRead == true
                  }),
                  tree.enclosingLabelledControl(of: gate) == nil else { continue }
            sink.report(dismissal.statement, in: tree, message: Self.message(name: dismissal.name, delay: dismissal.delay,
                                                                             seconds: dismissal.seconds))
        }
    }

    static func message(name: String, delay: String, seconds: Double?) -> String {
        let after = seconds.map { "after \($0.secondsText) s " } ?? ""
        return "'\(name)' is cleared \(after)by \(delay), removing what it shows before everyone has read or reached "
            + "it, and the user cannot keep it (WCAG 2.2.1). Let the user dismiss it (a close button, "
            + ".accessibilityAction(.escape)), or keep it while VoiceOver runs."
    }
}

private extension Double {
    /// `2.0` → `2`, `2.5` → `2.5`.
    var secondsText: String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
