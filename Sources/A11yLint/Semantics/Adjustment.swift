/// A custom adjustable control — a value set by dragging (`DragGesture().onChanged { value = … }`), or a hint that
/// promises VoiceOver's adjust gesture — and what makes it adjustable for assistive technologies.
enum Adjustment {
    /// Words of a name that holds a control's value, not a position on screen (`offset`, `location` are not).
    static let valueWords: Set<String> = [
        "value", "progress", "rating", "level", "volume", "brightness", "percent", "percentage", "amount", "fraction",
    ]
    /// What makes a custom control adjustable with VoiceOver's swipe up/down and Switch Control.
    static let adjustableNames: Set<String> = ["accessibilityAdjustableAction", "accessibilityRepresentation"]
    /// The phrase of a hint that tells VoiceOver users to use the adjust gesture.
    static let adjustHintPhrase = "swipe up or down"

    /// The value a drag gesture modifier sets as it moves (`volume = …`, `self.progress += …`); nil when it sets
    /// none or only positions.
    static func draggedValue(_ modifier: NodeID, in tree: ViewTree) -> String? {
        guard TraitText.identifiers(in: tree.text(in: tree[modifier].range)).contains(SwiftUIVocabulary.dragGesture) else { return nil }
        for id in tree.descendants(of: modifier) where tree[id].kind == .statement {
            guard let name = assignedName(tree[id].label ?? ""),
                  !Set(TraitText.words(of: name)).isDisjoint(with: valueWords) else { continue }
            return name
        }
        return nil
    }

    /// `name = …`, `name += …`, `self.name -= …` → `name`.
    static func assignedName(_ statement: String) -> String? {
        guard let equals = statement.firstIndex(of: "=") else { return nil }
        let after = statement.index(after: equals)
        guard after == statement.endIndex || statement[after] != "=" else { return nil }
        var target = statement[..<equals].trimmingCharacters(in: .whitespaces)
        if target.hasSuffix("+") || target.hasSuffix("-") { target = String(target.dropLast()).trimmingCharacters(in: .whitespaces) }
        if target.hasPrefix("self.") { target.removeFirst(5) }
        guard let first = target.first, first.isLetter || first == "_",
              target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return target
    }

    /// Whether a hint literal promises the adjust gesture ("Swipe up or down to change the volume").
    static func promisesAdjusting(_ hint: String) -> Bool {
        hint.lowercased().contains(adjustHintPhrase)
    }
}

extension ViewTree {
    /// Whether the type that declares `id` (in any declaration of this file) is made adjustable.
    func declaringTypeIsAdjustable(_ id: NodeID) -> Bool {
        declaringTypeText(of: id) { range, source in
            !Set(TraitText.identifiers(in: source.text(in: range))).isDisjoint(with: Adjustment.adjustableNames)
        }
    }
}
