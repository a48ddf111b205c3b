import RuleEngine

/// Finds card-like components whose texts and images VoiceOver reads as separate stops.
struct UngroupedCardRule: Rule {
    static let suffixesOption = RuleOption(
        key: "suffixes", type: .stringList,
        defaultValue: .list(["Card", "Row", "Item", "Cell", "Tile", "Badge", "Stat", "Stats", "Metric"]),
        documentation: "Name endings (after an optional `View`) that mark a type, property or function as a card-like component.")

    static let description = RuleDescription(
        id: "ungrouped-card", name: "Ungrouped card", severity: .medium,
        category: .grouping, wcag: ["1.3.1"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "A card-like component that shows several texts and images and no controls, or a value split from its unit over several texts, should be one accessibility element.",
        rationale: """
            VoiceOver stops on every `Text` and informative `Image` of a stack. A stat card with an icon, a number and \
            a caption takes three swipes and reads "flame", "12", "Day streak" as unrelated fragments; a screen of \
            such cards becomes a long, confusing list. Combining the card makes one stop that reads as a sentence \
            ("Day streak, 12"), the way sighted users take it in at a glance.
            """,
        fix: """
            - **Case: the children read well in order.** Add `.accessibilityElement(children: .combine)` to the card's \
            stack.
            - **Case: the order or wording needs help.** Use `.accessibilityElement(children: .ignore)` with an \
            `.accessibilityLabel` that says it as a sentence (W8Trackr's `HeroCardView`).
            - **Case: a value and its unit in separate texts.** Combine the `HStack`, or write one \
            `Text("\\(count) steps")` (style parts with `Text` concatenation if they need different fonts).
            - **Case: the card groups well where it is used.** Combine it at the call site; the rule sees that when \
            the caller is in the same file.
            """,
        limits: """
            Looks at `View` types, and view-returning properties and functions, whose name ends with one of the \
            `suffixes` (a trailing `View` is ignored: `HeroCardView` is a card) and whose body is a single \
            `VStack`/`HStack`/`ZStack` drawing at least two texts (and any informative images) and nothing \
            interactive: an icon beside one text is left to the image rules (hide or label the icon). \
            Parts no caller shows are no stops: a branch on a plain stored property or a `@Binding` that every call \
            in the linted files fills with the same constant it fails (`if let subtitle` when no call passes a \
            subtitle, `if isSelected` when every call passes `false`, `if let error` when every call passes \
            `.constant(nil)`; through the memberwise initialiser or an `init` that stores the argument as given; \
            previews aside) never runs, for any rule. \
            Stays quiet on cards with controls, lists or `ForEach`, or components from other files inside them; when \
            any `.accessibilityElement`, label, representation or hiding applies to the card or inside it (a child \
            hidden outright, such as a decorative icon, is no stop, and a text or image labelled on its own is still \
            one: neither groups its siblings), also where \
            it is used in the same file; when it is used as a `Button` or `NavigationLink` label; when every \
            caller in the linted files groups, labels or hides it, uses it as a control's label, or draws it as a row \
            of a `List(selection:)` (of any `List` in code that ships on the Mac alone, a table there), which \
            VoiceOver reads as one element (project index; a helper used only there in \
            its file too); \
            and on a card shown once (one call in the linted files, or one use in its file, outside a `ForEach` or \
            `List`): read in visual order, a single card's stops make sense; repeated tiles are what fragment a screen. \
            Also quiet on a caption over its value (a helper or view type whose `VStack` shows two texts and nothing \
            else, each use a row of a column — `VStack`, `Form`, `List`, `Section` — outside any `ForEach`; a view \
            type's calls all in its own file), which VoiceOver \
            reads caption then value, in the order they are seen, on everything in a file that imports \
            WidgetKit (VoiceOver reads a widget as one element), and on cards drawn only into pictures with \
            `ImageRenderer(content:)` (a share image), with the rows only such a card shows. A skeleton shown while \
            rows load (a card redacted with `.redacted(reason: .placeholder)`, or named for a skeleton, placeholder \
            or shimmer, or for a loading row or card, `EventLoadingCard`) has no content to group and is not reported.

            In any view, card or not, it also reports an `HStack` whose content is two to four `Text`s side by side, \
            one a value printed alone (`Text("\\(count)")`, `Text(total, format: .number)`) and the next a literal \
            that finishes it, starting in lower case or with a unit symbol (`Text("steps")`, `Text("%")`, \
            `Text("unread messages")`): the value split from its unit or sentence. It stays quiet on a spacer \
            between them (a caption and a value at the two ends of a row), a capitalised caption \
            (`Text("Followers")`, which names the value), a non-literal or localisation-key text, a text named or \
            hidden on its own, and when the stack is grouped, labelled or hidden, here, around it, where its \
            helper is used in the file, by every caller, or as a control's label (also through the helpers that draw \
            it), or is drawn only in the rows of a \
            `List(selection:)`.
            """,
        options: [suffixesOption],
        triggeringExamples: UngroupedCardRule.triggeringExamples,
        nonTriggeringExamples: UngroupedCardRule.nonTriggeringExamples)

    let suffixes: [String]
    /// The last word of each suffix (`Metric` → `metric`), what a name's last word is compared with.
    let suffixWords: Set<String>

    init(options: [String: OptionValue]) {
        suffixes = Self.suffixesOption.strings(in: options)
        suffixWords = Set(suffixes.compactMap { TraitText.words(of: $0).last })
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // VoiceOver reads a widget as one element, its texts in order: a widget's rows are never separate stops.
        guard !VisualTree.isWidgetFile(tree) else { return }
        var cards: Set<NodeID> = []
        // Parts no caller ever shows (`if let subtitle` when every call leaves it nil) are no stops.
        let unreachable = EnclosingRangeIndex(context.branchesThatNeverRun())
        var renderedContent: VisualTextContent?
        for declaration in tree.nodes(.property, .function) where isCardDeclaration(declaration, in: tree) {
            guard let stack = Self.singleRootStack(of: declaration, in: tree) else { continue }
            guard let count = Self.separateStops(in: stack, in: tree, component: context.component(calledBy:),
                                                 isShown: { unreachable.largestKey(containing: tree[$0].range.lowerBound) == nil }),
                  count >= 2 else { continue }
            guard !tree.applicableModifiers(of: stack).contains(where: { Self.decidesGrouping($0, in: tree) }) else { continue }
            // A skeleton shown while the real rows load has no content whose relationship could be lost.
            guard !VisualTree.isLoadingPlaceholder(stack, in: tree) else { continue }
            guard !Self.isUsedAsControlLabel(declaration, in: tree),
                  !tree.isDrawnOnlyInSelectableListRows(stack, everyListOnMac: context.shipsOnlyOnMac) else { continue }
            // Every caller in the project groups, labels or hides the card, or draws it as a row of a selectable
            // `List` (project index).
            guard tree[declaration].name != SwiftUIVocabulary.bodyProperty
                    || !context.isReadAsOneElementByEveryCaller(stack) else { continue }
            // A card shown once is read in its visual order, its stops self-explanatory on their own; it is a
            // screen of repeated tiles that turns into a long list of fragments.
            guard !isShownOnce(declaration, in: context),
                  !Self.isCaptionOverValueInColumn(declaration, stack: stack, stops: count, in: context) else { continue }
            // A card drawn only into a picture (a share image) is never read by VoiceOver.
            if renderedContent == nil { renderedContent = VisualTextContent(context) }
            guard renderedContent?.isOnlyRenderedIntoImages(stack) != true else { continue }
            let name = tree[declaration].kind == .property && tree[declaration].name == SwiftUIVocabulary.bodyProperty
                ? tree.declaringTypeName(ofNode: declaration) ?? SwiftUIVocabulary.bodyProperty
                : tree[declaration].name
            sink.report(stack, in: tree, message: Self.message(card: name, stack: tree[stack].name, stops: count))
            cards.insert(stack)
        }
        checkSplitPhrases(context, reportedCards: cards, into: &sink)
    }

    /// A value and the word that finishes it, side by side in an `HStack` that nothing groups (any view, card or
    /// not): "12", "steps" read as two stops lose the relationship, wherever and however often they are shown.
    func checkSplitPhrases(_ context: LintContext, reportedCards: Set<NodeID>, into sink: inout FindingSink) {
        let tree = context.tree
        for stack in tree.calls(.hStack) where !reportedCards.contains(stack) {
            guard let (_, continuation) = tree.splitPhraseValue(in: stack),
                  let words = tree.literal(of: tree[continuation].firstUnlabelledArgument),
                  !tree.applicableModifiers(of: stack).contains(where: { Self.decidesGrouping($0, in: tree) }),
                  context.labelEvidence(for: stack).evidence == .absent,
                  !tree.isDrawnOnlyInSelectableListRows(stack, everyListOnMac: context.shipsOnlyOnMac),
                  !context.isReadAsOneElementByEveryCaller(stack) else { continue }
            sink.report(stack, in: tree, message: Self.splitPhraseMessage(continuation: words.text))
        }
    }

    static func splitPhraseMessage(continuation: String) -> String {
        "HStack shows a value and the text '\(continuation)' that finishes it as separate Texts, which VoiceOver "
            + "reads as separate stops, the value apart from its unit or words. Add "
            + ".accessibilityElement(children: .combine) to the stack, or show the phrase in one Text."
    }

    static func message(card: String, stack: String, stops: Int) -> String {
        "\(card)'s \(stack) shows \(stops) texts and images that VoiceOver reads as separate stops. Add "
            + ".accessibilityElement(children: .combine) so the card is read as one element."
    }
}

private extension UngroupedCardRule {
    /// `body` of a View type named …Card(View), or a view-returning member named …Card.
    func isCardDeclaration(_ id: NodeID, in tree: ViewTree) -> Bool {
        let node = tree[id]
        switch node.decl {
        case .property(let info) where node.name == SwiftUIVocabulary.bodyProperty:
            guard info.isComputed, let owner = tree.declaringTypeName(ofNode: id), hasCardName(owner) else { return false }
            return tree.types.viewTypeByName[owner] != nil
        case .property(let info):
            return info.isComputed && (info.typeText?.contains("View") ?? false) && hasCardName(node.name)
        case .function(let info):
            return (info.returnType?.contains("View") ?? false) && hasCardName(node.name)
        default:
            return false
        }
    }

