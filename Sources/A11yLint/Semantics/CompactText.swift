import Foundation
import SwiftLexer

/// Source text without whitespace (string contents included) or `self?.` / `self.`, so two spellings of the same
/// expression compare equal (effect keys, URL bindings).
enum CompactText {
    static func of(_ source: LexedSource, in range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<source.bytes.count)
        return source.bytes.withUnsafeBufferPointer { bytes in
            let text = UnsafeBufferPointer(rebasing: bytes[clamped])
            return compactedASCII(text) ?? compactedCharacters(String(decoding: text, as: UTF8.self))
        }
    }

    static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { compactedASCII($0) } ?? compactedCharacters(text)
    }

    /// Any text: whitespace as `Character.isWhitespace` says, `self` prefixes as Foundation finds them (canonical
    /// equivalence, which only non-ASCII text can tell from byte equality).
    private static func compactedCharacters(_ text: String) -> String {
        var result = text.filter { !$0.isWhitespace }
        for prefix in ["self?.", "self."] { result = result.replacingOccurrences(of: prefix, with: "") }
        return result
    }

    /// ASCII text byte by byte, the same result as `compactedCharacters`; nil for any other text. Most action code
    /// is ASCII, and Foundation's search converts both strings to UTF-16 on every call.
    private static func compactedASCII(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        var kept: [UInt8] = []
        kept.reserveCapacity(text.count)
        for byte in text {
            guard byte < 0x80 else { return nil }
            // The ASCII characters `Character.isWhitespace` accepts: tab, line feed, vertical tab, form feed,
            // carriage return (and CR LF, one Character of two such bytes), space.
            if byte == 0x20 || (0x09...0x0D).contains(byte) { continue }
            kept.append(byte)
        }
        removeOccurrences(of: "self?.", from: &kept)
        removeOccurrences(of: "self.", from: &kept)
        return String(decoding: kept, as: UTF8.self)
    }

    /// Removes `word` from left to right, without overlaps and without looking again at what a removal joins, as
    /// `replacingOccurrences(of:with: "")` does.
    private static func removeOccurrences(of word: StaticString, from bytes: inout [UInt8]) {
        let count = bytes.count
        let length = word.utf8CodeUnitCount
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: length)
        let kept = bytes.withUnsafeMutableBufferPointer { buffer in
            var read = 0
            var write = 0
            while read < count {
                if buffer[read] == pattern[0], read + length <= count,
                   (1..<length).allSatisfy({ buffer[read + $0] == pattern[$0] }) {
                    read += length
                    continue
                }
                buffer[write] = buffer[read]
                write += 1
                read += 1
            }
            return write
        }
        bytes.removeLast(count - kept)
    }
}
