/// Which animations of a type a Reduce Motion read covers (issue 18: a read somewhere in the type does not make
/// every animation of it safe), and which state changes the user starts.
struct ReduceMotionGuards {
    let tree: ViewTree
    /// The type's declarations in this file (the type and its extensions), or the file for top-level code.
    let declarations: [NodeID]
    /// The closure properties of view types that the type calls only when the user acts
    /// (`userActionCallbacks(in:)`), by simple type name, over the linted files.
    var userActionCallbacks: [String: Set<String>] = [:]

    /// How many helper declarations one question follows.
    static let maximumDepth = 3

    // MARK: Reads

    /// Whether one of `ranges` reads Reduce Motion, directly or through a member of the type or a local value it
    /// names (`.animation(springUnlessReduced, value: x)` with `var springUnlessReduced: Animation? { … }`).
    func mentionReduceMotion(_ ranges: [Range<Int>]) -> Bool {
        ranges.contains { range in
            VisualMotionScope.readsReduceMotion(in: range, of: tree.source)
                || mentionsThroughMembers(TraitText.identifiers(in: tree.text(in: range)))
        }
    }

    /// Whether a condition's text (`if shouldAnimate`, `guard !reduceMotion`) reads Reduce Motion.
    func mentionReduceMotion(condition text: String) -> Bool {
        let identifiers = TraitText.identifiers(in: text)
        return identifiers.contains(where: Self.namesReduceMotion) || mentionsThroughMembers(identifiers)
    }

    static func namesReduceMotion(_ identifier: String) -> Bool {
        ["educeMotion", "educedMotion", "nimationReduced", "educedAnimation"].contains { identifier.contains($0) }
    }

    private func mentionsThroughMembers(_ identifiers: [String]) -> Bool {
        for name in Set(identifiers) {
            let declarations = (tree.propertiesAndFunctionsByName[name] ?? []) + localValues(named: name)
            for declaration in declarations where isInScope(declaration) {
                if VisualMotionScope.readsReduceMotion(in: tree[declaration].range, of: tree.source) { return true }
            }
        }
        return false
    }

    /// `let animation = reduceMotion ? nil : Animation.spring()` in a body of the type.
    private func localValues(named name: String) -> [NodeID] {
        declarations.flatMap { tree.descendants(of: $0) }.filter {
            tree[$0].kind == .localBinding && tree[$0].name == name
        }
    }

    private func isInScope(_ declaration: NodeID) -> Bool {
        tree.ancestors(of: declaration).contains(where: declarations.contains)
    }

    // MARK: Coverage

    /// Whether a Reduce Motion read covers the animation `node` (an `.animation` modifier, a `withAnimation` call,
    /// a confetti or symbol effect): its own arguments read it (`.animation(reduceMotion ? nil : .spring())`); an
    /// enclosing condition does (`if !reduceMotion { withAnimation { … } }`, the `else` of `if reduceMotion`); an
    /// earlier statement of an enclosing body does (`guard !reduceMotion else { return }`); a `.transaction` around
    /// it does; or, for `.animation(_:value:)`, every change of the value happens under such a guard.
    func covers(_ node: NodeID) -> Bool {
        let item = tree[node]
        if mentionReduceMotion(item.arguments.filter { $0.label != "value" }.map(\.range)) { return true }
        if isGuarded(node) { return true }
        if let owner = item.kind == .modifier ? item.parent : nil,
           tree.effectiveModifiers(named: "transaction", of: owner).contains(where: {
               mentionReduceMotion([tree[$0].range])
           }) {
            return true
        }
        if item.kind == .modifier, let value = tree.argument("value", of: node) {
            let state = Set(TraitText.identifiers(in: tree.text(in: value.range)).filter { isStoredState($0) })
            if !state.isEmpty, changesAreGuarded(state) { return true }
        }
        return false
    }

    /// Whether a read of the setting covers `use`, a view of another type shown by this one: an enclosing guard,
    /// a read in its arguments or modifiers, or state it is handed that changes only under a guard.
    func coversUse(_ use: NodeID) -> Bool {
        let ranges = [tree[use].range] + tree.modifiers(of: use).map { tree[$0].range }
        if isGuarded(use) || mentionReduceMotion(ranges) { return true }
        let state = Set(ranges.flatMap { TraitText.identifiers(in: tree.text(in: $0)) }.filter(isStoredState))
        return !state.isEmpty && changesAreGuarded(state)
    }

