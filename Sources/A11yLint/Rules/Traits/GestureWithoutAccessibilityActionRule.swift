import RuleEngine

/// Finds long-press, drag, magnify, rotate and multi-tap gestures that assistive technologies cannot perform.
struct GestureWithoutAccessibilityActionRule: Rule, DefaultInitializable {
    /// Gestures that may only move or scale the view while the finger is down (`ViewTree.isRubberBandDrag`).
    static let springsBack: Set<Set<ViewTree.GestureKind>> = [[.drag], [.magnify], [.rotate]]

    static let description = RuleDescription(
        id: "gesture-without-accessibility-action", name: "Gesture without accessibility action", severity: .high,
        category: .traits, wcag: ["2.1.1", "2.5.1"], appleAudit: "action",
        blocks: [NutritionLabels.voiceOver, NutritionLabels.voiceControl],
        summary: "A long-press, drag, pinch, rotation or multi-tap gesture, or a swipe-only paging view, needs an accessibility action or control that does the same thing.",
        rationale: """
            VoiceOver takes over the touch screen: a double tap activates, swipes move focus, and there is no \
            reliable way to drag a view, pinch it or tap it twice. Switch Control and Voice Control users cannot \
            perform these gestures at all. Whatever the gesture does — delete, reorder, zoom, adjust a value — is \
            out of their reach unless the view also offers it as an accessibility action.
            """,
        fix: """
            - **Case: the gesture performs a command** (long press to delete, double tap to like). Add \
            `.accessibilityAction(named: "Delete") { delete() }`, or put the command in a `.contextMenu`.
            - **Case: the gesture adjusts a value** (drag a knob, a custom slider). Add \
            `.accessibilityAdjustableAction { direction in … }` with an `.accessibilityValue`.
            - **Case: the gesture zooms or scrolls.** Add `.accessibilityZoomAction { … }` or \
            `.accessibilityScrollAction { … }`.
            """,
        limits: """
            Reads gestures attached with `.onLongPressGesture`, `.onTapGesture(count: 2)` (a double tap; three or \
            more taps, such as seven taps on a version footer that unlock developer options, are a hidden shortcut \
            nobody is told about and are not reported, as is a long press on a text showing the app's version), \
            and `.gesture`, \
            `.simultaneousGesture`, `.highPriorityGesture` given a gesture value, or a member of the same type that \
            builds one. Stays quiet when an accessibility action, representation or hiding applies to the view, to a \
            container around it or at a usage site in the same file; in a Swift Charts `Chart`'s `.chartOverlay` \
            or `.chartBackground` (scrubbing picks a mark for a callout; VoiceOver reaches each mark by itself); \
            on press tracking \
            (`.onLongPressGesture(minimumDuration: 0)`, `DragGesture(minimumDistance: 0)` unless its `.onChanged` \
            follows the finger, `level = value(at: drag.location)`, a hand-made slider, a long press that never \
            completes, `minimumDuration: .infinity`, or performs nothing, `perform: {}`, and only tracks the \
            finger in `onPressingChanged`); on a long press \
            beside a `.contextMenu`; on a drag, pinch or rotation whose `.onEnded` only sets back what its `.onChanged` \
            moved (a photo that springs back to its size when the fingers lift), there or \
            in a function of the type it calls (a rubber band, a chart scrubber clearing its selection: no function) or that only updates `@GestureState`; on a drag whose closures only hide the \
            keyboard or clear focus (`UIApplication.shared.endEditing()` while a list scrolls); on a drag added \
            with `.simultaneousGesture` to a `List`, `Form`, `ScrollView` or `Map`, or a pinch so added to a \
            `Map` (it watches the scroll, pan or zoom, which assistive technologies do their own way); on a drag \
            that only \
            moves the view it is on (placed with `.offset` or `.position`, its closures set only placements such \
            as `barOffset` or `dragTranslation`, a tracking flag raised and lowered again, or a timer; a flag named for the \
            drag, `isDragging = false`, is such bookkeeping wherever it is raised), or that \
            also closes a panel another action of the type closes too (`showSidebar = false` beside a button or a \
            tap that sets the same); and when what the gesture does when it \
            ends — the same assignments and calls, apart from where the finger moved the view (`dragOffset = 0`, \
            `isDragDismissing = true`, or a sheet's height that follows the finger and is put back when it lifts) — \
            is also done by a context menu, swipe action, accessibility action or \
            single tap applying to the view (or, for a double tap, long press or drag, to a view inside it or \
            beside it in the same stack: the heart of a comment the whole comment likes on a double tap) — also one \
            a custom modifier in any linted file adds \
            (`.tabMenu(for:)` wrapping a `ViewModifier` with a `.contextMenu`) — or by a visible `Button` the view \
            or its neighbours in the same stack show, or one anywhere in the same type or its extensions in the \
            file (a sheet's "Close" for a drag on its handle; a button's `isShowing.toggle()` closes what \
            `isShowing = false` closes; for a drag, a tapped view too: a panel's "Done" box whose tap calls the \
            `didClose()` the drag calls, not a bare colour or shape, a scrim VoiceOver never stops on), or by a \
            button of a \
            view the type hands the changed state to as a binding, in any linted file and through the views it \
            is handed on to (`Home(showMenu: $showMenu)` drawing a header whose menu button toggles it; the \
            gesture read through the functions of the type it calls, `.onEnded(onEnd(value:))`), or by the selection of a `TabView` (its tab bar or page \
            indicator) or `List` it is on or in (a swipe between tabs), or, in a Mac-only app, by a command of its menu bar \
            (a button in a `CommandMenu` or `CommandGroup` of any linted file of the app). Single taps are \
            `tap-gesture-without-button-trait`'s. Also reports a page-style `TabView` that hides its index dots \
            (`.page(indexDisplayMode: .never)`) and binds no `selection:`: nothing but a swipe turns its pages, and \
            no indicator tells VoiceOver users there are more (quiet when a selection is bound, since buttons may \
            change it, when an accessibility scroll or other action applies, or when it holds one page written \
            out). Also reports drag-to-reorder: an \
            item of a `ForEach` that is a drag source (`.onDrag`, `.draggable`) and takes drops on itself or its \
            container (`.onDrop`, `.dropDestination`), with no accessibility action, context menu or swipe action \
            around it and no `.onMove` in the same type (a drag source alone, which drags content out, and a drop \
            zone alone, which takes files in, are not reported). A gesture value with nothing attached, or only empty handlers (`.simultaneousGesture(DragGesture())`, \
            `.gesture(DragGesture().onChanged { _ in })`, which only keep a paged view or a parent from taking the \
            swipe) does nothing, and neither does one whose closures only write to a log (`print(value)`), one \
            composed in with nothing attached when no handler follows the composition \
            (`pinch.simultaneously(with: DragGesture(minimumDistance: 1000))`), or a long press whose only closure \
            runs while it is pressed (a pressed look or a haptic). A gesture that only zooms the view it is on \
            (its closures, or the functions of the type they call, set only what the view's `.scaleEffect` reads, \
            the scale it is handed as a binding, `ZoomableScrollView(scale: $currentScale)`, a member named for a \
            zoom, `lastScale`, or where it sits: a photo zoomed by a pinch or a double tap) does what the system's Zoom does for everyone, and is not \
            reported.
            """,
        triggeringExamples: GestureWithoutAccessibilityActionRule.triggeringExamples,
        nonTriggeringExamples: GestureWithoutAccessibilityActionRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        for id in tree.nodes(.modifier) {
            var kinds = tree.gestures(of: id)
            kinds.remove(.singleTap)
            // Seven taps on a version footer unlock developer options: a hidden shortcut, not a feature.
            if kinds == [.multiTap], tree.attachesHiddenShortcutTap(id) { continue }
            guard let kind = Self.reportedKind(kinds) else { continue }
            guard let target = tree.parent(of: id), tree[target].kind == .call || tree[target].kind == .reference
            else { continue }
            // Scrubbing a chart's selection layer picks a mark VoiceOver users reach one by one; a long press on
            // the version text opens developer options, a hidden shortcut.
            guard !tree.isInChartSelectionLayer(target),
                  !(kinds == [.longPress] && tree.showsAppVersion(target)) else { continue }
            let applicable = tree.applicableModifiers(of: target)
            guard !applicable.contains(where: { Self.offersAccessibleWay($0, in: tree) }) else { continue }
            guard !(kinds == [.longPress] && applicable.contains { tree[$0].name == "contextMenu" }) else { continue }
            // A rubber band has no function (a drag, or a pinch or rotation that springs back: a peek at the
            // photo); a shortcut for what a menu or button also does has another path.
            // A drag that only hides the keyboard as the list scrolls is a convenience nothing depends on, and so is
            // one that only moves a floating bar or panel (or closes one that also closes another way).
            guard !(Self.springsBack.contains(kinds) && tree.isRubberBandDrag(id)),
                  !(kinds == [.drag] && (tree.onlyManagesKeyboardOrFocus(gesture: id)
                                         || tree.onlyRepositions(drag: id, on: target))),
                  !tree.observesScroll(id, kinds: kinds, on: target),
                  !tree.onlyLogs(gesture: id), !tree.onlyZooms(gesture: id, on: target),
                  !tree.isReachableOtherwise(gesture: id, on: target,
                                                       offeredBy: context.index.actionsOffered(byModifier:),
                                                       menuBar: context.macMenuBarActions,
                                                       isButtonComponent: context.isButtonComponent,
                                                       bindingButtons: context.index.buttonEffects(onBinding:ofType:))
            else { continue }
            sink.report(id, in: tree, message: Self.message(view: tree.quotedView(target), kind: kind))
        }
        for name in SwiftUIVocabulary.dragSourceModifiers.sorted() {
            for source in tree.modifierUses(named: name) where Self.isReorderedOnlyByDrag(source, in: tree) {
                sink.report(source, in: tree, message: Self.reorderMessage)
            }
        }
        for style in tree.modifierUses(named: "tabViewStyle") where Self.hidesPageIndex(style, in: tree) {
            guard let tabView = tree.parent(of: style), tree[tabView].kind == .call, tree[tabView].name == "TabView",
                  tree.argument("selection", of: tabView) == nil, !Self.holdsOnePage(tabView, in: tree) else { continue }
            let applicable = tree.applicableModifiers(of: tabView)
            guard !applicable.contains(where: { Self.offersAccessibleWay($0, in: tree) }) else { continue }
            sink.report(style, in: tree, message: Self.pagesMessage)
        }
    }

