/// Texts laid out as one phrase but read as several elements: a value and the word that finishes it
/// (`Text("\(count)")` then `Text("steps")`), for the grouping rules. VoiceOver stops on each `Text` of a stack, so
/// "12" and "steps" become two unrelated stops.
enum SplitPhrase {
    /// Characters a unit may start with when it is not a word: `%`, `°`, `/`.
    static let unitSymbols: Set<Character> = ["%", "°", "/", "′", "″", "×"]
    /// A continuation longer than this is a sentence of its own, not a unit or the end of a phrase.
    static let maximumContinuationLength = 30

    /// A literal's text with each `\(…)` interpolation left out, and the code inside each interpolation.
    static func interpolationParts(of text: String) -> (outside: String, interpolations: [String]) {
        var outside = ""
        var interpolations: [String] = []
        var current = ""
        var depth = 0
        var previous: Character?
        for character in text {
            if depth == 0, previous == "\\", character == "(" {
                outside.removeLast()
                depth = 1
            } else if depth > 0 {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth == 0 {
                    interpolations.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            } else {
                outside.append(character)
            }
            previous = character
        }
        return (outside, interpolations)
    }
}

extension ViewTree {
    /// The first value `Text` of `stack` (an `HStack`) that the `Text` after it finishes: the stack's content is
    /// only two to four texts, side by side (no spacer between: a title and a value at the two ends of a row are a
    /// pair, not a phrase), none of them named, hidden or grouped on its own, and one is a value printed alone
    /// (`Text("\(count)")`, `Text(total, format: .number)`) followed by a literal that starts in lower case or with a
    /// unit symbol (`Text("steps")`, `Text("%")`). nil when the stack is anything else.
    func splitPhraseValue(in stack: NodeID) -> (value: NodeID, continuation: NodeID)? {
        let content = closures(of: stack)
        guard content.count == 1 else { return nil }
        let texts = children(of: content[0])
        guard (2...4).contains(texts.count), texts.allSatisfy({
            self[$0].kind == .call && self[$0].name == SwiftUIView.text.rawValue
                && !modifiers(of: $0).contains(where: isAccessibilityModifier)
        }) else { return nil }
        for (value, continuation) in zip(texts, texts.dropFirst())
        where isValueText(value) && isPhraseContinuation(continuation) {
            return (value, continuation)
        }
        return nil
    }

    /// A value printed on its own: a literal made only of interpolations and symbols (`"\(count)"`,
    /// `"\(score)/\(total)"`), or `Text(_:format:)`.
    func isValueText(_ text: NodeID) -> Bool {
        let item = self[text]
        if item.argument(labelled: "format") != nil { return true }
        guard let literal = literal(of: item.firstUnlabelledArgument), literal.isInterpolated else { return false }
        return !SplitPhrase.interpolationParts(of: literal.text).outside.contains { $0.isLetter }
    }

    /// A literal that finishes the phrase a value starts: a unit or the rest of a sentence, starting in lower case
    /// or with a unit symbol (`"steps"`, `"kg"`, `"%"`, `"unread messages"`), not a localisation key.
    func isPhraseContinuation(_ text: NodeID) -> Bool {
        guard let literal = literal(of: self[text].firstUnlabelledArgument), !literal.isInterpolated,
              !WordingText.isLocalizationKey(literal), literal.text.count <= SplitPhrase.maximumContinuationLength,
              let first = literal.text.first else { return false }
        return first.isLowercase || SplitPhrase.unitSymbols.contains(first)
    }

    private func isAccessibilityModifier(_ modifier: NodeID) -> Bool {
        let name = self[modifier].name
        return name.hasPrefix("accessibility") || name == "help"
    }
}
