/// The nodes of a tree under construction, in raw storage: appending builds each `Node` in place (an `Array`
/// append copied and destroyed a temporary), and updating a field of a node needs no uniqueness check.
/// `finish()` moves the nodes into the tree's array; a buffer must be finished exactly once.
struct NodeBuffer {
    private var base: UnsafeMutablePointer<Node>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ node: __owned Node) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// Only ids this buffer handed out (`0..<count`) are valid.
    subscript(index: Int) -> Node {
        @inline(__always) unsafeAddress { UnsafePointer(base + index) }
        @inline(__always) nonmutating unsafeMutableAddress { base + index }
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Node>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The nodes as an array (their children are listed by `ViewTree` from the parent links).
    mutating func finish() -> [Node] {
        let count = self.count
        let nodes = [Node](unsafeUninitializedCapacity: count) { storage, initialized in
            if let destination = storage.baseAddress { destination.moveInitialize(from: base, count: count) }
            initialized = count
        }
        // The storage is freed for good: a finished buffer is never used again (allocating a fresh one here
        // leaked it, once per parsed file, as AddressSanitizer's leak check showed).
        base.deallocate()
        capacity = 0
        self.count = 0
        return nodes
    }
}
