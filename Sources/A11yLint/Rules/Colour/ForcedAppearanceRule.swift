import RuleEngine

/// An app pinned to one appearance: `.preferredColorScheme(.light)`, or a window's root view drawn with the colours
/// of one appearance, whatever the user chose in Settings (Apple's "Dark Interface" Nutrition Label).
struct ForcedAppearanceRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "forced-appearance", name: "Forced appearance", severity: .medium, category: .colour,
        wcag: ["1.4.8"], appleAudit: nil,
        blocks: [NutritionLabels.darkInterface],
        summary: "The app or a screen is pinned to Light or Dark Mode instead of following the user's appearance setting.",
        rationale: """
            Many people with low vision, light sensitivity or migraines read only in Dark Mode; others, with \
            astigmatism for instance, read better on a light background. `.preferredColorScheme(.light)` keeps the \
            whole window or presentation light whatever the user chose, so the app cannot claim a dark interface; \
            `.environment(\\.colorScheme, .dark)` on a window's root view draws every screen with one appearance's \
            colours.
            """,
        fix: """
            - **Case: the design only works in one appearance.** Give the colours dark variants (asset catalog \
            "Any, Dark" appearances, semantic colours such as `Color(.systemBackground)`), then remove the override.
            - **Case: the app offers an appearance choice.** Drive it from the setting: \
            `.preferredColorScheme(settings.scheme)`, where `nil` follows the system.
            """,
        limits: """
            Reports `.preferredColorScheme(.light)` anywhere in shipping code (it reaches the whole window or \
            presentation), UIKit's `overrideUserInterfaceStyle = .light`, and `.preferredColorScheme(.dark)`, \
            `.environment(\\.colorScheme, …)` or `.colorScheme(…)` with a literal scheme in the content of an \
            `App`'s scene (`WindowGroup { … }`). A scheme chosen at run time (a variable, a ternary, `nil`) is the \
            user's choice and is not reported, nor are previews and views carrying preview modifiers \
            (`.previewDisplayName`). A dark-only screen below the root (a media viewer) is a design choice the rule \
            leaves alone, and so is a subtree pinned deliberately (a dark card over a photo). Asset colours without a \
            dark variant and Info.plist's `UIUserInterfaceStyle` are not checked. Opt-in: the development corpus has \
            too few findings to measure its precision.
            """,
        isOptIn: true,
        triggeringExamples: ForcedAppearanceRule.triggeringExamples,
        nonTriggeringExamples: ForcedAppearanceRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            guard let pinned = PinnedAppearance.pinnedScheme(id, in: tree),
                  let owner = tree[id].parent, !tree.isPreviewStyled(owner) else { continue }
            let isRoot = tree.isSceneContent(id)
            // Light anywhere takes the dark interface away; dark, or colours of a subtree, only where they reach
            // the whole app.
            guard isRoot || (pinned.reach == .presentation && pinned.scheme == PinnedAppearance.light) else { continue }
            sink.report(id, in: tree, message: Self.message(code: VisualTree.modifierSource(id, in: tree),
                                                            scheme: pinned.scheme, isRoot: isRoot))
        }
        // A UIKit override set in one branch of a switch or `if` follows a setting.
        for id in tree.nodes(.statement) where PinnedAppearance.overridesInterfaceStyleToLight(tree.text(in: tree[id].range))
            && !PinnedAppearance.followsCondition(id, in: tree) {
            sink.report(id, in: tree, message: Self.message(code: PinnedAppearance.uiKitLightOverride, scheme: PinnedAppearance.light,
                                                            isRoot: false))
        }
    }

    static func message(code: String, scheme: String, isRoot: Bool) -> String {
        let place = isRoot ? "the app's window" : "the window or presentation it is shown in"
        let who = scheme == PinnedAppearance.light ? "people who need Dark Mode" : "people who read better in Light Mode"
        return "'\(code)' pins \(place) to \(scheme == PinnedAppearance.light ? "Light" : "Dark") Mode whatever the user "
            + "chose in Settings, leaving out \(who). Remove it and give the colours both appearances, or drive it "
            + "from an appearance setting (.preferredColorScheme(settings.scheme), nil follows the system)."
    }
}
