import RuleEngine

/// Font expressions and whether the text they set follows Dynamic Type, for `fixed-font-size` and
/// `text-clipping-risk`.
///
/// Scales: text styles (`.body`, `.system(.title, design:)`), `Font.custom(_:size:)` (relative to `.body`, Apple's
/// documentation: "a custom font … that scales with the body text style") and `Font.custom(_:size:relativeTo:)`,
/// and sizes from `@ScaledMetric`. Fixed: `.system(size:)`, `Font.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)`
/// and `UIFont(name:size:)` unless `UIFontMetrics` scales them.
enum VisualFont {
    /// Display text of this size or more is already twice body size (PRECISION.md): a fixed size there is a design
    /// choice, not small text.
    static let displayPointSize = 34.0

    /// A fixed point size as written (`24`, `heroSize`'s `56`) and its value.
    struct FixedSize {
        var text: String
        var points: Double

        var isDisplaySize: Bool { points >= VisualFont.displayPointSize }
    }

    /// UIKit initialisers of fonts that do not scale.
    static let uiKitFixedFonts: Set<String> = [
        "UIFont.systemFont", "UIFont.boldSystemFont", "UIFont.italicSystemFont", "UIFont.monospacedSystemFont",
        "UIFont.monospacedDigitSystemFont", ".systemFont", ".boldSystemFont", ".italicSystemFont",
        ".monospacedSystemFont", ".monospacedDigitSystemFont", "UIFont",
    ]

    /// The size of a SwiftUI or UIKit font call that does not scale; nil otherwise (scaling, or not literal).
    /// `outer` are the callees around the call (`UIFontMetrics(…).scaledFont(for: .systemFont(ofSize: 17))`).
    static func fixedSize(of callee: Expr, _ arguments: [Argument], outer: [Expr], at id: NodeID,
                          in tree: ViewTree) -> FixedSize? {
        if let name = VisualTree.dottedName(callee),
           let size = fixedUIKitSize(name: name, arguments: arguments, outer: outer, at: id, in: tree) {
            return size
        }
        guard let last = VisualTree.lastName(callee) else { return nil }
        if case .member(let base, _) = callee, let base, VisualTree.dottedName(base) != "Font" { return nil }
        switch last {
        case "system":
            return literalSize(VisualTree.argument("size", of: arguments), at: id, in: tree)
        case "custom":
            // `Font.custom(_:size:)` and `(_:size:relativeTo:)` scale; only `(_:fixedSize:)` does not.
            switch VisualTree.argument(nil, of: arguments)?.value {
            case .string?, .identifier?: break
            default: return nil  // an app's own overload (`.custom(.brandMedium, fixedSize:)`) may scale
            }
            return literalSize(VisualTree.argument("fixedSize", of: arguments), at: id, in: tree)
        default:
            return nil
        }
    }

    /// The `.font(…)` of the view's own chain that its text uses: the one nearest the view. SwiftUI resolves a
    /// text's own fonts, like the environment, innermost first, so in `Text(name).font(.headline).font(.system(size:
    /// 10))` the headline shows and the outer font never applies.
    static func nearestFontModifier(of view: NodeID, in tree: ViewTree) -> NodeID? {
        tree.modifiers(named: "font", of: view).first
    }

    /// Properties of a `UIFont` that read its metrics or name (`UIFont.systemFont(ofSize: 12).familyName`): a font
    /// made only to be measured draws no text.
    static let uiKitFontMetrics: Set<String> = [
        "familyName", "fontName", "pointSize", "lineHeight", "ascender", "descender", "capHeight", "xHeight",
        "leading", "fontDescriptor",
    ]

    /// Words of a function name that say it measures text (`widthOfString(usingFont:)`, `boundingHeight`).
    static let measurementWords: Set<String> = ["width", "height", "bounding", "measure", "measured", "measuring"]

    static func namesTextMeasurement(_ function: String) -> Bool {
        !measurementWords.isDisjoint(with: TraitText.words(of: function))
    }

    /// Whether the font `call` makes is only measured: the chain written on it starts with a metric.
    static func isOnlyMeasured(_ call: NodeID, in tree: ViewTree) -> Bool {
        guard let first = tree.modifiers(of: call).first else { return false }
        return uiKitFontMetrics.contains(tree[first].name)
    }

