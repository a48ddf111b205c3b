/// What a user can act on: built-in controls, views made tappable with a gesture, and the gestures themselves.
extension ViewTree {
    /// Built-in views users act on that the shared control table (`ControlSpec`) does not list, because they take
    /// no title.
    static let untitledControlNames: Set<String> = [
        "EditButton", "PasteButton", "RenameButton", "MultiDatePicker", "SignInWithAppleButton",
    ]

    /// A built-in control (`Button`, `Toggle`, `TextField`, …) from the shared control table, or one of the untitled
    /// ones; `LabeledContent` is a label, not a control.
    func isBuiltInControl(_ id: NodeID) -> Bool {
        if let spec = controlSpec(of: id) { return spec.role != .labeledContent }
        let node = self[id]
        return (node.kind == .call || node.kind == .reference) && Self.untitledControlNames.contains(node.name)
    }

    /// A control, or a view its author made actionable: a tap gesture, or a button/link trait.
    func isInteractive(_ id: NodeID) -> Bool {
        if isBuiltInControl(id) { return true }
        return modifiers(of: id).contains { modifier in
            if !gestures(of: modifier).isEmpty { return true }
            let name = self[modifier].name
            return name == "accessibilityAddTraits"
                && TraitText.identifiers(in: firstArgumentValue(of: modifier) ?? "").contains { $0 == "isButton" || $0 == "isLink" }
        }
    }

    // MARK: - Gestures

    enum GestureKind: Hashable {
        case singleTap
        case multiTap
        case longPress
        case drag
        case magnify
        case rotate
    }

    /// The gestures a modifier attaches: `.onTapGesture(count:)`, `.onLongPressGesture`, or
    /// `.gesture(DragGesture())` / `.gesture(drag)` with `drag` a member of the same type. Empty when the
    /// modifier attaches no gesture or one the rule cannot read.
    func gestures(of modifier: NodeID) -> Set<GestureKind> {
        // The name only: copying the whole node (retaining its arrays and strings) for every modifier of the
        // file was most of this function's cost.
        let name = self[modifier].name
        switch name {
        case "onTapGesture":
            // `.onTapGesture {}` only keeps taps from the views below: it does nothing itself.
            let actions = gestureActionRanges(of: modifier)
            if !actions.isEmpty, actions.allSatisfy(isEmptyClosure) { return [] }
            guard let count = argumentValue(of: modifier, labelled: "count") else { return [.singleTap] }
            guard let number = Int(count) else { return [] }
            return number <= 1 ? [.singleTap] : [.multiTap]
        case "onLongPressGesture":
            let duration = argumentValue(of: modifier, labelled: "minimumDuration")
            // `minimumDuration: .infinity`, or an empty `perform: {}`: the press never performs anything; what
            // it does is what `onPressingChanged` does while the finger is down (a pressed look, a paused timer).
            if duration.map(Self.neverCompletes) == true || gestureActionRanges(of: modifier).allSatisfy(isEmptyClosure) {
                // Calling something as the finger lifts (`if !pressed { onTap() }`) makes it a hand-made button.
                return pressingHandlerRanges(of: modifier).contains(where: callsSomething) ? [.singleTap] : []
            }
            // `minimumDuration: 0` tracks a press (a pressed look), not a long press; one that calls something when
            // pressed is a hand-made button, a single tap.
            guard duration.map(Self.isZero) == true else { return [.longPress] }
            return gestureActionRanges(of: modifier).contains(where: callsSomething) ? [.singleTap] : []
        case _ where SwiftUIVocabulary.gestureModifiers.contains(name):
            guard let value = firstArgumentValue(of: modifier), !Self.isBareGesture(value) else { return [] }
            let kinds = gestureKinds(inExpression: value, near: modifier)
            guard kinds.isEmpty, let pressTracking = pressTrackingDrag(modifier) else { return kinds }
            // Following the finger (`level = value(at: drag.location)`) is a hand-made slider: a drag.
            if closureRanges(following: "onChanged", in: pressTracking).contains(where: readsItsValue) {
                return [.drag]
            }
            return actsOnRelease(pressTracking) ? [.singleTap] : []
        default:
            return []
        }
    }

    /// Gesture types named in an expression; a bare name is looked up among the members of the enclosing type.
    private func gestureKinds(inExpression text: String, near modifier: NodeID) -> Set<GestureKind> {
        var kinds = Self.gestureKinds(inText: text)
        if kinds.isEmpty, let owner = declaringTypeName(ofNode: modifier),
           let name = TraitText.identifiers(in: text).first(where: { $0 != "self" }),
           let member = members(ofTypeNamed: owner).first(where: { self[$0].name == name }) {
            kinds = Self.gestureKinds(inText: self.text(in: self[member].range))
        }
        return kinds
    }

