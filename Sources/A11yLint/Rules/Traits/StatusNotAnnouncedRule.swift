import RuleEngine

/// An error, warning or confirmation banner, or a result or warning that appears in the layout after a button's
/// action or a timer's tick, that nothing announces (WCAG 4.1.3).
struct StatusNotAnnouncedRule: Rule, DefaultInitializable {
    static let description = RuleDescription(
        id: "status-not-announced", name: "Status message not announced", severity: .medium, category: .traits,
        wcag: ["4.1.3"], appleAudit: nil,
        blocks: [NutritionLabels.voiceOver],
        summary: "An error, warning, confirmation or result appears on a condition without an announcement or a focus move.",
        rationale: """
            A banner or toast that slides in over the screen — "Saved", "Couldn't connect", "Copied" — is seen at \
            once. VoiceOver does not read it: focus stays where it was, so a blind user never learns that the \
            save failed or succeeded, unless they happen to swipe onto it before it goes. A result or a warning that \
            appears in the layout is missed the same way: after "Calculate" focus stays on the button while the \
            answer appears below it, and a "5 minutes left" warning that a countdown brings up is never read. WCAG \
            4.1.3 asks that status messages be announced without moving the user's focus.
            """,
        fix: """
            - **Case: a banner or toast.** Post its text when it appears: \
            `AccessibilityNotification.Announcement(message).post()` (iOS 17) or \
            `UIAccessibility.post(notification: .announcement, argument: message)`.
            - **Case: an error the user must act on.** Move VoiceOver to it with `@AccessibilityFocusState` and \
            `.accessibilityFocused($isErrorFocused)`.
            """,
        limits: """
            Reports two shapes of a view shown in an `if` branch of a `View`. **Over the screen:** its condition \
            names a status (`if let error`, `if showSavedToast`: words such as error, warning, success, saved, \
            copied, failed, toast) in a clause that tests for it being there (not `error == nil`, `!showsError`), \
            it is not an icon alone (a state mark such as a bookmark), and it is laid over the screen (in an \
            `.overlay`, or over the bottom layer of a `ZStack`) or its type is named as a banner (`ErrorToast`, \
            `SuccessBanner`). **In the layout:** its condition reads state that a `Button`'s action assigns (in the \
            action or in a function of the same type it calls; an action that only sets the flag the condition \
            needs to `false` or `nil` hides the view, it does not show it) or that a time source changes (a timer or `Task.sleep` loop, here or in a property's type), \
            and it shows a status: status wording in a literal text (error, warning, failed, saved, invalid, \
            incorrect…), a warning symbol (`exclamationmark.triangle`, `xmark.octagon`), or, bound by `if let`, the \
            value the action produced (`Button("Calculate") { percent = compute() }` then \
            `if let percent { Text("\\(percent)") }`; a copy such as `chosen = swatch` is no result). Stays quiet \
            when the type that shows it, or the banner's own type declared in the same file, posts an announcement \
            or moves accessibility focus; when the view has `.updatesFrequently`; for an error whose condition \
            nothing in the view changes (a screen drawn with its error, met in reading order) or that the view's own \
            `.task` or `.onAppear` sets (the screen's load result, met as its content, even when a button loads it \
            again) or that takes a spinner's place (an earlier branch of its `if` chain shows a `ProgressView` or \
            tests a loading flag); for a control alone (a retry button) and a log line (`print(error)`); in a `Form`; inside \
            a control's label or a presentation (`.sheet`, `.alert`, `.toolbar`); and for branches that show only a \
            spinner or placeholder, or that compute a value in a closure. Announcements posted by a banner declared in another file or by a view model, \
            and state set by a view model's methods or a `.task`, are not seen. Opt-in: whether a message is \
            announced, or ever shown, is often decided far from the view (a toast of a screen the user has left, a \
            feature flag fixed off, a button disabled whenever the error would be set): on 28 corpora of real apps 30 \
            of 36 judged findings are right (0.83), below the 0.85 the default rules need.
            """,
        isOptIn: true,
        triggeringExamples: StatusNotAnnouncedRule.triggeringExamples,
        nonTriggeringExamples: StatusNotAnnouncedRule.nonTriggeringExamples)

