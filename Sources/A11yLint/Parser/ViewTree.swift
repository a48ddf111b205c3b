import SwiftLexer

/// The view tree of one file: nodes in one array, addressed by `NodeID`, with parent links.
/// Immutable once built and `Sendable`: rules read it from any thread.
public struct ViewTree: Sendable {
    public let source: LexedSource
    public let nodes: [Node]
    /// Calls and references by name, in node order: finding the uses of a helper or a custom view is a lookup, not
    /// a scan of the file (rules ask it for every node, which made large files quadratic).
    let callsAndReferencesByName: [String: [NodeID]]
    /// Properties and functions by name, in node order: resolving a reference to a member starts from the few
    /// declarations of its name instead of walking every type of the file (rules resolve nearly every call).
    let propertiesAndFunctionsByName: [String: [NodeID]]

    public init(source: LexedSource, nodes: [Node]) {
        self.source = source
        self.nodes = nodes
        var uses: [String: [NodeID]] = [:]
        var declarations: [String: [NodeID]] = [:]
        // Indexed, not `for node in nodes`: a `Node` copy retains every field of the node.
        for index in nodes.indices {
            switch nodes[index].kind {
            case .call, .reference: uses[nodes[index].name, default: []].append(NodeID(index))
            case .property, .function: declarations[nodes[index].name, default: []].append(NodeID(index))
            default: continue
            }
        }
        self.callsAndReferencesByName = uses
        self.propertiesAndFunctionsByName = declarations
    }

    public var root: NodeID { NodeID(0) }

    /// Read in place: `tree[id].kind` must not copy (and retain) the whole node, rules ask it for every node.
    public subscript(id: NodeID) -> Node {
        _read { yield nodes[Int(id.index)] }
    }

    /// All node ids in document order of creation (parents before children).
    public var allIDs: NodeIDs { NodeIDs(count: nodes.count) }

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

/// The ids `0..<count` of a tree's nodes, without building an array of them (every rule walks them all).
public struct NodeIDs: RandomAccessCollection, Sendable {
    public let count: Int
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> NodeID { NodeID(position) }
}