    /// An enclosing `if`/`switch`/ternary whose condition reads Reduce Motion, or an earlier statement of an
    /// enclosing body that does. The branch that runs only with Reduce Motion on (`if reduceMotion { … }`, the
    /// `else` of `if !reduceMotion`) is no guard for what it holds.
    func isGuarded(_ node: NodeID) -> Bool {
        var child = node
        var current = tree.parent(of: node)
        while let id = current {
            let item = tree[id]
            switch item.kind {
            case .conditional:
                // The `else` of `if reduceMotion { … } else { … }` is guarded by the `if`'s condition.
                if !runsOnlyWithReduceMotionOn(child, in: id), tree.children(of: id).contains(where: {
                    tree[$0].kind == .branch && mentionReduceMotion(condition: tree[$0].label ?? "")
                }) {
                    return true
                }
            case .branch:
                if let label = item.label, mentionReduceMotion(condition: label),
                   !Self.isPlainRead(label) || namesNegatedSetting(label) {
                    return true
                }
            case .ternary, .switchStatement:
                if let label = item.label, mentionReduceMotion(condition: label) { return true }
            case .closure, .function, .statement, .property:
                for sibling in tree.children(of: id) {
                    if sibling == child { break }
                    if leavesOnReduceMotion(sibling) { return true }
                }
            case .typeDecl, .file:
                return false
            default:
                break
            }
            if item.kind == .function || item.kind == .property { return false }
            child = id
            current = item.parent
        }
        return false
    }

    /// Whether `branch` of `conditional` runs only when Reduce Motion is on: `if reduceMotion { … }`, or the `else`
    /// of a lone `if !reduceMotion { … }`. Any other condition (`&&`, `||`, a comparison) is taken as a guard.
    private func runsOnlyWithReduceMotionOn(_ branch: NodeID, in conditional: NodeID) -> Bool {
        guard tree[branch].kind == .branch else { return false }
        if let label = tree[branch].label, tree[branch].name != "else" {
            return Self.isPlainRead(label) && mentionReduceMotion(condition: label) && !namesNegatedSetting(label)
        }
        let branches = tree.children(of: conditional).filter { tree[$0].kind == .branch }
        guard branches.count == 2, let first = branches.first, let condition = tree[first].label,
              condition.hasPrefix("!") else { return false }
        let read = String(condition.dropFirst())
        return Self.isPlainRead(read) && mentionReduceMotion(condition: read) && !namesNegatedSetting(read)
    }

