import RuleEngine

/// `.dynamicTypeSize(…)` capped below the accessibility sizes, or an environment override that pins the text size
/// (seed 004 §2.3 shows the acceptable cap, `...DynamicTypeSize.accessibility3`).
struct DynamicTypeCappedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "dynamic-type-capped", name: "Dynamic Type capped", severity: .medium, category: .dynamicType,
        wcag: ["1.4.4"], appleAudit: "dynamicType",
        blocks: [NutritionLabels.largerText],
        summary: "Dynamic Type is capped below the accessibility text sizes, or pinned to one size.",
        rationale: """
            The five accessibility text sizes (AX1–AX5) exist for people with low vision. \
            `.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` stops the text growing before any of them, and \
            `.dynamicTypeSize(.large)` or `.environment(\\.dynamicTypeSize, .large)` ignores the setting altogether, \
            so the people who need large text the most get the default size.
            """,
        fix: """
            - **Case: the layout breaks at huge sizes.** Fix the layout (`ViewThatFits`, a vertical stack at \
            accessibility sizes via `dynamicTypeSize.isAccessibilitySize`), then remove the cap.
            - **Case: a cap is truly needed** (a compact badge): cap inside the accessibility range, e.g. \
            `.dynamicTypeSize(...DynamicTypeSize.accessibility3)`, and offer the content at full size elsewhere \
            (`.accessibilityShowsLargeContentViewer()`).
            """,
        limits: """
            Only literal sizes are judged; a size held in a variable is trusted. A cap on display text (a font of \
            34 pt or more, or `.largeTitle`, set on the capped view) is not reported: capped at even `.large` it is \
            twice body size. A size pinned or capped on views \
            that show only images and symbols (an action bar's icons, an icon-only button, a function declared to \
            return `Image`, the one-letter monogram of an avatar, `Text(name.prefix(1))`, or its initials, `Text(contact.initials)`) is not reported: it keeps \
            icons in proportion and pins no text. UIKit's \
            `maximumContentSizeCategory` is not checked. macOS has no Dynamic Type.
            """,
        platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: DynamicTypeCappedRule.triggeringExamples,
        nonTriggeringExamples: DynamicTypeCappedRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        let content = VisualTextContent(context)
        for id in tree.nodes(.modifier) {
            let item = tree[id]
            let verdict: Verdict
            switch item.name {
            case "dynamicTypeSize":
                guard item.arguments.count == 1,
                      let judged = DynamicTypeSizes.judge(tree.text(in: item.arguments[0].range)) else { continue }
                verdict = judged
            case "environment":
                guard item.arguments.count == 2 else { continue }
                let key = tree.text(in: item.arguments[0].range).filter { !$0.isWhitespace }
                guard key == "\\.dynamicTypeSize" || key == "\\.sizeCategory",
                      case .member(_, let size) = item.arguments[1].value,
                      DynamicTypeSizes.dynamicTypeSizes.contains(size) || DynamicTypeSizes.sizeCategories.contains(size)
                else { continue }
                verdict = .pinned
            default:
                continue
            }
            // A size pinned on symbols keeps icons in proportion; it is text that must grow.
            guard let owner = item.parent, content.mayShowText(owner) else { continue }
            // Display text capped below the accessibility sizes is still larger than body text at its largest.
            if case .capped = verdict, VisualFont.setsDisplaySize(on: owner, in: tree) { continue }
            let code = VisualTree.modifierSource(id, in: tree)
            sink.report(id, in: tree, message: Self.message(code: code, verdict: verdict))
        }
    }

    typealias Verdict = DynamicTypeSizes.Verdict

    static func message(code: String, verdict: Verdict) -> String {
        switch verdict {
        case .pinned:
            return """
                '\(code)' pins the text to one size, ignoring the user's Dynamic Type setting. Remove the override \
                and let the layout adapt (ViewThatFits, stacks that reflow at accessibility sizes).
                """
        case .capped(let largest):
            return """
                '\(code)' caps Dynamic Type at \(largest), below the accessibility sizes people with low vision use. \
                Remove the cap or allow at least DynamicTypeSize.accessibility1 (e.g. ...DynamicTypeSize.accessibility3).
                """
        }
    }
}
