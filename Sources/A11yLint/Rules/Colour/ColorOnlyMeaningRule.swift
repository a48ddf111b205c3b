import RuleEngine

/// Finds a state or status shown only by a colour chosen on a condition, with nothing else that changes with it.
struct ColorOnlyMeaningRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "color-only-meaning", name: "Colour-only meaning", severity: .medium, category: .colour,
        wcag: ["1.4.1", "1.3.1"], appleAudit: nil,
        blocks: [NutritionLabels.differentiateWithoutColor, NutritionLabels.voiceOver],
        summary: "Flags a state or status shown only by a fill, foreground or border colour chosen on a condition (`.fill(isOnline ? .green : .red)`), with no text, symbol or accessibility value that changes with it.",
        rationale: """
        About one man in twelve cannot tell red from green, and many people cannot tell the accent colour from \
        grey in sunlight or on a dimmed screen. A status dot that turns green when someone is online, a name \
        drawn red when a task is overdue, a field whose border turns red when the input is wrong, or a calendar \
        day filled when it is selected tells those users nothing; VoiceOver users are not told either, since a \
        colour is not spoken. WCAG 1.4.1 asks that colour is never the only visual means of conveying \
        information; Apple's "Differentiate Without Color Alone" label asks the same of an app.
        """,
        fix: """
        - **Case: a status (online, overdue, failed).** Show it in words or with a symbol as well: \
        `Text(isOnline ? "Online" : "Offline")`, `Image(systemName: "exclamationmark.triangle")` under the same \
        condition, or a shape that differs (a filled and an empty circle). Colour plus a number or a word is fine.
        - **Case: a validation error.** Show the error text under the same condition \
        (`if isInvalid { Text("Enter a valid email") }`), which VoiceOver also reads.
        - **Case: a selection** (a day in a calendar grid). Add `.accessibilityAddTraits(isSelected ? .isSelected \
        : [])` and a second visual cue (a ring, a bold number), or use a built-in control.
        - **Case: only VoiceOver is missing it.** `.accessibilityValue(isOnline ? "Online" : "Offline")` on the \
        element; read `accessibilityDifferentiateWithoutColor` to add a shape for users who ask for one.
        """,
        limits: """
        Opt-in: the development corpus holds too few of these views to measure the rule's precision on real code. \
        Reads a single ternary in the first argument of `.fill`, `.foregroundStyle`, `.foregroundColor`, `.tint`, \
        `.stroke`, `.strokeBorder`, `.border`, `.background`, `.backgroundStyle` or `.listRowBackground`, or a \
        ternary between two `Color` views, whose branches are named colours told apart by hue (one of them has a \
        hue: `.red`, `.green`, `.accentColor`, `Color(.systemRed)`; `.red` against `.red.opacity(0.3)` is the \
        same hue). Such a modifier may also name a computed property of the same view whose whole body is that \
        ternary, an `if`/`else` returning two named colours, or a `switch` whose cases each return one (the \
        switched value is then the condition), or end in a model's colour table declared in the same file \
        (`.fill(job.status.tint)` where every `tint` property of the file is a `switch self` returning one named \
        colour per case; the path before it, `job.status`, is then the condition). Colours computed in any other \
        way (a function, a table in another file, a theme) are not read. The condition must be a Bool \
        path or a comparison of paths and numbers (`isOnline`, `!item.isDone`, `day == selected`, \
        `value < 0`); compound conditions, calls, a style's `configuration`, the environment (`colorScheme`), and \
        passing states (pressed, hovering, focus, highlight, loading, disabled) carry no information and are left \
        alone. Quiet when anything else in the same type changes with every name of the condition: a text, label \
        or image whose arguments read it (`Text("\\(value)")` says what `value < 0` colours), a view passed it, an \
        `if`, ternary or `switch` on it that draws anything (a symbol, a text, a spacer that moves the view), an accessibility label, value, hint or trait, or \
        any modifier other than a colour or an animation (a symbol variant, a weight, an opacity), directly or \
        through a member or local that reads it; also when the view is hidden or replaced for assistive \
        technologies, sits in or on a view that speaks its state (`Picker`, `Toggle`, `TabView`, `Slider`, \
        `Gauge`, `ProgressView`, a `Chart`, a `List` or `Table` with a `selection:`), when the type reads `accessibilityDifferentiateWithoutColor`, and \
        in a type that draws no text or image whose condition is a property its callers set (the caller may \
        show the state beside it). A selection or a control's state drawn on a view a user acts on (a `Button`, a \
        tapped chip) is `selection-state-not-exposed`'s finding, and a control greyed on an availability condition \
        is `visually-disabled`'s: this rule leaves both alone.
        """,
        isOptIn: true,
        triggeringExamples: ColorOnlyMeaningRule.triggeringExamples,
        nonTriggeringExamples: ColorOnlyMeaningRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var choices: [ConditionalColour] = []
        for name in ConditionalColour.paintModifiers.sorted() {
            choices += tree.modifierUses(named: name).compactMap {
                tree.conditionalColour(of: $0) ?? tree.conditionalColour(ofMemberIn: $0)
            }
        }
        choices += tree.nodes(.ternary).compactMap { tree.conditionalColour(ofChoice: $0) }
        for choice in choices {
            guard let view = Self.paintedView(of: choice, in: tree), Self.carriesInformation(choice.condition),
                  !Self.belongsToOtherRule(choice, view: view, in: tree),
                  !Self.speaksState(view, names: Self.stateNames(in: choice.condition), choice: choice, in: tree)
            else { continue }
            let quoted = view == choice.site ? "A colour view" : tree.quotedView(view)
            let colours = choice.colours.joined(separator: " or ")
            sink.report(choice.site, in: tree, message: Self.message(
                view: quoted, condition: choice.condition,
                colours: choice.member.map { "\(tree[$0].name): \(colours)" } ?? colours))
        }
    }

    static func message(view: String, condition: String, colours: String) -> String {
        "\(view) shows '\(condition)' only by its colour (\(colours)); users who cannot "
            + "tell the colours apart, and VoiceOver users, are not told. Add a text, a symbol or an "
            + ".accessibilityValue that changes with '\(condition)'."
    }
}

