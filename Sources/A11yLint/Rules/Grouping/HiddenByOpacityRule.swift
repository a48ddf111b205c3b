import RuleEngine

/// Finds readable content drawn at opacity 0 that nothing hides from assistive technologies.
struct HiddenByOpacityRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "hidden-by-opacity", name: "Hidden by opacity", severity: .medium, category: .grouping,
        wcag: ["1.3.2", "4.1.2"], appleAudit: "elementDetection",
        blocks: [NutritionLabels.voiceOver],
        summary: "Flags text, images and controls drawn at `.opacity(0)`, always or in one branch of a condition, that nothing hides from assistive technologies or removes from the layout.",
        rationale: """
        Opacity is a drawing attribute: it says how a view looks, not whether it exists. Code that makes content \
        invisible with `.opacity(0)` and nothing else relies on the platform to also drop it from the \
        accessibility tree. Where it does not, VoiceOver reads text sighted users cannot see (a placeholder that \
        keeps a layout's width, the old value of a cross-fade, a panel faded out) and offers controls that are \
        not on screen. Saying it explicitly keeps both audiences on the same screen.
        """,
        fix: """
        - **Case: the view is shown and hidden on a condition.** Hide it from assistive technologies with the \
        same condition: `.opacity(isShown ? 1 : 0).accessibilityHidden(!isShown)`, or remove it with \
        `if isShown { … }` and a `.transition(.opacity)`.
        - **Case: an invisible copy keeps the layout's size.** Mark the copy `.accessibilityHidden(true)`, or use \
        `.hidden()`, which keeps the space and removes the view from the accessibility tree.
        """,
        limits: """
        Opt-in: whether SwiftUI leaves a view at opacity 0 in the accessibility tree depends on the OS release, and \
        cannot be told from source; findings are the places where the code does not say. Reads `.opacity(0)` \
        and a ternary with literal branches one of which is 0. The view must be a `Text`, `Label`, `Image` \
        (not `Image(decorative:)`) or control, or a container whose content is such views only (a helper or \
        custom view inside is not judged). Quiet when the condition is a passing or environment state (hovering, \
        pressing, focus, `colorScheme`, `controlActiveState`, a style's `configuration`: content revealed on \
        hover stays reachable on purpose), for an entrance (a flag of the view's type that its `.onAppear` or \
        `.task` sets to `true`: the view fades in and stays), when hiding (`.accessibilityHidden`, `.hidden()`) or a representation \
        applies, when a container around it ignores its children or combines them under its own label, when the \
        view is inside a control's label (the control names itself; also where its helper is used), for an \
        invisible control that carries a `.keyboardShortcut` or has no name of its own (`NavigationLink("", \
        destination: …)` or an `EmptyView()` label laid behind a row to carry its action), and when an `if` around it tests the same condition.
        """,
        isOptIn: true,
        triggeringExamples: HiddenByOpacityRule.triggeringExamples,
        nonTriggeringExamples: HiddenByOpacityRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for modifier in tree.modifierUses(named: "opacity") {
            let condition: String?
            if case .number(0, _)? = tree[modifier].arguments.first?.value, tree[modifier].arguments.count == 1 {
                condition = nil
            } else if let look = tree.conditionalLook(of: modifier), look.kind == .invisible {
                guard !look.isPassingOrEnvironmentState, !Self.isEntrance(modifier, condition: look.condition, in: tree)
                else { continue }
                condition = look.condition
            } else {
                continue
            }
            guard let view = tree.parent(of: modifier), Self.drawsOnlyReadableViews(view, in: tree),
                  !Self.isInControlLabel(view, in: tree), !Self.carriesKeyboardShortcut(view, in: tree),
                  !Self.isUnnamedActionCarrier(view, in: tree),
                  !Self.isHiddenOrReplaced(view, in: tree),
                  !(condition.map { Self.isRemovedByIf(view, condition: $0, in: tree) } ?? false) else { continue }
            sink.report(modifier, in: tree, message: Self.message(view: tree[view].name, condition: condition))
        }
    }

    static func message(view: String, condition: String?) -> String {
        let when = condition.map { " when '\($0)' says so" } ?? ""
        return "\(view) is drawn at opacity 0\(when), but nothing hides it from assistive technologies, so "
            + "VoiceOver may read content sighted users cannot see. Add .accessibilityHidden(…) with the same "
            + "condition, use .hidden(), or remove the view with if."
    }

    /// Whether `view` is a readable view, or a container of readable views and layout only (stacks, spacers,
    /// shapes), with no helper or custom view whose content the rule cannot see.
    static func drawsOnlyReadableViews(_ view: NodeID, in tree: ViewTree) -> Bool {
        let node = tree[view]
        guard node.kind == .call else { return false }
        if SwiftUIVocabulary.readOrActivatedViews.contains(node.name) { return !isDecorativeImage(view, in: tree) }
        guard SwiftUIVocabulary.inPlaceLayouts.contains(node.name) else { return false }
        var readsSomething = false
        for id in tree.descendants(of: view) {
            let item = tree[id]
            switch item.kind {
            case .reference:
                return false
            case .call:
                if SwiftUIVocabulary.readOrActivatedViews.contains(item.name) {
                    readsSomething = readsSomething || !isDecorativeImage(id, in: tree)
                } else if !SwiftUIVocabulary.inPlaceLayouts.contains(item.name),
                          !SwiftUIVocabulary.shapeLayers.contains(item.name),
                          item.name != SwiftUIView.spacer.rawValue, item.name != SwiftUIView.divider.rawValue,
                          tree.enclosingLabelledControl(of: id) == nil {
                    return false
                }
            case .file, .typeDecl, .property, .function, .modifier, .closure, .conditional, .branch,
                 .switchStatement, .ternary, .ifConfig, .ifConfigBranch, .localBinding, .statement, .recovery:
                break
            }
        }
        return readsSomething
    }

    static func isDecorativeImage(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree[view].name == SwiftUIView.image.rawValue && tree[view].arguments.first?.label == "decorative"
    }

    /// Whether the view is in a control's label, here or where its helper or custom view is used: the control is
    /// the element, named by its label.
    static func isInControlLabel(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree.enclosingLabelledControl(of: view) != nil || tree.enclosingViews(of: view).contains { enclosing in
            enclosing.entry == nil && tree.enclosingLabelledControl(of: enclosing.view) != nil
        }
    }

    /// An invisible control that exists to carry a keyboard shortcut (`Button { close() } label: { EmptyView() }
    /// .opacity(0).keyboardShortcut(.escape)`): its action is meant to be reachable.
    static func carriesKeyboardShortcut(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree.controlSpec(of: view) != nil && !tree.modifiers(named: "keyboardShortcut", of: view).isEmpty
    }

    /// Modifiers that run when a view appears.
    static let appearanceModifiers: Set<String> = ["onAppear", "task"]

    /// An entrance: `.opacity(isShown ? 1 : 0)` on a flag of the view's own type that an `.onAppear` or `.task`
    /// of that type sets to `true` (`.onAppear { isShown = true }`): the view fades in as the screen appears and
    /// stays drawn.
    static func isEntrance(_ modifier: NodeID, condition: String, in tree: ViewTree) -> Bool {
        guard condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              tree.drawsFullyWhenConditionHolds(modifier), let owner = tree.declaringTypeName(ofNode: modifier),
              tree.isStoredProperty(condition, ofTypeNamed: owner) else { return false }
        return tree.typeDeclarations(named: owner).contains { declaration in
            tree.descendants(of: declaration).contains { id in
                tree[id].kind == .modifier && appearanceModifiers.contains(tree[id].name)
                    && ButtonAssignments.assignedValues(in: tree.text(in: tree[id].range))
                        .contains { $0.name == condition && $0.value == "true" }
            }
        }
    }

    /// An invisible control with no name of its own (`NavigationLink("", destination: Detail())`, a `label:` of
    /// `EmptyView()`), laid behind a row to carry its action: it shows nothing to read, and the row is what is
    /// activated.
    static func isUnnamedActionCarrier(_ view: NodeID, in tree: ViewTree) -> Bool {
        guard tree.controlSpec(of: view) != nil else { return false }
        if let title = tree[view].firstUnlabelledArgument {
            if case .closure = title.value {} else { return tree.isBlankLiteral(title.value) }
        }
        let labels = tree.children(of: view).filter { tree[$0].kind == .closure && tree[$0].label == "label" }
        return !labels.isEmpty && labels.allSatisfy { label in
            let views = tree.children(of: label).filter { tree[$0].kind != .modifier }
            return !views.isEmpty && views.allSatisfy { tree[$0].name == "EmptyView" }
        }
    }

    /// Whether hiding (`.accessibilityHidden`, `.hidden()`) or a representation applies to the view, or a view
    /// around it (here or where its helper is used) makes one element of its content that ignores its children
    /// or names itself (`.accessibilityElement(children: .combine)` with an `.accessibilityLabel`).
    static func isHiddenOrReplaced(_ view: NodeID, in tree: ViewTree) -> Bool {
        let hides = { (modifier: NodeID) in
            tree[modifier].name == "hidden" || tree.mayHide(modifier) || tree.replacesElement(modifier)
        }
        if tree.modifiers(of: view).contains(where: hides) { return true }
        return tree.enclosingViews(of: view).contains { enclosing in
            let modifiers = tree.modifiers(of: enclosing.view)
            if modifiers.contains(where: hides) { return true }
            guard let element = modifiers.first(where: {
                tree[$0].name == SwiftUIModifier.accessibilityElement.rawValue
            }) else { return false }
            let children = tree.argumentValue(of: element, labelled: "children")
            return children == nil || children == ".ignore"
                || !tree.modifiers(.accessibilityLabel, of: enclosing.view).isEmpty
        }
    }

    /// Whether an `if` around the view tests a name of the opacity's condition (`if isShown { X.opacity(…) }`).
    static func isRemovedByIf(_ view: NodeID, condition: String, in tree: ViewTree) -> Bool {
        let names = Set(TraitText.identifiers(in: condition)).subtracting(["self", "store", "viewModel", "model"])
        var current = tree.parent(of: view)
        while let id = current {
            let item = tree[id]
            if item.kind == .property || item.kind == .function || item.kind == .typeDecl { return false }
            if item.kind == .branch, let label = item.label,
               !names.isDisjoint(with: TraitText.identifiers(in: label)) { return true }
            current = item.parent
        }
        return false
    }
}