    /// Whether a font expression is a UIKit initialiser (`UIFont.systemFont(ofSize: 16, weight: .semibold)`).
    static func isUIKitFontCall(_ expr: Expr) -> Bool {
        VisualTree.calls(in: expr).contains { call in
            VisualTree.dottedName(call.callee).map(uiKitFixedFonts.contains) == true
        }
    }

    /// A UIKit font initialiser with a literal size, unless `UIFontMetrics` scales it here or in the type.
    /// UIKit renderers that draw into a PDF page or a bitmap: a font a function draws with one of them sizes a
    /// picture, which is zoomed rather than read at the user's text size.
    static let graphicsRenderers = ["UIGraphicsPDFRenderer", "UIGraphicsImageRenderer"]
    /// Words of a type name that say it lays out documents: PDF pages and printouts.
    static let documentWords: Set<String> = ["pdf", "print", "printout"]

    static func fixedUIKitSize(name: String, arguments: [Argument], outer: [Expr] = [], at id: NodeID,
                               in tree: ViewTree) -> FixedSize? {
        guard uiKitFixedFonts.contains(name) else { return nil }
        if outer.contains(where: { VisualTree.lastName($0) == "scaledFont" }) { return nil }
        // Handed to a function that measures text with it (`title.widthOfString(usingFont: .systemFont(ofSize:
        // 16))`): the font sizes a frame and draws no text.
        if outer.contains(where: { VisualTree.lastName($0).map(namesTextMeasurement) == true }) { return nil }
        let scope = tree.declaringType(of: id).map { tree[$0].range } ?? tree[tree.root].range
        if VisualTree.containsIdentifier("UIFontMetrics", in: scope, of: tree.source) { return nil }
        if let member = tree.declaringMember(of: id), graphicsRenderers.contains(where: {
            VisualTree.containsIdentifier($0, in: tree[member].range, of: tree.source)
        }) { return nil }
        // Made in a function named for a measurement (`widthKeyword(_:)` sizing a chip with `boundingRect`): the
        // font measures text, it draws none.
        if let member = tree.declaringMember(of: id), tree[member].kind == .function,
           namesTextMeasurement(tree[member].name) { return nil }
        // A type named for documents (`PayslipPDFFormattingService`, `ReceiptPrintRenderer`) styles pages, which
        // are zoomed, not read at the user's text size.
        if let type = tree.declaringType(of: id),
           !Set(TraitText.words(of: tree[type].name)).isDisjoint(with: documentWords) { return nil }
        return literalSize(VisualTree.argument(name == "UIFont" ? "size" : "ofSize", of: arguments), at: id, in: tree)
    }

    /// The first fixed size among the calls of a font expression (`.system(size: 12).weight(.bold)`), or of the
    /// initialiser of the constant it names (`.font(captionFont)`, `let captionFont = Font.system(size: 11)`).
    static func fixedSize(ofFont expr: Expr, at id: NodeID, in tree: ViewTree) -> FixedSize? {
        var expression = expr
        if case .identifier(let name) = expr {
            guard let value = VisualTree.literalInitialiser(of: name, visibleFrom: id, in: tree) else { return nil }
            expression = value
        }
        for call in VisualTree.calls(in: expression) {
            if let size = fixedSize(of: call.callee, call.arguments, outer: call.outer, at: id, in: tree) {
                return size
            }
        }
        return nil
    }

    /// Whether the font set on `view` — its `.font(…)` modifier or its `font:` argument (an app's own text view) —
    /// draws display text: `.largeTitle`, or a size of 34 pt or more (`Fonts.black(size: 44)`, `size: heroSize`
    /// with `let heroSize: CGFloat = 44`). Capping such text below the accessibility sizes still leaves it larger
    /// than body text at its largest.
    static func setsDisplaySize(on view: NodeID, in tree: ViewTree) -> Bool {
        var fonts = tree.modifiers(of: view).filter { tree[$0].name == "font" }.compactMap { tree[$0].arguments.first?.value }
        if let argument = tree.argument("font", of: view) { fonts.append(argument.value) }
        return !fonts.isEmpty && fonts.allSatisfy { font in
            if case .member(_, "largeTitle") = font { return true }
            return VisualTree.calls(in: font).contains { call in
                guard let size = VisualTree.argument("size", of: call.arguments)
                        ?? VisualTree.argument("fixedSize", of: call.arguments) else { return false }
                var value = size.value
                if case .identifier(let name) = value,
                   let initialiser = VisualTree.literalInitialiser(of: name, visibleFrom: view, in: tree) {
                    value = initialiser
                }
                guard case .number(let points, _) = value else { return false }
                return points >= displayPointSize
            }
        }
    }

