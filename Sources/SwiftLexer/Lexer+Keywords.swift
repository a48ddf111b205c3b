// MARK: - Keywords: a perfect hash of the first eight bytes, then one comparison
// `LexerBehaviourTests.testEveryKeywordIsRecognisedAndNothingElse` checks the table against `Keyword.allCases`.

extension Keyword {
    /// The keyword spelled by `length` bytes at `start`, or `.none`. `table` is `KeywordTable.entries`, which hot
    /// loops load once.
    @inline(__always)
    static func match(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int,
                      in table: UnsafePointer<KeywordTable.Entry>) -> Keyword {
        guard let base = input.baseAddress, start &+ 16 <= input.count else {
            return matchNearEnd(input, start: start, length: length, in: table)
        }
        // Sixteen bytes readable: two loads and masks, no branch. A shift by 64 (an empty part) gives zero; past 15
        // bytes `high` keeps all eight, which no keyword has.
        let lowLength = UInt64(truncatingIfNeeded: min(length, 8))
        let highLength = UInt64(truncatingIfNeeded: min(max(length &- 8, 0), 8))
        let low = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            & (UInt64.max >> ((8 &- lowLength) &* 8))
        let high = UInt64(littleEndian: UnsafeRawPointer(base + (start &+ 8)).loadUnaligned(as: UInt64.self))
            & (UInt64.max >> ((8 &- highLength) &* 8))
        return match(low: low, high: high, in: table)
    }

    /// `match` within sixteen bytes of the end of input, a byte at a time (kept out of line so `match` inlines).
    @inline(never)
    private static func matchNearEnd(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int,
                                     in table: UnsafePointer<KeywordTable.Entry>) -> Keyword {
        guard length >= 2, length <= 15 else { return .none }
        let low = packedWord(input, start: start, length: min(length, 8))
        let high = length > 8 ? packedWord(input, start: start + 8, length: length - 8) : 0
        return match(low: low, high: high, in: table)
    }

    /// The keyword whose first eight bytes pack (little-endian, zero-filled) to `low` and the next eight to `high`.
    /// Identifier bytes are never zero, so the words also pin the length down.
    @inline(__always)
    static func match(low: UInt64, high: UInt64, in table: UnsafePointer<KeywordTable.Entry>) -> Keyword {
        let entry = table[KeywordTable.slot(low)]
        return entry.low == low && entry.high == high ? entry.keyword : .none
    }

    /// How the keyword is written (without backticks); empty for `.none`. Spelled out rather than taken from the
    /// case names, which need reflection metadata.
    var spelling: StaticString {
        switch self {
        case .none: ""
        case .`associatedtype`: "associatedtype"
        case .`class`: "class"
        case .`deinit`: "deinit"
        case .`enum`: "enum"
        case .`extension`: "extension"
        case .`fileprivate`: "fileprivate"
        case .`func`: "func"
        case .`import`: "import"
        case .`init`: "init"
        case .`inout`: "inout"
        case .`internal`: "internal"
        case .`let`: "let"
        case .`open`: "open"
        case .`operator`: "operator"
        case .`private`: "private"
        case .`precedencegroup`: "precedencegroup"
        case .`protocol`: "protocol"
        case .`public`: "public"
        case .`rethrows`: "rethrows"
        case .`static`: "static"
        case .`struct`: "struct"
        case .`subscript`: "subscript"
        case .`typealias`: "typealias"
        case .`var`: "var"
        case .`break`: "break"
        case .`case`: "case"
        case .`catch`: "catch"
        case .`continue`: "continue"
        case .`default`: "default"
        case .`defer`: "defer"
        case .`do`: "do"
        case .`else`: "else"
        case .`fallthrough`: "fallthrough"
        case .`for`: "for"
        case .`guard`: "guard"
        case .`if`: "if"
        case .`in`: "in"
        case .`repeat`: "repeat"
        case .`return`: "return"
        case .`throw`: "throw"
        case .`switch`: "switch"
        case .`where`: "where"
        case .`while`: "while"
        case .`Any`: "Any"
        case .`as`: "as"
        case .`await`: "await"
        case .`false`: "false"
        case .`is`: "is"
        case .`nil`: "nil"
        case .`self`: "self"
        case .`Self`: "Self"
        case .`super`: "super"
        case .`throws`: "throws"
        case .`true`: "true"
        case .`try`: "try"
        }
    }

    /// Up to 8 bytes at `start` as a little-endian word.
    @inline(__always)
    static func packedWord(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt64 {
        if start + 8 <= input.count, let base = input.baseAddress {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self).littleEndian
            return word & (UInt64.max >> (UInt64(8 &- length) &* 8))
        }
        var word: UInt64 = 0
        for index in 0..<length { word |= UInt64(input[start + index]) << (8 * index) }
        return word
    }
}

/// Every keyword in the slot its first eight bytes hash to. The multiplier was searched for (offline) so that no two
/// keywords share one of the 128 slots; empty slots hold zero words, which no identifier packs to.
enum KeywordTable {
    struct Entry {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var keyword = Keyword.none
    }

    static let multiplier: UInt64 = 0x4A37_1C27_34BD_8D7F

    @inline(__always)
    static func slot(_ low: UInt64) -> Int { Int(truncatingIfNeeded: (low &* multiplier) &>> 57) }

    /// 128 entries, allocated once and never freed, so the lookup is a plain load.
    /// nonisolated(unsafe): written only inside this initialiser, read-only afterwards.
    nonisolated(unsafe) static let entries: UnsafePointer<Entry> = {
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: 128)
        entries.initialize(repeating: Entry(), count: 128)
        for keyword in Keyword.allCases where keyword != .none {
            let (low, high) = keyword.spelling.withUTF8Buffer { bytes in
                (Keyword.packedWord(bytes, start: 0, length: min(bytes.count, 8)),
                 bytes.count > 8 ? Keyword.packedWord(bytes, start: 8, length: bytes.count - 8) : 0)
            }
            assert(entries[slot(low)].keyword == .none, "keywords \(keyword) and \(entries[slot(low)].keyword) collide")
            entries[slot(low)] = Entry(low: low, high: high, keyword: keyword)
        }
        return UnsafePointer(entries)
    }()
}