    /// Reads `TapGesture(count: 2)`, `LongPressGesture()`, `DragGesture(minimumDistance: 0)`, … in raw text.
    static func gestureKinds(inText written: String) -> Set<GestureKind> {
        var kinds = Set<GestureKind>()
        let text = withoutIdleComposedGestures(written)
        let names = TraitText.identifiers(in: text)
        for (offset, name) in names.enumerated() {
            switch SwiftUIVocabulary.gestureTypes[name] {
            case .tap:
                if let kind = tapKind(afterGestureAt: offset, names: names, text: text) { kinds.insert(kind) }
            case .longPress: kinds.insert(.longPress)
            case .drag:
                // `DragGesture(minimumDistance: 0)` is the usual way to track touch-down and touch-up, not a drag.
                let tracksPress = offset + 1 < names.count && names[offset + 1] == "minimumDistance"
                    && literalAfter("minimumDistance", in: text).map(isZero) == true
                if !tracksPress { kinds.insert(.drag) }
            case .magnify: kinds.insert(.magnify)
            case .rotate: kinds.insert(.rotate)
            case nil: continue
            }
        }
        return kinds
    }

    static func isZero(_ literal: String) -> Bool { literal == "0" || literal == "0.0" }

    /// Ways of composing gestures, each taking the other gesture as its one argument.
    static let gestureCompositions: [String] = ["simultaneously", "exclusively", "sequenced"]

