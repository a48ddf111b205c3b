import RuleEngine

/// Literal point sizes that do not follow Dynamic Type (seed 004 §2.3; seed 002 Pattern 3).
struct FixedFontSizeRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "fixed-font-size", name: "Fixed font size", severity: .medium, category: "dynamic-type",
        wcag: ["1.4.4"], appleAudit: "dynamicType",
        summary: "A font is created with a literal point size that does not scale with Dynamic Type.",
        rationale: """
            People with low vision raise the text size in Settings > Accessibility > Display & Text Size. Text styles \
            (`.body`, `.title`) and sizes scaled with `@ScaledMetric` or `UIFontMetrics` follow that setting; \
            `.system(size: 24)`, `Font.custom("Avenir", size: 17)` and `UIFont.systemFont(ofSize: 14)` stay the same \
            size, so the text is too small to read for exactly the people who asked for larger text.
            """,
        fix: """
            - **Case: a standard size fits.** Use a text style: `.font(.title)`, \
            `.font(.system(.title, design: .rounded, weight: .bold))`.
            - **Case: the design needs a custom size.** Scale it: \
            `@ScaledMetric(relativeTo: .largeTitle) private var heroFontSize: CGFloat = 56`, then \
            `.font(.system(size: heroFontSize, weight: .bold))`.
            - **Case: a custom typeface.** `Font.custom("Avenir", size: 17, relativeTo: .body)`.
            - **Case: UIKit.** `UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))` with \
            `adjustsFontForContentSizeCategory = true`.
            """,
        limits: """
            Sizes held in constants declared in another file or module are not followed (the rule stays quiet). \
            Fixed sizes on `Image` (symbol sizing) are not reported. UIKit fonts are not reported in a type that \
            uses `UIFontMetrics`. macOS has no Dynamic Type: the rule applies to iOS, iPadOS, watchOS and visionOS.
            """,
        platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: FixedFontSizeRule.triggeringExamples,
        nonTriggeringExamples: FixedFontSizeRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.allIDs where [.modifier, .call, .property].contains(tree[id].kind) {
            let item = tree[id]
            switch item.kind {
            case .modifier:
                if item.name == "font", let owner = item.parent, !mayShowText(owner, in: tree) { continue }
                checkArguments(of: id, in: tree, into: &sink)
            case .call:
                // `configuration.icon.font(…)`: a modifier written on a value; the icon is a symbol.
                if item.name.hasSuffix(".icon.font") || item.name == "icon.font" { continue }
                if let size = fixedUIKitSize(name: item.name, arguments: item.arguments, at: id, in: tree) {
                    sink.report(id, in: tree, message: Self.uiKitMessage(code: tree.text(in: item.range), size: size))
                }
                checkArguments(of: id, in: tree, into: &sink)
            case .property:
                guard case .property(let info)? = item.decl, let initializer = info.initializer else { continue }
                for call in VisualTree.calls(in: initializer) {
                    guard let size = fixedSize(of: call.callee, call.arguments, outer: call.outer, at: id, in: tree)
                    else { continue }
                    sink.report(id, in: tree, message: Self.message(code: item.name, size: size))
                    break
                }
            default:
                continue
            }
        }
    }

    private func checkArguments(of id: NodeID, in tree: ViewTree, into sink: inout FindingSink) {
        for argument in tree[id].arguments {
            // Only a call (`.system(size: 24)`, `.custom("A", size: 17).weight(.bold)`) sets a size.
            switch argument.value {
            case .call, .member(base: .some, name: _): break
            default: continue
            }
            for call in VisualTree.calls(in: argument.value, holder: argument) {
                guard let size = fixedSize(of: call.callee, call.arguments, outer: call.outer, at: id, in: tree),
                      let holder = call.holder else { continue }
                sink.report(holder.range, message: Self.message(code: tree.text(in: holder.range), size: size))
                break
            }
        }
    }

    static func message(code: String, size: String) -> String {
        """
        '\(code)' sets a fixed \(size) pt font that ignores the user's Dynamic Type setting, so the text stays small \
        for people who need it larger. Use a text style (.font(.title)), Font.custom(_:size:relativeTo:), or a size \
        from @ScaledMetric.
        """
    }

    static func uiKitMessage(code: String, size: String) -> String {
        """
        '\(code)' creates a fixed \(size) pt UIFont that ignores the user's Dynamic Type setting. Scale it with \
        UIFontMetrics(forTextStyle:).scaledFont(for:) and set adjustsFontForContentSizeCategory, or use \
        UIFont.preferredFont(forTextStyle:).
        """
    }

    /// The literal size of a SwiftUI or UIKit font expression that does not scale, as written; nil otherwise.
    private func fixedSize(of callee: Expr, _ arguments: [Argument], outer: [Expr], at id: NodeID,
                           in tree: ViewTree) -> String? {
        if let name = VisualTree.dottedName(callee) {
            if let size = fixedUIKitSize(name: name, arguments: arguments, outer: outer, at: id, in: tree) { return size }
        }
        guard let last = VisualTree.lastName(callee) else { return nil }
        if case .member(let base, _) = callee, let base, VisualTree.dottedName(base) != "Font" { return nil }
        switch last {
        case "system":
            return literalSize(VisualTree.argument("size", of: arguments), at: id, in: tree)
        case "custom":
            if VisualTree.argument("relativeTo", of: arguments) != nil { return nil }
            // `Font.custom(_ name: String, …)`; an app's own overload (`.custom(.brandMedium, size:)`) may scale.
            switch VisualTree.argument(nil, of: arguments)?.value {
            case .string?, .identifier?: break
            default: return nil
            }
            return literalSize(VisualTree.argument("size", of: arguments) ?? VisualTree.argument("fixedSize", of: arguments),
                               at: id, in: tree)
        default:
            return nil
        }
    }

    static let uiKitFixedFonts: Set<String> = [
        "UIFont.systemFont", "UIFont.boldSystemFont", "UIFont.italicSystemFont", "UIFont.monospacedSystemFont",
        "UIFont.monospacedDigitSystemFont", ".systemFont", ".boldSystemFont", ".italicSystemFont",
        ".monospacedSystemFont", ".monospacedDigitSystemFont", "UIFont",
    ]

    private func fixedUIKitSize(name: String, arguments: [Argument], outer: [Expr] = [], at id: NodeID,
                                in tree: ViewTree) -> String? {
        guard Self.uiKitFixedFonts.contains(name) else { return nil }
        // `UIFontMetrics(…).scaledFont(for: .systemFont(ofSize: 17))`, here or anywhere in the type.
        if outer.contains(where: { VisualTree.lastName($0) == "scaledFont" }) { return nil }
        let scope = tree.declaringType(of: id).map { tree[$0].range } ?? tree[tree.root].range
        if VisualTree.containsIdentifier("UIFontMetrics", in: scope, of: tree.source) { return nil }
        return literalSize(VisualTree.argument(name == "UIFont" ? "size" : "ofSize", of: arguments), at: id, in: tree)
    }

    /// The size argument when it is a literal, or a constant of this type/file that is not `@ScaledMetric`.
    /// Sizes below 6 pt are placeholders (`UIFont(name:size: 1)` picks a family; size 0 keeps the descriptor's).
    private func literalSize(_ argument: Argument?, at id: NodeID, in tree: ViewTree) -> String? {
        guard let argument else { return nil }
        let literal: Expr?
        switch argument.value {
        case .number: literal = argument.value
        case .identifier(let name): literal = VisualTree.literalInitialiser(of: name, visibleFrom: id, in: tree)
        default: literal = nil
        }
        guard case .number(let size, let text)? = literal, size >= 6 else { return nil }
        return text
    }

    /// Views that show no text of their own.
    static let textlessViews: Set<String> = ["Image", "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle",
                                             "Capsule", "Ellipse", "ProgressView", "EmptyView"]
    static let transparentContainers: Set<String> = ["HStack", "VStack", "ZStack", "Group", "ForEach", "LazyHStack",
                                                     "LazyVStack", "Button", "Link", "Menu", "NavigationLink"]

    /// Whether a `.font` on `owner` can reach text: false for symbol images (`Image`, a label style's `icon`),
    /// a literal made only of emoji or symbols, and stacks of those; true when unsure (custom views).
    private func mayShowText(_ owner: NodeID, in tree: ViewTree) -> Bool {
        var stack = [owner]
        while let node = stack.popLast() {
            let item = tree[node]
            switch item.kind {
            case .call, .reference:
                if Self.textlessViews.contains(item.name) || item.name == "icon" || item.name.hasSuffix(".icon") {
                    continue
                }
                if item.name == "Text", case .string(let literal)? = item.arguments.first?.value, !literal.isInterpolated,
                   !literal.text.contains(where: { $0.isLetter || $0.isNumber }) {
                    continue
                }
                guard Self.transparentContainers.contains(item.name), !hasStringTitle(item) else { return true }
                stack.append(contentsOf: tree.closures(of: node).filter { tree.isLabelPart($0, of: node) })
            case .closure, .conditional, .branch, .ifConfig, .ifConfigBranch, .switchStatement, .ternary:
                stack.append(contentsOf: tree.children(of: node))
            case .modifier:
                continue
            default:
                return true
            }
        }
        return false
    }

    private func hasStringTitle(_ item: Node) -> Bool {
        guard let first = item.arguments.first, first.label == nil else { return false }
        if case .string = first.value { return true }
        return item.name != "ForEach"
    }
}
