/// The `String`s of token texts, each spelling made once per file: names repeat (`Text`, `font`, `self`,
/// `value`, `TokenSyntax`), and decoding, validating and allocating a `String` costs far more than finding it
/// again. A short spelling (up to 15 bytes: Swift's small strings) fits in two machine words, which are its key;
/// a longer one is found by a hash of its bytes and compared with the first occurrence. Open addressing, no
/// `String` hashing. Each distinct spelling also gets a number, in order of first appearance (`intern`), for
/// callers that index by name; `text` reads the string itself without going through the numbers.
final class TokenTextCache {
    private var keys: UnsafeMutablePointer<Key>
    private var values: UnsafeMutablePointer<String>
    private var numbers: UnsafeMutablePointer<Int32>
    /// How many distinct spellings have a number: the next one's.
    private(set) var count: Int32 = 0
    private var capacity: Int
    private var shortCount = 0

    /// Bytes 0..<8 in `low`, 8..<15 in `high`'s low seven bytes, the length in `high`'s top byte (so texts with
    /// trailing NUL bytes stay distinct). The zero key (length 0) marks an empty slot.
    private struct Key: Equatable {
        var low: UInt64
        var high: UInt64
    }

    static let maximumShortLength = 15

    /// Longer texts: `keys` hold (hash, first occurrence's offset << 32 | length); the zero key marks an empty slot.
    private var longKeys: UnsafeMutablePointer<Key>
    private var longValues: UnsafeMutablePointer<String>
    private var longNumbers: UnsafeMutablePointer<Int32>
    private var longCapacity: Int
    private var longCount = 0
    /// A cache of the same file's bytes whose strings a new spelling takes before decoding its own: the mention
    /// sweep numbers names in its own order, but most of them are strings the parser's cache already made.
    var donor: TokenTextCache?
    /// Whether a short spelling's `String` is not a small (inline) one, which only repairing invalid UTF-8 can make:
    /// small strings own no memory, so without one the short table's values need no deinitialising.
    private var shortValuesOwnMemory = false

    /// `tokenCount`: how many tokens the file has. About one token in ten is a new spelling: the tables start at
    /// twice that (half full), so they are rarely grown, rehashing every spelling in them (callgrind).
    init(tokenCount: Int = 0) {
        capacity = Self.initialCapacity(tokenCount / 5, minimum: 64)
        keys = Self.emptyKeys(capacity)
        values = .allocate(capacity: capacity)
        numbers = .allocate(capacity: capacity)
        longCapacity = Self.initialCapacity(tokenCount / 40, minimum: 32)
        longKeys = Self.emptyKeys(longCapacity)
        longValues = .allocate(capacity: longCapacity)
        longNumbers = .allocate(capacity: longCapacity)
    }

    /// A power of two at least `minimum`, and at most 16,384 slots up front: a very large file grows its tables
    /// instead of zeroing megabytes it may not fill.
    private static func initialCapacity(_ wanted: Int, minimum: Int) -> Int {
        var capacity = minimum
        while capacity < wanted, capacity < 16_384 { capacity &*= 2 }
        return capacity
    }