    /// Whether a plain name (`canAnimate`) is a member or local value of the type that holds the setting negated,
    /// alone or in a conjunction (`var canAnimate: Bool { isEnabled && !reduceMotion }`, `let shouldAnimate =
    /// !UIAccessibility.isReduceMotionEnabled`): true only when Reduce Motion is off, so `if canAnimate { … }`
    /// guards what it holds.
    private func namesNegatedSetting(_ condition: String) -> Bool {
        let name = String(condition.filter { !$0.isWhitespace }.split(separator: ".").last ?? "")
        guard !Self.namesReduceMotion(name) else { return false }
        let declarations = (tree.propertiesAndFunctionsByName[name] ?? []) + localValues(named: name)
        return declarations.contains { declaration in
            guard isInScope(declaration) else { return false }
            let text = tree.text(in: tree[declaration].range).filter { !$0.isWhitespace }
            guard !text.contains("||") else { return false }
            // `isEnabled && !isLoading && !reduceMotion`: one of the names negated is the setting.
            return text.indices.contains { index in
                guard text[index] == "!" else { return false }
                let negated = text[text.index(after: index)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                return negated.split(separator: ".").last.map { Self.namesReduceMotion(String($0)) } ?? false
            }
        }
    }

    /// `reduceMotion`, `self.reduceMotion`, `UIAccessibility.isReduceMotionEnabled`: a name read as it is, with
    /// no negation, comparison or other operand.
    private static func isPlainRead(_ condition: String) -> Bool {
        let text = condition.filter { !$0.isWhitespace }
        return !text.isEmpty && TraitText.isNamePath(text)
    }

    /// `guard !reduceMotion else { return }`, or `if reduceMotion { …; return }`: a statement that leaves the body
    /// when Reduce Motion is on, covering what follows it. A statement that only reads the setting (an `if` drawing
    /// a still view in a view builder, `isPulsing = !reduceMotion`) covers nothing after it.
    private func leavesOnReduceMotion(_ statement: NodeID) -> Bool {
        let item = tree[statement]
        switch item.kind {
        case .statement:
            guard let label = item.label, TraitText.identifiers(in: label).first == "guard" else { return false }
            return mentionReduceMotion(condition: label)
        case .conditional:
            return tree.children(of: statement).contains { branch in
                tree[branch].kind == .branch && mentionReduceMotion(condition: tree[branch].label ?? "")
                    && Self.exitKeywords.contains {
                        StringSearch.source(tree.source, in: tree[branch].range, contains: $0)
                    }
            }
        default:
            return false
        }
    }

    /// Words that leave a body early.
    private static let exitKeywords: [StaticString] = ["return", "throw", "break", "continue"]

    /// Every place the type changes `state` (assignments, `toggle()` and other mutations) is guarded, or reads
    /// Reduce Motion itself (`isAnimating = !reduceMotion`); at least one such place exists.
    func changesAreGuarded(_ state: Set<String>) -> Bool {
        let changes = self.changes(of: state)
        return !changes.isEmpty && changes.allSatisfy { isGuarded($0) || mentionReduceMotion([tree[$0].range]) }
    }

    /// Statements and calls of the type that assign, toggle or mutate one of `state`.
    func changes(of state: Set<String>) -> [NodeID] {
        declarations.flatMap { tree.descendants(of: $0) }.filter { node in
            let item = tree[node]
            switch item.kind {
            case .statement:
                return VisualMotionScope.assignedName(item.label ?? "").map(state.contains) ?? false
            case .call:
                let path = item.name.hasPrefix("self.") ? item.name.dropFirst(5) : Substring(item.name)
                let parts = path.split(separator: ".")
                return parts.count == 2 && state.contains(String(parts[0]))
                    && VisualMotionScope.mutatingMethods.contains(String(parts[1]))
            default:
                return false
            }
        }
    }

    /// A stored property of the type (`@State`, `@Binding`, a plain `var`): something a change can animate.
    private func isStoredState(_ name: String) -> Bool {
        (tree.propertiesAndFunctionsByName[name] ?? []).contains { declaration in
            guard isInScope(declaration), case .property(let info)? = tree[declaration].decl else { return false }
            return !info.isComputed
        }
    }

    // MARK: Who starts it

    /// Modifiers whose closures run when the user acts.
    static let userActionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "onSubmit",
        "refreshable", "onDrag", "onDrop", "onMoveCommand", "onDeleteCommand", "onKeyPress",
    ]

    /// Whether every change of `state` runs because the user acted: in a control's action, a tap or gesture
    /// handler, or a function of the type that only such places call. False when there is no change to look at.
    func changesAreUserInitiated(_ state: Set<String>) -> Bool {
        let changes = self.changes(of: state).filter { !isResetOnAppear($0) }
        return !changes.isEmpty && changes.allSatisfy { isUserInitiated($0, depth: 0) }
    }

    /// `showMenu = false` directly in an `.onAppear` of a type declaring `@State var showMenu = false`: the state
    /// put back where it starts whenever the view shows, which starts no motion of its own.
    private func isResetOnAppear(_ change: NodeID) -> Bool {
        guard tree[change].kind == .statement, let label = tree[change].label,
              let name = VisualMotionScope.assignedName(label), !label.contains("+="), !label.contains("-="),
              let equals = label.firstIndex(of: "=") else { return false }
        let value = label[label.index(after: equals)...].filter { !$0.isWhitespace }
        let passedThrough: Set<NodeKind> = [.closure, .conditional, .branch]
        guard let enclosing = tree.ancestors(of: change).first(where: { !passedThrough.contains(tree[$0].kind) }),
              tree[enclosing].kind == .modifier, tree[enclosing].name == SwiftUIModifier.onAppear.rawValue,
              let initial = VisualTree.property(named: name, visibleFrom: change, in: tree)?.initializer else {
            return false
        }
        switch initial {
        case .bool(let flag): return value == String(flag)
        case .number(_, let text): return value == text
        case .identifier(let identifier): return identifier == "nil" && value == "nil"
        default: return false
        }
    }