    func check(_ context: LintContext, into sink: inout FindingSink) {
        let tree = context.tree
        var assignments: [String: ButtonAssignments] = [:]
        for branch in tree.nodes(.branch) where tree[branch].name == "if" || tree[branch].name == "else if" {
            guard let shown = tree.children(of: branch).first(where: { child in
                      (tree[child].kind == .call || tree[child].kind == .reference)
                          && !ContentGates.placeholderViews.contains(tree[child].name)
                  }) else { continue }
            // A view drawn by a view: not a call in a model's function (`ToastCenter.shared.show(…)`).
            // A value computed in a closure (`let value = { if case .success(let v) = r { return v } … }()`).
            // Code of a function that returns nothing (`func reload() { if error != nil { withAnimation { … } } }`)
            // draws no view.
            // A log line (`print(error)`) shows nothing; a control alone (a retry button) is no message.
            let name = tree[shown].name
            guard !ViewTree.logCalls.contains(name), !tree.isBuiltInControl(shown) else { continue }
            guard !name.contains("."), !tree.ancestors(of: branch).contains(where: { tree[$0].kind == .localBinding }),
                  !tree.isInFunctionReturningNothing(branch),
                  let owner = tree.declaringTypeName(ofNode: shown),
                  tree.typeDeclarations(named: owner).contains(where: tree.conformsToView) else { continue }
            // The screen's load result (`if let error` after `.task { await load() }`): met as its content.
            guard !Self.showsStateLoadedWithScreen(branch, owner: owner, context: context, assignments: &assignments),
                  !Self.takesSpinnersPlace(branch, in: tree) else { continue }
            let message: String
            // An icon alone (`if post.saved { Image(systemName: "bookmark.fill") }`) marks an item's state; a
            // message has words.
            if StatusMessages.conditionShowsStatus(tree[branch].label ?? ""),
               !SwiftUIVocabulary.imageViews.contains(name),
               StatusMessages.namesBanner(name) || tree.isLaidOverContent(shown) {
                message = Self.message(view: tree.quotedView(shown))
            } else if let cause = Self.appearingStatusCause(of: shown, in: branch, owner: owner, context: context,
                                                            assignments: &assignments) {
                message = Self.layoutMessage(view: tree.quotedView(shown), cause: cause)
            } else {
                continue
            }
            guard tree.enclosingControl(of: shown) == nil,
                  !tree.ancestors(of: shown).contains(where: { tree[$0].kind == .call && tree[$0].name == "Form" }),
                  !tree.declaringTypeText(of: shown, satisfies: Announcements.speaks),
                  !tree.typeDeclarations(named: name).contains(where: { Announcements.speaks(in: tree[$0].range, of: tree.source) })
            else { continue }
            sink.report(shown, in: tree, message: message)
        }
    }

    static func message(view: String) -> String {
        "\(view) appears as a status message over the screen, but VoiceOver users are not told: focus stays where "
            + "it was. Post it when it appears (AccessibilityNotification.Announcement(text).post()) or move "
            + "accessibility focus to it (WCAG 4.1.3)."
    }

    static func layoutMessage(view: String, cause: String) -> String {
        "\(view) appears in the layout \(cause), but VoiceOver users are not told: focus stays where it was. Post "
            + "it when it appears (AccessibilityNotification.Announcement(text).post()) or move accessibility focus "
            + "to it (WCAG 4.1.3)."
    }
}

private extension StatusNotAnnouncedRule {
    /// Why a view shown under `branch`'s condition in the layout (not laid over it) is a status message that
    /// appears while the user is elsewhere, said for the message ("when the button's action sets 'percent'"), or
    /// nil. Its condition reads state a `Button`'s action assigns or a time source changes, and what it shows is a
    /// status: status wording, a warning symbol, or (after an action) the value the action produced.
    static func appearingStatusCause(of shown: NodeID, in branch: NodeID, owner: String, context: LintContext,
                                     assignments: inout [String: ButtonAssignments]) -> String? {
        let tree = context.tree
        // Inside a presentation (`.sheet`, `.alert`, `.toolbar`): shown somewhere else, where focus goes.
        guard !tree.ancestors(of: shown).contains(where: {
            tree[$0].kind == .modifier && !ViewTree.inlineContentModifiers.contains(tree[$0].name)
        }) else { return nil }
        let paths = conditionPaths(of: branch, in: tree)
        guard !paths.isEmpty else { return nil }
        let drawn = tree.drawnViews(of: shown)
        guard !drawn.contains(where: { updatesLive($0, in: tree) }) else { return nil }
        let known = assignments[owner] ?? tree.buttonAssignments(inTypeNamed: owner)
        assignments[owner] = known
        // The view's own state (`percent`, `self.percent`), set by a button drawn outside the branch.
        let actions = known.actions(outside: branch, in: tree)
        let state = paths.filter { $0.count == 1 && tree.isStoredProperty($0[0], ofTypeNamed: owner) }.map { $0[0] }
        // Names the condition needs present (`if isShowingWarning`): an action that only clears them hides the view.
        let needed = Set(StatusMessages.presenceClauses(of: tree[branch].label ?? "").flatMap(TraitText.identifiers(in:)))
        if showsStatus(drawn, in: tree) {
            if let set = state.first(where: { name in actions.contains {
                $0.assigned.contains(name) && !(needed.contains(name) && $0.cleared.contains(name))
            } }) {
                return "when a button's action sets '\(set)'"
            }
            if let ticking = context.tickingReading(among: paths, inTypeNamed: owner) { return "when \(ticking)" }
        }
        // `if let percent { Text("\(percent)") }` after `Button("Calculate") { percent = compute() }`.
        guard let bound = boundName(of: tree[branch].label ?? ""), paths.contains([bound]),
              let produced = state.first(where: { name in actions.contains { $0.produced.contains(name) } }),
              drawn.contains(where: { view in
                  tree[view].name == "Text" && tree[view].arguments.first.map {
                      TraitText.identifiers(in: tree.argumentValueText($0)).contains(bound)
                  } == true
              }) else { return nil }
        return "with the result a button's action puts in '\(produced)'"
    }

