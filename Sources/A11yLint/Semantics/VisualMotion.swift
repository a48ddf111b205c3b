import SwiftLexer

/// What the motion rule needs to know about the type an animation lives in: whether it, or a caller in this file,
/// reads Reduce Motion, which reads cover which animation, and which motion effects it drives from state.
struct VisualMotionScope {
    /// A declaration of the type (or an extension of it in this file) reads Reduce Motion somewhere: each
    /// animation must then be covered by that read (`ReduceMotionGuards`), not merely share a type with it.
    var readsReduceMotion: Bool
    /// Another type of this file that uses this one reads the setting: the caller decides (it may not show this
    /// view at all when Reduce Motion is on), so the type's animations are left alone.
    var callerHandlesReduceMotion = false
    /// Has a drag gesture: effects that follow the drag's translation follow the finger.
    var followsDrag = false
    /// The type's declarations in this file (the type and its extensions), or the file for top-level code.
    var declarations: [NodeID] = []
    /// Where the type's Reduce Motion reads apply.
    var guards: ReduceMotionGuards
    /// What every animation of the type asks again, worked out on the first question: a type with many
    /// `withAnimation` calls listed its nodes and found its tick regions once per call.
    private let memo = Memo()

    private final class Memo {
        var nodes: [NodeID]?
        var tickRegions: [TimeSources.Region]?
    }

    /// Modifiers that move content when their arguments change.
    static let motionEffects: Set<String> = ["scaleEffect", "rotationEffect", "offset", "rotation3DEffect"]
    /// Drag values whose changes follow the finger.
    static let dragValues: Set<String> = ["translation", "location", "predictedEndTranslation", "startLocation"]
    /// Offsets and scales up to these amounts are small layout changes or press feedback (precision lesson 5).
    static let smallOffset = 10.0
    static let smallScaleChange = 0.25
    /// A rotation by up to this many degrees is a tilt, as small a change as a nudge.
    static let smallRotation = 10.0
    /// A scaling transition that starts at this scale or more is a subtle zoom that Reduce Motion does not ask to
    /// remove (the system's own menus and popovers do it).
    static let smallTransitionScale = 0.9

    /// The scope of `id`: its type and the type's extensions in this file, or the whole file for top-level code.
    /// Other declarations of the same name (a file of many `struct Row`s) are other types: each animation reading
    /// them all made a file of such views quadratic.
    static func of(_ id: NodeID, in tree: ViewTree, readers: ReduceMotionReaders,
                   userActionCallbacks: [String: Set<String>] = [:]) -> VisualMotionScope {
        let own = tree.declaringType(of: id)
        let typeName = own.map { tree[$0].name }
        let declarations = own.map(tree.declarationAndExtensions(of:)) ?? [tree.root]
        let source = tree.source
        var guards = ReduceMotionGuards(tree: tree, declarations: declarations)
        guards.userActionCallbacks = userActionCallbacks
        var scope = VisualMotionScope(readsReduceMotion: false, guards: guards)
        scope.declarations = declarations
        if let typeName {
            scope.readsReduceMotion = readers.include(typeName, in: tree)
            scope.callerHandlesReduceMotion = readers.includeAUserOf(typeName, in: tree)
        } else {
            scope.readsReduceMotion = readsReduceMotion(in: tree[tree.root].range, of: source)
        }
        // Offsets in a type with a drag gesture follow the finger (direct manipulation, e.g. reordering tabs):
        // settling them is a small, user-initiated layout change.
        scope.followsDrag = declarations.contains {
            VisualTree.containsIdentifier(SwiftUIVocabulary.dragGesture, in: tree[$0].range, of: source)
        }
        return scope
    }

    /// The effects and transitions that move content. `moves` is what the rule reports on.
    struct Motion {
        var effects: [NodeID] = []
        var transitions: [NodeID] = []
        var moves: Bool { !effects.isEmpty || !transitions.isEmpty }
        var rotatesIn3D = false
    }

    /// Any motion of the type, as far as this file shows.
    func motion(of tree: ViewTree) -> Motion {
        motion(in: nodes(of: tree), of: tree)
    }

    /// The nodes of the type's declarations in this file (of the file, for top-level code).
    private func nodes(of tree: ViewTree) -> [NodeID] {
        if let nodes = memo.nodes { return nodes }
        let nodes = declarations.flatMap { tree.descendants(of: $0) }
        memo.nodes = nodes
        return nodes
    }

    /// The motion effects among `nodes`: state-driven scale, rotation or offset (drag-following, small feedback,
    /// slides that fade and effects that read Reduce Motion excluded), and large scaling transitions. With `state`,
    /// only those that depend on it: effects whose arguments name it, transitions of views shown or listed by a
    /// condition or `ForEach` that names it.
    func motion(in nodes: [NodeID], of tree: ViewTree, dependingOn state: Set<String>? = nil) -> Motion {
        var motion = Motion()
        for node in nodes {
            guard let name = Self.effectName(node, in: tree) else { continue }
            if name == "transition", Self.isScalingTransition(node, in: tree),
               !(readsReduceMotion && guards.mentionReduceMotion(tree[node].arguments.map(\.range))),
               state.map({ Self.isShownDepending(on: $0, transition: node, in: tree) }) ?? true {
                motion.transitions.append(node)
            }
            guard Self.motionEffects.contains(name) || (name == "modifier" && appliesGeometryEffect(node, in: tree))
            else { continue }
            let arguments = tree[node].arguments
            if let state {
                let named = state.filter { name in arguments.contains { Self.names([name], in: $0.range, of: tree) } }
                // Drawn only while an `if` on the state holds (`if showsBadge { badge.scaleEffect(showsBadge ? 1 :
                // 0.5) }`): the effect never sees the state change; the view is inserted as it ends.
                if named.isEmpty || named.allSatisfy({ Self.isHeldByEnclosingCondition($0, of: node, in: tree) }) {
                    continue
                }
            }
            guard arguments.contains(where: { !Self.isConstant($0.value) }),
                  !Self.isSmallFeedback(node, effect: name, in: tree), !followsFinger(node, effect: name, in: tree),
                  !(name == "offset" && Self.isSlideWithFade(node, in: tree)),
                  !(readsReduceMotion && guards.mentionReduceMotion(arguments.map(\.range))) else { continue }
            motion.effects.append(node)
            if name == "rotation3DEffect" { motion.rotatesIn3D = true }
        }
        return motion
    }

    /// Whether `name` is the whole of a clause (`finished`, `!finished`) of an `if` whose branch draws `node`, or of a
    /// one-clause `if` whose later branch does: its value stays the same as long as `node` is drawn.
    static func isHeldByEnclosingCondition(_ name: String, of node: NodeID, in tree: ViewTree) -> Bool {
        var item = node
        while let parent = tree.parent(of: item) {
            defer { item = parent }
            guard tree[parent].kind == .branch, let choice = tree.parent(of: parent),
                  let first = tree.children(of: choice).first, let condition = tree[first].label else { continue }
            let clauses = condition.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard clauses.contains(name) || clauses.contains("!" + name) else { continue }
            if first == parent || clauses.count == 1 { return true }
        }
        return false
    }

    /// The motion an implicit `.animation(_:value:)` animates: effects on the view it modifies and inside it that
    /// depend on its value (directly, through the computed property the value is, or through computed properties
    /// that read it). Modifiers after it in the chain, and what they draw, are outside the view it animates.
    /// `.animation(.default, value: contentOpacity)` only fades, even when the view also slides on another state.
    func motion(animatedBy modifier: NodeID, in tree: ViewTree) -> Motion {
        let animated = Self.content(animatedBy: modifier, in: tree)
        guard let value = tree.argument("value", of: modifier) else { return motion(in: animated, of: tree) }
        var state = Self.names(in: value, of: tree)
        // `value: standByContentOpacity` with `var standByContentOpacity: Double { hasAppeared ? 1 : 0 }`.
        for member in declarations.flatMap({ tree.members(of: $0) }) where state.contains(tree[member].name) {
            guard case .property(let info)? = tree[member].decl, info.isComputed else { continue }
            // Its type (`Double`) is not state.
            state.formUnion(TraitText.identifiers(in: tree.text(in: tree[member].range)).filter { $0.first?.isLowercase == true })
        }
        return motion(in: animated, of: tree, dependingOn: withComputedReaders(of: state, in: tree))
    }

