/// Byte-wise substring search for the accessibility module's text checks.
///
/// With Foundation imported anywhere in the module, `someString.contains("literal")` resolves to Foundation's
/// `StringProtocol.contains(_:)`, which goes through `range(of:)` and `CFStringFind` (UTF-16 conversion of both
/// strings on every call). A profile of the whole lint put 38% of all instructions there. This concrete,
/// non-generic overload wins overload resolution for `String` receivers and compares UTF-8 bytes instead; the
/// results are the same for the ASCII identifiers and keywords the rules look for.
extension String {
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

@usableFromInline
enum StringSearch {
    @usableFromInline
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        let lastStart = haystack.count - needle.count
        var start = 0
        while start <= lastStart {
            if haystack[start] == first {
                var matched = 1
                while matched < needle.count, haystack[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }

    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: StaticString) -> Bool {
        contains(haystack, UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount))
    }
}
