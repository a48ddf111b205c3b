import RuleEngine

/// An informative image outside any control that nothing names, hides or marks as decorative.
struct ImageMissingLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "image-missing-label", name: "Image missing label", severity: .medium, category: .labels,
        wcag: ["1.1.1"], appleAudit: "sufficientElementDescription",
        blocks: [NutritionLabels.voiceOver],
        summary: "Finds SF Symbol, variable and remote images outside controls that are neither labelled, hidden nor decorative.",
        rationale: """
            An image that carries information (a status icon, a photo, a chart rendered as a picture) needs a text \
            alternative. Without one, VoiceOver reads an SF Symbol by whatever name the system gives it (often its \
            shape, `exclamationmark.triangle`; the same name for `star` and `star.fill`, so a state shown by the \
            symbol is lost), an `AsyncImage`, `Image(uiImage:)` or image variable as just "image", or skips it, so \
            blind users miss what sighted users see. Decorative images should say so, or VoiceOver stops on them \
            for nothing.
            """,
        fix: """
            - **Case: the image means something.** Add `.accessibilityLabel("Sync failed")` saying what it shows, \
            or use `Image(_:label:)`.
            - **Case: the image is decoration, or repeats text next to it.** Use `Image(decorative:)` or \
            `.accessibilityHidden(true)`.
            - **Case: the image and its text belong together.** Use `Label("Sync failed", systemImage: …)`, or group \
            them with `.accessibilityElement(children: .combine)`.
            """,
        limits: """
            Images of a splash or launch screen (a type named for one) that routes on after a literal delay of \
            at most three seconds are not reported: the screen is gone before anyone reaches them. \
            Images inside a control's label are `icon-only-button`'s; images named by an asset literal are read by \
            their asset name and judged by `asset-name-as-label`. Images a button or toggle style draws (its \
            `makeBody`, or a helper only `makeBody` uses) are part of the control; a call of an `Image` type the \
            app declares, where it is declared (`extension Cell { struct Image }`), is no SwiftUI image. It stays \
            quiet when the image is named or hidden \
            (`Image(_:label:)`, `.accessibilityLabel`, the deprecated `.accessibility(label:)`, on the image, an \
            ancestor, where its helper or custom view is used in the same file, or by every caller of its \
            component in the project, at the call or at every use of the caller's helper holding it; a `NavigationLink`'s label or hiding does not reach its destination \
            screen), or described by a `.help(…)` tooltip where it ships on the Mac alone (VoiceOver there speaks it \
            with the image; the tooltip of a control or of a picker's option is no name); when its name is merged into another element's (a control's label, a `Label`'s icon or \
            title, a `Picker` option that also shows a text, a combined, ignored or labelled group, a map `Annotation` with a title, a custom control's content, a widget or Live Activity, \
            which VoiceOver reads as one element: files that import WidgetKit), except in an unlabelled \
            `.accessibilityElement(children: .combine)` group that shows nothing but images, shapes and spacers (no \
            text, control or unknown view, no value or representation on the group): the group is then named by \
            its first image alone, which is reported; for images in a `.background`, `.mask`, `.tabItem`, chart \
            `.annotation` or a chart mark's `.symbol { … }` (the chart reads the mark's values), a `Canvas`'s \
            `symbols:` (drawn into the canvas as pictures), or a style's `makeBody`; for an image its own chain draws at `.opacity(0)` (a copy that balances a layout; whether \
            VoiceOver reaches it is `hidden-by-opacity`'s question); in \
            properties and functions of type `Image`, declared or that of a stored `static let trash = \
            Image(.trash)` (callers label what they show); and for an image tapped like a button (`.onTapGesture`, on the image or on \
            every use of an image component, `CloseMark().onTapGesture { … }`) that shows only conventional SF \
            Symbols (`minus.circle`, `star` / `star.fill`), whose spoken name says what it does, as for \
            `icon-only-button` (the missing button trait is `tap-gesture-without-button-trait`'s), or that sits with no \
            text beside it in a toolbar or a row of buttons (`bookmark` at the end of a post's actions); and for a \
            conventional symbol drawn only on a condition (`if isDone { Image(systemName: "checkmark") }`, \
            `.opacity(isActive ? 1 : 0)`, or a helper showing `star.fill` that every use in the file draws under \
            `if isFavourite`): the mark appears with the state it names (a symbol that names a thing, `location` or \
            `camera`, marks no state); and for a number or sign symbol (`3.circle`, \
            `"\\(step).circle"`, `plusminus`, `percent`), which VoiceOver reads as its number or sign, unless its look changes on a condition \
            (a lit floor light). An icon beside a text in a row is \
            reported like any other image: a decoration VoiceOver stops on (a minor finding; hide it), or the only \
            sign of a state, level or direction (label it). A status symbol (`exclamationmark.triangle`, \
            `xmark.octagon`, `checkmark.circle`, …), or an image chosen at run time whose own name says it shows a \
            status or state (`Image(uiImage: syncStateIcon)`, not `post.status.iconName`), beside literal texts \
            that do not say the status gets a message that says so.
            """,
        triggeringExamples: triggeringExamples, nonTriggeringExamples: nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // VoiceOver reads a widget as one element: an image's name joins its texts, as in a `.combine` group.
        guard !VisualTree.isWidgetFile(tree) else { return }
        // A splash screen that routes on within seconds is gone before anyone reaches its pictures.
        let splashScreens = TimedDismissal.briefSplashScreens(in: tree)
        for node in tree.nodes(.call) {
            if splashScreens.contains(where: { $0.contains(tree[node].range.lowerBound) }) { continue }
            if context.component(calledBy: node) != nil {
                checkComponentCall(node, context, into: &sink)
                continue
            }
            guard let source = context.imageSource(of: node) else { continue }
            if case .asset = source { continue }
            let isUnsaidStatus = tree.isInlineIconBesideText(node) && tree.isStatusUnsaidByRow(node, source: source)
            // Drawn at opacity 0 (a spacer copy that balances a layout): whether VoiceOver reaches it at all is
            // `hidden-by-opacity`'s question.
            guard !tree.hasLabelledContent(node), !tree.isDrawnAtZeroOpacity(node),
                  !Self.isConventionalControl(node, source: source, in: context),
                  !Self.isConventionalGlyphAmongControls(node, source: source, in: tree),
                  !Self.isConventionalStateMark(node, source: source, in: tree),
                  !source.showsNumber || Self.looksChangeOnCondition(node, in: tree) else { continue }
            if context.isReadAsOwnElement(node) {
                let message = isUnsaidStatus ? Self.statusMessage(image: source)
                    : Self.message(image: source, call: tree[node].name)
                sink.report(node, in: tree, message: message)
            } else if context.textlessCombinedGroup(of: node) != nil {
                sink.report(node, in: tree, message: Self.combinedGroupMessage(image: source, call: tree[node].name))
            }
        }
    }

    /// A look chosen by a condition (`.foregroundColor(isCurrent ? .red : .black)`): the image then also shows a
    /// state, which its name does not say.
    static func looksChangeOnCondition(_ image: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: image).contains { modifier in
            tree[modifier].arguments.contains { tree.text(in: $0.range).contains(" ? ") }
        }
    }

    /// An image component (`Avatar(name:)`) that takes a label argument this call leaves out. One that takes none
    /// is reported once, at the `Image` in its body.
    private func checkComponentCall(_ node: NodeID, _ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        guard let component = context.component(calledBy: node), component.role == .image,
              !component.label.properties.isEmpty else { return }
        guard tree.enclosingLabelledControl(of: node) == nil, !tree.isInsideUnreadDecoration(node),
              context.labelEvidence(for: node).evidence == .absent else { return }
        sink.report(node, in: tree, message: Self.message(image: .unnamed, call: tree[node].name),
                    notes: context.componentLabelNotes(forCallOf: node))
    }

    static func message(image: ImageSource, call: String) -> String {
        let fix = "Add .accessibilityLabel(\"…\") if it carries meaning, or .accessibilityHidden(true) if it is decoration."
        switch image {
        case .symbol(let symbol):
            return "Image '\(symbol)' has no accessibility label; \(spokenName(of: symbol)). \(fix)"
        case .symbols(let symbols):
            let names = symbols.map { "'\($0)'" }.joined(separator: " or ")
            let entries = symbols.map(ConventionalSymbols.entry(for:))
            let spoken: String
            if let first = entries.first ?? nil, entries.allSatisfy({ $0?.spoken == first.spoken }) {
                spoken = "VoiceOver reads '\(first.spoken)' whichever is shown, so the difference between them is lost"
            } else {
                spoken = "VoiceOver reads whatever name the system gives the symbol shown (often its shape), or nothing"
            }
            return "Image \(names) has no accessibility label; \(spoken). \(fix)"
        case .variable(let expression):
            return "Image named by `\(expression)` has no accessibility label; VoiceOver reads that image's name, which "
                + "cannot be known here, or nothing. \(fix)"
        case .asset(let name):
            return "Image '\(name)' has no accessibility label; VoiceOver reads its asset name, '\(name)'. \(fix)"
        case .unnamed:
            return "\(call) has no accessibility label; VoiceOver reads just 'image' or skips it. \(fix)"
        }
    }

    /// A status symbol beside texts that do not say the status.
    static func statusMessage(image: ImageSource) -> String {
        "\(image.described.prefix(1).uppercased() + image.described.dropFirst()) shows a status that the text beside "
            + "it does not say, and it has no accessibility label; VoiceOver reads the symbol's shape or an action "
            + "name (an xmark is read \"Close\"), or nothing. Add .accessibilityLabel(\"…\") naming the status "
            + "(\"Failed\", \"Warning\", \"Verified\")."
    }

    /// The image is all a `.combine` group without a label shows: the group is named by the image alone.
    static func combinedGroupMessage(image: ImageSource, call: String) -> String {
        let picture = image.described
        return "\(call) shows \(picture), the only content of an .accessibilityElement(children: .combine) group "
            + "with no label; the group is read by the image's name alone, or by nothing. Add .accessibilityLabel(\"…\") "
            + "to the group saying what it shows."
    }

    /// What VoiceOver says for a symbol shown on its own.
    private static func spokenName(of symbol: String) -> String {
        guard let entry = ConventionalSymbols.entry(for: symbol) else {
            return "VoiceOver reads whatever name the system gives the symbol (often its shape), or nothing"
        }
        return "VoiceOver reads '\(entry.spoken)', which may not say what the image means here"
    }

    /// Whether the image is a conventional symbol shown on a condition (`if isDone { Image(systemName: "checkmark") }`):
    /// it marks a state, and its spoken name ("checkmark", "star") says that state as the glyph does. A symbol that
    /// is always there is decoration, reported as an extra stop.
    private static func isConventionalStateMark(_ image: NodeID, source: ImageSource, in tree: ViewTree) -> Bool {
        // A symbol that names a thing (`location`, `camera`) beside a text is decoration, whatever shows it.
        guard source.alternatives.allSatisfy({ $0.conventionalSymbol.map { !$0.needsActionWord } ?? false }) else {
            return false
        }
        // `.opacity(isActive ? 1 : 0)`: drawn only in one state, like a mark in an `if`.
        if tree.modifiers(named: "opacity", of: image).contains(where: { tree.conditionalLook(of: $0)?.kind == .invisible }) {
            return true
        }
        switch drawingCondition(of: image, in: tree) {
        case .conditional:
            return true
        case .helper(let member):
            // A helper (`var likeView`) whose every use in the file is drawn under a condition (`if isLiked`),
            // showing a symbol that names a state (`star.fill`); a fallback avatar drawn in a loader's failure
            // branch is no state.
            guard source.alternatives.allSatisfy({ $0.conventionalSymbol?.namesState == true }) else { return false }
            let uses = tree.callsAndReferences(named: tree[member].name)
            return !uses.isEmpty && uses.allSatisfy { drawingCondition(of: $0, in: tree) == .conditional }
        case .always:
            return false
        }
    }

    private enum DrawingCondition: Equatable {
        /// Inside a branch of an `if`, `switch` or ternary.
        case conditional
        /// Unconditional within a helper property or function other than `body`.
        case helper(NodeID)
        case always
    }

    private static func drawingCondition(of node: NodeID, in tree: ViewTree) -> DrawingCondition {
        for ancestor in tree.ancestors(of: node) {
            switch tree[ancestor].kind {
            case .branch, .ternary: return .conditional
            case .property, .function:
                return tree[ancestor].name == SwiftUIVocabulary.bodyProperty ? .always : .helper(ancestor)
            case .typeDecl, .file: return .always
            default: continue
            }
        }
        return .always
    }

    /// A conventional symbol with no text beside it among controls: an item of a toolbar, or of a row of buttons
    /// and other glyphs (`ellipsis` beside the menu button, `bookmark` at the end of a post's action row). Read by
    /// its name ("More", "bookmark"), it says what sighted users see in the strip of glyphs it belongs to; whether
    /// it should be a control is not this rule's question. A symbol that names a thing (`camera`) is judged as any
    /// image.
    private static func isConventionalGlyphAmongControls(_ image: NodeID, source: ImageSource,
                                                         in tree: ViewTree) -> Bool {
        // One symbol: a pair swapped on a state (`star` / `star.fill`) reads the same for both.
        guard source.alternatives.count == 1,
              source.alternatives.allSatisfy({ $0.conventionalSymbol.map { !$0.needsActionWord } ?? false }),
              !tree.isInlineIconBesideText(image) else { return false }
        let siblings = tree.rowSiblings(of: image)
        // Beside a field (a search field's magnifying glass) or a titled button (`Button("Next")` and a chevron),
        // the glyph decorates them: an extra stop.
        guard !siblings.contains(where: { sibling in
            tree[sibling].kind == .call && SwiftUIVocabulary.textInputs.contains(tree[sibling].name)
                || SwiftUIVocabulary.isAnnouncedAsButton(tree[sibling].name)
                    && tree.literal(of: tree[sibling].firstUnlabelledArgument) != nil
                || tree.descendants(of: sibling).contains {
                    tree[$0].kind == .call && tree[$0].name == SwiftUIView.text.rawValue
                }
        }) else { return false }
        if tree.isInToolbar(image) { return true }
        // A row of other glyphs and buttons (a post's heart, comment and share marks), nothing else (a `ForEach`),
        // and not the same glyph repeated, which counts something (a rating's stars).
        let shown = siblings.filter { tree[$0].kind == .call && !ViewNames.silent.contains(tree[$0].name) }
        let base = source.alternatives.first?.conventionalSymbol?.base
        return !shown.isEmpty && shown.allSatisfy { sibling in
            let name = tree[sibling].name
            if SwiftUIVocabulary.isAnnouncedAsButton(name) { return true }
            guard name == SwiftUIView.image.rawValue,
                  let symbol = tree[sibling].argument(labelled: "systemName"),
                  let other = tree.stringLiteral(of: symbol.value)
            else { return name == SwiftUIView.image.rawValue }
            // `star.fill` beside `star` is the same glyph filled or not: a count, not a strip of marks.
            return ConventionalSymbols.entry(for: other.text)?.base != base
        }
    }

    /// Whether the image is tapped like a button (itself, or every use of the image component around it) and
    /// shows only conventional symbols (`minus.circle` with `.onTapGesture`): its spoken name says what it does,
    /// as for an icon-only button; the missing button trait is `tap-gesture-without-button-trait`'s.
    private static func isConventionalControl(_ image: NodeID, source: ImageSource, in context: LintContext) -> Bool {
        guard context.tree.hasModifier(SwiftUIModifier.onTapGesture.rawValue, on: image)
                || context.isTappedImageComponent(image) else { return false }
        return source.alternatives.allSatisfy { $0.conventionalSymbol != nil }
    }
}

