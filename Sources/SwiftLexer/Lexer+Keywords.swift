// MARK: - Keywords: matched by length, then by bytes (packed into little-endian words)
// The constants are the keywords' bytes, least significant byte first.
// `LexerBehaviourTests.testEveryKeywordIsRecognisedAndNothingElse` checks them against `Keyword.allCases`.

extension Keyword {
    /// The keyword spelled by `length` bytes at `start`, or `.none`.
    @inline(__always)
    static func match(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> Keyword {
        guard length >= 2, length <= 15 else { return .none }
        let low = packedWord(input, start: start, length: min(length, 8))
        switch length {
        case 2:
            switch low {
            case 0x6F64: return .`do`
            case 0x6669: return .`if`
            case 0x6E69: return .`in`
            case 0x7361: return .`as`
            case 0x7369: return .`is`
            default: return .none
            }
        case 3:
            switch low {
            case 0x74656C: return .`let`
            case 0x726176: return .`var`
            case 0x726F66: return .`for`
            case 0x796E41: return .`Any`
            case 0x6C696E: return .`nil`
            case 0x797274: return .`try`
            default: return .none
            }
        case 4:
            switch low {
            case 0x6D756E65: return .`enum`
            case 0x636E7566: return .`func`
            case 0x74696E69: return .`init`
            case 0x6E65706F: return .`open`
            case 0x65736163: return .`case`
            case 0x65736C65: return .`else`
            case 0x666C6573: return .`self`
            case 0x666C6553: return .`Self`
            case 0x65757274: return .`true`
            default: return .none
            }
        case 5:
            switch low {
            case 0x7373616C63: return .`class`
            case 0x74756F6E69: return .`inout`
            case 0x6B61657262: return .`break`
            case 0x6863746163: return .`catch`
            case 0x7265666564: return .`defer`
            case 0x6472617567: return .`guard`
            case 0x776F726874: return .`throw`
            case 0x6572656877: return .`where`
            case 0x656C696877: return .`while`
            case 0x7469617761: return .`await`
            case 0x65736C6166: return .`false`
            case 0x7265707573: return .`super`
            default: return .none
            }
        case 6:
            switch low {
            case 0x74696E696564: return .`deinit`
            case 0x74726F706D69: return .`import`
            case 0x63696C627570: return .`public`
            case 0x636974617473: return .`static`
            case 0x746375727473: return .`struct`
            case 0x746165706572: return .`repeat`
            case 0x6E7275746572: return .`return`
            case 0x686374697773: return .`switch`
            case 0x73776F726874: return .`throws`
            default: return .none
            }
        case 7:
            switch low {
            case 0x65746176697270: return .`private`
            case 0x746C7561666564: return .`default`
            default: return .none
            }
        case 8:
            switch low {
            case 0x6C616E7265746E69: return .`internal`
            case 0x726F74617265706F: return .`operator`
            case 0x6C6F636F746F7270: return .`protocol`
            case 0x73776F7268746572: return .`rethrows`
            case 0x65756E69746E6F63: return .`continue`
            default: return .none
            }
        case 9:
            let high = packedWord(input, start: start + 8, length: length - 8)
            switch (low, high) {
            case (0x6F69736E65747865, 0x6E): return .`extension`
            case (0x7069726373627573, 0x74): return .`subscript`
            case (0x61696C6165707974, 0x73): return .`typealias`
            default: return .none
            }
        case 11:
            let high = packedWord(input, start: start + 8, length: length - 8)
            switch (low, high) {
            case (0x76697270656C6966, 0x657461): return .`fileprivate`
            case (0x6F7268746C6C6166, 0x686775): return .`fallthrough`
            default: return .none
            }
        case 14:
            let high = packedWord(input, start: start + 8, length: length - 8)
            switch (low, high) {
            case (0x746169636F737361, 0x657079746465): return .`associatedtype`
            default: return .none
            }
        case 15:
            let high = packedWord(input, start: start + 8, length: length - 8)
            switch (low, high) {
            case (0x6E65646563657270, 0x70756F72676563): return .`precedencegroup`
            default: return .none
            }
        default:
            return .none
        }
    }

    /// Up to 8 bytes at `start` as a little-endian word.
    @inline(__always)
    static func packedWord(_ input: UnsafeBufferPointer<UInt8>, start: Int, length: Int) -> UInt64 {
        if start + 8 <= input.count, let base = input.baseAddress {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self).littleEndian
            return length == 8 ? word : word & ((1 << (UInt64(length) * 8)) - 1)
        }
        var word: UInt64 = 0
        for index in 0..<length { word |= UInt64(input[start + index]) << (8 * index) }
        return word
    }
}
