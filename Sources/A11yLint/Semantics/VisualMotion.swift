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

    /// Modifiers that move content when their arguments change.
    static let motionEffects: Set<String> = ["scaleEffect", "rotationEffect", "offset", "rotation3DEffect"]

    /// The scope of `id`: its type and the type's extensions in this file, or the whole file for top-level code.
    static func of(_ id: NodeID, in tree: ViewTree, readers: ReduceMotionReaders) -> VisualMotionScope {
        let typeName = tree.declaringType(of: id).map { tree[$0].name }
        let declarations = typeName.map { VisualTree.typeDecls(named: $0, in: tree) } ?? [tree.root]
        let source = tree.source
        var scope = VisualMotionScope(handlesReduceMotion: false, movesContent: false, rotatesIn3D: false)
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
    /// feedback excluded), and scaling transitions.
    func motion(in nodes: [NodeID], of tree: ViewTree) -> (moves: Bool, rotatesIn3D: Bool) {
        var moves = false
        var rotatesIn3D = false
        for node in nodes {
            guard let name = Self.effectName(node, in: tree), !(followsDrag && name == "offset") else { continue }
            if name == "transition", Self.isScalingTransition(node, in: tree) { moves = true }
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
