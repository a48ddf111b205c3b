/// The nodes of a tree under construction, in the array the tree will own: `finish()` hands it over without
/// moving a node.
struct NodeBuffer {
    private var storage: [Node] = []

    init(capacity: Int) {
        storage.reserveCapacity(max(capacity, 16))
    }

    var count: Int { storage.count }

    @inline(__always)
    mutating func append(_ node: __owned Node) {
        storage.append(node)
    }

    /// Only ids this buffer handed out (`0..<count`) are valid.
    subscript(index: Int) -> Node {
        @inline(__always) _read { yield storage[index] }
        @inline(__always) _modify { yield &storage[index] }
    }

    /// The nodes as an array (their children are listed by `ViewTree` from the parent links).
    mutating func finish() -> [Node] {
        defer { storage = [] }
        return storage
    }
}
