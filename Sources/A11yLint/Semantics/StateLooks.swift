/// How a custom control draws an on/off or one-of-many state, read from the structure of its code: which
/// conditions are a state the control switches, and which pairs of SF Symbols are two looks of one glyph. Used by
/// `selection-state-not-exposed` to find custom checkboxes, accordions, star ratings and tab bars.
enum StateLooks {
    /// Whether two SF Symbols are the on and off look of one glyph, which VoiceOver names alike or by the glyph
    /// rather than by the state:
    /// - they differ only in fill (`star`/`star.fill`, `bell`/`bell.fill`, `circle`/`circle.fill`);
    /// - one adds a mark to the other (`checkmark.square`/`square`, `checkmark.circle.fill`/`circle`,
    ///   `largecircle.fill.circle`/`circle`);
    /// - they are a disclosure chevron or triangle pointing two ways (`chevron.right`/`chevron.down`).
    /// Pairs of different glyphs (`play.fill`/`pause.fill`, `speaker`/`speaker.slash`, `xmark`/`photo`) are named
    /// differently, and those names say what changed: they are not a look-only state.
    static func isLookPair(_ first: String, _ second: String) -> Bool {
        guard first != second else { return false }
        let one = components(of: first), other = components(of: second)
        if one == other { return true }
        let (short, long) = one.count <= other.count ? (one, other) : (other, one)
        if !short.isEmpty, long.count > short.count, short.allSatisfy(long.contains),
           long.filter({ !short.contains($0) }).allSatisfy(markComponents.contains) { return true }
        guard let head = one.first, head == other.first, disclosureGlyphs.contains(head) else { return false }
        return one.filter { !directions.contains($0) } == other.filter { !directions.contains($0) }
    }

    /// Whether an SF Symbol is a disclosure chevron or triangle (`chevron.right`, `arrowtriangle.down.fill`), which an
    /// accordion header turns or swaps to show whether its content is open.
    static func isDisclosureGlyph(_ symbol: String) -> Bool {
        symbol.split(separator: ".").first.map(disclosureGlyphs.contains) ?? false
    }

    /// The name's dot-separated parts without the fill ones (`checkmark.circle.fill` → `checkmark`, `circle`).
    private static func components(of symbol: String) -> [Substring] {
        symbol.split(separator: ".").filter { !fillComponents.contains($0) }
    }

    private static let fillComponents: Set<Substring> = ["fill", "filled"]
    /// Parts that add a selection mark to a glyph.
    private static let markComponents: Set<Substring> = ["checkmark", "largecircle", "smallcircle", "record", "dot",
                                                         "inset"]
    private static let disclosureGlyphs: Set<Substring> = ["chevron", "arrowtriangle", "triangle"]
    private static let directions: Set<Substring> = ["up", "down", "left", "right", "forward", "backward"]

    /// Whether `condition` (the text before a ternary's `?` or an `if`'s condition) reads one state of the view's
    /// own model: a Bool path (`isChecked`, `!item.isDone`, `viewModel.isExpanded`) or a comparison of paths and
    /// numbers (`tab == selection`, `value <= rating`). Not compound conditions (`&&`, `||`, `??`), calls,
    /// pattern bindings, a style's `configuration` (a `ToggleStyle` or `ButtonStyle` body belongs to a control that
    /// speaks for itself), or a state the user does not set with the control: the environment (`colorScheme`) or a
    /// transient one (hovering, pressing, loading).
    /// With `allowingMember`, a side may be an enum case (`selection == .home`), as a tab bar written out tab by tab
    /// compares: only where the look is a symbol pair, which the environment does not switch.
    static func isControlState(_ condition: String, allowingMember: Bool = false) -> Bool {
        var text = Substring(condition)
        if text.hasPrefix("!") { text = text.dropFirst() }
        guard !text.isEmpty, text.utf8.allSatisfy(isConditionByte),
              !bindingPrefixes.contains(where: { text.utf8.starts(with: $0.utf8) }) else { return false }
        // ASCII from here on (`isConditionByte`): split on bytes, where a split on Characters hashed each one.
        let sides = text.utf8.split(whereSeparator: isComparisonByte).map { Substring($0).trimmingSpaces }
        guard !sides.isEmpty, sides.count <= 2, !text.contains("&&"), !text.contains("||"),
              sides.allSatisfy({ isPathOrNumber($0) || (allowingMember && isMember($0)) }),
              sides.contains(where: { $0.first?.isLetter == true }) else { return false }
        let names = TraitText.identifiers(in: String(text))
        guard names.first != "configuration" else { return false }
        return !names.contains { name in
            SwiftUIVocabulary.environmentStates.contains(name)
                || TraitText.words(of: name).contains(where: SwiftUIVocabulary.transientStateWords.contains)
        }
    }

    /// Whether `condition` compares two paths for equality (`tab == selection`, `step.id == current`): one of
    /// several choices, as a custom tab bar or segmented control draws it.
    static func isChoiceComparison(_ condition: String) -> Bool {
        // Cheapest test first (every ternary of a file is asked): without two `=` bytes in a row there is no `==`.
        guard hasEqualsPair(condition), isControlState(condition), !condition.contains("!=") else { return false }
        return condition.split(separator: "=").allSatisfy { $0.trimmingSpaces.first?.isLetter == true }
    }

    /// Whether two `=` bytes follow each other in `text`. One pass over the bytes: zipping the text with itself
    /// shifted by one cost about 180 instructions a byte.
    private static func hasEqualsPair(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "="), previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// Letters, digits and `_.$ =<>!`, all ASCII: a text whose every byte is one of them is made of those
    /// characters alone. Read byte by byte, because every `if` and ternary of a file is asked about.
    private static func isConditionByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"),
             UInt8(ascii: " "), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"):
            return true
        default:
            return false
        }
    }
    private static func isComparisonByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "!")
    }
    /// A pattern binding (`let x = y`, `case .a = b`), not a state.
    private static let bindingPrefixes = ["let ", "var ", "case "]

    private static func isPathOrNumber(_ side: Substring) -> Bool {
        !side.isEmpty && !side.contains(" ") && side.first != "." && side.last != "." && !literals.contains(side)
    }

    /// `tab == .home`, `page == 2`: a path compared for equality with one value (an enum case, a number or a
    /// string literal), as a tab bar or segmented control written out option by option draws each option. The path
    /// and the value; nil for anything else. Whether it is a choice is told by the control: its action sets the
    /// path to that value (`tab = .home`).
    static func comparedChoice(_ condition: String) -> (path: String, value: String)? {
        guard hasEqualsPair(condition), !condition.contains("!="),
              let equals = condition.range(of: "=="), condition[equals.upperBound...].range(of: "==") == nil else {
            return nil
        }
        let path = condition[..<equals.lowerBound].trimmingSpaces
        let value = condition[equals.upperBound...].trimmingSpaces
        guard isControlState(String(path) + " == x", allowingMember: false) else { return nil }
        let isValue = isMember(value) || (value.allSatisfy(\.isNumber) && !value.isEmpty)
            || (value.count >= 2 && value.first == "\"" && value.last == "\"" && !value.dropFirst().dropLast().contains("\""))
        return isValue ? (String(path), String(value)) : nil
    }

    /// `.home`: one enum case, no path after it.
    private static func isMember(_ side: Substring) -> Bool {
        let name = side.dropFirst()
        return side.first == "." && name.first?.isLetter == true && !name.contains(".")
    }

    /// Literals a comparison may hold: `inactiveText == nil` asks whether a value exists, not which state is on.
    private static let literals: Set<Substring> = ["nil", "true", "false"]
}

