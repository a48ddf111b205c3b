/// What a component's `body` makes of its root view: role, label origin, flags, or a forward to another component.
extension ComponentExtractor {
    func bodyFacts(_ body: NodeID) -> BodyFacts {
        var facts = rootFacts(body)
        let roots = viewRoots(of: body)
        facts.flags.showsOnlyGlyphs = !roots.isEmpty && !VisualTextContent(tree: tree, path: path).mayShowText(anyOf: roots)
        return facts
    }

    private func rootFacts(_ body: NodeID) -> BodyFacts {
        var outer: [NodeID] = []
        var roots = viewRoots(of: body)
        var expansions = 0
        // Look through helper `var`s/`func`s of the type (`var body: some View { content }`), keeping the modifiers
        // written where they are used.
        // A `GeometryReader` around one view only measures it: that view is the root (`GeometryReader { proxy in
        // Button(action: action) { … } }`, a button sized to the space it is given).
        while roots.count == 1, let root = roots.first, expansions < Self.maximumExpansions,
              tree[root].kind == .reference || tree[root].kind == .call,
              let inner = computedHelper(resolving: root) ?? measuredContent(of: root) {
            outer.append(contentsOf: tree.modifiers(of: root))
            roots = viewRoots(of: inner)
            expansions += 1
        }
        guard roots.count == 1, let root = roots.first, tree[root].kind == .call || tree[root].kind == .reference else {
            var facts = BodyFacts(role: .container, label: .unknown, labelLocation: nil, flags: ComponentFlags())
            countContent(of: body, into: &facts.flags)
            return facts
        }
        outer = tree.modifiers(of: root) + outer
        var facts = coreFacts(of: root)
        countContent(of: root, into: &facts.flags)
        applyOuterModifiers(outer, to: &facts)
        return facts
    }

    /// The content closure of a `GeometryReader` that lays out one view; nil for anything else.
    private func measuredContent(of view: NodeID) -> NodeID? {
        guard tree[view].kind == .call, tree[view].name == Self.measuringContainer,
              let closure = tree.closures(of: view).first, viewRoots(of: closure).count == 1 else { return nil }
        return closure
    }

    static let measuringContainer = "GeometryReader"

    /// The views a declaration's body (or a closure) is made of, looking through `#if` clauses.
    func viewRoots(of declaration: NodeID) -> [NodeID] {
        var roots: [NodeID] = []
        var pending = tree.children(of: declaration).reversed().map { $0 }
        while let id = pending.popLast() {
            switch tree[id].kind {
            case .ifConfig, .ifConfigBranch:
                pending.append(contentsOf: tree.children(of: id).reversed())
            case .call, .reference, .conditional, .switchStatement, .ternary:
                roots.append(id)
            case .file, .typeDecl, .property, .function, .modifier, .closure, .branch, .localBinding, .statement,
                 .recovery:
                continue
            }
        }
        return roots
    }

    // MARK: The root view

    private func coreFacts(of root: NodeID) -> BodyFacts {
        let item = tree[root]
        var facts = BodyFacts(role: .container, label: .unknown, labelLocation: nil, flags: ComponentFlags())
        if item.kind == .reference {
            // `var body: some View { content }` with a stored `content`: the caller's view.
            facts.label = ComponentLabel(properties: [], fallback: .content(item.name))
            return facts
        }
        if let spec = tree.controlSpec(of: root) {
            facts.role = Self.role(of: spec.role)
            (facts.label, facts.labelLocation) = controlLabel(of: root, spec: spec)
            return facts
        }
        switch item.name {
        case "Image":
            if item.argument(labelled: "decorative") != nil {
                facts.role = .decorative
                facts.label = ComponentLabel(properties: [], fallback: .fixed(nil))
                return facts
            }
            facts.role = .image
            (facts.label, facts.labelLocation) = contentLabel(of: [root], outerRoot: root)
            return facts
        case "AsyncImage":
            facts.role = .image
            facts.label = ComponentLabel(properties: [], fallback: .iconOnly(symbolProperty: nil, symbol: nil))
            facts.labelLocation = location(of: root)
            return facts
        case "Text", "Label":
            facts.role = .label
            (facts.label, facts.labelLocation) = contentLabel(of: [root], outerRoot: root)
            return facts
        default:
            break
        }
        if !ViewNames.isBuiltIn(item.name), !item.name.contains("."),
           item.name.unicodeScalars.first?.properties.isUppercase == true {
            facts.forward = forwardFacts(of: root)
            facts.role = .unknown
            return facts
        }
        (facts.label, facts.labelLocation) = contentLabel(of: [root], outerRoot: root)
        return facts
    }

