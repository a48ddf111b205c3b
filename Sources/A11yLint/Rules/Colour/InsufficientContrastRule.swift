import Foundation
import RuleEngine

/// Literal foreground/background pairs below the WCAG AA contrast minimum (seed 002 Pitfall 4; seed 004 §3).
struct InsufficientContrastRule: Rule {
    static let boundariesOption = RuleOption(
        key: "non_text_boundaries", type: .boolean, defaultValue: .boolean(false),
        documentation: "Also compare the border or stroke that is a text field's only visible boundary "
            + "(`.border(…)`, `.overlay(RoundedRectangle(…).stroke(…))`, with no fill of its own) with what is "
            + "behind it, at 3:1 (WCAG 1.4.11). Off by default: judged on every corpus, 6 of 9 findings were right "
            + "(the three wrong ones, fields in `Form` rows, are no longer reported), too few to reach the bar.")

    static let tintsOption = RuleOption(
        key: "button_tints", type: .boolean, defaultValue: .boolean(false),
        documentation: "Also compare what iOS draws in the tint: the titles of automatic and borderless `Button`s "
            + "and `Link`s and `.foregroundStyle(.tint)` content in the innermost `.tint(…)`/`.accentColor(…)` or "
            + "the app's `AccentColor` asset, and a `.borderedProminent` button's white title on its tint. Off by "
            + "default: judged on every corpus, 19 of 26 findings were right (titles 16 of 20, symbols 3 of 6), "
            + "below the 0.85 a rule needs to be on.")

