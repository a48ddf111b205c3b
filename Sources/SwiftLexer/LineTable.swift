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
    /// When not ASCII: the UTF-16 code units before each `utf16BlockSize`-byte block of the file, so that a UTF-16
    /// column counts at most one block of bytes, not its whole line (many findings on one long line were quadratic).
    private let utf16UnitsBeforeBlock: [Int]
    private static let utf16BlockSize = 256

    public init(bytes: [UInt8]) {
        var starts: [Int] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        var ascii = true
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            var highBits: UInt64 = 0
            if let base = buffer.baseAddress {
                // Eight bytes at a time; only words holding a line break are looked at byte by byte.
                while index + 8 <= count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    highBits |= word
                    // Most words hold no byte below 0x0E (`\n` is 0x0A, `\r` 0x0D): one cheap test skips them.
                    guard (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 else {
                        index += 8
                        continue
                    }
                    var lineBreaks = LineTable.lineBreakBytes(word.littleEndian)
                    while lineBreaks != 0 {
                        LineTable.addLineBreak(buffer, at: index + lineBreaks.trailingZeroBitCount / 8, to: &starts)
                        lineBreaks &= lineBreaks &- 1
                    }
                    index += 8
                }
            }
            while index < count {
                highBits |= UInt64(buffer[index])
                LineTable.addLineBreak(buffer, at: index, to: &starts)
                index += 1
            }
            ascii = highBits & 0x8080_8080_8080_8080 == 0
        }
        self.lineStarts = starts
        self.byteCount = count
        self.isASCII = ascii
        self.bytes = ascii ? [] : bytes
        self.utf16UnitsBeforeBlock = ascii ? [] : Self.utf16Checkpoints(bytes)
    }

    /// One entry per block, and one for the end when the file is a whole number of blocks.
    private static func utf16Checkpoints(_ bytes: [UInt8]) -> [Int] {
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / utf16BlockSize + 1)
        var units = 0
        // Eight bytes at a time: this runs over every byte of every non-ASCII file, and byte by byte through an
        // array slice it cost a tenth of a lint of the synthetic corpus.
        bytes.withUnsafeBytes { input in
            for blockStart in stride(from: 0, through: input.count, by: utf16BlockSize) {
                checkpoints.append(units)
                let blockEnd = min(blockStart + utf16BlockSize, input.count)
                var index = blockStart
                while index + 8 <= blockEnd {
                    units &+= utf16Units(inWord: input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    index += 8
                }
                while index < blockEnd {
                    units &+= utf16Units(startingWith: input[index])
                    index += 1
                }
            }
        }
        return checkpoints
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

    /// UTF-16 code units in the bytes before `offset` (at most `byteCount`), when not ASCII.
    private func utf16Units(before offset: Int) -> Int {
        let block = offset / Self.utf16BlockSize
        return utf16UnitsBeforeBlock[block] + utf16Units(in: (block * Self.utf16BlockSize)..<offset)
    }

    /// UTF-16 code units started in `range`, counted byte by byte (at most about a block's worth).
    private func utf16Units(in range: Range<Int>) -> Int {
        var units = 0
        for cursor in range { units += Self.utf16Units(startingWith: bytes[cursor]) }
        return units
    }

    /// A `\r` starts a line after it; a `\n` right after that `\r` moves that start past itself.
    @inline(__always)
    private static func addLineBreak(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int, to starts: inout [Int]) {
        let byte = buffer[offset]
        if byte == 0x0A {
            if offset > 0, buffer[offset - 1] == 0x0D {
                starts[starts.count - 1] = offset + 1
            } else {
                starts.append(offset + 1)
            }
        } else if byte == 0x0D {
            starts.append(offset + 1)
        }
    }

    /// The high bit of each byte of `word` (little-endian) that is `\n` or `\r`, and no other bit.
    @inline(__always)
    static func lineBreakBytes(_ word: UInt64) -> UInt64 {
        let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // Exact zero-byte test: the high bit ends up set only in bytes that are zero.
        func zeroBytes(_ value: UInt64) -> UInt64 {
            ~(((value & lowSevenBits) &+ lowSevenBits) | value | lowSevenBits)
        }
        return zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A) | zeroBytes(word ^ 0x0D0D_0D0D_0D0D_0D0D)
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
        // A short line prefix is counted directly (most lines: two partial blocks would cost more); a long one
        // through the block counts, so many positions on one long line stay linear.
        let utf16 = offset - lineStart <= Self.utf16BlockSize ? utf16Units(in: lineStart..<offset)
            : utf16Units(before: offset) - utf16Units(before: lineStart)
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
