import RuleEngine

/// A button-like control whose only visible label is an image (or nothing), with no accessibility label.
struct IconOnlyButtonRule: Rule {
    static let conventionalSymbolsOption = RuleOption(
        key: "report_conventional_symbols", type: .boolean, defaultValue: .boolean(false),
        documentation: "Also report controls that show only a conventional SF Symbol (`trash`, `plus`, `xmark`, "
            + "`square.and.arrow.up`, …), whose VoiceOver name already says the action, as `low` findings that ask "
            + "you to confirm the spoken name. Off by default: those controls are named adequately.")

    static let description = RuleDescription(
        id: "icon-only-button", name: "Icon-only button", severity: .critical, category: .labels,
        wcag: ["1.1.1", "2.4.4", "4.1.2"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Finds buttons, links, menus and toggles whose only label is an image or nothing, with no accessibility label.",
        rationale: """
            VoiceOver names a control after its label. When the label is only an image, VoiceOver reads the \
            image's name instead: a custom asset is read as its file name (`ic_close_white, button`), an image \
            from a variable or `UIImage` is read as nothing at all (`button`), and an SF Symbol by whatever name \
            the system gives it: often its shape (`bolt.horizontal`), or nothing. A VoiceOver user cannot tell \
            what the control does, and Voice Control users cannot name it to tap it.

            A few symbols are conventional: Apple's standard icons for an action (`plus` "Add", `trash` "Delete", \
            `xmark` "Close", `square.and.arrow.up` "Share", `magnifyingglass` "Search", `ellipsis` "More", …) \
            and symbols whose own name is the word for what they do (`play`, `pause`, `minus`, `questionmark`, \
            `gear`, `star`, `bell`, `flag`, `playpause`; `camera`, `map`, `location`, `mic` and `speaker` only on a \
            control whose action, the screen a link pushes, or the component named for its button \
            (`VoiceCommandButton`) names the same thing, since a camera on an avatar changes the profile photo). \
            What VoiceOver says for them carries the meaning the glyph gives sighted \
            users, so a control showing only one of them is not reported (the `report_conventional_symbols` \
            option reports them as `low` findings to confirm the spoken name). A symbol that swaps on a state \
            (`star` / `star.fill`) is judged by its name here; whether the state is announced is another rule's \
            question (`selection-state-not-exposed` for selections).
            """,
        fix: """
            - **Case: the button should show only an icon.** Keep the icon and give the control a title that \
            VoiceOver reads: `Button("Delete entry", systemImage: "trash") { … }` (with `.labelStyle(.iconOnly)` \
            where the style would show the title), or `Label("Delete entry", systemImage: "trash")` as the label.
            - **Case: the label is built from an image on purpose.** Add `.accessibilityLabel("Delete entry")` \
            to the control, describing the action, not the picture.
            - **Case: the control is a custom view.** Take the label as a parameter (`IconButton(systemName:label:)`) \
            and apply `.accessibilityLabel(label)` inside it.
            """,
        limits: """
            Reads `Button`, `Link`, `NavigationLink`, `Menu`, `Toggle` and `PhotosPicker` calls (also inside \
            modifier arguments such as `.navigationBarItems(trailing:)`) and components declared under `components:` with role \
            `button`. It stays quiet on a placeholder button (`.disabled(true)` with an empty action), on an empty \
            `NavigationLink` the code activates (`isActive:`, `tag:` with `selection:`, or a navigation library's \
            `unwrapping:` or `onNavigate:`), on an empty link whose destination is empty too \
            (`NavigationLink(destination: EmptyView()) { EmptyView() }`, a workaround that opens nothing), or on an \
            empty control drawn at `.opacity(0)` or framed to zero, `.frame(width: 0, height: 0)` (a list row's link hidden behind the row): hidden triggers whose exposure to VoiceOver depends on the runtime; when the label comes from a helper view it cannot resolve in the same file, a \
            custom component (also one drawn over a shape, `Circle().overlay { AppIcon(.close) }`, when nothing else \
            names the label), a `ProgressView`, or a custom accessibility modifier; when any branch of the label \
            shows text, or a button style declared in the same file draws a title beside it (`makeBody` showing a \
            `Text`); when an enclosing view hides the control or groups it with a label (a `NavigationLink`'s label \
            names the link, not the screen it opens, and a `Menu`'s label names the menu, not its items: those are \
            judged on their own); and when every \
            picture the label can show (each branch of an `if`, each literal of `isOn ? "star.fill" : "star"`, \
            each name spelled around such a choice, `"\\(isPlaying ? "pause" : "play").circle.fill"`, also through a \
            local bound to it, each literal the calls of a `private` helper pass for the parameter it shows, \
            `transportButton("backward.fill")`) is \
            a conventional symbol, a count badge over one aside (`"\\(filters).circle.fill"`, read as its \
            number) (for a `Toggle`, only symbols that name something on or off count: `star`, \
            `heart`, `bell`, `bookmark`; an action such as `gearshape` does not say what it switches). A style \
            suffix keeps a symbol conventional only when it keeps the glyph's meaning (`xmark.circle.fill` is \
            `xmark`, `bell.badge.fill` is `bell`; `chevron.right.circle` and `plus.square.on.square` are \
            other glyphs); a symbol named by a constant of the linted files (`Image(systemName: AppSymbols.new)` with \
            `static let new = "plus"`, or a case of a `String` enum, `Image(.xmarkCircle)`, \
            `Image(systemName: SFSymbols.share.rawValue)`) is that symbol, and so \
            is `style.rawValue` of a `String` enum declared in the file (each of its cases); custom symbols, other \
            image variables and asset images are never conventional — except an \
            asset named with the plain word for a conventional glyph or its action (`Image("plus")`, \
            `Image("close")`, in a namespacing folder `Image("x24/Plus")`, or with words after a hyphen or \
            underscore that only describe the drawing or its size, `Image("close-circle")`, `Image("copy_20")`, or in \
            camel case, `Image("backBtn")`, `Image("PlusSquared")`; an action word before what it acts on, \
            `Image("add-cart")`, `Image("sendMessage")`, or after it in camel case, `Image("AppDelete")`, reads as both; a shop's \
            `Image("cart")` is its basket; a \
            prefix before it, `Image("ic_close")`, `Image("icBack")`, is read as a file name, a state glyph of an icon set, \
            `Image("heart_20")`, says neither action nor state, and `Image("plus_20")` reads as an amount), which \
            VoiceOver reads by that word, \
            whether written at the image or passed to an app's own icon button that draws it (`IconButton(icon: \
            "trash")` whose body shows `Image(icon)`: each call is judged by what it passes, and the body itself, \
            once the linted files call it, is not reported; an app's own button whose body picks its icon and \
            takes nothing that could name it is reported in its body only, not again at each call), and \
            a constant of generated asset code whose member is such a word (`Image(asset: .X24.plus)`, \
            `Image(ImageResource.more)`, SwiftGen's `Image(Asset.Icons.copy.name)`: SwiftGen and Xcode's asset symbols name each \
            constant after its asset). \
            `ellipsis` ("More") stays reported on a button whose action calls a \
            function named for another conventional action (`shareReport()`); an action that only names one \
            (`editingFilterState = .init(filter: draft)`, which opens an editor) is "More". The table of conventional symbols and the names VoiceOver speaks for them is \
            curated from Apple's Human Interface Guidelines (Icons › Standard icons) and symbols whose own name is \
            the action (`pencil`, `delete.backward`, `gearshape`); symbols written through SFSafeSymbols \
            (`Image(systemSymbol: .trashCircle)`) are read as the same names; `.help(…)` sets a hint and \
            a tooltip, not a label, so it does not silence the rule, on the Mac either: the rotor and Voice \
            Control still have only the symbol's name. It also reports a colour or shape \
            (`Circle()`, `Color.red`, `RoundedRectangle(…)`) given `.accessibilityAddTraits(.isButton)` with no \
            label on it or around it: the trait alone makes a button with no name.
            """,
        options: [conventionalSymbolsOption],
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    let reportsConventionalSymbols: Bool

    init(options: [String: OptionValue]) {
        reportsConventionalSymbols = Self.conventionalSymbolsOption.boolean(in: options)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for node in tree.nodes(.call) {
            guard let role = Self.buttonRole(of: node, in: context) else { continue }
            let evidence = context.labelEvidence(for: node)
            guard evidence.evidence == .absent, !context.isReadingDecidedByEveryCaller(node) else { continue }
            if let spec = tree.controlSpec(of: node), tree.isInertPlaceholder(node, spec: spec) { continue }
            let control = tree[node].name
            let notes = context.componentLabelNotes(forCallOf: node)
            switch evidence.source {
            case .imageOnly(let images):
                guard !tree.buttonStyleShowsText(node) else { continue }
                let sources = images.map { image in
                    context.imageSource(of: image) ?? context.componentIconSource(ofCall: node) ?? .unnamed
                }
                switch Self.reading(of: sources, action: Self.actionWords(of: node, in: tree),
                                     verbs: Self.actionVerbs(of: node, in: tree), isToggle: role == .toggle) {
                case .conventional(let symbol, let entry):
                    guard reportsConventionalSymbols else { continue }
                    sink.report(node, in: tree, message: Self.conventionalMessage(control: control, symbol: symbol,
                                                                                  entry: entry),
                                severity: .low, notes: notes)
                case .misleading(let symbol, let entry, let word):
                    sink.report(node, in: tree, message: Self.misleadingMessage(
                        control: control, role: role, symbol: symbol, entry: entry, actionWord: word), notes: notes)
                case .unconventional(let shown, let unread):
                    guard !Self.choosesTheSymbolItShows(node, sources: sources, in: tree) else { continue }
                    if case .variable(let expression) = unread,
                       context.isIconJudgedAtCallSites(node, property: expression) { continue }
                    sink.report(node, in: tree, message: Self.message(control: control, role: role, shown: shown,
                                                                      unread: unread), notes: notes)
                }
            case .empty where role != .menu && role != .toggle:
                // Empty menus and toggles are `control-missing-label`'s. An empty link the code activates
                // (`isActive:`, `tag:`+`selection:`) is a hidden trigger, and one drawn at opacity 0 or framed to
                // zero (a list row's link hidden behind the row) is invisible; whether VoiceOver stops on either is runtime's. An
                // empty link to an empty view opens nothing.
                guard !tree.isProgrammaticNavigationLink(node), !tree.isDrawnAtZeroOpacity(node),
                      !tree.isDrawnAtZeroSize(node),
                      !tree.isLinkToNothing(node) else { continue }
                sink.report(node, in: tree, message: Self.emptyMessage(control: control, role: role), notes: notes)
            case .none where role == .custom:
                sink.report(node, in: tree, message: Self.customMessage(component: control))
            default:
                continue
            }
        }
        for shape in Self.namelessShapeButtons(in: context) {
            sink.report(shape, in: tree, message: Self.namelessTraitMessage(view: tree.quotedView(shape)))
        }
    }

    /// Colours and shapes given the button trait (`Circle().fill(color).onTapGesture { … }
    /// .accessibilityAddTraits(.isButton)`, a colour swatch) with no label anywhere: the trait makes VoiceOver stop
    /// on them and say "button", and nothing names them.
    static func namelessShapeButtons(in context: LintContext) -> [NodeID] {
        let tree = context.tree
        var shapes: [NodeID] = []
        for modifier in tree.modifierUses(.accessibilityAddTraits)
        where TraitText.identifiers(in: tree.firstArgumentValue(of: modifier) ?? "").contains("isButton") {
            guard let view = tree.parent(of: modifier), tree[view].kind == .call || tree[view].kind == .reference,
                  let base = tree[view].name.split(separator: ".").first,
                  SwiftUIVocabulary.shapeLayers.contains(String(base)), !shapes.contains(view) else { continue }
            let applicable = tree.applicableModifiers(of: view)
            guard !applicable.contains(where: { tree.mayHide($0) || tree.replacesElement($0) }),
                  context.labelEvidence(for: view).evidence == .absent,
                  !context.isReadingDecidedByEveryCaller(view) else { continue }
            shapes.append(view)
        }
        return shapes
    }

    static func namelessTraitMessage(view: String) -> String {
        "\(view) is announced as a button but nothing names it; VoiceOver reads just 'button'. "
            + "Add .accessibilityLabel(\"…\") saying what it does, or use a Button with a title."
    }

    /// A control whose label is a picture that VoiceOver names by something other than its action.
    /// - Parameters:
    ///   - shown: the label's pictures, as the message names them.
    ///   - unread: the first of them whose spoken name is not a conventional one.
    static func message(control: String, role: ButtonRole, shown: [ImageSource], unread: ImageSource) -> String {
        let spokenRole = role.spoken
        let what = shown.map(\.described).joined(separator: " or ")
        let spoken: String
        switch unread {
        case .symbol(let symbol) where role == .toggle && ConventionalSymbols.entry(for: symbol) != nil:
            let entry = ConventionalSymbols.entry(for: symbol)
            spoken = "VoiceOver reads '\(entry?.spoken ?? symbol), \(spokenRole)', which names an action, not what the "
                + "Toggle switches on or off"
        case .symbol(let symbol):
            let isChoice = shown.count > 1 || shown.contains { $0.alternatives.count > 1 }
            let subject = isChoice ? "for '\(symbol)', which is not a conventional symbol, " : ""
            spoken = "\(subject)VoiceOver reads whatever name the system gives the symbol (its shape, or nothing but "
                + "'\(spokenRole)'), not what the \(control) does"
        case .asset(let name):
            spoken = "VoiceOver reads the file name: '\(name), \(spokenRole)'"
        case .variable(let expression):
            spoken = "VoiceOver reads the name of whatever image `\(expression)` holds, which cannot be known here, or "
                + "just '\(spokenRole)'"
        case .unnamed, .symbols:
            spoken = "VoiceOver reads just '\(spokenRole)'"
        }
        var fix = "Add .accessibilityLabel(\"…\") describing the action"
        if case .symbol(let symbol) = unread, shown.count == 1, shown[0].alternatives.count == 1 {
            fix += ", or use \(titleFix(control, role: role, symbol: symbol))"
        }
        return "\(control) shows only \(what) and has no accessibility label; \(spoken). \(fix)."
    }

    /// A conventional symbol, reported only with `report_conventional_symbols: true`.
    static func conventionalMessage(control: String, symbol: String, entry: ConventionalSymbol) -> String {
        let reads = entry.source == .standardAction
            ? "by its built-in name, '\(entry.spoken)'"
            : "as '\(entry.spoken)' (or by a built-in name that says the same)"
        return "\(control) shows only the symbol '\(symbol)', which VoiceOver reads \(reads); confirm that "
            + "'\(entry.spoken)' says what this \(control) does, or add .accessibilityLabel(\"…\") naming the action "
            + "and what it acts on."
    }

    /// A generic conventional symbol (`ellipsis`, "More") on a button whose action names a specific one.
    static func misleadingMessage(control: String, role: ButtonRole, symbol: String, entry: ConventionalSymbol,
                                  actionWord: String) -> String {
        "\(control) shows only the symbol '\(symbol)', which VoiceOver reads as '\(entry.spoken)', but its action "
            + "is about '\(actionWord)'; VoiceOver users are not told what it does. Add .accessibilityLabel(\"…\") "
            + "naming the action, or use \(titleFix(control, role: role, symbol: symbol))."
    }

    /// A symbol picker's button: it shows the symbol its `ForEach` element names and its action chooses that
    /// element (`ForEach(symbols) { name in Button { selected = name } label: { Image(systemName: name) } }`).
    /// VoiceOver reads the symbol's name, which is the very thing being chosen.
    static func choosesTheSymbolItShows(_ button: NodeID, sources: [ImageSource], in tree: ViewTree) -> Bool {
        guard sources.count == 1, case .variable(let element) = sources[0],
              TraitText.identifiers(in: element) == [element] else { return false }
        var current = tree.parent(of: button)
        var isElement = false
        while let id = current, !isElement {
            switch tree[id].kind {
            case .closure: isElement = TraitText.identifiers(in: tree[id].name).contains(element)
            case .property, .function, .typeDecl, .file: current = nil; continue
            default: break
            }
            current = tree.parent(of: id)
        }
        guard isElement else { return false }
        return tree.closures(of: button).contains { action in
            !tree.isLabelPart(action, of: button)
                && TraitText.identifiers(in: tree.text(in: tree[action].range)).contains(element)
        } || tree[button].arguments.contains { $0.label == "action"
            && TraitText.identifiers(in: tree.text(in: $0.range)).contains(element) }
    }

    static func emptyMessage(control: String, role: ButtonRole) -> String {
        "\(control) has an empty label and no accessibility label; VoiceOver reads just '\(role.spoken)'. "
            + "Give it a title or add .accessibilityLabel(\"…\") describing the action."
    }

    static func customMessage(component: String) -> String {
        "\(component) is configured as a button without a label parameter and has no accessibility label; "
            + "VoiceOver cannot name it. Add .accessibilityLabel(\"…\") describing the action."
    }

    private static func titleFix(_ control: String, role: ButtonRole, symbol: String) -> String {
        if role == .custom { return "a label argument if \(control) takes one" }
        return control == SwiftUIView.button.rawValue
            ? "Button(\"…\", systemImage: \"\(symbol)\")"
            : "Label(\"…\", systemImage: \"\(symbol)\") as its label"
    }
}

extension IconOnlyButtonRule {
    /// What VoiceOver makes of a label of pictures.
    enum Reading {
        /// Every picture is a conventional symbol (the first one given): its spoken name says the action.
        case conventional(symbol: String, ConventionalSymbol)
        /// A generic conventional symbol whose button's action names a specific other action (`word`).
        case misleading(symbol: String, ConventionalSymbol, word: String)
        /// `unread` (one of `shown`'s pictures) is not a conventional symbol.
        case unconventional(shown: [ImageSource], unread: ImageSource)
    }

    /// How VoiceOver reads a control's label made of `sources` (one per image, every branch included). A label
    /// is conventional only when every picture it can show is; a toggle's only when each names a state.
    static func reading(of sources: [ImageSource], action words: [String], verbs: [String] = [],
                        isToggle: Bool = false) -> Reading {
        var first: (symbol: String, entry: ConventionalSymbol)?
        var counts: [ImageSource] = []
        for alternative in sources.flatMap(\.alternatives) {
            // A count badge over the icon (`"\(filters).circle.fill"` on a filter symbol) is read as its number,
            // after the icon's name.
            if alternative.showsNumber, alternative.conventionalReading == nil {
                counts.append(alternative)
                continue
            }
            guard let symbol = alternative.pictureName, let entry = alternative.conventionalReading,
                  !isToggle || entry.namesState else {
                return .unconventional(shown: sources, unread: alternative)
            }
            if entry.needsActionWord, Set(words).isDisjoint(with: entry.actionWords) {
                return .unconventional(shown: sources, unread: alternative)
            }
            if entry.isGeneric, Set(words).isDisjoint(with: entry.actionWords),
               let specific = ConventionalSymbols.entry(namedBy: verbs) {
                return .misleading(symbol: symbol, entry, word: specific.word)
            }
            first = first ?? (symbol, entry)
        }
        guard let first else { return .unconventional(shown: sources, unread: counts.first ?? .unnamed) }
        return .conventional(symbol: first.symbol, first.entry)
    }

    enum ButtonRole {
        case button, link, navigationLink, menu, toggle, custom

        /// What VoiceOver announces for the role.
        var spoken: String {
            switch self {
            case .button, .navigationLink, .custom: return "button"
            case .link: return "link"
            case .menu: return "pop-up button"
            case .toggle: return "switch button"
            }
        }
    }
}

private extension IconOnlyButtonRule {

    static func buttonRole(of node: NodeID, in context: LintContext) -> ButtonRole? {
        if let spec = context.tree.controlSpec(of: node) {
            switch spec.role {
            case .button, .photosPicker: return .button
            case .link: return .link
            case .navigationLink: return .navigationLink
            case .menu: return .menu
            case .toggle: return .toggle
            default: return nil
            }
        }
        if context.component(calledBy: node)?.role == .button { return .custom }
        guard let declared = context.configuration.components[context.tree[node].name], declared.role == .button
        else { return nil }
        return .custom
    }

    /// The first words of the functions a button's action calls (`shareReport()` → `share`): what it does. An
    /// action that names something else (`editingFilterState = .init(filter: draft)` opens an editor; it does not
    /// filter) names no other action.
    static func actionVerbs(of control: NodeID, in tree: ViewTree) -> [String] {
        guard let spec = tree.controlSpec(of: control), let range = tree.actionRange(of: control, spec: spec) else {
            return []
        }
        return tree.actionEffects(in: range).sorted().compactMap { effect in
            let (member, isCall) = ViewTree.affectedMember(of: effect)
            return isCall ? TraitText.words(of: member).first : nil
        }
    }

    /// The lower-cased words of a button's action (`shareReport` → `share`, `report`), or of the screen a link
    /// pushes (`MapContainerView()` → `map`, `container`, `view`), and of the component named for the button it
    /// holds (`struct VoiceCommandButton` → `voice`, `command`, `button`); empty for other controls.
    static func actionWords(of control: NodeID, in tree: ViewTree) -> [String] {
        guard let spec = tree.controlSpec(of: control) else { return [] }
        var words: [String] = []
        if let type = tree.declaringType(of: control) {
            let name = FileReferenceFacts.simpleName(tree[type].name)
            if name.hasSuffix(SwiftUIView.button.rawValue) { words = WordingText.words(of: name) }
        }
        if let action = tree.actionText(of: control, spec: spec) { return WordingText.words(of: action) + words }
        guard tree[control].name == SwiftUIView.navigationLink.rawValue else { return words }
        return tree.linkDestinations(of: control).flatMap { WordingText.words(of: tree.text(in: tree[$0].range)) }
            + words
    }
}