    static let description = RuleDescription(
        id: "insufficient-contrast", name: "Insufficient colour contrast", severity: .high, category: .colour,
        wcag: ["1.4.3", "1.4.11"], appleAudit: "contrast",
        blocks: [NutritionLabels.sufficientContrast],
        summary: "Literal foreground and background colours contrast less than 4.5:1 (3:1 for large text and symbols).",
        rationale: """
            Text must contrast at least 4.5:1 with its background, large text (18 pt, or 14 pt bold, and the title \
            text styles) and symbols at least 3:1 (WCAG 2.x AA). Below that, people with low vision, colour-vision \
            deficiencies or a phone in sunlight cannot read it. White text on `.yellow`, `.orange` or `.green` and \
            `.gray` on white are common failures. On iOS a text button draws its title in the tint, so a light \
            `.tint(…)`, `.accentColor(…)` or `AccentColor` asset fails on every button that does not colour its \
            title otherwise, and a `.borderedProminent` button draws its white title on the tint.
            """,
        fix: """
            - **Case: brand colours.** Darken the background or the text until the ratio is met; check it with the \
            Accessibility Inspector or a contrast checker.
            - **Case: secondary text.** Prefer semantic styles (`.secondary`, `Color(.secondaryLabel)`), which Apple \
            tunes for both appearances and for Increase Contrast.
            - **Case: text over a translucent fill.** Raise the fill's opacity, or compute the ratio against what is \
            behind it.
            - **Case: a light tint.** Darken the tint (or give it a dark variant), or give light-tinted buttons a \
            title colour of their own; on a prominent button, pick a tint dark enough for its white title.
            """,
        limits: """
            Only colours the rule can compute are compared: SwiftUI's named colours (light and dark values from \
            Apple's Human Interface Guidelines), `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, \
            `Color(hex:)` style initialisers, asset catalog colours in each appearance (the catalogs of the file's \
            project, or in no project; never another linted app's), `.opacity(_:)`, and \
            constants in the same type. Theme colours, gradients, materials and images are unknown, so the rule \
            stays quiet, and so does the content of a custom component handed a background or a style \
            (`TipPopover(background: .white) { … }`, `CapsuleButton(style: .secondary) { … } label: { … }`), and so is the colour an app's own modifier sets (a `View` extension function or a \
            `ViewModifier` of the linted files whose body sets a foreground colour, `.signingTitle()`), which wins \
            over one set around it; adaptive semantic styles (`.primary`, `.secondary`, `Color(.secondaryLabel)`) pass by \
            design. Text with no background up to its declaration, a `List`, `Form` or navigation container is \
            compared with the system backgrounds of each appearance (white, #F2F2F7 and #ECECEC in light; black, \
            #1C1C1E and #323232 in dark; macOS's window grey only where the view may ship on macOS) and reported \
            only when it fails on all of them. A view only other files use is where their calls put it (project \
            index): on the system backgrounds when one call leaves it there (a pushed or presented screen starts \
            there), on the callers' own fills when every call paints one (`ZStack { Color.black; AuthHeader() }`, \
            judged on the fill it contrasts least with; a caller that paints nothing behind it is where its own callers put it, a few components up), and not at all when a caller's fill is unknown. watchOS is \
            checked in its dark appearance only (whatever an iOS app beside it locks); a view with a literal \
            scheme on it or around it (`.colorScheme(.dark)`, `.environment(\\.colorScheme, .dark)`, \
            `.preferredColorScheme(.dark)`, also around every use of its helper in the file, or of its component in \
            the linted files) in that scheme; \
            and an app that locks one appearance (Info.plist's \
            `UIUserInterfaceStyle`, or the target's `INFOPLIST_KEY_UIUserInterfaceStyle` in every configuration, or \
            a Tuist or XcodeGen manifest's, \
            `.preferredColorScheme` on its scene's content, in a helper only the scene shows, or on the outermost \
            view of the `body` of every view its scenes show as their root (`WindowGroup { ContentView() }`), \
            `UIWindow.appearance().overrideUserInterfaceStyle`) in \
            that one, also in the modules of its workspace or project folder (a package or Tuist project inside it); \
            a lock in another project (a package the app uses from elsewhere) is not seen. With the option `button_tints` (off by default: 19 of 26 \
            findings judged right over every corpus), button and link titles take the tint only on \
            iOS, with the \
            automatic or borderless style; the tint is the innermost `.tint`/`.accentColor` with a known colour, \
            else the `AccentColor` asset of the catalog in the nearest folder above the file; the system blue, a \
            `AccentColor` asset of an app that sets a tint in code (on its scene, or one the rule cannot compute, \
            such as `.tint(theme.accent)`) and bordered buttons are not compared. Text in overlays, group boxes, menus, pickers, toolbars, swipe actions and \
            context menus is skipped. Disabled controls are exempt, as in WCAG, and so is \
            text drawn in a background colour, by its name, on that same colour (`.foregroundColor(.appBackground)` \
            on `.background(Color.appBackground)`), an invisible spacer that holds a message's place. Symbols (and a `Label` that draws only its icon: an \
            empty title, `.labelStyle(.iconOnly)`) are held to 3:1 (WCAG \
            1.4.11), except the icon of a `Label` with a title (unless it shows a status), and one always drawn \
            beside a text in a row that says what it shows (the text carries \
            it, and a computed text beside a status symbol may say the status), or drawn on a condition together \
            with a text of its own (`if isInstalled { checkmark; Text("Installed") }`), or drawn outside a control \
            in a `VStack` that shows a literal caption (an empty state's picture over "No Blocked Users"), or a \
            component's icon its callers pass in (`let icon: String`, `Image(systemName: icon)`) beside the row's \
            texts; a symbol drawn alone on a \
            condition or named at run time by the view's own state, a status symbol beside literal texts that do not say the status (outside \
            a control's label, where it is the icon of the action its title names) and a plain shape \
            used as a swatch (`circle.fill`) are still compared; with the option `non_text_boundaries` (off by default: 6 of 9 \
            findings judged right over every corpus), so is the border or stroke that is a text field's only boundary (not in a `Form` or `List` row, which marks the field's place), when the field \
            has no fill or style of its own; separators and outlines of cards are not compared.
            """,
        options: [InsufficientContrastRule.tintsOption, InsufficientContrastRule.boundariesOption],
        triggeringExamples: InsufficientContrastRule.triggeringExamples,
        nonTriggeringExamples: InsufficientContrastRule.nonTriggeringExamples)

    let checksBoundaries: Bool
    let comparesTints: Bool

