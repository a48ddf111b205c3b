import RuleEngine

/// An error, warning or confirmation banner that appears on a condition and that nothing announces (WCAG 4.1.3).
struct StatusNotAnnouncedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "status-not-announced", name: "Status message not announced", severity: .medium, category: .traits,
        wcag: ["4.1.3"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "An error, warning or confirmation banner appears without an announcement or a focus move.",
        rationale: """
            A banner or toast that slides in over the screen — "Saved", "Couldn't connect", "Copied" — is seen at \
            once. VoiceOver does not read it: focus stays where it was, so a blind user never learns that the \
            save failed or succeeded, unless they happen to swipe onto it before it goes. WCAG 4.1.3 asks that \
            status messages be announced without moving the user's focus.
            """,
        fix: """
            - **Case: a banner or toast.** Post its text when it appears: \
            `AccessibilityNotification.Announcement(message).post()` (iOS 17) or \
            `UIAccessibility.post(notification: .announcement, argument: message)`.
            - **Case: an error the user must act on.** Move VoiceOver to it with `@AccessibilityFocusState` and \
            `.accessibilityFocused($isErrorFocused)`.
            """,
        limits: """
            Reports the view shown in an `if` branch whose condition names a status (`if let error`, \
            `if showSavedToast`: words such as error, warning, success, saved, copied, failed, toast) in a `View` when \
            it is laid over the screen (in an `.overlay`, or over other views of a `ZStack`) or its type is named \
            as a banner (`ErrorToast`, `SuccessBanner`). Stays quiet when the type that shows it, or the banner's own \
            type declared in the same file, posts an announcement or moves accessibility focus; for an error shown \
            inline (in the layout, beside the field it is about, in a `Form`), which VoiceOver users meet as they \
            move on; inside a control's label; and for branches that show only a spinner or placeholder. \
            Announcements posted by a banner declared in another file or by a view model are not seen. Opt-in: \
            whether a message is announced is often decided far from the view.
            """,
        isOptIn: true,
        triggeringExamples: StatusNotAnnouncedRule.triggeringExamples,
        nonTriggeringExamples: StatusNotAnnouncedRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for branch in tree.nodes(.branch) where tree[branch].name == "if" || tree[branch].name == "else if" {
            guard StatusMessages.namesStatus(TraitText.identifiers(in: tree[branch].label ?? "")),
                  let shown = tree.children(of: branch).first(where: { child in
                      (tree[child].kind == .call || tree[child].kind == .reference)
                          && !ContentGates.placeholderViews.contains(tree[child].name)
                  }) else { continue }
            // A view drawn by a view: not a call in a model's function (`ToastCenter.shared.show(…)`).
            let name = tree[shown].name
            guard !name.contains("."), let owner = tree.declaringTypeName(ofNode: shown),
                  tree.typeDeclarations(named: owner).contains(where: tree.conformsToView),
                  StatusMessages.namesBanner(name) || tree.isLaidOverContent(shown),
                  tree.enclosingControl(of: shown) == nil,
                  !tree.ancestors(of: shown).contains(where: { tree[$0].kind == .call && tree[$0].name == "Form" }),
                  !tree.declaringTypeText(of: shown, satisfies: Announcements.speaks),
                  !tree.typeDeclarations(named: name).contains(where: { Announcements.speaks(in: tree[$0].range, of: tree.source) })
            else { continue }
            sink.report(shown, in: tree, message: Self.message(view: tree.quotedView(shown)))
        }
    }

    static func message(view: String) -> String {
        "\(view) appears as a status message over the screen, but VoiceOver users are not told: focus stays where "
            + "it was. Post it when it appears (AccessibilityNotification.Announcement(text).post()) or move "
            + "accessibility focus to it (WCAG 4.1.3)."
    }
}