    static let reorderMessage = """
        These items are reordered only by drag and drop, which VoiceOver, Switch Control and Voice Control \
        users cannot do reliably. Offer the move another way: .accessibilityAction(named: "Move up") and \
        "Move down" on each item, move commands in a .contextMenu, or List reordering with .onMove in edit mode.
        """

    static let pagesMessage = """
        This TabView turns its pages only by swiping and hides its page indicator, so VoiceOver, Switch Control and \
        Voice Control users are not told there are more pages nor given a control to reach them. Show the \
        indicator (.page(indexDisplayMode: .always)) or bind a selection and add buttons that change it.
        """

    static func message(view: String, kind: ViewTree.GestureKind) -> String {
        let (gesture, fix): (String, String)
        switch kind {
        case .longPress: (gesture, fix) = ("a long press", ".accessibilityAction(named:) that does the same")
        case .multiTap: (gesture, fix) = ("a multi-tap", ".accessibilityAction(named:) that does the same")
        case .drag: (gesture, fix) = ("a drag", ".accessibilityAdjustableAction or .accessibilityAction(named:)")
        case .magnify: (gesture, fix) = ("a pinch", ".accessibilityZoomAction or .accessibilityAction(named:)")
        case .rotate: (gesture, fix) = ("a rotation", ".accessibilityAdjustableAction or .accessibilityAction(named:)")
        case .singleTap: (gesture, fix) = ("a tap", ".accessibilityAction")
        }
        return "\(view) acts on \(gesture), which VoiceOver, Switch Control and Voice Control users cannot perform. "
            + "Add \(fix)."
    }
}

