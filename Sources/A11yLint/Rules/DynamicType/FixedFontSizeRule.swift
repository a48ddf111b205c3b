import RuleEngine

/// Literal point sizes that do not follow Dynamic Type (seed 004 §2.3; seed 002 Pattern 3).
struct FixedFontSizeRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "fixed-font-size", name: "Fixed font size", severity: .medium, category: .dynamicType,
        wcag: ["1.4.4"], appleAudit: "dynamicType",
        blocks: [NutritionLabels.largerText],
        summary: "Text is given a literal point size that does not scale with Dynamic Type.",
        rationale: """
            People with low vision raise the text size in Settings > Accessibility > Display & Text Size. Text styles \
            (`.body`, `.title`), `Font.custom(_:size:)` (which scales relative to `.body`) and sizes scaled with \
            `@ScaledMetric` or `UIFontMetrics` follow that setting; `.system(size: 15)`, \
            `Font.custom("Avenir", fixedSize: 15)` and `UIFont.systemFont(ofSize: 14)` stay the same size, so the \
            text is too small to read for exactly the people who asked for larger text.
            """,
        fix: """
            - **Case: a standard size fits.** Use a text style: `.font(.title)`, \
            `.font(.system(.title, design: .rounded, weight: .bold))`.
            - **Case: the design needs a custom size.** Scale it: \
            `@ScaledMetric(relativeTo: .title) private var nameFontSize: CGFloat = 26`, then \
            `.font(.system(size: nameFontSize, weight: .bold))`.
            - **Case: a custom typeface.** `Font.custom("Avenir", size: 17)` scales with `.body`; \
            `Font.custom("Avenir", size: 13, relativeTo: .footnote)` scales like the style it stands for.
            - **Case: UIKit.** `UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))` with \
            `adjustsFontForContentSizeCategory = true`.
            """,
        limits: """
            Only text that takes the font is reported (a `.font` on a container whose texts each set their own is \
            not, nor one on a wrapped UIKit or AppKit view, a `UIViewRepresentable` of the linted files, which draws \
            in the fonts it sets itself), and not one drawn at a literal `.opacity(0)` (a placeholder that balances a bar: nobody reads \
            it). A font that sizes images and symbols is not (nor the one-letter monogram of an \
            avatar, `Text(name.prefix(1))`, or its initials, `Text(contact.initials)`, nor an emoji or icon drawn as text, `Text(mood.emoji)`, `Text(currency.flag)` or `Text(status.icon)` (or a property every caller \
            fills with the same emoji, `iconText: "🔔"`), nor a text or button title of \
            signs alone, `Button("−")`, or of images interpolated alone, `Button("\\(Image(systemName: "xmark"))")`): \
            `Image(systemName:).font(…)`, a value named for a picture (`item.image.font(…)`, a style's `icon`), an \
            asset through a resource generator's accessor (`Assets.Images.flag.swiftUIImage`), a \
            stack, button or icon-only `Label` whose content is only images (followed through stacks, `ForEach`, \
            `if`/`else`, label closures, helper properties and functions of the same type, functions declared to \
            return `Image`, and components the project index knows draw only an image). Display sizes of 34 pt and \
            more (already twice body size) are not reported, nor is text among a `Menu`'s or a `.contextMenu`'s items (or in a component every caller \
            draws there), which the system draws in its menu font, nor are views drawn only into pictures with \
            `ImageRenderer(content:)` (also when held in a constant first, `let content = ShareCard(…)`), with the \
            rows only such a view shows. Widgets are reported: WidgetKit draws their text at the user's text size. \
            A font constant is reported where it is declared: a static one (`static let caption = \
            Font.system(size: 11)`) or a computed `Font` whose getter is one call (`var caption: Font { .system(size: \
            12) }` in a theme protocol's extension). \
            Sizes held in constants declared in another file or module are not followed (the rule stays quiet). \
            A `.font` written after another on the same view never applies to it (the one nearest the view wins: \
            `Text(name).font(.headline).font(.system(size: 10))` is a headline) and is not reported. \
            UIKit fonts are not reported in a type that uses `UIFontMetrics`, in a function that draws with a \
            `UIGraphicsPDFRenderer` or `UIGraphicsImageRenderer` (a PDF report, a thumbnail), in a type named for \
            PDF or print output (`PayslipPDFFormattingService`), nor when only their metrics or name \
            are read (`UIFont.systemFont(ofSize: 12).lineHeight`), it is made in a function named for a measurement \
            (`widthKeyword(_:)`, `updateTextEditorHeight()`), or it is handed to a function that measures text \
            (`title.widthOfString(usingFont: .systemFont(ofSize: 16))`). A font held by a property or passed as an \
            argument whose name says it sizes a glyph (`iconFont`, `fieldSymbolFont`, `glyphFont`) is not reported \
            either, nor a font constant the linted files apply with `.font(…)` only to views that show no text \
            (`Theme.Fonts.replyGlyph` on a symbol, in any file), nor the fallback of a named font that is reported itself (`UIFont(name: "Avenir", size: 12) ?? \
            .systemFont(ofSize: 12)` is one finding). macOS has no Dynamic Type: the rule \
            applies to iOS, iPadOS, watchOS and visionOS.
            """,
        platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: FixedFontSizeRule.triggeringExamples,
        nonTriggeringExamples: FixedFontSizeRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        let content = VisualTextContent(context)
        lazy var uses = fontUses(in: tree)
        for id in tree.nodes(.modifier, .call, .property) {
            switch tree[id].kind {
            case .modifier:
                // `.font(…)`, or a font handed to a style (`.buttonStyle(.plain(font: .system(size: 11)))`): either
                // sizes what the modified view shows. The sizes first: few modifiers set one, and whether the view
                // shows text walks its content.
                // A `.font` outside another on the same view never applies to it.
                if tree[id].name == "font", let owner = tree[id].parent,
                   VisualFont.nearestFontModifier(of: owner, in: tree) != id { continue }
                let fixedSizes = fixedSizes(in: id, in: tree)
                // A text drawn at `.opacity(0)` only holds a place (balancing a bar's Cancel button): nobody reads it.
                // Text that sets its own font does not take this one.
                guard !fixedSizes.isEmpty, let owner = tree[id].parent,
                      content.mayShowText(owner, inheritingFont: true),
                      !content.isOnlyRenderedIntoImages(id), !tree.isDrawnAtZeroOpacity(owner),
                      // A menu's items are drawn by the system, in its menu font, which follows Dynamic Type.
                      !tree.isMenuContent(owner), !context.isMenuItemByEveryCaller(owner) else { continue }
                for (holder, size) in fixedSizes { report(holder, size: size, in: tree, into: &sink) }
            case .call:
                // `configuration.icon.font(…)`: a modifier written on a value; the icon is a symbol.
                if tree[id].name.hasSuffix(".icon.font") || tree[id].name == "icon.font" { continue }
                if let size = VisualFont.fixedUIKitSize(name: tree[id].name, arguments: tree[id].arguments, at: id,
                                                        in: tree),
                   !size.isDisplaySize, !VisualFont.isOnlyMeasured(id, in: tree),
                   !Self.namesGlyphFont(heldBy: id, in: tree), !Self.isFallbackOfReportedFont(id, in: tree) {
                    let code = tree.text(in: tree[id].range)
                    sink.report(id, in: tree, message: Self.uiKitMessage(code: code, size: size.text))
                }
                // Few calls are handed a font: the sizes first, then the name.
                let sizes = fixedSizes(in: id, in: tree)
                guard !sizes.isEmpty else { continue }
                // A font handed to a function that measures text (`title.widthOfString(usingFont: .systemFont(ofSize:
                // 16))`) sizes a frame; it draws no text.
                let function = tree[id].name.split(separator: ".").last.map(String.init) ?? ""
                if VisualFont.namesTextMeasurement(function) { continue }
                for (holder, size) in sizes { report(holder, size: size, in: tree, into: &sink) }
            case .property:
                guard case .property(let info)? = tree[id].decl,
                      let initializer = VisualFont.value(ofConstant: id, in: tree),
                      let size = VisualFont.fixedSize(ofFont: initializer, at: id, in: tree), !size.isDisplaySize,
                      // The UIKit initialiser is a call of its own, reported where it is written.
                      !VisualFont.isUIKitFontCall(initializer), !Self.namesGlyphFont(tree[id].name),
                      !sizesOnlyGlyphs(fontNamed: tree[id].name, uses: uses, content: content),
                      !context.index.fontSizesOnlyGlyphs(named: tree[id].name),
                      !Self.isNeverNamed(constant: id, in: context) else { continue }
                sink.report(id, in: tree, message: Self.message(code: tree[id].name, size: size.text))
            default:
                continue
            }
        }
    }

    /// A static font constant of an app's type scale that no code names (`StreakTypography.titleSmall` when only
    /// `bodySmall` is used): it sizes no text.
    static func isNeverNamed(constant id: NodeID, in context: LintContext) -> Bool {
        context.index.fontConstantIsNamedOnlyInOneFile(context.tree[id].name)
            && !context.tree.isNamedOutside(id)
    }

    private func report(_ holder: Argument, size: VisualFont.FixedSize, in tree: ViewTree, into sink: inout FindingSink) {
        if let label = holder.label, Self.namesGlyphFont(label) { return }
        sink.report(holder.range, message: Self.message(code: tree.text(in: holder.range), size: size.text))
    }

    /// The first fixed size each argument of a call or modifier sets, with the argument that holds it; sizes meant
    /// for display text are left out.
    private func fixedSizes(in id: NodeID, in tree: ViewTree) -> [(Argument, VisualFont.FixedSize)] {
        var sizes: [(Argument, VisualFont.FixedSize)] = []
        for argument in tree[id].arguments {
            // Only a call (`.system(size: 24)`, `.custom("A", fixedSize: 17).weight(.bold)`) sets a size.
            switch argument.value {
            case .call, .member(base: .some, name: _): break
            default: continue
            }
            // A view passed as an argument (`.overlay(Image(systemName: "checkmark").font(.system(size: 15)))`) is
            // a node of its own: its fonts are judged on the view they size, not on the view this modifies.
            if tree.children(of: id).contains(where: { child in
                tree[child].kind != .modifier && argument.range.contains(tree[child].range.lowerBound)
            }) { continue }
            for call in VisualTree.calls(in: argument.value, holder: argument) {
                guard let size = VisualFont.fixedSize(of: call.callee, call.arguments, outer: call.outer, at: id,
                                                      in: tree),
                      let holder = call.holder else { continue }
                if !size.isDisplaySize { sizes.append((holder, size)) }
                break
            }
        }
        return sizes
    }

    /// `UIFont(name: "Helvetica Bold", size: 14) ?? .systemFont(ofSize: 14)`: the fallback of a named font of a fixed
    /// size, which is reported itself; the fallback is the same finding again, for a font that is nearly always there.
    static func isFallbackOfReportedFont(_ call: NodeID, in tree: ViewTree) -> Bool {
        guard let parent = tree.parent(of: call) else { return false }
        let siblings = tree.children(of: parent)
        guard let position = siblings.firstIndex(of: call), position > 0 else { return false }
        let previous = siblings[position - 1]
        guard tree[previous].kind == .call,
              VisualFont.fixedUIKitSize(name: tree[previous].name, arguments: tree[previous].arguments, at: previous,
                                        in: tree) != nil else { return false }
        let between = tree.text(in: tree[previous].range.upperBound..<tree[call].range.lowerBound)
        return between.filter { !$0.isWhitespace } == "??"
    }

    /// Whether the property a font initialiser is assigned to is named for a glyph's font
    /// (`var fieldListIconFont = UIFont.systemFont(ofSize: 19)`).
    static func namesGlyphFont(heldBy call: NodeID, in tree: ViewTree) -> Bool {
        guard let holder = tree.parent(of: call), tree[holder].kind == .property else { return false }
        return namesGlyphFont(tree[holder].name)
    }

    /// A name whose last words are a glyph's and "font" (`iconFont`, `toolbarSymbolFont`): the font sizes an icon,
    /// which Dynamic Type does not ask to scale like text.
    static func namesGlyphFont(_ name: String) -> Bool {
        let words = TraitText.words(of: name)
        guard words.count >= 2, words[words.count - 1] == "font" else { return false }
        return ["icon", "symbol", "glyph"].contains(words[words.count - 2])
    }

    /// A font constant that this file applies (`.font(iconFont)`) only to images and symbols. `uses` lists the views
    /// each name is applied to with `.font(name)` (`fontUses(in:)`).
    private func sizesOnlyGlyphs(fontNamed name: String, uses: [String: [NodeID]], content: VisualTextContent) -> Bool {
        guard let owners = uses[name], !owners.isEmpty else { return false }
        return owners.allSatisfy { !content.mayShowText($0) }
    }

    /// The views each font constant is applied to (`.font(captionFont)`, `.font(Theme.caption)`), by name.
    private func fontUses(in tree: ViewTree) -> [String: [NodeID]] {
        var uses: [String: [NodeID]] = [:]
        for id in tree.modifierUses(.font) {
            guard let owner = tree[id].parent, let applied = VisualFont.constant(appliedBy: id, in: tree) else { continue }
            uses[applied.name, default: []].append(owner)
        }
        return uses
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
}