    /// Whether nothing an `.animation(_:value:)` modifies reads its value, directly or through computed properties
    /// and functions of the type (`Circle().frame(width: 6, height: 6).animation(.easeInOut.repeatForever(),
    /// value: isStreaming)`): a change of the value then animates nothing, however the animation repeats.
    func animatesNothing(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let value = tree.argument("value", of: modifier), let owner = tree[modifier].parent else { return false }
        var state = withComputedReaders(of: Self.names(in: value, of: tree), in: tree)
        for member in declarations.flatMap({ tree.members(of: $0) })
        where tree[member].kind == .function && Self.names(state, in: tree[member].range, of: tree) {
            state.insert(tree[member].name)
        }
        let modified = tree[owner].range.lowerBound..<tree[modifier].range.lowerBound
        return !state.isEmpty && !Self.names(state, in: modified, of: tree)
    }

    /// Whether a `withAnimation` call changes nothing a view reads: its closure is empty (`withAnimation(.spring())
    /// { /* press feedback */ }`), or every `@State` it sets is named nowhere in the type but where it is declared
    /// and where it is set (a shimmer's `phase` that no view reads), so nothing on screen moves.
    func animatesNothing(call: NodeID, in tree: ViewTree) -> Bool {
        let closures = tree.closures(of: call)
        guard !closures.isEmpty else { return false }
        if closures.allSatisfy(tree.isEmptyClosure) { return true }
        guard let changed = stateChanged(by: call, in: tree), !changed.isEmpty else { return false }
        var writes: [Range<Int>] = []
        for name in changed {
            guard let declaration = member(named: name, in: tree), case .property(let info)? = tree[declaration].decl,
                  info.attributes.contains(where: { $0.name == SwiftUIVocabulary.stateAttribute }) else { return false }
            writes.append(tree[declaration].range)
        }
        for node in nodes(of: tree) where tree[node].kind == .statement {
            if let name = Self.assignedName(tree[node].label ?? ""), changed.contains(name) {
                writes.append(tree[node].range)
            }
        }
        writes.sort { $0.lowerBound < $1.lowerBound }
        return !declarations.contains { declaration in
            let range = tree[declaration].range
            // A binding (`$phase`) handed to a view is a read.
            if changed.contains(where: { tree.text(in: range).contains("$" + $0) }) { return true }
            var start = range.lowerBound
            var rest: [Range<Int>] = []
            for write in writes where write.lowerBound >= start && write.upperBound <= range.upperBound {
                rest.append(start..<write.lowerBound)
                start = write.upperBound
            }
            rest.append(start..<range.upperBound)
            return rest.contains { part in
                changed.contains { VisualTree.containsIdentifier($0, in: part, of: tree.source) }
            }
        }
    }

    /// The view an `.animation(_:value:)` modifies, with the modifiers before it: what it animates.
    static func content(animatedBy modifier: NodeID, in tree: ViewTree) -> [NodeID] {
        guard let owner = tree[modifier].parent else { return [] }
        let later = tree.modifiers(of: owner).drop { $0 != modifier }
        var outside = Set(later)
        for node in later { outside.formUnion(tree.descendants(of: node)) }
        return tree.descendants(of: owner).filter { !outside.contains($0) }
    }

    /// The names an argument reads (`value: model.isSyncing` → `model`, `isSyncing`).
    static func names(in argument: Argument, of tree: ViewTree) -> Set<String> {
        Set(TraitText.identifiers(in: tree.text(in: argument.range))).subtracting(["self"])
    }

    /// Whether an endless animation only pulses a colour or an opacity (`onlyFadesOrRecolours`): the value an
    /// `.animation(_:value:)` watches, read by the view it modifies, or the state a `withAnimation` closure sets,
    /// read across the type.
    func onlyFadesOrRecolours(animatedBy id: NodeID, in tree: ViewTree) -> Bool {
        if tree[id].kind == .modifier {
            guard let value = tree.argument("value", of: id) else { return false }
            var content = Self.content(animatedBy: id, in: tree)
            // A view of this file the value is handed to (`GlowDot(intensity: glow).animation(…, value: glow)`), or
            // a helper of the type drawing the view (`circlesView().animation(…, value: animate)`).
            if let owner = tree[id].parent, tree[owner].kind == .call || tree[owner].kind == .reference,
               tree.typeDeclarations(named: tree[owner].name).contains(where: tree.conformsToView)
                || member(named: tree[owner].name, in: tree) != nil {
                content.insert(owner, at: 0)
            }
            // `.opacity(opacity)` with `var opacity: CGFloat { animate ? 1 : 0.4 }` reads the value too.
            return onlyFadesOrRecolours(valueReaders(of: Self.names(in: value, of: tree), in: tree),
                                        in: content, of: tree)
        }
        guard let state = stateChanged(by: id, in: tree) else { return false }
        return onlyFadesOrRecolours(valueReaders(of: state, in: tree), in: nodes(of: tree), of: tree)
    }

    /// `state` and the computed values of the type that read it (`var opacity: CGFloat { animate ? 1 : 0.4 }`),
    /// not the view helpers that draw with it (`body`, `var card: some View`), whose reads are judged where they are.
    private func valueReaders(of state: Set<String>, in tree: ViewTree) -> Set<String> {
        let views = Set(declarations.flatMap { tree.members(of: $0) }.compactMap { member -> String? in
            guard case .property(let info)? = tree[member].decl, info.typeText?.contains("View") == true else { return nil }
            return tree[member].name
        })
        return withComputedReaders(of: state, in: tree).subtracting(views.subtracting(state))
    }

    /// `state` and the computed properties of the type that read it, directly or through each other
    /// (`var scale: CGFloat { isPressed ? 1.2 : 1 }` for `isPressed`).
    private func withComputedReaders(of state: Set<String>, in tree: ViewTree) -> Set<String> {
        var state = state
        let members = declarations.flatMap { tree.members(of: $0) }
        var grew = true
        while grew {
            grew = false
            for member in members where tree[member].kind == .property && !state.contains(tree[member].name) {
                guard case .property(let info)? = tree[member].decl, info.isComputed,
                      Self.names(state, in: tree[member].range, of: tree) else { continue }
                state.insert(tree[member].name)
                grew = true
            }
        }
        return state
    }

    /// The motion a `withAnimation { … }` call animates. When its closure only sets, toggles or mutates state of
    /// the type (directly or in functions of the type it calls) or dismisses the view, the motion that depends on
    /// that state, directly or through computed properties of the type; otherwise any motion of the type, as far
    /// as this file shows. A type that pulses a text's colour in one place and scales list rows in another does not
    /// move anything when the colour changes.
    func motion(animatedByCall call: NodeID, in tree: ViewTree) -> Motion {
        guard let state = stateChanged(by: call, in: tree) else { return motion(of: tree) }
        guard !state.isEmpty else { return Motion() }
        // Computed properties read the state for the effects (`var scale: CGFloat { isPressed ? 1.2 : 1 }`).
        return motion(in: nodes(of: tree), of: tree,
                      dependingOn: withComputedReaders(of: state, in: tree))
    }

    // MARK: Content that advances by itself

    /// Whether `call` runs on each tick of a time source of the type: in a timer's closure, the
    /// `.onReceive(timer)` closure or a loop that sleeps on each pass (`TimeSources`). Motion started there runs
    /// by itself, again and again, and is never the user's own doing.
    func runsOnTick(_ call: NodeID, in tree: ViewTree) -> Bool {
        if Self.runsInSelfSchedulingDelay(call, in: tree) { return true }
        let range = tree[call].range
        return tickRegions(of: tree).contains {
            $0.range.lowerBound <= range.lowerBound && range.upperBound <= $0.range.upperBound
        }
    }

    private func tickRegions(of tree: ViewTree) -> [TimeSources.Region] {
        if let regions = memo.tickRegions { return regions }
        let regions = TimeSources.tickRegions(ofDeclarations: declarations, in: tree)
        memo.tickRegions = regions
        return regions
    }

    /// `func advance() { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { withAnimation { page += 1 }; advance() } }`:
    /// a delay whose closure calls the function that schedules it again ticks like a repeating timer.
    static func runsInSelfSchedulingDelay(_ call: NodeID, in tree: ViewTree) -> Bool {
        guard let function = tree.declaringMember(of: call), tree[function].kind == .function else { return false }
        let name = tree[function].name
        return tree.ancestors(of: call).contains { delay in
            tree[delay].kind == .modifier && tree[delay].name == "asyncAfter" && tree.descendants(of: delay).contains {
                tree[$0].kind == .call && (tree[$0].name == name || tree[$0].name == "self." + name)
            }
        }
    }