    /// `text` with each gesture composed in with nothing attached blanked out, when no handler follows the
    /// composition either (`pinch.simultaneously(with: DragGesture(minimumDistance: 1000))`, only there to keep a
    /// paged view from taking the swipe): it does nothing. A handler on the composition
    /// (`.simultaneously(with: DragGesture()).onChanged { value in … value.second … }`) reads it.
    static func withoutIdleComposedGestures(_ text: String) -> String {
        guard gestureCompositions.contains(where: { text.contains($0 + "(") }) else { return text }
        var bytes = Array(text.utf8)
        /// Index of the bracket closing the one at `open`, skipping string literals.
        func closer(of open: Int) -> Int? {
            var depth = 0
            var index = open
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index }
                }
                index += 1
            }
            return nil
        }
        /// Whether a handler is attached at the level of the chain that continues at `start`.
        func handlerFollows(from start: Int) -> Bool {
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard let close = closer(of: index) else { return true }
                    index = close + 1
                    continue
                case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                    return false  // the chain ends: the gesture's argument closes
                case UInt8(ascii: "."):
                    var end = index + 1
                    while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
                    let member = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                    if SwiftUIVocabulary.gestureHandlers.contains(member) { return true }
                    index = end
                    continue
                default:
                    index += 1
                }
            }
            return false
        }
        for composition in gestureCompositions {
            let pattern = Array((composition + "(").utf8)
            var start = 0
            while start + pattern.count <= bytes.count {
                guard Array(bytes[start..<(start + pattern.count)]) == pattern,
                      start == 0 || !bytes[start - 1].isIdentifierByte else {
                    start += 1
                    continue
                }
                let open = start + pattern.count - 1
                guard let close = closer(of: open) else { break }
                // The argument after its label: `with: DragGesture(…)` or `before: …`.
                var argument = open + 1
                while argument < close, bytes[argument] != UInt8(ascii: ":") { argument += 1 }
                argument += 1
                while argument < close, bytes[argument].isASCIIWhitespace { argument += 1 }
                var nameEnd = argument
                while nameEnd < close, bytes[nameEnd].isIdentifierByte || bytes[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
                let name = String(decoding: bytes[argument..<nameEnd], as: UTF8.self)
                let typeName = name.hasPrefix("SwiftUI.") ? String(name.dropFirst(8)) : name
                if SwiftUIVocabulary.gestureTypes[typeName] != nil, nameEnd < close, bytes[nameEnd] == UInt8(ascii: "("),
                   let initialiserEnd = closer(of: nameEnd),
                   bytes[(initialiserEnd + 1)..<close].allSatisfy(\.isASCIIWhitespace),
                   !handlerFollows(from: close + 1) {
                    for index in argument...initialiserEnd { bytes[index] = UInt8(ascii: " ") }
                }
                start = close + 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `DragGesture()`, `LongPressGesture(minimumDuration: 1)`, `DragGesture().onChanged { _ in }`: a gesture value
    /// with nothing attached, or only closures that do nothing, which does nothing but keep the gesture from the
    /// views below (a paged view's swipe, a parent's scroll).
    static func isBareGesture(_ expression: String) -> Bool {
        guard let open = expression.firstIndex(of: "(") else { return false }
        let type = expression[..<open]
        let typeName = String(type.hasPrefix("SwiftUI.") ? type.dropFirst(8) : type)
        guard SwiftUIVocabulary.gestureTypes[typeName] != nil else { return false }
        // The initialiser's parentheses; whatever follows them (`.onEnded { … }`, `.updating(…)`) must do nothing.
        var depth = 0
        for index in expression[open...].indices {
            switch expression[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return attachesOnlyEmptyClosures(expression[expression.index(after: index)...]) }
            default: break
            }
        }
        return false
    }

    /// Nothing, or handlers whose closures are empty: `.onChanged { _ in }`, `.onEnded { value in }.onChanged {}`.
    private static func attachesOnlyEmptyClosures(_ text: Substring) -> Bool {
        var rest = text.drop(while: \.isWhitespace)
        while !rest.isEmpty {
            guard rest.first == "." else { return false }
            let name = rest.dropFirst().prefix(while: \.isLetter)
            let afterName = rest.dropFirst(1 + name.count).drop(while: \.isWhitespace)
            guard !name.isEmpty, afterName.first == "{", let close = afterName.firstIndex(of: "}") else { return false }
            // `{}`, `{ _ in }`, `{ value, _ in }`: parameters and no statement.
            let inside = afterName[afterName.index(after: afterName.startIndex)..<close]
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let parameters = inside.hasSuffix(" in") ? inside.dropLast(3) : nil
            guard inside.isEmpty || parameters?.allSatisfy({ $0.isLetter || $0.isNumber || "_, ".contains($0) }) == true
            else { return false }
            rest = afterName[afterName.index(after: close)...].drop(while: \.isWhitespace)
        }
        return true
    }

    /// Taps of this many or more (`.onTapGesture(count: 7)` on a version footer) are a hidden shortcut, an easter
    /// egg nobody is told about, not a function of the screen; a double tap is a gesture people are taught.
    static let hiddenShortcutTapCount = 3

    /// Whether `modifier` attaches a tap of `hiddenShortcutTapCount` taps or more: `.onTapGesture(count: 7)`,
    /// `.gesture(TapGesture(count: 5))`.
    func attachesHiddenShortcutTap(_ modifier: NodeID) -> Bool {
        let count: String?
        if self[modifier].name == SwiftUIModifier.onTapGesture.rawValue {
            count = argumentValue(of: modifier, labelled: "count")
        } else if SwiftUIVocabulary.gestureModifiers.contains(self[modifier].name),
                  let gesture = firstArgumentValue(of: modifier),
                  TraitText.identifiers(in: gesture).contains(where: { SwiftUIVocabulary.gestureTypes[$0] == .tap }) {
            count = Self.literalAfter("count", in: gesture)
        } else {
            count = nil
        }
        return count.flatMap { Int($0) }.map { $0 >= Self.hiddenShortcutTapCount } ?? false
    }

    /// Whether the single tap `modifier` attaches counts taps toward a hidden shortcut: its handler adds one to a
    /// counter and acts when the counter reaches `hiddenShortcutTapCount` or more (`debugTapCount += 1; if
    /// debugTapCount >= 7 { … }`), the hand-made form of `.onTapGesture(count: 7)`.
    func countsTapsToHiddenShortcut(_ modifier: NodeID) -> Bool {
        let text = text(in: self[modifier].range)
        let words = TraitText.identifiers(in: text)
        return Set(words).contains { counter in
            guard text.contains(counter + " += 1") else { return false }
            return [" >= ", " == "].contains { comparison in
                guard let found = text.range(of: counter + comparison) else { return false }
                let digits = text[found.upperBound...].prefix(while: \.isNumber)
                return Int(digits).map { $0 >= Self.hiddenShortcutTapCount } ?? false
            }
        }
    }

    /// Whether `view` is a `Text` showing the app's version (`Text("Version \(appVersion)")`, a text reading
    /// `CFBundleShortVersionString`): a long press there is the customary hidden way into developer options,
    /// nothing the screen offers its users.
    func showsAppVersion(_ view: NodeID) -> Bool {
        guard self[view].kind == .call, self[view].name == SwiftUIView.text.rawValue,
              let value = self[view].firstUnlabelledArgument else { return false }
        return text(in: value.range).lowercased().contains("version")
    }

    /// Whether `node` lies in the layer a Swift Charts `Chart` draws over or under its plot (`.chartOverlay {
    /// proxy in … }`, `.chartBackground`): a tap or drag there picks a mark for a visual callout, while VoiceOver
    /// reaches each mark as its own element, with its values, and the chart's Audio Graph.
    func isInChartSelectionLayer(_ node: NodeID) -> Bool {
        ancestors(of: node).contains { ancestor in
            guard self[ancestor].kind == .modifier, SwiftUIVocabulary.chartLayerModifiers.contains(self[ancestor].name),
                  let chart = parent(of: ancestor) else { return false }
            return self[chart].kind == .call && self[chart].name == SwiftUIView.chart.rawValue
        }
    }

    /// The gesture value of a press-tracking `DragGesture(minimumDistance: 0)` the modifier attaches, or nil.
    private func pressTrackingDrag(_ modifier: NodeID) -> Range<Int>? {
        guard let gesture = gestureExpressionRange(of: modifier) else { return nil }
        let text = text(in: gesture)
        guard TraitText.identifiers(in: text).contains(SwiftUIVocabulary.dragGesture),
              Self.literalAfter("minimumDistance", in: text).map(Self.isZero) == true else { return nil }
        return gesture
    }

    /// A press-tracking drag whose `.onEnded` calls something (`closeAction()`, `model.submit()`): a hand-made
    /// button that acts when the finger lifts, which is a single tap. One whose `.onEnded` only sets state back
    /// (`isPressed = false`) is press feedback.
    private func actsOnRelease(_ gesture: Range<Int>) -> Bool {
        closureRanges(following: "onEnded", in: gesture).contains(where: callsSomething)
    }

    /// Whether a gesture handler's closure reads the value it is given (`{ drag in level(at: drag.location) }`).
    private func readsItsValue(_ closure: Range<Int>) -> Bool {
        let parameters = closureParameters(of: closure).subtracting(["_"])
        // `{ onChanged($0.location, size) }`: the value by its anonymous name.
        guard !parameters.isEmpty else { return text(in: closure).contains("$0") }
        return TraitText.identifiers(in: text(in: closure)).filter(parameters.contains).count > parameters.count
    }

    /// The `onPressingChanged:` (or older `pressing:`) closures of a long press.
    private func pressingHandlerRanges(of modifier: NodeID) -> [Range<Int>] {
        closures(of: modifier).filter { isPressingHandler($0, of: modifier) }.map { self[$0].range }
    }

    /// `{}` or `{ }`: a closure that does nothing.
    private func isEmptyClosure(_ range: Range<Int>) -> Bool {
        text(in: range).filter { !$0.isWhitespace } == "{}"
    }

    /// `.infinity`, `Double.infinity`: a duration no press reaches.
    private static func neverCompletes(_ duration: String) -> Bool {
        duration.hasSuffix(".infinity")
    }

    /// Whether the code in `range` calls a function other than a log (`closeAction()`, `model.submit()`).
    private func callsSomething(_ range: Range<Int>) -> Bool {
        actionEffects(in: range).contains { !$0.hasPrefix("log:") && Self.affectedMember(of: $0).isCall }
    }

    /// The number literal written after `key:` in `text` (`0` in `DragGesture(minimumDistance: 0)`).
    static func literalAfter(_ key: String, in text: String) -> String? {
        let bytes = Array(text.utf8)
        let pattern = Array((key + ":").utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where Array(bytes[start..<start + pattern.count]) == pattern {
            var index = start + pattern.count
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            let begin = index
            while index < bytes.count, (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9"))
                    || bytes[index] == UInt8(ascii: ".") { index += 1 }
            return index > begin ? String(decoding: bytes[begin..<index], as: UTF8.self) : nil
        }
        return nil
    }

    /// `TapGesture(count: 2)` is a multi-tap; without `count:` it is a single tap; nil when the count is not a literal.
    /// A tap that needs modifier keys held (`TapGesture().modifiers(.command)`) is a pointer shortcut, like a
    /// keyboard shortcut: nobody is shown it, and a button trait would promise an activation that does not run it.
    private static func tapKind(afterGestureAt offset: Int, names: [String], text: String) -> GestureKind? {
        let hasCount = offset + 1 < names.count && names[offset + 1] == "count"
        let following = offset + (hasCount ? 2 : 1)
        if following < names.count, names[following] == "modifiers" { return nil }
        guard hasCount else { return .singleTap }
        guard let literal = literalAfter("count", in: text), let count = Int(literal) else { return nil }
        return count <= 1 ? .singleTap : .multiTap
    }
}