    init(options: [String: OptionValue]) {
        checksBoundaries = Self.boundariesOption.boolean(in: options)
        comparesTints = Self.tintsOption.boolean(in: options)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // What the file's elements share, looked up once per file: its imports, `#if` clauses, the app's
        // appearance lock and, when tints are compared (the only use of it), its accent colour.
        let file = FileSurroundings(
            isWidget: VisualTree.isWidgetFile(tree), clauses: PlatformCondition.clausePlatforms(in: tree),
            lockedAppearance: context.index.lockedAppearance(forFile: context.path),
            accentColour: comparesTints ? context.index.accentColor(forFile: context.path) : nil,
            assetColour: { [index = context.index, path = context.path] name in
                index.assetColor(named: name, forFile: path)
            })
        for id in tree.nodes(.call) {
            guard let kind = elementKind(id, in: tree), !isDisabled(id, in: tree) else { continue }
            check(id, kind: kind, file: file, in: context, into: &sink)
        }
    }

    /// The whole `icon:` content of a `Label` that shows its title, a text that is not blank (not
    /// `.labelStyle(.iconOnly)`, not `Text(" ")`).
    static func isIconOfTitledLabel(_ image: NodeID, in tree: ViewTree) -> Bool {
        guard let closure = tree.parent(of: image), tree[closure].kind == .closure, tree[closure].label == "icon",
              tree.children(of: closure).filter({ tree[$0].kind != .modifier }) == [image],
              let label = tree.parent(of: closure), tree[label].kind == .call,
              tree[label].name == SwiftUIView.label.rawValue, !tree.hasIconOnlyLabelStyle(label) else { return false }
        return tree.closures(of: label).contains { title in
            title != closure && tree.drawnViews(of: title).contains { text in
                guard SwiftUIVocabulary.textViews.contains(tree[text].name) else { return false }
                return tree[text].firstUnlabelledArgument.map { !tree.isBlankLiteral($0.value) } ?? true
            }
        }
    }

    /// A symbol always drawn beside a text in a row that says what it shows, or drawn on a condition together with
    /// a text: the text carries the information, so the symbol is not needed to understand it (WCAG 1.4.11 asks
    /// 3:1 only of graphics that are). One drawn alone on a condition or chosen at run time marks a state (a
    /// favourite's star, a sync status), a status symbol beside literal texts that do not say the status is the
    /// row's news (unless the row is a control's label), and a plain shape (`circle.fill`) is a swatch whose colour
    /// is what it says: these are compared.
    static func repeatsTextBesideIt(_ symbol: NodeID, in tree: ViewTree) -> Bool {
        // The icon of a `Label` with a title (`Label { Text("4 GiB of RAM") } icon: { Image(…) }`): the title says
        // it, unless the symbol shows a status the title may not.
        if isIconOfTitledLabel(symbol, in: tree), case .symbol(let name)? = tree.imageSource(of: symbol),
           StatusSymbols.status(of: name) == nil, !swatchGlyphs.contains(String(name.split(separator: ".").first ?? "")) {
            return true
        }
        // A picture over a literal title in a column (an empty state's `person.slash` above "No Blocked Users",
        // a success mark above "Thank you!"): the words say what it shows.
        if case .symbol(let name)? = tree.imageSource(of: symbol),
           !swatchGlyphs.contains(String(name.split(separator: ".").first ?? "")),
           tree.enclosingControl(of: symbol) == nil, isAboveCaption(symbol, in: tree) {
            return true
        }
        // A component's icon its callers pass (`let icon: String`, `Image(systemName: icon)`) beside the row's
        // texts: an icon per row ("leaf" by "Seed depth"), which the texts say; a state would be chosen in the row.
        if case .variable(let name)? = tree.imageSource(of: symbol), isPassedInConstant(name, of: symbol, in: tree),
           tree.enclosingControl(of: symbol) == nil, tree.isInlineIconBesideText(symbol),
           !tree.ancestors(of: symbol).contains(where: { [.branch, .ternary].contains(tree[$0].kind) }) {
            return true
        }
        guard tree.isInlineIconBesideText(symbol), case .symbol(let name)? = tree.imageSource(of: symbol),
              !swatchGlyphs.contains(String(name.split(separator: ".").first ?? "")) else { return false }
        // A computed text beside a status symbol may say the status (`Text(error.localizedDescription)`): quiet.
        // In a control's label the symbol is the icon of what the control does, which its title says
        // (`Button { HStack { Image(systemName: "checkmark.circle.fill"); Text("Record") } }`), not a status.
        guard tree.enclosingControl(of: symbol) != nil || !tree.isStatusUnsaidByRow(symbol, source: .symbol(name))
        else { return false }
        var current = tree.parent(of: symbol)
        while let node = current, tree[node].kind != .closure {
            // Drawn on a condition with a text of its own (`} else if isInstalled { checkmark; Text("Installed") }`):
            // the text comes and goes with it and says what it shows.
            if tree[node].kind == .branch {
                return tree.drawnViews(of: node).contains { view in
                    view != symbol && SwiftUIVocabulary.textViews.contains(tree[view].name)
                }
            }
            if [.conditional, .ternary].contains(tree[node].kind) { return false }
            current = tree.parent(of: node)
        }
        return true
    }