    /// The paging views of the type whose page `state` selects: a `TabView(selection: $page)` with a page style,
    /// or a scroll view positioned by `.scrollPosition(id: $page)`. Changing the state slides another page in.
    func pagingViews(selectedBy state: Set<String>, in tree: ViewTree) -> [NodeID] {
        // Bound as `$page` (a token of its own kind) or `$model.page`.
        let binds = { (range: Range<Int>) in
            TraitText.identifiers(in: tree.text(in: range)).contains { state.contains(String($0.drop { $0 == "$" })) }
        }
        let tabViews = tree.calls(named: "TabView").filter { tabView in
            guard let selection = tree.argument("selection", of: tabView), binds(selection.range) else { return false }
            return tree.modifiers(named: "tabViewStyle", of: tabView).contains { style in
                tree[style].arguments.contains {
                    VisualTree.containsIdentifier("page", in: $0.range, of: tree.source)
                        || VisualTree.containsIdentifier("PageTabViewStyle", in: $0.range, of: tree.source)
                }
            }
        }
        let scrollPositions = tree.modifierUses(named: "scrollPosition").filter { position in
            tree[position].arguments.contains { binds($0.range) }
        }
        let owned = Set(declarations)
        return (tabViews + scrollPositions).filter { view in tree.ancestors(of: view).contains(where: owned.contains) }
    }

    // MARK: State a closure changes

    /// Mutating methods: `items.append(x)` changes `items` as `items = …` would.
    static let mutatingMethods: Set<String> = ["toggle", "append", "insert", "remove", "removeAll", "removeFirst",
                                               "removeLast", "move", "swapAt", "sort", "shuffle", "reverse"]

    /// The state a `withAnimation` closure changes: the names it assigns (`x = …`, `self.x += …`, `x[i] = …`),
    /// toggles or mutates (`x.toggle()`, `items.append(…)`), also inside functions of the type it calls (a few
    /// levels deep). Calling an environment action (`dismiss()`) changes none of the type's state: an empty set.
    /// nil when it does anything else, or nothing.
    func stateChanged(by call: NodeID, in tree: ViewTree) -> Set<String>? {
        var names: Set<String> = []
        var sawStatement = false
        var stack = tree.closures(of: call).flatMap { tree.children(of: $0) }.map { ($0, 0) }
        var visitedFunctions: Set<NodeID> = []
        while let (statement, depth) = stack.popLast() {
            sawStatement = true
            let item = tree[statement]
            // Work scheduled for later runs outside the animation's transaction: what it changes is not animated.
            if Self.schedulesForLater(statement, in: tree) { continue }
            switch item.kind {
            case .call:
                let path = item.name.hasPrefix("self.") ? String(item.name.dropFirst(5)) : item.name
                let parts = path.split(separator: ".")
                // `items.append(x)`, and `session.select(id)` on a model the type holds: what changes is that
                // model, and what reads it moves.
                if parts.count >= 2, let model = member(named: String(parts[0]), in: tree),
                   parts.count == 2 && Self.mutatingMethods.contains(String(parts[1]))
                    || Self.holdsModel(model, in: tree) {
                    names.insert(String(parts[0]))
                    continue
                }
                guard parts.count == 1, let declaration = member(named: path, in: tree) else { return nil }
                switch tree[declaration].decl {
                case .property(let info)? where info.attributes.contains { $0.name == "Environment" }:
                    continue  // `dismiss()`, `openURL(url)`: the system's action, not this type's state
                case .function? where depth < 3 && !visitedFunctions.contains(declaration):
                    visitedFunctions.insert(declaration)
                    stack.append(contentsOf: tree.children(of: declaration).map { ($0, depth + 1) })
                default:
                    return nil
                }
            case .statement:
                guard let name = Self.assignedName(item.label ?? "") else { return nil }
                names.insert(name)
            default:
                return nil
            }
        }
        return sawStatement ? names : nil
    }

    /// `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`, `queue.async { … }`, `Task { … }`: a
    /// statement that hands its closure to a queue or a task to run later.
    static func schedulesForLater(_ statement: NodeID, in tree: ViewTree) -> Bool {
        let item = tree[statement]
        guard item.kind == .call || item.kind == .reference else { return false }
        if item.kind == .call, item.name == "Task" || item.name == "Task.detached" {
            return !tree.closures(of: statement).isEmpty
        }
        return tree.modifiers(of: statement).contains { ["async", "asyncAfter"].contains(tree[$0].name) }
    }

    // MARK: What an animation is

    /// Whether the file shows what the animation `expr` is: one of `Animation`'s own curves (`.spring`,
    /// `Animation.easeInOut(duration: 0.3).delay(0.1)`), a property or function of the type it is used in
    /// (`animation`, `self.bounce`), or an expression the rule reads as a whole (`reduceMotion ? nil : .spring`).
    /// An app's own static member declared elsewhere (`.appDefault`, `Theme.Motion.standard`) is not: it may
    /// already turn itself off under Reduce Motion, and the rule cannot tell.
    static func showsAnimation(_ expr: Expr, at id: NodeID, in tree: ViewTree) -> Bool {
        guard let (root, member) = rootOfChain(expr) else { return true }
        switch root {
        case nil:
            return member.map(SwiftUIVocabulary.animationCurves.contains) ?? true
        case "Animation"?:
            return member.map(SwiftUIVocabulary.animationCurves.contains) ?? true
        case "self"?:
            guard let member else { return true }
            return isMember(member, at: id, in: tree)
        case let name?:
            return isMember(name, at: id, in: tree)
        }
    }

    /// The start of a member chain: `(nil, "spring")` for `.spring(response: 0.3).delay(1)`, `("Theme",
    /// "Motion")` for `Theme.Motion.standard`, `("animation", nil)` for `animation`; nil for other expressions.
    private static func rootOfChain(_ expr: Expr) -> (root: String?, member: String?)? {
        switch expr {
        case .identifier(let name): return (name, nil)
        case .member(nil, let name): return (nil, name)
        case .member(.identifier(let base)?, let name): return (base, name)
        case .member(let base?, _): return rootOfChain(base)
        case .call(let callee, _, _): return rootOfChain(callee)
        default: return nil
        }
    }

    /// Whether `name` is a property or function of the type that declares `id` (in this file).
    private static func isMember(_ name: String, at id: NodeID, in tree: ViewTree) -> Bool {
        guard let owner = tree.declaringTypeName(ofNode: id) else { return false }
        return tree.members(ofTypeNamed: owner).contains {
            (tree[$0].kind == .property || tree[$0].kind == .function) && tree[$0].name == name
        }
    }

    /// The stored or computed property, or function, of the type named `name`.
    func member(named name: String, in tree: ViewTree) -> NodeID? {
        declarations.lazy.flatMap { tree.members(of: $0) }.first {
            (tree[$0].kind == .property || tree[$0].kind == .function) && tree[$0].name == name
        }
    }

    /// A stored property holding a model the view reads (`let session: ViewerSession`, `@State private var chrome =
    /// ChromeState()`), not a computed one nor an environment action (`dismiss`).
    static func holdsModel(_ declaration: NodeID, in tree: ViewTree) -> Bool {
        guard case .property(let info)? = tree[declaration].decl else { return false }
        return !info.isComputed && !info.attributes.contains { $0.name == "Environment" }
    }

    /// `x = 1`, `self.x += 2`, `x[key] = nil` → `x`; nil for anything else (`==` included).
    static func assignedName(_ statement: String) -> String? {
        var text = Substring(statement)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = name.first, !first.isNumber else { return nil }
        var rest = text.dropFirst(name.count).drop { $0 == " " }
        if rest.first == "[", let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        for assignment in ["=", "+=", "-=", "*=", "/="] where rest.hasPrefix(assignment + " ") || rest == assignment {
            return String(name)
        }
        return nil
    }

    /// Whether a view with `transition` appears because of `state`: an enclosing `if`/`switch` condition or
    /// `ForEach` data names it.
    static func isShownDepending(on state: Set<String>, transition: NodeID, in tree: ViewTree) -> Bool {
        for ancestor in tree.ancestors(of: transition) {
            let item = tree[ancestor]
            switch item.kind {
            case .typeDecl, .property, .function, .file:
                return false
            case .branch, .switchStatement:
                if let condition = item.label, TraitText.identifiers(in: condition).contains(where: state.contains) {
                    return true
                }
            case .call where item.name == "ForEach" || item.name == "List":
                if item.arguments.contains(where: { names(state, in: $0.range, of: tree) }) { return true }
            default:
                break
            }
        }
        return false
    }

