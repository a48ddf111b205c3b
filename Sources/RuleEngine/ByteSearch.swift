import Foundation

/// Substring search over bytes: `memchr` jumps to each candidate place of the needle's rarest byte, `memcmp` checks
/// the whole needle there. No `String` is built and nothing is converted to UTF-16, so it is cheap enough to run over
/// whole files.
public enum ByteSearch {
    public static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: needle, in: haystack) != nil
    }

    /// Where the needle first starts in the haystack, in bytes; 0 for an empty needle.
    public static func firstOffset(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>)
        -> Int? {
        guard !needle.isEmpty else { return 0 }
        guard needle.count <= haystack.count else { return nil }
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
        // Jumping to a common first byte (`e` of `extension View`, `s` of `sleep`) stopped at most words of a file;
        // in a short haystack (a name, a condition) ranking the needle's bytes costs more than those stops.
        let anchor = haystack.count < 256 ? 0 : rarestByteOffset(in: needle)
        let anchorByte = Int32(needle[anchor])
        let lastStart = haystack.count - needle.count
        var start = 0
        while start <= lastStart {
            guard let found = memchr(base + start + anchor, anchorByte, lastStart - start + 1) else { return nil }
            start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
            if memcmp(base + start, needleBase, needle.count) == 0 { return start }
            start += 1
        }
        return nil
    }

    /// The offset of the needle's first byte among those rarest in Swift source.
    @inline(__always)
    static func rarestByteOffset(in needle: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestCommonness = Int.max
        for offset in needle.indices {
            let commonness = commonnessInSource(needle[offset])
            if commonness < bestCommonness {
                best = offset
                bestCommonness = commonness
            }
        }
        return best
    }

    /// A rough rank of how often a byte occurs in Swift source: spaces and the commonest lower-case letters most,
    /// capitals and digits least.
    @inline(__always)
    static func commonnessInSource(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"): return 9
        case UInt8(ascii: "e"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "o"), UInt8(ascii: "i"),
             UInt8(ascii: "n"), UInt8(ascii: "s"), UInt8(ascii: "r"): return 8
        case UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"), UInt8(ascii: ","),
             UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "="): return 7
        case UInt8(ascii: "l"), UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "u"), UInt8(ascii: "m"),
             UInt8(ascii: "h"), UInt8(ascii: "p"), UInt8(ascii: "f"): return 6
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 5
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return 3
        default: return 4
        }
    }

    public static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in contains(haystack, needle) }
        }
    }
}
