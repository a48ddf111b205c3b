import SwiftLexer

/// What the motion rule needs to know about the type an animation lives in: whether it (or a caller in this file)
/// reads Reduce Motion, and which motion effects it drives from state.
struct VisualMotionScope {
    /// Reads `accessibilityReduceMotion`, `UIAccessibility.isReduceMotionEnabled`, or a `reduceMotion`-named
    /// value passed in; or is used in this file by a type that does.
    var handlesReduceMotion: Bool
    /// Moves things: state-driven scale, rotation or offset, or a scaling transition.
    var movesContent: Bool
    /// Rotates in 3D from state (`rotation3DEffect` with a non-constant angle).
    var rotatesIn3D: Bool
    /// Has a drag gesture: its offsets follow the finger.
    var followsDrag = false
    /// The type's declarations in this file (the type and its extensions), or the file for top-level code.
    var declarations: [NodeID] = []

    /// Modifiers that move content when their arguments change.
    static let motionEffects: Set<String> = ["scaleEffect", "rotationEffect", "offset", "rotation3DEffect"]

    /// The scope of `id`: its type and the type's extensions in this file, or the whole file for top-level code.
    static func of(_ id: NodeID, in tree: ViewTree, readers: ReduceMotionReaders) -> VisualMotionScope {
        let typeName = tree.declaringType(of: id).map { tree[$0].name }
        let declarations = typeName.map { VisualTree.typeDecls(named: $0, in: tree) } ?? [tree.root]
        let source = tree.source
        var scope = VisualMotionScope(handlesReduceMotion: false, movesContent: false, rotatesIn3D: false)
        scope.declarations = declarations
        if let typeName {
            scope.handlesReduceMotion = readers.include(typeName, in: tree)
                || readers.includeAUserOf(typeName, in: tree)
        } else {
            scope.handlesReduceMotion = readsReduceMotion(in: tree[tree.root].range, of: source)
        }
        // Offsets in a type with a drag gesture follow the finger (direct manipulation, e.g. reordering tabs):
        // settling them is a small, user-initiated layout change.
        scope.followsDrag = declarations.contains {
            VisualTree.containsIdentifier("DragGesture", in: tree[$0].range, of: source)
        }
        let motion = scope.motion(in: declarations.flatMap { tree.descendants(of: $0) }, of: tree)
        scope.movesContent = motion.moves
        scope.rotatesIn3D = motion.rotatesIn3D
        return scope
    }

    /// The motion effects among `nodes`: state-driven scale, rotation or offset (drag-following offsets and small
    /// feedback excluded), and scaling transitions. With `state`, only those that depend on it: effects whose
    /// arguments name it, transitions of views shown or listed by a condition or `ForEach` that names it.
    func motion(in nodes: [NodeID], of tree: ViewTree, dependingOn state: Set<String>? = nil)
        -> (moves: Bool, rotatesIn3D: Bool) {
        var moves = false
        var rotatesIn3D = false
        for node in nodes {
            guard let name = Self.effectName(node, in: tree), !(followsDrag && name == "offset") else { continue }
            if name == "transition", Self.isScalingTransition(node, in: tree),
               state.map({ Self.isShownDepending(on: $0, transition: node, in: tree) }) ?? true {
                moves = true
            }
            if let state, !tree[node].arguments.contains(where: { Self.names(state, in: $0.range, of: tree) }) {
                continue
            }
            guard Self.motionEffects.contains(name),
                  tree[node].arguments.contains(where: { !Self.isConstant($0.value) }),
                  !Self.isSmallFeedback(node, effect: name, in: tree) else { continue }
            moves = true
            if name == "rotation3DEffect" { rotatesIn3D = true }
        }
        return (moves, rotatesIn3D)
    }

    /// The motion an implicit `.animation(_:value:)` animates: effects on the view it modifies and inside it.
    func motion(animatedBy modifier: NodeID, in tree: ViewTree) -> (moves: Bool, rotatesIn3D: Bool) {
        guard let owner = tree[modifier].parent else { return (false, false) }
        return motion(in: tree.modifiers(of: owner) + tree.descendants(of: owner), of: tree)
    }

    /// The motion a `withAnimation { … }` call animates. When its closure only sets or toggles named state
    /// (`isExpanded.toggle()`, `self.offset = 8`), the motion that depends on that state, directly or through
    /// computed properties of the type; otherwise (it calls a function, say) any motion of the type, as far as
    /// this file shows. A type that pulses a text's colour in one place and scales list rows in another does not
    /// move anything when the colour changes.
    func motion(animatedByCall call: NodeID, in tree: ViewTree) -> (moves: Bool, rotatesIn3D: Bool) {
        guard var state = Self.stateChanged(by: call, in: tree) else { return (movesContent, rotatesIn3D) }
        let members = declarations.flatMap { tree.members(of: $0) }
        // Computed properties read the state for the effects (`var scale: CGFloat { isPressed ? 1.2 : 1 }`).
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
        return motion(in: declarations.flatMap { tree.descendants(of: $0) }, of: tree, dependingOn: state)
    }

