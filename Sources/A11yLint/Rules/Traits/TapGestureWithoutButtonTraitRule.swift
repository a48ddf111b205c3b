import RuleEngine

/// Finds views made tappable with a single-tap gesture that VoiceOver does not announce as a button or link.
struct TapGestureWithoutButtonTraitRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "tap-gesture-without-button-trait", name: "Tap gesture without button trait", severity: .high,
        category: .traits, wcag: ["4.1.2"], appleAudit: "trait",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "A view that responds to a single tap with `.onTapGesture` or `TapGesture` must be announced as a button or link.",
        rationale: """
            `Button` tells VoiceOver, Voice Control and Switch Control that an element does something: VoiceOver says \
            "button" after the label and users know a double tap will act on it. A `Text`, `Image` or stack made \
            tappable with `.onTapGesture` has none of that: VoiceOver reads it as plain text, so users never learn \
            that it can be activated, and Voice Control shows no number for it.
            """,
        fix: """
            - **Case: it behaves like a button.** Use `Button { action() } label: { … }` and style it with \
            `.buttonStyle(.plain)` if the look must not change.
            - **Case: it must stay a custom view.** Add `.accessibilityAddTraits(.isButton)` (or `.isLink` when it \
            opens a web page), with an `.accessibilityLabel` if its content does not describe the action.
            - **Case: it is a row of several texts.** Combine it first: \
            `.accessibilityElement(children: .combine)` then `.accessibilityAddTraits(.isButton)`.
            """,
        limits: """
            Looks at single taps only (`.onTapGesture`, `.onTapGesture(count: 1)`, `TapGesture()` in `.gesture`, \
            `.simultaneousGesture` and `.highPriorityGesture`, and the hand-made buttons that act like one: a \
            press-tracking `DragGesture(minimumDistance: 0)` whose `.onEnded` calls a function (one whose \
            `.onChanged` follows the finger, `level = value(at: drag.location)`, is a hand-made slider: a drag, \
            `gesture-without-accessibility-action`'s), an \
            `.onLongPressGesture(minimumDuration: 0)` whose action calls one); multi-tap gestures are \
            `gesture-without-accessibility-action`'s. Stays quiet when a trait, representation, hiding or default \
            `.accessibilityAction { … }` applies to the view, to a container around it, or where its declaration is \
            used in the same file; inside a container made one element (`.accessibilityElement(children: \
            .combine)`) that VoiceOver users adjust (`.accessibilityAdjustableAction`); when the traits come from an expression it cannot read; on views inside a \
            control's label or drawn by a control's style (`makeBody` of a `ToggleStyle`, `ButtonStyle` or \
            `PrimitiveButtonStyle`, where the tap toggles or triggers the control) or on a helper of the type whose \
            only view is a control (`field.onTapGesture { isEditing = true }` with `field` a `TextField`); on a view combined \
            (`.accessibilityElement(children: .combine)`) with a `Toggle` or `Button` it draws, which gives the \
            element its trait and action; on a tap in a Swift Charts `Chart`'s `.chartOverlay` or \
            `.chartBackground` (it picks a mark for a callout, and VoiceOver reaches each mark by itself); on a \
            tap whose handler counts taps to three or more (`debugTapCount += 1; if debugTapCount >= 7 { … }`, a \
            hidden shortcut); on a tap that dismisses the \
            keyboard, clears focus or names the background; on a translucent colour or shape layer, or one in a colour named for dimming (`Color.dimLight`): a scrim \
            that closes an overlay; or on a clear layer \
            or one filled with a translucent colour (`.background(Color.black.opacity(0.3))`) whose tap only \
            closes something (sets a flag false, or toggles the flag an enclosing `if` shows it on) or calls one function named for closing (`Color.clear` catching taps outside a popover, \
            a `Spacer` whose tap calls `dismissEditor`) or is laid in a `ZStack` over a disabled view \
            (`.disabled(…)`, `isEnabled:`; it catches taps on the dimmed control), or a `ScrollView`, `List` or `Form` (or a \
            stack showing one) whose tap only clears a selection (`selectedID = nil`, `selection = []`, a tap on \
            the empty space around its rows); on an empty placeholder closure, one that only calls methods of its own type whose bodies \
            are empty (`private func delete() { }`, a stub), one that only calls the \
            component's callback that every caller in the linted files leaves `nil` or empty (`onShare: {}`), or one \
            that only prints data (`print(user)`, a debugging hook; a fixed message such as `print("tapped")` stands \
            in for an action still to be written and is reported) or only plays an animation (`toggleBoxAnimation()`) or replays an effect (it only changes state that \
            effect modifiers watch, `.confettiCannon(counter: $bursts)`, `.symbolEffect`, `.sensoryFeedback`), or \
            only sets `@State` of its own that no code of the file reads back (`isSearching = true`), or is on a whole tab of a `TabView` (a screen with `.tabItem`, \
            which the tab bar selects), or is on a view \
            that always draws a text field, secure field or text editor taking input (a search bar, a code entry; \
            also a component the project index knows holds one; not a field in a branch, a collapsed card, nor one \
            `.disabled(…)` may switch off) and at most one other control (a clear button; not a screen of rows whose \
            tap closes a popup): VoiceOver reaches the field itself, and the tap acts for it, or only does what code of the same type does after a delay anyway (a \
            toast a tap dismisses early and its `asyncAfter` timer two seconds later); when every caller in the linted files \
            hides the view (`.accessibilityHidden(true)`, project index); when every element VoiceOver reaches inside the view already carries `.isButton`; and \
            when what the tap does — the same assignments and calls — is also done by a context menu, swipe action \
            or accessibility action applying to the view (custom modifiers of the linted files included), by a \
            visible `Button` the view or its neighbours in the same stack show (or an app's own button view there, \
            `CurrencyButton(title:) { toggleCurrency() }`, known to the project index), by the selection of the `List`, \
            `Table` or `TabView` it is or sits in (the tap assigns the selection's binding), by a control it presses (`performClick`), or, in a \
            Mac-only app, by a command of its menu bar (a button in a `CommandMenu` or `CommandGroup`): the tap \
            is then a larger target for something VoiceOver announces. \
            Usage sites in other files are not seen yet.
            """,
        triggeringExamples: TapGestureWithoutButtonTraitRule.triggeringExamples,
        nonTriggeringExamples: TapGestureWithoutButtonTraitRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            guard tree.gestures(of: id).contains(.singleTap) else { continue }
            guard let target = tree.parent(of: id), tree[target].kind == .call || tree[target].kind == .reference
            else { continue }
            guard !tree.isBuiltInControl(target), !Self.drawsOneControl(target, in: tree),
                  tree.enclosingControl(of: target) == nil else { continue }
            // A chart's selection layer picks a mark VoiceOver reaches by itself; counted taps are a hidden shortcut.
            guard !tree.isInChartSelectionLayer(target), !tree.countsTapsToHiddenShortcut(id) else { continue }
            // A tap in a toggle's or button's own style acts for the control, which VoiceOver announces.
            guard !tree.isInsideControlStyleBody(target) else { continue }
            // A custom control component, or a component every caller makes a button (project index).
            guard !context.isControlComponent(target), !context.isMadeAButtonByEveryCaller(target) else { continue }
            // A whole tab of a `TabView` (`.tabItem` on it): a screen the tab bar selects, not a control.
            guard !tree.hasModifier(SwiftUIModifier.tabItem.rawValue, on: target) else { continue }
            // A field drawn in the tapped view (a search bar, a code entry): VoiceOver reaches the field itself, and
            // the tap on the space around it acts for the field.
            guard !Self.wrapsTextInput(target, in: context) else { continue }
            // Every caller hides the component: the tap is a pointer shortcut kept from assistive technologies.
            guard !context.isHiddenByEveryCaller(target) else { continue }
            let applicable = tree.applicableModifiers(of: target)
            guard !applicable.contains(where: { tree.mayAddTrait($0, anyOf: ["isButton", "isLink"]) }) else { continue }
            // The element VoiceOver reaches inside it (an image in a loader's content) is announced as a button.
            guard !Self.drawsButtonTrait(target, in: tree) else { continue }
            guard !applicable.contains(where: tree.replacesElement) else { continue }
            guard !Self.combinesAControl(target, in: tree) else { continue }
            guard !applicable.contains(where: tree.mayHide) else { continue }
            guard !applicable.contains(where: { Self.isDefaultAction($0, in: tree) }) else { continue }
            // Part of one element (`.accessibilityElement(children: .combine)`) that VoiceOver users adjust: the
            // taps pick what the adjustment steps through (a chart scrubbed by taps). Other actions on the element
            // (reply, share) are other functions and do not stand in for the tap.
            guard !(applicable.contains { tree.childrenBehavior($0).map { $0 != .contain } ?? false }
                    && applicable.contains { tree[$0].name == "accessibilityAdjustableAction" }) else { continue }
            let gestureText = tree.text(in: tree[id].range)
            guard !KeyboardFocus.mentionsKeyboardOrFocus(gestureText), !Self.dismissesBackground(gestureText) else { continue }
            guard !Self.isScrim(target, in: tree), !Self.isCloseCatcher(target, gesture: id, in: tree),
                  !Self.coversDisabledControl(target, in: tree),
                  !Self.doesNothing(id, in: context), !tree.onlyLogsData(gesture: id),
                  !tree.onlyPlaysAnimation(gesture: id), !tree.onlyHastensTimer(gesture: id),
                  !tree.onlyWritesUnreadState(gesture: id) else { continue }
            // VoiceOver users reach the same function through a context menu, an action or a button beside it.
            guard !tree.isReachableOtherwise(gesture: id, on: target,
                                                       offeredBy: context.index.actionsOffered(byModifier:),
                                                       menuBar: context.macMenuBarActions,
                                                       isButtonComponent: context.isButtonComponent) else { continue }
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(target), gesture: tree[id].name))
        }
    }

    static func message(view: String, gesture: String) -> String {
        "\(view) responds to .\(gesture) but VoiceOver does not announce it as a button, so users do not know they "
            + "can activate it. Use a Button, or add .accessibilityAddTraits(.isButton)."
    }
}

