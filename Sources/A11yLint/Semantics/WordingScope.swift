/// Which modifiers may reach a view: its own chain, and the chains of the views that enclose it — ancestors in the
/// same body, and the places in this file where its helper property/function or custom view is used
/// (`enclosingViews(of:)`). Answers "may": true as soon as one of them applies a matching modifier.
enum WordingScope {
    /// Whether some modifier satisfying `matches` is on `node` or on a view enclosing it.
    static func mayApply(in tree: ViewTree, to node: NodeID, where matches: (Node) -> Bool) -> Bool {
        let views = [node] + tree.enclosingViews(of: node).map(\.view)
        return views.contains { view in
            tree.modifiers(of: view).contains { matches(tree[$0]) }
                || detachedModifiers(of: view, in: tree).contains(where: matches)
        }
    }

    /// Modifiers in an `#if` written after a view the parser does not treat as a chain head (an `if` block:
    /// `if x { … } #if os(iOS) .textContentType(…) #endif`), left as sibling statements named `.textContentType`.
    /// (After a call or reference the parser keeps them in the chain itself.) Returned as modifier nodes with the
    /// dot removed, so they are judged like the rest of the chain.
    static func detachedModifiers(of view: NodeID, in tree: ViewTree) -> [Node] {
        guard let parent = tree.parent(of: view) else { return [] }
        let siblings = tree.children(of: parent)
        guard let position = siblings.firstIndex(of: view) else { return [] }
        var result: [Node] = []
        for sibling in siblings[(position + 1)...] {
            let item = tree[sibling]
            guard (item.kind == .call && item.name.hasPrefix(".")) || isDetachedModifierBlock(sibling, in: tree) else {
                break
            }
            for id in [sibling] + tree.descendants(of: sibling) {
                var node = tree[id]
                if node.kind == .call, node.name.hasPrefix(".") {
                    node.name.removeFirst()
                    node.kind = .modifier
                    result.append(node)
                } else if node.kind == .modifier {
                    result.append(node)
                }
            }
        }
        return result
    }

    /// An `#if` whose clauses hold only dot-prefixed calls: modifiers of the view before it.
    static func isDetachedModifierBlock(_ block: NodeID, in tree: ViewTree) -> Bool {
        guard tree[block].kind == .ifConfig else { return false }
        let statements = tree.children(of: block).flatMap { tree.children(of: $0) }
        return !statements.isEmpty && statements.allSatisfy { tree[$0].kind == .call && tree[$0].name.hasPrefix(".") }
    }
}

/// Mentions of members such as `.isButton` in trait arguments (`.isButton`, `[.isButton, .isHeader]`).
enum WordingTraits {
    /// Whether `node`'s own chain adds the trait `trait` (`isButton`, `isHeader`, …) through
    /// `.accessibilityAddTraits(…)` or the deprecated `.accessibility(addTraits:)`.
    static func chainAddsTrait(_ trait: String, to node: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: node).contains { modifierAddsTrait(trait, tree[$0]) }
    }

    /// Whether `node`'s own chain removes the trait `trait` (`.accessibilityRemoveTraits(.isImage)`, or the
    /// deprecated `.accessibility(removeTraits:)`): VoiceOver no longer announces that role.
    static func chainRemovesTrait(_ trait: String, from node: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: node).contains { modifierChangesTrait(trait, tree[$0], adding: false) }
    }

    static func modifierAddsTrait(_ trait: String, _ modifier: Node) -> Bool {
        modifierChangesTrait(trait, modifier, adding: true)
    }

    private static func modifierChangesTrait(_ trait: String, _ modifier: Node, adding: Bool) -> Bool {
        let argument: Argument?
        switch modifier.name {
        case adding ? "accessibilityAddTraits" : "accessibilityRemoveTraits": argument = modifier.arguments.first
        case "accessibility": argument = modifier.arguments.first { $0.label == (adding ? "addTraits" : "removeTraits") }
        default: argument = nil
        }
        guard let argument else { return false }
        return expression(argument.value, mentionsMember: trait)
    }

    /// Whether an expression is `.name`, `AccessibilityTraits.name`, or raw text naming `name` as a whole word.
    static func expression(_ expression: Expr, mentionsMember name: String) -> Bool {
        switch expression {
        case .member(_, let member):
            return member == name
        case .other(let text):
            return WordingText.containsIdentifier(name, in: text)
        case .string, .number, .bool, .identifier, .call, .closure:
            return false
        }
    }
}
