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
