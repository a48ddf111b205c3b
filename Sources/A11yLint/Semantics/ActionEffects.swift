import SwiftLexer

/// What an action does, so that the ways of triggering it can be compared. A gesture's function is within a
/// VoiceOver, Switch Control or Voice Control user's reach when a context menu, a swipe action, an accessibility
/// action or a button near the view performs the same effects: the gesture is then a shortcut, not the only path.
///
/// An *effect* is written as a key: an assignment `self.tabs.temporaryTab = nil` is `temporaryTab=nil` (the member
/// and the value: two names for the same model agree), a call `routerPath.navigate(to: .settings)` is
/// `routerPath.navigate(to:.settings)` (the last two path components and the arguments, without spaces or
/// `self.`). Wrappers that only schedule or animate (`withAnimation`, `Task`, `DispatchQueue.main.async`) are
/// looked through, and arithmetic (`max(…)`) is no effect; logging (`print`) is kept apart, as it does nothing for
/// users: `log:print` when it writes data (`print(user)`), `log:print:message` when it writes only a fixed message
/// (`print("tapped")`).
extension ViewTree {
    /// Calls that run their closure and do nothing else a user would notice.
    static let effectWrappers: Set<String> = [
        "withAnimation", "withTransaction", "Task", "async", "asyncAfter", "run", "MainActor", "DispatchQueue",
        "main", "detached",
    ]

    /// Calls that only write a log.
    static let logCalls: Set<String> = ["print", "debugPrint", "dump", "NSLog", "os_log"]

    /// The suffix of a log effect whose only argument is a fixed string (`print("tapped")`).
    static let fixedMessageLog = ":message"

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="]

    /// Keywords whose condition runs up to the body's brace: `if ready {` is no call with a trailing closure.
    private static let conditionKeywords: Set<Keyword> = [.if, .guard, .while, .switch, .for, .repeat]

    /// The effect keys of the code in `range` (see the type's documentation). Log calls are included, prefixed
    /// with `log:`. A range that is only a path (`perform: doubleTapAction`) is a call of that function, and so is
    /// a path passed as `action:` or `perform:`.
    func actionEffects(in range: Range<Int>) -> Set<String> {
        let tokens = source.tokens
        let span = source.tokenSpan(of: range)
        if let reference = functionReference(in: span) { return ["\(reference)()"] }
        var effects = Set<String>()
        var index = span.lowerBound
        while index < span.upperBound {
            let token = tokens[index]
            if Self.conditionKeywords.contains(token.keyword) {
                index = bodyBrace(after: index, in: span) + 1
                continue
            }
            // A compiler directive's condition (`#if !os(macOS)`) runs nothing: its line is skipped.
            if token.kind == .poundDirective {
                index += 1
                while index < span.upperBound, !tokens[index].isAtStartOfLine { index += 1 }
                continue
            }
            if token.kind == .identifier, index + 2 < span.upperBound, tokens[index + 1].kind == .colon,
               ["action", "perform"].contains(source.text(of: token)),
               let reference = functionReference(in: (index + 2)..<expressionEnd(from: index + 2, in: span, endsAtComma: true)) {
                effects.insert("\(reference)()")
            }
            let startsPath = (token.kind == .identifier || token.keyword == .self)
                && (index == span.lowerBound || tokens[index - 1].kind != .period)
            guard startsPath else {
                index += 1
                continue
            }
            // The path `a.b?.c` starting here.
            var components = [source.text(of: token)]
            var end = index
            while end + 2 < span.upperBound {
                var next = end + 1
                while next < span.upperBound, tokens[next].kind == .postfixQuestion || tokens[next].kind == .exclamation {
                    next += 1
                }
                // A member may be spelled like a keyword (`UIApplication.shared.open(url)`).
                guard next + 1 < span.upperBound, tokens[next].kind == .period,
                      tokens[next + 1].kind == .identifier || tokens[next + 1].kind == .keyword else { break }
                components.append(source.text(of: tokens[next + 1]))
                end = next + 1
            }
            let path = components.filter { $0 != "self" }
            // An optional closure called through `?` or `!` (`onLongPress?()`) is called all the same.
            var after = end + 1
            while after + 1 < span.upperBound, tokens[after].kind == .postfixQuestion || tokens[after].kind == .exclamation,
                  tokens[after + 1].kind == .leftParen {
                after += 1
            }
            var resumeAt = end + 1
            defer { index = resumeAt }
            guard let last = path.last, after < span.upperBound else { continue }
            let next = tokens[after]
            if next.kind == .leftParen || (next.kind == .leftBrace && !next.isAtStartOfLine) {
                guard !Self.effectWrappers.contains(last), !Self.effectWrappers.contains(path.first ?? "") else { continue }
                // Arithmetic (`let distance = max(a, b)`) works out a value and does nothing by itself.
                guard !(path.count == 1 && DragPlacement.arithmetic.contains(last)) else { continue }
                let arguments: String
                if next.kind == .leftParen, let close = source.closer(of: after, limit: span.upperBound) {
                    arguments = close > after + 1 ? normalised(source.byteRange(tokens: after + 1, through: close - 1)) : ""
                } else {
                    arguments = ""
                }
                let callee = path.suffix(2).joined(separator: ".")
                if Self.logCalls.contains(last) {
                    let close = source.closer(of: after, limit: span.upperBound)
                    let argumentTokens = (after + 1)..<(close ?? after + 1)
                    let isFixed = next.kind == .leftParen && isFixedString(tokens: argumentTokens)
                    effects.insert("log:\(last)" + (isFixed ? Self.fixedMessageLog : ""))
                    // What a log prints is read, not done (`print(UserDefaults.standard.bool(forKey: "darkMode"))`).
                    if next.kind == .leftParen, let close { resumeAt = close + 1 }
                } else {
                    effects.insert("\(callee)(\(arguments))")
                }
            } else if next.kind == .equal || (next.kind == .binaryOperator
                                              && Self.compoundAssignments.contains(source.text(of: next))) {
                // A local declared here (`let distance = …`, `let threshold: CGFloat = 50`, where the path is the
                // type) holds a value; only what computes it may act.
                let previous = index > span.lowerBound ? tokens[index - 1] : nil
                guard previous?.keyword != .let, previous?.keyword != .var, previous?.kind != .colon else { continue }
                let operation = next.kind == .equal ? "=" : source.text(of: next)
                let valueEnd = expressionEnd(from: after + 1, in: span, endsAtComma: false)
                let value = valueEnd > after + 1 ? normalised(source.byteRange(tokens: after + 1, through: valueEnd - 1)) : ""
                effects.insert("\(last)\(operation)\(value)")
            }
        }
        return effects
    }

