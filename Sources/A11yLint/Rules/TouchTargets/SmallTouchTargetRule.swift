import RuleEngine

/// A control or tappable view framed below the minimum touch target (seed 002 Pattern 5; seed 004 §7.3).
struct SmallTouchTargetRule: Rule {
    static let minimumOption = RuleOption(
        key: "minimum", type: .integer, defaultValue: .integer(44),
        documentation: "Smallest width and height, in points, of a touch target (Apple's guideline is 44).")

    static let description = RuleDescription(
        id: "small-touch-target", name: "Small touch target", severity: .medium, category: .touchTargets,
        wcag: ["2.5.8"], appleAudit: "hitRegion",
        blocks: [NutritionLabels.voiceControl],
        summary: "A control or tappable view has a literal frame smaller than the minimum touch target.",
        rationale: """
            Apple asks for touch targets of at least 44×44 points. Smaller ones are hard to hit for people with \
            tremors, limited dexterity or large fingers, and Switch Control and Voice Control users see tiny \
            highlight regions. A 24-point icon button is a frequent miss-tap.
            """,
        fix: """
            - **Case: the icon must stay small.** Keep the icon's size and enlarge the hit area: \
            `.frame(minWidth: 44, minHeight: 44)` followed by `.contentShape(Rectangle())` on the button.
            - **Case: spacing allows it.** Add `.padding()` around the small view inside the control so the tappable \
            area grows to 44 points.
            """,
        limits: """
            Only literal sizes (or constants declared in the same type) are checked. The rule stays quiet when \
            padding, a later frame, a button style or a content shape that may reach beyond the frame (an inset or \
            custom shape) may enlarge the hit area — a plain `.contentShape(Rectangle())` fills only the frame \
            before it, so it does not — inside toolbars and navigation-bar items (also a helper of the file drawn only \
            there, `ToolbarItem { backButton }`), or in a view every caller makes \
            one (the system sizes those), inside `List`/`Form` rows, where the row is the target, on a control \
            framed to a zero width or \
            height (a row's link whose chevron is hidden: nothing of it shows), on an app's \
            control component whose content keeps a minimum size at least as large (`.frame(minWidth:minHeight:)` \
            in its label, or set by a constant it cannot read), which overflows a smaller frame, on a control \
            switched off for good (`.disabled(true)` on it or around it), and on a button or tapped view whose \
            action is empty (`Button(action: {}) { … }`, a stub or a specimen, or a call of its type's method with an \
            empty body) or only calls the component's \
            callback that every caller in the linted files leaves `nil` or empty, which nobody misses. iOS only: \
            macOS pointers and visionOS (60 pt) follow other guidelines.
            """,
        platforms: ["ios"],
        options: [SmallTouchTargetRule.minimumOption],
        triggeringExamples: SmallTouchTargetRule.triggeringExamples,
        nonTriggeringExamples: SmallTouchTargetRule.nonTriggeringExamples)

    let minimum: Double

    init(options: [String: OptionValue]) {
        minimum = Self.minimumOption.number(in: options)
    }

