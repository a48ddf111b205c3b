import RuleEngine

/// Finds long-press, drag, magnify, rotate and multi-tap gestures that assistive technologies cannot perform.
struct GestureWithoutAccessibilityActionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "gesture-without-accessibility-action", name: "Gesture without accessibility action", severity: .high,
        category: .traits, wcag: ["2.1.1", "2.5.1"], appleAudit: "action",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "A long-press, drag, pinch, rotation or multi-tap gesture needs an accessibility action that does the same thing.",
        rationale: """
            VoiceOver takes over the touch screen: a double tap activates, swipes move focus, and there is no \
            reliable way to drag a view, pinch it or tap it twice. Switch Control and Voice Control users cannot \
            perform these gestures at all. Whatever the gesture does — delete, reorder, zoom, adjust a value — is \
            out of their reach unless the view also offers it as an accessibility action.
            """,
        fix: """
            - **Case: the gesture performs a command** (long press to delete, double tap to like). Add \
            `.accessibilityAction(named: "Delete") { delete() }`, or put the command in a `.contextMenu`.
            - **Case: the gesture adjusts a value** (drag a knob, a custom slider). Add \
            `.accessibilityAdjustableAction { direction in … }` with an `.accessibilityValue`.
            - **Case: the gesture zooms or scrolls.** Add `.accessibilityZoomAction { … }` or \
            `.accessibilityScrollAction { … }`.
            """,
        limits: """
            Reads gestures attached with `.onLongPressGesture`, `.onTapGesture(count:)` above 1, and `.gesture`, \
            `.simultaneousGesture`, `.highPriorityGesture` given a gesture value, or a member of the same type that \
            builds one. Stays quiet when an accessibility action, representation or hiding applies to the view, to a \
            container around it or at a usage site in the same file; on press tracking \
            (`.onLongPressGesture(minimumDuration: 0)`, `DragGesture(minimumDistance: 0)`); on a long press \
            beside a `.contextMenu`; on a drag whose `.onEnded` only sets back what its `.onChanged` moved (a \
            rubber band, no function) or that only updates `@GestureState`; and when what the gesture does when it \
            ends — the same assignments and calls — is also done by a context menu, swipe action or accessibility \
            action applying to the view — also one a custom modifier in any linted file adds \
            (`.tabMenu(for:)` wrapping a `ViewModifier` with a `.contextMenu`) — or by a visible `Button` the view \
            or its neighbours in the same stack show. Single taps are \
            `tap-gesture-without-button-trait`'s.
            """,
        triggeringExamples: GestureWithoutAccessibilityActionRule.triggeringExamples,
        nonTriggeringExamples: GestureWithoutAccessibilityActionRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            var kinds = tree.gestures(of: id)
            kinds.remove(.singleTap)
            guard let kind = Self.reportedKind(kinds) else { continue }
            guard let target = tree.parent(of: id), tree[target].kind == .call || tree[target].kind == .reference
            else { continue }
            let applicable = tree.applicableModifiers(of: target)
            guard !applicable.contains(where: { tree.providesAccessibilityAction($0) || tree.replacesElement($0)
                || tree.mayHide($0) }) else { continue }
            guard !(kinds == [.longPress] && applicable.contains { tree[$0].name == "contextMenu" }) else { continue }
            // A rubber band has no function; a shortcut for what a menu or button also does has another path.
            guard !(kinds == [.drag] && tree.isRubberBandDrag(id)),
                  !tree.isReachableOtherwise(gesture: id, on: target,
                                                       offeredBy: context.index.actionsOffered(byModifier:)) else { continue }
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(target), kind: kind))
        }
    }

    static func message(view: String, kind: ViewTree.GestureKind) -> String {
        let (gesture, fix): (String, String)
        switch kind {
        case .longPress: (gesture, fix) = ("a long press", ".accessibilityAction(named:) that does the same")
        case .multiTap: (gesture, fix) = ("a multi-tap", ".accessibilityAction(named:) that does the same")
        case .drag: (gesture, fix) = ("a drag", ".accessibilityAdjustableAction or .accessibilityAction(named:)")
        case .magnify: (gesture, fix) = ("a pinch", ".accessibilityZoomAction or .accessibilityAction(named:)")
        case .rotate: (gesture, fix) = ("a rotation", ".accessibilityAdjustableAction or .accessibilityAction(named:)")
        case .singleTap: (gesture, fix) = ("a tap", ".accessibilityAction")
        }
        return "\(view) acts on \(gesture), which VoiceOver, Switch Control and Voice Control users cannot perform. "
            + "Add \(fix)."
    }
}

private extension GestureWithoutAccessibilityActionRule {
    /// The gesture named in the message, most specific first.
    static func reportedKind(_ kinds: Set<ViewTree.GestureKind>) -> ViewTree.GestureKind? {
        [.drag, .magnify, .rotate, .longPress, .multiTap].first(where: kinds.contains)
    }

}
