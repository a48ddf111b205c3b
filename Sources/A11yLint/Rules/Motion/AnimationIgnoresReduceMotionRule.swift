import RuleEngine

/// Motion that runs whatever the Reduce Motion setting says (seed 002 Pattern 4, Pitfalls 3 and 6).
struct AnimationIgnoresReduceMotionRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "animation-ignores-reduce-motion", name: "Animation ignores Reduce Motion", severity: .medium,
        category: .motion, wcag: ["2.3.3", "2.2.2"], appleAudit: nil,
        blocks: [NutritionLabels.reducedMotion],
        summary: "An animation that moves, scales or rotates content runs without a Reduce Motion check that covers it.",
        rationale: """
            Scaling, rotation, sliding, bouncing springs, parallax and anything that repeats forever can cause \
            dizziness and nausea for people with vestibular disorders. They turn on Settings > Accessibility > \
            Motion > Reduce Motion and expect apps to tone such motion down; SwiftUI does not do it for custom \
            animations. Motion that starts by itself (on appear, on a timer), endless animations (`repeatForever`), \
            3D rotations and confetti are the worst offenders.
            """,
        fix: """
            - **Case: decorative motion.** Read `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` \
            and pass `reduceMotion ? nil : .spring()` to `.animation(_:value:)` or `withAnimation`, or wrap the \
            change in `if !reduceMotion { … }` / `guard !reduceMotion else { … }`.
            - **Case: the change must stay visible.** Replace the motion with a fade when `reduceMotion` is on \
            (`.transition(reduceMotion ? .opacity : .scale)`).
            - **Case: confetti or particles.** Don't trigger them: \
            `.confettiCannon(trigger: reduceMotion ? .constant(0) : $confettiTrigger)`.
            - **Case: a shared helper or the caller decides.** Read the setting there: an animation held in a \
            property or helper of the type that reads the setting counts, and so does a type of the same file that \
            shows this one under a guard on the setting, or hands it state changed only under one.
            """,
        limits: """
            The check must cover the animation: a read of `accessibilityReduceMotion` (or \
            `UIAccessibility.isReduceMotionEnabled`, or an app's own "reduce animations" setting) elsewhere in the \
            type does not silence an unguarded `.animation(.spring())` beside a guarded one. Covered are: the \
            animation's own arguments, an enclosing `if`/`switch`/ternary on the setting (not the branch that runs \
            only with it on, `if reduceMotion { … }`; `if canAnimate { … }` with `var canAnimate: Bool { isEnabled && \
            !reduceMotion }` runs only with it off), an earlier `guard` on it \
            or `if` on it that returns, in the same body (an earlier `if` that draws a still view covers only its \
            own branches), a `.transaction` around the view, a value only changed under such a guard, and effects or \
            transitions that read the setting themselves. Not reported, since Reduce Motion does not ask to remove \
            them: fades, opacity and colour changes, also endless ones (a value or state read only by `.opacity`, \
            `.foregroundStyle` and other colour modifiers, directly or through a local constant or a computed \
            property computed from it, or in the body of a view of the same file it is handed to, \
            `GlowDot(intensity: glow)`, or of a helper of the type that draws it, `rings()` calling \
            `ring(opacity: ringOpacity)`, and \
            otherwise only set or watched); small layout changes (press and focus feedback scaling by at most 0.25, \
            read from literals, from the literal default of the helper's parameter, `scale: Double = 0.98`, or from \
            a state the type only sets to literals, `scale = 0.95` on press and `scale = 1` on release; \
            nudges of at most 10 pt (also a shake kept in a state the type only sets to literals within 10 pt of its \
            resting value), tilts between literal angles at most 10° apart (`.degrees(isOn ? 8 : 0)`), a floating label rising at most 40 pt above the field the user types into (`.offset(y: text.isEmpty ? 0 : -28)` beside `TextField("", text: $text)`), a toggle style's thumb sliding across its track (`configuration.isOn ? 8 : -8`), an offset following the option the user chose in the same type with a button, a tap, a page `TabView` or a `Picker` (`.offset(x: width * CGFloat(selectedIndex))`, a segmented control's thumb; `.offset(x: selection == 0 ? 0 : width / 2)`, a tab's underline), rotating chevrons (a `chevron` symbol, or an asset named for one and not framed larger than 24 pt) and other images framed at most 24 pt a side, offsets and tilts that follow a drag gesture (also a `withAnimation` in the `onChanged` or `updating` of a drag, pinch or rotation that reads the gesture's value or a constant the handler works out from it), and what settles back when the fingers lift: a `withAnimation` in the `onEnded` of a `DragGesture`, a pinch or a rotation whose `onChanged` or `updating` moves content, or an `.animation` that picks none while a flag named for the gesture in progress holds, `.animation(isPinching ? .none : .spring())`); a zoom the user asks for (a \
            `withAnimation` in a gesture, a double tap or pinch, that only sets what the `.scaleEffect` of the view \
            it is on reads, or where it sits); what the user closes (a `withAnimation` in a control's action or a tap or gesture handler whose every change sets a flag to false or a value to nil, `isPresented = false`: it leaves the way a sheet or a menu does, unless the file flies views with `.matchedGeometryEffect`, which may zoom it back into a thumbnail); slide and move \
            transitions, a panel that slides while it fades (how sheets and navigation enter), and a view the user \
            slides in, out or across with a tap or a control (a `withAnimation` in its action, or in a closure handed \
            to a view of the linted files that calls it only from its controls, `PresetList(onShowCustom: { … })` \
            with `Button("Custom…", action: onShowCustom)`, or a value only such \
            actions change, besides an `.onAppear` putting it back to its declared value, whose only motion is an `.offset`, and that shows no view `.matchedGeometryEffect` \
            flies); content making room \
            for the keyboard (an `.animation(_:value:)` whose value names it, `keyboardHeight`, or a `withAnimation` \
            in a keyboard notification's `.onReceive`); an endless `.animation(_:value:)` on a view none of whose \
            looks read the value, so its loop never starts; an `.animation(_:value:)` whose value is a property every \
            caller in the linted files fills with the same constant (`ErrorRow(pinchProgress: 0)` everywhere), \
            which never changes; a `withAnimation` whose closure is empty, or whose \
            every change sets a `@State` that nothing else in the type names (a shimmer's `phase` no view reads); \
            scaling \
            transitions from 90 % or more, and those of a lone SF Symbol at text size (at most 24 pt, or a control \
            whose label is only one) popping in or out because the user tapped (every change of the state is in a \
            control's action or a tap handler); dismissing the view or pushing navigation; small indeterminate spinners \
            (a shape, an SF Symbol or an image asset named for loading, `Image("loading_16")`, of at most 64 pt \
            turning forever, like `ProgressView`, an arc of a circle, \
            `Circle().trim(from: 0, to: 0.25)`, whose size comes from elsewhere, or whatever a `ProgressViewStyle` turns); and a one-off \
            symbol \
            bounce answering the user's own tap (also on a control whose own action calls the owner of the \
            bounce's value: `Button { post.toggleLike() }` with `.symbolEffect(.bounce, value: post.isLiked)`); a \
            discrete symbol effect whose value is a literal (`.symbolEffect(.bounce, value: 3)`), or the condition \
            of an `if` that draws it (`if finished { Image(…).symbolEffect(.bounce, value: finished) }`), which never \
            changes while it is drawn, so it never plays; likewise a scale, rotation or offset that reads a state only \
            where an `if` on that state draws it (`if shows { badge.scaleEffect(shows ? 1 : 0.5) }`: the view is \
            inserted at its final size). Page changes (`TabView(selection:)` with a page style, \
            `.scrollPosition(id:)`, `scrollTo`) are reported only when a timer, a sleeping loop or a self-rescheduling \
            `asyncAfter` (a function whose delayed closure calls it again) of the type runs \
            them (an auto-advancing carousel): a page the user turns is a standard slide. A custom `GeometryEffect` \
            (a shake) applied with `.modifier(…)` counts as motion when it is declared in the same file. A `withAnimation` whose closure only sets, toggles or mutates \
            state (also through functions of the type it calls, and the methods of a model the view holds, \
            `session.select(id)`, which change that model) is reported only when that state drives motion; \
            what it hands to a queue or a task (`DispatchQueue.main.asyncAfter(…) { … }`, `Task { … }`) runs later, \
            outside the animation, and changes nothing it animates; \
            an `.animation(_:value:)` only when an effect before it in the chain (or inside the view) depends on its \
            value: `.animation(.default, value: contentOpacity)` fades, whatever else the view moves on other \
            state. An animation the file cannot see is not reported: an app's own curve declared elsewhere \
            (`.animation(.appStandard, value: x)`, `withAnimation(Theme.Motion.standard)`, a local variable) may \
            already turn itself off under Reduce Motion; SwiftUI's own curves (`.spring`, `.easeInOut`, `.default`, \
            `Animation.bouncy`, …) and properties of the same type are judged. A \
            caller of the same file covers the view it shows only where its read covers that use (an `if`/`else` \
            on the setting around it, the setting or guarded state in its arguments); a guard in a caller in \
            another file is not seen.
            """,
        triggeringExamples: AnimationIgnoresReduceMotionRule.triggeringExamples,
        nonTriggeringExamples: AnimationIgnoresReduceMotionRule.nonTriggeringExamples)

    /// Symbol effects that move the symbol; pulse, variable colour and replace are opacity changes.
    static let movingSymbolEffects: Set<String> = ["bounce", "wiggle", "rotate", "breathe", "scale"]

    enum Driver {
        /// `.animation(_:value:)`, `withAnimation(_:_:)`: `repeatsForever` from the animation expression.
        case animation(repeatsForever: Bool)
        /// `withAnimation { proxy.scrollTo(id) }`: reported only when a timer runs it (content scrolling by itself).
        case scroll
        case confetti
        /// `phaseAnimator` without a trigger and repeating keyframes loop forever.
        case phases(repeatsForever: Bool)
        /// `trigger` names the value of a discrete effect (`.symbolEffect(.bounce, value: count)`) that plays once
        /// per change; nil for effects that run while active or repeat.
        case symbolEffect(moves: Bool, trigger: Argument?)
    }

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var scopes: [String: VisualMotionScope] = [:]
        lazy var readers = ReduceMotionReaders(tree)
        for id in tree.nodes(.call, .modifier) {
            guard let driver = driver(id, in: tree) else { continue }
            let key = tree.declaringType(of: id).map { tree[$0].name } ?? ""
            let scope = scopes[key] ?? VisualMotionScope.of(id, in: tree, readers: readers,
                                                            userActionCallbacks: context.index.userActionCallbacks)
            scopes[key] = scope
            // A caller that reads the setting decides; a read in this type must cover this animation.
            if scope.callerHandlesReduceMotion || (scope.readsReduceMotion && scope.guards.covers(id)) { continue }
            let code = code(of: id, in: tree)
            let readsElsewhere = scope.readsReduceMotion
            switch driver {
            case .animation(let repeatsForever):
                // A `withAnimation` that changes nothing a view reads moves nothing, however it repeats.
                if tree[id].kind == .call, scope.animatesNothing(call: id, in: tree) { continue }
                // A value every caller fills with the same constant (`pinchProgress: 0`) never changes: nothing
                // is animated.
                if tree[id].kind == .modifier, let value = tree.argument("value", of: id),
                   case .identifier(let name) = value.value, context.constantProperty(name, around: id) != nil {
                    continue
                }
                // `.animation(_:value:)` animates the view it modifies; `withAnimation` the state its closure changes.
                let motion = tree[id].kind == .modifier ? scope.motion(animatedBy: id, in: tree)
                    : scope.motion(animatedByCall: id, in: tree)
                if repeatsForever {
                    if VisualMotionScope.isSmallSpinner(motion, in: tree) { continue }
                    // Nothing it modifies changes with its value: the loop never starts.
                    if tree[id].kind == .modifier, scope.animatesNothing(id, in: tree) { continue }
                    // A colour or an opacity pulsing forever moves nothing.
                    if !motion.moves, scope.onlyFadesOrRecolours(animatedBy: id, in: tree) { continue }
                    sink.report(id, in: tree, message: Self.foreverMessage(code: code, readsElsewhere: readsElsewhere),
                                severity: .high)
                    continue
                }
                // Letting go of a drag: what the finger moved settles back, still the user's own gesture.
                if tree[id].kind == .call, VisualMotionScope.settlesDrag(id, in: tree) { continue }
                // Smoothing what follows the fingers: direct manipulation, the user's own motion.
                if tree[id].kind == .call, VisualMotionScope.followsFingers(id, in: tree) { continue }
                // Zooming a photo the user pinched or double-tapped: the zoom they asked for.
                if tree[id].kind == .call, Self.zoomsOnGesture(id, in: tree) { continue }
                // `.animation(isPinching ? .none : .spring())`: what the fingers moved settles when they lift.
                if tree[id].kind == .modifier, Self.animatesOnlyOnRelease(id, in: tree) { continue }
                // Closing what the user dismissed: it leaves the way a sheet or a menu does.
                if tree[id].kind == .call, Self.onlyCloses(id, in: tree), scope.guards.isUserInitiated(id) { continue }
                if popsInSymbolOnTap(id, motion: motion, scope: scope, in: tree) || followsKeyboard(id, in: tree)
                    || slidesOnUserAction(id, motion: motion, scope: scope, in: tree) {
                    continue
                }
                guard motion.moves else {
                    // A timer that turns the page of a carousel slides content in by itself, over and over.
                    if tree[id].kind == .call, scope.runsOnTick(id, in: tree),
                       let state = scope.stateChanged(by: id, in: tree), !state.isEmpty,
                       !scope.pagingViews(selectedBy: state, in: tree).isEmpty {
                        sink.report(id, in: tree, message: Self.advanceMessage(code: code, readsElsewhere: readsElsewhere))
                    }
                    continue
                }
                // A caption rising above the field the user types into.
                if VisualMotionScope.isFloatingLabel(motion, in: tree) { continue }
                sink.report(id, in: tree, message: Self.motionMessage(code: code, in3D: motion.rotatesIn3D,
                                                                      readsElsewhere: readsElsewhere),
                            severity: motion.rotatesIn3D ? .high : nil)
            case .scroll:
                guard scope.runsOnTick(id, in: tree) else { continue }
                sink.report(id, in: tree, message: Self.advanceMessage(code: code, readsElsewhere: readsElsewhere))
            case .confetti:
                sink.report(id, in: tree, message: Self.confettiMessage(code: code), severity: .high)
            case .phases(let repeatsForever):
                let content = tree.closures(of: id).flatMap { tree.descendants(of: $0) }
                let motion = scope.motion(in: content, of: tree)
                guard motion.moves else { continue }
                if repeatsForever {
                    if VisualMotionScope.isSmallSpinner(motion, owner: tree[id].parent, in: tree) { continue }
                    sink.report(id, in: tree, message: Self.foreverMessage(code: code, readsElsewhere: readsElsewhere),
                                severity: .high)
                } else {
                    sink.report(id, in: tree, message: Self.motionMessage(code: code, in3D: motion.rotatesIn3D,
                                                                          readsElsewhere: readsElsewhere))
                }
            case .symbolEffect(let moves, let trigger):
                guard moves else { continue }
                // A discrete effect plays when its value changes: a literal (`value: 3`) never does.
                if let trigger, Self.isLiteral(trigger.value) { continue }
                // Drawn only while an `if` on its value holds (`if finished { … .symbolEffect(.bounce, value:
                // finished) }`), it never sees the value change.
                if let trigger, Self.isHeldByEnclosingCondition(trigger, of: id, in: tree) { continue }
                // One bounce answering the user's own tap is feedback, like a pressed button shrinking.
                if let trigger, scope.guards.changesAreUserInitiated(Set(
                    TraitText.identifiers(in: tree.text(in: trigger.range)))) || bouncesItsOwnControl(id, on: trigger, in: tree) {
                    continue
                }
                sink.report(id, in: tree, message: Self.motionMessage(code: code, in3D: false,
                                                                      readsElsewhere: readsElsewhere))
            }
        }
    }

    /// Whether the value of a discrete effect is held by an `if` that draws it (`VisualMotionScope
    /// .isHeldByEnclosingCondition`): the value stays the same as long as the effect is drawn.
    static func isHeldByEnclosingCondition(_ trigger: Argument, of effect: NodeID, in tree: ViewTree) -> Bool {
        let name = tree.argumentValueText(trigger)
        guard !name.isEmpty, TraitText.isNamePath(name) else { return false }
        return VisualMotionScope.isHeldByEnclosingCondition(name, of: effect, in: tree)
    }

    /// Whether an `.animation` modifier animates only when a gesture of the user's ends: its animation is a ternary
    /// on a flag named for the gesture in progress that picks none while it lasts (`isPinching ? .none : .spring()`,
    /// `isDragging ? nil : .default`), so the view follows the fingers and then settles where they left it.
    static func animatesOnlyOnRelease(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard let animation = tree[modifier].arguments.first, animation.label == nil,
              let parts = WordingText.ternaryParts(of: tree.argumentValueText(animation)),
              parts.conditions.count == 1, parts.branches.count == 2,
              parts.branches[0] == ".none" || parts.branches[0] == "nil",
              TraitText.isNamePath(parts.conditions[0]),
              let flag = parts.conditions[0].split(separator: ".").last else { return false }
        return TraitText.words(of: String(flag)).contains { SwiftUIVocabulary.gestureInProgressWords.contains($0.lowercased()) }
    }

    /// A number, Boolean or string literal: a value that never changes.
    static func isLiteral(_ value: Expr) -> Bool {
        switch value {
        case .number, .bool: return true
        case .string(let literal): return !literal.isInterpolated
        default: return false
        }
    }

    /// Whether everything the `withAnimation` closure changes closes something: a flag set to false, a value to
    /// nil (`isPresented = false`, `presentedSheet = nil`). Not in a file that flies views between places with
    /// `.matchedGeometryEffect`: what closes there may zoom back into the thumbnail it came from.
    static func onlyCloses(_ call: NodeID, in tree: ViewTree) -> Bool {
        guard tree.modifierUses(named: "matchedGeometryEffect").isEmpty else { return false }
        let effects = tree.closures(of: call).reduce(into: Set<String>()) { effects, closure in
            effects.formUnion(tree.actionEffects(in: tree[closure].range))
        }
        return !effects.isEmpty && effects.allSatisfy(ViewTree.clears)
    }

    static func foreverMessage(code: String, readsElsewhere: Bool) -> String {
        """
        '\(code)' repeats forever, even with Reduce Motion on; people with vestibular disorders cannot make it \
        stop.\(elsewhere(readsElsewhere)) Read @Environment(\\.accessibilityReduceMotion) and show a still state \
        (or a fade) when it is on.
        """
    }

    static func motionMessage(code: String, in3D: Bool, readsElsewhere: Bool) -> String {
        let what = in3D ? "rotates content in 3D" : "moves, scales or rotates content"
        return """
            '\(code)' \(what) even with Reduce Motion on, which can make people with vestibular disorders dizzy \
            or nauseous.\(elsewhere(readsElsewhere)) Read @Environment(\\.accessibilityReduceMotion) and pass nil or \
            a fade when it is on.
            """
    }

    static func advanceMessage(code: String, readsElsewhere: Bool) -> String {
        """
        '\(code)' slides content to another page or position by itself on a timer, even with Reduce Motion on.\
        \(elsewhere(readsElsewhere)) Read @Environment(\\.accessibilityReduceMotion) and change the page without \
        animation (or not at all) when it is on.
        """
    }

    /// The sentence for a type that reads the setting, but not for this animation.
    private static func elsewhere(_ readsElsewhere: Bool) -> String {
        readsElsewhere ? " This type reads Reduce Motion for another animation, but not for this one." : ""
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
            // `.animation(.appDefault, value: x)`: the file cannot see the curve, which may honour the setting.
            if let animation, !VisualMotionScope.showsAnimation(animation.value, at: id, in: tree) { return nil }
            if item.kind == .call, onlyScrolls(id, in: tree) { return .scroll }
            let repeatsForever = animation.map {
                VisualTree.containsIdentifier("repeatForever", in: $0.range, of: tree.source)
            } ?? false
            return .animation(repeatsForever: repeatsForever)
        case (.modifier, "confettiCannon"), (.call, "ConfettiCannon"):
            return .confetti
        case (.modifier, "phaseAnimator"), (.call, "PhaseAnimator"):
            return .phases(repeatsForever: tree.argument("trigger", of: id) == nil)
        case (.modifier, "keyframeAnimator"), (.call, "KeyframeAnimator"):
            var repeats = false
            if case .bool(true)? = tree.argument("repeating", of: id)?.value { repeats = true }
            return .phases(repeatsForever: repeats)
        case (.modifier, "symbolEffect"):
            guard let effect = item.arguments.first?.value else { return nil }
            let options = tree.argument("options", of: id).map { tree.text(in: $0.range) } ?? ""
            let repeats = options.contains("repeating") || options.contains("repeat(")
            return .symbolEffect(moves: Self.movingSymbolEffects.contains(VisualTree.rootMemberName(effect) ?? ""),
                                 trigger: repeats ? nil : tree.argument("value", of: id))
        default:
            return nil
        }
    }

    /// A symbol at text size scaling in or out (`if copied { Image(systemName: "checkmark").transition(.scale) }`)
    /// because the user tapped: feedback, as a pressed button shrinking is. Only transitions move, each of a view
    /// that shows only a small symbol, and every change of the animated state is the user's.
    private func popsInSymbolOnTap(_ id: NodeID, motion: VisualMotionScope.Motion, scope: VisualMotionScope,
                                   in tree: ViewTree) -> Bool {
        guard motion.effects.isEmpty, !motion.transitions.isEmpty, motion.transitions.allSatisfy({ transition in
            tree.parent(of: transition).map { VisualMotionScope.showsOnlyASmallSymbol($0, in: tree) } ?? false
        }) else { return false }
        guard let state = animatedState(of: id, scope: scope, in: tree) else { return false }
        return scope.guards.changesAreUserInitiated(state)
    }

    /// Whether the `withAnimation` call `id` runs in a gesture's handler, and that gesture only zooms the view it
    /// is on (`ViewTree.onlyZooms(gesture:on:)`): a double tap or pinch that scales a photo.
    private static func zoomsOnGesture(_ id: NodeID, in tree: ViewTree) -> Bool {
        guard let gesture = tree.ancestors(of: id).first(where: { tree[$0].kind == .modifier }),
              !tree.gestures(of: gesture).isEmpty, let view = tree.parent(of: gesture) else { return false }
        return tree.onlyZooms(gesture: gesture, on: view)
    }

    /// A panel the user opens, closes or switches by sliding it (`.offset(y: showsCart ? 0 : 500)` after a tap):
    /// a standard slide, as a sheet's or a navigation push's. Not when it also scales or turns, nor when the state
    /// shows a view that `.matchedGeometryEffect` flies into place.
    private func slidesOnUserAction(_ id: NodeID, motion: VisualMotionScope.Motion, scope: VisualMotionScope,
                                    in tree: ViewTree) -> Bool {
        guard !motion.effects.isEmpty, motion.transitions.isEmpty,
              motion.effects.allSatisfy({ tree[$0].name == "offset" }) else { return false }
        let state = animatedState(of: id, scope: scope, in: tree)
        // A `withAnimation` in a tap handler runs when the user acts, whoever else changes its state.
        let isStartedByUser = tree[id].kind == .call ? scope.guards.isUserInitiated(id)
            : state.map(scope.guards.changesAreUserInitiated) ?? false
        guard isStartedByUser else { return false }
        return !tree.modifierUses(named: "matchedGeometryEffect").contains { flight in
            state.map { VisualMotionScope.isShownDepending(on: $0, transition: flight, in: tree) } ?? true
        }
    }

    /// The state an animation animates: the value of `.animation(_:value:)`, what a `withAnimation` changes. nil
    /// when it cannot be read or is empty.
    private func animatedState(of id: NodeID, scope: VisualMotionScope, in tree: ViewTree) -> Set<String>? {
        let state = tree[id].kind == .modifier
            ? tree.argument("value", of: id).map { Set(TraitText.identifiers(in: tree.text(in: $0.range))) }
            : scope.stateChanged(by: id, in: tree)
        guard let state, !state.isEmpty else { return nil }
        return state
    }

    /// `Button { model.toggleLike() } label: { … }.symbolEffect(.bounce, value: model.isLiked)`: a discrete effect
    /// on a control (or in its label) whose value belongs to what the control's own action acts on answers the
    /// user's press, even when the state changes in another type. A bell bouncing on `store.unreadCount` while its
    /// action only opens a sheet is still reported.
    private func bouncesItsOwnControl(_ effect: NodeID, on trigger: Argument, in tree: ViewTree) -> Bool {
        // The argument's text starts with its label (`value:`).
        guard let owner = TraitText.identifiers(in: tree.text(in: trigger.range)).dropFirst()
                .first(where: { $0 != "self" }),
              let modified = tree[effect].parent else { return false }
        let control = tree[modified].kind == .call && SwiftUIVocabulary.labelledControls.contains(tree[modified].name) ? modified
            : tree.enclosingControl(of: effect).flatMap { SwiftUIVocabulary.labelledControls.contains(tree[$0].name) ? $0 : nil }
        guard let control else { return false }
        let actions = tree.closures(of: control).filter { !tree.isLabelPart($0, of: control) }.map { tree[$0].range }
            + [tree.argument("action", of: control)?.range].compactMap { $0 }
        return actions.contains { TraitText.identifiers(in: tree.text(in: $0)).contains(owner) }
    }

    /// `.animation(.easeOut, value: keyboardHeight)`, or a `withAnimation` in the handler of a keyboard notification
    /// (`.onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification))`): the
    /// content makes room for the keyboard the user opened, as the system's own keyboard avoidance moves it.
    private func followsKeyboard(_ id: NodeID, in tree: ViewTree) -> Bool {
        let namesKeyboard = { (range: Range<Int>) in
            TraitText.identifiers(in: tree.text(in: range)).contains { TraitText.words(of: $0).contains("keyboard") }
        }
        if tree[id].kind == .modifier { return tree.argument("value", of: id).map { namesKeyboard($0.range) } ?? false }
        guard let handler = tree.nearestAncestor(of: id, where: { $0.kind == .modifier }),
              tree[handler].name == "onReceive" else { return false }
        return tree[handler].arguments.contains { argument in
            if case .closure = argument.value { return false }
            return namesKeyboard(argument.range)
        }
    }

    /// `withAnimation { proxy.scrollTo(id) }`: an animated scroll to a position, not decorative motion unless a
    /// timer runs it.
    private func onlyScrolls(_ id: NodeID, in tree: ViewTree) -> Bool {
        let body = tree.closures(of: id).flatMap { tree.children(of: $0) }
        return !body.isEmpty && body.allSatisfy { tree[$0].kind == .call && tree[$0].name.hasSuffix(".scrollTo") }
    }

}
