// MARK: - Keywords: matched by length, then by bytes

extension Keyword {
    /// The keyword spelled by `length` bytes at `start`, or `.none`.
    /// Identifiers are packed into two little-endian words and compared with the keywords of the same length.
    @inline(__always)
    static func match(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        guard length >= 2, length <= KeywordTable.maximumLength else { return .none }
        let first = input[start]
        // Every keyword starts with a lower-case letter, or `S`/`A` (`Self`, `Any`).
        guard first >= UInt8(ascii: "a") || first == UInt8(ascii: "S") || first == UInt8(ascii: "A") else {
            return .none
        }
        let packed = KeywordTable.pack(input, start: start, length: length)
        for entry in KeywordTable.buckets[length] where entry.low == packed.low && entry.high == packed.high {
            return entry.keyword
        }
        return .none
    }

    /// The keyword's source spelling (its case name).
    var spelling: String { String(describing: self) }
}

enum KeywordTable {
    struct Entry {
        let low: UInt64
        let high: UInt64
        let keyword: Keyword
    }

    static let maximumLength = 16

    /// `buckets[n]` holds the keywords of length n.
    static let buckets: [[Entry]] = {
        var buckets = Array(repeating: [Entry](), count: maximumLength + 1)
        for keyword in Keyword.allCases where keyword != .none {
            let bytes = Array(keyword.spelling.utf8)
            let packed = bytes.withUnsafeBufferPointer { pack($0, start: 0, length: bytes.count) }
            buckets[bytes.count].append(Entry(low: packed.low, high: packed.high, keyword: keyword))
        }
        return buckets
    }()

    @inline(__always)
    static func pack(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<min(length, 8) { low |= UInt64(input[start + index]) << (8 * index) }
        if length > 8 {
            for index in 8..<length { high |= UInt64(input[start + index]) << (8 * (index - 8)) }
        }
        return (low, high)
    }
}