extension ViewTree {
    /// Whether `node` sits in content VoiceOver does not read as a separate element, or reads with a title: a
    /// `.background`, `.mask` or `.clipShape`, a `.tabItem` (whose `Text` names the tab), a chart mark's
    /// `.annotation` or `.symbol { … }` (the mark's glyph: the chart reads the mark's values), a `Canvas`'s
    /// `symbols:` (drawn into the canvas, never an element), or the body of a style (`makeBody(configuration:)` draws a control's label). Helpers and
    /// custom views used inside such content count.
    func isInsideUnreadDecoration(_ node: NodeID) -> Bool {
        if let member = declaringMember(of: node), self[member].kind == .function, self[member].name == "makeBody" {
            return true
        }
        return firstEnclosingView(of: node) { enclosing -> Bool? in
            guard let entry = enclosing.entry else { return nil }
            // `Canvas { … } symbols: { Image("pin").tag(0) }`: drawn into the canvas, never an element.
            if self[entry].kind == .closure, self[entry].label == Self.canvasSymbolsLabel,
               self[enclosing.view].name == SwiftUIView.canvas.rawValue { return true }
            guard self[entry].kind == .modifier, Self.decorationModifiers.contains(self[entry].name) else { return nil }
            return true
        } ?? false
    }

    /// Modifiers whose content is drawn as decoration or read as part of another element: a tab's item, a chart
    /// mark's symbol, StoreKit's icon inside each plan's control (beside the plan's name and price).
    private static let canvasSymbolsLabel = "symbols"