    /// Whether an identifier of `range` is one of `state`.
    static func names(_ state: Set<String>, in range: Range<Int>, of tree: ViewTree) -> Bool {
        state.contains { VisualTree.containsIdentifier($0, in: range, of: tree.source) }
    }

    // MARK: Fades and colour changes

    /// Modifiers whose changes fade or recolour a view: animated, even forever, they move nothing (PRECISION.md:
    /// fades and colour changes are not what Reduce Motion removes).
    static let appearanceModifiers: Set<String> = [
        "opacity", "foregroundStyle", "foregroundColor", "fill", "tint", "colorMultiply", "brightness", "saturation",
        "contrast", "grayscale", "hueRotation", "shadow", "blur",
    ]

    /// Modifiers that name a value to watch it, not to draw it.
    private static let watchingModifiers: Set<String> = ["animation", "onChange", "onReceive", "task", "id"]

    /// Whether every place `nodes` read `state` fades or recolours a view (`.foregroundStyle(color)`,
    /// `.opacity(isDimmed ? 0.4 : 1)`), at least one does, and the others only assign or watch it: an endless
    /// animation of that state pulses a colour or an opacity. A read anywhere else (a view's argument, a condition,
    /// a computed property, a shape's path) may move something, and the answer is no.
    func onlyFadesOrRecolours(_ state: Set<String>, in nodes: [NodeID], of tree: ViewTree, depth: Int = 0) -> Bool {
        fadeReading(state, in: nodes, of: tree, depth: depth) == .recolours
    }

    /// What `nodes` do with `state`: something may move, they only fade or recolour a view, or they leave it alone.
    private enum FadeReading { case moves, recolours, untouched }

    private func fadeReading(_ state: Set<String>, in nodes: [NodeID], of tree: ViewTree, depth: Int) -> FadeReading {
        guard !state.isEmpty else { return .untouched }
        let state = Self.withLocalAliases(of: state, in: nodes, of: tree)
        var recolours = false
        for node in nodes {
            let item = tree[node]
            switch item.kind {
            case .modifier:
                guard Self.ownArgumentsName(state, node, of: tree) else { continue }
                if Self.appearanceModifiers.contains(item.name) {
                    recolours = true
                } else if !Self.watchingModifiers.contains(item.name) {
                    return .moves
                }
            case .call, .reference:
                // A helper of the type the content draws (`circlesView()`, `ring(opacity: opacity)`): judged by its
                // body, where the parameters the state fills stand for it.
                if depth < Self.maximumComponentDepth, let (body, filled) = helperBody(of: node, filledBy: state, in: tree) {
                    switch fadeReading(state.union(filled), in: body, of: tree, depth: depth + 1) {
                    case .moves: return .moves
                    case .recolours: recolours = true
                    case .untouched: break
                    }
                    continue
                }
                guard Self.ownArgumentsName(state, node, of: tree) else { continue }
                // A view of this file handed the state (`GlowPulse(intensity: glow)`): judged by what its body does
                // with the properties the state fills.
                guard item.kind == .call, depth < Self.maximumComponentDepth,
                      let (component, filled) = Self.propertiesFilled(by: state, in: node, of: tree),
                      onlyFadesOrRecolours(filled, in: component.flatMap { tree.descendants(of: $0) }, of: tree,
                                           depth: depth + 1) else { return .moves }
                recolours = true
            case .statement:
                guard Self.names(state, in: item.range, of: tree) else { continue }
                guard let assigned = Self.assignedName(item.label ?? ""), state.contains(assigned),
                      !Self.names(state.subtracting([assigned]), in: item.range, of: tree) else { return .moves }
            case .branch, .ternary, .switchStatement:
                // A condition on it may show, hide or move a view.
                if let label = item.label, !state.isDisjoint(with: TraitText.identifiers(in: label)) { return .moves }
            case .localBinding:
                // An alias of the state (`let warn = isPulsing && !accepted`): its reads are judged as the state's.
                continue
            default:
                continue
            }
        }
        return recolours ? .recolours : .untouched
    }

    /// The body of the type's own view helper that `node` calls or names (`circlesView()`, `var rings`), with the
    /// parameters whose arguments name `state` (`opacity` in `ring(opacity: opacity, size: 40)`); nil when `node`
    /// names no helper of the type, or an argument naming the state fills no parameter it can match by label.
    private func helperBody(of node: NodeID, filledBy state: Set<String>,
                            in tree: ViewTree) -> (body: [NodeID], filled: Set<String>)? {
        guard let helper = member(named: TraitText.droppingSelf(tree[node].name), in: tree) else { return nil }
        var filled: Set<String> = []
        switch tree[helper].decl {
        case .function(let info)?:
            var unlabelled = info.parameters.filter { $0.label == "_" }.makeIterator()
            for argument in tree[node].arguments where Self.names(state, in: argument.range, of: tree) {
                let parameter = argument.label.map { label in info.parameters.first { $0.label == label } }
                    ?? unlabelled.next()
                guard let parameter else { return nil }
                filled.insert(parameter.name)
            }
        case .property(let info)? where info.isComputed:
            break
        default:
            return nil
        }
        return (tree.descendants(of: helper), filled)
    }

    /// How many views handed a state `onlyFadesOrRecolours` follows, one inside the other.
    private static let maximumComponentDepth = 2

    /// The declarations (type and extensions) of the `View` of this file that `call` makes, and the stored
    /// properties of it whose arguments name `state` (`intensity` in `HeadPulse(points: p, intensity: glow)`); nil
    /// when the view is not declared here or an argument naming the state fills no stored property.
    private static func propertiesFilled(by state: Set<String>, in call: NodeID,
                                         of tree: ViewTree) -> (declarations: [NodeID], properties: Set<String>)? {
        guard let type = tree.typeDeclarations(named: tree[call].name).first(where: tree.conformsToView) else {
            return nil
        }
        let declarations = tree.declarationAndExtensions(of: type)
        let stored = Set(declarations.flatMap { tree.members(of: $0) }.filter { member in
            guard tree[member].kind == .property, case .property(let info)? = tree[member].decl else { return false }
            return !info.isComputed && !info.isStatic
        }.map { tree[$0].name })
        var filled = Set<String>()
        for argument in tree[call].arguments where names(state, in: argument.range, of: tree) {
            guard let label = argument.label, stored.contains(label) else { return nil }
            filled.insert(label)
        }
        return filled.isEmpty ? nil : (declarations, filled)
    }

    /// `state` and the local constants computed from it (`let useRed = isPulsing && !accepted` in a view builder),
    /// directly or through each other: where they are read is where the state is.
    private static func withLocalAliases(of state: Set<String>, in nodes: [NodeID], of tree: ViewTree) -> Set<String> {
        let bindings = nodes.filter { tree[$0].kind == .localBinding }
        var state = state
        var grew = !bindings.isEmpty
        while grew {
            grew = false
            for binding in bindings where !state.contains(tree[binding].name) {
                guard names(state, in: tree[binding].range, of: tree) else { continue }
                state.insert(tree[binding].name)
                grew = true
            }
        }
        return state
    }

    /// Whether `node`'s arguments name `state` outside the views and closures nested in them, which `nodes` holds
    /// and the walk judges on their own: `.overlay(Capsule().shadow(color: glow.opacity(level)))` reads `level`
    /// only in the shadow's colour.
    private static func ownArgumentsName(_ state: Set<String>, _ node: NodeID, of tree: ViewTree) -> Bool {
        guard tree[node].arguments.contains(where: { names(state, in: $0.range, of: tree) }) else { return false }
        // A nested call's range ends before its own modifiers, which are nodes below it.
        let nested = tree.descendants(of: node).map { tree[$0].range }.filter { !$0.isEmpty }
            .sorted { $0.lowerBound < $1.lowerBound }
        return tree[node].arguments.contains { argument in
            var start = argument.range.lowerBound
            for range in nested where range.upperBound > start && range.lowerBound < argument.range.upperBound {
                if range.lowerBound > start, names(state, in: start..<range.lowerBound, of: tree) { return true }
                start = max(start, range.upperBound)
            }
            return start < argument.range.upperBound && names(state, in: start..<argument.range.upperBound, of: tree)
        }
    }