    /// Whether the text of `text` keeps one size whatever the Dynamic Type setting: the nearest `.font` on it or
    /// around it is fixed, or the nearest `.dynamicTypeSize` pins a single size.
    static func textDoesNotScale(_ text: NodeID, in tree: ViewTree, fixedFontModifiers: Set<String> = [],
                                 generatedAccessorsAreFixed: Bool = false) -> Bool {
        let modifiers = tree.effectiveModifiers(of: text)
        // The app's typography helper nearest the text (`.subtitle5()`) fixes its size (`ModifierActions`).
        if !fixedFontModifiers.isEmpty, let nearest = modifiers.first(where: { tree[$0].name == "font"
            || fixedFontModifiers.contains(tree[$0].name) }) {
            let name = ModifierActions.helperName(tree[nearest].name,
                                                  labels: tree[nearest].arguments.map { $0.label ?? "_" })
            if name != SwiftUIModifier.font.rawValue, fixedFontModifiers.contains(name) { return true }
        }
        if let font = modifiers.first(where: { tree[$0].name == "font" }),
           let argument = tree[font].arguments.first,
           fixedSize(ofFont: argument.value, at: font, in: tree) != nil
            || hasUnscaledWorkedOutSize(ofFont: argument.value, at: font, in: tree)
            || generatedAccessorsAreFixed && GeneratedFontAccessor.isUsed(in: argument.value) {
            return true
        }
        if let cap = modifiers.first(where: { tree[$0].name == "dynamicTypeSize" }), tree[cap].arguments.count == 1,
           case .pinned? = DynamicTypeSizes.judge(tree.text(in: tree[cap].arguments[0].range)) {
            return true
        }
        return false
    }

    /// The size argument of a font call that keeps one size whatever the text size: `.system(size:)`,
    /// `.custom(_:fixedSize:)`; nil for any other call.
    static func oneSizeArgument(of callee: Expr, _ arguments: [Argument]) -> Argument? {
        switch VisualTree.lastName(callee) {
        case "system": return VisualTree.argument("size", of: arguments)
        case "custom": return VisualTree.argument("fixedSize", of: arguments)
        default: return nil
        }
    }

    /// Whether a font expression keeps one size whatever the text size, however its size is given: `.system(size:
    /// size)`, `.custom(name, fixedSize: size)`, or `Font(font)` of a `UIFont` made in the same declaration
    /// (`let font = UIFont(name: name, size: size)`), in a declaration (and a type other than an extension around
    /// it) that names no `@ScaledMetric`, `UIFontMetrics` or `relativeTo:`. Read in an app's typography helpers
    /// (`func applyFont(fontSize: CGFloat)`), whose sizes are parameters.
    static func keepsOneSize(_ expr: Expr, at id: NodeID, in tree: ViewTree) -> Bool {
        guard let member = tree.declaringMember(of: id) else { return false }
        // A `ViewModifier`'s size may be its own `@ScaledMetric` property; an extension's other members are no
        // part of this one.
        var scopes = [member]
        if let type = tree.declaringType(of: id), case .type(let info)? = tree[type].decl, info.keyword != "extension" {
            scopes.append(type)
        }
        guard !scopes.contains(where: { scope in
            scalingNames.contains { VisualTree.containsIdentifier($0, in: tree[scope].range, of: tree.source) }
        }) else { return false }
        let makesUIFont = { (name: String) in name == "UIFont" || name.hasPrefix("UIFont.") }
        for call in VisualTree.calls(in: expr) {
            if oneSizeArgument(of: call.callee, call.arguments) != nil { return true }
            switch VisualTree.lastName(call.callee) {
            case "Font":
                guard let argument = call.arguments.first, argument.label == nil else { continue }
                if case .identifier(let name) = argument.value {
                    return tree.descendants(of: member).contains { binding in
                        tree[binding].kind == .localBinding && tree[binding].name == name
                            && tree.children(of: binding).contains { tree[$0].kind == .call && makesUIFont(tree[$0].name) }
                    }
                }
                return VisualTree.calls(in: argument.value).contains { VisualTree.dottedName($0.callee).map(makesUIFont) == true }
            default:
                continue
            }
        }
        return false
    }