private extension TapGestureWithoutButtonTraitRule {
    /// A helper of the type whose only view is a built-in control (`private var field: some View { TextField(…)
    /// }` tapped as `field.onTapGesture { isEditing = true }`): the control is what VoiceOver activates.
    /// Whether the tapped view is a field's surroundings: it always draws a text field, secure field or text editor
    /// taking input (in this file: not in a branch, which may show texts in its place, a collapsed card; not one
    /// `.disabled(…)` may switch off, a search bar that only opens a search screen; or a component the project index
    /// knows holds one), and at most one other control (a clear button), not a list of them (a screen whose tap
    /// closes a popup over its rows).
    static func wrapsTextInput(_ target: NodeID, in context: LintContext) -> Bool {
        let tree = context.tree
        var drawsField = false
        var otherControls = 0
        for (view, branches) in tree.drawnViewsWithBranches(of: target) where tree[view].kind == .call {
            let repeats = tree.ancestors(of: view).prefix(while: { $0 != target }).contains { ancestor in
                tree[ancestor].kind == .call && SwiftUIVocabulary.repeatingViews.contains(tree[ancestor].name)
            }
            if tree.controlSpec(of: view) != nil {
                if branches.isEmpty, tree.isFieldTakingInput(view) {
                    drawsField = true
                } else {
                    otherControls += repeats ? 2 : 1
                }
            } else if let flags = context.component(calledBy: view)?.flags {
                let controls = repeats ? 2 * flags.controlCount : flags.controlCount
                if flags.drawsTextInput, branches.isEmpty {
                    drawsField = true
                    otherControls += controls - 1
                } else {
                    otherControls += controls
                }
            }
        }
        return drawsField && otherControls <= 1
    }

