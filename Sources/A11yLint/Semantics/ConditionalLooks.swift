/// Looks chosen by a ternary in a modifier's argument: `.opacity(isValid ? 1 : 0.5)` dims a view on a condition,
/// `.opacity(isShown ? 1 : 0)` makes it invisible, `.foregroundStyle(canSend ? .accentColor : .gray)` greys it.
/// Read from the argument's source text; a nested ternary or anything computed is not read.
struct ConditionalLook {
    enum Kind: Equatable {
        /// Drawn faint (opacity above 0 and at most 0.75) or grey in one branch, fully in the other.
        case dimmed
        /// Opacity 0 in one branch.
        case invisible
    }

    var kind: Kind
    /// The modifier (`.opacity`, `.foregroundStyle`, …).
    var modifier: NodeID
    /// The condition's source text (`store.isSelectedWordValid`).
    var condition: String

    /// Modifiers whose argument is a colour the content is drawn in.
    static let colourModifiers: Set<String> = ["foregroundStyle", "foregroundColor", "tint"]
    /// The faintest opacity still drawn as dimmed content, and the weakest one drawn as full.
    static let dimmedOpacity = 0.75, fullOpacity = 0.9
}

extension ViewTree {
    /// The conditional look of an `.opacity`, `.foregroundStyle`, `.foregroundColor` or `.tint` modifier, if its
    /// argument is a single ternary whose branches are literal opacities or colours of which exactly one dims.
    func conditionalLook(of modifier: NodeID) -> ConditionalLook? {
        let node = self[modifier]
        guard node.kind == .modifier, node.arguments.count == 1, let argument = node.arguments.first,
              argument.label == nil, case .other(let text) = argument.value,
              let (condition, first, second) = ConditionalLook.split(ternary: text) else { return nil }
        if node.name == "opacity" {
            guard let one = Double(first), let other = Double(second) else { return nil }
            let (low, high) = (min(one, other), max(one, other))
            guard high >= ConditionalLook.fullOpacity else { return nil }
            if low == 0 { return ConditionalLook(kind: .invisible, modifier: modifier, condition: condition) }
            guard low <= ConditionalLook.dimmedOpacity else { return nil }
            return ConditionalLook(kind: .dimmed, modifier: modifier, condition: condition)
        }
        guard ConditionalLook.colourModifiers.contains(node.name) else { return nil }
        let dims = [first, second].map { branch in
            TraitText.identifiers(in: branch).contains(where: SwiftUIVocabulary.dimmingColours.contains)
        }
        guard dims[0] != dims[1] else { return nil }
        return ConditionalLook(kind: .dimmed, modifier: modifier, condition: condition)
    }
}

extension ConditionalLook {
    /// `condition ? a : b` → (condition, a, b), each trimmed; nil when the text is no single ternary (a `?` needs a
    /// space before it, so `a?.b` is optional chaining; brackets and strings are skipped; a nested ternary in a
    /// branch is not read).
    static func split(ternary text: String) -> (String, String, String)? {
        let characters = Array(text)
        var depth = 0
        var inString = false
        var question: Int?
        var colon: Int?
        for (index, character) in characters.enumerated() {
            switch character {
            case "\"": inString.toggle()
            case "(", "[", "{": if !inString { depth += 1 }
            case ")", "]", "}": if !inString { depth -= 1 }
            case "?" where !inString && depth == 0 && index > 0 && characters[index - 1] == " ":
                guard question == nil else { return nil }
                question = index
            case ":" where !inString && depth == 0 && question != nil:
                guard colon == nil else { return nil }
                colon = index
            default:
                break
            }
        }
        guard let question, let colon else { return nil }
        let parts = [characters[..<question], characters[(question + 1)..<colon], characters[(colon + 1)...]]
            .map { VisualTree.trimmed(Substring(String($0))) }
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return (parts[0], parts[1], parts[2])
    }

    /// Whether the condition is a passing state (hovering, pressing, focus), the environment (`colorScheme`,
    /// `controlActiveState`) or a style's `configuration`: a look that follows the pointer or the window, not
    /// content.
    var isPassingOrEnvironmentState: Bool {
        let names = TraitText.identifiers(in: condition)
        if names.first == "configuration" || names.contains(where: SwiftUIVocabulary.environmentStates.contains) {
            return true
        }
        return names.flatMap(TraitText.words(of:)).contains(where: SwiftUIVocabulary.transientStateWords.contains)
    }

    /// Whether the condition says whether something can be used now (`isFormValid`, `canSubmit`,
    /// `selection.isEmpty`), and not the environment's state (`isEnabled`, `colorScheme`), a style's
    /// `configuration`, or a passing state (hovering, pressing).
    var isAvailabilityCondition: Bool {
        let names = TraitText.identifiers(in: condition)
        guard !names.isEmpty, names.first != "configuration" else { return false }
        if names.contains(where: SwiftUIVocabulary.environmentStates.contains) { return false }
        let words = names.flatMap(TraitText.words(of:))
        if words.contains(where: SwiftUIVocabulary.transientStateWords.subtracting(["disabled", "enabled"]).contains) {
            return false
        }
        return words.contains(where: SwiftUIVocabulary.availabilityWords.contains)
    }
}