    /// Whether `name` is a `let` property of the type declaring `node` with no initial value and no property
    /// wrapper: what each caller passes in and the view never changes.
    static func isPassedInConstant(_ name: String, of node: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: node) else { return false }
        return tree.members(ofTypeNamed: tree[type].name).contains { member in
            guard tree[member].kind == .property, tree[member].name == name,
                  case .property(let info)? = tree[member].decl else { return false }
            return info.bindingKeyword == "let" && !info.isStatic && info.initializer == nil && info.attributes.isEmpty
        }
    }

    /// Whether `symbol` is laid out in a short column (`VStack`, at most `captionedColumnSize` views) that shows a
    /// literal caption beside it. A longer column is a list of things, whose texts say other things.
    static func isAboveCaption(_ symbol: NodeID, in tree: ViewTree) -> Bool {
        guard let (container, _) = tree.layoutSlot(of: symbol), tree[container].kind == .closure,
              let stack = tree.parent(of: container), tree[stack].kind == .call,
              SwiftUIVocabulary.verticalStacks.contains(tree[stack].name),
              tree.children(of: container).count <= captionedColumnSize else { return false }
        return tree.hasCaptionBeside(symbol)
    }

    static let captionedColumnSize = 8

    /// Plain shapes drawn as colour swatches (a legend's dot, a status light).
    static let swatchGlyphs: Set<String> = ["circle", "square", "rectangle", "capsule", "oval", "diamond", "hexagon"]

    private struct FileSurroundings {
        let isWidget: Bool
        let clauses: [NodeID: Set<String>]
        let lockedAppearance: Appearance?
        let accentColour: [Appearance: RGBA]?
        /// Asset catalog colours as this file's repository sees them (`ProjectIndex.assetColor(named:forFile:)`).
        let assetColour: (String) -> [Appearance: RGBA]?
    }

    static func requiredRatio(_ kind: ElementKind, _ colours: VisualContrastContext) -> Double {
        switch (kind, colours.isLargeText) {
        case (.symbol, _), (.boundary, _), (.text, true?), (.text, nil): return 3
        case (.text, false?): return 4.5
        }
    }

    /// Checks the appearances the element can be seen in (`appearances`) and, when an asset catalog colour takes
    /// part, their high-contrast variants; quiet unless each appearance resolves. Names every appearance that
    /// fails, unless all the light and dark ones fail.
    private func check(_ id: NodeID, kind: ElementKind, file: FileSurroundings, in context: LintContext,
                       into sink: inout FindingSink) {
        let tree = context.tree
        let assets = file.assetColour
        let isWidget = file.isWidget
        let platforms = VisualContrastContext.platforms(of: id, in: tree, file: context.platforms,
                                                        clauses: file.clauses)
        var surroundings = VisualContrastContext.Surroundings(platforms: platforms, accentColour: file.accentColour)
        surroundings.comparesTints = comparesTints
        surroundings.callerBackdrops = context.callerBackdrops
        surroundings.foregroundSettingModifiers = context.index.foregroundSettingModifiers
        if kind == .boundary {
            // A `Form` or `List` row draws the field's place with its own inset and separators.
            guard !tree.isInListRow(id), let stroke = VisualContrastContext.onlyBoundary(of: id, in: tree) else { return }
            surroundings.boundary = stroke
        }
        let unpinned = Self.appearances(platforms: platforms, locked: file.lockedAppearance)
        guard let probe = unpinned.first,
              let probed = VisualContrastContext.resolve(for: id, in: tree, appearance: probe, assets: assets,
                                                         isWidget: isWidget, surroundings: surroundings) else { return }
        // Looked for only once the colours resolve: most elements set none.
        let base = Self.appearances(platforms: platforms,
                                    locked: tree.pinnedAppearance(of: id) ?? context.appearancePinnedByEveryCaller(id)
                                        ?? file.lockedAppearance)
        guard let first = base.first,
              let initial = first == probe ? probed
                : VisualContrastContext.resolve(for: id, in: tree, appearance: first, assets: assets,
                                                isWidget: isWidget, surroundings: surroundings) else { return }
        let appearances = initial.usesAssets ? base + base.map(\.highContrast) : base
        var failing: [(appearance: Appearance, colours: VisualContrastContext, ratio: Double, required: Double)] = []
        var isDrawnInItsBackground = true
        for appearance in appearances {
            let resolved = appearance == first
                ? initial : VisualContrastContext.resolve(for: id, in: tree, appearance: appearance, assets: assets,
                                                          isWidget: isWidget, surroundings: surroundings)
            guard let colours = resolved else { return }
            let ratio = VisualColour.contrastRatio(foreground: colours.foreground, background: colours.background)
            let required = Self.requiredRatio(kind, colours)
            if ratio < required { failing.append((appearance, colours, ratio, required)) }
            isDrawnInItsBackground = isDrawnInItsBackground && Self.isDrawnInItsBackground(colours)
        }
        // Text in the very colour its background is named by (`Text("...").foregroundColor(.appBackground)` on
        // `.background(Color.appBackground)`) is hidden on purpose: a spacer that holds a message's place.
        if isDrawnInItsBackground { return }
        // Asked only of a failing symbol: the answer walks its row or column.
        if kind == .symbol, !failing.isEmpty, Self.repeatsTextBesideIt(id, in: tree) { return }
        // Asset colours: the worst appearance; named and literal colours: the first one that fails.
        guard let shown = initial.usesAssets ? failing.min(by: { $0.ratio < $1.ratio }) : failing.first else { return }
        // Every light and dark appearance failing goes unnamed, unless only one of them is checked.
        let named = failing.count == appearances.count && !initial.usesAssets && base.count > 1
            ? [] : failing.map(\.appearance)
        sink.report(id, in: tree, message: Self.message(element: tree[id].name, kind: kind, colours: shown.colours,
                                                        ratio: shown.ratio, required: shown.required,
                                                        appearances: named))
    }

    /// Whether the foreground is a background colour, by name, drawn on that very colour (`.appBackground` on
    /// `Color.appBackground`): drawn to be invisible, not to be read. White on a white fill is not: the names say
    /// nothing of intent, and a caller's fill may have changed under an icon meant for a photo.
    static func isDrawnInItsBackground(_ colours: VisualContrastContext) -> Bool {
        guard !colours.isSystemBackground, colours.foreground == colours.background,
              let name = colours.foregroundSource.split(separator: ".").last else { return false }
        return TraitText.words(of: String(name)).contains { backgroundWords.contains($0) }
    }

    private static let backgroundWords: Set<String> = ["background", "bg", "backdrop"]

    /// The appearances an element is seen in: only dark on watchOS, which has no light appearance (whatever the
    /// iOS app beside it locks), only the one the view or its app pins (`.colorScheme(.dark)` around it,
    /// Info.plist's `UIUserInterfaceStyle`, `.preferredColorScheme` on the scene), else light and dark.
    static func appearances(platforms: Set<String>, locked: Appearance?) -> [Appearance] {
        if platforms == ["watchos"] { return [.dark] }
        if let locked { return [locked] }
        return [.light, .dark]
    }

    enum ElementKind {
        case text, symbol
        /// The border or stroke that is a text field's only visible boundary (WCAG 1.4.11).
        case boundary
    }

    /// `appearances`: the asset catalog appearances that fail (the colours shown are the worst one's).
    static func message(element: String, kind: ElementKind = .text, colours: VisualContrastContext, ratio: Double,
                        required: Double, appearances: [Appearance] = []) -> String {
        let shown = String(format: "%.2f", ratio)
        let appearanceNames = appearances.map(\.displayName)
        let inAppearances: String
        switch appearanceNames.count {
        case 0: inAppearances = ""
        case Appearance.allCases.count: inAppearances = " in every appearance"
        case 1: inAppearances = " in the \(appearanceNames[0]) appearance"
        default:
            inAppearances = " in the " + appearanceNames.dropLast().joined(separator: ", ") + " and "
                + (appearanceNames.last ?? "") + " appearances"
        }
        let minimum = required == 3 ? "3:1" : "4.5:1"
        let foreground = colours.foreground.composited(over: colours.background).hexDescription
        var background = colours.isSystemBackground
            ? colours.backgroundSource + " with no background set" : "'\(colours.backgroundSource)'"
        var drawn = "colour"
        var fix = "Darken the text or the background"
        var harm = "people with low vision may not be able to read it"
        if kind == .boundary {
            drawn = "border"
            fix = "Darken the border, or give the field a fill that contrasts with the background,"
            harm = "it is the field's only boundary (WCAG 1.4.11), so people with low vision may not find the field"
        }
        switch colours.tint {
        case .foreground?:
            drawn = "tint"
            fix = "Choose a tint with more contrast (.tint(…), the AccentColor asset) or give the title a colour of its own"
        case .fill?:
            background = "the prominent button's tint '\(colours.backgroundSource)'"
            fix = "Choose a tint or a label colour with more contrast"
        case nil:
            break
        }
        return """
            \(element) \(drawn) '\(colours.foregroundSource)' (\(foreground)) on \(background) \
            (\(colours.background.hexDescription)) has a contrast of \(shown):1\(inAppearances), below the \(minimum) WCAG AA \
            minimum; \(harm). \(fix) until the ratio reaches \(minimum).
            """
    }

    /// Text-bearing views (`Text`, `Label`, a control with a literal title) and SF Symbols; nil for anything else.
    private func elementKind(_ id: NodeID, in tree: ViewTree) -> ElementKind? {
        let name = tree[id].name
        // `Label("", systemImage: "ellipsis")`, `.labelStyle(.iconOnly)`: only the icon is drawn, a graphic.
        if name == "Label", Self.drawsOnlyItsIcon(id, in: tree) { return .symbol }
        if SwiftUIVocabulary.textViews.contains(name) { return .text }
        if SwiftUIVocabulary.controlsDrawingTitle.contains(name), case .string? = tree[id].arguments.first?.value,
           tree[id].arguments.first?.label == nil {
            return .text
        }
        if name == "Image", tree[id].arguments.first?.label == "systemName" { return .symbol }
        if checksBoundaries, SwiftUIVocabulary.textInputs.contains(name) { return .boundary }
        return nil
    }

    /// A `Label` whose title is an empty literal, or that an `.iconOnly` label style draws as its icon alone.
    static func drawsOnlyItsIcon(_ label: NodeID, in tree: ViewTree) -> Bool {
        if case .string(let title)? = tree[label].arguments.first?.value, tree[label].arguments.first?.label == nil,
           !title.isInterpolated, title.text.allSatisfy(\.isWhitespace) {
            return true
        }
        return tree.hasIconOnlyLabelStyle(label)
    }

    private func isDisabled(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.effectiveModifiers(named: "disabled", of: id).contains { modifier in
            if case .bool(false)? = tree[modifier].arguments.first?.value { return false }
            return true
        }
    }
}
