import Foundation

/// Substring search over bytes: `memchr` jumps to each candidate first byte, `memcmp` checks the rest. No `String`
/// is built and nothing is converted to UTF-16, so it is cheap enough to run over whole files.
public enum ByteSearch {
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard needle.count <= haystack.count, let first = needle.first else { return needle.isEmpty }
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return false }
        let lastStart = haystack.count - needle.count
        var start = 0
        while start <= lastStart {
            guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
            start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + start, needleBase, needle.count) == 0 { return true }
            start += 1
        }
        return false
    }

    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in contains(haystack, needle) }
        }
    }
}
