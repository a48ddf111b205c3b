/// Which modifiers may reach a view: its effective modifiers (own chain and enclosing containers), and — when it
/// sits in a helper property/function or in the body of a `View` type — the effective modifiers where that helper
/// or type is used in the same file. Answers "may": true as soon as one path applies a matching modifier.
enum WordingScope {
    /// Whether some modifier satisfying `matches` may apply to `node`.
    static func mayApply(in tree: ViewTree, to node: NodeID, where matches: (Node) -> Bool) -> Bool {
        var pending: [NodeID] = [node]
        var visited: Set<NodeID> = []
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            if tree.effectiveModifiers(of: current).contains(where: { matches(tree[$0]) }) { return true }
            guard let member = tree.declaringMember(of: current) else { continue }
            pending.append(contentsOf: usesOfMember(member, in: tree))
        }
        return false
    }

    /// Where a member is used: references and helper calls that resolve to it; for `body`, the calls of its
    /// type anywhere in the file (`ProfileCard(…)`).
    static func usesOfMember(_ member: NodeID, in tree: ViewTree) -> [NodeID] {
        let memberName = tree[member].name
        if memberName == "body" {
            guard let type = tree.declaringType(of: member) else { return [] }
            let typeName = tree[type].name
            return tree.allIDs.filter { tree[$0].kind == .call && tree[$0].name == typeName }
        }
        return tree.allIDs.filter { id in
            let candidate = tree[id]
            guard candidate.kind == .call || candidate.kind == .reference, candidate.name == memberName else {
                return false
            }
            return tree.resolveReference(id) == member
        }
    }
}

/// Mentions of members such as `.isButton` in trait arguments (`.isButton`, `[.isButton, .isHeader]`).
enum WordingTraits {
    /// Whether `node`'s own chain adds the trait `trait` (`isButton`, `isHeader`, …) through
    /// `.accessibilityAddTraits(…)` or the deprecated `.accessibility(addTraits:)`.
    static func chainAddsTrait(_ trait: String, to node: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: node).contains { modifierAddsTrait(trait, tree[$0]) }
    }

    static func modifierAddsTrait(_ trait: String, _ modifier: Node) -> Bool {
        let argument: Argument?
        switch modifier.name {
        case "accessibilityAddTraits": argument = modifier.arguments.first
        case "accessibility": argument = modifier.arguments.first { $0.label == "addTraits" }
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
