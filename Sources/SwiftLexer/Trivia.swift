/// A piece of trivia: the text between tokens that the compiler ignores.
public struct TriviaPiece: Sendable, Hashable {
    public enum Kind: UInt8, Sendable, CaseIterable {
        case spaces          // spaces, tabs, form feeds, vertical tabs
        case newlines        // \n, \r\n, \r (one or more)
        case lineComment     // // …
        case docLineComment  // /// …
        case blockComment    // /* … */ (nested)
        case docBlockComment // /** … */
        case shebang         // #! … on the first line
        case byteOrderMark   // EF BB BF at offset 0
        case garbage         // bytes that are neither (NUL, stray control characters, invalid UTF-8 in trivia)

        public var isComment: Bool {
            switch self {
            case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
            case .spaces, .newlines, .shebang, .byteOrderMark, .garbage: return false
            }
        }
    }
    public var kind: Kind
    public var range: Range<Int>

    public init(kind: Kind, range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}