    /// `FeatureCard`, `HeroCardView`, `privacyPointCard`, `statRow`: the last word, after a trailing `View`.
    func hasCardName(_ name: String) -> Bool {
        var words = TraitText.words(of: name)
        if words.count > 1, words.last == "view" { words.removeLast() }
        guard let last = words.last else { return false }
        return suffixWords.contains(last)
    }

    /// The one stack a declaration's body is made of (looking through `#if` clauses).
    static func singleRootStack(of declaration: NodeID, in tree: ViewTree) -> NodeID? {
        var roots: [NodeID] = []
        var work = Array(tree.children(of: declaration))
        while let id = work.popLast() {
            switch tree[id].kind {
            case .ifConfig, .ifConfigBranch: work.append(contentsOf: tree.children(of: id))
            case .call, .reference, .conditional, .switchStatement, .ternary: roots.append(id)
            default: continue
            }
        }
        guard roots.count == 1, let root = roots.first, tree[root].kind == .call,
              SwiftUIVocabulary.stacks.contains(tree[root].name) else { return nil }
        return root
    }

    /// Views VoiceOver would stop on: texts, labels and images not hidden or decorative. nil when the card holds
    /// something that rules it out (a control, a list, an unknown component).
    static let layoutViews: Set<String> = [
        "VStack", "HStack", "ZStack", "Spacer", "Divider", "Group", "Circle", "Rectangle", "RoundedRectangle",
        "Capsule", "Ellipse", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "ViewThatFits",
    ]

