import RuleEngine

/// Text that cannot grow with Dynamic Type: a single line with no scaling, or a fixed literal height (seed 002
/// Pitfall 1).
struct TextClippingRiskRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "text-clipping-risk", name: "Text clipping risk", severity: .low, category: .dynamicType,
        wcag: ["1.4.4", "1.4.10"], appleAudit: "textClipped",
        blocks: [NutritionLabels.largerText],
        summary: "Text is limited to one line without a minimum scale factor, or sits in a fixed literal height.",
        rationale: """
            At the largest text sizes a label that must fit on one line is truncated with an ellipsis, and text in a \
            frame of fixed height is cut off. People who enlarge text lose exactly the words they enlarged.
            """,
        fix: """
            - **Case: the text may wrap.** Remove `.lineLimit(1)`, or allow more lines (`.lineLimit(2...)`).
            - **Case: it must stay on one line** (a title in a compact row): add `.minimumScaleFactor(0.8)` as a \
            last resort, or choose truncation deliberately with `.truncationMode(.tail)`.
            - **Case: a fixed height.** Use `.frame(minHeight: 44)` so the container grows with its text, or scale \
            the height with `@ScaledMetric`.
            """,
        limits: """
            Only text that can lose words is reported. Text whose font is fixed (`.system(size:)`, \
            `.dynamicTypeSize(.large)`, or a size worked out from the type's own constants, `.system(size: \
            rowSize - 1)`, or from an app's table of constants, `.system(size: FontSize.normal.rawValue)`, \
            `CGFloat(.normal)`, in a type with no `@ScaledMetric`, an app's font constant every declaration of which in the linted files is \
            fixed, `.font(.appBody)` with `static let appBody = Font.system(size: 14)` in an `extension Font`, or \
            `.font(theme.caption)` with `var caption: Font { .system(size: 12) }` in a theme protocol's extension, \
            `.font(fonts.m_14)` with `let m_14 = Font.system(size: 14)` in a struct of fonts, a font a resource \
            generator's accessor makes (`FontFamily.Pretendard.bold.swiftUIFont(size: 16)`, directly, as such a \
            constant or handed back by a function of `extension Font`: Tuist's accessor, written at build time, makes \
            a UIFont of one size; one the linted files declare with `.custom(_:size:)` outside a clause for the Mac \
            alone, SwiftGen's, scales), an app's typography modifier whose body, \
            or a modifier it calls or applies, sets a font of one size or one such accessor makes, whatever size it \
            is given (`.pretendard(style: .title4)` applying a `ViewModifier` that sets \
            `weight.font.swiftUIFont(size: size)`; `.subtitle5()` calling `applyFont(fontSize: 16)`, which sets \
            `Font(UIFont(name: name, size: fontSize))`; `.font(weight: .medium, semantic: .caption)` applying a \
            `ViewModifier` that does), or a text in a component that sets no font while \
            every caller in the linted files gives the component a fixed one) does not grow, so it clips no more \
            than it already does; a short literal \
            label (12 characters or fewer) fits on one line, also when it is a property every caller in the linted files \
            fills with the same such literal (`Menubar(title: "Jobs")`, its only use), and so does an emoji, an icon drawn as text or a currency's sign \
            (`Text(mood.emoji)`, `Text(status.icon)`, `Text(Locale.current.currencySymbol ?? "$")`), a symbol drawn as text \
            (`Text(isEditing ? Image(systemName: "checkmark") : Image(systemName: "pencil"))`), and a number, date or time: a value printed \
            with a number or date format or a date style (`Text(total, format: .number)`, `Text(date, style: \
            .date)`, `total.formatted()`), `String(count)`, a literal made only of interpolated values declared as \
            numbers (`"\\(points)"` of an `Int`) or printed with a number format, with at most a unit of a few \
            letters (`"\\(gain, specifier: "%.1f") dB"`), the index of a `ForEach` over a range (`0..<count`, \
            `items.indices`), a value whose name ends in count, date, time, duration, size or version \
            (`Text(deathDate)`, `Text(app.version)`), or a function named for formatting one \
            (`Text(formatStorageSize(item.totalSize))`), in a `Text` or as a `Label`'s title. Under a line limit, \
            a formatter object's output (`numberFormatter.string(from: total)`) and an abbreviation \
            (`unit.abbreviation`) are short values too (a fixed height cuts them at a large enough size), and fixed \
            UI text is a short label: a literal of four words or fewer, a key of the app's strings file (`L10n.emptyTitle`, \
            `NSLocalizedString(key, comment: "")`), a ternary of such literals, a computed property of the file that \
            yields only such literals (an enum's `displayName` switching over its cases), or a count phrase of short values \
            with at most three words (`"\\(reviewCount) reviews"`, `L10n.podcastCount(n)`), also when unwrapped \
            first (`if let subscribers = channel.subscriberCount`); text drawn from data \
            (a name or title in a variable or model property) is still reported, and so is any text in a fixed \
            height, which cuts a short line as well as a long one. Text in a horizontal `ScrollView` is given all \
            the width it asks for. A limit or height on a stack is reported when any text in it is at risk, a \
            height only for text that no fixed height nearer to it holds (that nearer frame is reported). Custom \
            components are not followed; a fixed height \
            around a `ScrollView` or `List` is not reported, nor is anything inside `ViewThatFits`, a `Menu`, a \
            toolbar, a context menu or the options of a `Picker` the system draws (a menu, the default style, or \
            segments; not a wheel, inline or navigation-link picker, whose options are views), nor the branch of a layout chosen on the text size that is drawn only below \
            a threshold (the `else` of `if dynamicTypeSize >= .accessibility1`, also through a computed \
            `needsVerticalLayout`, or an `AnyLayout` chosen on the size). A fixed height on a text that holds it at \
            the largest accessibility size (its text style's AX5 line height, twice unless it is limited to one \
            line) is not reported, nor one that holds a one-word title (`String(localized: "player.comments")`, \
            `isFirstStep ? "Cancel" : "Back"`, `isFollowing ? NSLocalizedString("unfollow", comment: "") : …`) or a \
            name's initials (`String(name.prefix(1))`, a value named `userInitials`) at the default \
            size, on it or on a stack around it (an app's font of unknown size counts at the tallest text style's line, \
            and a property every caller fills with a one-word literal, `PopUp(confirmTitle: "Delete")`, is one word, \
            when the height is on the text itself): one word does not wrap, and its line overflows the frame whole. A non-literal line limit or height is trusted. A skeleton shown while rows load (a view redacted with \
            `.redacted(reason: .placeholder)`, or named for a skeleton, placeholder or shimmer, or for a loading row \
            or card, `EventLoadingCard`) holds dummy words and is not reported.
            """,
        platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: TextClippingRiskRule.triggeringExamples,
        nonTriggeringExamples: TextClippingRiskRule.nonTriggeringExamples)

    /// Modifiers that make the clipping a deliberate, handled choice (or invisible: `.hidden()` spacers).
    static let handlingModifiers: Set<String> = ["minimumScaleFactor", "truncationMode", "fixedSize", "hidden"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            guard let owner = tree[id].parent else { continue }
            switch tree[id].name {
            case "lineLimit":
                guard case .number(1, _)? = tree[id].arguments.first?.value,
                      textAtRisk(under: owner, in: context, limitsLines: true) != nil else { continue }
                sink.report(id, in: tree, message: Self.lineLimitMessage(code: VisualTree.modifierSource(id, in: tree)))
            case "frame":
                guard case .number(let points, let height)? = tree.argument("height", of: id)?.value,
                      textAtRisk(under: owner, in: context, skippingNearerHeights: true, height: points) != nil,
                      !fitsAtLargestSize(points, owner: owner, in: context) else { continue }
                sink.report(id, in: tree, message: Self.frameMessage(code: VisualTree.modifierSource(id, in: tree),
                                                                     height: height))
            default:
                continue
            }
        }
    }

    static func lineLimitMessage(code: String) -> String {
        """
        Text limited by '\(code)' has no minimum scale factor; at large Dynamic Type sizes it is truncated and the \
        rest is lost. Let it wrap, or add .minimumScaleFactor(0.8) or an explicit .truncationMode.
        """
    }

    static func frameMessage(code: String, height: String) -> String {
        """
        Text sits in a fixed \(height) pt height ('\(code)'); at large Dynamic Type sizes it is clipped. Use \
        .frame(minHeight: \(height)) so the view grows with its text, or scale the height with @ScaledMetric.
        """
    }

    /// The first text a limit or frame on `owner` reaches (`owner` itself, or a text laid out inside it) that could
    /// lose words: one that grows with Dynamic Type, says more than a short label or number, and is not laid out
    /// in a horizontal scroll view (which never narrows it). nil when none can. `skippingNearerHeights` passes over
    /// a text that a fixed height nearer to it holds: that frame is the one that clips it.
    private func textAtRisk(under owner: NodeID, in context: LintContext, limitsLines: Bool = false,
                            skippingNearerHeights: Bool = false, height: Double? = nil) -> NodeID? {
        let tree = context.tree
        guard tree[owner].kind == .call, !isHandled(owner, in: tree), !isInHorizontalScrollView(owner, in: tree)
        else { return nil }
        for text in texts(under: owner, in: tree) {
            if text != owner, isHandled(text, in: tree) { continue }
            if skippingNearerHeights, hasFixedHeight(between: text, and: owner, in: tree) { continue }
            if let height, holdsOneWord(height, text: text, in: context, isFramedItself: text == owner) { continue }
            if VisualFont.textDoesNotScale(text, in: tree, fixedFontModifiers: context.index.fixedFontModifiers,
                                           generatedAccessorsAreFixed: context.index.generatedFontAccessorsAreFixed) {
                continue
            }
            // A skeleton's dummy words stand in for rows still loading: cutting them loses nothing.
            if VisualTree.isLoadingPlaceholder(text, in: tree) { continue }
            // A symbol drawn as text (`Text(isEditing ? Image(systemName: "checkmark") : …)`) has no words to lose.
            if let first = tree[text].arguments.first, first.label == nil,
               VisualTextContent.showsOnlyImages(first, in: tree) { continue }
            // An app's font token declared in another file with a fixed size (`.font(.appBody)`).
            if let font = tree.effectiveModifiers(of: text).first(where: { tree[$0].name == "font" }),
               context.index.appliesFixedFontConstant(font, in: tree) { continue }
            // A line limit cuts only what is wider than the row; a fixed height cuts a short line as well.
            if limitsLines ? VisualTextContent.isShortLabel(text, in: tree)
                : VisualTextContent.isShortText(text, in: tree, formattedValues: false) {
                continue
            }
            // A property every caller fills with the same short literal (`Menubar(title: "Jobs")`). Callers
            // filling it with different words are a row of labels: judges found those cut at the largest sizes.
            if let first = tree[text].arguments.first, first.label == nil,
               let constants = context.index.constantStrings(first.value, at: text, in: tree, path: context.path),
               constants.count == 1, let constant = constants.first,
               constant.count <= VisualTextContent.shortLabelLength {
                continue
            }
            // A text that sets no font of its own takes its callers' fixed size (project index).
            if context.isGivenFixedFontByEveryCaller(text),
               !tree.effectiveModifiers(of: text).contains(where: { tree[$0].name == "font" }) {
                continue
            }
            return text
        }
        return nil
    }

    /// Whether `text`, or a view between it and `owner`, has a frame of literal height of its own.
    private func hasFixedHeight(between text: NodeID, and owner: NodeID, in tree: ViewTree) -> Bool {
        var current: NodeID? = text
        while let node = current, node != owner {
            let hasHeight = tree[node].kind == .call && tree.modifiers(named: "frame", of: node).contains { frame in
                if case .number? = tree.argument("height", of: frame)?.value { return true }
                return false
            }
            if hasHeight { return true }
            current = tree.parent(of: node)
        }
        return false
    }

    /// A height on a text that holds it at the largest accessibility size: one line when it is limited to one,
    /// else two (a text free to wrap may need a second line), of its style's line height at AX5. A height on a
    /// stack is shared with whatever else the stack draws, so it is not judged.
    private func fitsAtLargestSize(_ height: Double, owner text: NodeID, in context: LintContext) -> Bool {
        let tree = context.tree
        guard SwiftUIVocabulary.textViews.contains(tree[text].name) else { return false }
        if holdsOneWord(height, text: text, in: context, isFramedItself: true) { return true }
        guard let lineHeight = VisualFont.largestLineHeight(of: text, in: tree) else { return false }
        let limits = tree.effectiveModifiers(of: text).filter { tree[$0].name == "lineLimit" }
        let isOneLine = limits.contains { if case .number(1, _)? = tree[$0].arguments.first?.value { return true }; return false }
        return height >= lineHeight * (isOneLine ? 1 : 2)
    }

    /// One word does not wrap: a height, on the text or on a stack around it, that holds its line at the default
    /// size leaves it whole, overflowing. A height on the text itself holds it too when its font is an app's
    /// font of unknown size (taken at the tallest text style's line), or when it shows a property every caller
    /// fills with a one-word literal (`PopUp(confirmTitle: "OK")`, `PopUp(confirmTitle: "Delete")`); in a stack,
    /// such words still lose their line to what the stack draws beside them.
    private func holdsOneWord(_ height: Double, text: NodeID, in context: LintContext, isFramedItself: Bool) -> Bool {
        let tree = context.tree
        guard let line = VisualFont.defaultLineHeight(of: text, in: tree)
                ?? (isFramedItself ? VisualFont.tallestDefaultLineHeight : nil), height >= line else { return false }
        if VisualTextContent.isOneWord(text, in: tree) { return true }
        guard isFramedItself, let first = tree[text].arguments.first, first.label == nil,
              let words = context.index.constantStrings(first.value, at: text, in: tree, path: context.path)
        else { return false }
        return !words.isEmpty && words.allSatisfy(VisualTextContent.isOneWord(_:))
    }

    /// `owner` when it is a text, else the texts laid out inside it, in source order.
    private func texts(under owner: NodeID, in tree: ViewTree) -> [NodeID] {
        let item = tree[owner]
        if SwiftUIVocabulary.textViews.contains(item.name) { return [owner] }
        guard SwiftUIVocabulary.inPlaceLayouts.contains(item.name) else { return [] }
        var result: [NodeID] = []
        var stack = tree.children(of: owner).filter { tree[$0].kind == .closure }.reversed() as [NodeID]
        while let node = stack.popLast() {
            let child = tree[node]
            switch child.kind {
            case .call:
                if SwiftUIVocabulary.textViews.contains(child.name) {
                    result.append(node)
                } else if SwiftUIVocabulary.inPlaceLayouts.contains(child.name) {
                    stack.append(contentsOf: tree.children(of: node).filter { tree[$0].kind == .closure }.reversed())
                }
            case .closure, .conditional, .branch, .ifConfig, .ifConfigBranch, .switchStatement, .ternary:
                stack.append(contentsOf: tree.children(of: node).reversed())
            default:
                continue
            }
        }
        return result
    }

    /// Inside `ScrollView(.horizontal)` a text is given all the width it asks for: one line never truncates.
    private func isInHorizontalScrollView(_ id: NodeID, in tree: ViewTree) -> Bool {
        VisualTree.enclosingViews(of: id, in: tree).contains { view in
            guard tree[view].name == "ScrollView", let axes = tree[view].arguments.first, axes.label == nil else {
                return false
            }
            if case .member(nil, "horizontal") = axes.value { return true }
            return false
        }
    }

    /// A minimum scale factor, truncation mode or fixed size on the view or around it, a `ViewThatFits` that
    /// picks another layout when this one does not fit, a branch drawn only at the smaller text sizes, or
    /// system-drawn menu and toolbar content.
    private func isHandled(_ view: NodeID, in tree: ViewTree) -> Bool {
        if tree.effectiveModifiers(of: view).contains(where: { Self.handlingModifiers.contains(tree[$0].name) }) {
            return true
        }
        // Menu items and toolbar items are laid out by the system, which ignores these frames.
        if tree.ancestors(of: view).contains(where: {
            tree[$0].kind == .modifier && ["toolbar", "contextMenu"].contains(tree[$0].name)
        }) {
            return true
        }
        if DynamicTypeLayouts.isReplacedAtLargeSizes(view, in: tree) || tree.isInSystemDrawnPickerOption(view) {
            return true
        }
        return VisualTree.enclosingViews(of: view, in: tree).contains {
            ["ViewThatFits", "Menu"].contains(tree[$0].name)
        }
    }
}