    /// Names in a type that make a worked-out size follow the text size.
    static let scalingNames = ["ScaledMetric", "UIFontMetrics", "scaledValue", "relativeTo"]

    /// `.system(size: rowSize - 1)`, `Font.custom(name, fixedSize: base * 2)`: a size worked out from numbers and
    /// properties of the type, in a type that names no `@ScaledMetric`, `UIFontMetrics` or `relativeTo:`. The
    /// font keeps one size whatever the text size, though its size is not a literal. A parameter or a value of
    /// another type may come from a scaled metric: not decided.
    static func hasUnscaledWorkedOutSize(ofFont expr: Expr, at id: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: id) else { return false }
        for call in VisualTree.calls(in: expr) {
            if case .member(let base?, _) = call.callee, VisualTree.dottedName(base) != "Font" { continue }
            guard let size = oneSizeArgument(of: call.callee, call.arguments) else { continue }
            if !isConstantExpression(size.value) {
                let names = TraitText.identifiers(in: tree.text(in: size.range)).filter { $0 != size.label }
                guard names.allSatisfy({ isFixedNumber($0, at: id, in: tree) }) else { return false }
            }
            return !scalingNames.contains { VisualTree.containsIdentifier($0, in: tree[type].range, of: tree.source) }
        }
        return false
    }

    /// A size written with constants of an app's own tables: an enum case or static member (`.normalFontSize`,
    /// `FontSize.caption.rawValue`, `Theme.Metrics.body`) or a number, perhaps converted (`CGFloat(.normal)`).
    /// Those are fixed when the app is built; only an instance's value may be a scaled metric.
    static func isConstantExpression(_ expr: Expr) -> Bool {
        switch expr {
        case .number:
            return true
        case .member(nil, _):
            return true
        case .member(let base?, _):
            return isConstantExpression(base)
        case .identifier(let name):
            return name.first?.isUppercase == true
        case .call(.identifier(let type), let arguments, _):
            return type.first?.isUppercase == true && !arguments.isEmpty
                && arguments.allSatisfy { $0.label == nil && isConstantExpression($0.value) }
        case .string, .bool, .call, .closure, .other:
            return false
        }
    }

    /// A property of the type whose value the code fixes: a constant (`let base: CGFloat = 11`, a `static`), or a
    /// computed number whose body reads no value a caller sets (`var rowSize: CGFloat { isLandscape ? 11 : 9 }`).
    /// A stored property without an initialiser is the caller's, who may pass a scaled metric.
    private static func isFixedNumber(_ name: String, at id: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: id) else { return false }
        let declaration = VisualTree.properties(ofType: tree[type].name, in: tree).first { tree[$0].name == name }
        guard let declaration, case .property(let info)? = tree[declaration].decl, info.attributes.isEmpty else {
            return false
        }
        if info.isStatic || (info.bindingKeyword == "let" && info.initializer != nil) { return true }
        guard info.isComputed else { return false }
        return TraitText.identifiers(in: tree.text(in: tree[declaration].range)).allSatisfy { read in
            guard read != name, let other = VisualTree.property(named: read, visibleFrom: id, in: tree) else {
                return true
            }
            return other.isComputed || other.isStatic || other.initializer != nil || !other.attributes.isEmpty
        }
    }

    /// Line heights in points of the iOS text styles at the largest accessibility size (AX5), from the Human
    /// Interface Guidelines' Dynamic Type sizes table: the most a line of that style can need.
    static let largestLineHeights: [String: Double] = [
        "largeTitle": 70, "title": 69, "title2": 66, "title3": 64, "headline": 62, "body": 62, "callout": 60,
        "subheadline": 58, "footnote": 52, "caption": 47, "caption2": 47,
    ]

    /// Line heights in points of the iOS text styles at the default size (Large), from the same table.
    static let defaultLineHeights: [String: Double] = [
        "largeTitle": 41, "title": 34, "title2": 28, "title3": 25, "headline": 22, "body": 22, "callout": 21,
        "subheadline": 20, "footnote": 18, "caption": 16, "caption2": 13,
    ]

    /// The tallest line of a text style at the default size (`largeTitle`'s).
    static let tallestDefaultLineHeight = defaultLineHeights.values.max() ?? 41

    /// The height one line of `text` needs at the largest accessibility size, when its nearest `.font` is a plain
    /// text style (`.largeTitle`), or the default body style when no font is set; nil for any other font.
    static func largestLineHeight(of text: NodeID, in tree: ViewTree) -> Double? {
        lineHeight(of: text, in: tree, from: largestLineHeights)
    }

    /// The height one line of `text` needs at the default text size, read as `largestLineHeight(of:in:)` is; a
    /// custom font of literal size (`.custom("Poppins", size: 14)`, or an app's own, `.onestBold(size: 16)`) is
    /// drawn at that size at the default text size, its line as much taller as body's is than its 17 pt.
    static func defaultLineHeight(of text: NodeID, in tree: ViewTree) -> Double? {
        if let font = tree.effectiveModifiers(of: text).first(where: { tree[$0].name == "font" }),
           // `.custom("Onest-Bold", size: 16)`, or an app's own font of a literal size (`.onestBold(size: 16)`).
           case .call(.member(nil, _), let arguments, _)? = tree[font].arguments.first?.value,
           case .number(let size, _)? = VisualTree.argument("size", of: arguments)?.value,
           let body = defaultLineHeights["body"] {
            return size * body / bodyPointSize
        }
        return lineHeight(of: text, in: tree, from: defaultLineHeights)
    }

    /// Point sizes of the iOS text styles at the default size (Large), from the same table.
    static let defaultPointSizes: [String: Double] = [
        "largeTitle": 34, "title": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17, "callout": 16,
        "subheadline": 15, "footnote": 13, "caption": 12, "caption2": 11,
        "extraLargeTitle": 36, "extraLargeTitle2": 28,
    ]

    /// The point size of the body text style at the default text size.
    static let bodyPointSize = 17.0

    private static func lineHeight(of text: NodeID, in tree: ViewTree, from table: [String: Double]) -> Double? {
        guard let font = tree.effectiveModifiers(of: text).first(where: { tree[$0].name == "font" }) else {
            return table["body"]
        }
        guard case .member(nil, let style)? = tree[font].arguments.first?.value else { return nil }
        return table[style]
    }

    /// The size argument when it is a literal, or a constant of this type/file that is not `@ScaledMetric`.
    /// Sizes below 6 pt are placeholders (`UIFont(name:size: 1)` picks a family; size 0 keeps the descriptor's).
    private static func literalSize(_ argument: Argument?, at id: NodeID, in tree: ViewTree) -> FixedSize? {
        guard let argument else { return nil }
        let literal: Expr?
        switch argument.value {
        case .number: literal = argument.value
        case .identifier(let name): literal = VisualTree.literalInitialiser(of: name, visibleFrom: id, in: tree)
        default: literal = nil
        }
        guard case .number(let size, let text)? = literal, size >= 6 else { return nil }
        return FixedSize(text: text, points: size)
    }
}

