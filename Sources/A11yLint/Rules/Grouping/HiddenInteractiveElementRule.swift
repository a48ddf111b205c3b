import RuleEngine

/// Finds `.accessibilityHidden(true)` on a control, or on a container that holds one.
struct HiddenInteractiveElementRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "hidden-interactive-element", name: "Hidden interactive element", severity: .critical,
        category: .grouping, wcag: ["4.1.2", "2.1.1"], appleAudit: "elementDetection",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "A control, or a container that holds controls, must not be hidden from assistive technologies.",
        rationale: """
            `.accessibilityHidden(true)` removes a view and everything inside it from the accessibility tree. That \
            is right for decoration, but on a button, toggle, field or tappable view it makes the control vanish for \
            VoiceOver, Switch Control and Voice Control: their users cannot find it, hear it or activate it, while \
            sighted users tap it every day. Hiding a container hides every control it holds.
            """,
        fix: """
            - **Case: you meant to hide an icon.** Move `.accessibilityHidden(true)` to the decorative `Image`, or \
            use `Image(decorative:)`, and leave the control visible to assistive technologies.
            - **Case: the container duplicates information read elsewhere.** Hide only the duplicated texts, not the \
            controls beside them.
            - **Case: the control is really inert.** Disable it (`.disabled(true)`) or remove it from the layout \
            (`.hidden()`, `if`), so sighted users and assistive-technology users get the same screen.
            - **Case: the group offers the control's action another way.** Add the action to the visible element with \
            `.accessibilityAction(named:)`.
            """,
        limits: """
            Reports only the literal `.accessibilityHidden(true)` (and the deprecated `.accessibility(hidden: true)`); \
            a condition such as `.accessibilityHidden(isCollapsed)` is left alone. Sees built-in controls, views with \
            a tap or other gesture, views with a button or link trait, and the helper members and components declared \
            in the same file. Stays quiet when the hidden view is invisible or inert (`.hidden()`, `.opacity(0)`, \
            `.disabled(true)`, `.allowsHitTesting(false)`), or a dimmed layer whose only control is a tap that \
            closes what lies over it (`.onTapGesture(perform: onClose)`: the content closes another way), when the \
            hidden view or a container around it offers \
            an accessibility action or representation, and when a container around it is itself tappable or a button \
            (the hidden control repeats the container's action).
            """,
        triggeringExamples: HiddenInteractiveElementRule.triggeringExamples,
        nonTriggeringExamples: HiddenInteractiveElementRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        // One judgement per hidden view: a chain that repeats `.accessibilityHidden(true)` is one defect, and judging
        // the view again for every repetition made long chains quadratic.
        var judged = Set<NodeID>()
        for id in tree.nodes(.modifier) where tree.hidesDefinitely(id) {
            guard let target = tree.parent(of: id), tree[target].kind == .call || tree[target].kind == .reference
            else { continue }
            guard judged.insert(target).inserted else { continue }
            guard !Self.isInvisibleOrInert(target, in: tree) else { continue }
            let controls = tree.drawnViews(of: target) { !tree.isInteractive($0) }
                .filter { tree.isInteractive($0) && !Self.isInvisibleOrInert($0, in: tree) }
            guard let control = controls.first else { continue }
            guard !Self.duplicatesEnclosingAction(target, in: tree) else { continue }
            let applicable = tree.applicableModifiers(of: target)
            guard !applicable.contains(where: { tree.providesAccessibilityAction($0) || tree.replacesElement($0) })
            else { continue }
            sink.report(id, in: tree, message: Self.message(control: tree.quotedView(control), count: controls.count,
                                                             isSelf: control == target))
        }
    }

    static func message(control: String, count: Int, isSelf: Bool) -> String {
        let what = isSelf ? control : (count > 1 ? "\(control) and \(count - 1) more control(s) inside it" : "\(control) inside it")
        return ".accessibilityHidden(true) hides \(what) from VoiceOver and Switch Control, so their users cannot reach "
            + "or activate it. Hide only the decorative parts (an icon, Image(decorative:)) and keep controls visible."
    }
}

private extension HiddenInteractiveElementRule {
    /// A control hidden inside a view that is itself tappable or a button ("make the whole row tappable") repeats
    /// that view's action; the row is what assistive technologies should activate.
    static func duplicatesEnclosingAction(_ id: NodeID, in tree: ViewTree) -> Bool {
        for ancestor in tree.ancestors(of: id) {
            let kind = tree[ancestor].kind
            if kind == .property || kind == .function || kind == .typeDecl { return false }
            if (kind == .call || kind == .reference) && tree.isInteractive(ancestor) { return true }
        }
        return false
    }

    /// Views nobody can see or use: hiding them from assistive technologies matches what sighted users get.
    /// A dimmed layer behind a sheet or overlay whose only control is a tap that closes it
    /// (`Color.black.opacity(0.4).onTapGesture(perform: onClose)`): hiding it keeps VoiceOver on the content, which
    /// closes another way (its close button, the escape gesture).
    static func isHiddenDismissLayer(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard !tree.isBuiltInControl(id), tree.closures(of: id).isEmpty else { return false }
        let taps = tree.modifiers(of: id).filter { !tree.gestures(of: $0).isEmpty }
        return !taps.isEmpty && taps.allSatisfy { tap in
            tree.gestures(of: tap) == [.singleTap]
                && (tree.onlyCloses(gesture: tap) || tree.callsOnlyAClosingAction(gesture: tap))
        }
    }

    static func isInvisibleOrInert(_ id: NodeID, in tree: ViewTree) -> Bool {
        if tree.isDrawnAtZeroOpacity(id) || isHiddenDismissLayer(id, in: tree) { return true }
        return tree.modifiers(of: id).contains { modifier in
            let value = tree.firstArgumentValue(of: modifier)
            switch tree[modifier].name {
            case "hidden": return true
            case "disabled": return value == "true"
            case "allowsHitTesting": return value == "false"
            default: return false
            }
        }
    }
}
