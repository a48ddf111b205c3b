/// What rules ask a tree for instead of walking it: the nodes of a kind, the calls of a view, the uses of a
/// modifier. Each answer is a list kept when the tree was built, in node order (parents before children, then
/// document order), so a rule visits only the nodes it judges.
extension ViewTree {
    /// Every node of `kind`, in node order.
    func nodes(_ kind: NodeKind) -> [NodeID] {
        idsByKind[Int(kind.rawValue)]
    }

    /// Every node of any of `kinds`, in node order.
    func nodes(_ kinds: NodeKind...) -> [NodeID] {
        let lists = kinds.map { idsByKind[Int($0.rawValue)] }
        return lists.count == 1 ? lists[0] : lists.joined().sorted()
    }

    /// Every call of `name` (`Text(…)`, `Chart { … }`), in node order; references without a call are left out.
    func calls(named name: String) -> [NodeID] {
        (callsAndReferencesByName[name] ?? []).filter { self[$0].kind == .call }
    }

    /// Every call or reference of `name` (`Card(…)`, `header`), in node order.
    func callsAndReferences(named name: String) -> [NodeID] {
        callsAndReferencesByName[name] ?? []
    }

    func calls(_ view: SwiftUIView) -> [NodeID] {
        calls(named: view.rawValue)
    }

    /// Every use of the modifier `name` (without the dot) in the file, in node order.
    func modifierUses(named name: String) -> [NodeID] {
        modifiersByName[name] ?? []
    }

    func modifierUses(_ modifier: SwiftUIModifier) -> [NodeID] {
        modifierUses(named: modifier.rawValue)
    }
}
