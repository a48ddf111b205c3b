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
        Opt-in. Quiet for search fields (a title with the word "search"), when the field is in a \
        `LabeledContent`, a `Section` or a modifier's content (an alert), when the view just above or below it in a \
        column (`VStack`, `Form`, `List`), or anything in the row or other stack holding it, is not a field, \
        button, spacer or divider (a `Text`, an icon, a helper view: any of them may label it), when an `.overlay`/`.background` of the field draws a `Text` (a floating label), and when the \
        field is the whole body of a helper or component (its callers may label it). An \
        `.accessibilityLabel` does not count: it is not visible. iOS, watchOS and visionOS only (on watchOS a \
        field shows its value in place of its title once filled): on macOS a field in a `Form` shows its title as \
        a label.
        """,
        isOptIn: true, platforms: ["ios", "watchos", "visionos"],
        triggeringExamples: PlaceholderOnlyLabelRule.triggeringExamples,
        nonTriggeringExamples: PlaceholderOnlyLabelRule.nonTriggeringExamples)

    /// Views beside a field that do not label it.
    static let nonLabellingSiblings: Set<String> = SwiftUIVocabulary.textFields.union(
        [SwiftUIView.spacer, .divider, .button].map(\.rawValue))
    /// Containers whose closure content is laid out as part of the enclosing stack.
    static let transparentContainers: Set<String> = ["ForEach", "Group"]
    /// Containers that label what they hold.
    static let labellingContainers: Set<String> = ["LabeledContent", "Section"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.call) {
            let node = tree[id]
            guard SwiftUIVocabulary.textFields.contains(node.name),
                  let placeholder = Self.placeholder(of: id, in: tree), !Self.isSearchField(id, in: tree) else {
                continue
            }
            guard !Self.overlaysText(on: id, in: tree), !Self.isInLabellingContainer(id, in: tree),
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

    /// A search field's placeholder ("Search repositories") is its conventional and only label.
    static func isSearchField(_ field: NodeID, in tree: ViewTree) -> Bool {
        guard let title = tree.literal(of: tree[field].firstUnlabelledArgument) else { return false }
        return WordingText.words(of: title.text).contains("search")
    }

    /// Inside a `LabeledContent` or a titled `Section`, at any depth within the declaration.
    static func isInLabellingContainer(_ field: NodeID, in tree: ViewTree) -> Bool {
        tree.enclosingViews(of: field).contains { labellingContainers.contains(tree[$0.view].name) }
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
    static func isOnlyLabelledByPlaceholder(_ field: NodeID, in tree: ViewTree) -> Bool {
        var current = field
        while true {
            guard let closure = enclosingClosure(of: current, in: tree), let owner = tree.parent(of: closure) else {
                return false // the root of a helper or body: its callers may label it
            }
            let ownerNode = tree[owner]
            // A modifier's content (`.alert("Rename") { TextField(…) }`) is titled by that modifier.
            if ownerNode.kind == .modifier { return false }
            // In a column a caption sits just above (or below) its field; elsewhere any view beside it may label it.
            let isColumn = ownerNode.kind == .call && SwiftUIVocabulary.columnLayouts.contains(ownerNode.name)
            if isColumn ? hasLabellingNeighbour(in: closure, of: current, tree: tree)
                : hasLabellingSibling(in: closure, besides: current, of: tree) { return false }
            guard ownerNode.kind == .call, transparentContainers.contains(ownerNode.name) else { return true }
            current = owner
        }
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
        return [index - 1, index + 1].contains { laidOut.indices.contains($0) && mayLabel(laidOut[$0], besides: node, in: tree) }
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
