/// Finds the literal foreground and background colours that apply to a text or symbol, and its text size class,
/// by walking the modifiers around it from the inside out, in one appearance. Anything the walk cannot know (an
/// asset or theme colour, a gradient, a material, a colour scheme override, an overlay's content) makes the answer
/// nil. Text with no background up to its declaration, a list, a form or a navigation container is drawn on the
/// system background (`VisualColour.systemBackgrounds`).
struct VisualContrastContext {
    var foreground: VisualColour
    var foregroundSource: String
    /// Opaque: translucent backgrounds are composited over the next background out.
    var background: VisualColour
    var backgroundSource: String
    /// The background is the system background the walk assumed, not one the code sets.
    var isSystemBackground = false
    /// An asset catalog colour took part: its high-contrast appearances may differ from the base ones.
    var usesAssets = false
    /// `true` for large text (3:1 suffices), `false` for normal text, nil when the font is not known.
    var isLargeText: Bool?
    /// The foreground is the tint a button draws its label in, or the tint under a prominent button's label.
    var tint: TintRole?

    /// Where the tint takes part in the colours compared.
    enum TintRole: Equatable {
        /// The label is drawn in the tint (a borderless or automatic button on iOS, `.foregroundStyle(.tint)`).
        case foreground
        /// The label is drawn on the tint (`.borderedProminent`).
        case fill
    }

    /// Modifiers whose effect on the final colours the walk cannot compute.
    static let colourAlteringModifiers: Set<String> = [
        "colorMultiply", "colorInvert", "blendMode", "saturation", "brightness", "contrast", "grayscale",
        "hueRotation", "luminanceToAlpha", "preferredColorScheme", "colorScheme", "environment", "mask",
        "compositingGroup", "drawingGroup", "visualEffect", "glassEffect", "backgroundStyle",
        // Styles and containers that paint their own fill behind the text (known button styles: `ButtonLook`).
        "textFieldStyle", "listRowBackground", "containerBackground", "pickerStyle",
    ]

    /// Containers that paint rows or chrome between their content and any background further out.
    static let paintingContainers: Set<String> = ["List", "Form", "Table", "GroupBox", "Menu", "Picker", "TabView",
                                                  "NavigationStack", "NavigationView", "NavigationSplitView",
                                                  "ToolbarItem", "ToolbarItemGroup"]

    /// Painting containers whose fill is a system background (rows, grouped and plain backgrounds).
    static let systemBackgroundContainers: Set<String> = ["List", "Form", "Table", "NavigationStack",
                                                          "NavigationView", "NavigationSplitView"]

    static let systemBackgroundSource = "the system background"

    /// An argument label that hands a component the fill it draws behind its content: `background`,
    /// `backgroundColor`, `cardBackground`, `fill`.
    static func namesBackground(_ label: String) -> Bool {
        let lowered = label.lowercased()
        return lowered.hasPrefix("background") || lowered == "fill" || lowered.hasSuffix("background")
    }

    /// An argument label that hands a component the look it draws its content with (`GSButton(style:
    /// .secondary()) { … } label: { Text(…) }`, `variant: .filled`): a button's fill the file cannot see.
    static func namesStyle(_ label: String) -> Bool {
        label == "style" || label == "variant" || label == "buttonStyle"
    }

    /// At most this many uses of a view type in its own file are followed to find its background.
    static let followedTypeUses = 8

    /// The system's default tint: `.tint(.blue)` is the default written out.
    static let defaultTintName = "blue"

    /// The platforms an element may ship on: the file's (empty: unknown, every platform), narrowed by the `#if`
    /// clauses around it (`PlatformCondition.clausePlatforms`). Empty when the file's are unknown and no clause narrows them.
    static func platforms(of element: NodeID, in tree: ViewTree, file: Set<String>,
                          clauses: [NodeID: Set<String>]) -> Set<String> {
        var platforms = file.isEmpty ? Set(PlatformCondition.allPlatforms) : file
        if !clauses.isEmpty {
            for clause in tree.ancestors(of: element) {
                if let possible = clauses[clause] { platforms.formIntersection(possible) }
            }
        }
        return platforms.count == PlatformCondition.allPlatforms.count ? [] : platforms
    }