    /// The last two components of the path that fills `span` exactly (`doubleTapAction`, `self.model.reload`),
    /// or nil when the span holds anything else.
    private func functionReference(in span: Range<Int>) -> String? {
        let tokens = source.tokens
        guard !span.isEmpty else { return nil }
        var components: [String] = []
        for (offset, index) in span.enumerated() {
            let token = tokens[index]
            if offset % 2 == 0 {
                guard token.kind == .identifier || token.keyword == .self else { return nil }
                components.append(source.text(of: token))
            } else {
                guard token.kind == .period else { return nil }
            }
        }
        guard span.count % 2 == 1 else { return nil }
        let path = components.filter { $0 != "self" }
        return path.isEmpty ? nil : path.suffix(2).joined(separator: ".")
    }

    /// The `{` that opens the body of the statement whose keyword is at `index` (outside parentheses).
    private func bodyBrace(after index: Int, in span: Range<Int>) -> Int {
        let tokens = source.tokens
        var depth = 0
        var cursor = index + 1
        while cursor < span.upperBound {
            switch tokens[cursor].kind {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace where depth <= 0: return cursor
            default: break
            }
            cursor += 1
        }
        return cursor
    }

    /// One past the last token of the expression starting at `start`: up to the bracket that closes the enclosing
    /// one, a `;`, and then either the next `,` (an argument's value) or the next line at the same depth that does
    /// not continue a chain (a statement's).
    private func expressionEnd(from start: Int, in span: Range<Int>, endsAtComma: Bool) -> Int {
        let tokens = source.tokens
        var depth = 0
        var cursor = start
        while cursor < span.upperBound {
            let token = tokens[cursor]
            if depth == 0, !endsAtComma, cursor > start, token.isAtStartOfLine, token.kind != .period { break }
            switch token.kind {
            case .leftParen, .leftBrace, .leftSquare: depth += 1
            case .rightParen, .rightBrace, .rightSquare:
                if depth == 0 { return cursor }
                depth -= 1
            case .semicolon where depth == 0: return cursor
            case .comma where depth == 0 && endsAtComma: return cursor
            default: break
            }
            cursor += 1
        }
        return cursor
    }

    /// Source text without whitespace or `self.`, so two spellings of the same expression compare equal.
    private func normalised(_ range: Range<Int>) -> String {
        CompactText.of(source, in: range)
    }

    // MARK: Gestures

    /// The code a gesture modifier runs when the gesture completes: the whole `.onTapGesture { … }` /
    /// `.onLongPressGesture { … }`, or the `.onEnded` closures of a gesture value (`.gesture(TapGesture(count: 2)
    /// .onEnded { … })`, a member that builds one), or the whole gesture when it has no `.onEnded`.
    func gestureActionRanges(of modifier: NodeID) -> [Range<Int>] {
        guard SwiftUIVocabulary.gestureModifiers.contains(self[modifier].name) else {
            // `.onTapGesture { … }`, `.onTapGesture(count: 2, perform: zoom)`, `.onLongPressGesture(perform: { … })`.
            let performed = self[modifier].arguments.filter { $0.label == "perform" || $0.label == "action" }.compactMap { argument -> Range<Int>? in
                if case .closure = argument.value { return nil }
                return valueRange(of: argument)
            }
            return closures(of: modifier).filter { !isPressingHandler($0, of: modifier) }.map { self[$0].range } + performed
        }
        guard let gesture = gestureExpressionRange(of: modifier) else { return [] }
        let ended = closureRanges(following: "onEnded", in: gesture)
        return ended.isEmpty ? [gesture] : ended
    }