    /// `component` answers what a custom view from another file is (the project index).
    /// `isShown` tells the views some caller can show from those in branches none reaches.
    static func separateStops(in stack: NodeID, in tree: ViewTree,
                              component: (NodeID) -> ComponentSummary? = { _ in nil },
                              isShown: (NodeID) -> Bool = { _ in true }) -> Int? {
        var stops = 0
        var texts = 0
        // A child hidden from VoiceOver (a decorative icon) is no stop, and it does not group its siblings.
        let isHiddenChild = { (view: NodeID) in view != stack && tree.hidingEvidence(ownModifiersOf: view) == .present }
        for view in tree.drawnViews(of: stack, descendInto: { !isHiddenChild($0) }) {
            if isHiddenChild(view) || !isShown(view) { continue }
            let node = tree[view]
            if tree.isInteractive(view) || SwiftUIVocabulary.collectionViews.contains(node.name) { return nil }
            if view != stack, tree.modifiers(of: view).contains(where: { decidesGrouping($0, in: tree) }) {
                // A text or image given its own label or value is still its own stop: naming one part of the card
                // does not group the rest.
                guard SwiftUIVocabulary.readableViews.contains(node.name), tree.modifiers(of: view).allSatisfy({
                    !decidesGrouping($0, in: tree) || tree.labelsOrValues($0)
                }) else { return nil }
            }
            if SwiftUIVocabulary.readableViews.contains(node.name) {
                if node.arguments.first?.label != "decorative" { stops += 1 }
                if node.name == "Text" || node.name == "Label" { texts += 1 }
                continue
            }
            let isKnown = layoutViews.contains(node.name) || node.name.hasPrefix("Color.")
                || tree.resolveReference(view) != nil || tree.bodyOfComponent(named: node.name) != nil
            if !isKnown, let summary = component(view), summary.flags.grouping == nil {
                // A component from another file the index knows: a text or an image is one stop.
                switch summary.role {
                case .label: stops += 1; texts += 1; continue
                case .image: stops += 1; continue
                case .decorative: continue
                case .button, .textField, .toggle, .control, .card, .container, .unknown: return nil
                }
            }
            // A component from another file may hold controls or group itself: unknown, so stay quiet.
            guard isKnown else { return nil }
        }
        // An icon beside one text is the image rules' business (hide or label the icon); grouping is about texts
        // that belong together: a value and its unit, a title and its detail.
        return texts >= 2 ? stops : nil
    }

