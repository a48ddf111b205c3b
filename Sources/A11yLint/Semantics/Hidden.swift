extension ViewTree {
    /// Whether `node` is definitely hidden from assistive technologies: `.accessibilityHidden(true)`,
    /// `.accessibility(hidden: true)` or `.hidden()` on it, on an enclosing view, or where its helper or custom
    /// view is used in this file.
    func isHidden(_ node: NodeID) -> Bool {
        hiddenEvidence(of: node).evidence == .present
    }

    /// Whether `node` is or may be hidden: as `isHidden`, but also true for `.accessibilityHidden(condition)`.
    func mayBeHidden(_ node: NodeID) -> Bool {
        hiddenEvidence(of: node).evidence != .absent
    }

    /// Whether `node` is hidden, and the view carrying the modifier that hides it.
    func hiddenEvidence(of node: NodeID) -> (evidence: Evidence, by: NodeID?) {
        var best: (evidence: Evidence, by: NodeID?) = (.absent, nil)
        func judge(_ view: NodeID) -> NodeID? {
            switch hidingEvidence(ownModifiersOf: view) {
            case .present: return view
            case .unknown: if best.evidence == .absent { best = (.unknown, view) }
            case .absent: break
            }
            return nil
        }
        if let hiding = judge(node) ?? firstEnclosingView(of: node, { judge($0.view) }) { return (.present, hiding) }
        return best
    }

    /// Whether `view`'s own modifier chain hides it: present for a literal `true` or `.hidden()`, unknown for a
    /// condition.
    func hidingEvidence(ownModifiersOf view: NodeID) -> Evidence {
        var result = Evidence.absent
        for modifier in modifiers(of: view) {
            let item = self[modifier]
            let flag: Expr?
            switch item.name {
            case "hidden" where item.arguments.isEmpty:
                return .present
            case "accessibilityHidden":
                flag = item.arguments.first?.value
            case "accessibility":
                flag = item.argument(labelled: "hidden")?.value
            default:
                flag = nil
            }
            guard let flag else { continue }
            switch flag.boolLiteral {
            case true?: return .present
            case false?: break
            case nil: result = .unknown
            }
        }
        return result
    }
}