private extension GestureWithoutAccessibilityActionRule {
    /// `.tabViewStyle(.page(indexDisplayMode: .never))`, `PageTabViewStyle(indexDisplayMode: .never)`: pages with no
    /// index dots. The dots are what VoiceOver users find and adjust to turn the page.
    static func hidesPageIndex(_ style: NodeID, in tree: ViewTree) -> Bool {
        guard let argument = tree[style].arguments.first else { return false }
        let names = TraitText.identifiers(in: tree.text(in: argument.range))
        guard names.contains("page") || names.contains("PageTabViewStyle"),
              let mode = names.firstIndex(of: "indexDisplayMode") else { return false }
        return names.dropFirst(mode + 1).first == "never"
    }

    /// `TabView { Feed() }`: one view written out, no `ForEach` or condition that could make more: there is no
    /// other page to swipe to (a page style used only for its look).
    static func holdsOnePage(_ tabView: NodeID, in tree: ViewTree) -> Bool {
        let pages = tree.closures(of: tabView).flatMap { tree.children(of: $0) }
        guard pages.count == 1, let page = pages.first, tree[page].kind == .call || tree[page].kind == .reference
        else { return false }
        return tree[page].name != SwiftUIView.forEach.rawValue
    }

    /// An item of a `ForEach` (directly, or through the helpers that draw it) that is a drag source (`.onDrag`, `.draggable`) and takes drops itself or through its
    /// container (`.onDrop`, `.dropDestination`): a drag-to-reorder. Quiet when anything else may offer the move:
    /// an accessibility action, representation or hiding, a context menu or swipe actions on the item or around
    /// it, or `.onMove` in the same type (the list's own reordering).
    static func isReorderedOnlyByDrag(_ source: NodeID, in tree: ViewTree) -> Bool {
        guard let item = tree.parent(of: source), tree[item].kind == .call || tree[item].kind == .reference,
              tree.enclosingViews(of: item).contains(where: {
                  tree[$0.view].kind == .call && tree[$0.view].name == SwiftUIView.forEach.rawValue
              }) else { return false }
        let applicable = tree.applicableModifiers(of: item)
        guard applicable.contains(where: { SwiftUIVocabulary.dropTargetModifiers.contains(tree[$0].name) }),
              !applicable.contains(where: {
                  offersAccessibleWay($0, in: tree) || SwiftUIVocabulary.actionMenuModifiers.contains(tree[$0].name)
              })
        else { return false }
        let type = tree.declaringType(of: item)
        return !tree.modifierUses(named: SwiftUIVocabulary.listReorderModifier).contains {
            tree.declaringType(of: $0) == type
        }
    }

    /// An accessibility action or representation, or a hiding, that applies to the view: assistive technologies
    /// then get the function another way, or never meet the view.
    static func offersAccessibleWay(_ modifier: NodeID, in tree: ViewTree) -> Bool {
        tree.providesAccessibilityAction(modifier) || tree.replacesElement(modifier) || tree.mayHide(modifier)
    }

    /// The gesture named in the message, most specific first.
    static func reportedKind(_ kinds: Set<ViewTree.GestureKind>) -> ViewTree.GestureKind? {
        [.drag, .magnify, .rotate, .longPress, .multiTap].first(where: kinds.contains)
    }

}