/// `DynamicTypeSize` and `ContentSizeCategory` cases, and what a `.dynamicTypeSize(…)` argument allows.
enum DynamicTypeSizes {
    /// `DynamicTypeSize` cases, smallest first; accessibility sizes are the ones that start with "accessibility".
    static let dynamicTypeSizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                   "accessibility1", "accessibility2", "accessibility3", "accessibility4",
                                   "accessibility5"]
    /// `ContentSizeCategory` cases (the older `\.sizeCategory` environment value), smallest first.
    static let sizeCategories = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
                                 "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
                                 "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                                 "accessibilityExtraExtraExtraLarge"]

    enum Verdict: Equatable {
        case pinned
        case capped(atMost: String)
    }

    /// Judges the source text of a `dynamicTypeSize` argument: a single size, `...X`, `..<X`, `A...X`, `A..<X`.
    /// nil when it reaches an accessibility size, has no upper bound, or is not literal.
    static func judge(_ text: String) -> Verdict? {
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

extension VisualFont {
    /// The font constants `.font(…)` applies in a file, by name (`.font(Theme.iconFont)` → `iconFont`), each with
    /// whether any view it is applied to may show text. SwiftUI's own text styles written bare (`.font(.title3)`)
    /// are left out: an app's constant of the same name is written with its base (`.font(.app.title3)`).
    static func applications(in tree: ViewTree, path: String) -> [String: Bool] {
        let content = VisualTextContent(tree: tree, path: path)
        var showsText: [String: Bool] = [:]
        for id in tree.modifierUses(.font) {
            guard let owner = tree[id].parent, let applied = constant(appliedBy: id, in: tree),
                  !applied.isBare || largestLineHeights[applied.name] == nil else { continue }
            if showsText[applied.name] == true { continue }
            showsText[applied.name] = content.mayShowText(owner)
        }
        return showsText
    }

    /// What one declaration says of a font constant: whether its size is fixed, and whether it is a member of
    /// `Font` (an `extension Font`), which a bare `.font(.appBody)` may name.
    struct FontConstant: Sendable, Equatable {
        var isFixed: Bool
        var isFontMember: Bool
        /// Made by a resource generator's font accessor (`Pretendard.bold.swiftUIFont(size: 16)`), whose size the
        /// project's generator decides (`GeneratedFontAccessor`).
        var usesGeneratedAccessor = false

        /// Two declarations of one name: fixed only when both are; a `Font` member when either is.
        func merged(with other: FontConstant) -> FontConstant {
            FontConstant(isFixed: isFixed && other.isFixed, isFontMember: isFontMember || other.isFontMember,
                         usesGeneratedAccessor: usesGeneratedAccessor && other.usesGeneratedAccessor)
        }
    }

    /// The font constants a file declares (`static let appBody = Font.system(size: 14)` in an `extension Font`,
    /// `static let caption = Font.custom("Inter", size: 12)` in a theme, `let r_8 = Font.system(size: 8)` in a
    /// struct of fonts), by name: an app's font tokens, applied in other files by name.
    static func constants(in tree: ViewTree) -> [String: FontConstant] {
        var constants: [String: FontConstant] = [:]
        for id in tree.nodes(.property) {
            // Static or not (`let r_8 = Font.system(size: 8)` in an injected `Fonts` struct): every instance holds
            // the same font. A wrapped property (`@State`) may change.
            guard case .property(let info)? = tree[id].decl, info.isStatic || info.attributes.isEmpty,
                  let initializer = value(ofConstant: id, in: tree) else { continue }
            let fixed = fixedSize(ofFont: initializer, at: id, in: tree) != nil
            let generated = GeneratedFontAccessor.isUsed(in: initializer)
            // A scaling font is recorded too (it overrides a fixed one of the same name elsewhere); anything else is
            // not a font.
            guard fixed || generated || info.typeText.map({ $0.hasSuffix("Font") }) == true
                || VisualTree.calls(in: initializer).contains(where: { VisualTree.lastName($0.callee) == "custom" })
            else { continue }
            let isFontMember = tree.declaringType(of: id).map { owner in
                guard case .type(let info)? = tree[owner].decl, info.keyword == "extension" else { return false }
                return tree[owner].name == "Font" || tree[owner].name == "SwiftUI.Font"
            } ?? false
            let constant = FontConstant(isFixed: fixed, isFontMember: isFontMember, usesGeneratedAccessor: generated)
            constants[tree[id].name] = constants[tree[id].name].map { $0.merged(with: constant) } ?? constant
        }
        // A function of `extension Font` that hands back the generated accessor's font (`static func
        // pretendard(size: CGFloat, type: Weight) -> Font { type.font.swiftUIFont(size: size) }`): a token made by
        // a call, `.font(.pretendard(size: 16, type: .bold))`.
        let functions = GeneratedFontAccessor.isNamed(in: tree) ? tree.nodes(.function) : []
        for id in functions where GeneratedFontAccessor.isCalled(by: id, in: tree) {
            guard case .function(let info)? = tree[id].decl,
                  info.returnType == "Font" || info.returnType == "SwiftUI.Font",
                  let owner = tree.declaringType(of: id), case .type(let type)? = tree[owner].decl,
                  type.keyword == "extension", tree[owner].name == "Font" || tree[owner].name == "SwiftUI.Font"
            else { continue }
            let constant = FontConstant(isFixed: false, isFontMember: true, usesGeneratedAccessor: true)
            constants[tree[id].name] = constants[tree[id].name].map { $0.merged(with: constant) } ?? constant
        }
        return constants
    }

    /// The value a property holds: its initialiser, or the one call a computed property returns.
    static func value(ofConstant property: NodeID, in tree: ViewTree) -> Expr? {
        guard case .property(let info)? = tree[property].decl else { return nil }
        return info.initializer ?? computedFont(property, in: tree)
    }

    /// The font a computed `Font` property returns when its getter is one call (`var subheadline: Font {
    /// .system(size: 15) }` in a theme protocol's extension): a font token like a static constant, read through
    /// an instance (`.font(theme.subheadline)`).
    static func computedFont(_ property: NodeID, in tree: ViewTree) -> Expr? {
        guard case .property(let info)? = tree[property].decl, info.isComputed, info.initializer == nil,
              info.typeText == "Font" || info.typeText == "SwiftUI.Font" else { return nil }
        let children = tree.children(of: property)
        guard children.count == 1, let call = children.first, tree[call].kind == .call else { return nil }
        var callee: Expr?
        for part in tree[call].name.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty else { continue }
            callee = callee == nil && !tree[call].name.hasPrefix(".")
                ? .identifier(String(part)) : .member(base: callee, name: String(part))
        }
        return callee.map { .call(callee: $0, arguments: tree[call].arguments, trailingClosures: []) }
    }

    /// The font constant a `.font(…)` modifier applies, by name (`.font(captionFont)`, `.font(Theme.caption)` →
    /// `caption`), and whether it is written as a bare member (`.font(.title3)`, which may be SwiftUI's own style);
    /// nil for anything else (`.font(.system(size: 12))`).
    /// SwiftUI's functions that make a font (`.system(size: 14)`, `.custom("Inter", size: 14)`).
    static let swiftUIFontFactories: Set<String> = ["system", "custom"]

    static func constant(appliedBy modifier: NodeID, in tree: ViewTree) -> (name: String, isBare: Bool)? {
        switch tree[modifier].arguments.first?.value {
        case .identifier(let name)?: return (name, false)
        case .member(base: let base, name: let name)?: return (name, base == nil)
        // A token function (`.pretendard(size: 16, type: .bold)`, `constants(in:)`), not SwiftUI's own.
        case .call(.member(base: let base, name: let name), _, _)? where !swiftUIFontFactories.contains(name):
            return (name, base == nil)
        default: return nil
        }
    }
}

