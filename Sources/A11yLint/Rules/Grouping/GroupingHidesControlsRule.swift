import RuleEngine

/// Finds `.accessibilityElement(children: .ignore)` over controls, and `.combine` over two or more.
struct GroupingHidesControlsRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "grouping-hides-controls", name: "Grouping hides controls", severity: .critical,
        category: .grouping, wcag: ["4.1.2", "2.1.1"], appleAudit: "parentChild",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "Grouping a container into one accessibility element must not swallow the controls inside it.",
        rationale: """
            `.accessibilityElement(children: .ignore)` turns a container into a single element and drops its \
            children from the accessibility tree: a `Button`, `Toggle` or tappable view inside can no longer be \
            focused or activated by VoiceOver, Switch Control or Voice Control (critical). \
            `.accessibilityElement(children: .combine)` merges the children into one element with one activation: \
            with two or more controls inside, users can trigger at most one of them (high).
            """,
        fix: """
            - **Case: the container is a card with actions.** Use `.accessibilityElement(children: .contain)` so the \
            card is navigable as a group and each control stays reachable, or group only the texts (wrap them in their \
            own stack and combine that).
            - **Case: the element should stay one stop.** Expose every inner action on it: \
            `.accessibilityAction(named: "Delete") { delete() }` for each control.
            """,
        limits: """
            Sees built-in controls, views with a gesture or a button or link trait, and helper members and components \
            declared in the same file; controls inside a custom component from another file are not seen yet. Stays \
            quiet when the grouped element offers accessibility actions or a representation, when the inner control is \
            hidden itself, when the grouping is a `.contain` or an expression, and on `.ignore` when the group itself is \
            announced as a button or link (it then stands for one action on purpose).
            """,
        triggeringExamples: GroupingHidesControlsRule.triggeringExamples,
        nonTriggeringExamples: GroupingHidesControlsRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            guard let behavior = tree.childrenBehavior(id), behavior == .ignore || behavior == .combine else { continue }
            guard let group = tree.parent(of: id), tree[group].kind == .call || tree[group].kind == .reference
            else { continue }
            let reachable = tree.drawnViewsWithBranches(of: group) { $0 == group || !tree.isInteractive($0) }
                .filter { $0.view != group && tree.isInteractive($0.view)
                    && !tree.modifiers(of: $0.view).contains(where: tree.mayHide) }
            let controls = reachable.map(\.view)
            let applicable = tree.applicableModifiers(of: group)
            guard !applicable.contains(where: { tree.providesAccessibilityAction($0) || tree.replacesElement($0) })
            else { continue }
            switch behavior {
            case .ignore:
                guard let first = controls.first else { continue }
                // A group announced as a button acts as one control on purpose (its own action replaces the inner ones).
                guard !applicable.contains(where: { tree.mayAddTrait($0, anyOf: ["isButton", "isLink"]) }) else { continue }
                sink.report(id, in: tree, message: Self.ignoreMessage(group: tree[group].name,
                                                                      control: tree.quotedView(first), count: controls.count))
            case .combine:
                // Controls in different branches (`if compact { A } else { B }`) are never merged together.
                guard reachable.indices.contains(where: { first in
                    reachable.indices.contains { second in
                        second > first && ViewTree.mayBeDrawnTogether(reachable[first].branches, reachable[second].branches)
                    }
                }) else { continue }
                sink.report(id, in: tree, message: Self.combineMessage(group: tree[group].name,
                                                                       controls: controls.map(tree.quotedView),
                                                                       outerControl: outerControl(of: group, in: tree)),
                            severity: .high)
            case .contain, .unknown:
                continue
            }
        }
    }

    static func ignoreMessage(group: String, control: String, count: Int) -> String {
        let more = count > 1 ? " and \(count - 1) more control(s)" : ""
        return ".accessibilityElement(children: .ignore) makes \(group) one element and drops \(control)\(more) inside "
            + "it, so VoiceOver and Switch Control users cannot reach them. Use children: .contain, or expose each "
            + "action with .accessibilityAction(named:)."
    }

    /// `outerControl`: a control whose label holds the group. Its label is one element whatever the grouping, so
    /// `.contain` would not help there: the inner controls must leave the label.
    static func combineMessage(group: String, controls: [String], outerControl: String? = nil) -> String {
        let listed = controls.prefix(3).joined(separator: ", ") + (controls.count > 3 ? ", …" : "")
        let merged = ".accessibilityElement(children: .combine) merges \(controls.count) controls of \(group) (\(listed)) "
            + "into one element, so VoiceOver users can activate only one of them. "
        if let outerControl {
            return merged + "They are also inside the label of \(outerControl), which VoiceOver reads as one button "
                + "whatever the grouping: move them out of that label, or add .accessibilityAction(named:) for each "
                + "to \(outerControl)."
        }
        return merged + "Use children: .contain, or add .accessibilityAction(named:) for each."
    }

    /// The control whose label encloses `group`, through helpers used in this file, quoted for a message.
    private func outerControl(of group: NodeID, in tree: ViewTree) -> String? {
        tree.firstEnclosingView(of: group) { enclosing -> String? in
            guard let entry = enclosing.entry, ViewTree.controlNames.contains(tree[enclosing.view].name),
                  tree.isLabelPart(entry, of: enclosing.view) else { return nil }
            return tree.quotedView(enclosing.view)
        }
    }
}