    /// The member paths `branch`'s condition reads (`if let error`, `if model.isSaved`): its text before the
    /// first view it shows.
    static func conditionPaths(of branch: NodeID, in tree: ViewTree) -> [[String]] {
        let conditionEnd = tree.children(of: branch).map { tree[$0].range.lowerBound }.min()
            ?? tree[branch].range.upperBound
        return TimeSources.memberPaths(in: tree[branch].range.lowerBound..<conditionEnd, of: tree.source)
    }

    /// Whether `branch`'s condition reads the view's own state that its appearance (`.task`, `.onAppear`) sets, as
    /// a screen that loads and then shows its content, an empty state or its error. State a time source changes
    /// there (a countdown started on appearance) is not loaded: it changes while the user is elsewhere.
    static func showsStateLoadedWithScreen(_ branch: NodeID, owner: String, context: LintContext,
                                           assignments: inout [String: ButtonAssignments]) -> Bool {
        let tree = context.tree
        let paths = conditionPaths(of: branch, in: tree)
        let names = paths.filter { $0.count == 1 }.map { $0[0] }
        guard !names.isEmpty, context.tickingReading(among: paths, inTypeNamed: owner) == nil else { return false }
        let known = assignments[owner] ?? tree.buttonAssignments(inTypeNamed: owner)
        assignments[owner] = known
        return names.contains { known.setOnAppearance.contains($0) && tree.isStoredProperty($0, ofTypeNamed: owner) }
    }

    /// Whether an earlier branch of the same `if`/`else if` chain shows a spinner (`ProgressView`) or tests a
    /// loading flag (`if model.isLoading { … } else if model.hasError { … }`): what this branch shows takes the
    /// spinner's place when the load ends, as the screen's content.
    static func takesSpinnersPlace(_ branch: NodeID, in tree: ViewTree) -> Bool {
        guard let chain = tree.parent(of: branch), tree[chain].kind == .conditional else { return false }
        for earlier in tree.children(of: chain) {
            if earlier == branch { return false }
            guard tree[earlier].kind == .branch else { continue }
            let condition = TraitText.identifiers(in: tree[earlier].label ?? "")
            if condition.contains(where: ContentGates.namesLoading) {
                return true
            }
            if tree.children(of: earlier).contains(where: { tree[$0].kind == .call && tree[$0].name == "ProgressView" }) {
                return true
            }
        }
        return false
    }

    /// The name an optional binding introduces: `let percent` → `percent`, `let value = model.result` → `value`.
    static func boundName(of condition: String) -> String? {
        let identifiers = TraitText.identifiers(in: condition)
        guard condition.hasPrefix("let ") || condition.hasPrefix("var "), identifiers.count >= 2 else { return nil }
        return identifiers[1]
    }

    /// Status wording in a literal text or label, or a warning symbol.
    static func showsStatus(_ drawn: [NodeID], in tree: ViewTree) -> Bool {
        drawn.contains { view in
            let node = tree[view]
            for argument in node.arguments {
                guard let literal = tree.literal(of: argument) else { continue }
                switch (node.name, argument.label) {
                case ("Image", "systemName"?), ("Label", "systemImage"?):
                    if StatusMessages.isWarningSymbol(literal.text) { return true }
                case ("Text", nil), ("Label", nil):
                    if StatusMessages.reportsStatus(literal.text) { return true }
                default:
                    continue
                }
            }
            return false
        }
    }

    /// `.accessibilityAddTraits(.updatesFrequently)`: VoiceOver follows the view's changes itself.
    static func updatesLive(_ view: NodeID, in tree: ViewTree) -> Bool {
        tree.modifiers(of: view).contains { modifier in
            tree[modifier].name == "accessibilityAddTraits"
                && TraitText.identifiers(in: tree.text(in: tree[modifier].range)).contains("updatesFrequently")
        }
    }
}
