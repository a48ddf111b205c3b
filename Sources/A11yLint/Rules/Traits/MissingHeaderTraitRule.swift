import RuleEngine

struct MissingHeaderTraitRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "missing-header-trait", name: "Missing header trait", severity: .low, category: .traits,
        wcag: ["1.3.1", "2.4.6"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags a visible screen or section title, literal text styled as a heading (`.largeTitle`, `.title`, `.title2`, `.title3`, `.headline`), that is not marked with the `.isHeader` trait.",
        rationale: """
        Sighted users skim a screen by its big bold titles. VoiceOver users do the same with the rotor set to \
        Headings, flicking from one heading to the next — but only elements with the `.isHeader` trait are \
        headings. Text that merely looks like a heading is read as ordinary text, so on a long screen the only \
        way to find a section is to listen to everything before it.
        """,
        fix: """
        - **Case: a section title.** `.accessibilityAddTraits(.isHeader)` (or `.accessibilityHeading(.h2)` to give \
        its level on macOS).
        - **Case: the title of a `List`/`Form` section.** Put it in `Section { … } header: { Text("…") }`, which \
        VoiceOver treats as a heading.
        - **Case: big text that is not a title** (a score, a price). Suppress the finding with a reason.
        """,
        limits: """
        Only `Text("literal")` with a heading font in its own chain is checked; interpolated text (usually a value) \
        is not, nor a literal with no letter (`"--"`), a sentence ending in a full stop or an ellipsis (a tagline, \
        "Loading…"), one of three words or more ending in a colon (an instruction introducing what follows, "Scan \
        this code to pair:"), one of four words or more ending in an exclamation mark ("All games have \
        artwork!"), a strings-file key named for running text (`"export.instructions"`, `"sync.message"`), one of more than eight words, or an empty-state message (one opening with "No" or "Nothing", \
        or with "Select" or "Choose" when it is the only text of its view or of the `if`/`else` branch that shows it: a placeholder, not a section title), \
        or one drawn by a member or type named as an empty state (`emptyState`, `EmptyLibraryView`) or shown, \
        whatever its words, with other texts, images and at most one control only while a collection is empty \
        (`if items.isEmpty`, the `else` of `if !items.isEmpty`, or a helper only such branches show) or in place of \
        the other branch of an `if`/`else` while something is missing (`if !isLoggedIn`, the `else` of \
        `if let user`), or only while something loads (`case .loading:`, `if isSaving`), \
        or an error state's (opening with "Unable", "Cannot", "Can't", "Couldn't", "Failed", "Oops" or "Whoops", \
        ending in "unavailable", "not available" or "went wrong", or a lone "Error": what went wrong in place of \
        the content), or a verdict on the user's input shown only while a condition holds (`if !isCouponValid { \
        Text("This coupon is wrong") }`). Quiet when the text is in a control's label (a custom \
        control's content, a helper drawn as a label, and the `label:` closure of a view named as a button, \
        `AsyncButton { … } label: { Text("Retry") }`, included, and a card a single tap acts on when it holds no \
        control and does not scroll), in a `Section` header, in a `ForEach` row, in \
        a row of a `List`/`Form` or a `Section`'s content (here, or where a caller draws its view, also through \
        views declared in the same file) when it titles only texts, images and controls (an error's title over its \
        message; a title over a chart or other content drawn in the row is still checked), in a helper shown only \
        in place of other content (the sole view of an `if`/`else` branch or a `case`), or such a branch itself, \
        that holds nothing but the text, images and at most one control (a permission notice over its "Open \
        Settings" button, "App not found" in place of the detail), in \
        the content of a modifier that does not present a screen (`.overlay`, `.background`, `.toolbar`, \
        `.tabItem`, a `.popover` with one title, a bubble that shows a note; a `.sheet`'s content is a screen and \
        is checked, and so is a popover that shows several titles together), in a `HStack`/`Label`/`GridRow` (a row's \
        title), right beside an interpolated `Text`, a number, date or formatted value \
        (`Text(total.formattedCurrencyText)`, also alone in an `if`) or a `ProgressView` (a caption or a status), \
        right over a text showing a value in a larger text style (`Text("Time Zone").font(.headline)` over \
        `Text(account.timeZone).font(.title)`: a field's label), right below a \
        text marked as a heading (its subtitle, "Ready to explore your music" under "Welcome") or, in a stack of \
        only texts and images, a title in a larger style (a header block's subtitle), right before a \
        text field or slider (its caption), a question right before a button (its prompt, "Enjoying the app?" \
        over a "Rate it" button; a question over a picker titles its step), alone with a segmented picker (which draws no title) or, alone \
        with it in a stack, a button showing a value \
        (`Text(formatter.string(from: date))`) or a row of buttons a `ForEach` makes (a hand-made picker), \
        inside a view with `.accessibilityElement(children:)`, hidden, or \
        declared in a component whose name ends in Row, Cell, Card, Item, Tile or Badge or names a banner or \
        toast (`ProUpgradeBanner`) or a splash screen (`SplashView`, `LaunchScreen`: shown for a moment, with \
        nothing to move between), or whose callers group, \
        hide or make a button of it at every use or draw it as a row of a `ForEach`/`List` at any; and when \
        `.isHeader` or `.accessibilityHeading` applies to it or to a view enclosing it, or when its type's \
        `.navigationTitle("…")` shows the same words (the bar's title is the heading). `.subheadline` is not a \
        heading style. Widgets (files that import WidgetKit) are not checked: VoiceOver reads a widget as one element.
        """,
        triggeringExamples: MissingHeaderTraitRule.triggeringExamples,
        nonTriggeringExamples: MissingHeaderTraitRule.nonTriggeringExamples)

    /// Font methods that keep the text style (`.title.bold()`, `.headline.weight(.semibold)`).
    static let styleKeepingMethods: Set<String> = ["bold", "weight", "italic", "smallCaps", "monospaced",
                                                   "monospacedDigit", "leading", "width", "lowercaseSmallCaps",
                                                   "uppercaseSmallCaps"]
    static let componentSuffixes = ["Row", "Cell", "Card", "Item", "Tile", "Badge"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // VoiceOver reads a widget as one element: there are no headings to move between.
        guard !VisualTree.isWidgetFile(tree) else { return }
        for id in tree.nodes(.call) {
            let node = tree[id]
            guard node.name == "Text",
                  let literal = tree.literal(of: node.firstUnlabelledArgument), !literal.isInterpolated,
                  let style = Self.headingStyle(ofOwnFontOf: id, in: tree) else { continue }
            guard Self.isWordedAsTitle(literal.text),
                  !StatusMessages.isEmptyStateMessage(literal.text, isOnlyText: Self.isOnlyText(id, in: tree)),
                  !Self.isConditionalStatus(id, literal: literal.text, in: tree),
                  !Self.isExempt(id, in: tree),
                  !Self.repeatsNavigationTitle(literal.text, of: id, in: tree),
                  !Self.isDecidedByCaller(id, in: context) else { continue }
            sink.report(id, in: tree, message: Self.message(literal: literal, style: style))
        }
    }

    /// A verdict on what the user did, shown only while a condition holds (`if !isCouponValid { Text("This coupon
    /// is wrong") }`, `StatusMessages.reportsStatus`): a message that comes and goes, not a section's title.
    static func isConditionalStatus(_ text: NodeID, literal: String, in tree: ViewTree) -> Bool {
        guard StatusMessages.reportsStatus(literal), let member = tree.declaringMember(of: text) else { return false }
        return innermostBranch(around: text, within: member, in: tree) != nil
    }

    /// The text is the only one its declaring `body`, property or function draws (a placeholder with an icon), or
    /// the only one of the `if`/`else` branch that shows it in place of other content.
    static func isOnlyText(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let member = tree.declaringMember(of: text) else { return false }
        let scope = innermostBranch(around: text, within: member, in: tree) ?? member
        return !tree.descendants(of: scope).contains { id in
            id != text && tree[id].kind == .call && SwiftUIVocabulary.textViews.contains(tree[id].name)
        }
    }

    static func message(literal: StringLiteral, style: String) -> String {
        "Text \(WordingText.quoted(literal)) looks like a heading (.\(style)) but is not one, so VoiceOver users "
            + "navigating by headings skip it. Add .accessibilityAddTraits(.isHeader)."
    }

    /// The heading text style of the font the node's own chain gives it (`VisualFont.nearestFontModifier`).
    static func headingStyle(ofOwnFontOf node: NodeID, in tree: ViewTree) -> String? {
        guard let font = VisualFont.nearestFontModifier(of: node, in: tree),
              let argument = tree[font].firstUnlabelledArgument else { return nil }
        return headingStyle(of: argument.value)
    }

    /// `.title`, `Font.title`, `.title.bold()`, `.headline.weight(.semibold)`, `.system(.title, design: .rounded)`.
    static func headingStyle(of font: Expr) -> String? {
        var current = font
        for _ in 0..<8 {
            switch current {
            case .member(let base, let name):
                guard base == nil || isFontType(base) else { return nil }
                return SwiftUIVocabulary.headingTextStyles.contains(name) ? name : nil
            case .call(.member(let base?, let method), _, _) where styleKeepingMethods.contains(method):
                current = base
            case .call(.member(let base, "system"), let arguments, _) where base == nil || isFontType(base):
                guard let style = arguments.first(where: { $0.label == nil }) else { return nil }
                current = style.value
            case .call, .string, .number, .bool, .identifier, .closure, .other:
                return nil
            }
        }
        return nil
    }

    static func isFontType(_ expression: Expr?) -> Bool {
        if case .identifier("Font")? = expression { return true }
        return false
    }

    /// Last words of a strings-file key that names running text, not a title (`"export.instructions"`,
    /// `"onboarding.sync.message"`): keys name their text.
    static let runningTextKeyWords: Set<String> = ["instructions", "instruction", "message", "description",
                                                   "explanation", "hint", "body", "detail", "details", "footer",
                                                   "subtitle", "caption", "prompt"]

    /// A title is a few words: a literal with no letter is a value ("0", "--"), a sentence ending in a full stop
    /// or an ellipsis is a tagline or a status ("Loading…"), a sentence of three words or more ending in a colon
    /// introduces what follows ("Scan this code to sign in:") and one of four ending in an exclamation mark
    /// exclaims, a strings-file key named for running text (`"export.instructions"`) is that text, and more than
    /// eight words is a paragraph. A number with its unit ("10 miles away") is a value.
    static func isWordedAsTitle(_ text: String) -> Bool {
        guard text.contains(where: \.isLetter), !WordingText.isMeasurement(text) else { return false }
        let words = text.split(whereSeparator: \.isWhitespace)
        if let last = text.last(where: { !$0.isWhitespace }) {
            if last == "." || last == "…" { return false }
            // "Scan this code to pair:", "All games have artwork!": a sentence, not a title ("Welcome back!",
            // "You're all set!").
            if last == ":" && words.count >= 3 || last == "!" && words.count >= 4 { return false }
        }
        if words.count == 1, text.contains("."), let key = text.split(separator: ".").last,
           let word = TraitText.words(of: String(key)).last, runningTextKeyWords.contains(word) {
            return false
        }
        return words.count <= 8
    }

    /// In the `label:` closure of a view named as a button (`AsyncButton(state: $state) { … } label: {
    /// Text("Retry") }`, a library's or the app's own): the text is the button's title.
    static func isInLabelOfButtonComponent(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let closure = tree.nearestAncestor(of: text, where: { $0.kind == .closure || $0.kind == .function
                  || $0.kind == .property || $0.kind == .typeDecl }),
              tree[closure].kind == .closure, tree.closureLabel(closure) == "label",
              let owner = tree.parent(of: closure), tree[owner].kind == .call else { return false }
        return SwiftUIVocabulary.isAnnouncedAsButton(tree[owner].name)
    }

    static func isExempt(_ text: NodeID, in tree: ViewTree) -> Bool {
        if WordingScope.mayApply(in: tree, to: text, where: isHeading) { return true }
        // In a control's label, or a text a tap acts on itself (a hand-made button's title).
        if tree.enclosingControl(of: text) != nil || tree.enclosingLabelledControl(of: text) != nil
            || isInLabelOfButtonComponent(text, in: tree) || isTappableCard(text, in: tree) { return true }
        if tree.mayBeHidden(text) { return true }
        if let type = tree.declaringType(of: text),
           componentSuffixes.contains(where: { tree[type].name.hasSuffix($0) })
            || StatusMessages.namesBanner(tree[type].name) || SwiftUIVocabulary.namesSplashScreen(tree[type].name) {
            return true
        }
        if let view = tree.enclosingView(of: text), SwiftUIVocabulary.rowLayouts.contains(tree[view].name) { return true }
        if isBesideValue(text, in: tree) || isCaptionOfInput(text, in: tree) || isUnderMarkedHeading(text, in: tree)
            || isSubtitleOfLargerTitle(text, in: tree) || isCaptionOverLargerValue(text, in: tree)
            || isQuestionBeforeButton(text, in: tree) || isLoadingStatus(text, in: tree) {
            return true
        }
        if isInsideDecoration(text, in: tree) || isNotice(text, in: tree) || isInEmptyState(text, in: tree) {
            return true
        }
        return tree.enclosingViews(of: text).contains { isItemOrGroup($0, of: text, in: tree) }
    }

    /// The screen's navigation bar already shows the same words (`.navigationTitle("Backoff")` in the text's
    /// type): the bar's title is the heading, and the text repeats it.
    static func repeatsNavigationTitle(_ text: String, of node: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: node) else { return false }
        return tree.modifierUses(.navigationTitle).contains { title in
            guard case .string(let literal)? = tree[title].arguments.first?.value, !literal.isInterpolated else {
                return false
            }
            return literal.text == text && tree.declaringType(of: title) == type
        }
    }

    /// A view around the text (in this body or where its helper is used) that makes it an item's or a group's
    /// text: a `ForEach` row, a control's label or a card a tap acts on, a `.combine`d or otherwise grouped view, a
    /// `Section` header.
    static func isItemOrGroup(_ enclosing: EnclosingView, of text: NodeID, in tree: ViewTree) -> Bool {
        let view = tree[enclosing.view]
        if tree.groupingBehaviour(of: enclosing.view) != nil { return true }
        if view.kind == .call, view.name == "ForEach" || isTappableCard(enclosing.view, in: tree) { return true }
        guard let entry = enclosing.entry else { return false }
        if view.name == "Section", tree[entry].label == "header" { return true }
        // A row of a `List`/`Form`, or of a `Section`'s content: the row's title, not the section's.
        if tree.isListRow(enclosing) { return isRowTitle(text, in: tree) }
        return view.kind == .call && ViewTree.controlNames.contains(view.name) && tree.isLabelPart(entry, of: enclosing.view)
    }

    /// How the component's callers (in any linted file) show it: grouped, hidden, as a button or as a row of a
    /// collection. Its titles are then an element's name or an item's, not the screen's.
    static func isDecidedByCaller(_ text: NodeID, in context: LintContext) -> Bool {
        context.isInsideComponentControlLabel(text) || context.isReadingDecidedByEveryCaller(text)
            || context.isHiddenByEveryCaller(text) || context.isMadeAButtonByEveryCaller(text)
            || context.isRepeatedByAnyCaller(text) || isInListRowByCaller(text, in: context)
    }

    /// How many views declared in the same file a list-row question follows up the callers
    /// (`SettingsView` → `ErrorView` → a private `DeniedView`).
    static let maximumCallerDepth = 3

    /// Some caller draws the component holding `node` in a row of a `List`/`Form` or a `Section`'s content: in
    /// another file, or through a view declared in this file whose own use is such a row (a private view that
    /// one case of an error view shows).
    static func isInListRowByCaller(_ node: NodeID, in context: LintContext, depth: Int = 0) -> Bool {
        if context.isInListRowByAnyCaller(node) { return isRowTitle(node, in: context.tree) }
        let tree = context.tree
        guard depth < maximumCallerDepth, let type = tree.declaringType(of: node) else { return false }
        return tree.callsAndReferences(named: tree[type].name).contains { call in
            guard tree[call].kind == .call, tree.declaringType(of: call) != type else { return false }
            return (tree.isInListRow(call) && isRowTitle(node, in: tree))
                || context.isRepeatedByAnyCaller(call)
                || isInListRowByCaller(call, in: context, depth: depth + 1)
        }
    }

    /// The title of a row's text (an error's title over its message), not of a block of other content drawn in the
    /// row (`Text("Recent Hikes")` over a chart): it stands alone, or beside only texts, images, shapes and
    /// controls.
    static func isRowTitle(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let (container, _) = tree.layoutSlot(of: text), tree[container].kind == .closure else {
            return true  // all a component drawn as a row shows
        }
        // Written among the rows themselves, it titles the rows after it.
        guard let layout = tree.parent(of: container), !SwiftUIVocabulary.rowContainers.contains(tree[layout].name)
        else { return false }
        return tree.descendants(of: container).allSatisfy { id in
            let item = tree[id]
            guard item.kind == .call || item.kind == .reference else { return true }
            if isInsideControl(id, in: tree) { return true }
            if tree.nearestAncestor(of: id, where: { $0.kind == .modifier }) != nil { return true }
            return SwiftUIVocabulary.readableViews.contains(item.name) || ViewTree.controlNames.contains(item.name)
                || ViewNames.silent.contains(item.name) || ViewNames.isSilentReference(item.name)
                || ["HStack", "VStack", "ZStack", "Group"].contains(item.name)
        }
    }

    /// Inside a control's label or action (`Button { open() } label: { … }`).
    static func isInsideControl(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.ancestors(of: id).contains { tree[$0].kind == .call && ViewTree.controlNames.contains(tree[$0].name) }
    }

    /// A card a single tap acts on, a hand-made button. A tap on a view that holds controls or scrolls (a screen's
    /// `.onTapGesture` ending editing) does not make its titles a control's.
    static func isTappableCard(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: view).contains { tree.gestures(of: $0).contains(.singleTap) }
            && !([view] + tree.descendants(of: view)).contains { descendant in
                tree[descendant].kind == .call && (ViewTree.controlNames.contains(tree[descendant].name)
                    || SwiftUIVocabulary.scrollingContainers.contains(tree[descendant].name))
            }
    }


    /// Content of a modifier that does not present a screen (`.overlay`, `.background`, `.toolbar`, `.tabItem`,
    /// `.navigationTitle(Text(…))`) or presents a bubble (`.popover`): a badge, a toast, a bar title, a tab's name
    /// or a note's first line, not a title of the screen.
    static func isInsideDecoration(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let modifier = tree.nearestAncestor(of: text, where: { $0.kind == .modifier }) else { return false }
        let name = tree[modifier].name
        if SwiftUIVocabulary.bubblePresentations.contains(name) { return !hasSections(modifier, besides: text, in: tree) }
        return !SwiftUIVocabulary.screenPresentations.contains(name)
    }

    /// Whether a presentation's content shows another title beside `text` (a help popover of several sections):
    /// titles that can be on screen together structure it, where a lone title only opens a note.
    private static func hasSections(_ presentation: NodeID, besides text: NodeID, in tree: ViewTree) -> Bool {
        let drawn = tree.closures(of: presentation).flatMap { tree.drawnViewsWithBranches(of: $0) }
        guard let own = drawn.first(where: { $0.view == text }) else { return false }
        return drawn.contains { other in
            other.view != text && tree[other.view].name == SwiftUIView.text.rawValue
                && headingStyle(ofOwnFontOf: other.view, in: tree) != nil
                && ViewTree.mayBeDrawnTogether(own.branches, other.branches)
        }
    }

    /// A notice, not a section title: the text is all its view shows besides images, shapes and at most one
    /// control ("Requires screen recording permission" over a "Go to Settings" button), so there is no content
    /// under it for a heading to lead to.
    /// The helper is shown only in place of other content (the sole view of an `if`/`else` branch or a `case`:
    /// "no permission" instead of the editor), never beside it as a header is.
    /// The same holds for the branch itself when it draws the text inline (`if let app { … } else { Text("App not
    /// found") }`).
    static func isNotice(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let member = tree.declaringMember(of: text) else { return false }
        if let branch = innermostBranch(around: text, within: member, in: tree),
           replacesOtherContent(branch, in: tree), showsNothingElse(branch, besides: text, in: tree) {
            return true
        }
        return tree[member].name != SwiftUIVocabulary.bodyProperty
            && isShownInsteadOfContent(member, in: tree) && showsNothingElse(member, besides: text, in: tree)
    }

    /// The innermost `if`/`else` branch or `case` around `text` inside its declaring `member`.
    private static func innermostBranch(around text: NodeID, within member: NodeID, in tree: ViewTree) -> NodeID? {
        tree.ancestors(of: text).prefix { $0 != member }.first { tree[$0].kind == .branch }
    }

    /// A lone `if` adds its view beside the rest; with an `else` or other cases it replaces something.
    private static func replacesOtherContent(_ branch: NodeID, in tree: ViewTree) -> Bool {
        guard let choice = tree.parent(of: branch) else { return false }
        return tree.children(of: choice).filter { tree[$0].kind == .branch }.count > 1
    }

    private static func isShownInsteadOfContent(_ member: NodeID, in tree: ViewTree) -> Bool {
        let uses = tree.usesInOwnType(of: member)
        return !uses.isEmpty && uses.allSatisfy { use in
            guard let branch = tree[use].parent, tree[branch].kind == .branch, replacesOtherContent(branch, in: tree)
            else { return false }
            return tree.children(of: branch).filter { tree[$0].kind != .modifier } == [use]
        }
    }

    /// Whether `member` draws nothing but `text`, images, shapes and at most one control; other texts too when
    /// `allowingTexts` (an empty state's title over its explanation).
    private static func showsNothingElse(_ member: NodeID, besides text: NodeID, allowingTexts: Bool = false,
                                         in tree: ViewTree) -> Bool {
        let isModifier: (Node) -> Bool = { $0.kind == .modifier }
        let textModifier = tree.nearestAncestor(of: text, where: isModifier)
        var controls = 0
        for id in tree.descendants(of: member) where id != text {
            let item = tree[id]
            guard item.kind == .call || item.kind == .reference else { continue }
            if isInsideControl(id, in: tree) { continue }
            if ViewTree.controlNames.contains(item.name) {
                controls += 1
                continue
            }
            // Drawn in a decoration of another view (`.background(Capsule())`), not beside the text.
            if let modifier = tree.nearestAncestor(of: id, where: isModifier), modifier != textModifier { continue }
            if ViewNames.containers.contains(item.name) || ViewNames.silent.contains(item.name)
                || ViewNames.isSilentReference(item.name) || SwiftUIVocabulary.imageViews.contains(item.name)
                || (allowingTexts && SwiftUIVocabulary.textViews.contains(item.name)) {
                continue
            }
            return false
        }
        return controls <= 1
    }

    /// A text laid out just before a text field or slider is its visible caption (`Text("Email")` above the field),
    /// and so is one before a control whose own title is empty or hidden (`Picker("", …)`, `.labelsHidden()`, a
    /// segmented picker alone with it, which draws none) or
    /// before a hand-made picker it alone stands over (`isHandMadeField`).
    static func isCaptionOfInput(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let (container, item) = tree.layoutSlot(of: text) else { return false }
        let siblings = tree.children(of: container).filter { tree[$0].kind != .modifier }
        guard let position = siblings.firstIndex(of: item), position + 1 < siblings.count else { return false }
        let next = siblings[position + 1]
        guard tree[next].kind == .call else { return false }
        if SwiftUIVocabulary.captionedInputs.contains(tree[next].name)
            || isHandMadeField(next, after: item, in: container, tree: tree) { return true }
        guard tree.isBuiltInControl(next) else { return false }
        if !tree.effectiveModifiers(named: "labelsHidden", of: next).isEmpty { return true }
        // A segmented picker draws no title of its own: the text alone with it in its stack is its visible caption
        // (over a chart as well, it titles the section).
        if tree[next].name == "Picker", siblings == [item, next],
           tree.hasPickerStyle(next, among: ViewTree.segmentedPickerStyles) { return true }
        guard let title = tree[next].firstUnlabelledArgument, let literal = tree.stringLiteral(of: title.value) else {
            return false
        }
        return literal.text.isEmpty
    }

    /// `next` and the caption before it are all their stack shows, and `next` stands in for a picker: a button
    /// whose label shows a value (`Text(formatter.string(from: date))`, the date it opens a picker for), or a row of
    /// buttons a `ForEach` makes (a hand-made segmented control). The two make up a form field.
    private static func isHandMadeField(_ next: NodeID, after caption: NodeID, in container: NodeID,
                                        tree: ViewTree) -> Bool {
        let views = tree.children(of: container).filter { tree[$0].kind != .modifier }
        guard views == [caption, next] else { return false }
        if SwiftUIVocabulary.isAnnouncedAsButton(tree[next].name) {
            return tree.descendants(of: next).contains { id in
                let item = tree[id]
                guard item.kind == .call, item.name == SwiftUIView.text.rawValue, tree.isLabelPart(id, of: next),
                      let shown = item.firstUnlabelledArgument else { return false }
                return tree.literal(of: shown) == nil
            }
        }
        // `HStack { ForEach(topics) { topic in Button { … } } }`, perhaps in a horizontal `ScrollView`.
        var current = next
        for _ in 0..<3 {
            guard ViewNames.containers.contains(tree[current].name) || tree[current].name == "ScrollView" else {
                return false
            }
            let content = tree.closures(of: current).flatMap { tree.children(of: $0) }
                .filter { tree[$0].kind != .modifier }
            guard content.count == 1, tree[content[0]].kind == .call else { return false }
            current = content[0]
            if tree[current].name == "ForEach" {
                let rows = tree.closures(of: current).flatMap { tree.children(of: $0) }
                    .filter { tree[$0].kind != .modifier }
                return rows.count == 1 && tree[rows[0]].kind == .call
                    && SwiftUIVocabulary.isAnnouncedAsButton(tree[rows[0]].name)
            }
        }
        return false
    }

    /// A caption next to a value (`Text("\\(count)")` then `Text("Followers").font(.headline)`, `Text("Total")` over
    /// `Text(total.formattedCurrencyText)`, also when an `if` shows the value alone) names the value, and one next
    /// to a `ProgressView` is a status message: neither is a section title.
    static func isBesideValue(_ text: NodeID, in tree: ViewTree) -> Bool {
        let (before, after) = neighbours(of: text, in: tree)
        return [before, after].compactMap { $0 }.contains { written in
            let neighbour = shownAlone(by: written, in: tree)
            let item = tree[neighbour]
            if item.kind == .call, item.name == "ProgressView" { return true } // a status message: "Searching"
            guard item.kind == .call, item.name == "Text", let first = item.firstUnlabelledArgument else { return false }
            if let literal = tree.stringLiteral(of: first.value) {
                // Shown on a condition, a sentence around a value is a subtitle ("Last updated \(date)").
                return literal.isInterpolated
                    && (neighbour == written || VisualTextContent.isShortText(neighbour, in: tree))
            }
            return item.argument(labelled: "format") != nil || VisualTextContent.isShortText(neighbour, in: tree)
                || TraitText.identifiers(in: tree.text(in: first.range)).last
                    .map { TraitText.words(of: $0).contains("formatted") } == true
        }
    }

    /// A caption laid right over a value drawn larger than itself (`Text("Time Zone").font(.headline)` over
    /// `Text(account.timeZone).font(.title)`): a field's label in a list of label–value pairs. A heading is larger
    /// than what it introduces.
    static func isCaptionOverLargerValue(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let after = neighbours(of: text, in: tree).after, tree[after].kind == .call, tree[after].name == "Text",
              let value = tree[after].firstUnlabelledArgument, tree.stringLiteral(of: value.value) == nil,
              let ownSize = headingPointSize(ofOwnFontOf: text, in: tree),
              let valueSize = headingPointSize(ofOwnFontOf: after, in: tree) else { return false }
        return valueSize > ownSize
    }

    /// The default point size of the heading text style of the node's own font (`headingStyle(ofOwnFontOf:)`).
    static func headingPointSize(ofOwnFontOf node: NodeID, in tree: ViewTree) -> Double? {
        headingStyle(ofOwnFontOf: node, in: tree).flatMap { VisualFont.defaultPointSizes[$0] }
    }

    /// The one view an `if` shows (`if total != nil { Text(…) }`), or `view` itself.
    static func shownAlone(by view: NodeID, in tree: ViewTree) -> NodeID {
        let branches = tree[view].kind == .conditional ? Array(tree.children(of: view)) : [view]
        guard branches.count == 1, tree[branches[0]].kind == .branch else { return view }
        let shown = tree.children(of: branches[0]).filter { tree[$0].kind != .modifier }
        return shown.count == 1 ? shown[0] : view
    }

    /// Drawn by a member or type named as an empty state (`emptyState`, `EmptyLibraryView`): the title of what shows
    /// in place of missing content ("Show some love" over "Tap the heart on a song"), not a section's.
    /// So is a text shown, with other texts, images and at most one control, only while a collection is empty (in
    /// the branch of `if items.isEmpty`, or the `else` of `if !items.isEmpty`, or drawn by a helper only such
    /// branches show), whatever its words, or as the title of a notice (`showsNotice`) shown in place of content that
    /// is missing (`showsWhileMissing`).
    static func isInEmptyState(_ text: NodeID, in tree: ViewTree) -> Bool {
        let owners = [tree.declaringMember(of: text), tree.declaringType(of: text)].compactMap { $0 }
        if owners.contains(where: { TraitText.words(of: tree[$0].name).contains("empty") }) { return true }
        guard let member = tree.declaringMember(of: text) else { return false }
        if let branch = innermostBranch(around: text, within: member, in: tree) {
            if showsWhileEmpty(branch, in: tree) {
                return showsNothingElse(branch, besides: text, allowingTexts: true, in: tree)
            }
            if showsWhileMissing(branch, in: tree) { return showsNotice(branch, titledBy: text, in: tree) }
        }
        let uses = tree.usesInOwnType(of: member)
        guard tree[member].name != SwiftUIVocabulary.bodyProperty, !uses.isEmpty else { return false }
        let branches = uses.map { use -> NodeID? in
            tree.declaringMember(of: use).flatMap { innermostBranch(around: use, within: $0, in: tree) }
        }
        if branches.allSatisfy({ $0.map { showsWhileEmpty($0, in: tree) } == true }) {
            return showsNothingElse(member, besides: text, allowingTexts: true, in: tree)
        }
        return branches.allSatisfy { $0.map { showsWhileMissing($0, in: tree) } == true }
            && showsNotice(member, titledBy: text, in: tree)
    }

    /// A notice titled by `text`: besides it, only texts in no heading style, images and at most one control, which
    /// is no input ("You are not signed in" over its explanation and a "Sign in" button). Other titles make it
    /// content of its own (a fallback's "How to perform" and "Key tips"), and a field makes it a form.
    static func showsNotice(_ scope: NodeID, titledBy text: NodeID, in tree: ViewTree) -> Bool {
        showsNothingElse(scope, besides: text, allowingTexts: true, in: tree)
            && !tree.descendants(of: scope).contains { id in
                guard id != text, tree[id].kind == .call else { return false }
                return SwiftUIVocabulary.captionedInputs.contains(tree[id].name)
                    || (tree[id].name == SwiftUIView.text.rawValue && headingStyle(ofOwnFontOf: id, in: tree) != nil)
            }
    }

    /// A branch shown in place of the other branch of an `if`/`else` while something is missing (`if !isLoggedIn`,
    /// `if user == nil`, the `else` of `if let user` or of `if isLoggedIn`).
    static func showsWhileMissing(_ branch: NodeID, in tree: ViewTree) -> Bool {
        guard let choice = tree.parent(of: branch), tree[choice].kind == .conditional else { return false }
        let branches = tree.children(of: choice).filter { tree[$0].kind == .branch }
        guard branches.count == 2 else { return false }
        if let condition = tree[branch].label {
            return branch == branches[0] && StatusMessages.presenceClauses(of: condition).isEmpty
        }
        guard let condition = tree[branches[0]].label, !condition.contains("||") else { return false }
        return ConditionClauses.of(condition).allSatisfy { !StatusMessages.testsAbsence(String($0)) }
    }

    /// An `if`/`else` branch shown only while a collection is empty (`StatusMessages.testsEmptiness`), or an `else`
    /// after a branch shown only while it has items (`StatusMessages.testsItems`).
    static func showsWhileEmpty(_ branch: NodeID, in tree: ViewTree) -> Bool {
        if let condition = tree[branch].label { return StatusMessages.testsEmptiness(condition) }
        guard let choice = tree.parent(of: branch) else { return false }
        return tree.children(of: choice).prefix { $0 != branch }.contains { earlier in
            tree[earlier].kind == .branch && tree[earlier].label.map(StatusMessages.testsItems) == true
        }
    }

    /// The text right above it in the same stack is marked as a heading (`Text("Welcome").accessibilityAddTraits(
    /// .isHeader)`): the author marked the title, and this text is its subtitle or tagline.
    static func isUnderMarkedHeading(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let above = neighbours(of: text, in: tree).before else { return false }
        return tree[above].kind == .call && tree[above].name == SwiftUIView.text.rawValue
            && tree.modifiers(of: above).contains { isHeading(tree[$0]) }
    }

    /// The text right above it is a title in a larger text style, in a stack of only texts, images and shapes (an
    /// icon, `Text("Creating").font(.largeTitle)`, `Text("This takes a few seconds").font(.title3)`): a header
    /// block's subtitle, not a second heading.
    static func isSubtitleOfLargerTitle(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let above = neighbours(of: text, in: tree).before, tree[above].kind == .call,
              tree[above].name == SwiftUIView.text.rawValue,
              tree.literal(of: tree[above].firstUnlabelledArgument).map({ isWordedAsTitle($0.text) }) != false,
              let aboveSize = headingPointSize(ofOwnFontOf: above, in: tree),
              let ownSize = headingPointSize(ofOwnFontOf: text, in: tree), aboveSize > ownSize,
              let stack = tree.parent(of: text) else { return false }
        return tree.children(of: stack).allSatisfy { id in
            let item = tree[id]
            guard item.kind == .call || item.kind == .reference else { return item.kind == .modifier }
            return SwiftUIVocabulary.textViews.contains(item.name) || SwiftUIVocabulary.imageViews.contains(item.name)
                || ViewNames.silent.contains(item.name) || ViewNames.isSilentReference(item.name)
        }
    }

    /// A question right before a button in the same stack (`Text("Enjoying the app?")` over a "Rate it" button):
    /// the prompt the button answers, not a section title. A question over a picker or a date picker ("How old are
    /// you?", "When's your trip?") titles the step or card that asks it.
    static func isQuestionBeforeButton(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let literal = tree.literal(of: tree[text].firstUnlabelledArgument),
              literal.text.last(where: { !$0.isWhitespace }) == "?",
              let after = neighbours(of: text, in: tree).after, tree[after].kind == .call else { return false }
        return SwiftUIVocabulary.isAnnouncedAsButton(tree[after].name)
    }

    /// Shown only while something loads (`case .loading:`, `if isSaving`), with nothing but texts, images and at
    /// most one control (a cancel button): a progress status ("Creating bookmark"), not a section title.
    static func isLoadingStatus(_ text: NodeID, in tree: ViewTree) -> Bool {
        guard let member = tree.declaringMember(of: text),
              let branch = innermostBranch(around: text, within: member, in: tree),
              let condition = tree[branch].label else { return false }
        let flags = StatusMessages.presenceClauses(of: condition)
            .filter { !$0.hasPrefix("let ") && !$0.hasPrefix("var ") }
        return flags.flatMap(TraitText.identifiers(in:)).contains(where: ContentGates.namesLoading)
            && showsNothingElse(branch, besides: text, allowingTexts: true, in: tree)
    }

    /// The views written right before and right after `text` among its parent's children (modifiers left out).
    static func neighbours(of text: NodeID, in tree: ViewTree) -> (before: NodeID?, after: NodeID?) {
        guard let parent = tree.parent(of: text) else { return (nil, nil) }
        let siblings = tree.children(of: parent).filter { tree[$0].kind != .modifier }
        guard let position = siblings.firstIndex(of: text) else { return (nil, nil) }
        return (position > 0 ? siblings[position - 1] : nil,
                position + 1 < siblings.count ? siblings[position + 1] : nil)
    }

    static func isHeading(_ modifier: Node) -> Bool {
        modifier.name == "accessibilityHeading" || WordingTraits.modifierAddsTrait("isHeader", modifier)
    }
}
