extension ViewTree {
    /// What is wrong with the tree's structure, or nil: every range lies inside the source, parent and child
    /// links agree, and every parent chain ends at the root. The fuzzer checks it on every input.
    public func structuralViolation() -> String? {
        let count = source.bytes.count
        for id in allIDs {
            let node = self[id]
            guard node.range.lowerBound >= 0, node.range.upperBound <= count else {
                return "node \(id) range \(node.range) outside 0..<\(count)"
            }
            for child in children(of: id) {
                guard Int(child.index) < nodes.count, self[child].parent == id else {
                    return "child \(child) of \(id) does not point back"
                }
            }
            var steps = 0
            var current = node.parent
            while let parent = current {
                steps += 1
                guard steps <= nodes.count, Int(parent.index) < nodes.count else {
                    return "parent chain of \(id) does not end"
                }
                current = self[parent].parent
            }
        }
        return nil
    }
}
