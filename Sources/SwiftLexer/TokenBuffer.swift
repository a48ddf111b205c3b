/// The lexer's growable token storage: appending is a store and an increment, with no copy-on-write checks.
/// Owned by one `LexerCore` on one thread; `moveToArray()` hands the tokens over and frees the storage.
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
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
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// Drops every token after `index` (a rewind during recovery).
    mutating func removeAll(after index: Int) {
        count = max(0, min(count, index + 1))
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// The tokens as an array. Frees the storage: the buffer must not be used afterwards.
    func moveToArray() -> [Token] {
        defer { base.deallocate() }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }
}