    private static let decorationModifiers: Set<String> = [
        "background", "mask", "tabItem", "clipShape", "annotation", "symbol", "subscriptionStoreControlIcon",
    ]

    /// Whether `node` is an icon in an `HStack` row (or a `Group` in one) that also shows text (a `Text` or `Label`,
    /// directly or in a nested stack, conditionals included, or beside it in the branch that draws it): the text
    /// says what the row is, and the icon goes with it.
    func isInlineIconBesideText(_ node: NodeID) -> Bool {
        var child = node
        var current = self[node].parent
        var hasTextInItsBranch = false
        while let id = current, Self.rowBranchKinds.contains(self[id].kind) {
            if self[id].kind == .branch, !hasTextInItsBranch {
                hasTextInItsBranch = children(of: id).contains { $0 != child && showsText($0) }
            }
            child = id
            current = self[id].parent
        }
        guard let closure = current, self[closure].kind == .closure,
              let stack = self[closure].parent, self[stack].kind == .call, ["HStack", "Group"].contains(self[stack].name)
        else { return false }
        return hasTextInItsBranch || children(of: closure).contains { sibling in
            sibling != child && showsText(sibling)
        }
    }

    /// The other views of the `HStack` row `node` is drawn in (past the `if` and `#if` around it); empty when it
    /// is in no such row.
    func rowSiblings(of node: NodeID) -> [NodeID] {
        var child = node
        var current = self[node].parent
        while let id = current, Self.rowBranchKinds.contains(self[id].kind) {
            child = id
            current = self[id].parent
        }
        guard let closure = current, self[closure].kind == .closure, let stack = self[closure].parent,
              self[stack].kind == .call, self[stack].name == "HStack" else { return [] }
        return children(of: closure).filter { $0 != child && self[$0].kind != .modifier }
    }

