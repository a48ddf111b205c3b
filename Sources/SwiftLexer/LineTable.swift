/// A 1-based line and column. `column` counts UTF-8 bytes (as compilers do); `utf16Column` counts UTF-16 code
/// units (as SARIF and code-scanning UIs do).
public struct SourcePosition: Sendable, Hashable, Comparable {
    public var line: Int
    public var column: Int
    public var utf16Column: Int

    public init(line: Int, column: Int, utf16Column: Int) {
        self.line = line
        self.column = column
        self.utf16Column = utf16Column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Line starts of a file, built in one pass; positions by binary search.
/// A line ends after `\n`, after `\r\n`, or after a `\r` not followed by `\n`.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line. Always starts with 0.
    public let lineStarts: [Int]
    public let byteCount: Int
    /// True when every byte is ASCII, so UTF-16 columns equal byte columns.
    public let isASCII: Bool
    private let bytes: [UInt8]
    /// When not ASCII, for each `utf16BlockSize`-byte block of the file that starts inside a line longer than a
    /// block: the UTF-16 code units from that line's start to the block's start, so that a UTF-16 column counts at
    /// most one block of bytes, not its whole line (many findings on one long line were quadratic). Other entries are
    /// unused; empty when no line is longer than a block (shorter line prefixes are counted directly).
    private let utf16UnitsToBlockInLine: [Int]
    private static let utf16BlockSize = 256

    public init(bytes: [UInt8]) {
        let count = bytes.count
        var highBits: UInt64 = 0
        let starts = bytes.withUnsafeBufferPointer { buffer in
            // Lines average over 20 bytes in real code: fill room for that, and only a file of shorter lines is
            // scanned again with room for exactly its lines (line starts are eight bytes each: never a slot per byte).
            var lineCount = 0
            let estimate = [Int](unsafeUninitializedCapacity: count / 20 + 2) { storage, initializedCount in
                lineCount = Self.scanLineStarts(buffer, into: storage, highBits: &highBits)
                initializedCount = min(lineCount, storage.count)
            }
            guard lineCount > estimate.count else { return estimate }
            return [Int](unsafeUninitializedCapacity: lineCount) { storage, initializedCount in
                initializedCount = Self.scanLineStarts(buffer, into: storage, highBits: &highBits)
            }
        }
        let ascii = highBits & 0x8080_8080_8080_8080 == 0
        self.lineStarts = starts
        self.byteCount = count
        self.isASCII = ascii
        self.bytes = ascii ? [] : bytes
        self.utf16UnitsToBlockInLine = ascii ? [] : Self.utf16Checkpoints(bytes, lineStarts: starts)
    }

    /// Writes the start of every line (0 first) into `storage` while it has room; returns how many lines there are
    /// (more than `storage.count` when it had too little room). ORs every byte of the file into `highBits`.
    @inline(__always)
    private static func scanLineStarts(_ buffer: UnsafeBufferPointer<UInt8>,
                                       into storage: UnsafeMutableBufferPointer<Int>, highBits: inout UInt64) -> Int {
        let count = buffer.count
        let capacity = storage.count
        var lineCount = 1
        storage[0] = 0
        // A `\r` right before a `\n` starts no line: the line starts after the `\n`.
        @inline(__always) func addLineBreak(at offset: Int) {
            if buffer[offset] == 0x0D, offset + 1 < count, buffer[offset + 1] == 0x0A { return }
            if lineCount < capacity { storage[lineCount] = offset + 1 }
            lineCount &+= 1
        }
        var index = 0
        var bits: UInt64 = 0
        if let base = buffer.baseAddress {
            // Eight bytes at a time; only words holding a line break are looked at byte by byte.
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                bits |= word
                // Most words hold no byte below 0x0E (`\n` is 0x0A, `\r` 0x0D): one cheap test skips them.
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 {
                    var lineBreaks = LineTable.lineBreakBytes(word.littleEndian)
                    while lineBreaks != 0 {
                        addLineBreak(at: index + lineBreaks.trailingZeroBitCount / 8)
                        lineBreaks &= lineBreaks &- 1
                    }
                }
                index += 8
            }
        }
        while index < count {
            let byte = buffer[index]
            bits |= UInt64(byte)
            if byte == 0x0A || byte == 0x0D { addLineBreak(at: index) }
            index += 1
        }
        highBits |= bits
        return lineCount
    }