/// The font accessors resource generators write for an app's bundled fonts: `swiftUIFont(size:)` on a font
/// convertible (`DesignSystemFontFamily.Pretendard.bold.swiftUIFont(size: 16)`). Tuist's template returns
/// `SwiftUI.Font(font(size: size))` on iOS, a UIFont of one size that ignores Dynamic Type; SwiftGen's returns
/// `SwiftUI.Font.custom(self, size: size)`, which scales. Tuist writes the file into `Derived/`, which projects seldom
/// commit: when no linted file declares the accessor it is Tuist's; when one does, its body says.
enum GeneratedFontAccessor {
    static let name = "swiftUIFont"

    /// Whether a font expression calls the accessor with a `size:`.
    static func isUsed(in expr: Expr) -> Bool {
        VisualTree.calls(in: expr).contains { call in
            VisualTree.lastName(call.callee) == name && VisualTree.argument("size", of: call.arguments) != nil
        }
    }

    /// Whether the file's text names the accessor anywhere.
    static func isNamed(in tree: ViewTree) -> Bool { ByteSearch.contains(nameBytes, in: tree.source.bytes) }

    /// Whether the declaration `id` calls the accessor with a `size:`.
    static func isCalled(by id: NodeID, in tree: ViewTree) -> Bool {
        tree.text(in: tree[id].range).contains(name + "(size:")
    }

    /// Whether a file declares the accessor (`func swiftUIFont(size: CGFloat) -> SwiftUI.Font`), and whether that
    /// declaration scales (its body makes the font with `.custom(_:size:)` outside clauses for the Mac alone:
    /// Tuist's own accessor does so on macOS and returns a fixed `SwiftUI.Font(font)` on iOS); nil when it
    /// declares none.
    static func declaredScaling(in tree: ViewTree) -> Bool? {
        guard isNamed(in: tree) else { return nil }
        var scales: Bool?
        for id in tree.nodes(.function) where tree[id].name == name {
            guard case .function(let info)? = tree[id].decl, info.parameters.first?.label == "size" else { continue }
            let body = PlatformCondition.textOutsideMacOnlyClauses(tree.text(in: tree[id].range))
            let declared = body.contains(".custom(") && !body.contains("fixedSize")
            scales = (scales ?? true) && declared
        }
        return scales
    }

    private static let nameBytes = Array(name.utf8)
}