    /// Whether a closure of a long-press modifier is what runs as the press starts and ends: labelled
    /// `onPressingChanged:` (or the older `pressing:`), or the trailing closure after a written `perform:`
    /// (`.onLongPressGesture(perform: { }) { isPressing in … }`).
    func isPressingHandler(_ closure: NodeID, of modifier: NodeID) -> Bool {
        switch self[closure].label {
        case "onPressingChanged"?, "pressing"?:
            return true
        case nil:
            return self[modifier].name == "onLongPressGesture"
                && self[modifier].arguments.contains { $0.label == "perform" }
        default:
            return false
        }
    }

    /// The range of an argument's value, without its label.
    private func valueRange(of argument: Argument) -> Range<Int> {
        guard argument.label != nil else { return argument.range }
        let span = source.tokenSpan(of: argument.range)
        let tokens = source.tokens
        guard span.count > 2, tokens[span.lowerBound + 1].kind == .colon else { return argument.range }
        return tokens[span.lowerBound + 2].textStart..<argument.range.upperBound
    }

    /// The gesture value a `.gesture(…)` modifier attaches: its argument, or the member of the same type the
    /// argument names (`.gesture(dragGesture)`, `.simultaneousGesture(makeDragGesture(id: id))`).
    func gestureExpressionRange(of modifier: NodeID) -> Range<Int>? {
        guard let argument = self[modifier].arguments.first else { return nil }
        let names = TraitText.identifiers(in: text(in: argument.range)).filter { $0 != "self" }
        guard Self.gestureKinds(inText: text(in: argument.range)).isEmpty, let owner = declaringTypeName(ofNode: modifier),
              let name = names.first,
              let member = members(ofTypeNamed: owner).first(where: { self[$0].name == name }) else { return argument.range }
        return self[member].range
    }

    /// The closures passed to `.name` calls in `range`: `.onEnded { … }`, `.onEnded({ … })`, `.onEnded(perform: f)`
    /// (a function reference: its parentheses).
    func closureRanges(following name: String, in range: Range<Int>) -> [Range<Int>] {
        let tokens = source.tokens
        let span = source.tokenSpan(of: range)
        var result: [Range<Int>] = []
        for index in span where index + 1 < span.upperBound && tokens[index].kind == .identifier
            && index > span.lowerBound && tokens[index - 1].kind == .period && source.text(of: tokens[index]) == name {
            var open = index + 1
            if tokens[open].kind == .leftParen, let close = source.closer(of: open, limit: span.upperBound) {
                // `.onEnded({ … })` holds the closure; `.onEnded(perform: f)` and `.onEnded(f)` name a function.
                if let brace = (open + 1..<close).first(where: { tokens[$0].kind == .leftBrace }) {
                    open = brace
                } else {
                    let label = open + 2 < close && tokens[open + 2].kind == .colon ? open + 3 : open + 1
                    if label < close { result.append(source.byteRange(tokens: label, through: close - 1)) }
                    continue
                }
            }
            guard tokens[open].kind == .leftBrace, let close = source.closer(of: open, limit: span.upperBound) else { continue }
            result.append(source.byteRange(tokens: open, through: close))
        }
        return result
    }

    /// A drag that only moves the view while the finger is down: its `.onEnded` sets back what `.onChanged` set,
    /// there or in a function it calls (a rubber band: `dragOffset = 0` with an animation; a chart scrubber that
    /// clears its selection, `selected = nil`) or it only updates `@GestureState` (reset by SwiftUI).
    /// Nothing is left done when the finger lifts, so there is no function to offer another way.
    func isRubberBandDrag(_ modifier: NodeID) -> Bool {
        guard let gesture = gestureExpressionRange(of: modifier) else { return false }
        let ended = closureRanges(following: "onEnded", in: gesture)
        if ended.isEmpty {
            return closureRanges(following: "onChanged", in: gesture).isEmpty
                && !closureRanges(following: "updating", in: gesture).isEmpty
        }
        guard let (moved, setBack, functions) = dragState(of: modifier, gesture: gesture), !moved.isEmpty else {
            return false
        }
        // Everything the drag moved is set back when the finger lifts, there or in a function of the type it calls
        // (`onDragEnd()` setting `selected = nil`); a drawing whose stroke stays is not.
        return moved.isSubset(of: setBack) && ended.allSatisfy { closure in
            let names = Set(TraitText.identifiers(in: text(in: closure))).subtracting(closureParameters(of: closure))
            return names.subtracting(Self.resetVocabulary).allSatisfy { name in
                moved.contains(name) || (functions[name] ?? []).contains { onlyResets(moved, function: $0) }
            }
        }
    }

