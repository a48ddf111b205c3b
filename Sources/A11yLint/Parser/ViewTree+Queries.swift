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
        if kinds.count == 1 { return idsByKind[Int(kinds[0].rawValue)] }
        // Each list is already in node order: merged, not joined and sorted (a sort took a tenth of a rule's time).
        var merged = idsByKind[Int(kinds[0].rawValue)]
        for kind in kinds.dropFirst() { merged = Self.merge(merged, idsByKind[Int(kind.rawValue)]) }
        return merged
    }

    /// Two lists in node order as one, in node order.
    private static func merge(_ first: [NodeID], _ second: [NodeID]) -> [NodeID] {
        if second.isEmpty { return first }
        if first.isEmpty { return second }
        var merged: [NodeID] = []
        merged.reserveCapacity(first.count + second.count)
        var firstIndex = 0, secondIndex = 0
        while firstIndex < first.count, secondIndex < second.count {
            if second[secondIndex] < first[firstIndex] {
                merged.append(second[secondIndex])
                secondIndex += 1
            } else {
                merged.append(first[firstIndex])
                firstIndex += 1
            }
        }
        merged.append(contentsOf: first[firstIndex...])
        merged.append(contentsOf: second[secondIndex...])
        return merged
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