    /// Modifiers after the frame that may enlarge the hit area (or make it unknowable).
    static let enlargingModifiers: Set<String> = ["padding", "contentShape", "frame", "buttonStyle", "controlSize",
                                                  "fixedSize", "scaleEffect"]
    /// Containers that size their rows or items themselves.
    static let sizingContainers: Set<String> = ["List", "Form", "Table", "Menu", "Picker"]

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.modifierUses(.frame) {
            guard let owner = tree[id].parent, let size = smallSize(of: id, in: tree),
                  !isEnlargedAfter(id, on: owner, in: tree),
                  let target = touchTarget(owning: owner, in: tree) ?? controlComponent(owner, in: context),
                  !isSizedBySystem(owner, in: tree), !context.isInToolbarByEveryCaller(owner),
                  !keepsMinimumSize(owner, in: context),
                  // Switched off for good (`.disabled(true)`) or doing nothing: nobody misses it.
                  !tree.isAlwaysDisabled(owner), !doesNothing(owner, in: context) else { continue }
            sink.report(id, in: tree, message: message(target: target, size: size))
        }
    }

    func message(target: String, size: String) -> String {
        let minimum = Int(self.minimum)
        return """
            \(target) has a touch target of \(size), below the \(minimum)×\(minimum) pt minimum; people with limited \
            dexterity will miss it. Enlarge the hit area with .frame(minWidth: \(minimum), minHeight: \(minimum)) \
            and .contentShape(Rectangle()), or with padding.
            """
    }

    /// `24×24 pt`, `28 pt high` or `30 pt wide` when a literal width or height is below the minimum; nil otherwise.
    private func smallSize(of frame: NodeID, in tree: ViewTree) -> String? {
        func literal(_ label: String) -> Double? {
            guard let argument = tree.argument(label, of: frame) else { return nil }
            switch argument.value {
            case .number(let value, _):
                return value
            case .identifier(let name):
                if case .number(let value, _)? = VisualTree.literalInitialiser(of: name, visibleFrom: frame, in: tree) {
                    return value
                }
                return nil
            default:
                return nil
            }
        }
        let width = literal("width")
        let height = literal("height")
        guard (width ?? minimum) < minimum || (height ?? minimum) < minimum else { return nil }
        // Framed to nothing (a row's link whose chevron should not show): hidden, not small.
        if width == 0 || height == 0 { return nil }
        // A dimension that is set but not literal is unknown: stay quiet.
        if width == nil, tree.argument("width", of: frame) != nil { return nil }
        if height == nil, tree.argument("height", of: frame) != nil { return nil }
        func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        switch (width, height) {
        case let (width?, height?): return "\(format(width))×\(format(height)) pt"
        case let (width?, nil): return "\(format(width)) pt wide"
        case let (nil, height?): return "\(format(height)) pt high"
        case (nil, nil): return nil
        }
    }

    private func isEnlargedAfter(_ frame: NodeID, on owner: NodeID, in tree: ViewTree) -> Bool {
        let chain = tree.modifiers(of: owner)
        guard let position = chain.firstIndex(of: frame) else { return true }
        return chain[(position + 1)...].contains { mayEnlarge($0, in: tree) }
    }

    /// Padding, a content shape, another frame or a bordered/custom button style may grow the hit area.
    /// `.plain` and `.borderless` button styles add nothing, and neither does a content shape that only fills the
    /// frame before it (`.contentShape(Rectangle())`).
    private func mayEnlarge(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        let item = tree[modifier]
        guard Self.enlargingModifiers.contains(item.name) else { return false }
        if item.name == "contentShape", let shape = item.arguments.last?.value, Self.fillsBounds(shape) { return false }
        guard item.name == "buttonStyle", let style = item.arguments.first else { return true }
        let text = tree.text(in: style.range).lowercased()
        return !(text.contains("plain") || text.contains("borderless"))
    }

    /// `Rectangle()`, `RoundedRectangle(cornerRadius: 8)`, `.rect`, `.capsule`: a shape drawn in the bounds it is
    /// given. An inset, offset or custom shape may reach beyond them.
    static func fillsBounds(_ shape: Expr) -> Bool {
        switch shape {
        case .member(base: nil, name: let name),
             .call(callee: .member(base: nil, name: let name), arguments: _, trailingClosures: _):
            return SwiftUIVocabulary.boundsFillingShapeMembers.contains(name)
        case .call(callee: .identifier(let name), arguments: _, trailingClosures: _):
            return SwiftUIVocabulary.boundsFillingShapes.contains(name)
        default:
            return false
        }
    }

    /// What the user taps when `owner` is framed: the control itself, a view with a tap gesture, or the single
    /// view that makes up a control's label. nil when `owner` is not a touch target.
    /// A custom control (`IconButton(…)`, from the project index) framed where it is used.
    /// A component whose content keeps a minimum size (`.frame(minWidth: 44, minHeight: 44)` in its label, or one
    /// a constant sets) overflows a smaller frame around it: the frame does not shrink what people tap.
    private func keepsMinimumSize(_ owner: NodeID, in context: LintContext) -> Bool {
        guard let frame = context.component(calledBy: owner)?.flags.minimumFrame else { return false }
        return (frame.width ?? minimum) >= minimum && (frame.height ?? minimum) >= minimum
    }

    private func controlComponent(_ owner: NodeID, in context: LintContext) -> String? {
        context.isControlComponent(owner) ? context.tree[owner].name : nil
    }

    private func touchTarget(owning owner: NodeID, in tree: ViewTree) -> String? {
        let item = tree[owner]
        if isTouchTargetControl(owner, in: tree) { return item.name }
        let gestures = tree.modifiers(of: owner).map { tree[$0].name }
        if gestures.contains("onTapGesture") { return "Tappable '\(item.name)'" }
        guard let control = control(labelledBy: owner, in: tree),
              !tree.modifiers(of: control).contains(where: { mayEnlarge($0, in: tree) }) else { return nil }
        return tree[control].name
    }

    /// `Button { … } label: { Image(…).frame(width: 24, height: 24) }`: the control whose label is `owner` alone,
    /// and so has its size.
    private func control(labelledBy owner: NodeID, in tree: ViewTree) -> NodeID? {
        guard let closure = tree[owner].parent, tree[closure].kind == .closure, tree.children(of: closure).count == 1,
              let control = tree[closure].parent, isTouchTargetControl(control, in: tree),
              tree.isLabelPart(closure, of: control) else { return nil }
        return control
    }

    /// A call of a control whose frame is its hit area (`Button`, `Link`, `NavigationLink`, …).
    private func isTouchTargetControl(_ node: NodeID, in tree: ViewTree) -> Bool {
        tree[node].kind == .call && SwiftUIVocabulary.touchTargetControls.contains(tree[node].name)
    }

    /// A button or a tapped view whose action does nothing (`LintContext.doesNothing`: a stub, a specimen, a
    /// callback every caller leaves empty): nobody could miss it.
    private func doesNothing(_ owner: NodeID, in context: LintContext) -> Bool {
        let tree = context.tree
        if let control = isTouchTargetControl(owner, in: tree) ? owner : control(labelledBy: owner, in: tree) {
            guard let spec = tree.controlSpec(of: control) else { return false }
            return tree.actionClosure(of: control, spec: spec).map(context.doesNothing) ?? false
        }
        let taps = tree.modifiers(of: owner).filter { tree[$0].name == SwiftUIModifier.onTapGesture.rawValue }
        return !taps.isEmpty && taps.allSatisfy { tree.closures(of: $0).first.map(context.doesNothing) ?? false }
    }

    /// Toolbar items, swipe actions and rows of lists and forms get their hit areas from the system; so does a
    /// helper of the file drawn only there (`ToolbarItem { backButton }`, one level of helper).
    private func isSizedBySystem(_ owner: NodeID, in tree: ViewTree, followingHelpers: Bool = true) -> Bool {
        var current = tree.parent(of: owner)
        while let node = current {
            let item = tree[node]
            if tree.holdsToolbarItems(node) { return true }
            if item.kind == .modifier, item.name == "swipeActions" { return true }
            if item.kind == .call, Self.sizingContainers.contains(item.name) { return true }
            if item.kind == .typeDecl { return false }
            if followingHelpers, item.kind == .property || item.kind == .function,
               item.name != SwiftUIVocabulary.bodyProperty {
                let uses = tree.useSites(ofDeclaration: node)
                return !uses.isEmpty && uses.allSatisfy { isSizedBySystem($0, in: tree, followingHelpers: false) }
            }
            current = item.parent
        }
        return false
    }
}
