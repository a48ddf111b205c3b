/// Whether the content of a full-screen presentation offers a way out: a control that calls `dismiss()`, clears
/// the presenting binding, or an escape action. The content is followed through helpers of the same type and
/// views declared in the same file; a view of another file or module, or a stored view, leaves the answer open.
enum ModalEscape {
    /// Names whose presence in the content means it can close: the environment's `dismiss` action (and the older
    /// `presentationMode`), an escape action, a binding the content receives to close itself.
    static let escapeNames: Set<String> = ["dismiss", "presentationMode", "onExitCommand", "escape", "isPresented"]
    /// System view controllers wrapped for SwiftUI bring their own Cancel or Done.
    static let representableProtocols: Set<String> = ["UIViewControllerRepresentable", "NSViewControllerRepresentable"]
    /// How many helpers and views the search follows before it gives up (and the rule stays quiet).
    static let maximumDeclarations = 16

    enum Answer {
        case escapes
        case noEscape
        case unknown
    }

    /// The name the presentation is bound to: `isPresented: $showPlayer` → `showPlayer`. nil when it is bound to
    /// something else (`$store.scope(…)`, a computed binding), which the rule cannot follow.
    static func presentingBinding(of modifier: NodeID, in tree: ViewTree) -> String? {
        for label in ["isPresented", "item"] {
            guard let argument = tree.argument(label, of: modifier) else { continue }
            var name: String
            switch argument.value {
            case .identifier(let identifier): name = identifier
            case .member(.identifier("$self")?, let member): name = member
            default: return nil
            }
            if name.hasPrefix("$") { name.removeFirst() }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return name
        }
        return nil
    }

    /// The closure that draws a presentation's content (`content:` or the trailing closure, not `onDismiss:`).
    static func contentClosure(of modifier: NodeID, in tree: ViewTree) -> NodeID? {
        tree.children(of: modifier).last { tree[$0].kind == .closure && tree[$0].label != "onDismiss" }
    }

    /// Whether the content under `closure` can be closed, following helpers and same-file views.
    static func answer(for closure: NodeID, binding: String?, in tree: ViewTree) -> Answer {
        var pending = [closure]
        var visited: Set<NodeID> = [closure]
        var names: Set<String> = []
        while let root = pending.popLast() {
            names.formUnion(TraitText.identifiers(in: tree.text(in: tree[root].range)))
            for id in tree.descendants(of: root) where tree[id].kind == .call || tree[id].kind == .reference {
                let name = tree[id].name
                guard !name.contains(".") else { continue }
                var targets: [NodeID] = []
                if let helper = tree.resolveReference(id) {
                    // A stored view (`let content: Content`) is the caller's: its controls are not known here.
                    if case .property(let info)? = tree[helper].decl, !info.isComputed { return .unknown }
                    targets = [helper]
                } else if !tree.typeDeclarations(named: name).isEmpty {
                    targets = tree.typeDeclarations(named: name)
                    if targets.contains(where: { isRepresentable($0, in: tree) }) { return .escapes }
                } else if name.first?.isUppercase == true, !ViewNames.isBuiltIn(name) {
                    // A view of another file or module: its buttons are not known here.
                    return .unknown
                }
                for target in targets where visited.insert(target).inserted {
                    guard visited.count <= maximumDeclarations else { return .unknown }
                    pending.append(target)
                }
            }
        }
        if !names.isDisjoint(with: escapeNames) { return .escapes }
        if let binding, names.contains(binding) { return .escapes }
        return .noEscape
    }

    private static func isRepresentable(_ typeID: NodeID, in tree: ViewTree) -> Bool {
        guard case .type(let info)? = tree[typeID].decl else { return false }
        return info.conformances.contains { representableProtocols.contains($0) }
    }
}