    static func drawsOneControl(_ target: NodeID, in tree: ViewTree) -> Bool {
        guard tree[target].kind == .reference, let helper = tree.resolveReference(target) else { return false }
        let views = tree.children(of: helper).filter { tree[$0].kind == .call || tree[$0].kind == .reference }
        return views.count == 1 && tree.isBuiltInControl(views[0])
    }

    /// `.accessibilityAction { … }` (or `(.default)`) makes the element activatable on purpose.
    static func isDefaultAction(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        guard tree[modifier].name == "accessibilityAction" else { return false }
        let arguments = tree[modifier].arguments.filter { if case .closure = $0.value { return false }; return true }
        return arguments.isEmpty || arguments.contains { tree.argumentValueText($0) == ".default" }
    }

    /// Every element VoiceOver reaches inside the target (the views it draws that draw nothing further, unless
    /// hidden) carries `.isButton`/`.isLink`: `LazyImage(url:) { state in state.image?.accessibilityAddTraits(.isButton) }
    /// .onTapGesture { … }` is announced as a button wherever VoiceOver lands.
    static func drawsButtonTrait(_ target: NodeID, in tree: ViewTree) -> Bool {
        let drawn = tree.drawnViews(of: target).dropFirst()
        let hasTrait = { (view: NodeID) in tree.modifiers(of: view).contains { tree.mayAddTrait($0, anyOf: ["isButton", "isLink"]) } }
        guard drawn.contains(where: hasTrait) else { return false }
        let leaves = drawn.filter { tree.drawnViews(of: $0).count == 1 && !tree.modifiers(of: $0).contains(where: tree.mayHide) }
        return !leaves.isEmpty && leaves.allSatisfy(hasTrait)
    }

    /// `HStack { Text(title); Toggle("", isOn: $isOn) }.onTapGesture { isOn.toggle() }
    /// .accessibilityElement(children: .combine)`: the combined element takes the toggle's (or button's) trait,
    /// value and action, so VoiceOver announces it as the control it is, and activating it acts.
    static func combinesAControl(_ target: NodeID, in tree: ViewTree) -> Bool {
        guard tree.groupingBehaviour(of: target) == .combine else { return false }
        return tree.drawnViews(of: target).dropFirst().contains { view in
            tree[view].kind == .call && SwiftUIVocabulary.touchTargetControls.contains(tree[view].name)
        }
    }

