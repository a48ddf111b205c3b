import SwiftLexer

/// The view tree of one file: nodes in one array, addressed by `NodeID`, with parent links.
/// Immutable once built and `Sendable`: rules read it from any thread.
public struct ViewTree: Sendable {
    public let source: LexedSource
    public let nodes: [Node]
    /// Calls and references by name, in node order: finding the uses of a helper or a custom view is a lookup, not
    /// a scan of the file (rules ask it for every node, which made large files quadratic).
    let callsAndReferencesByName: [String: [NodeID]]

    public init(source: LexedSource, nodes: [Node]) {
        self.source = source
        self.nodes = nodes
        // Indexed, not `for node in nodes`: a `Node` copy retains every field of the node.
        var namedCount = 0
        for index in nodes.indices where nodes[index].kind == .call || nodes[index].kind == .reference { namedCount += 1 }
        // Room for every name at once: growing the table rehashes every name already in it.
        var byName: [String: [NodeID]] = [:]
        byName.reserveCapacity(namedCount)
        for index in nodes.indices where nodes[index].kind == .call || nodes[index].kind == .reference {
            byName[nodes[index].name, default: []].append(NodeID(index))
        }
        self.callsAndReferencesByName = byName
    }

    public var root: NodeID { NodeID(0) }

    public subscript(id: NodeID) -> Node { nodes[Int(id.index)] }

    /// All node ids in document order of creation (parents before children).
    public var allIDs: [NodeID] { (0..<nodes.count).map(NodeID.init) }

    public func children(of id: NodeID) -> [NodeID] { self[id].children }

    public func parent(of id: NodeID) -> NodeID? { self[id].parent }

    /// Parent, grandparent, …, up to the root (nearest first).
    public func ancestors(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var current = self[id].parent
        while let node = current {
            result.append(node)
            current = self[node].parent
        }
        return result
    }

    /// Children that are `.modifier` nodes, in chain order.
    public func modifiers(of id: NodeID) -> [NodeID] {
        self[id].children.filter { self[$0].kind == .modifier }
    }

    /// Children that are `.closure` nodes (argument and trailing closures), in order.
    public func closures(of id: NodeID) -> [NodeID] {
        self[id].children.filter { self[$0].kind == .closure }
    }

    /// 1-based position of a byte offset.
    public func position(of offset: Int) -> SourcePosition { source.lineTable.position(of: offset) }

    /// The source text of a byte range (for messages and raw expressions).
    public func text(in range: Range<Int>) -> String { source.text(in: range) }
}
