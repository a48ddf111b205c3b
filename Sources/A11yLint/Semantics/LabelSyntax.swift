/// Small readings of the expression model that the label semantics and rules share. Each answers one question
/// about what the source literally says; none guesses what a non-literal expression evaluates to.
extension ViewTree {
    /// True for `""` or a literal holding only whitespace, also wrapped as `Text("")`, `LocalizedStringKey(" ")`.
    func isBlankLiteral(_ expr: Expr) -> Bool { expr.isBlankLiteral }
}

extension Expr {
    /// The literal when the expression is a string literal or wraps one as `Text("…")`, `Text(verbatim: "…")`,
    /// `LocalizedStringKey("…")`, `String(localized: "…")`, `NSLocalizedString("…", …)`; nil otherwise. The
    /// expression-level form of `ViewTree.stringLiteral(of:)` (which other groups' rules also use), plus `verbatim:`.
    var literalText: StringLiteral? {
        switch self {
        case .string(let literal):
            return literal
        case .call(let callee, let arguments, _):
            guard case .identifier(let name) = callee, ViewTree.stringWrappers.contains(name), let first = arguments.first,
                  first.label == nil || first.label == "localized" || first.label == "verbatim",
                  case .string(let literal) = first.value
            else { return nil }
            return literal
        case .number, .bool, .identifier, .member, .closure, .other:
            return nil
        }
    }

    /// True for `""` or a literal holding only whitespace (after the unwrapping of `literalText`).
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
    /// A modifier as written, for messages: from its name to its closing parenthesis, without the leading dot and
    /// with runs of whitespace (line breaks included) shown as one space.
    func modifierSource(_ modifier: NodeID) -> String {
        let node = self[modifier]
        let start = node.nameRange.isEmpty ? node.range.lowerBound : node.nameRange.lowerBound
        let written = text(in: start..<max(start, node.range.upperBound))
        return written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The modifiers of `node` named exactly `name`, in chain order (the argument order other groups' rules use;
    /// same as `modifiers(named:of:)`).
    func modifiers(of node: NodeID, named name: String) -> [NodeID] {
        modifiers(named: name, of: node)
    }

    /// Whether `node`'s modifier chain has a modifier named exactly `name`.
    func hasModifier(_ name: String, on node: NodeID) -> Bool {
        children(of: node).contains { self[$0].kind == .modifier && self[$0].name == name }
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