    /// `.onTapGesture { }`, or a tap that only calls a callback every caller leaves empty: a placeholder that does
    /// nothing yet.
    static func doesNothing(_ modifier: NodeID, in context: LintContext) -> Bool {
        context.tree.closures(of: modifier).first.map(context.doesNothing) ?? false
    }

    /// `store.send(.backgroundTapped)`, `onBackgroundTap()`: a tap on the backdrop, not a control.
    static func dismissesBackground(_ gestureText: String) -> Bool {
        TraitText.identifiers(in: gestureText).contains { TraitText.words(of: $0).contains("background") }
    }

    /// A translucent colour or shape laid over the screen that closes something when tapped, or an app's colour
    /// named for dimming (`Color.dimLight`, `.scrim`): VoiceOver users dismiss with the escape gesture, so the layer
    /// is not a control to announce.
    static func isScrim(_ view: NodeID, in tree: ViewTree) -> Bool {
        let name = tree[view].name
        let base = name.split(separator: ".").first.map(String.init) ?? name
        guard SwiftUIVocabulary.shapeLayers.contains(base) || name.hasPrefix(".") else { return false }
        if let colour = name.split(separator: ".").last,
           !Set(TraitText.words(of: String(colour))).isDisjoint(with: scrimColourWords) { return true }
        let text = ([tree[view].range] + tree.modifiers(of: view).map { tree[$0].range }).map(tree.text(in:)).joined()
        return TraitText.identifiers(in: text).contains("opacity")
    }

    /// Words of a colour's name that say it dims what lies under it.
    static let scrimColourWords: Set<String> = ["dim", "dimmed", "dimming", "scrim", "backdrop"]

    /// A view filled with a translucent colour behind it (`.background(Color.black.opacity(0.3))`): the dimmed
    /// layer around a side menu or a popup.
    static func hasTranslucentFill(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(named: "background", of: view).contains { fill in
            tree[fill].arguments.contains { argument in
                VisualTree.calls(in: argument.value).contains { call in
                    guard VisualTree.lastName(call.callee) == "opacity",
                          case .number(let alpha, _)? = call.arguments.first?.value else { return false }
                    return alpha >= minimumScrimOpacity
                }
            }
        }
    }

    /// A fill fainter than this (`Color.black.opacity(0.001)`) only makes a view take taps; it dims nothing.
    static let minimumScrimOpacity = 0.1

    /// Views whose tap lands on empty space around content: a clear layer, a spacer.
    static let backdropViews: Set<String> = ["Color.clear", ".clear", SwiftUIView.spacer.rawValue]

    /// Arguments by which a component is switched on or off (`AuthButton(isEnabled: agreed)`).
    static let enablingArguments: Set<String> = ["isEnabled", "enabled", "isDisabled", "disabled"]

    /// A clear layer laid in a `ZStack` over a view before it that is disabled (`.disabled(…)`, `isEnabled:`): it
    /// catches a sighted user's taps on the dimmed control to show why it is off (flash the terms checkbox).
    /// VoiceOver users reach the control itself, announced as dimmed; the layer is not a control.
    static func coversDisabledControl(_ view: NodeID, in tree: ViewTree) -> Bool {
        guard backdropViews.contains(tree[view].name), let (container, item) = tree.layoutSlot(of: view),
              let stack = tree.parent(of: container), tree[stack].name == "ZStack" else { return false }
        let views = tree.children(of: container).filter { tree[$0].kind != .modifier }
        return views.prefix { $0 != item }.contains { below in
            !tree.modifiers(named: SwiftUIModifier.disabled.rawValue, of: below).isEmpty
                || tree[below].arguments.contains { $0.label.map(enablingArguments.contains) == true }
        }
    }

    /// A clear layer (`Color.clear`), a scrolling view (a `ScrollView`, `List` or `Form`) or a stack that shows
    /// one, whose tap only closes or clears something (sets a flag or a selection to false, nil or empty, calls
    /// `dismiss()`): the catcher of taps outside a popover or a pill, a tap on the empty space around rows that
    /// deselects, not a control. One that does anything else is an invisible button and stays reported.
    static func isCloseCatcher(_ view: NodeID, gesture: NodeID, in tree: ViewTree) -> Bool {
        let name = tree[view].name
        if backdropViews.contains(name), tree.callsOnlyAClosingAction(gesture: gesture) { return true }
        guard tree.onlyCloses(gesture: gesture) else { return false }
        if backdropViews.contains(name) || SwiftUIVocabulary.scrollingContainers.contains(name) { return true }
        if hasTranslucentFill(view, in: tree) { return true }
        return ViewNames.containers.contains(name) && tree.drawnViews(of: view).dropFirst().contains { drawn in
            SwiftUIVocabulary.scrollingContainers.contains(tree[drawn].name)
        }
    }
}
