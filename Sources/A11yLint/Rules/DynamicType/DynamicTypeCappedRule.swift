import RuleEngine

/// `.dynamicTypeSize(…)` capped below the accessibility sizes, or an environment override that pins the text size
/// (seed 004 §2.3 shows the acceptable cap, `...DynamicTypeSize.accessibility3`).
struct DynamicTypeCappedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "dynamic-type-capped", name: "Dynamic Type capped", severity: .medium, category: "dynamic-type",
        wcag: ["1.4.4"], appleAudit: "dynamicType",
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
            Only literal sizes are judged; a size held in a variable is trusted. UIKit's \
            `maximumContentSizeCategory` is not checked. macOS has no Dynamic Type.
            """,
        platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: DynamicTypeCappedRule.triggeringExamples,
        nonTriggeringExamples: DynamicTypeCappedRule.nonTriggeringExamples)

    /// `DynamicTypeSize` cases, smallest first; accessibility sizes are the ones that start with "accessibility".
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                                   "accessibility5"]
    /// `ContentSizeCategory` cases (the older `\.sizeCategory` environment value), smallest first.
    static let sizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                 "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                                 "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                                 "accessibilityExtraExtraExtraLarge"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.allIDs where tree[id].kind == .modifier {
            let item = tree[id]
            switch item.name {
            case "dynamicTypeSize":
                guard item.arguments.count == 1 else { continue }
                let text = tree.text(in: item.arguments[0].range)
                guard let verdict = Self.judgeRange(text) else { continue }
                sink.report(id, in: tree, message: Self.message(code: VisualTree.modifierSource(id, in: tree), verdict: verdict))
            case "environment":
                guard item.arguments.count == 2 else { continue }
                let key = tree.text(in: item.arguments[0].range).filter { !$0.isWhitespace }
                guard key == "\\.dynamicTypeSize" || key == "\\.sizeCategory",
                      case .member(_, let size) = item.arguments[1].value,
                      Self.dynamicTypeSizes.contains(size) || Self.sizeCategories.contains(size) else { continue }
                sink.report(id, in: tree, message: Self.message(code: VisualTree.modifierSource(id, in: tree), verdict: .pinned))
            default:
                continue
            }
        }
    }

    enum Verdict: Equatable {
        case pinned
        case capped(atMost: String)
    }

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

    /// Judges the source text of a `dynamicTypeSize` argument: a single size, `...X`, `..<X`, `A...X`, `A..<X`.
    /// nil when it reaches an accessibility size, has no upper bound, or is not literal.
    static func judgeRange(_ text: String) -> Verdict? {
        let compact = text.filter { !$0.isWhitespace && $0 != "(" && $0 != ")" }
        if let single = sizeName(compact) {
            return dynamicTypeSizes.contains(single) ? .pinned : nil
        }
        for (operatorText, isExclusive) in [("..<", true), ("...", false)] {
            guard let bound = compact.range(of: operatorText) else { continue }
            let upper = String(compact[bound.upperBound...])
            guard !upper.isEmpty, let name = sizeName(upper), let index = dynamicTypeSizes.firstIndex(of: name) else {
                return nil
            }
            let largestAllowed = isExclusive ? index - 1 : index
            guard largestAllowed >= 0, !dynamicTypeSizes[largestAllowed].hasPrefix("accessibility") else {
                return nil
            }
            return .capped(atMost: dynamicTypeSizes[largestAllowed])
        }
        return nil
    }

    /// `.large`, `DynamicTypeSize.large`, `SwiftUI.DynamicTypeSize.large` → `large`; nil otherwise.
    private static func sizeName(_ text: String) -> String? {
        var name = Substring(text)
        for prefix in ["SwiftUI.", "DynamicTypeSize", "."] where name.hasPrefix(prefix) {
            name = name.dropFirst(prefix.count)
        }
        return dynamicTypeSizes.contains(String(name)) ? String(name) : nil
    }
}