private extension ColorOnlyMeaningRule {
    /// The view the colour is drawn on: the modified view, or the ternary colour view itself.
    static func paintedView(of choice: ConditionalColour, in tree: ViewTree) -> NodeID? {
        tree[choice.site].kind == .modifier ? tree.parent(of: choice.site) : choice.site
    }

    /// A state of the content (`isOnline`, `day == selected`, `value < 0`), not a passing or environment one.
    static func carriesInformation(_ condition: String) -> Bool {
        guard StateLooks.isControlState(condition) else { return false }
        return !TraitText.identifiers(in: condition).flatMap(TraitText.words(of:))
            .contains(where: SwiftUIVocabulary.feedbackStateWords.contains)
    }

    /// The names a text must read to change with the condition (`self` aside).
    static func stateNames(in condition: String) -> Set<String> {
        Set(TraitText.identifiers(in: condition)).subtracting(["self"])
    }

    /// A selection or a control's state on a view a user acts on (`selection-state-not-exposed`), a control greyed
    /// on an availability condition (`visually-disabled`), or a colour inside or on a view that speaks its own
    /// state (a `Picker`, `Toggle`, `Gauge`, `Chart`).
    static func belongsToOtherRule(_ choice: ConditionalColour, view: NodeID, in tree: ViewTree) -> Bool {
        if tree[choice.site].kind == .modifier {
            if SelectionStateNotExposedRule.judgesLook(of: choice.site, in: tree) { return true }
            if let look = tree.conditionalLook(of: choice.site), look.kind == .dimmed, look.isAvailabilityCondition,
               VisuallyDisabledRule.control(showing: view, in: tree) != nil { return true }
        }
        var current: NodeID? = view
        while let id = current {
            let node = tree[id]
            if node.kind == .property || node.kind == .function || node.kind == .typeDecl { return false }
            if node.kind == .call || node.kind == .reference,
               SwiftUIVocabulary.stateAnnouncingViews.contains(node.name) { return true }
            // `List(selection:)` and `Table(selection:)` announce their selected rows.
            if node.kind == .call, SwiftUIVocabulary.selectingCollections.contains(node.name),
               tree.argument("selection", of: id) != nil { return true }
            current = node.parent
        }
        return false
    }