    /// The block counts of `utf16UnitsToBlockInLine`, computed over the lines longer than a block only (a few files
    /// have any).
    private static func utf16Checkpoints(_ bytes: [UInt8], lineStarts: [Int]) -> [Int] {
        var checkpoints: [Int] = []
        bytes.withUnsafeBytes { input in
            for (index, lineStart) in lineStarts.enumerated() {
                // Offsets on the line: up to its line break, or to the end of the file on the last line.
                let lastOffset = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : input.count
                guard lastOffset - lineStart >= utf16BlockSize else { continue }
                if checkpoints.isEmpty { checkpoints = [Int](repeating: 0, count: input.count / utf16BlockSize + 1) }
                var units = 0
                var counted = lineStart
                for block in (lineStart / utf16BlockSize + 1)...(lastOffset / utf16BlockSize) {
                    let blockStart = block * utf16BlockSize
                    units += utf16Units(input, in: counted..<blockStart)
                    checkpoints[block] = units
                    counted = blockStart
                }
            }
        }
        return checkpoints
    }

    /// UTF-16 code units started in `range` of `input`, eight bytes at a time (this ran over every byte of every
    /// non-ASCII file once, and byte by byte through an array slice it cost a tenth of a lint of the synthetic corpus).
    private static func utf16Units(_ input: UnsafeRawBufferPointer, in range: Range<Int>) -> Int {
        var units = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            units &+= utf16Units(inWord: input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        while index < range.upperBound {
            units &+= utf16Units(startingWith: input[index])
            index += 1
        }
        return units
    }

    /// UTF-16 code units started by eight bytes: one per byte that is not a continuation byte (`10xxxxxx`), and
    /// one more per 4-byte sequence leader (`11110xxx`). Bit 7 of `word << k` in each byte is bit `7 - k` of that
    /// same byte, so the masks never mix neighbouring bytes.
    @inline(__always)
    private static func utf16Units(inWord word: UInt64) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let continuations = word & ~(word << 1) & high
        let fourByteLeaders = word & (word << 1) & (word << 2) & (word << 3) & high
        return 8 - continuations.nonzeroBitCount + fourByteLeaders.nonzeroBitCount
    }

    /// A code unit at each scalar start; 4-byte sequences are two UTF-16 units.
    @inline(__always)
    private static func utf16Units(startingWith byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : byte >= 0xF0 ? 2 : 1
    }

    /// UTF-16 code units started in `range` of the file (at most about a block's worth).
    private func utf16Units(in range: Range<Int>) -> Int {
        bytes.withUnsafeBytes { Self.utf16Units($0, in: range) }
    }

    /// The high bit of each byte of `word` (little-endian) that is `\n` or `\r`, and no other bit.
    @inline(__always)
    static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        matchingBytes(word, 0x0A) | matchingBytes(word, 0x0D)
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit (exact: no carries between bytes).
    @inline(__always)
    static func matchingBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let value = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((value & lowSevenBits) &+ lowSevenBits) | value | lowSevenBits)
    }

    public var lineCount: Int { lineStarts.count }

    /// 0-based index of the line containing `offset` (offsets past the end map to the last line).
    public func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// 1-based line and columns for a byte offset, clamped to the file.
    public func position(of offset: Int) -> SourcePosition {
        let offset = max(0, min(offset, byteCount))
        let index = lineIndex(of: offset)
        let lineStart = lineStarts[index]
        let column = offset - lineStart + 1
        guard !isASCII else { return SourcePosition(line: index + 1, column: column, utf16Column: column) }
        // A short line prefix is counted directly (most lines); a long one from the last block start before
        // `offset`, which then lies inside the line, so many positions on one long line stay linear.
        let block = offset / Self.utf16BlockSize
        let utf16 = offset - lineStart <= Self.utf16BlockSize ? utf16Units(in: lineStart..<offset)
            : utf16UnitsToBlockInLine[block] + utf16Units(in: (block * Self.utf16BlockSize)..<offset)
        return SourcePosition(line: index + 1, column: column, utf16Column: utf16 + 1)
    }

    /// Byte range of a 1-based line, without its line terminator.
    public func rangeOfLine(_ line: Int, in bytes: [UInt8]) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return byteCount..<byteCount }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : byteCount
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }
}