    /// The view's state a drag moves while the finger is down, when the release sets all of it again (a sheet's
    /// height following the finger, then put back): the gesture's own bookkeeping, not what it does. Empty when
    /// some of it stays as the finger left it (a drawn stroke): the drag then does that.
    func stateSetBackOnRelease(_ modifier: NodeID) -> Set<String> {
        guard let gesture = gestureExpressionRange(of: modifier),
              let (moved, setBack, _) = dragState(of: modifier, gesture: gesture), moved.isSubset(of: setBack)
        else { return [] }
        // Put back to a fixed value (`height = 280`, `= maxHeight`, a stored property the drag does not move), not
        // to one the drag chose (`front = target`, a zipper settling open or closed).
        let owner = declaringTypeName(ofNode: modifier)
        for closure in closureRanges(following: "onEnded", in: gesture) {
            for effect in actionEffects(in: closure) {
                let (member, isCall) = Self.affectedMember(of: effect)
                guard !isCall, moved.contains(member) else { continue }
                guard let equals = effect.firstIndex(of: "="), effect[..<equals].hasSuffix(member) else { return [] }
                let value = String(effect[effect.index(after: equals)...])
                let isFixed = TraitText.identifiers(in: value).allSatisfy { name in
                    Self.resetVocabulary.contains(name) || !moved.contains(name)
                        && (owner.map { isStoredProperty(name, ofTypeNamed: $0) } ?? false)
                }
                if !isFixed { return [] }
            }
        }
        return moved
    }

    /// Whether a drag's `.onChanged` moves state that its release does not set again (`playhead = x / width`,
    /// `dragProgress`): what the drag did stays. A placement (`barOffset`, a name ending in a placement word) and
    /// `selections` are where the view sits and what it marks.
    private func leavesStateMoved(gesture modifier: NodeID, besides selections: Set<String>) -> Bool {
        guard let gesture = gestureExpressionRange(of: modifier),
              let (moved, setBack, _) = dragState(of: modifier, gesture: gesture) else { return false }
        return moved.subtracting(setBack).contains { name in
            !selections.contains(name) && !DragPlacement.endsInPlacement(name)
        }
    }

    /// What `.onChanged` moves, directly or in the type's functions it calls (`scrub(to: value.location)`; the
    /// view's own state, not a function's locals), what `.onEnded` assigns, there or in those functions, and the
    /// type's function table they were followed through.
    private func dragState(of modifier: NodeID, gesture: Range<Int>)
        -> (moved: Set<String>, setBack: Set<String>, functions: [String: [NodeID]])? {
        let ended = closureRanges(following: "onEnded", in: gesture)
        guard !ended.isEmpty else { return nil }
        let owner = declaringTypeName(ofNode: modifier)
        let functions = owner.map(functionTable(ofTypeNamed:)) ?? [:]
        let moved = closureRanges(following: "onChanged", in: gesture).reduce(into: Set<String>()) { moved, closure in
            let direct = TraitText.assignedNames(in: text(in: closure))
            let called = assignments(from: text(in: closure), following: functions).assigned.subtracting(direct)
            moved.formUnion(direct)
            moved.formUnion(called.filter { name in owner.map { isStoredProperty(name, ofTypeNamed: $0) } ?? false })
        }
        let setBack = ended.reduce(into: Set<String>()) { setBack, closure in
            setBack.formUnion(assignments(from: text(in: closure), following: functions).assigned)
        }
        return (moved, setBack, functions)
    }

    /// Whether the body of `function` only sets back some of `moved` (`selected = nil`), using nothing else.
    private func onlyResets(_ moved: Set<String>, function: NodeID) -> Bool {
        let code = text(in: self[function].range)
        guard let brace = code.firstIndex(of: "{") else { return false }
        let body = String(code[brace...])
        let assigned = TraitText.assignedNames(in: body)
        return !assigned.isEmpty && assigned.isSubset(of: moved)
            && Set(TraitText.identifiers(in: body)).subtracting(Self.resetVocabulary).isSubset(of: moved)
    }

    /// Names a reset may use besides the state it resets: animations and zero values.
    private static let resetVocabulary: NameSet = SwiftUIVocabulary.animationCurves.union([
        "withAnimation", "Animation", "response", "dampingFraction", "blendDuration",
        "duration", "bounce", "extraBounce", "zero", "CGSize", "CGPoint", "CGFloat", "width", "height", "x", "y",
        "self", "in", "_", "nil", "false", "true",
    ])

    /// The parameter names a closure declares before `in` (`{ value in … }`, `{ _, state in … }`).
    func closureParameters(of closure: Range<Int>) -> Set<String> {
        let tokens = source.tokens
        let span = source.tokenSpan(of: closure)
        guard let inIndex = span.dropFirst().prefix(12).first(where: { tokens[$0].keyword == .in }) else { return [] }
        return Set((span.lowerBound..<inIndex).filter { tokens[$0].kind == .identifier }.map { source.text(of: tokens[$0]) })
    }

    // MARK: Other paths to the same function

    /// Modifiers whose buttons VoiceOver users reach without the gesture (the actions rotor, a menu).
    static let alternativeActionModifiers: Set<String> = [
        "contextMenu", "swipeActions", "accessibilityAction", "accessibilityActions",
    ]

    /// Calls that press a control programmatically (`popUpButton.performClick(nil)`): a tap that only does this
    /// is a larger target for a control VoiceOver already announces.
    static let controlForwardingCalls: Set<String> = ["performClick", "sendActions", "sendAction"]