    private static let rowBranchKinds: Set<NodeKind> = [.branch, .conditional, .ifConfig, .ifConfigBranch]

    /// Whether `node` is a status symbol (`exclamationmark.triangle`, `xmark.octagon`, `checkmark.circle`, each
    /// symbol of a run-time choice) in an `HStack` row whose other views are only literal texts, spacers and
    /// shapes, none of which says that status: the text names the thing, the symbol says how it is, and VoiceOver
    /// loses the second. A row with a computed text (`Text(message)`) may say it: unknown, quiet. An image chosen
    /// at run time whose own name says it shows a status (`Image(uiImage: syncStateIcon)`) is one too, and no
    /// literal text beside it can say which status it shows.
    func isStatusUnsaidByRow(_ node: NodeID, source: ImageSource) -> Bool {
        let statuses = source.alternatives.compactMap { alternative -> StatusSymbols.Status? in
            guard case .symbol(let name) = alternative else { return nil }
            return StatusSymbols.status(of: name)
        }
        let showsSymbolStatus = !statuses.isEmpty && statuses.count == source.alternatives.count
        guard showsSymbolStatus || namesRunTimeStatus(node, source: source) else { return false }
        var child = node
        while let parent = self[child].parent, self[parent].kind != .closure { child = parent }
        guard let closure = self[child].parent else { return false }
        var words: [String] = []
        for sibling in children(of: closure) where sibling != child {
            for view in drawnViews(of: sibling) {
                let item = self[view]
                if ViewNames.containers.contains(item.name) || ViewNames.isSilentReference(item.name) { continue }
                guard item.kind == .call, item.name == SwiftUIView.text.rawValue,
                      !modifiers(of: view).contains(where: { AccessibilityModifiers.mayName(self[$0].name) }),
                      let literal = literal(of: item.firstUnlabelledArgument), !literal.isInterpolated,
                      !WordingText.isLocalizationKey(literal) else { return false }
                words += WordingText.words(of: literal.text)
            }
        }
        return !words.isEmpty && !statuses.contains { status in words.contains(where: status.words.contains) }
    }

