import Foundation

/// The wording of literal labels, hints and titles: which literal strings an argument can evaluate to, and how
/// to compare their words. Wording rules judge only text they can read; anything computed is left alone.
enum WordingText {
    /// The literal strings an expression evaluates to: `"Save"`, `Text("Save")`, `Text(verbatim: "Save")`, or each
    /// literal branch of a ternary (`isOn ? "On" : "Off"`, nested ternaries included, also inside `Text(…)`).
    /// Branches that are not literals are skipped; an expression that is not literal at all yields nothing.
    static func literalAlternatives(of expression: Expr) -> [StringLiteral] {
        switch expression {
        case .string(let literal):
            return [literal]
        case .call(let callee, let arguments, _):
            guard case .identifier("Text") = callee, arguments.count == 1,
                  arguments[0].label == nil || arguments[0].label == "verbatim" else { return [] }
            switch arguments[0].value {
            case .string(let literal): return [literal]
            case .other(let text): return ternaryLiteralBranches(of: text)
            case .number, .bool, .identifier, .member, .call, .closure: return []
            }
        case .other(let text):
            return ternaryLiteralBranches(of: text)
        case .number, .bool, .identifier, .member, .closure:
            return []
        }
    }

    /// Whether a literal is a localisation key rather than the text shown (`"settings.title"`,
    /// `"account.edit.add-button"`, `"alert_button_ok"`): no spaces, and a `.` or `_` joining two words. What
    /// VoiceOver reads is the translation, which a wording rule cannot see.
    static func isLocalizationKey(_ literal: StringLiteral) -> Bool {
        let bytes = Array(literal.text.utf8)
        guard !bytes.isEmpty, !bytes.contains(where: { $0 == UInt8(ascii: " ") }) else { return false }
        return bytes.indices.dropFirst().dropLast().contains { index in
            (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_"))
                && bytes[index - 1].isASCIILetter && bytes[index + 1].isASCIILetter
        }
    }

    /// Lower-cased words of a text: runs of letters and digits; an apostrophe inside a word is kept (`don't`).
    /// Camel case is split (`phoneNumber` → `phone`, `number`), so the same function reads titles and names.
    static func words(of text: String) -> [String] {
        var result: [String] = []
        var current: [UInt8] = []
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            let isLetterOrDigit = byte.isASCIILetter || byte.isASCIIDigit || byte >= 0x80
            let isInnerApostrophe = byte == UInt8(ascii: "'") && !current.isEmpty
                && index + 1 < bytes.count && bytes[index + 1].isASCIILetter
            if isLetterOrDigit || isInnerApostrophe {
                // `phoneNumber` splits; `iPhone` does not (a one-letter prefix is part of the word).
                // The byte before as written: `current` holds it lower-cased, so `SSID` would split at every
                // capital.
                let startsCamelWord = byte.isASCIIUppercase && current.count >= 2 && bytes[index - 1].isASCIILowercase
                if startsCamelWord {
                    result.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(byte.asciiLowercased)
            } else if !current.isEmpty {
                result.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { result.append(String(decoding: current, as: UTF8.self)) }
        return result
    }

    /// The words of a text that a person can say: `words(of:)` without emoji and symbols (a word with no letter
    /// or digit).
    static func spokenWords(of text: String) -> [String] {
        words(of: text).filter { word in
            word.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }

    /// Whether every word of `words` occurs in `other` (in any order).
    static func words(_ words: [String], allOccurIn other: [String]) -> Bool {
        let available = Set(other)
        return words.allSatisfy(available.contains)
    }

    /// Whether `words` begins with `phrase` (both lower-cased word lists).
    static func words(_ words: [String], startWith phrase: [String]) -> Bool {
        words.count >= phrase.count && Array(words.prefix(phrase.count)) == phrase
    }

    /// Whether `words` ends with `phrase`.
    static func words(_ words: [String], endWith phrase: [String]) -> Bool {
        words.count >= phrase.count && Array(words.suffix(phrase.count)) == phrase
    }

    /// Units a time value is written with, which say how it is measured but not what it counts.
    static let timeUnitWords: Set<String> = [
        "ms", "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours",
        "day", "days", "left",
    ]

    /// Units a measured value is written with: time, distance and weight.
    static let measurementUnitWords: Set<String> = timeUnitWords.union([
        "mi", "mile", "miles", "km", "kms", "kilometre", "kilometres", "kilometer", "kilometers", "m", "metre",
        "metres", "meter", "meters", "ft", "feet", "foot", "yd", "yard", "yards", "kg", "kgs", "lb", "lbs", "g",
        "week", "weeks", "month", "months", "year", "years", "yr", "yrs",
    ])

    /// A measured value written out: a number followed by its unit ("10 miles away", "5 min read", "2.5 km").
    static func isMeasurement(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, words.count <= 4, let number = words.first,
              number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }), number.contains(where: \.isNumber)
        else { return false }
        return measurementUnitWords.contains(words[1].lowercased())
    }

    /// The comma-separated parts of a text, trimmed: `"Math, selected"` → `["Math", "selected"]`.
    static func commaSeparatedParts(of text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether raw source text contains `name` as a whole identifier (`.isButton` in `[.isButton, .isHeader]`,
    /// not in `.isButtonLike`).
    static func containsIdentifier(_ name: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let needle = Array(name.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count)
        where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            let before = start == 0 ? nil : bytes[start - 1]
            let after = start + needle.count < bytes.count ? bytes[start + needle.count] : nil
            if !(before.map(\.isIdentifierByte) ?? false), !(after.map(\.isIdentifierByte) ?? false) { return true }
        }
        return false
    }

    /// The text as a user reads it, for messages: interpolations kept as written, quotes escaped.
    static func quoted(_ literal: StringLiteral) -> String {
        "\"" + literal.text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

// MARK: - Ternaries written as raw text

extension WordingText {
    /// Source code that is exactly one plain string literal (`"Blue"`, a statement's code): its text.
    static func plainLiteral(ofCode code: String) -> StringLiteral? {
        plainLiteral(in: ArraySlice(code.utf8))
    }

    /// The branches of `condition ? "a" : other ? "b" : "c"`, each a plain string literal or nil when it is
    /// something else; nil when the text is no ternary. A `?` counts as a ternary only with whitespace before it
    /// (`a?.b` is optional chaining); brackets and string contents are skipped.
    /// `unwrappingStrings` also reads a branch that wraps one such literal in a string initialiser
    /// (`NSLocalizedString("follow", comment: "")`, `String(localized: "done")`): the literal is then a key or a
    /// source text, not what is shown, so only callers judging its length or word count ask for it.
    static func ternaryBranches(of text: String, unwrappingStrings: Bool = false) -> [StringLiteral?]? {
        guard let (bytes, segments) = ternarySegments(of: text) else { return nil }
        return segments.filter { !$0.isCondition }.map { segment in
            plainLiteral(in: bytes[segment.range]) ?? (unwrappingStrings ? wrappedLiteral(in: bytes[segment.range]) : nil)
        }
    }

    /// The conditions and branches of a ternary written as raw text, each trimmed (`isOn ? Image("a") : Image("b")`
    /// gives `isOn` and the two images; `a ? b : c ? d : e`, conditions `a` and `c`, branches `b`, `d`, `e`); nil when
    /// the text is no ternary. Read as `ternaryBranches` reads it.
    static func ternaryParts(of text: String) -> (conditions: [String], branches: [String])? {
        guard let (bytes, segments) = ternarySegments(of: text) else { return nil }
        func trimmed(_ range: Range<Int>) -> String {
            String(decoding: bytes[range].drop(while: \.isASCIIWhitespace).reversed().drop(while: \.isASCIIWhitespace)
                .reversed(), as: UTF8.self)
        }
        return (segments.filter(\.isCondition).map { trimmed($0.range) },
                segments.filter { !$0.isCondition }.map { trimmed($0.range) })
    }

    /// The text's bytes, outer parentheses removed, cut at each `?` and `:` outside brackets and string literals;
    /// nil when there is no ternary.
    private static func ternarySegments(of text: String) -> ([UInt8], [(range: Range<Int>, isCondition: Bool)])? {
        var bytes = Array(text.utf8)
        while bytes.first == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")"),
              closingParenthesis(in: bytes, openingAt: 0) == bytes.count - 1 {
            bytes = Array(bytes[1..<(bytes.count - 1)])
        }
        var segments: [(range: Range<Int>, isCondition: Bool)] = []
        var depth = 0
        var segmentStart = 0
        var index = 0
        var sawTernary = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard let end = endOfStringLiteral(in: bytes, openingAt: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: "?") where depth == 0 && index > 0 && bytes[index - 1].isASCIIWhitespace:
                segments.append((segmentStart..<index, true))
                segmentStart = index + 1
                sawTernary = true
            case UInt8(ascii: ":") where depth == 0 && sawTernary:
                segments.append((segmentStart..<index, false))
                segmentStart = index + 1
            default:
                break
            }
            index += 1
        }
        guard sawTernary else { return nil }
        segments.append((segmentStart..<bytes.count, false))
        return (bytes, segments)
    }
}

private extension WordingText {
    /// The branches of a ternary written as raw text that are plain string literals.
    static func ternaryLiteralBranches(of text: String) -> [StringLiteral] {
        ternaryBranches(of: text)?.compactMap { $0 } ?? []
    }

    /// A segment that is exactly one non-raw, single-line string literal without interpolation.
    static func plainLiteral(in segment: ArraySlice<UInt8>) -> StringLiteral? {
        let trimmed = Array(segment.drop(while: \.isASCIIWhitespace).reversed().drop(while: \.isASCIIWhitespace)
            .reversed())
        guard trimmed.count >= 2, trimmed.first == UInt8(ascii: "\""),
              endOfStringLiteral(in: trimmed, openingAt: 0) == trimmed.count else { return nil }
        let content = trimmed[1..<(trimmed.count - 1)]
        guard !content.contains(UInt8(ascii: "\\")) else { return nil }
        return StringLiteral(text: String(decoding: content, as: UTF8.self), isInterpolated: false)
    }

    /// A segment that is a string initialiser around one plain literal, its first argument:
    /// `NSLocalizedString("follow", comment: "")`, `String(localized: "done")`, `LocalizedStringKey("Save")`.
    static func wrappedLiteral(in segment: ArraySlice<UInt8>) -> StringLiteral? {
        let trimmed = Array(segment.drop(while: \.isASCIIWhitespace).reversed().drop(while: \.isASCIIWhitespace)
            .reversed())
        guard let open = trimmed.firstIndex(of: UInt8(ascii: "(")), trimmed.last == UInt8(ascii: ")"),
              closingParenthesis(in: trimmed, openingAt: open) == trimmed.count - 1,
              ViewTree.stringWrappers.contains(String(decoding: trimmed[..<open], as: UTF8.self)) else { return nil }
        var start = open + 1
        let label = Array("localized:".utf8)
        let afterSpaces = trimmed[start...].drop(while: \.isASCIIWhitespace)
        if afterSpaces.starts(with: label) { start = afterSpaces.startIndex + label.count }
        guard let quote = trimmed[start...].firstIndex(where: { !$0.isASCIIWhitespace }),
              trimmed[quote] == UInt8(ascii: "\""), let end = endOfStringLiteral(in: trimmed, openingAt: quote),
              let next = trimmed[end...].firstIndex(where: { !$0.isASCIIWhitespace }),
              trimmed[next] == UInt8(ascii: ",") || next == trimmed.count - 1
        else {
            return nil
        }
        return plainLiteral(in: trimmed[quote..<end])
    }

    /// Index one past the closing quote of a single-line literal starting at `start`, nil when unterminated.
    static func endOfStringLiteral(in bytes: [UInt8], openingAt start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    static func closingParenthesis(in bytes: [UInt8], openingAt start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = endOfStringLiteral(in: bytes, openingAt: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}

/// Byte classes for scanners of raw source text.
extension UInt8 {
    var isASCIILetter: Bool { isASCIIUppercase || isASCIILowercase }
    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isASCIIWhitespace: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
    var isIdentifierByte: Bool { isASCIILetter || isASCIIDigit || self == UInt8(ascii: "_") || self >= 0x80 }
    var asciiLowercased: UInt8 { isASCIIUppercase ? self + 32 : self }
}

extension ViewTree {
    /// The string literal an argument is or wraps (`"Email"`, `Text("Email")`), nil when absent or computed.
    func literal(of argument: Argument?) -> StringLiteral? {
        argument.flatMap { stringLiteral(of: $0.value) }
    }
}