    /// Whether what the gesture `modifier` on `view` does (apart from moving the view: `dragOffset = 0`) is also
    /// done by a context menu, swipe action, accessibility action or single tap applying to the view or to a view
    /// inside it or its neighbours, by a button the view or its neighbours in the same stack show, by the
    /// selection of the `List` or `Table` it sits in (the tap assigns the selection's own binding), or by the
    /// control it presses (`performClick`). False when the gesture's effects cannot be read.
    /// `offeredBy` gives the effects a custom modifier applying to the view offers (the project index);
    /// `menuBar`, those of the app's menu bar commands (a Mac app's, whose menu bar VoiceOver reaches).
    func isReachableOtherwise(gesture modifier: NodeID, on view: NodeID,
                              offeredBy: (String) -> Set<String> = { _ in [] },
                              menuBar: Set<String> = [],
                              isButtonComponent: (NodeID) -> Bool = { _ in false },
                              bindingButtons: (_ property: String, _ type: String) -> Set<String> = { _, _ in [] }) -> Bool {
        var effects = gestureEffects(of: modifier).filter { !$0.hasPrefix("log:") }
        guard !effects.isEmpty else { return false }
        let selections = selectionMembers(around: view)
        // Where the finger moved the view (`dragOffset = 0`, `isDragDismissing = true`, a height that follows the
        // finger and is put back) is the gesture's own bookkeeping, not its function.
        let setBack = gestures(of: modifier).contains(.drag) ? stateSetBackOnRelease(modifier) : []
        func isFunction(_ effect: String) -> Bool {
            let (member, isCall) = Self.affectedMember(of: effect)
            return isCall ? !Self.controlForwardingCalls.contains(member)
                : !selections.contains(member) && !DragPlacement.isPlacementName(member) && !setBack.contains(member)
        }
        effects = effects.filter(isFunction)
        // Nothing left when the finger lifts: no function, unless a drag changed something as it moved that the
        // release leaves as it is (a scrubber's playhead). A pinch's zoom that stays is what the system's Zoom does.
        guard !effects.isEmpty else {
            return gestures(of: modifier) != [.drag] || !leavesStateMoved(gesture: modifier, besides: selections)
        }
        if effects.isSubset(of: menuBar) { return true }
        var alternatives = Set<String>()
        // For a drag, long press or double tap, a single tap on the view is a path every assistive technology
        // performs (VoiceOver's double tap); for a tap, another tap is not.
        let tapIsAnotherPath = !gestures(of: modifier).contains(.singleTap)
        for other in applicableModifiers(of: view) where other != modifier {
            if Self.alternativeActionModifiers.contains(self[other].name)
                || tapIsAnotherPath && gestures(of: other) == [.singleTap] {
                alternatives.formUnion(actionEffects(in: self[other].range))
            } else {
                alternatives.formUnion(offeredBy(self[other].name))
            }
            if effects.isSubset(of: alternatives) { return true }
        }
        var neighbours = [view]
        if let (container, item) = layoutSlot(of: view) {
            neighbours += children(of: container).filter { $0 != item && self[$0].kind != .modifier }
        }
        // A hidden button (`.accessibilityHidden(true)`, often the small twin of a larger tap area) is no path. An
        // app's own button view (`CurrencyButton(text: …) { toggle() }`) is one, its action in the call.
        func isVisibleButton(_ button: NodeID) -> Bool {
            self[button].kind == .call && (self[button].name == "Button" || isButtonComponent(button))
                && !applicableModifiers(of: button).contains(where: mayHide)
        }
        for button in neighbours.flatMap({ drawnViews(of: $0) }) where isVisibleButton(button) {
            alternatives.formUnion(Self.withToggledFlags(actionEffects(in: self[button].range)))
            if effects.isSubset(of: alternatives) { return true }
        }
        // A button elsewhere in the same view that closes what the gesture closes (the sheet's "Close" for a drag on
        // its handle; for a drag, also a tapped view: its "Done" box calling `didClose()`), also in an extension of
        // the type in the file. Other effects are compared only nearby: `select(day)` in another row names another day.
        if effects.allSatisfy(Self.closes), let type = declaringType(of: view) {
            for other in declarationAndExtensions(of: type).flatMap(descendants(of:)) {
                if isVisibleButton(other) {
                    alternatives.formUnion(Self.withToggledFlags(actionEffects(in: self[other].range)))
                } else if tapIsAnotherPath, self[other].kind == .modifier, other != modifier,
                          gestures(of: other) == [.singleTap], let tapped = parent(of: other),
                          !isBareLayer(tapped), !applicableModifiers(of: tapped).contains(where: mayHide) {
                    alternatives.formUnion(actionEffects(in: self[other].range))
                } else {
                    continue
                }
                if effects.isSubset(of: alternatives) { return true }
            }
        }
        // A button of a view the type hands the changed state to as a binding (`Title(showMenu: $showMenu)`, whose
        // menu button toggles it), there or further down. What the gesture does is read through the functions of
        // the type it calls (`.onEnded(onEnd(value:))` setting `showMenu`).
        if let type = declaringType(of: view) {
            let handedOn = descendants(of: type).filter { call in
                self[call].kind == .call && self[call].arguments.contains { BindingButtons.passedBinding($0.value) != nil }
            }
            let done: Set<String> = handedOn.isEmpty ? [] : followingFunctions(effects, near: view).filter(isFunction)
            let changed = Set(done.compactMap(BindingButtons.changedState))
            for call in handedOn {
                for argument in self[call].arguments {
                    guard let label = argument.label, let passed = BindingButtons.passedBinding(argument.value),
                          changed.contains(passed) else { continue }
                    let offered = bindingButtons(label, FileReferenceFacts.simpleName(self[call].name))
                    alternatives.formUnion(Self.withToggledFlags(Set(offered.map {
                        BindingButtons.renamed($0, from: label, to: passed)
                    })))
                    if done.isSubset(of: alternatives) { return true }
                }
            }
        }
        // A single tap on a view inside (a comment's heart, liked by double-tapping the whole comment too) is
        // another path, as one on the view itself is.
        guard tapIsAnotherPath else { return false }
        for tap in neighbours.flatMap({ descendants(of: $0) }) where self[tap].kind == .modifier && tap != modifier
            && gestures(of: tap) == [.singleTap] {
            guard let tapped = parent(of: tap), !applicableModifiers(of: tapped).contains(where: mayHide) else {
                continue
            }
            alternatives.formUnion(actionEffects(in: self[tap].range))
            if effects.isSubset(of: alternatives) { return true }
        }
        return false
    }