    /// The author decided how the card reads: grouping of any kind, a label, a representation, hiding.
    static func decidesGrouping(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        tree.decidesReading(modifier)
    }

    /// The card is drawn once: a `body` whose component the linted files call exactly once outside a `ForEach` or
    /// `List` (project index), or a member used once in its file, outside one. Unknown callers count as many.
    func isShownOnce(_ declaration: NodeID, in context: LintContext) -> Bool {
        let tree = context.tree
        if tree[declaration].name == SwiftUIVocabulary.bodyProperty { return context.isShownOnce(declaration) }
        let uses = tree.useSites(ofDeclaration: declaration)
        return uses.count == 1 && !VisualTree.enclosingViews(of: uses[0], in: tree).contains {
            SwiftUIVocabulary.repeatingViews.contains(tree[$0].name)
        }
    }

    /// A caption over its value: a helper or a view type whose `VStack` shows two texts and nothing else VoiceOver
    /// stops on, each use of it one row of a column (`VStack`, `Form`, `List`, `Section`, a vertical
    /// `ScrollView`) and none inside a `ForEach` or a `List` of data; a view type's every call site in the linted
    /// files must be in its own file to be seen. VoiceOver reads the caption and then its value, the order they
    /// are seen in, and the rows one after another: the relationship is kept. Tiles side by side and rows
    /// repeated over a collection still fragment the screen.
    static func isCaptionOverValueInColumn(_ declaration: NodeID, stack: NodeID, stops: Int,
                                           in context: LintContext) -> Bool {
        let tree = context.tree
        guard tree[stack].name == "VStack", stops == 2 else { return false }
        let uses: [NodeID]
        if tree[declaration].name == SwiftUIVocabulary.bodyProperty {
            guard let type = tree.declaringType(of: declaration),
                  let callSites = context.callSitesOfComponent(holding: declaration) else { return false }
            let name = tree[type].name.split(separator: ".").last.map(String.init) ?? tree[type].name
            uses = tree.calls(named: name).filter { !tree.isInPreview($0) }
            guard uses.count == callSites.total else { return false }
        } else {
            uses = tree.useSites(ofDeclaration: declaration)
        }
        return !uses.isEmpty && uses.allSatisfy { use in
            let enclosing = VisualTree.enclosingViews(of: use, in: tree)
            guard let container = enclosing.first, isColumn(container, in: tree) else { return false }
            return !enclosing.contains { view in
                tree[view].name == "ForEach" || (tree[view].name == "List" && tree[view].firstUnlabelledArgument != nil)
            }
        }
    }

    /// A view that lays its content out one below the other.
    static func isColumn(_ view: NodeID, in tree: ViewTree) -> Bool {
        let item = tree[view]
        guard SwiftUIVocabulary.columnLayouts.contains(item.name) || item.name == "Section" else { return false }
        guard item.name == "ScrollView", let axes = item.firstUnlabelledArgument else { return true }
        return axes.value.memberName != "horizontal"
    }

    /// A `Button`/`NavigationLink` label merges its content into the control: a helper used in one, or one every
    /// use of which is in helpers so used (`miniStat` inside `summaryCard`, the label of a `NavigationLink`).
    static func isUsedAsControlLabel(_ declaration: NodeID, in tree: ViewTree, depth: Int = 0) -> Bool {
        let uses = tree.useSites(ofDeclaration: declaration)
        if uses.contains(where: { tree.enclosingControl(of: $0) != nil }) { return true }
        guard depth < maximumHelperDepth, !uses.isEmpty else { return false }
        return uses.allSatisfy { use in
            guard let helper = tree.ancestors(of: use).first(where: { tree[$0].kind == .function || tree[$0].kind == .property }),
                  tree[helper].name != SwiftUIVocabulary.bodyProperty else { return false }
            return isUsedAsControlLabel(helper, in: tree, depth: depth + 1)
        }
    }

    /// How many helpers deep a use is followed to the control whose label it is.
    static let maximumHelperDepth = 4
}
