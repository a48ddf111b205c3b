import RuleEngine
import SwiftLexer

struct DeprecatedAccessibilityModifierRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "deprecated-accessibility-modifier", name: "Deprecated accessibility modifier", severity: .low,
        category: .apiHygiene, kind: .hygiene, wcag: [], appleAudit: nil,
        summary: "Flags the deprecated `.accessibility(label:)` family of modifiers and offers a safe rewrite to the specific modifier.",
        rationale: """
        SwiftUI 2 (iOS 14, macOS 11) replaced the single `.accessibility(…)` modifier with specific ones: \
        `.accessibilityLabel(_:)`, `.accessibilityHint(_:)`, `.accessibilityValue(_:)` and so on. The old forms \
        are deprecated, cannot take a plain string, and are invisible to tools (and reviewers) looking for the \
        current names, so a label written the old way is easy to miss or to duplicate. The new forms also accept \
        `String` and `LocalizedStringKey`, so the `Text(…)` wrapper becomes optional.

        Nobody using the app is affected: VoiceOver speaks a label set with `.accessibility(label:)` exactly as one \
        set with `.accessibilityLabel(_:)`. This is a **hygiene** finding: the Markdown audit leaves it out of its \
        counts and its assessment and lists it briefly at the end, and JSON and SARIF mark it `"kind": "hygiene"`.
        """,
        fix: """
        - **Case: any of the eight forms.** Run `a11y-lint --fix`, or rewrite by hand: \
        `.accessibility(label: x)` → `.accessibilityLabel(x)`, `(hint:)` → `.accessibilityHint`, \
        `(value:)` → `.accessibilityValue`, `(hidden:)` → `.accessibilityHidden`, `(identifier:)` → \
        `.accessibilityIdentifier`, `(addTraits:)` → `.accessibilityAddTraits`, `(removeTraits:)` → \
        `.accessibilityRemoveTraits`, `(sortPriority:)` → `.accessibilitySortPriority`. The argument is kept as \
        written, so `Text("Delete")` stays a `Text` (which the new modifiers accept).

        **Fix safety:** the fix is safe: each new modifier takes the same argument type as the old form. It is \
        not offered when a comment sits between `accessibility` and the argument's value, so no comment is lost.
        """,
        limits: """
        Only `.accessibility(…)` calls with exactly one of the eight argument labels above are reported. A method \
        of your own named `accessibility(label:)` would be reported too; suppress the finding in that case.
        """,
        isFixable: true,
        triggeringExamples: DeprecatedAccessibilityModifierRule.triggeringExamples,
        nonTriggeringExamples: DeprecatedAccessibilityModifierRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        let deprecated = SwiftUIModifier.deprecatedAccessibility.rawValue
        for id in tree.modifierUses(named: deprecated) {
            let node = tree[id]
            guard node.arguments.count == 1, let label = node.arguments[0].label,
                  let replacement = SwiftUIModifier.replacingDeprecatedArgument[label]?.rawValue else { continue }
            let fix = Self.fix(modifier: node, label: label, replacement: replacement, source: tree.source)
            sink.report(id, in: tree, message: Self.message(label: label, replacement: replacement), fix: fix)
        }
    }

    static func message(label: String, replacement: String) -> String {
        ".accessibility(\(label):) is deprecated since iOS 14 (code hygiene: VoiceOver reads it exactly like "
            + ".\(replacement)(_:), which also accepts a plain string). Replace it with .\(replacement)(…)."
    }

    /// One edit from `accessibility` up to the argument's value: `accessibility(label: ` → `accessibilityLabel(`.
    /// nil when the tokens are not exactly `accessibility ( label :` or a comment sits between them.
    static func fix(modifier: Node, label: String, replacement: String, source: LexedSource) -> Fix? {
        let tokens = source.tokens
        guard let nameIndex = tokenIndex(startingAt: modifier.nameRange.lowerBound, in: tokens),
              nameIndex + 4 < tokens.count else { return nil }
        let open = tokens[nameIndex + 1], labelToken = tokens[nameIndex + 2], colon = tokens[nameIndex + 3]
        let value = tokens[nameIndex + 4]
        guard open.kind == .leftParen, labelToken.kind == .identifier || labelToken.kind == .keyword,
              source.text(of: labelToken) == label, colon.kind == .colon else { return nil }
        let editRange = modifier.nameRange.lowerBound..<value.textStart
        let betweenTokens = [tokens[nameIndex].textEnd..<open.textStart, open.textEnd..<labelToken.textStart,
                             labelToken.textEnd..<colon.textStart, colon.textEnd..<value.textStart]
        let onlyWhitespace = betweenTokens.allSatisfy { range in
            source.bytes[range].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        }
        guard onlyWhitespace else { return nil }
        return Fix(title: "Replace .accessibility(\(label):) with .\(replacement)(_:)", isSafe: true,
                   edits: [TextEdit(range: editRange, replacement: replacement + "(")])
    }

    /// The index of the token whose text starts at `offset`, by binary search.
    static func tokenIndex(startingAt offset: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let start = tokens[middle].textStart
            if start == offset, tokens[middle].textLength > 0 { return middle }
            if start < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }
}
