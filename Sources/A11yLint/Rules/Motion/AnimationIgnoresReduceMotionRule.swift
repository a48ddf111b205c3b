import RuleEngine

/// Motion that runs whatever the Reduce Motion setting says (seed 002 Pattern 4, Pitfalls 3 and 6).
struct AnimationIgnoresReduceMotionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "animation-ignores-reduce-motion", name: "Animation ignores Reduce Motion", severity: .medium,
        category: "motion", wcag: ["2.3.3", "2.2.2"], appleAudit: nil,
        summary: "An animation that moves, scales or rotates content runs in a type that never reads Reduce Motion.",
        rationale: """
            Scaling, rotation, sliding, bouncing springs, parallax and anything that repeats forever can cause \
            dizziness and nausea for people with vestibular disorders. They turn on Settings > Accessibility > \
            Motion > Reduce Motion and expect apps to tone such motion down; SwiftUI does not do it for custom \
            animations. Endless animations (`repeatForever`), 3D rotations and confetti are the worst offenders.
            """,
        fix: """
            - **Case: decorative motion.** Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` \
            and pass `reduceMotion ? nil : .spring()` to `.animation(_:value:)` or `withAnimation`.
            - **Case: the change must stay visible.** Replace the motion with a fade when `reduceMotion` is on \
            (`.transition(reduceMotion ? .opacity : .scale)`).
            - **Case: confetti or particles.** Don't trigger them: \
            `.confettiCannon(trigger: reduceMotion ? .constant(0) : $confettiTrigger)`.
            - **Case: a shared helper or the caller decides.** Read the setting there; the rule accepts any read of \
            `accessibilityReduceMotion` or `UIAccessibility.isReduceMotionEnabled` in the type, or in a type of the \
            same file that uses it.
            """,
        limits: """
            Fades, opacity and colour changes, small layout changes (press feedback scaling by at most 0.25, \
            rotating chevrons, offsets that follow a drag gesture) and slide/move transitions (how sheets and \
            navigation enter) are not reported: an animation is reported only when its type drives scale, rotation \
            or offset from state, repeats forever, or is a confetti/phase/symbol effect that moves. A \
            `withAnimation` whose closure only sets or toggles state is reported only when that state (directly or \
            through a computed property) drives such an effect or shows a view with a scaling transition. A guard \
            in a caller in another file is not seen.
            """,
        triggeringExamples: AnimationIgnoresReduceMotionRule.triggeringExamples,
        nonTriggeringExamples: AnimationIgnoresReduceMotionRule.nonTriggeringExamples)

    /// Symbol effects that move the symbol; pulse, variable colour and replace are opacity changes.
    static let movingSymbolEffects: Set<String> = ["bounce", "wiggle", "rotate", "breathe", "scale"]

    enum Driver {
        /// `.animation(_:value:)`, `withAnimation(_:_:)`: `repeatsForever` from the animation expression.
        case animation(repeatsForever: Bool)
        case confetti
        /// `phaseAnimator` without a trigger and repeating keyframes loop forever.
        case phases(repeatsForever: Bool, moves: Bool)
        case symbolEffect(moves: Bool)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var scopes: [String: VisualMotionScope] = [:]
        lazy var readers = ReduceMotionReaders(tree)
        for id in tree.allIDs {
            guard let driver = driver(id, in: tree) else { continue }
            let key = tree.declaringType(of: id).map { tree[$0].name } ?? ""
            let scope = scopes[key] ?? VisualMotionScope.of(id, in: tree, readers: readers)
            scopes[key] = scope
            guard !scope.handlesReduceMotion else { continue }
            let code = code(of: id, in: tree)
            switch driver {
            case .animation(let repeatsForever):
                if repeatsForever {
                    sink.report(id, in: tree, message: Self.foreverMessage(code: code), severity: .high)
                    continue
                }
                // `.animation(_:value:)` animates the view it modifies; `withAnimation` the state its closure changes.
                let motion = tree[id].kind == .modifier ? scope.motion(animatedBy: id, in: tree)
                    : scope.motion(animatedByCall: id, in: tree)
                guard motion.0 else { continue }
                sink.report(id, in: tree, message: Self.motionMessage(code: code, in3D: motion.1),
                            severity: motion.1 ? .high : nil)
            case .confetti:
                sink.report(id, in: tree, message: Self.confettiMessage(code: code), severity: .high)
            case .phases(let repeatsForever, let moves):
                guard moves else { continue }
                sink.report(id, in: tree, message: repeatsForever ? Self.foreverMessage(code: code)
                                : Self.motionMessage(code: code, in3D: false),
                            severity: repeatsForever ? .high : nil)
            case .symbolEffect(let moves):
                guard moves else { continue }
                sink.report(id, in: tree, message: Self.motionMessage(code: code, in3D: false))
            }
        }
    }

    static func foreverMessage(code: String) -> String {
        """
        '\(code)' repeats forever and ignores Reduce Motion; people with vestibular disorders cannot make it stop. \
        Read @Environment(\\.accessibilityReduceMotion) and show a still state (or a fade) when it is on.
        """
    }

    static func motionMessage(code: String, in3D: Bool) -> String {
        let what = in3D ? "rotates content in 3D" : "moves, scales or rotates content"
        return """
            '\(code)' \(what) in a type that never reads Reduce Motion, which can cause dizziness. Read \
            @Environment(\\.accessibilityReduceMotion) and pass nil or a fade when it is on.
            """
    }

    static func confettiMessage(code: String) -> String {
        """
        '\(code)' fires confetti even with Reduce Motion on. Pass a constant trigger when \
        @Environment(\\.accessibilityReduceMotion) is true: trigger: reduceMotion ? .constant(0) : $trigger.
        """
    }

    private func code(of id: NodeID, in tree: ViewTree) -> String {
        let item = tree[id]
        if item.kind == .modifier {
            let source = VisualTree.modifierSource(id, in: tree)
            return source.count > 60 ? "." + item.name + "(…)" : source
        }
        let arguments = item.arguments.map { tree.text(in: $0.range) }.joined(separator: ", ")
        return arguments.isEmpty || arguments.count > 50 ? item.name : "\(item.name)(\(arguments))"
    }

    private func driver(_ id: NodeID, in tree: ViewTree) -> Driver? {
        // Every node of the file comes here: only calls and modifiers are copied out of the tree.
        guard tree[id].kind == .modifier || tree[id].kind == .call else { return nil }
        let item = tree[id]
        switch (item.kind, item.name) {
        case (.modifier, "animation"), (.call, "withAnimation"):
            let animation = item.arguments.first { $0.label == nil }
            if let animation, case .identifier("nil") = animation.value { return nil }
            if let animation, case .member(nil, "none") = animation.value { return nil }
            if item.kind == .call, onlyScrolls(id, in: tree) { return nil }
            let repeatsForever = animation.map {
                VisualTree.containsIdentifier("repeatForever", in: $0.range, of: tree.source)
            } ?? false
            return .animation(repeatsForever: repeatsForever)
        case (.modifier, "confettiCannon"), (.call, "ConfettiCannon"):
            return .confetti
        case (.modifier, "phaseAnimator"), (.call, "PhaseAnimator"):
            return .phases(repeatsForever: tree.argument("trigger", of: id) == nil, moves: closuresMove(id, in: tree))
        case (.modifier, "keyframeAnimator"), (.call, "KeyframeAnimator"):
            var repeats = false
            if case .bool(true)? = tree.argument("repeating", of: id)?.value { repeats = true }
            return .phases(repeatsForever: repeats, moves: closuresMove(id, in: tree))
        case (.modifier, "symbolEffect"):
            guard let effect = item.arguments.first?.value else { return nil }
            return .symbolEffect(moves: Self.movingSymbolEffects.contains(VisualTree.rootMemberName(effect) ?? ""))
        default:
            return nil
        }
    }

    /// `withAnimation { proxy.scrollTo(id) }`: an animated scroll to a position, not decorative motion.
    private func onlyScrolls(_ id: NodeID, in tree: ViewTree) -> Bool {
        let body = tree.closures(of: id).flatMap { tree.children(of: $0) }
        return !body.isEmpty && body.allSatisfy { tree[$0].kind == .call && tree[$0].name.hasSuffix(".scrollTo") }
    }

    /// Whether a phase/keyframe animator's content closure applies a motion effect.
    private func closuresMove(_ id: NodeID, in tree: ViewTree) -> Bool {
        tree.closures(of: id).contains { closure in
            tree.descendants(of: closure).contains {
                VisualMotionScope.motionEffects.contains(VisualMotionScope.effectName($0, in: tree) ?? "")
            }
        }
    }
}
