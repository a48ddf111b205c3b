/// Reading the raw text of small expressions (an argument, a condition, a closure) the way the trait rules need:
/// as identifiers, never as substrings. Runs on argument-sized text only, never over a whole file.
enum TraitText {
    /// Whether code text is a name or a path of names and nothing more (`finished`, `viewModel.isPinching`,
    /// `UIAccessibility.isReduceMotionEnabled`): no call, operator or literal. True for empty text.
    static func isNamePath(_ text: some StringProtocol) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// A member's name as the type spells it inside itself: `self.save` → `save`.
    static func droppingSelf(_ name: String) -> String {
        name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
    }

    /// The identifiers of `text`, in order. String literal contents are skipped but their interpolations are read:
    /// `"\(timeRemaining) left"` yields `timeRemaining`; `"Selected"` yields nothing.
    static func identifiers(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        var index = 0
        // Each entry is the paren depth at which an interpolation was opened inside a string.
        var interpolationDepths: [Int] = []
        var parenDepth = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    if bytes[index + 1] == UInt8(ascii: "(") {
                        interpolationDepths.append(parenDepth)
                        parenDepth += 1
                        inString = false
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                index += 1
            case UInt8(ascii: "("):
                parenDepth += 1
                index += 1
            case UInt8(ascii: ")"):
                parenDepth -= 1
                if let open = interpolationDepths.last, open == parenDepth {
                    interpolationDepths.removeLast()
                    inString = true
                }
                index += 1
            case _ where isIdentifierStart(byte):
                let start = index
                while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                result.append(String(decoding: bytes[start..<index], as: UTF8.self))
            case _ where isDigit(byte):
                while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
            default:
                index += 1
            }
        }
        return result
    }

    /// The lower-cased words of a camelCase or snake_case identifier: `timerManager` → `timer`, `manager`;
    /// `URLSession` → `url`, `session`.
    static func words(of identifier: String) -> [String] {
        // Rules ask this for every name in every condition; Character-level case tests cost a Unicode property
        // lookup per character (a fifth of a whole lint), so ASCII names, nearly all of them, go byte by byte.
        if let words = identifier.utf8.withContiguousStorageIfAvailable(asciiWords(of:)) ?? nil { return words }
        return unicodeWords(of: identifier)
    }

    /// `words(of:)` for ASCII bytes; nil when the identifier has a non-ASCII byte.
    private static func asciiWords(of bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        @inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        @inline(__always) func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var words: [String] = []
        var wordStart = 0
        func closeWord(at end: Int) {
            guard end > wordStart else { return }
            words.append(String(unsafeUninitializedCapacity: end - wordStart) { output in
                for offset in 0..<(end - wordStart) {
                    let byte = bytes[wordStart + offset]
                    output[offset] = isUpper(byte) ? byte + 32 : byte
                }
                return end - wordStart
            })
        }
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "_") {
                closeWord(at: offset)
                wordStart = offset + 1
                continue
            }
            let startsWord = isUpper(byte) && offset > wordStart
                && (!isUpper(bytes[offset - 1]) || (offset + 1 < bytes.count && isLower(bytes[offset + 1])))
            if startsWord {
                closeWord(at: offset)
                wordStart = offset
            }
        }
        closeWord(at: bytes.count)
        return words
    }

    /// The Character-level reading, for identifiers with non-ASCII letters (`größeWert`, `naïveCount`).
    static func unicodeWords(of identifier: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(identifier)
        for (offset, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(String(current).lowercased()); current = [] }
                continue
            }
            let startsWord = character.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false)
                    || (offset + 1 < characters.count && characters[offset + 1].isLowercase))
            if startsWord {
                words.append(String(current).lowercased())
                current = []
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(String(current).lowercased()) }
        return words
    }

    /// Whether `text` contains `lowercaseNeedle` (ASCII), letters compared without case.
    static func containsIgnoringASCIICase(_ text: String, _ lowercaseNeedle: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: lowercaseNeedle.utf8Start, count: lowercaseNeedle.utf8CodeUnitCount)
        let bytes = Array(text.utf8)
        guard needle.count <= bytes.count, !needle.isEmpty else { return needle.isEmpty }
        for start in 0...(bytes.count - needle.count) {
            var matched = 0
            while matched < needle.count {
                let byte = bytes[start + matched]
                let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                guard folded == needle[matched] else { break }
                matched += 1
            }
            if matched == needle.count { return true }
        }
        return false
    }

    /// Whether `text` contains a top-level `==`, `!=` comparison (not `===`), used to read `item == selection`.
    static func containsEqualityComparison(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 2 else { return false }
        for index in 0..<(bytes.count - 1) where bytes[index + 1] == UInt8(ascii: "=") {
            let first = bytes[index]
            guard first == UInt8(ascii: "=") || first == UInt8(ascii: "!") else { continue }
            let before = index > 0 ? bytes[index - 1] : 0
            let after = index + 2 < bytes.count ? bytes[index + 2] : 0
            if before != UInt8(ascii: "=") && after != UInt8(ascii: "=") { return true }
        }
        return false
    }

    /// The names a closure assigns to: `seconds -= 1`, `self.remaining = …`, `elapsed += 1` (not `==`, and not
    /// a local it declares, `let step = …`).
    static func assignedNames(in text: String) -> Set<String> {
        let bytes = Array(text.utf8)
        var result = Set<String>()
        var index = 0
        var lastIdentifier: String?
        var declaresNext = false
        while index < bytes.count {
            let byte = bytes[index]
            if isIdentifierStart(byte) {
                let start = index
                while index < bytes.count, isIdentifierStart(bytes[index]) || isDigit(bytes[index]) { index += 1 }
                let identifier = String(decoding: bytes[start..<index], as: UTF8.self)
                lastIdentifier = declaresNext ? nil : identifier
                declaresNext = identifier == "let" || identifier == "var"
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ".") {
                if byte == UInt8(ascii: ".") { lastIdentifier = nil }
                index += 1
                continue
            }
            if let name = lastIdentifier, isAssignment(bytes, at: index) { result.insert(name) }
            lastIdentifier = nil
            index += 1
        }
        return result
    }

    /// `=`, `+=`, `-=`, `*=`, `/=` at `index`, but not `==`, `!=`, `<=`, `>=`.
    private static func isAssignment(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        if byte == UInt8(ascii: "=") { return next != UInt8(ascii: "=") }
        let compound: [UInt8] = [UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/")]
        return compound.contains(byte) && next == UInt8(ascii: "=")
            && (index + 2 >= bytes.count || bytes[index + 2] != UInt8(ascii: "="))
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
