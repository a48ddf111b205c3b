/// A quick first test of whether a name can be one of a fixed list: for each name length, which first bytes the
/// listed names of that length begin with. Rules ask a vocabulary list about nearly every call and modifier of a
/// file, and nearly every answer is no; hashing the name for a set look-up cost about 400 instructions a question
/// (callgrind), this test about 15. A name that passes still has to be looked up.
///
/// Names are told apart by their bytes, as the compiler tells identifiers apart: a name spelled with a character
/// Unicode counts as equal to another (a Kelvin sign for a `K`) is not the listed name.
struct NameFilter: Sendable {
    /// For each name length, a bit per first byte (its low six bits) of the names that long.
    private let firstBytesByLength: [UInt64]

    init(_ names: some Sequence<String>) {
        var table: [UInt64] = []
        for name in names {
            let count = name.utf8.count
            if table.count <= count { table += repeatElement(0, count: count + 1 - table.count) }
            table[count] |= Self.bit(name.utf8.first ?? 0)
        }
        firstBytesByLength = table
    }

    /// False when no listed name has `name`'s length and first byte; true when one may be `name`.
    func mayContain(_ name: String) -> Bool {
        let count = name.utf8.count
        guard count < firstBytesByLength.count else { return false }
        return firstBytesByLength[count] & Self.bit(name.utf8.first ?? 0) != 0
    }

    private static func bit(_ byte: UInt8) -> UInt64 { 1 << UInt64(byte & 63) }
}

/// A fixed set of names (a vocabulary list) that answers the names it cannot hold without hashing them
/// (`NameFilter`).
struct NameSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    let names: Set<String>
    private let filter: NameFilter

    init(_ names: some Sequence<String>) {
        self.names = Set(names)
        filter = NameFilter(self.names)
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    func contains(_ name: String) -> Bool {
        filter.mayContain(name) && names.contains(name)
    }

    /// This set with `other`'s names added.
    func union(_ other: some Sequence<String>) -> NameSet {
        NameSet(names.union(other))
    }

    func makeIterator() -> Set<String>.Iterator {
        names.makeIterator()
    }
}