    /// `effects` with each call of a function the declaration around `node` declares once replaced by what its body does
    /// (`onEnd()` by `showMenu=true`, `offset=0`), logs left out. A getter called to work out a value (`let width =
    /// getRect().width`) does nothing by itself and is left out too.
    func followingFunctions(_ effects: Set<String>, near node: NodeID) -> Set<String> {
        // The functions of the declaration around `node` only: looking the type up by name costs a pass over every
        // type of that name, which a file of many same-named views makes quadratic.
        guard let type = declaringType(of: node) else { return effects }
        return effects.reduce(into: []) { expanded, effect in
            let (member, isCall) = Self.affectedMember(of: effect)
            let declared = isCall ? members(of: type).filter { self[$0].kind == .function && self[$0].name == member } : []
            guard declared.count == 1, let body = functionBodyRange(declared[0]) else {
                expanded.insert(effect)
                return
            }
            expanded.formUnion(actionEffects(in: body).filter { effect in
                let (member, isCall) = Self.affectedMember(of: effect)
                return !effect.hasPrefix("log:") && !(isCall && TraitText.words(of: member).first == "get")
            })
        }
    }

    /// The range of a function's body, from its opening brace: what it does, without its name and parameters.
    func functionBodyRange(_ function: NodeID) -> Range<Int>? {
        let tokens = source.tokens
        let range = self[function].range
        var index = VisualTree.firstToken(endingAfter: self[function].nameRange.upperBound, in: tokens)
        while index < tokens.count, tokens[index].textStart < range.upperBound {
            if tokens[index].kind == .leftBrace { return Int(tokens[index].textStart)..<range.upperBound }
            index += 1
        }
        return nil
    }

    /// `effects` with each flag a button toggles (`isShowing.toggle()`) also as set either way: the button shows what
    /// a gesture hides (`isShowing=false`) when the flag is on, and the reverse.
    static func withToggledFlags(_ effects: Set<String>) -> Set<String> {
        var result = effects
        for effect in effects where effect.hasSuffix(".toggle()") {
            let flag = effect.dropLast(".toggle()".count)
            result.insert(flag + "=false")
            result.insert(flag + "=true")
        }
        return result
    }

    /// The member an effect key changes or calls, and whether it is a call: `temporaryTab=nil` → `temporaryTab`;
    /// `button.performClick(nil)` → `performClick`.
    static func affectedMember(of effect: String) -> (member: String, isCall: Bool) {
        let call: String.Index?
        let assignment: String.Index?
        if effect.utf8.allSatisfy({ $0 < 0x80 }) {
            // An ASCII key (nearly every one) is searched by byte: each of its characters was looked up in the
            // operator list as a `Character`, which cost more than the rest of the question.
            call = effect.utf8.firstIndex(of: UInt8(ascii: "("))
            assignment = effect.utf8.firstIndex(where: isOperatorByte)
        } else {
            call = effect.firstIndex(of: "(")
            assignment = effect.firstIndex { "=+-*/%&|^".contains($0) }
        }
        if let call, assignment.map({ call < $0 }) ?? true {
            return (String(effect[..<call].split(separator: ".").last ?? ""), true)
        }
        return (String(effect[..<(assignment ?? effect.endIndex)]), false)
    }

