/// The lexer's token storage: the uninitialised buffer of the final `[Token]`, so appending is a store and an
/// increment and the tokens are never copied. When the buffer is full, `append` drops the token and sets
/// `overflowed`; `Lexer.lex` then lexes again with more room, up to the worst case (one token per byte, plus end of
/// file).
struct TokenBuffer {
    private let base: UnsafeMutablePointer<Token>
    let capacity: Int
    private(set) var count = 0
    private(set) var overflowed = false

    /// `storage` must stay valid while the buffer is used; its first `count` elements are initialised.
    init(storage: UnsafeMutableBufferPointer<Token>) {
        // An empty storage never occurs (capacity is at least 16), but must not trap if it did.
        base = storage.baseAddress ?? UnsafeMutablePointer<Token>.allocate(capacity: 0)
        capacity = storage.baseAddress == nil ? 0 : storage.count
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }
    var last: Token? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Token {
        get {
            precondition(index >= 0 && index < count, "token index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "token index out of range")
            base[index] = newValue
        }
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        guard count < capacity else {
            overflowed = true
            return
        }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// Drops every token after `index` (a rewind during recovery).
    mutating func removeAll(after index: Int) {
        count = max(0, min(count, index + 1))
    }
}