    /// Whether the image's picture is chosen at run time (`Image(systemName: connectionIcon)`, `Image(uiImage:
    /// syncStateIcon)`) and the name it is read from says it shows a status or state: the last component of the
    /// path it starts with (`model.syncStateIcon`, not `post.status.iconName`, whose `status` names the post).
    private func namesRunTimeStatus(_ node: NodeID, source: ImageSource) -> Bool {
        let expression: String
        switch source {
        case .variable(let text):
            expression = text
        case .unnamed:
            guard let picture = self[node].arguments.first(where: { StatusSymbols.runTimePictureLabels.contains($0.label ?? "") })
            else { return false }
            expression = argumentValueText(picture)
        case .symbol, .symbols, .asset:
            return false
        }
        let path = expression.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard let name = path.split(separator: ".").last else { return false }
        return TraitText.words(of: String(name)).contains(where: StatusSymbols.runTimeStatusWords.contains)
    }

    /// Whether a view shows a `Text` or `Label` in its content (at most a few dozen nodes deep into it).
    private func showsText(_ view: NodeID) -> Bool {
        var found = false
        var visited = 0
        walk(from: view) { id in
            visited += 1
            let item = self[id]
            if item.kind == .call, item.name == "Text" || item.name == "Label" { found = true }
            if found || visited > 64 { return .stop }
            return item.kind == .modifier ? .skipChildren : .visitChildren
        }
        return found
    }

    /// Whether an `AsyncImage`'s content closures label or hide the image they build.
    func hasLabelledContent(_ node: NodeID) -> Bool {
        guard self[node].name == "AsyncImage" else { return false }
        return descendants(of: node).contains { id in
            guard self[id].kind == .call || self[id].kind == .reference else { return false }
            return ownLabelEvidence(of: id) != nil
        }
    }
}