    static func role(of role: ControlSpec.Role) -> ComponentRole {
        switch role {
        case .button, .link, .navigationLink, .menu, .shareLink, .photosPicker: return .button
        case .toggle: return .toggle
        case .textField, .secureField, .textEditor: return .textField
        case .picker, .slider, .stepper, .datePicker, .colorPicker: return .control
        case .tab, .labeledContent: return .container
        }
    }

    /// A control's label: its title argument, its label closure or view argument.
    private func controlLabel(of control: NodeID, spec: ControlSpec) -> (ComponentLabel, ComponentLocation?) {
        let item = tree[control]
        if spec.hasTitleArgument, let title = item.firstUnlabelledArgument {
            if case .closure = title.value {} else {
                return (label(from: labelValue(of: title.value)), nil)
            }
        }
        if let closure = tree.labelClosure(of: control, spec: spec) {
            return contentLabel(of: tree.children(of: closure).filter { tree[$0].kind != .modifier })
        }
        if let argument = item.argument(labelled: "label") {
            if case .closure(let closure) = argument.value {
                return contentLabel(of: tree.children(of: closure).filter { tree[$0].kind != .modifier })
            }
            return (label(from: labelValue(of: argument.value)), nil)
        }
        if spec.labelClosure == .none || spec.role == .slider {
            return (ComponentLabel(properties: [], fallback: .empty), location(of: control))
        }
        return (.unknown, nil)
    }

    /// The label a single value gives: `Text(title)`, `"Save"`, `""`.
    func label(from value: ComponentParameter.Value) -> ComponentLabel {
        switch value {
        case .blank: return ComponentLabel(properties: [], fallback: .empty)
        case .text(let text): return ComponentLabel(properties: [], fallback: .fixed(text))
        case .property(let name): return ComponentLabel(properties: [name], fallback: .empty)
        case .content(let label): return label
        case .other: return ComponentLabel(properties: [], fallback: .fixed(nil))
        }
    }

    // MARK: Modifiers on the root

    private func applyOuterModifiers(_ modifiers: [NodeID], to facts: inout BodyFacts) {
        var frame: ComponentFrame?
        for modifier in modifiers {
            let item = tree[modifier]
            switch item.name {
            case "accessibilityLabel":
                if let value = item.arguments.first?.value { facts.ownLabel = label(from: labelValue(of: value)) }
            case "accessibility":
                if let value = item.argument(labelled: "label")?.value { facts.ownLabel = label(from: labelValue(of: value)) }
                if item.argument(labelled: "hidden")?.value.boolLiteral == true { facts.flags.isHidden = true }
            case "accessibilityHidden":
                if item.arguments.first?.value.boolLiteral == true { facts.flags.isHidden = true }
            case "accessibilityElement":
                facts.flags.grouping = item.argument(labelled: "children")?.value.memberName ?? "ignore"
            case "accessibilityAddTraits":
                let text = item.arguments.map { tree.text(in: $0.range) }.joined()
                if text.contains("isButton") || text.contains("isLink") { facts.flags.hasButtonTrait = true }
            case "onTapGesture":
                if Self.isSingleTap(item) { facts.flags.hasTapGesture = true }
            case _ where SwiftUIVocabulary.gestureModifiers.contains(item.name):
                if item.arguments.contains(where: { argument in
                    TraitText.identifiers(in: tree.text(in: argument.range)).contains { SwiftUIVocabulary.gestureTypes[$0] == .tap }
                }) {
                    facts.flags.hasTapGesture = true
                }
            case "frame":
                let width = item.argument(labelled: "width").flatMap(Self.number)
                let height = item.argument(labelled: "height").flatMap(Self.number)
                if width != nil || height != nil { frame = ComponentFrame(width: width, height: height) }
            case "padding", "contentShape":
                frame = nil
            default:
                break
            }
        }
        if let ownLabel = facts.ownLabel { facts.label = ownLabel.applied(over: facts.label) }
        if facts.flags.isHidden { facts.role = .decorative }
        if facts.flags.hasTapGesture, facts.flags.hasButtonTrait, facts.forward == nil { facts.role = .button }
        if facts.forward == nil, facts.role == .container, facts.flags.controlCount == 0,
           facts.flags.textAndImageCount >= 2, !facts.flags.hasTapGesture {
            facts.role = .card
        }
        // Only a tappable root's frame is its touch target.
        if facts.role == .button || facts.role == .toggle || facts.forward != nil || facts.flags.hasTapGesture {
            facts.fixedFrame = frame ?? facts.fixedFrame
        }
    }