    // MARK: Effects

    /// The modifier a node applies: a `.modifier`'s name, or the method of a call written on a value
    /// (`content.rotationEffect(…)` in a phase animator, `details.transition(…)`).
    static func effectName(_ node: NodeID, in tree: ViewTree) -> String? {
        let item = tree[node]
        switch item.kind {
        case .modifier:
            return item.name
        case .call:
            // The dot found in the name's bytes: asked of every node of a type per animation, a search of its
            // Characters cost 3,600 instructions a node.
            guard let dot = item.name.utf8.lastIndex(of: UInt8(ascii: ".")), item.name.first?.isLowercase == true
            else { return nil }
            return String(item.name[item.name.utf8.index(after: dot)...])
        default:
            return nil
        }
    }

    /// Protocols whose conformers move, scale or rotate the view they modify (`struct Shake: GeometryEffect`).
    static let geometryEffectProtocols: Set<String> = ["GeometryEffect"]

    /// `.modifier(Shake(animatableData: CGFloat(attempts)))` with `Shake` a `GeometryEffect` declared in this file:
    /// a custom transform (a shake, a ring, a wobble) that animates whenever its data changes.
    func appliesGeometryEffect(_ node: NodeID, in tree: ViewTree) -> Bool {
        guard let argument = tree[node].arguments.first, tree[node].arguments.count == 1,
              let name = argument.value.calleeName else { return false }
        return VisualTree.typeDecls(named: name, in: tree).contains { declaration in
            guard case .type(let info)? = tree[declaration].decl else { return false }
            return info.conformances.contains { Self.geometryEffectProtocols.contains(String($0.split(separator: ".").last ?? "")) }
        }
    }

    /// Press feedback, nudges and disclosure indicators are small layout changes, which lesson 5 allows: a scale
    /// between literals at most 0.25 apart (`isPressed ? 0.95 : 1`, or nested for press and focus:
    /// `isPressed ? 0.95 : (isFocused ? 1.08 : 1)`), an offset between two literals at most
    /// 10 pt apart (`isNudged ? 8 : 0`), or kept in a state only ever set to literals within 10 pt of its resting
    /// value (a shake), or a toggle style's thumb, a tilt between literal angles at most 10° apart,
    /// and a rotating `chevron` symbol.
    static func isSmallFeedback(_ node: NodeID, effect: String, in tree: ViewTree) -> Bool {
        switch effect {
        case "scaleEffect":
            // An anchor moves the centre of the scale, not its amount.
            guard let argument = tree[node].arguments.first, argument.label == nil,
                  tree[node].arguments.dropFirst().allSatisfy({ $0.label == "anchor" }) else { return false }
            let text = uniformSizesAsScales(tree.text(in: argument.range))
            // `isPressed ? 0.95 : (isFocused ? 1.08 : 1)`: press and focus feedback of one button style.
            if let scales = ternaryLiterals(Substring(text)), scales.count >= 2, let low = scales.min(),
               let high = scales.max() {
                return high - low <= smallScaleChange
            }
            if let (first, second) = defaultedTernary(text, near: node, in: tree) {
                return abs(first - second) <= smallScaleChange
            }
            // `.scaleEffect(scale)` where the type only ever sets `scale` to literals (`scale = 0.95` on press,
            // `scale = 1` on release): the same feedback kept in a state. One never set again does not change.
            guard let scales = literalValues(ofState: text, near: node, in: tree),
                  let low = scales.min(), let high = scales.max() else { return false }
            return high - low <= smallScaleChange
        case "offset":
            return tree[node].arguments.allSatisfy { argument in
                if isConstant(argument.value) { return true }
                let text = tree.text(in: argument.range)
                // `.offset(x: shakeOffset)` where the type only ever sets `shakeOffset` to literals near its resting
                // value (`10`, `-10`, `0` after a wrong PIN): a shake of a few points kept in a state.
                let value = argument.label == nil ? Substring(text) : text.drop { $0 != ":" }.dropFirst()
                if let values = literalValues(ofState: value.trimmingCharacters(in: .whitespaces), near: node, in: tree),
                   let rest = values.first {
                    return values.allSatisfy { abs($0 - rest) <= smallOffset }
                }
                guard let (first, second) = literalTernary(text) else { return false }
                // A toggle style's thumb (`configuration.isOn ? 8 : -8`) slides across its track when the user
                // flips it, as the system switch's does.
                return abs(first - second) <= smallOffset || Self.isToggleStyleState(text)
            } || followsUsersChoice(node, in: tree)
        case "rotationEffect":
            // A tilt between two literal angles a few degrees apart (`.degrees(isPlaying ? 8 : 0)`).
            if let argument = tree[node].arguments.first,
               let angles = literalDegrees(tree.text(in: argument.range)), let low = angles.min(),
               let high = angles.max(), high - low <= smallRotation {
                return true
            }
            guard let owner = tree[node].parent else { return false }
            if tree[owner].name == "Image", case .string(let symbol)? = tree.argument("systemName", of: owner)?.value {
                return symbol.text.hasPrefix("chevron")
            }
            // An asset named for a chevron (`Image("chevron-down")`, generated asset code's
            // `Assets.chevronRight.swiftUIImage`) not drawn larger than an indicator.
            let assetName = tree[owner].name == "Image" ? tree[owner].arguments.first.flatMap { argument in
                if argument.label == nil, case .string(let name) = argument.value { return name.text } else { return nil }
            } : tree[owner].kind == .reference ? tree[owner].name : nil
            if let assetName, WordingText.words(of: assetName).contains("chevron") {
                return fitsInFrame(owner, of: smallIndicatorSize, requiringBothSides: false, in: tree)
            }
            // An asset drawn as a disclosure arrow (`.frame(width: 12, height: 6)`) turns as a chevron does.
            return tree[owner].name == "Image"
                && fitsInFrame(owner, of: smallIndicatorSize, requiringBothSides: true, in: tree)
        default:
            return false
        }
    }

    /// The literal angles of `.degrees(isOn ? 8 : 0)`, `Angle.degrees(…)` or `Angle(degrees: …)`; nil for radians
    /// and anything else.
    static func literalDegrees(_ text: String) -> [Double]? {
        guard let name = text.range(of: "degrees"), [".", "Angle.", "Angle("].contains(text[..<name.lowerBound]),
              text.hasSuffix(")") else { return nil }
        let inner = text[name.upperBound...].drop { $0 == "(" || $0 == ":" || $0.isWhitespace }.dropLast()
        return ternaryLiterals(inner)
    }

