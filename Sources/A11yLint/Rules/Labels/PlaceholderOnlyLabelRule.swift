import RuleEngine

struct PlaceholderOnlyLabelRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "placeholder-only-label", name: "Placeholder-only label", severity: .low, category: .labels,
        wcag: ["3.3.2", "1.3.1"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Flags a `TextField` or `SecureField` whose only visible label is its placeholder, with no `LabeledContent`, `Section` title or text beside it.",
        rationale: """
        On iOS a text field's title is drawn as placeholder text, and it disappears as soon as the user types. \
        People with memory or attention difficulties, and anyone returning to a half-filled form, then see \
        values with nothing saying what they are; placeholder text is also drawn in a light grey that many \
        people with low vision cannot read. VoiceOver still reads the title, but sighted users of Voice Control \
        must guess the name to say. A visible label that stays solves both.
        """,
        fix: """
        - **Case: a form row.** `LabeledContent("Email") { TextField("name@example.com", text: $email) }`, or a \
        `Section("Email") { … }` around the field.
        - **Case: a custom layout.** Put a `Text("Email")` above or beside the field in the same stack (the \
        CustomTextField pattern of the seed audit), and keep the placeholder as an example value.
        """,
        limits: """
        Opt-in: on 25 real apps most fields it finds have a purpose that stays evident once filled (a lone title \
        or comment field on its own screen), which the rule cannot tell from source. Quiet for search fields (a \
        title or localisation key with the word "search"), when the field is in a `LabeledContent`, a `Section` \
        with a title or header, a container given a `header:` (a custom section), a modifier's content (an \
        alert) or a custom component's content (the component may caption it), when the view just above or below \
        it in a column (`VStack`, `Form`, `List`), or anything in the row or other stack holding it, is not a \
        field, control, spacer or divider (a `Text`, an icon, a helper view: any of them may label it), when an \
        `.overlay`/`.background` of the field draws a `Text` (a floating label), when the placeholder is the \
        component's own stored property (its callers choose the words), and when the field is the whole body of \
        a view or helper that this file does not use outside previews (its callers may label it); where this file \
        uses it, it is judged at each use. A column neighbour drawn as a screen title (`.largeTitle`, `.title`, `.title2`, `.isHeader`) or \
        a literal sentence of more than eight words does not caption a field. An `.accessibilityLabel` does not \
        count: it is not visible. iOS, watchOS and visionOS only (on watchOS a field shows its value in place of \
        its title once filled): on macOS a field in a `Form` shows its title as a label, so a file the project \
        also builds for macOS is quiet there.
        """,
        isOptIn: true, platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: PlaceholderOnlyLabelRule.triggeringExamples,
        nonTriggeringExamples: PlaceholderOnlyLabelRule.nonTriggeringExamples)

    /// Views beside a field that do not label it: other fields and controls (a `Toggle`, a `Picker`, a link: each
    /// has its own title), spacers and dividers.
    static let nonLabellingSiblings: NameSet = SwiftUIVocabulary.textFields
        .union([SwiftUIView.spacer, .divider, .button].map(\.rawValue)).union(ControlSpec.all.keys)
    /// Containers whose closure content is laid out as part of the enclosing stack.
    static let transparentContainers: Set<String> = ["ForEach", "Group"]
    /// Containers that label what they hold.
    static let labellingContainers: Set<String> = ["LabeledContent", "Section"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.call) {
            let node = tree[id]
            guard SwiftUIVocabulary.textFields.contains(node.name),
                  let placeholder = Self.placeholder(of: id, in: tree), !Self.isSearchField(id, in: tree),
                  !Self.takesPlaceholderFromCaller(id, in: tree) else {
                continue
            }
            guard !Self.overlaysText(on: id, in: tree), !Self.isInLabellingContainer(id, in: tree),
                  !Self.isTitledByMacForm(id, platforms: context.platforms, in: tree),
                  Self.isOnlyLabelledByPlaceholder(id, in: tree) else { continue }
            sink.report(id, in: tree, message: Self.message(field: node.name, placeholder: placeholder))
        }
    }

    static func message(field: String, placeholder: String) -> String {
        "\(field) \(placeholder) is labelled only by its placeholder, which disappears as soon as the user types. "
            + "Add a visible label: LabeledContent(\"…\") { \(field)(…) }, a Section title, or a Text beside it."
    }

    /// The placeholder as written (`"Email"`, `title`), nil when the field shows none.
    static func placeholder(of field: NodeID, in tree: ViewTree) -> String? {
        let node = tree[field]
        if let prompt = node.argument(labelled: "prompt") { return "prompt " + describe(prompt.value, in: tree) }
        guard let title = node.firstUnlabelledArgument, !tree.isBlankLiteral(title.value) else { return nil }
        if case .closure = title.value { return nil }
        return describe(title.value, in: tree)
    }

    static func describe(_ expression: Expr, in tree: ViewTree) -> String {
        if let literal = tree.stringLiteral(of: expression) { return WordingText.quoted(literal) }
        switch expression {
        case .identifier(let name): return name
        case .other(let text): return text
        case .string, .number, .bool, .member, .call, .closure: return "(computed)"
        }
    }

    /// A search field's placeholder ("Search repositories", `L10n.IconSearch.placeholder`) is its conventional and
    /// only label.
    static func isSearchField(_ field: NodeID, in tree: ViewTree) -> Bool {
        guard let title = tree[field].firstUnlabelledArgument else { return false }
        if let literal = tree.literal(of: title) { return WordingText.words(of: literal.text).contains("search") }
        return TraitText.identifiers(in: tree.argumentValueText(title))
            .contains { TraitText.words(of: $0).contains("search") }
    }

    /// A component whose placeholder is one of its own stored properties (`TextField(placeholder, text: $text)` in
    /// `struct ClearableField { let placeholder: String }`): each caller chooses the words, and may label it.
    static func takesPlaceholderFromCaller(_ field: NodeID, in tree: ViewTree) -> Bool {
        guard case .identifier(let name)? = tree[field].firstUnlabelledArgument?.value,
              let owner = tree.declaringTypeName(ofNode: field) else { return false }
        return tree.isStoredProperty(name, ofTypeNamed: owner)
    }

    /// Inside a `LabeledContent`, a `Section` with a title or header, or any container given a `header:` (a custom
    /// section), at any depth within the declaration. An untitled `Section` only groups its rows.
    static func isInLabellingContainer(_ field: NodeID, in tree: ViewTree) -> Bool {
        tree.enclosingViews(of: field).contains { enclosing in
            let container = tree[enclosing.view]
            if container.name == "LabeledContent" { return true }
            let hasHeader = container.arguments.contains { $0.label == "header" }
                || tree.children(of: enclosing.view).contains { tree[$0].kind == .closure && tree[$0].label == "header" }
            guard container.name == "Section" else { return hasHeader }
            return hasHeader || container.firstUnlabelledArgument.map { argument in
                if case .closure = argument.value { return false }
                return !tree.isBlankLiteral(argument.value)
            } ?? false
        }
    }

    /// On macOS a `Form` draws a field's title as its row label (the project builds the file for macOS).
    static func isTitledByMacForm(_ field: NodeID, platforms: Set<String>, in tree: ViewTree) -> Bool {
        platforms.contains("macos") && tree[field].firstUnlabelledArgument.map { !tree.isBlankLiteral($0.value) } == true
            && tree.enclosingViews(of: field).contains { tree[$0.view].name == "Form" }
    }

    /// Whether a `.overlay`/`.background` of the field draws text (a floating label).
    static func overlaysText(on field: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: field).contains { modifier in
            let name = tree[modifier].name
            guard name == "overlay" || name == "background" else { return false }
            return tree.descendants(of: modifier).contains { tree[$0].kind == .call && tree[$0].name == "Text" }
                || tree[modifier].arguments.contains { $0.value.calleeName == "Text" }
        }
    }

    /// Walks out from the field through `ForEach`/`Group` to the stack that lays it out, and checks that nothing
    /// there can label it.
    static func isOnlyLabelledByPlaceholder(_ field: NodeID, in tree: ViewTree, depth: Int = 0) -> Bool {
        var current = field
        while true {
            guard let closure = enclosingClosure(of: current, in: tree), let owner = tree.parent(of: closure) else {
                // The root of a helper: judged where this file uses it; a body or an unused helper: its callers
                // may label it.
                return depth < 3 && isUsedOnlyUnlabelled(helperRoot: current, in: tree, depth: depth)
            }
            let ownerNode = tree[owner]
            // A modifier's content (`.alert("Rename") { TextField(…) }`) is titled by that modifier; a custom
            // component's content (`ActionSheet(message: …) { TextField(…) }`) is laid out, and may be labelled,
            // by that component.
            if ownerNode.kind == .modifier || (ownerNode.kind == .call && !ViewNames.isBuiltIn(ownerNode.name)) {
                return false
            }
            // In a column a caption sits just above (or below) its field; elsewhere any view beside it may label it.
            let isColumn = ownerNode.kind == .call && SwiftUIVocabulary.columnLayouts.contains(ownerNode.name)
            if isColumn ? hasLabellingNeighbour(in: closure, of: current, tree: tree)
                : hasLabellingSibling(in: closure, besides: current, of: tree) { return false }
            guard ownerNode.kind == .call, transparentContainers.contains(ownerNode.name) else { return true }
            current = owner
        }
    }

    /// Whether the helper `var`/`func` (or the view whose `body`) has `root` as its root view is used in this file,
    /// outside previews, and is only labelled by its placeholder at every use. Used nowhere here: a component whose
    /// callers are elsewhere, and may label it.
    static func isUsedOnlyUnlabelled(helperRoot root: NodeID, in tree: ViewTree, depth: Int) -> Bool {
        var current = tree.parent(of: root)
        while let id = current, [.branch, .conditional, .switchStatement, .ifConfig, .ifConfigBranch, .statement]
            .contains(tree[id].kind) {
            current = tree.parent(of: id)
        }
        guard let declaration = current, tree[declaration].kind == .property || tree[declaration].kind == .function
        else { return false }
        let uses = tree.useSites(ofDeclaration: declaration).filter { !tree.isInPreview($0) }
        return !uses.isEmpty && uses.allSatisfy { isOnlyLabelledByPlaceholder($0, in: tree, depth: depth + 1) }
    }

    /// The closure whose statements hold `node`, looking through `if`, `switch` and `#if`.
    static func enclosingClosure(of node: NodeID, in tree: ViewTree) -> NodeID? {
        var current = tree.parent(of: node)
        while let id = current {
            switch tree[id].kind {
            case .closure: return id
            case .branch, .conditional, .switchStatement, .ifConfig, .ifConfigBranch: current = tree.parent(of: id)
            case .file, .typeDecl, .property, .function, .call, .reference, .modifier, .ternary, .localBinding,
                 .statement, .recovery:
                return nil
            }
        }
        return nil
    }

    /// Whether any view laid out in `closure`, other than `node` and its content, may label a field.
    static func hasLabellingSibling(in closure: NodeID, besides node: NodeID, of tree: ViewTree) -> Bool {
        tree.children(of: closure).contains { $0 != node && mayLabel($0, besides: node, in: tree) }
    }

    /// Whether the view laid out just before or just after `node` in the column `closure` may label it. A title
    /// above the first of several fields labels that one: the next field's only name is its placeholder. When
    /// `node` sits in an `if` or `switch`, any view of the closure counts, as in a row.
    static func hasLabellingNeighbour(in closure: NodeID, of node: NodeID, tree: ViewTree) -> Bool {
        let laidOut = tree.children(of: closure).filter {
            switch tree[$0].kind {
            case .file, .typeDecl, .property, .function, .modifier, .closure, .localBinding, .statement: return false
            case .call, .reference, .ternary, .recovery, .branch, .conditional, .switchStatement, .ifConfig,
                 .ifConfigBranch: return true
            }
        }
        guard let index = laidOut.firstIndex(of: node) else {
            return hasLabellingSibling(in: closure, besides: node, of: tree)
        }
        return [index - 1, index + 1].contains {
            laidOut.indices.contains($0) && !isHeadingOrSentence(laidOut[$0], in: tree)
                && mayLabel(laidOut[$0], besides: node, in: tree)
        }
    }

    /// Screen title styles: a `Text` in one of them heads the screen, it is not the caption of the field below.
    static let screenTitleStyles: Set<String> = ["largeTitle", "title", "title2"]
    /// More words than a field's caption has: a sentence of explanation, not a label.
    static let captionWordLimit = 8

    /// A `Text` drawn as a screen title (`.font(.title)`, `.isHeader`) or a literal sentence of more than
    /// `captionWordLimit` words: a column neighbour that does not caption a field.
    static func isHeadingOrSentence(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard tree[id].kind == .call, tree[id].name == "Text" else { return false }
        if let style = MissingHeaderTraitRule.headingStyle(ofOwnFontOf: id, in: tree),
           screenTitleStyles.contains(style) { return true }
        if tree.modifiers(named: "accessibilityAddTraits", of: id).contains(where: {
            TraitText.identifiers(in: tree.text(in: tree[$0].range)).contains("isHeader")
        }) { return true }
        guard let literal = tree.literal(of: tree[id].firstUnlabelledArgument) else { return false }
        return WordingText.words(of: literal.text).count > captionWordLimit
    }

    /// Whether `id`, or a view it lays out other than `node`, may label a field.
    static func mayLabel(_ id: NodeID, besides node: NodeID, in tree: ViewTree) -> Bool {
        var pending = [id]
        while let id = pending.popLast() {
            guard id != node else { continue }
            let item = tree[id]
            switch item.kind {
            case .branch, .conditional, .switchStatement, .ifConfig, .ifConfigBranch:
                pending.append(contentsOf: tree.children(of: id).filter { tree[$0].kind != .modifier })
            case .call:
                if !nonLabellingSiblings.contains(item.name) { return true }
            case .reference, .ternary, .recovery:
                return true
            case .file, .typeDecl, .property, .function, .modifier, .closure, .localBinding, .statement:
                continue
            }
        }
        return false
    }
}