    /// `capacity` empty slots (zero keys), zeroed as one block of memory rather than key by key.
    private static func emptyKeys(_ capacity: Int) -> UnsafeMutablePointer<Key> {
        let byteCount = capacity * MemoryLayout<Key>.stride
        let memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: MemoryLayout<Key>.alignment)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        return memory.bindMemory(to: Key.self, capacity: capacity)
    }

    deinit {
        if shortValuesOwnMemory {
            for slot in 0..<capacity where keys[slot].high != 0 { (values + slot).deinitialize(count: 1) }
        }
        for slot in 0..<longCapacity where longKeys[slot].low != 0 { (longValues + slot).deinitialize(count: 1) }
        keys.deallocate()
        values.deallocate()
        numbers.deallocate()
        longKeys.deallocate()
        longValues.deallocate()
        longNumbers.deallocate()
    }

    /// The text of `bytes[range]`, decoded as `String(decoding:as:)` would.
    @inline(__always)
    func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        if range.isEmpty { return "" }
        if range.count > Self.maximumShortLength { return longText(bytes, range) }
        let slot = shortSlot(bytes, range)
        return values[slot]
    }

    /// The number of `bytes[range]`'s spelling: 0 for the first spelling seen, 1 for the next new one, and so on
    /// (`texts` lists them in that order). Non-empty ranges only.
    @inline(__always)
    func intern(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        assert(!range.isEmpty, "an empty spelling has no slot")
        if range.count > Self.maximumShortLength {
            _ = longText(bytes, range)
            return lastLongNumber
        }
        // The slot first: filling it may grow the table, which moves `numbers`.
        let slot = shortSlot(bytes, range)
        return numbers[slot]
    }

    /// Every spelling that has a number, in number order.
    var texts: [String] {
        var texts = [String](repeating: "", count: Int(count))
        for slot in 0..<capacity where keys[slot].high != 0 { texts[Int(numbers[slot])] = values[slot] }
        for slot in 0..<longCapacity where longKeys[slot].low != 0 { texts[Int(longNumbers[slot])] = longValues[slot] }
        for (number, text) in unaddressable { texts[Int(number)] = text }
        return texts
    }

    /// The slot of a short spelling, filled in when it is new. Inlined into `text` and `intern`; the filling is out
    /// of line (with it inline, the function was recursive through `grow` and was called, not inlined).
    @inline(__always)
    private func shortSlot(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let key = Self.key(bytes, range)
        var slot = Self.hash(key) & (capacity &- 1)
        while true {
            let stored = keys[slot]
            if stored == key { return slot }
            if stored.high == 0 { break }
            slot = (slot &+ 1) & (capacity &- 1)
        }
        return fillShortSlot(slot, key: key, bytes, range)
    }

    /// Fills the empty `slot` with a new short spelling; returns its slot (another one if the table grew).
    @inline(never)
    private func fillShortSlot(_ slot: Int, key: Key, _ bytes: UnsafeBufferPointer<UInt8>,
                               _ range: Range<Int>) -> Int {
        keys[slot] = key
        let text = donor?.shortText(key) ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        // Up to 15 bytes of UTF-8 is always a small string on 64-bit platforms; more means invalid bytes were
        // replaced.
        if text.utf8.count > Self.maximumShortLength || MemoryLayout<Int>.size < 8 { shortValuesOwnMemory = true }
        (values + slot).initialize(to: text)
        numbers[slot] = count
        count &+= 1
        shortCount &+= 1
        guard shortCount &* 2 > capacity else { return slot }
        grow()
        var moved = Self.hash(key) & (capacity &- 1)
        while keys[moved] != key { moved = (moved &+ 1) & (capacity &- 1) }
        return moved
    }

    /// The string of a short spelling already in the table, without adding it.
    private func shortText(_ key: Key) -> String? {
        var slot = Self.hash(key) & (capacity &- 1)
        while true {
            let stored = keys[slot]
            if stored == key { return values[slot] }
            if stored.high == 0 { return nil }
            slot = (slot &+ 1) & (capacity &- 1)
        }
    }

    /// The number `longText` found or gave its spelling.
    private var lastLongNumber: Int32 = 0
    /// Spellings past the long table's 32-bit offsets (a file over 4 GB): a number of their own every time.
    private var unaddressable: [(Int32, String)] = []

    private func longText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        guard let base = bytes.baseAddress, range.upperBound <= bytes.count, range.lowerBound < Int(UInt32.max) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            lastLongNumber = count
            unaddressable.append((count, text))
            count &+= 1
            return text
        }
        let length = range.count
        // FNV-style mix of 8-byte words (the last word overlaps the previous one rather than reading past the end).
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(length)
        var offset = 0
        let raw = UnsafeRawPointer(base + range.lowerBound)
        while offset + 8 <= length {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            offset += 8
        }
        if offset < length {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)) &* 0x0000_0100_0000_01B3
        }
        hash |= 1
        let slot: Int
        switch longSlot(hash: hash, base, raw, length) {
        case .found(let found):
            lastLongNumber = longNumbers[found]
            return longValues[found]
        case .empty(let empty):
            slot = empty
        }
        let text: String
        if let donor, case .found(let found) = donor.longSlot(hash: hash, base, raw, length) {
            text = donor.longValues[found]
        } else {
            text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        longKeys[slot] = Key(low: hash, high: UInt64(range.lowerBound) << 32 | UInt64(length))
        (longValues + slot).initialize(to: text)
        longNumbers[slot] = count
        lastLongNumber = count
        count &+= 1
        longCount &+= 1
        if longCount &* 2 > longCapacity { growLong() }
        return text
    }

    private enum LongSlot {
        case found(Int)
        case empty(Int)
    }

    /// Where the long spelling of `length` bytes at `raw` (in the bytes at `base`) is, or the empty slot for it.
    @inline(__always)
    private func longSlot(hash: UInt64, _ base: UnsafePointer<UInt8>, _ raw: UnsafeRawPointer, _ length: Int) -> LongSlot {
        var slot = Int(truncatingIfNeeded: hash >> 29) & (longCapacity &- 1)
        while true {
            let stored = longKeys[slot]
            if stored.low == 0 { return .empty(slot) }
            if stored.low == hash, Int(stored.high & 0xFFFF_FFFF) == length,
               Self.equalBytes(UnsafeRawPointer(base + Int(stored.high >> 32)), raw, length) {
                return .found(slot)
            }
            slot = (slot &+ 1) & (longCapacity &- 1)
        }
    }

    /// Whether `length` (at least 8) bytes at `first` and `second` are equal, compared a word at a time.
    @inline(__always)
    private static func equalBytes(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, _ length: Int) -> Bool {
        var offset = 0
        while offset + 8 <= length {
            if first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        return offset == length || first.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            == second.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
    }

    private func growLong() {
        let oldKeys = longKeys, oldValues = longValues, oldNumbers = longNumbers, oldCapacity = longCapacity
        longCapacity = oldCapacity * 2
        longKeys = Self.emptyKeys(longCapacity)
        longValues = .allocate(capacity: longCapacity)
        longNumbers = .allocate(capacity: longCapacity)
        for old in 0..<oldCapacity where oldKeys[old].low != 0 {
            var slot = Int(truncatingIfNeeded: oldKeys[old].low >> 29) & (longCapacity &- 1)
            while longKeys[slot].low != 0 { slot = (slot &+ 1) & (longCapacity &- 1) }
            longKeys[slot] = oldKeys[old]
            (longValues + slot).moveInitialize(from: oldValues + old, count: 1)
            longNumbers[slot] = oldNumbers[old]
        }
        oldKeys.deallocate()
        oldValues.deallocate()
        oldNumbers.deallocate()
    }

    @inline(__always)
    private static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Key {
        let length = range.count
        var low: UInt64 = 0
        var high: UInt64 = 0
        if range.lowerBound &+ 16 <= bytes.count, let base = bytes.baseAddress {
            // Two unaligned loads, masked to the text's length.
            let raw = UnsafeRawPointer(base + range.lowerBound)
            let first = raw.loadUnaligned(as: UInt64.self).littleEndian
            let second = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).littleEndian
            if length >= 8 {
                low = first
                high = length == 8 ? 0 : second & ((1 &<< (UInt64(length &- 8) &* 8)) &- 1)
            } else {
                low = first & ((1 &<< (UInt64(length) &* 8)) &- 1)
            }
        } else {
            for offset in 0..<length {
                let byte = UInt64(bytes[range.lowerBound &+ offset])
                if offset < 8 { low |= byte &<< (UInt64(offset) &* 8) } else { high |= byte &<< (UInt64(offset &- 8) &* 8) }
            }
        }
        return Key(low: low, high: high | UInt64(length) &<< 56)
    }

    @inline(__always)
    private static func hash(_ key: Key) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: mixed >> 32)
    }

    private func grow() {
        let oldKeys = keys, oldValues = values, oldNumbers = numbers, oldCapacity = capacity
        capacity = oldCapacity * 2
        keys = Self.emptyKeys(capacity)
        values = .allocate(capacity: capacity)
        numbers = .allocate(capacity: capacity)
        for old in 0..<oldCapacity where oldKeys[old].high != 0 {
            var slot = Self.hash(oldKeys[old]) & (capacity &- 1)
            while keys[slot].high != 0 { slot = (slot &+ 1) & (capacity &- 1) }
            keys[slot] = oldKeys[old]
            (values + slot).moveInitialize(from: oldValues + old, count: 1)
            numbers[slot] = oldNumbers[old]
        }
        oldKeys.deallocate()
        oldValues.deallocate()
        oldNumbers.deallocate()
    }
}