    /// `CGSize(width: 0.95, height: 0.95)` written as the scale it is, `0.95`; other sizes stay as they are.
    static func uniformSizesAsScales(_ text: String) -> String {
        var rest = Substring(text)
        var result = ""
        while let open = rest.range(of: "CGSize(") {
            result += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstIndex(of: ")") else { break }
            let parts = rest[open.upperBound..<close].split(separator: ",").map { part in
                part.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            if parts.count == 2, parts[0].count == 2, parts[1].count == 2, parts[0][0] == "width",
               parts[1][0] == "height", let width = Double(parts[0][1]), Double(parts[1][1]) == width {
                result += parts[0][1]
            } else {
                result += rest[open.lowerBound...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// Every value the property `name` of the type around `node` takes: its literal initial value and the number
    /// literals its type assigns it (`scale = 0.95`). nil when it is not such a property or any assignment is not
    /// a literal (`scale = value.magnification`).
    static func literalValues(ofState name: String, near node: NodeID, in tree: ViewTree) -> [Double]? {
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = tree.declaringType(of: node),
              let property = VisualTree.property(named: name, visibleFrom: node, in: tree),
              case .number(let initial, _)? = property.initializer else { return nil }
        var values = [initial]
        for effect in tree.actionEffects(in: tree[type].range) where effect.hasPrefix(name + "=") {
            guard let value = Double(effect.dropFirst(name.count + 1)) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `.offset(x: thumbWidth * CGFloat(selectedIndex))` or `.offset(x: selection == 0 ? 0 : width / 2)` where the
    /// user chooses `selectedIndex` in the same type (a button's action or a tap sets it, or a page `TabView` or a
    /// `Picker` is bound to it): a segmented control's thumb, a tab's underline, moving to the option just chosen, a
    /// small user-initiated re-layout. An open/closed ternary (`isShown ? 0 : -width`) is a panel's slide, judged as
    /// such elsewhere: only an offset proportional to the choice (`width * index`) or chosen by comparing it with
    /// one literal option (`selection == 0 ? …`) is a thumb.
    static func followsUsersChoice(_ offset: NodeID, in tree: ViewTree) -> Bool {
        let texts = tree[offset].arguments.map { tree.text(in: $0.range) }
        // `selection == 0 ? …`, `tab == .posts ? …`: an indicator at the place of one fixed option. Compared with an
        // item of a loop (`currentTab == tab ? -50 : 0`) it is the chosen item itself moving, judged as motion.
        let comparesChoice = texts.contains { text in
            guard let mark = text.firstIndex(of: "?"), let equals = text.range(of: "==") else { return false }
            guard equals.upperBound < mark else { return false }
            let option = text[equals.upperBound..<mark].trimmingCharacters(in: .whitespaces)
            return Int(option) != nil || (option.hasPrefix(".") && TraitText.identifiers(in: option).count == 1)
        }
        guard comparesChoice || (texts.contains(where: { $0.contains("*") }) && !texts.contains(where: { $0.contains("?") }))
        else { return false }
        let names = Set(texts.flatMap(TraitText.identifiers(in:)))
        guard let type = tree.declaringType(of: offset) else { return false }
        return tree.descendants(of: type).contains { chooser in
            let item = tree[chooser]
            let action: NodeID?
            switch item.kind {
            case .call where SwiftUIVocabulary.pressControls.contains(item.name):
                action = tree.closures(of: chooser).first
            case .call where item.name == SwiftUIView.tabView.rawValue || item.name == SwiftUIView.picker.rawValue:
                return item.argument(labelled: "selection").map { binding in
                    TraitText.identifiers(in: tree.text(in: binding.range)).contains { names.contains($0) }
                } ?? false
            case .modifier where item.name == SwiftUIModifier.onTapGesture.rawValue:
                action = tree.closures(of: chooser).first
            default:
                return false
            }
            guard let action else { return false }
            return tree.actionEffects(in: tree[action].range).contains { effect in
                let affected = ViewTree.affectedMember(of: effect)
                return !affected.isCall && names.contains(affected.member)
            }
        }
    }

    /// `configuration.isOn ? …`: a `ToggleStyle`'s `makeBody` drawing the state the user just switched.
    static func isToggleStyleState(_ ternary: String) -> Bool {
        ternary.drop { $0 == "x" || $0 == "y" || $0 == ":" || $0.isWhitespace }.hasPrefix("configuration.isOn")
    }

    /// In a type with a drag gesture, an offset, or a rotation or scale computed from the drag's translation or
    /// location, follows the finger: direct manipulation, not animation.
    func followsFinger(_ node: NodeID, effect: String, in tree: ViewTree) -> Bool {
        guard followsDrag else { return false }
        if effect == "offset" { return true }
        guard effect == "rotationEffect" || effect == "scaleEffect" else { return false }
        return tree[node].arguments.contains { argument in
            Self.dragValues.contains { VisualTree.containsIdentifier($0, in: argument.range, of: tree.source) }
        }
    }

    /// A `withAnimation` in the `onEnded` closure of a `DragGesture`, a pinch or a rotation whose `onChanged` or
    /// `updating` moves content with the fingers (`state.reset()` after a swipe that fell short, a zoom clamped
    /// back inside its limits): the content settles where the user let go, the end of direct manipulation. The
    /// gesture is a chain of its own (`var swipe: some Gesture { … }`) or the argument of `.gesture(…)`. Not when
    /// it runs later (`asyncAfter`, `Task`): only `if`/`switch` branches may lie between the closure and the
    /// animation.
    static func settlesDrag(_ call: NodeID, in tree: ViewTree) -> Bool {
        handler(around: call, in: tree).map { $0.member == "onEnded" } ?? false
    }

    /// A `withAnimation` in the `onChanged` or `updating` closure of a drag, a pinch or a rotation that reads the
    /// gesture's value (`card.x = value.translation.width`, or a nested `withAnimation` doing so): it smooths
    /// content following the fingers, direct manipulation. One that only reacts to the gesture (`isDragging =
    /// true`) is judged by what it animates.
    static func followsFingers(_ call: NodeID, in tree: ViewTree) -> Bool {
        var current = call
        while let found = handler(around: current, in: tree) {
            if movesWithFinger(found.member) {
                // The gesture's value, or a constant the handler works out from it (`let zoom = value.magnification
                // * lastZoom`) before the animation.
                var readings = tree.closureParameters(of: tree[found.closure].range)
                for local in tree.children(of: found.closure) where tree[local].kind == .localBinding
                    && tree[local].range.upperBound <= tree[call].range.lowerBound {
                    let readsGesture = readings.contains {
                        VisualTree.containsIdentifier($0, in: tree[local].range, of: tree.source)
                    }
                    if readsGesture { readings.insert(tree[local].name) }
                }
                return readings.contains { VisualTree.containsIdentifier($0, in: tree[call].range, of: tree.source) }
            }
            // A `withAnimation` nested in another: follow the outer one.
            guard found.member.isEmpty, let outer = tree.parent(of: found.closure), tree[outer].kind == .call,
                  tree[outer].name == withAnimationCall else { return false }
            current = outer
        }
        return false
    }

    private static let withAnimationCall = "withAnimation"

    /// The closure around `call` (past `if`/`switch` branches) and the handler of a drag, pinch or rotation chain
    /// it is passed to (`onEnded`, `onChanged`, `updating`); an empty member when the closure is passed to anything
    /// else. nil when no closure encloses the call.
    private static func handler(around call: NodeID, in tree: ViewTree) -> (closure: NodeID, member: String)? {
        guard let closure = tree.ancestors(of: call).first(where: { tree[$0].kind != .conditional && tree[$0].kind != .branch }),
              tree[closure].kind == .closure, let owner = tree.parent(of: closure) else { return nil }
        guard tree[owner].kind == .modifier else { return (closure, "") }
        if let gesture = tree.parent(of: owner), tree[gesture].kind == .call, isManipulation(tree[gesture].name) {
            if tree[owner].name == "onEnded" {
                return tree.modifiers(of: gesture).contains { movesWithFinger(tree[$0].name) } ? (closure, "onEnded")
                    : (closure, "")
            }
            if movesWithFinger(tree[owner].name) { return (closure, tree[owner].name) }
        }
        for argument in tree[owner].arguments {
            if let member = handlerChain(argument.value, closure: closure) { return (closure, member) }
        }
        return (closure, "")
    }

    private static func movesWithFinger(_ member: String) -> Bool { member == "onChanged" || member == "updating" }

    /// A gesture that follows the fingers continuously: a drag, a pinch or a rotation.
    private static func isManipulation(_ gesture: String) -> Bool {
        switch SwiftUIVocabulary.gestureTypes[gesture] {
        case .drag?, .magnify?, .rotate?: return true
        default: return false
        }
    }

    /// The handler of the drag, pinch or rotation chain `expr` whose closure is `closure`: `onEnded` when the chain
    /// also moves content in `onChanged` or `updating`, or `onChanged`/`updating` themselves. nil otherwise.
    private static func handlerChain(_ expr: Expr, closure: NodeID, found: String? = nil,
                                     sawMove: Bool = false) -> String? {
        switch expr {
        case .call(.member(let base?, let name), let arguments, let trailing):
            // `.onEnded { … }`, or the closure in parentheses, `.onEnded({ … })`.
            let holds = trailing.contains(closure) || arguments.contains {
                if case .closure(closure) = $0.value { return true }
                return false
            }
            let isHandler = holds && (name == "onEnded" || movesWithFinger(name))
            return handlerChain(base, closure: closure, found: isHandler ? name : found,
                                sawMove: sawMove || movesWithFinger(name))
        case .member(let base?, _):
            return handlerChain(base, closure: closure, found: found, sawMove: sawMove)
        case .call(.identifier(let name), _, _):
            guard let found, isManipulation(name) else { return nil }
            return found == "onEnded" && !sawMove ? nil : found
        default:
            return nil
        }
    }

    /// A floating label: every motion is a caption moving by at most `floatingLabelTravel` points between literals
    /// on whether a field of its type holds text (`.offset(y: text.isEmpty ? 0 : -28)` beside `TextField("", text:
    /// $text)`). The user's typing moves it, a short way, as a field's own placeholder would give way.
    static func isFloatingLabel(_ motion: Motion, in tree: ViewTree) -> Bool {
        guard motion.transitions.isEmpty, let first = motion.effects.first,
              let type = tree.declaringType(of: first) else { return false }
        var typed = Set<String>()
        for field in tree.descendants(of: type) where tree[field].kind == .call
            && SwiftUIVocabulary.textInputs.contains(tree[field].name) {
            // `$text`, `$model.query`: the bound property's own name.
            if let text = tree[field].argument(labelled: "text"), let bound = VisualTree.dottedName(text.value),
               bound.hasPrefix("$"), let name = bound.dropFirst().split(separator: ".").last {
                typed.insert(String(name))
            }
        }
        guard !typed.isEmpty else { return false }
        return motion.effects.allSatisfy { effect in
            tree[effect].arguments.contains { argument in
                guard let (first, second) = literalTernary(tree.text(in: argument.range)),
                      abs(first - second) <= floatingLabelTravel else { return false }
                return typed.contains { VisualTree.containsIdentifier($0, in: argument.range, of: tree.source) }
            }
        }
    }

    /// How far a floating label may rise: above its field, about a line of caption text.
    static let floatingLabelTravel = 40.0

    /// `.offset(x: isShown ? 0 : 350)` on a view that also fades (`.opacity(isShown ? 1 : 0)`): a panel sliding
    /// in or out, the hand-written form of `.transition(.move(edge:).combined(with: .opacity))`, which lesson 5
    /// allows like any slide transition.
    static func isSlideWithFade(_ node: NodeID, in tree: ViewTree) -> Bool {
        let slides = tree[node].arguments.contains { argument in
            guard let (first, second) = literalTernary(tree.text(in: argument.range)) else { return false }
            return first == 0 || second == 0
        }
        guard slides, let owner = tree[node].parent else { return false }
        return tree.modifiers(named: "opacity", of: owner).contains { opacity in
            guard let argument = tree[opacity].arguments.first,
                  let (first, second) = literalTernary(tree.text(in: argument.range)) else { return false }
            return min(first, second) == 0
        }
    }

    /// `isPressed ? scale : 1.0` in a function declaring `scale: Double = 0.98` → (0.98, 1.0): a branch may be a
    /// parameter of the enclosing function with a literal default (a press-feedback helper called from a button
    /// style), read as that default. nil when a branch is anything else.
    static func defaultedTernary(_ text: String, near node: NodeID, in tree: ViewTree) -> (Double, Double)? {
        guard let question = text.lastIndex(of: "?"), let function = tree.declaringMember(of: node),
              tree[function].kind == .function else { return nil }
        let branches = text[text.index(after: question)...].split(separator: ":").map { VisualTree.trimmed($0) }
        guard branches.count == 2 else { return nil }
        let header = tree.text(in: tree[function].range).prefix { $0 != "{" }
        let values = branches.map { branch in Double(branch) ?? parameterDefault(named: branch, in: header) }
        guard let first = values[0], let second = values[1] else { return nil }
        return (first, second)
    }

    /// The literal default of parameter `name` in a function's header (`name: Double = 0.98` → 0.98).
    private static func parameterDefault(named name: String, in header: Substring) -> Double? {
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        for part in header.split(whereSeparator: { $0 == "," || $0 == "(" || $0 == ")" }) {
            let sides = part.split(separator: "=", maxSplits: 1)
            guard sides.count == 2, let colon = sides[0].firstIndex(of: ":") else { continue }
            let names = sides[0][..<colon].split(separator: " ")
            guard names.last.map(String.init) == name else { continue }
            return Double(VisualTree.trimmed(sides[1]))
        }
        return nil
    }

    /// The literal branches of a ternary, nested ones included: `a ? 0.9 : (b ? 1.1 : 1)` → [0.9, 1.1, 1];
    /// nil when a branch is not a number literal or the text is not a ternary.
    static func ternaryLiterals(_ text: Substring) -> [Double]? {
        var expression = VisualTree.trimmed(text)[...]
        while expression.first == "(", expression.last == ")",
              closingParenthesis(from: expression.startIndex, in: expression) == expression.index(before: expression.endIndex) {
            expression = VisualTree.trimmed(expression.dropFirst().dropLast())[...]
        }
        if let value = Double(expression) { return [value] }
        // A ternary's `?` stands apart from its condition (`x?.y` does not); a `:` before it is an argument's
        // label (`x: isOn ? 8 : 0`), and a `[k: v]` is inside brackets.
        var depth = 0, question: String.Index?, pending = 0, previous: Character = " "
        for index in expression.indices {
            let character = expression[index]
            defer { previous = character }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "?" where depth == 0 && previous.isWhitespace:
                if question == nil { question = index } else { pending += 1 }
            case ":" where depth == 0 && question != nil:
                if pending > 0 { pending -= 1; continue }
                guard let question, let thenBranch = ternaryLiterals(expression[expression.index(after: question)..<index]),
                      let elseBranch = ternaryLiterals(expression[expression.index(after: index)...]) else { return nil }
                return thenBranch + elseBranch
            default: break
            }
        }
        return nil
    }

    /// The index of the `)` closing the `(` at `start`, nil when it is not closed in `text`.
    private static func closingParenthesis(from start: Substring.Index, in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text[start...].indices {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `condition ? 0.8 : 1.0` → (0.8, 1.0): a ternary of two number literals (`ternaryLiterals`); nil for
    /// anything else.
    static func literalTernary(_ text: String) -> (Double, Double)? {
        guard let values = ternaryLiterals(Substring(text)), values.count == 2 else { return nil }
        return (values[0], values[1])
    }

    /// An identifier naming Reduce Motion: `accessibilityReduceMotion`, `isReduceMotionEnabled`, `reduceMotion`,
    /// `prefersReducedMotion`, or an app's own "reduce animation" setting (`isAnimationReduced`,
    /// `enableReducedAnimation`), which gives the same way out (WCAG 2.3.3). Matching the stem is deliberately
    /// generous: it can only make the rule quieter.
    static func readsReduceMotion(in range: Range<Int>, of source: LexedSource) -> Bool {
        // Identifier bytes are searched in place: this runs over every type of the file, and a `String` per
        // identifier made it the costliest rule of a lint.
        let tokens = source.tokens
        var index = VisualTree.firstToken(endingAfter: range.lowerBound, in: tokens)
        return source.bytes.withUnsafeBufferPointer { bytes in
            while index < tokens.count, tokens[index].textStart < range.upperBound {
                let token = tokens[index]
                index += 1
                guard token.kind == .identifier else { continue }
                let text = UnsafeBufferPointer(rebasing: bytes[token.textStart..<token.textEnd])
                // Each of the four spellings holds `duce`: one search rules out nearly every identifier.
                guard StringSearch.contains(text, "duce") else { continue }
                if StringSearch.contains(text, "educeMotion") || StringSearch.contains(text, "educedMotion")
                    || StringSearch.contains(text, "nimationReduced") || StringSearch.contains(text, "educedAnimation") {
                    return true
                }
            }
            return false
        }
    }

    /// `.transition(.scale)`, `.transition(.scale.combined(with: .opacity))`, `.asymmetric(insertion: .scale, …)`:
    /// a view that zooms in from nothing. `.scale(scale: 0.95)` and more is a subtle zoom that Reduce Motion does
    /// not ask to remove. Slides and moves are left alone: they are how sheets and navigation enter (lesson 5).
    static func isScalingTransition(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let argument = tree[modifier].arguments.first else { return false }
        var stack = [argument.value]
        var isModelled = true
        while let expression = stack.popLast() {
            switch expression {
            case .member(let base, let name):
                if name == "scale" { return true }  // `.scale`, from zero
                if let base { stack.append(base) }
            case .call(let callee, let arguments, _):
                if VisualTree.lastName(callee) == "scale" {
                    guard case .number(let scale, _)? = VisualTree.argument("scale", of: arguments)?.value,
                          scale >= smallTransitionScale else { return true }
                    if case .member(let base?, _) = callee { stack.append(base) }
                } else {
                    stack.append(callee)
                }
                stack.append(contentsOf: arguments.map(\.value))
            case .identifier(let name):
                if name.first?.isUppercase != true { isModelled = false }  // `AnyTransition` is a type, `t` a value
            case .other:
                isModelled = false
            case .string, .number, .bool, .closure:
                continue
            }
        }
        // A transition in a form not modelled (`reduce ? .opacity : .scale`): as before, any `scale` in it.
        return !isModelled && VisualTree.containsIdentifier("scale", in: argument.range, of: tree.source)
    }

    /// Literals and members built only from literals: `1.2`, `.degrees(45)`, `CGSize(width: 0, height: 4)`, `.zero`.
    static func isConstant(_ expr: Expr) -> Bool {
        var stack = [expr]
        while let current = stack.popLast() {
            switch current {
            case .number, .bool, .string:
                continue
            case .member(let base, _):
                if let base { stack.append(base) }
            case .identifier(let name):
                // Type names (`Angle`, `CGSize`) are constant; values (`scale`, `isPressed`) are state.
                guard let first = name.first, first.isUppercase else { return false }
            case .call(let callee, let arguments, _):
                stack.append(callee)
                stack.append(contentsOf: arguments.map(\.value))
            case .closure, .other:
                return false
            }
        }
        return true
    }

    // MARK: Spinners

    /// Largest frame of a spinner that counts as small, in points.
    static let smallSpinnerSize = 64.0
    /// Shapes a custom activity indicator is drawn with.
    static let spinnerShapes: Set<String> = ["Circle", "Capsule", "Ellipse", "Rectangle", "RoundedRectangle", "Arc"]

    /// A small indeterminate spinner: every effect a looping animation drives is a 2D rotation of a shape or an SF
    /// Symbol (`owner` when the effect is written on a value, as in a phase animator's content) no larger than
    /// `smallSpinnerSize`, or anything a `ProgressViewStyle` turns. The system's own spinner (`ProgressView`) keeps
    /// turning with Reduce Motion on.
    static func isSmallSpinner(_ motion: Motion, owner: NodeID? = nil, in tree: ViewTree) -> Bool {
        guard motion.transitions.isEmpty, !motion.effects.isEmpty else { return false }
        return motion.effects.allSatisfy { effect in
            guard effectName(effect, in: tree) == "rotationEffect",
                  var view = tree[effect].kind == .modifier ? tree[effect].parent : owner else { return false }
            if drawsProgressView(effect, in: tree) { return true }
            // `content.rotationEffect(…)` in an animator's closure turns the view the animator modifies.
            if tree[view].kind == .reference, let owner { view = owner }
            let item = tree[view]
            let isGlyph = spinnerShapes.contains(item.name) || item.name == "ProgressView"
                || (item.name == "Image" && tree.argument("systemName", of: view) != nil)
                || isLoadingAsset(view, in: tree)
            guard item.kind == .call || item.kind == .reference, isGlyph else { return false }
            // An arc of a circle turning (`Circle().trim(from: 0, to: 0.25)`) is an activity indicator: small
            // unless a literal frame makes it large (a size from a theme, `.frame(height: sizes.circle)`, is not read).
            if item.name == "Circle", !tree.modifiers(named: "trim", of: view).isEmpty {
                return !hasLiteralSide(view, largerThan: smallSpinnerSize, in: tree)
            }
            return fitsInFrame(view, of: smallSpinnerSize, requiringBothSides: false, in: tree)
        }
    }

    /// An image asset named for loading (`Image("loading_spinner")`, the generated `Image.Loading.ingBlack16`): the
    /// app's own spinner glyph.
    private static func isLoadingAsset(_ view: NodeID, in tree: ViewTree) -> Bool {
        let name: String
        if case .asset(let asset)? = tree.imageSource(of: view) {
            name = asset
        } else if tree[view].name.hasPrefix(SwiftUIView.image.rawValue + ".") {
            name = tree[view].name
        } else {
            return false
        }
        return name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { part in
            TraitText.words(of: String(part)).contains(where: ContentGates.loadingWords.contains)
        }
    }

    /// Whether `node` is in a `ProgressViewStyle`'s declaration: what turns there is the `ProgressView`, an
    /// activity indicator like the system's, which keeps turning under Reduce Motion too.
    private static func drawsProgressView(_ node: NodeID, in tree: ViewTree) -> Bool {
        guard let type = tree.declaringType(of: node), case .type(let info)? = tree[type].decl else { return false }
        return info.conformances.contains(where: SwiftUIVocabulary.progressStyleProtocols.contains)
    }

    /// Largest side of an image, in points, whose turning is an indicator's (a disclosure arrow), not motion.
    static let smallIndicatorSize = 24.0

    /// Whether every literal `width:`/`height:` of `view`'s frames is at most `size` (and, when
    /// `requiringBothSides`, both are given), so the view is known to be that small.
    /// A lone SF Symbol at text size, or a control whose label is only one (`Button { … } label: {
    /// Image(systemName: "checkmark") }`): one not resized past `smallIndicatorSize`, with no font larger than that
    /// or than the title styles. Scaling it in or out is a small layout change, as a chevron turning is.
    static func showsOnlyASmallSymbol(_ view: NodeID, in tree: ViewTree) -> Bool {
        let views = ([view] + tree.descendants(of: view)).filter { tree[$0].kind == .call || tree[$0].kind == .reference }
        let images = views.filter { tree[$0].name == SwiftUIView.image.rawValue }
        guard images.count == 1, let symbol = images.first, tree.argument("systemName", of: symbol) != nil,
              views.allSatisfy({ $0 == symbol || $0 == view && tree.controlSpec(of: view) != nil }) else { return false }
        if !tree.modifiers(named: "resizable", of: symbol).isEmpty,
           !fitsInFrame(symbol, of: smallIndicatorSize, requiringBothSides: true, in: tree) { return false }
        let fonts = [symbol, view].flatMap { tree.modifiers(.font, of: $0) }
        return fonts.allSatisfy { font in
            guard let value = tree[font].arguments.first?.value else { return true }
            if case .call(_, let arguments, _) = value, let size = VisualTree.argument("size", of: arguments) {
                guard case .number(let points, _) = size.value else { return false }
                return points <= smallIndicatorSize
            }
            let text = tree.text(in: tree[font].range)
            return !text.contains("largeTitle") && !text.contains("extraLarge")
        }
    }

    /// Whether a frame of `view` gives it a literal `width:` or `height:` larger than `size`.
    static func hasLiteralSide(_ view: NodeID, largerThan size: Double, in tree: ViewTree) -> Bool {
        tree.frameSides(of: view).contains { side in side.value.map { $0 > size } ?? false }
    }

    static func fitsInFrame(_ view: NodeID, of size: Double, requiringBothSides: Bool, in tree: ViewTree) -> Bool {
        var sides = Set<String>()
        for side in tree.frameSides(of: view) {
            guard let value = side.value, value <= size else { return false }
            sides.insert(side.label)
        }
        return !requiringBothSides || sides.count == 2
    }
}

/// The type declarations of a file that read Reduce Motion (`VisualMotionScope.readsReduceMotion`), found once
/// per file. Each animated type asks whether it, or another type of the file that uses it (the guard sits in the
/// caller), reads the setting; asking type by type re-scanned every type of the file for each animated type.
struct ReduceMotionReaders {
    private let declarations: [NodeID]

    init(_ tree: ViewTree) {
        declarations = tree.typeDeclarations().filter {
            VisualMotionScope.readsReduceMotion(in: tree[$0].range, of: tree.source)
        }
    }

    /// A declaration of `typeName` (the type or one of its extensions) reads Reduce Motion.
    func include(_ typeName: String, in tree: ViewTree) -> Bool {
        declarations.contains { tree[$0].name == typeName }
    }

    /// Another type that reads Reduce Motion uses `typeName` where that read covers the use: the use sits under a
    /// guard on the setting (`if reduceMotion { ProgressView() } else { Spinner() }`), or its arguments or
    /// modifiers read it (`Confetti(isOn: !reduceMotion)`) or name state only changed under such a guard. A read
    /// that covers another of the caller's animations decides nothing about this view (issue 18).
    func includeAUserOf(_ typeName: String, in tree: ViewTree) -> Bool {
        declarations.contains { declaration in
            guard tree[declaration].name != typeName else { return false }
            let uses = tree.descendants(of: declaration).filter {
                (tree[$0].kind == .call || tree[$0].kind == .reference) && tree[$0].name == typeName
            }
            guard !uses.isEmpty else { return false }
            let guards = ReduceMotionGuards(tree: tree,
                                            declarations: VisualTree.typeDecls(named: tree[declaration].name, in: tree))
            return uses.contains(where: guards.coversUse)
        }
    }
}
