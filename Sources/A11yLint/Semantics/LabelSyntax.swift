/// Small readings of the expression model that the label semantics and rules share. Each answers one question
/// about what the source literally says; none guesses what a non-literal expression evaluates to.
extension Expr {
    /// The literal's text when the expression is a string literal, or `Text("…")`, `LocalizedStringKey("…")`,
    /// `String(localized: "…")`, `NSLocalizedString("…", …)` wrapping one. Nil for anything else.
    var literalText: StringLiteral? {
        switch self {
        case .string(let literal):
            return literal
        case .call(let callee, let arguments, _):
            guard case .identifier(let name) = callee, Expr.textWrappers.contains(name),
                  let first = arguments.first, first.label == nil || first.label == "localized" || first.label == "verbatim"
            else { return nil }
            return first.value.literalText
        default:
            return nil
        }
    }

    /// True for `""` or a literal holding only whitespace (after the same unwrapping as `literalText`).
    var isBlankLiteral: Bool {
        guard let literal = literalText, !literal.isInterpolated else { return false }
        return literal.text.allSatisfy(\.isWhitespace)
    }

    /// `true`/`false` when the expression is a boolean literal.
    var boolLiteral: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The member name of `.ignore`, `AccessibilityChildBehavior.ignore`, `Color.red`; nil for anything else.
    var memberName: String? {
        if case .member(_, let name) = self { return name }
        return nil
    }

    /// The callee name of a call expression written as a plain name (`Text`, `Image`), nil otherwise.
    var calleeName: String? {
        if case .call(let callee, _, _) = self, case .identifier(let name) = callee { return name }
        return nil
    }

    /// Initialisers that only wrap a string and show it as text.
    private static let textWrappers: Set<String> = ["Text", "LocalizedStringKey", "String", "NSLocalizedString",
                                                     "LocalizedStringResource"]
}

extension Node {
    /// The first argument with no label, if any.
    var firstUnlabelledArgument: Argument? {
        arguments.first { $0.label == nil }
    }

    /// The first argument whose label is `label`.
    func argument(labelled label: String) -> Argument? {
        arguments.first { $0.label == label }
    }
}

extension ViewTree {
    /// The modifiers of `node` named exactly `name`, in chain order.
    func modifiers(of node: NodeID, named name: String) -> [NodeID] {
        modifiers(of: node).filter { self[$0].name == name }
    }

    /// Whether `node`'s modifier chain has a modifier named exactly `name`.
    func hasModifier(_ name: String, on node: NodeID) -> Bool {
        self[node].children.contains { self[$0].kind == .modifier && self[$0].name == name }
    }

    /// The nearest ancestor of `node` that is a view (a call or a reference), skipping closures, modifiers,
    /// branches and `#if` clauses; nil at a declaration or the root.
    func enclosingView(of node: NodeID) -> NodeID? {
        var current = self[node].parent
        while let id = current {
            switch self[id].kind {
            case .call, .reference:
                return id
            case .property, .function, .typeDecl, .file:
                return nil
            case .modifier, .closure, .conditional, .branch, .switchStatement, .ternary, .ifConfig, .ifConfigBranch,
                 .localBinding, .statement, .recovery:
                current = self[id].parent
            }
        }
        return nil
    }
}