    static func isSingleTap(_ modifier: Node) -> Bool {
        guard let count = modifier.argument(labelled: "count") else { return true }
        if case .number(let value, _) = count.value { return value == 1 }
        return false
    }

    static func number(_ argument: Argument) -> Double? {
        if case .number(let value, _) = argument.value { return value }
        return nil
    }

    /// Counts the controls, texts and images the root shows, and a tap gesture with its trait anywhere inside, and
    /// finds a minimum size kept inside.
    private func countContent(of root: NodeID, into flags: inout ComponentFlags) {
        var visits = 0
        tree.walk(from: root) { id in
            visits += 1
            if visits > Self.maximumVisits { return .stop }
            switch tree[id].kind {
            case .call:
                if tree.controlSpec(of: id) != nil {
                    flags.controlCount += 1
                    if tree.isFieldTakingInput(id),
                       !tree.ancestors(of: id).prefix(while: { $0 != root }).contains(where: { ancestor in
                           [.branch, .conditional, .switchStatement, .ternary].contains(tree[ancestor].kind)
                       }) {
                        flags.drawsTextInput = true
                    }
                } else if ["Text", "Label", "AsyncImage"].contains(tree[id].name)
                            || (tree[id].name == "Image" && tree[id].argument(labelled: "decorative") == nil) {
                    flags.textAndImageCount += 1
                }
            case .modifier:
                if tree[id].name == SwiftUIModifier.onTapGesture.rawValue, Self.isSingleTap(tree[id]) {
                    flags.hasTapGesture = true
                }
                if tree[id].name == "accessibilityAddTraits",
                   tree[id].arguments.contains(where: { tree.text(in: $0.range).contains("isButton") }) {
                    flags.hasButtonTrait = true
                }
                if tree[id].name == SwiftUIModifier.frame.rawValue,
                   let minWidth = tree[id].argument(labelled: "minWidth"),
                   let minHeight = tree[id].argument(labelled: "minHeight") {
                    flags.minimumFrame = ComponentFrame(width: Self.number(minWidth), height: Self.number(minHeight))
                }
                if LabelPresentation.startsNewContext(tree[id].name) { return .skipChildren }
            default:
                break
            }
            return .visitChildren
        }
    }

    // MARK: Forwarding to another component

    private func forwardFacts(of call: NodeID) -> ForwardFacts {
        let item = tree[call]
        var argumentClosures = Set<NodeID>()
        var arguments: [(label: String?, value: ComponentParameter.Value)] = item.arguments.map { argument in
            if case .closure(let closure) = argument.value { argumentClosures.insert(closure) }
            return (argument.label, labelValue(of: argument.value))
        }
        let trailing = tree.closures(of: call).filter { !argumentClosures.contains($0) }
        for closure in trailing {
            let (label, _) = contentLabel(of: tree.children(of: closure).filter { tree[$0].kind != .modifier })
            arguments.append((tree[closure].label, .content(label)))
        }
        return ForwardFacts(callee: item.name, arguments: arguments, trailingClosureCount: trailing.count)
    }
}