    /// The state a `withAnimation` closure changes: the names it assigns (`x = …`, `self.x += …`, `x[i] = …`) or
    /// toggles (`x.toggle()`). nil when it does anything else, or nothing.
    static func stateChanged(by call: NodeID, in tree: ViewTree) -> Set<String>? {
        var names: Set<String> = []
        for closure in tree.closures(of: call) {
            for statement in tree.children(of: closure) {
                let item = tree[statement]
                switch item.kind {
                case .call:
                    let path = item.name.hasPrefix("self.") ? String(item.name.dropFirst(5)) : item.name
                    guard path.hasSuffix(".toggle"), item.arguments.isEmpty else { return nil }
                    let base = path.dropLast(".toggle".count)
                    guard !base.isEmpty, !base.contains(".") else { return nil }
                    names.insert(String(base))
                case .statement:
                    guard let name = assignedName(item.label ?? "") else { return nil }
                    names.insert(name)
                default:
                    return nil
                }
            }
        }
        return names.isEmpty ? nil : names
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

    /// The modifier a node applies: a `.modifier`'s name, or the method of a call written on a value
    /// (`content.rotationEffect(…)` in a phase animator, `details.transition(…)`).
    static func effectName(_ node: NodeID, in tree: ViewTree) -> String? {
        let item = tree[node]
        switch item.kind {
        case .modifier:
            return item.name
        case .call:
            guard let dot = item.name.lastIndex(of: "."), item.name.first?.isLowercase == true else { return nil }
            return String(item.name[item.name.index(after: dot)...])
        default:
            return nil
        }
    }

    /// Press feedback and disclosure indicators are small layout changes, which lesson 5 allows: a scale between
    /// two literals at most 0.25 apart (`isPressed ? 0.95 : 1`), and a rotating `chevron` symbol.
    static func isSmallFeedback(_ node: NodeID, effect: String, in tree: ViewTree) -> Bool {
        switch effect {
        case "scaleEffect":
            guard tree[node].arguments.count == 1, let argument = tree[node].arguments.first,
                  let (first, second) = literalTernary(tree.text(in: argument.range)) else { return false }
            return abs(first - second) <= 0.25
        case "rotationEffect":
            guard let owner = tree[node].parent, tree[owner].name == "Image",
                  case .string(let symbol)? = tree.argument("systemName", of: owner)?.value else { return false }
            return symbol.text.hasPrefix("chevron")
        default:
            return false
        }
    }

    /// `condition ? 0.8 : 1.0` → (0.8, 1.0); nil for anything else.
    static func literalTernary(_ text: String) -> (Double, Double)? {
        guard let question = text.lastIndex(of: "?") else { return nil }
        let branches = text[text.index(after: question)...].split(separator: ":")
        guard branches.count == 2,
              let first = Double(VisualTree.trimmed(branches[0])), let second = Double(VisualTree.trimmed(branches[1]))
        else { return nil }
        return (first, second)
    }

    /// An identifier naming Reduce Motion: `accessibilityReduceMotion`, `isReduceMotionEnabled`, `reduceMotion`,
    /// `prefersReducedMotion`… Matching the stem is deliberately generous: it can only make the rule quieter.
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
                if StringSearch.contains(text, "educeMotion") || StringSearch.contains(text, "educedMotion") {
                    return true
                }
            }
            return false
        }
    }

    /// `.transition(.scale)`, `.transition(.scale.combined(with: .opacity))`, `.asymmetric(insertion: .scale, …)`.
    /// Slides and moves are left alone: they are how sheets and navigation enter, which lesson 5 allows.
    static func isScalingTransition(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let argument = tree[modifier].arguments.first else { return false }
        return VisualTree.containsIdentifier("scale", in: argument.range, of: tree.source)
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

    /// Another type that reads Reduce Motion calls or refers to `typeName`.
    func includeAUserOf(_ typeName: String, in tree: ViewTree) -> Bool {
        declarations.contains { declaration in
            tree[declaration].name != typeName && tree.descendants(of: declaration).contains {
                (tree[$0].kind == .call || tree[$0].kind == .reference) && tree[$0].name == typeName
            }
        }
    }
}
