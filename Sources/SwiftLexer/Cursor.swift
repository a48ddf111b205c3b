/// A read position over the file's bytes. End of input is `nil`, never a sentinel: NUL is ordinary input.
struct Cursor {
    let input: UnsafeBufferPointer<UInt8>
    var offset: Int

    init(input: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.input = input
        self.offset = offset
    }

    @inline(__always) var count: Int { input.count }

    /// The byte `distance` bytes ahead of the cursor, or `nil` past either end.
    @inline(__always) func peek(at distance: Int = 0) -> UInt8? {
        let index = offset &+ distance
        return index >= 0 && index < input.count ? input[index] : nil
    }

    /// The byte just before `index`, or `nil` at the start of the file (one byte of look-behind).
    @inline(__always) func byte(before index: Int) -> UInt8? {
        index > 0 && index <= input.count ? input[index - 1] : nil
    }

    @inline(__always) func byte(at index: Int) -> UInt8? {
        index >= 0 && index < input.count ? input[index] : nil
    }

    @inline(__always) mutating func advance(by distance: Int = 1) {
        offset = min(offset &+ distance, input.count)
    }

    /// Consumes bytes while `predicate` holds.
    @inline(__always) mutating func advance(while predicate: (UInt8) -> Bool) {
        while offset < input.count, predicate(input[offset]) { offset &+= 1 }
    }

    /// Number of consecutive `byte`s starting `distance` bytes ahead.
    @inline(__always) func run(of byte: UInt8, at distance: Int = 0) -> Int {
        var index = offset &+ distance
        while index < input.count, input[index] == byte { index &+= 1 }
        return index - (offset &+ distance)
    }

    /// True when the bytes at the cursor start with `literal`.
    func starts(with literal: StaticString, at distance: Int = 0) -> Bool {
        let length = literal.utf8CodeUnitCount
        let start = offset &+ distance
        guard start >= 0, start &+ length <= input.count else { return false }
        return literal.withUTF8Buffer { expected in
            for index in 0..<length where input[start &+ index] != expected[index] { return false }
            return true
        }
    }
}

/// Guards every lexing loop against failing to make progress: asserts in debug builds, stops the loop in release.
struct LoopProgress {
    private var lastOffset = -1
    private var lastDepth = Int.max

    /// Returns false (and asserts in debug) when neither the offset advanced nor the state stack shrank.
    @inline(__always) mutating func isMakingProgress(offset: Int, depth: Int = 0) -> Bool {
        defer { lastOffset = offset; lastDepth = depth }
        if offset > lastOffset || depth < lastDepth { return true }
        assertionFailure("lexer made no progress at offset \(offset)")
        return false
    }
}

/// Byte constants, so scanning code reads as the characters it looks for.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let exclamation = UInt8(ascii: "!")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let percent = UInt8(ascii: "%")
    static let ampersand = UInt8(ascii: "&")
    static let apostrophe = UInt8(ascii: "'")
    static let leftParen = UInt8(ascii: "(")
    static let rightParen = UInt8(ascii: ")")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let less = UInt8(ascii: "<")
    static let equal = UInt8(ascii: "=")
    static let greater = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")
    static let leftSquare = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let rightSquare = UInt8(ascii: "]")
    static let caret = UInt8(ascii: "^")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let leftBrace = UInt8(ascii: "{")
    static let pipe = UInt8(ascii: "|")
    static let rightBrace = UInt8(ascii: "}")
    static let tilde = UInt8(ascii: "~")

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- zero < 10 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- UInt8(ascii: "a") < 26 }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6
    }
    @inline(__always) static func isIdentifierHead(_ byte: UInt8) -> Bool { isLetter(byte) || byte == underscore }
    @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == underscore
    }
    @inline(__always) static func isNewline(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }
    /// Horizontal whitespace: space, tab, vertical tab, form feed.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == verticalTab || byte == formFeed
    }
    /// ASCII characters that may appear in an operator (the period only in operators that start with one).
    @inline(__always) static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case slash, equal, minus, plus, exclamation, star, percent, less, greater, ampersand, pipe, caret, tilde,
             question:
            return true
        default:
            return false
        }
    }
}
