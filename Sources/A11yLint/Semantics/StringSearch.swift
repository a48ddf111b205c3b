import RuleEngine
import SwiftLexer

/// Byte-wise substring search for the accessibility module's text checks.
///
/// With Foundation imported anywhere in the module, `someString.contains("literal")` resolves to Foundation's
/// `StringProtocol.contains(_:)`, which goes through `range(of:)` and `CFStringFind` (UTF-16 conversion of both
/// strings on every call). A profile of the whole lint put 38% of all instructions there. These concrete,
/// non-generic overloads win overload resolution for `String` and `Substring` receivers and compare UTF-8 bytes
/// instead; the results are the same for the ASCII identifiers and keywords the rules look for.
extension String {
    @inlinable
    func contains(_ other: String) -> Bool {
        self[...].contains(other)
    }
}

extension Substring {
    @inlinable
    func contains(_ other: String) -> Bool {
        if other.isEmpty { return true }
        var haystack = self
        var needle = other
        return haystack.withUTF8 { haystackBytes in
            needle.withUTF8 { needleBytes in StringSearch.contains(haystackBytes, needleBytes) }
        }
    }
}

extension Substring {
    /// The first occurrence of `other`, compared byte by byte as `contains(_:)` does (the standard library's
    /// `firstRange(of:)` compares characters through a generic searcher, a hundred times slower on a condition).
    func firstByteRange(of other: String) -> Range<Index>? {
        var haystack = self
        var needle = other
        let offset = haystack.withUTF8 { haystackBytes in
            needle.withUTF8 { needleBytes in ByteSearch.firstOffset(of: needleBytes, in: haystackBytes) }
        }
        guard let offset else { return nil }
        let start = utf8.index(startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: other.utf8.count)
    }
}

/// The clauses of a condition: what `&&` and `,` separate (`if let user, !isProduction && isReady`), each without
/// surrounding whitespace; empty ones are left out. Read byte by byte: every `if` of every file is split.
enum ConditionClauses {
    static func of(_ condition: some StringProtocol) -> [Substring] {
        var text = Substring(condition)
        let bounds: [Range<Int>] = text.withUTF8 { bytes in
            var bounds: [Range<Int>] = []
            var start = 0
            var index = 0
            while index < bytes.count {
                let isAnd = bytes[index] == UInt8(ascii: "&") && index + 1 < bytes.count
                    && bytes[index + 1] == UInt8(ascii: "&")
                if isAnd || bytes[index] == UInt8(ascii: ",") {
                    bounds.append(start..<index)
                    index += isAnd ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            bounds.append(start..<bytes.count)
            return bounds
        }
        let utf8 = text.utf8
        return bounds.compactMap { bound in
            let lower = utf8.index(utf8.startIndex, offsetBy: bound.lowerBound)
            var clause = text[lower..<utf8.index(lower, offsetBy: bound.count)]
            while let first = clause.first, first.isWhitespace { clause = clause.dropFirst() }
            while let last = clause.last, last.isWhitespace { clause = clause.dropLast() }
            return clause.isEmpty ? nil : clause
        }
    }

    /// An optional binding clause (`let message = toast`, `var count`): the name it binds, as written before `=`,
    /// and the code it unwraps (nil for the shorthand `let toast`). nil for any other clause.
    static func optionalBinding(_ clause: some StringProtocol) -> (name: String, value: String?)? {
        let text = Substring(clause).trimmingSpaces
        guard text.hasPrefix("let ") || text.hasPrefix("var ") else { return nil }
        let rest = text.dropFirst(4)
        guard let equals = rest.firstIndex(of: "=") else {
            return (String(rest.trimmingSpaces), nil)
        }
        return (String(rest[..<equals].trimmingSpaces), String(rest[rest.index(after: equals)...].trimmingSpaces))
    }
}

extension Substring {
    /// Without the spaces and tabs at either end: Foundation's `trimmingCharacters(in: .whitespaces)` tests a
    /// character set per character, too slow for what every declaration and condition of every file is asked.
    var trimmingSpaces: Substring {
        let isBlank = { (character: Character) in character == " " || character == "\t" }
        guard let start = firstIndex(where: { !isBlank($0) }), let end = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return self[start...end]
    }
}

extension String {
    /// Whether the UTF-8 of the string holds `byte`, read from its contiguous storage: `utf8.contains(_:)` walks
    /// the view's generic index path, several times slower for the names every call is asked about.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }
}

@usableFromInline
enum StringSearch {
    @usableFromInline
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(haystack, needle)
    }

    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        contains(haystack, UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    }

    /// Whether the source text of `range` contains `needle`, without building a `String` of it.
    static func source(_ source: LexedSource, in range: Range<Int>, contains needle: StaticString) -> Bool {
        source.bytes.withUnsafeBufferPointer { bytes in
            let clamped = range.clamped(to: 0..<bytes.count)
            return contains(UnsafeBufferPointer(rebasing: bytes[clamped]), needle)
        }
    }
}