    /// The bytes of `=+-*/%&|^`, the characters that start an assignment in an effect key.
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"),
             UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"): return true
        default: return false
        }
    }

    /// The members bound to the selection of `view` or of the `List`s, `Table`s and `TabView`s around it
    /// (`List(selection: $manager.current)` → `current`): the rows, or the tab bar and page indicator, select them.
    private func selectionMembers(around view: NodeID) -> Set<String> {
        var members = Set<String>()
        for selecting in [view] + enclosingViews(of: view).map(\.view)
        where ["List", "Table", "TabView"].contains(self[selecting].name) {
            guard let selection = self[selecting].argument(labelled: "selection"),
                  let member = TraitText.identifiers(in: text(in: selection.range)).last else { continue }
            members.insert(member)
        }
        return members
    }

    /// Whether the gesture's action only writes data to a log (`print(user)`): a debugging hook that does nothing
    /// for anyone. A fixed message (`print("tapped")`) is not: it stands in for an action still to be written, and
    /// the view it is attached to is a control in the making.
    func onlyLogsData(gesture modifier: NodeID) -> Bool {
        let effects = gestureEffects(of: modifier)
        return !effects.isEmpty && effects.allSatisfy { $0.hasPrefix("log:") && !$0.hasSuffix(Self.fixedMessageLog) }
    }

    /// Whether the tokens are exactly one string literal without interpolation (`"tapped"`).
    private func isFixedString(tokens range: Range<Int>) -> Bool {
        let tokens = source.tokens
        return !range.isEmpty && tokens[range.lowerBound].kind == .stringQuote
            && range.allSatisfy { tokens[$0].kind == .stringQuote || tokens[$0].kind == .stringSegment }
    }

    /// The effect keys of what the gesture `modifier` runs when it completes.
    private func gestureEffects(of modifier: NodeID) -> Set<String> {
        gestureActionRanges(of: modifier).reduce(into: Set<String>()) { $0.formUnion(actionEffects(in: $1)) }
    }

    /// Whether everything the gesture does, code of the same type also does after a delay (a toast dismissed by
    /// a tap or, two seconds later, by its timer): the tap only hastens what happens anyway.
    func onlyHastensTimer(gesture modifier: NodeID) -> Bool {
        let effects = gestureEffects(of: modifier).filter { !$0.hasPrefix("log:") }
        guard !effects.isEmpty, let type = declaringType(of: modifier) else { return false }
        let typeRange = self[type].range
        var delayed = Set<String>()
        for range in TimedDismissal.delayedCode(in: self) where typeRange.contains(range.lowerBound) {
            delayed.formUnion(actionEffects(in: range))
        }
        return effects.isSubset(of: delayed)
    }

    /// Whether the gesture's action only closes something: every effect sets a flag to false or nil, calls
    /// `dismiss()` (`showsPill = false`, `presentationMode.wrappedValue.dismiss()`), or toggles the flag an
    /// enclosing `if` shows the view on (`if showsMenu { … .onTapGesture { showsMenu.toggle() } }`).
    func onlyCloses(gesture modifier: NodeID) -> Bool {
        let effects = gestureEffects(of: modifier)
        return !effects.isEmpty && effects.allSatisfy { effect in
            Self.clears(effect) || effect == "dismiss()" || effect.hasSuffix(".dismiss()")
                || (effect.hasSuffix(Self.toggleCall) && isShown(onFlag: String(effect.dropLast(Self.toggleCall.count)),
                                                                   around: modifier))
        }
    }

    private static let toggleCall = ".toggle()"

    /// Whether `node` lies in the first branch of an `if` whose whole condition is `flag` (`if showsMenu`).
    private func isShown(onFlag flag: String, around node: NodeID) -> Bool {
        ancestors(of: node).contains { ancestor in
            guard self[ancestor].kind == .branch, let condition = self[ancestor].label,
                  let choice = parent(of: ancestor), self[choice].kind == .conditional,
                  children(of: choice).first(where: { self[$0].kind == .branch }) == ancestor else { return false }
            return CompactText.of(condition) == flag
        }
    }

    /// First words of an action named for closing or ending something (`dismissEditor`, `closePanel`,
    /// `endEditing`): on empty space, the tap that leaves a mode.
    static let closingActionWords: Set<String> = ["dismiss", "close", "hide", "collapse", "end", "cancel"]

    /// Whether the gesture runs one function named for closing (`{ dismissMenu() }`), or a callback named for it
    /// (`.onTapGesture(perform: onClose)`).
    func callsOnlyAClosingAction(gesture modifier: NodeID) -> Bool {
        singleCalledFunction(ofGesture: modifier).map(Self.namesClosing) ?? false
    }

    /// Whether a function or callback is named for closing (`dismissMenu`, `onClose`, `didClose`).
    static func namesClosing(_ function: String) -> Bool {
        let words = TraitText.words(of: function)
        let verb = ["on", "did"].contains(words.first ?? "") ? words.dropFirst().first : words.first
        return verb.map(closingActionWords.contains) ?? false
    }

    /// The one function a gesture runs: `.onTapGesture(perform: dismissEditor)`, or a closure that only calls
    /// it (`.onTapGesture { self.closeMenu() }`); nil for anything else.
    func singleCalledFunction(ofGesture modifier: NodeID) -> String? {
        if let reference = argument("perform", of: modifier), case .identifier(let function) = reference.value {
            return function
        }
        guard let closure = closures(of: modifier).first, children(of: closure).count == 1,
              let only = children(of: closure).first, self[only].kind == .call else { return nil }
        let name = self[only].name
        let member = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        return member.contains(".") || self[only].arguments.count > 0 ? nil : member
    }

    /// A colour or shape drawn with nothing over it (`Color.black.opacity(0.4)`, a palette's `ColorPalette.dim`): a
    /// scrim VoiceOver never stops on, so its tap is no path for VoiceOver users.
    func isBareLayer(_ view: NodeID) -> Bool {
        let name = self[view].name
        let base = name.split(separator: ".").first.map(String.init) ?? name
        let isLayer = SwiftUIVocabulary.shapeLayers.contains(base) || base.hasPrefix("Color") || name.hasPrefix(".")
        return isLayer && modifiers(named: "overlay", of: view).isEmpty
    }

    /// Whether an effect key closes what it names: sets it to false, nil or empty (`clears`), or calls `dismiss()`
    /// or a function or callback named for closing (`didClose()`, `onDismiss()`).
    static func closes(_ effect: String) -> Bool {
        if clears(effect) { return true }
        let (member, isCall) = affectedMember(of: effect)
        return isCall && namesClosing(member)
    }

    /// Whether an effect key sets something to false, nil or an empty collection (`showsPill=false`,
    /// `selection=nil`, `selectedItems=[]`): it closes or clears what it names.
    static func clears(_ effect: String) -> Bool {
        effect.hasSuffix("=false") || effect.hasSuffix("=nil") || effect.hasSuffix("=[]")
    }

    /// Whether the gesture's action only plays an animation: every effect calls something named for one
    /// (`toggleBoxAnimation()`, `playBounceAnimation()`). Motion replayed on tap is what a sighted user sees, not a
    /// function anyone else is denied.
    func onlyPlaysAnimation(gesture modifier: NodeID) -> Bool {
        let effects = gestureEffects(of: modifier)
        return !effects.isEmpty && effects.allSatisfy { effect in
            let (member, isCall) = Self.affectedMember(of: effect)
            if isCall { return ["animation", "animations"].contains(TraitText.words(of: member).last ?? "") }
            return declaringType(of: modifier).map { onlyTriggersEffects(member, in: $0) } ?? false
        }
    }

    /// Whether the state `member` of `type` is read only by modifiers that play an effect when it changes
    /// (`SwiftUIVocabulary.effectTriggerModifiers`: `.confettiCannon(counter: $bursts)`), and otherwise only
    /// declared and assigned: changing it replays the effect and does nothing else.
    func onlyTriggersEffects(_ member: String, in type: NodeID) -> Bool {
        let triggers = SwiftUIVocabulary.effectTriggerModifiers.flatMap { modifierUses(named: $0) }
            .filter { declaringType(of: $0) == type }.map { self[$0].range }
        guard !triggers.isEmpty else { return false }
        let reads = readOffsets(of: member, inTokens: source.tokenSpan(of: self[type].range))
        return !reads.isEmpty && reads.allSatisfy { read in triggers.contains { $0.contains(read) } }
    }

    /// Whether the gesture's action only changes state of its own that nothing reads: every effect assigns or
    /// toggles a `@State` property of the type around it (`isSearching = true`) that no code of the type (its
    /// declaration and extensions) reads back. The tap changes nothing anyone meets.
    func onlyWritesUnreadState(gesture modifier: NodeID) -> Bool {
        let effects = gestureEffects(of: modifier)
        guard !effects.isEmpty, let type = declaringType(of: modifier) else { return false }
        let declarations = declarationAndExtensions(of: type)
        return effects.allSatisfy { effect in
            let member: String
            if effect.hasSuffix(Self.toggleCall) {
                member = String(effect.dropLast(Self.toggleCall.count))
            } else {
                let affected = Self.affectedMember(of: effect)
                guard !affected.isCall else { return false }
                member = affected.member
            }
            guard !member.contains("."), declarations.contains(where: { declaresState(member, in: $0) }) else {
                return false
            }
            return declarations.allSatisfy { readOffsets(of: member, inTokens: source.tokenSpan(of: self[$0].range)).isEmpty }
        }
    }

    /// Whether the type declaration `declaration` declares `member` as `@State`: storage of the view's own, which
    /// no other view reads unless handed a binding.
    private func declaresState(_ member: String, in declaration: NodeID) -> Bool {
        members(of: declaration).contains { property in
            guard self[property].kind == .property, self[property].name == member,
                  case .property(let info)? = self[property].decl else { return false }
            return info.attributes.contains { $0.name == SwiftUIVocabulary.stateAttribute }
        }
    }

    /// The source offsets where tokens in `span` read `member` (or pass its binding, `$member`): every use of the
    /// name but its declaration, the left side of an assignment and a `.toggle()` of it.
    private func readOffsets(of member: String, inTokens span: Range<Int>) -> [Int] {
        let tokens = source.tokens
        var reads: [Int] = []
        for index in span where tokens[index].kind == .identifier || tokens[index].kind == .dollarIdentifier {
            let name = source.text(of: tokens[index])
            guard name == member || name == "$" + member else { continue }
            let previous = index > span.lowerBound ? tokens[index - 1] : nil
            if previous?.keyword == .var || previous?.keyword == .let { continue }
            let next = index + 1 < span.upperBound ? tokens[index + 1] : nil
            if let next, next.kind == .equal
                || (next.kind == .binaryOperator && Self.compoundAssignments.contains(source.text(of: next))) {
                continue
            }
            if let next, next.kind == .period, index + 3 < span.upperBound,
               source.text(of: tokens[index + 2]) == "toggle", tokens[index + 3].kind == .leftParen {
                continue
            }
            reads.append(tokens[index].textStart)
        }
        return reads
    }
}