    /// `appearance` and `assets` let asset catalog colours count, in that appearance (`ProjectIndex.assetColor(named:
    /// forFile:)`, given the name); without them an asset colour makes the answer nil.
    /// `isWidget`: the file imports WidgetKit (`VisualTree.isWidgetFile`), asked once per file by the caller.
    /// `surroundings`: the element's platforms and the app's accent colour (`Surroundings`).
    static func resolve(for element: NodeID, in tree: ViewTree, appearance: Appearance = .light,
                        assets: ((String) -> [Appearance: RGBA]?)? = nil, isWidget: Bool = false,
                        surroundings: Surroundings = Surroundings()) -> VisualContrastContext? {
        var walker = Walker(tree: tree, element: element, appearance: appearance, isWidget: isWidget)
        walker.surroundings = surroundings
        if let assets {
            walker.assetNamed = { name in
                assets(name)?[appearance].map {
                    VisualColour(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
                }
            }
            walker.assetColour = { [assetNamed = walker.assetNamed] expr in
                VisualColourExpression.assetName(of: expr).flatMap(assetNamed)
            }
        }
        return walker.run()
    }

    /// What `view` is drawn over as far as its file shows, walking out to its declaration (and through the file's
    /// uses of the helpers and types around it): a component's call site, where the caller puts the component. A
    /// pushed or presented screen (a `NavigationLink`'s destination, a `.sheet`'s content, a tab) starts on the
    /// system background, and so does a view on a fill that is one (`Color(.systemGroupedBackground)`) or in a
    /// place the walk cannot follow; a fill it cannot read is unknown.
    static func backdrop(of view: NodeID, in tree: ViewTree) -> CallerBackdrop {
        var fills: [RGBA] = []
        var source = ""
        for appearance in [Appearance.light, .dark] {
            var walker = Walker(tree: tree, element: view, appearance: appearance, isWidget: false)
            walker.measuresBackgroundOnly = true
            walker.walk(from: view, depth: 0)
            // A fill it cannot read (a theme colour, a gradient, a material, a container that paints its own),
            // unless it is an asset colour, read where the component is checked.
            guard !walker.failed else {
                return walker.unreadAssetFill.map { CallerBackdrop.asset(name: $0.name, source: $0.source) } ?? .unknown
            }
            // A screen of its own starts on the system background; nothing behind the call, or a place the walk
            // cannot follow (a default argument), leaves it on what the caller is drawn over.
            guard let background = walker.background else { return walker.startsOwnScreen ? .system : .uncovered }
            guard background.colour.isOpaque else { return .unknown }
            let colour = background.colour
            fills.append(RGBA(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha))
            source = background.source
        }
        return .fill(light: fills[0], dark: fills[1], source: source)
    }

    /// What the walk needs beyond the file's tree: where the element ships and the app's accent colour.
    struct Surroundings {
        /// The platforms the element may ship on (`ios`, `macos`, …); empty when unknown (every platform).
        var platforms: Set<String> = []
        /// The app's `AccentColor` asset (`AssetColorIndex.accentColor(forFile:)`); nil when none is known.
        var accentColour: [Appearance: RGBA]?
        /// The element is a text field drawn in this border or stroke colour (`onlyBoundary(of:in:)`).
        var boundary: Boundary?
        /// Tints take part: button titles drawn in the tint or on it, `.foregroundStyle(.tint)` (the rule's
        /// `button_tints` option); without it, content drawn in or on a tint is unknown.
        var comparesTints = false
        /// The app's own modifiers whose body sets a foreground colour (`ProjectIndex.foregroundSettingModifiers`).
        var foregroundSettingModifiers: Set<String> = []
        /// What the callers in other files draw the view whose `body` this is over (`LintContext.callerBackdrops`);
        /// empty when unknown: the system background.
        var callerBackdrops: (NodeID) -> Set<CallerBackdrop> = { _ in [] }

        /// iOS draws the titles of borderless and automatic-style buttons in the tint; macOS, watchOS, tvOS and
        /// visionOS draw them on a bezel or platter of their own.
        var buttonsDrawTitlesInTint: Bool { platforms.isEmpty || platforms.contains("ios") }

        /// The system backgrounds that may be behind content with none of its own; macOS's window background only
        /// where the element may ship on macOS.
        func systemBackgrounds(in appearance: Appearance) -> [VisualColour] {
            VisualColour.systemBackgrounds(in: appearance,
                                           includingMacOS: platforms.isEmpty || platforms.contains("macos"))
        }
    }

    /// The colour of a border or stroke, and the modifier that draws it.
    struct Boundary {
        var colour: Expr
        var source: String
        var modifier: NodeID
    }

    /// The border or stroke that is a text field's only visible boundary: `.border(colour)`, or an overlay of a
    /// shape stroked in a colour (`.overlay(RoundedRectangle(…).stroke(colour))`, `.overlay { Capsule()
    /// .strokeBorder(colour) }`), among the field's own modifiers. nil when the field has a fill or a style of its
    /// own (either may be its boundary), or no such border.
    static func onlyBoundary(of field: NodeID, in tree: ViewTree) -> Boundary? {
        var found: Boundary?
        for modifier in tree.modifiers(of: field) {
            let item = tree[modifier]
            switch item.name {
            case "background", "textFieldStyle", "listRowBackground", "backgroundStyle":
                return nil
            case "border":
                guard found == nil, let argument = item.arguments.first, argument.label == nil else { continue }
                found = Boundary(colour: argument.value, source: tree.text(in: argument.range), modifier: modifier)
            case "overlay":
                guard found == nil else { continue }
                let views = tree.children(of: modifier).flatMap { child in
                    tree[child].kind == .closure ? Array(tree.children(of: child)) : [child]
                }
                guard views.count == 1, let shape = views.first, tree[shape].kind == .call,
                      SwiftUIVocabulary.boundsFillingShapes.contains(tree[shape].name) else { continue }
                for stroke in tree.modifiers(of: shape) where ["stroke", "strokeBorder"].contains(tree[stroke].name) {
                    guard let argument = tree[stroke].arguments.first, argument.label == nil else { continue }
                    found = Boundary(colour: argument.value, source: tree.text(in: argument.range), modifier: stroke)
                }
            default:
                continue
            }
        }
        return found
    }

    /// A button style the walk knows the look of.
    enum ButtonLook {
        /// `.automatic` or `.borderless`: the title in the tint, no fill.
        case tinted
        /// `.plain`: the title in the foreground style, no fill.
        case plain
        /// `.borderedProminent`: the title in white on a fill of the tint.
        case prominent

        /// The look of `.buttonStyle(…)`'s argument; nil for styles the walk cannot know (bordered, custom).
        init?(_ style: Expr) {
            let name: String?
            switch style {
            case .member(nil, let member): name = member
            case .call(let callee, let arguments, _) where arguments.isEmpty: name = VisualTree.lastName(callee)
            default: return nil
            }
            switch name {
            case "automatic", "borderless", "DefaultButtonStyle", "BorderlessButtonStyle": self = .tinted
            case "plain", "PlainButtonStyle": self = .plain
            case "borderedProminent", "BorderedProminentButtonStyle": self = .prominent
            default: return nil
            }
        }
    }

    /// `.tint`, `.accentColor`, `Color.accentColor`: the tint as a colour or shape style.
    static func isTintStyle(_ expr: Expr) -> Bool {
        switch expr {
        case .member(nil, let name): return name == "tint" || name == "accentColor"
        case .member(let base?, "accentColor"): return VisualTree.dottedName(base) == "Color"
        default: return false
        }
    }

    private struct Walker {
        let tree: ViewTree
        let element: NodeID
        let appearance: Appearance
        var surroundings = Surroundings()
        var foreground: (colour: VisualColour, source: String)?
        /// The foreground is the tint (`.foregroundStyle(.tint)`), written so.
        var foregroundTintSource: String?
        /// The innermost `.tint(…)` or `.accentColor(…)` modifier.
        var tintModifier: NodeID?
        /// The innermost known `.buttonStyle(…)`.
        var buttonLook: ButtonLook?
        /// The button whose label the element is, once the walk passes it: whether its label had a foreground and
        /// a background of its own.
        var control: (hasForeground: Bool, hasBackground: Bool)?
        var contentAlpha = 1.0
        var background: (colour: VisualColour, source: String)?
        var font: Expr?
        var fontSeen = false
        var isBold = false
        var failed = false
        /// The walk reached the element's declaration or a container painted with a system background.
        var onSystemBackground = false
        /// The walk reached a screen of its own (a pushed or presented destination, a tab) or a system fill, not
        /// merely the end of what the file shows.
        var startsOwnScreen = false
        var usesAssets = false
        /// Where the current stretch of the walk began: the element, or a use of the helper that holds it.
        var pathStart: NodeID
        /// Widgets and Live Activities draw on the background their configuration sets, not the system's.
        let isWidget: Bool
        /// Only what is behind the element matters (`backdrop(of:in:)`): its foreground, font, tint and style are
        /// not read, so none of them can leave the walk undecided.
        var measuresBackgroundOnly = false
        /// The walk met a fill that is one of the system backgrounds (`measuresBackgroundOnly` only): what is
        /// behind that does not show.
        var reachedSystemFill = false

        /// Whether a fill's code names a system background (`Color(.systemBackground)`,
        /// `Color(UIColor.secondarySystemGroupedBackground)`, `Color(nsColor: .windowBackgroundColor)`).
        static func namesSystemBackground(_ source: String) -> Bool {
            TraitText.identifiers(in: source).contains { name in
                let words = TraitText.words(of: name)
                return words.contains("background") && (words.contains("system") || words.first == "window")
            }
        }

        var assetColour: (Expr) -> VisualColour? = { _ in nil }
        /// The asset catalog colour of that name in the walk's appearance.
        var assetNamed: (String) -> VisualColour? = { _ in nil }
        /// The asset colour of the fill the walk stopped at, unread (`measuresBackgroundOnly` only), and its code.
        var unreadAssetFill: (name: String, source: String)?

        init(tree: ViewTree, element: NodeID, appearance: Appearance, isWidget: Bool) {
            self.tree = tree
            self.element = element
            self.appearance = appearance
            self.pathStart = element
            self.isWidget = isWidget
        }

        /// Walks out to the declaration that holds the element: the innermost foreground and font win, and
        /// backgrounds stack until one is opaque.
        mutating func run() -> VisualContrastContext? {
            if let boundary = surroundings.boundary {
                guard let colour = colour(of: boundary.colour, near: boundary.modifier) else { return nil }
                foreground = (colour, boundary.source)
            }
            walk(from: element, depth: 0)
            return result()
        }

        /// `depth` counts the helper properties and functions followed to their uses.
        /// Whether the element lies in one of the closures handed to `call` (`label: { Text(…) }`).
        func holdsElement(inClosureOf call: NodeID) -> Bool {
            let closures = tree.closures(of: call)
            return tree.ancestors(of: element).contains(where: closures.contains)
        }

        mutating func walk(from start: NodeID, depth: Int) {
            pathStart = start
            var current: NodeID? = start
            while let node = current, !failed, !reachedSystemFill {
                let item = tree[node]
                switch item.kind {
                case .call, .reference:
                    if node != element, !isOpaqueBackgroundFound,
                       VisualContrastContext.paintingContainers.contains(item.name) {
                        // A tab's content is a screen of its own, on the system background.
                        if background == nil, VisualContrastContext.systemBackgroundContainers.contains(item.name)
                            || measuresBackgroundOnly && item.name == "TabView" {
                            startOwnScreen()
                            findTint(from: node)
                            current = nil
                        } else {
                            failed = true
                        }
                        continue
                    }
                    // A custom component handed a background (`Popover(background: Color.white) { … }`) or a
                    // style (`StyledButton(style: .secondary) { … } label: { … }`) draws the content on it, where
                    // its body puts it.
                    if node != element, item.kind == .call, !isOpaqueBackgroundFound, !ViewNames.isBuiltIn(item.name),
                       item.arguments.contains(where: { argument in
                           guard let label = argument.label else { return false }
                           return VisualContrastContext.namesBackground(label)
                               // A style dresses the content handed to the component, not the component's own body.
                               || VisualContrastContext.namesStyle(label) && holdsElement(inClosureOf: node)
                       }) {
                        failed = true
                        continue
                    }
                    if node != element, item.name == "ZStack", !isOpaqueBackgroundFound { visitBackdrop(in: node) }
                    for modifier in tree.modifiers(of: node) where !failed { visit(modifier) }
                    if control == nil, item.kind == .call, isTintingControl(node) {
                        control = (foreground != nil || foregroundTintSource != nil, background != nil)
                    }
                case .closure, .conditional, .branch, .switchStatement, .ternary, .ifConfig, .ifConfigBranch:
                    // A link's destination is a screen of its own, pushed on the system background.
                    if measuresBackgroundOnly, let link = item.parent, tree[link].kind == .call,
                       tree[link].name == "NavigationLink", !tree.isLabelPart(node, of: link) {
                        if background == nil { startOwnScreen() }
                        current = nil
                        continue
                    }
                case .property, .function:
                    // A view's body with no background is on the system's; a helper is where its uses put it.
                    if !isWidget, background == nil {
                        if item.name == SwiftUIVocabulary.bodyProperty {
                            // A view this file uses is where those uses put it (a row on a themed list row);
                            // one used only elsewhere, on the system background. A name used more often than
                            // `followedTypeUses` is not followed: per element, that would be quadratic.
                            if let type = item.parent, tree[type].kind == .typeDecl,
                               tree.callsAndReferences(named: tree[type].name).count
                                   <= VisualContrastContext.followedTypeUses,
                               !uses(of: type).isEmpty {
                                followUses(of: type, depth: depth)
                            } else {
                                placeOnCallersBackdrops(surroundings.callerBackdrops(node))
                            }
                        } else {
                            followUses(of: node, depth: depth)
                        }
                    }
                    current = nil
                    continue
                case .modifier:
                    // A sheet's or a pushed destination's content is a screen of its own.
                    if measuresBackgroundOnly, background == nil,
                       SwiftUIVocabulary.screenPresentations.contains(item.name) { startOwnScreen() }
                    current = nil
                    continue
                case .file, .typeDecl, .statement, .localBinding, .recovery:
                    current = nil
                    continue
                }
                current = item.parent
            }
            return
        }

        /// A view only other files use is where their calls draw it: on the system background when one of them
        /// does (or none is known), else on the callers' fill it contrasts least with; unknown when a caller's
        /// fill is.
        mutating func placeOnCallersBackdrops(_ backdrops: Set<CallerBackdrop>) {
            if backdrops.isEmpty || backdrops.contains(.system) || backdrops.contains(.uncovered) {
                onSystemBackground = true
                return
            }
            var fills: [(colour: VisualColour, source: String)] = []
            for backdrop in backdrops {
                switch backdrop {
                case .fill(let light, let dark, let source):
                    let fill = appearance == .light ? light : dark
                    fills.append((VisualColour(red: fill.red, green: fill.green, blue: fill.blue, alpha: fill.alpha),
                                  source))
                case .asset(let name, let source):
                    guard let colour = assetNamed(name), colour.isOpaque else {
                        failed = true
                        return
                    }
                    usesAssets = true
                    fills.append((colour, source))
                case .system, .uncovered, .unknown:
                    failed = true
                    return
                }
            }
            fills.sort { $0.source < $1.source }
            let text = foreground?.colour
            let ratio = { (fill: VisualColour) in
                text.map { VisualColour.contrastRatio(foreground: $0, background: fill) } ?? 0
            }
            guard let worst = fills.min(by: { ratio($0.colour) < ratio($1.colour) }) else { failed = true; return }
            stack(worst.colour, source: worst.source)
        }

        /// A helper property or function (`var badge: some View`) is on the system background only when every use
        /// of it in the file is, and on a fill only when every use is on the same one (a caller's, for a view only
        /// other files use); the walk goes on from the first use.
        mutating func followUses(of declaration: NodeID, depth: Int) {
            let uses = uses(of: declaration)
            guard depth < 4, !uses.isEmpty else { return }
            var first: Walker?
            for use in uses {
                var branch = self
                branch.walk(from: use, depth: depth + 1)
                // A fill it cannot read behind one use makes the whole answer unknown (an asset colour's name is
                // kept, to be read where a caller's component is checked), not "nothing found".
                if branch.failed {
                    self = branch
                    return
                }
                guard branch.background != nil || branch.onSystemBackground else { return }
                if let first, first.background?.colour != branch.background?.colour { return }
                if first == nil { first = branch }
            }
            if let first { self = first }
        }

        /// Where the file uses a helper or a view type, outside its own declaration, previews and the app's scenes
        /// (a window's root view is on the system background; an appearance its scene locks is read apart).
        func uses(of declaration: NodeID) -> [NodeID] {
            let name = tree[declaration].name
            return (tree.callsAndReferences(named: name) + tree.callsAndReferences(named: "self." + name)).filter { use in
                !tree.isSceneContent(use) && !tree.ancestors(of: use).contains { ancestor in
                    ancestor == declaration || tree.isPreviewDeclaration(ancestor)
                        || tree[ancestor].kind == .call && tree[ancestor].name == ShippingCode.previewMacro
                }
            }
        }

        mutating func result() -> VisualContrastContext? {
            guard !failed else { return nil }
            var tintRole: TintRole?
            var drawn = foreground
            var background = background
            var onSystemBackground = onSystemBackground
            if let control, buttonLook == .prominent {
                // The label sits on the tint: white unless the label sets its own colour.
                guard surroundings.comparesTints, !control.hasBackground, surroundings.buttonsDrawTitlesInTint,
                      let fill = tintColour() else {
                    return nil
                }
                if drawn == nil, foregroundTintSource == nil { drawn = (.white, "white") }
                background = (fill.colour, fill.source)
                onSystemBackground = false
                tintRole = .fill
            } else if drawn == nil {
                let isTintedTitle = control.map { !$0.hasForeground } ?? false && buttonLook != .plain
                    && surroundings.buttonsDrawTitlesInTint
                guard surroundings.comparesTints, foregroundTintSource != nil || isTintedTitle,
                      let tint = tintColour() else { return nil }
                drawn = (tint.colour, foregroundTintSource.map { _ in tint.source } ?? tint.source)
                tintRole = .foreground
            }
            guard let foreground = drawn else { return nil }
            let shown = foreground.colour.withAlpha(multipliedBy: contentAlpha)
            // Drawn in `.clear` (a copy that sizes a bubble or holds a place): nothing shows, nothing to read.
            guard shown.alpha > 0 else { return nil }
            let backdrop: (colour: VisualColour, source: String)
            if let background {
                guard background.colour.isOpaque else { return nil }
                backdrop = background
            } else if onSystemBackground {
                // Whichever system fill is behind it, the text contrasts at least this much.
                let fills = surroundings.systemBackgrounds(in: appearance)
                guard let best = fills.max(by: {
                    VisualColour.contrastRatio(foreground: shown, background: $0)
                        < VisualColour.contrastRatio(foreground: shown, background: $1)
                }) else { return nil }
                // Content as light as the light fills is meant for a fill of its own that a caller provides.
                if appearance == .light,
                   shown.composited(over: .white).relativeLuminance >= fills.map(\.relativeLuminance).min() ?? 1 {
                    return nil
                }
                backdrop = (best, VisualContrastContext.systemBackgroundSource)
            } else {
                return nil
            }
            return VisualContrastContext(
                foreground: shown, foregroundSource: foreground.source,
                background: backdrop.colour, backgroundSource: backdrop.source,
                isSystemBackground: background == nil, usesAssets: usesAssets,
                // Without a font the text is `.body` (17 pt): large only when bold.
                isLargeText: fontSeen ? Self.isLarge(font, bold: isBold) : isBold, tint: tintRole)
        }

        /// The tint in this appearance: the innermost `.tint(…)`/`.accentColor(…)` with a colour the walk knows,
        /// else the app's `AccentColor` asset. nil when neither is known, and for the system blue, the default
        /// tint, which Apple tunes for every appearance.
        mutating func tintColour() -> (colour: VisualColour, source: String)? {
            if let modifier = tintModifier {
                guard let argument = tree[modifier].arguments.first else { return nil }
                if VisualContrastContext.isTintStyle(argument.value) { return accentColour() }
                if case .member(_, let name) = argument.value, name == VisualContrastContext.defaultTintName {
                    return nil
                }
                guard let colour = colour(of: argument.value, near: modifier) else { return nil }
                return (colour, tree.text(in: argument.range))
            }
            return accentColour()
        }

        mutating func accentColour() -> (colour: VisualColour, source: String)? {
            guard let value = surroundings.accentColour?[appearance] else { return nil }
            usesAssets = true
            return (VisualColour(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha),
                    AssetColorIndex.accentColorName)
        }

        /// Where the walk stops at a container that paints the system background, a `.tint(…)` further out still
        /// reaches the element: `List { Button("Add") { … } }.tint(.orange)`.
        mutating func findTint(from container: NodeID) {
            guard tintModifier == nil else { return }
            var current: NodeID? = container
            while let node = current, tintModifier == nil {
                switch tree[node].kind {
                case .call, .reference:
                    tintModifier = tree.modifiers(of: node).first { ["tint", "accentColor"].contains(tree[$0].name) }
                case .property, .function, .typeDecl, .file, .modifier:
                    return
                default:
                    break
                }
                current = tree[node].parent
            }
        }

        /// A `Button` or `Link` that is the element, or whose label holds it (not its action closure).
        func isTintingControl(_ node: NodeID) -> Bool {
            guard SwiftUIVocabulary.controlsDrawingTitleInTint.contains(tree[node].name) else { return false }
            // A destructive button draws its title in the system red, whatever the tint.
            if tree[node].arguments.contains(where: {
                $0.label == "role" && tree.text(in: $0.range).hasSuffix(".destructive")
            }) {
                return false
            }
            if node == element { return true }
            let closures = tree.closures(of: node)
            guard let holder = closures.first(where: { $0 == pathStart || tree.ancestors(of: pathStart).contains($0) })
            else { return false }
            let label = tree[holder].label
            // `Button { action } label: { … }` names the label.
            if closures.contains(where: { tree[$0].label == "label" }) { return label == "label" }
            // `Button(action: act) { … }`, `Button(action: { … }) { … }`, `Link(destination:) { … }`: the one
            // trailing closure that is not the action.
            let actionIsArgument = closures.count == 2 && closures.contains { tree[$0].label == "action" }
                || tree[node].arguments.contains { $0.label == "action" } || tree[node].name == "Link"
            return label == nil && actionIsArgument
        }

        var isOpaqueBackgroundFound: Bool { background.map { $0.colour.isOpaque } ?? false }

        /// Whether `modifier` is one of the app's own that sets a foreground colour, called by name or applied
        /// with `.modifier(T())`.
        func setsForegroundOfItsOwn(_ modifier: NodeID) -> Bool {
            let setters = surroundings.foregroundSettingModifiers
            guard !setters.isEmpty else { return false }
            let item = tree[modifier]
            if setters.contains(item.name) { return true }
            guard item.name == "modifier", case .call(.identifier(let type), _, _)? = item.arguments.first?.value
            else { return false }
            return setters.contains(type)
        }

        mutating func visit(_ modifier: NodeID) {
            let item = tree[modifier]
            // Where a view sits, not how it is drawn: only fills and colour changes around it count (of the
            // environment, only its colour scheme).
            if measuresBackgroundOnly, item.name != "background",
               !VisualContrastContext.colourAlteringModifiers.contains(item.name)
                || item.name == "environment" && !tree.text(in: item.range).contains("colorScheme") { return }
            switch item.name {
            case "foregroundColor", "foregroundStyle":
                guard foreground == nil, foregroundTintSource == nil else { return }
                guard item.arguments.count == 1, let argument = item.arguments.first else { failed = true; return }
                if VisualContrastContext.isTintStyle(argument.value) {
                    foregroundTintSource = tree.text(in: argument.range)
                    return
                }
                guard let colour = colour(of: argument.value, near: modifier) else { failed = true; return }
                foreground = (colour, tree.text(in: argument.range))
            case "tint", "accentColor":
                guard tintModifier == nil else { return }
                guard item.arguments.count == 1 else { failed = true; return }
                tintModifier = modifier
            case "buttonStyle":
                guard buttonLook == nil else { return }
                guard let style = item.arguments.first?.value, let look = ButtonLook(style) else {
                    failed = true
                    return
                }
                buttonLook = look
            case "opacity":
                guard case .number(let factor, _)? = item.arguments.first?.value else { failed = true; return }
                // Opacity outside the background fades both over an unknown backdrop.
                if background != nil, factor < 1 { failed = true; return }
                contentAlpha *= factor
            case "background":
                if !isOpaqueBackgroundFound { addBackground(from: modifier) }
            case "font":
                guard !fontSeen else { return }
                fontSeen = true
                font = item.arguments.first?.value
            case "bold":
                if item.arguments.isEmpty { isBold = true }
                if case .bool(true)? = item.arguments.first?.value { isBold = true }
            case "fontWeight":
                if Self.isBoldWeight(item.arguments.first?.value) { isBold = true }
            default:
                // An app's own modifier that sets the colour (`.signingTitle()`, `.modifier(TitleStyle())`): the
                // content is drawn in its colour, which the walk does not read.
                if foreground == nil, foregroundTintSource == nil, setsForegroundOfItsOwn(modifier) {
                    failed = true
                    return
                }
                // A literal scheme decides the appearance the colours are resolved in (`pinnedAppearance(of:)`).
                if VisualContrastContext.colourAlteringModifiers.contains(item.name),
                   PinnedAppearance.pinnedScheme(modifier, in: tree) == nil { failed = true }
            }
        }

        mutating func addBackground(from modifier: NodeID) {
            let item = tree[modifier]
            let value: Expr?
            let source: String
            if let argument = item.arguments.first(where: { $0.label == nil }) {
                value = argument.value
                source = tree.text(in: argument.range)
            } else if let closure = tree.closures(of: modifier).first, tree.children(of: closure).count == 1,
                      let only = tree.children(of: closure).first {
                value = colourViewExpr(only)
                source = tree.text(in: tree[only].range)
            } else {
                value = nil
                source = ""
            }
            if reachesSystemFill(drawnBy: source) { return }
            guard let value, let colour = colour(of: value, near: modifier) else {
                noteUnreadAsset(value, source: source)
                failed = true
                return
            }
            stack(colour, source: source)
        }

        /// Earlier children of a `ZStack` that are plain colours sit behind the element.
        mutating func visitBackdrop(in zstack: NodeID) {
            guard let closure = tree.closures(of: zstack).first else { return }
            let siblings = tree.children(of: closure)
            let path = Set(tree.ancestors(of: pathStart) + [pathStart])
            guard let position = siblings.firstIndex(where: { path.contains($0) }) else { return }
            for sibling in siblings[..<position].reversed() where !failed && !isOpaqueBackgroundFound {
                if reachesSystemFill(drawnBy: tree.text(in: tree[sibling].range)) { return }
                guard let expr = colourViewExpr(sibling), var colour = colour(of: expr, near: sibling) else {
                    noteUnreadAsset(colourViewExpr(sibling), source: tree.text(in: tree[sibling].range))
                    failed = true
                    return
                }
                for modifier in tree.modifiers(of: sibling) {
                    switch tree[modifier].name {
                    case "ignoresSafeArea", "edgesIgnoringSafeArea":
                        continue
                    case "opacity":
                        guard case .number(let factor, _)? = tree[modifier].arguments.first?.value else {
                            failed = true
                            return
                        }
                        colour = colour.withAlpha(multipliedBy: factor)
                    default:
                        // A sized or shaped colour may not be behind the text at all.
                        failed = true
                        return
                    }
                }
                stack(colour, source: tree.text(in: tree[sibling].range))
            }
        }

        /// The element is on a screen of its own, or a system fill: the system background, whatever its callers draw.
        mutating func startOwnScreen() {
            onSystemBackground = true
            startsOwnScreen = true
        }

        /// `Color(.systemGroupedBackground)` as the first fill behind a call site (`measuresBackgroundOnly` only):
        /// one of the system backgrounds, as if none were set; the walk stops there.
        mutating func reachesSystemFill(drawnBy source: String) -> Bool {
            guard measuresBackgroundOnly, background == nil, Self.namesSystemBackground(source) else { return false }
            startOwnScreen()
            reachedSystemFill = true
            return true
        }

        /// Keeps the asset a fill names when the walk measures a call site's backdrop and nothing is stacked yet:
        /// the app's catalog is read where the component is checked.
        mutating func noteUnreadAsset(_ fill: Expr?, source: String) {
            guard measuresBackgroundOnly, background == nil, let fill,
                  let name = VisualColourExpression.assetName(of: fill) else { return }
            unreadAssetFill = (name, source)
        }

        mutating func stack(_ colour: VisualColour, source: String) {
            if let current = background {
                background = (current.colour.composited(over: colour), current.source + " over " + source)
            } else {
                background = (colour, source)
            }
        }

        /// `Color.red` / `Color(red:…)` written as a view.
        func colourViewExpr(_ node: NodeID) -> Expr? {
            let item = tree[node]
            switch item.kind {
            case .reference:
                let parts = item.name.split(separator: ".").map(String.init)
                guard parts.count == 2, parts[0] == "Color" else { return nil }
                return .member(base: .identifier("Color"), name: parts[1])
            case .call:
                guard item.name == "Color" else { return nil }
                return .call(callee: .identifier("Color"), arguments: item.arguments, trailingClosures: [])
            default:
                return nil
            }
        }

        mutating func colour(of expr: Expr, near node: NodeID) -> VisualColour? {
            var assetSeen = false
            let colour = VisualColourExpression.colour(of: expr, in: appearance, resolve: { name in
                VisualTree.literalInitialiser(of: name, visibleFrom: node, in: tree)
            }, asset: { expr in
                assetSeen = true
                return assetColour(expr)
            })
            if assetSeen { usesAssets = true }
            return colour
        }

        /// Whether a font weight counts as bold for WCAG's large text (`.bold`, `.heavy`, `.black`).
        static func isBoldWeight(_ weight: Expr?) -> Bool {
            guard case .member(_, let name)? = weight else { return false }
            return ["bold", "heavy", "black"].contains(name)
        }

        /// WCAG large text: 18 pt regular or 14 pt bold, a text style by its default size (`.title`, `.body` in
        /// bold). nil when the font is not literal.
        static func isLarge(_ font: Expr?, bold: Bool) -> Bool? {
            guard let font else { return nil }
            func isLargeSize(_ size: Double, bold: Bool) -> Bool { size >= 18 || (bold && size >= 14) }
            switch font {
            case .member(let base, let name):
                if let base, VisualTree.dottedName(base) != "Font" {
                    // `Font.title.leading(.tight)` and the like: the style is the base.
                    return isLarge(base, bold: bold)
                }
                return VisualFont.defaultPointSizes[name].map { isLargeSize($0, bold: bold) }
            case .call(let callee, let arguments, _):
                let name = VisualTree.lastName(callee)
                let isBold = bold || isBoldWeight(VisualTree.argument("weight", of: arguments)?.value)
                if name == "system" || name == "custom" {
                    if let style = arguments.first(where: { $0.label == nil || $0.label == "relativeTo" }),
                       case .member(nil, let styleName) = style.value,
                       let size = VisualFont.defaultPointSizes[styleName] {
                        return isLargeSize(size, bold: isBold)
                    }
                    guard let sizeArgument = VisualTree.argument("size", of: arguments),
                          case .number(let size, _) = sizeArgument.value else { return nil }
                    return isLargeSize(size, bold: isBold)
                }
                // `.title.bold()`, `.body.weight(.bold)`.
                if case .member(let base?, let method) = callee {
                    let isWeighted = method == "weight" && isBoldWeight(arguments.first?.value)
                    return isLarge(base, bold: bold || method == "bold" || isWeighted)
                }
                return nil
            default:
                return nil
            }
        }
    }
}