    /// Whether `node` runs because the user acted: it lies in a control's action, a tap or gesture handler, or a
    /// function of the type that only such places call.
    func isUserInitiated(_ node: NodeID) -> Bool { isUserInitiated(node, depth: 0) }

    private func isUserInitiated(_ node: NodeID, depth: Int) -> Bool {
        var current = tree.parent(of: node)
        var child = node
        while let id = current {
            let item = tree[id]
            switch item.kind {
            case .modifier where Self.userActionModifiers.contains(item.name):
                return true
            case .call where ViewTree.controlNames.contains(item.name):
                // A control's action closure (not its label).
                if tree[child].kind == .closure, !tree.isLabelPart(child, of: id) { return true }
            case .call where tree[child].kind == .closure && !userActionCallbacks.isEmpty:
                // `PanelView(onBack: { … })`, whose `onBack` the panel calls only from its buttons.
                if let label = tree[child].label,
                   userActionCallbacks[FileReferenceFacts.simpleName(item.name)]?.contains(label) == true { return true }
            case .function:
                return depth < Self.maximumDepth && isOnlyCalledByTheUser(item.name, depth: depth + 1)
            case .property, .typeDecl, .file:
                return false
            default:
                break
            }
            child = id
            current = item.parent
        }
        return false
    }

    /// `Button(action: save)`, `Button("Save") { save() }`: every use of the function `name` in the type is a
    /// control's action or lies in one.
    private func isOnlyCalledByTheUser(_ name: String, depth: Int) -> Bool {
        (userInitiatedUses(of: name, depth: depth, among: declarations.flatMap { tree.descendants(of: $0) }) ?? 0) > 0
    }

    /// How many uses of the function or closure `name` `nodes` hold (calls, and controls' `action:` arguments),
    /// when every one runs because the user acted; nil when one does not.
    private func userInitiatedUses(of name: String, depth: Int, among nodes: [NodeID]) -> Int? {
        var uses = 0
        for node in nodes {
            let item = tree[node]
            if item.kind == .call, item.name == name || item.name == "self." + name {
                uses += 1
                guard isUserInitiated(node, depth: depth) else { return nil }
            } else if item.kind == .call, ViewTree.controlNames.contains(item.name),
                      case .identifier(name)? = tree.argument("action", of: node)?.value {
                uses += 1
            }
        }
        return uses
    }

    /// The closure properties of each type of the file (`let onBack: () -> Void`) that it calls only from its
    /// controls' actions and its tap or gesture handlers (`Button(action: onBack)`, `Button { onSelect(item) }`),
    /// by simple type name: a closure a parent hands in under that label runs when the user acts.
    static func userActionCallbacks(in tree: ViewTree) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for type in tree.typeDeclarations() {
            guard !tree.isExtension(type) else { continue }
            let callbacks = tree.members(of: type).compactMap { member -> String? in
                guard case .property(let property)? = tree[member].decl, !property.isComputed,
                      property.typeText?.contains("->") == true else { return nil }
                return tree[member].name
            }
            guard !callbacks.isEmpty else { continue }
            let declarations = tree.declarationAndExtensions(of: type)
            let guards = ReduceMotionGuards(tree: tree, declarations: declarations)
            let nodes = declarations.flatMap { tree.descendants(of: $0) }
            // Counted once, and only for a type with a callback its controls call.
            lazy var mentions: [String: Int] = declarations.reduce(into: [:]) { counts, declaration in
                for name in TraitText.identifiers(in: tree.text(in: tree[declaration].range)) { counts[name, default: 0] += 1 }
            }
            // Called only where the user acts, and mentioned nowhere else (`Child(onTap: onTap)` may call it on
            // appear): the property's own declaration mentions it once.
            let called = callbacks.filter { name in
                guard let uses = guards.userInitiatedUses(of: name, depth: 0, among: nodes), uses > 0 else { return false }
                return mentions[name] == uses + 1
            }
            if !called.isEmpty { result[FileReferenceFacts.simpleName(tree[type].name), default: []].formUnion(called) }
        }
        return result
    }
}