    /// Whether anything else in the view's type changes with the condition, or the view is hidden or replaced
    /// for assistive technologies, or its callers decide what is shown beside it.
    static func speaksState(_ view: NodeID, names: Set<String>, choice: ConditionalColour,
                            in tree: ViewTree) -> Bool {
        guard !names.isEmpty else { return true }
        if tree.applicableModifiers(of: view).contains(where: { tree.mayHide($0) || tree.replacesElement($0) }) {
            return true
        }
        let scope = Scope(of: view, in: tree)
        if scope.readsDifferentiateWithoutColor(in: tree) { return true }
        let readers = scope.derivedNames(reading: names, except: view, in: tree)
        let mentions = { (text: String) -> Bool in
            let identifiers = Set(TraitText.identifiers(in: text))
            return names.isSubset(of: identifiers) || !readers.isDisjoint(with: identifiers)
        }
        var drawsReadableView = false
        let site = tree[choice.site].range
        let member = choice.member.map { tree[$0].range }
        for id in tree.nodes(.call, .modifier, .branch, .ternary, .switchStatement) where scope.contains(id, in: tree) {
            let node = tree[id]
            // The property that chooses the colour reads the condition to paint, not to say it.
            if let member, member.contains(node.range.lowerBound) { continue }
            // The colour's own text, or a modifier holding it (`.overlay(Shape().stroke(c ? … : …))`).
            if node.range.lowerBound <= site.lowerBound, node.range.upperBound >= site.upperBound, id != view {
                continue
            }
            switch node.kind {
            case .call:
                if SwiftUIVocabulary.readOrActivatedViews.contains(node.name) { drawsReadableView = true }
                guard !paintsOnly(node.name) else { continue }
                if node.arguments.contains(where: { argument in
                    if case .closure = argument.value { return false }
                    return mentions(tree.argumentValueText(argument))
                }) { return true }
            case .modifier:
                guard id != choice.site, !ConditionalColour.paintModifiers.contains(node.name),
                      !SwiftUIVocabulary.behaviourModifiers.contains(node.name) else { continue }
                if node.arguments.contains(where: { argument in
                    if case .closure = argument.value { return false }
                    return mentions(tree.argumentValueText(argument))
                }) { return true }
            case .branch, .ternary, .switchStatement:
                // Whatever it draws (a text, a symbol, a spacer that moves a bubble) is a cue besides colour.
                guard id != choice.site, let label = node.label, mentions(label) else { continue }
                if tree.drawnViews(of: id).contains(where: { $0 != id }) { return true }
            default:
                continue
            }
        }
        // A colour-only component (a status dot) whose state its callers pass in: they may show it beside it.
        return !drawsReadableView && scope.isSetByCallers(names, in: tree)
    }

    /// Shapes and colours: views that paint and say nothing.
    static func paintsOnly(_ name: String) -> Bool {
        ConditionalColour.isColourName(name) || SwiftUIVocabulary.boundsFillingShapes.contains(name)
            || name == SwiftUIView.spacer.rawValue || name == SwiftUIView.divider.rawValue
    }

    /// The type declaring the view (with its extensions in this file), or the file when there is none.
    struct Scope {
        let declarations: [NodeID]
        let ranges: [Range<Int>]

        init(of view: NodeID, in tree: ViewTree) {
            if let type = tree.declaringType(of: view) {
                let named = tree.typeDeclarations(named: tree[type].name)
                declarations = named.isEmpty ? [type] : named
            } else {
                declarations = [tree.root]
            }
            ranges = declarations.map { tree[$0].range }
        }

        func contains(_ id: NodeID, in tree: ViewTree) -> Bool {
            let offset = tree[id].range.lowerBound
            return ranges.contains { $0.contains(offset) }
        }

        /// Members and local values of the type that read every name (`var statusText: String { isOnline ? … }`,
        /// `let label = isOnline ? "On" : "Off"`), except the declaration drawing `view`.
        func derivedNames(reading names: Set<String>, except view: NodeID, in tree: ViewTree) -> Set<String> {
            let drawing = tree.declaringMember(of: view)
            var result = Set<String>()
            let members = declarations.flatMap { tree.members(of: $0) }.filter { tree[$0].kind != .typeDecl }
            let locals = tree.nodes(.localBinding).filter { contains($0, in: tree) }
            for id in members + locals where id != drawing && !names.contains(tree[id].name) && !isColour(id, in: tree) {
                if names.isSubset(of: Set(TraitText.identifiers(in: tree.text(in: tree[id].range)))) {
                    result.insert(tree[id].name)
                }
            }
            return result
        }

        /// A member declared as a colour or style (`var statusColor: Color`): it paints, and says nothing.
        private func isColour(_ id: NodeID, in tree: ViewTree) -> Bool {
            guard case .property(let info)? = tree[id].decl, let type = info.typeText else { return false }
            return TraitText.identifiers(in: type).contains { $0 == "Color" || $0 == "ShapeStyle" }
        }

        /// Whether the type reads `accessibilityDifferentiateWithoutColor` (to add a shape when it is on).
        func readsDifferentiateWithoutColor(in tree: ViewTree) -> Bool {
            declarations.flatMap { tree.members(of: $0) }.contains { member in
                guard case .property(let info)? = tree[member].decl else { return false }
                return info.attributes.contains { attribute in
                    attribute.arguments.contains {
                        TraitText.identifiers(in: tree.text(in: $0.range)).contains(differentiateWithoutColor)
                    }
                }
            }
        }

        /// Whether the condition's first name is a stored property without a value of its own, which the type's
        /// callers set (`let isOnline: Bool`).
        func isSetByCallers(_ names: Set<String>, in tree: ViewTree) -> Bool {
            declarations.flatMap { tree.members(of: $0) }.contains { member in
                guard names.contains(tree[member].name), case .property(let info)? = tree[member].decl else {
                    return false
                }
                let isWrapped = info.attributes.contains { ["State", "StateObject", "Environment"].contains($0.name) }
                return !info.isComputed && info.initializer == nil && !isWrapped && !info.isStatic
            }
        }
    }

    static let differentiateWithoutColor = "accessibilityDifferentiateWithoutColor"
}
