import RuleEngine

struct InlineAccessibilityIdentifierRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "inline-accessibility-identifier", name: "Inline accessibility identifier", severity: .low,
        category: .identifiers, wcag: ["4.1.2"], appleAudit: nil,
        summary: "Flags `.accessibilityIdentifier(\"literal\")` written inline instead of a shared constant.",
        rationale: """
        An identifier is a contract between the view and its UI tests. Written inline, the same string is typed \
        again in the test target, and a rename on one side silently breaks the other: the test no longer finds \
        the element, fails or is skipped, and the accessibility checks it carried stop running. The seed audit's \
        app keeps every identifier in `AccessibilityIdentifiers.swift`, shared by the app and its tests.
        """,
        fix: """
        - **Case: a fixed identifier.** Declare it once, e.g. `enum AccessibilityIdentifiers { enum Auth { static \
        let signIn = "auth.signIn" } }`, and use `.accessibilityIdentifier(AccessibilityIdentifiers.Auth.signIn)` \
        in the view and the test.
        - **Case: an identifier per row.** Build it with a shared function: \
        `.accessibilityIdentifier(AccessibilityIdentifiers.row(item.id))`.
        """,
        limits: """
        Opt-in. Reports string literals (interpolated ones included) passed to `.accessibilityIdentifier(_:)` or \
        the deprecated `.accessibility(identifier:)`; any other expression is taken to be a shared constant.
        """,
        isOptIn: true,
        triggeringExamples: InlineAccessibilityIdentifierRule.triggeringExamples,
        nonTriggeringExamples: InlineAccessibilityIdentifierRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            let node = tree[id]
            let argument: Argument?
            switch node.name {
            case "accessibilityIdentifier": argument = node.firstUnlabelledArgument
            case "accessibility": argument = node.argument(labelled: "identifier")
            default: argument = nil
            }
            guard let argument, case .string(let literal) = argument.value else { continue }
            sink.report(id, in: tree, message: Self.message(literal: literal))
        }
    }

    static func message(literal: StringLiteral) -> String {
        "Identifier \(WordingText.quoted(literal)) is written inline, so the UI tests that look it up must repeat "
            + "the string and break silently when either copy changes. Move it to a shared constant, e.g. "
            + "AccessibilityIdentifiers.signInButton, used by the view and its tests."
    }
}
