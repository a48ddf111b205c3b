/// Gestures whose job is to hide the keyboard or clear focus: a tap on the background that ends editing, a drag on
/// a scrolling list that hides the keyboard as the user scrolls. They are conveniences of the touch screen, not
/// controls: the keyboard has its own dismiss key, VoiceOver scrolls with three fingers, and nothing else depends
/// on the gesture, so neither a button trait nor an accessibility action is owed.
enum KeyboardFocus {
    /// UIKit and AppKit calls that end editing or move focus (`view.endEditing(true)`,
    /// `sendAction(#selector(UIResponder.resignFirstResponder), …)`, `window.makeFirstResponder(nil)`).
    static let editingCalls: Set<String> = ["endEditing", "resignFirstResponder", "makeFirstResponder"]

    /// Calls that put something away (`Keyboard.main.dismiss()`, `keyboard.hide()`).
    static let dismissals: Set<String> = ["dismiss", "hide", "close", "resign"]

    /// Whether a name is about the keyboard or focus: `hideKeyboard`, `isFocused`, `focusedField`, `endEditing`,
    /// an app's own `endTextEditing()`.
    static func isKeyboardOrFocusName(_ name: String) -> Bool {
        if editingCalls.contains(name) { return true }
        let words = TraitText.words(of: name)
        return words.contains("keyboard") || words.contains("focus") || words.contains("focused")
            || (words.count > 1 && words.first == "end" && words.last == "editing")
    }

    /// Whether any name in `text` is about the keyboard or focus: the lenient reading used for single taps, where
    /// a background tap that also ends editing is not a control either way.
    static func mentionsKeyboardOrFocus(_ text: String) -> Bool {
        TraitText.identifiers(in: text).contains(where: isKeyboardOrFocusName)
    }
}

extension ViewTree {
    /// Whether everything a gesture value does — its `.onChanged`, `.updating` and `.onEnded` closures — is to hide
    /// the keyboard or clear focus (`UIApplication.shared.endEditing()`, `isFocused = false`), ignoring conditions,
    /// local constants and logs. A drag that also moves, deletes or adjusts anything is not.
    func onlyManagesKeyboardOrFocus(gesture modifier: NodeID) -> Bool {
        guard let effects = dragClosureEffects(of: modifier), !effects.isEmpty else { return false }
        // `Keyboard.main.dismiss()`: a dismissal in a gesture that names the keyboard is the keyboard's.
        let namesKeyboard = gestureExpressionRange(of: modifier).map {
            KeyboardFocus.mentionsKeyboardOrFocus(text(in: $0))
        } ?? false
        return effects.allSatisfy { effect in
            KeyboardFocus.isKeyboardOrFocusName(effect.member)
                || (effect.isCall && TraitText.identifiers(in: effect.key).contains(where: KeyboardFocus.editingCalls.contains))
                || (effect.isCall && namesKeyboard && KeyboardFocus.dismissals.contains(effect.member))
        }
    }

    /// What a gesture value's `.onChanged`, `.updating` and `.onEnded` closures do, as effect keys with the member
    /// each changes or calls, ignoring conditions, local constants, values built for them (`CGSize(width: …)`)
    /// and logs. nil when the gesture has none of these closures.
    func dragClosureEffects(of modifier: NodeID) -> [(key: String, member: String, isCall: Bool)]? {
        guard let closures = gestureHandlerClosures(of: modifier), !closures.isEmpty else { return nil }
        var result: [(key: String, member: String, isCall: Bool)] = []
        for closure in closures {
            let locals = localNames(in: closure)
            for effect in actionEffects(in: closure) where !effect.hasPrefix("log:") {
                let (member, isCall) = Self.affectedMember(of: effect)
                if locals.contains(member) { continue }
                // `CGSize(width: …)` builds a value for a local constant; it does nothing by itself.
                if isCall, member.first?.isUppercase == true { continue }
                result.append((effect, member, isCall))
            }
        }
        return result
    }

    /// The closures of a gesture value's handlers (`SwiftUIVocabulary.gestureHandlers`); nil when the modifier
    /// attaches no gesture value.
    func gestureHandlerClosures(of modifier: NodeID) -> [Range<Int>]? {
        guard let gesture = gestureExpressionRange(of: modifier) else { return nil }
        return SwiftUIVocabulary.gestureHandlers.flatMap { closureRanges(following: $0, in: gesture) }
    }

    /// The names declared with `let` or `var` in `range` (a closure's local constants).
    private func localNames(in range: Range<Int>) -> Set<String> {
        let tokens = source.tokens
        let span = source.tokenSpan(of: range)
        var names = Set<String>()
        for index in span where index + 1 < span.upperBound
            && (tokens[index].keyword == .let || tokens[index].keyword == .var) && tokens[index + 1].kind == .identifier {
            names.insert(source.text(of: tokens[index + 1]))
        }
        return names
    }
}
