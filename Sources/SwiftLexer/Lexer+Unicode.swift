// MARK: - UTF-8 decoding and Swift's identifier / operator character classes

/// What a non-ASCII scalar may be part of in Swift source.
enum ScalarClass {
    case identifierHead
    /// Combining marks and variation selectors: may continue an identifier or an operator, never start one.
    case combining
    case operatorHead
    /// Not allowed outside strings and comments (e.g. U+00A0, private-use, non-characters).
    case invalid
}

enum UTF8Scalar {
    /// Decodes one well-formed UTF-8 scalar at `offset` (no overlongs, surrogates or values past U+10FFFF).
    /// Returns nil for an ill-formed sequence; the caller treats the lead byte as one invalid byte.
    @inline(__always)
    static func decode(_ input: UnsafeBufferPointer<UInt8>, at offset: Int) -> (scalar: UInt32, length: Int)? {
        let count = input.count
        let lead = input[offset]
        if lead < 0x80 { return (UInt32(lead), 1) }
        @inline(__always) func continuation(_ index: Int) -> UInt32? {
            guard index < count else { return nil }
            let byte = input[index]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let second = continuation(offset + 1) else { return nil }
            return ((UInt32(lead & 0x1F) << 6) | second, 2)
        case 0xE0...0xEF:
            guard let second = continuation(offset + 1), let third = continuation(offset + 2) else { return nil }
            let scalar = (UInt32(lead & 0x0F) << 12) | (second << 6) | third
            guard scalar >= 0x800, !(0xD800...0xDFFF).contains(scalar) else { return nil }
            return (scalar, 3)
        case 0xF0...0xF4:
            guard let second = continuation(offset + 1), let third = continuation(offset + 2),
                  let fourth = continuation(offset + 3) else { return nil }
            let scalar = (UInt32(lead & 0x07) << 18) | (second << 12) | (third << 6) | fourth
            guard (0x10000...0x10FFFF).contains(scalar) else { return nil }
            return (scalar, 4)
        default:
            return nil
        }
    }

    /// Swift's lexical classes for a non-ASCII scalar (The Swift Programming Language, "Lexical Structure").
    static func classify(_ scalar: UInt32) -> ScalarClass {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
             0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return .combining
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7,
             0x00F7, 0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return .operatorHead
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
             0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E,
             0x203F...0x2040, 0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
             0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
             0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
             0xFE30...0xFE44, 0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
             0x40000...0x4FFFD, 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
             0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD, 0xD0000...0xDFFFD,
             0xE0000...0xEFFFD:
            return .identifierHead
        default:
            return .invalid
        }
    }
}
