import RuleEngine

/// Finds buttons whose only action is to open a web page, which VoiceOver announces as buttons, not links.
struct ButtonUsedAsLinkRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "button-used-as-link", name: "Button used as link", severity: .low, category: .traits,
        wcag: ["4.1.2"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags a `Button` whose action only opens a web address (`openURL`, `UIApplication.shared.open`, `NSWorkspace.shared.open`) and that has no `.isLink` trait.",
        rationale: """
        VoiceOver says "link" for an element that takes the user to a web page and "button" for one that acts in \
        the app. The role tells users what will happen before they activate it: that they are about to leave the \
        app for a browser, and that they can find it with the rotor's Links list. A `Button` that only opens a \
        web address is announced as a button, so users are taken out of the app without warning, and the link is \
        missing from the Links rotor.
        """,
        fix: """
        - **Case: the button opens one address.** Use `Link("Privacy policy", destination: url)`: it is announced \
        as a link and opens the address itself.
        - **Case: the button must stay a button** (a custom style, an analytics call added later). Give it the \
        link role: `.accessibilityRemoveTraits(.isButton)` and `.accessibilityAddTraits(.isLink)`.
        """,
        limits: """
        Only a `Button` whose action does nothing but open URLs (log calls aside) is judged, and only when \
        each URL is written as an `http` or `https` address: `URL(string: "https://…")` (an interpolation may \
        follow the scheme), or a name bound to one by `let`/`var` in the action or as a property of the same \
        type. A URL computed elsewhere (`item.url`, `Constants.homepage`) is not judged, nor are `mailto:`, \
        `tel:`, the Settings URL and app schemes, which open another app rather than a web page. Quiet when an \
        `.isLink` trait, a trait expression the rule cannot read, an `.accessibilityRepresentation` or hiding \
        applies to the button, and for buttons in a `Menu`, an alert, a confirmation dialog, a context menu, \
        swipe actions, the menu bar's `CommandGroup`/`CommandMenu` or a `MenuBarExtra` in its default menu style (also where a helper or view holding them is used there), which are announced as that \
        menu's items. The reverse case, a `Link` given the button trait, is not \
        checked.
        """,
        triggeringExamples: ButtonUsedAsLinkRule.triggeringExamples,
        nonTriggeringExamples: ButtonUsedAsLinkRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for button in tree.calls(.button) {
            guard let spec = tree.controlSpec(of: button), let action = tree.actionRange(of: button, spec: spec),
                  tree.onlyOpensWebPages(in: action, near: button) else { continue }
            guard !tree.isActionMenuItem(button) else { continue }
            let applicable = tree.applicableModifiers(of: button)
            guard !applicable.contains(where: { tree.mayAddTrait($0, anyOf: ["isLink"]) || tree.replacesElement($0)
                        || tree.mayHide($0) }) else { continue }
            sink.report(button, in: tree, message: Self.message)
        }
    }

    static let message = "Button only opens a web page, but VoiceOver announces it as a button, so users are not "
        + "told they will leave the app and cannot find it in the Links rotor. Use Link(_:destination:), or add "
        + ".accessibilityRemoveTraits(.isButton) and .accessibilityAddTraits(.isLink)."
}
