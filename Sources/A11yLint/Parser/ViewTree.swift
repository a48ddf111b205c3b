import SwiftLexer

/// The view tree of one file: nodes in one array, addressed by `NodeID`, with parent links.
/// Immutable once built and `Sendable`: rules read it from any thread. A class: rules, contexts and closures hand
/// the tree around, and each copy of a struct of this many fields retained and released every one of them.
public final class ViewTree: Sendable {
    public let source: LexedSource
    let nodes: [Node]
    /// Every node's children, in document order, list after list: the children of node `n` are
    /// `childLists[childListStarts[n]..<childListStarts[n + 1]]`. One array for the whole tree instead of one per
    /// parent: allocating and freeing those was a ninth of the parse (callgrind).
    let childLists: [NodeID]
    let childListStarts: [Int32]
    /// Calls and references by name, in node order: finding the uses of a helper or a custom view is a lookup, not
    /// a scan of the file (rules ask it for every node, which made large files quadratic).
    let callsAndReferencesByName: [String: [NodeID]]
    /// Properties and functions by name, in node order: resolving a reference to a member starts from the few
    /// declarations of its name instead of walking every type of the file (rules resolve nearly every call).
    let propertiesAndFunctionsByName: [String: [NodeID]]
    /// How many `.modifier` children each node has: they end its children list, so `modifiers(of:)` reads that
    /// suffix instead of filtering every child (an `if` with 4,000 `else if`s, or a call with 4,000 labelled
    /// closures, made rules that look at each view's ancestors quadratic).
    let modifierCounts: [Int32]
    /// The file's type declarations and `View` types, listed once: rules ask for them from nearly every node, and
    /// listing them per question made a file of many types quadratic (a 2 MB file of small views took 90 s).
    let types: TypeIndex
    /// Node ids of each kind (by `NodeKind.rawValue`), in node order: a rule asks for the modifiers or calls of a
    /// file instead of walking every node to find them (31 rules each walking every node was a quarter of the
    /// rules stage).
    let idsByKind: [[NodeID]]
    /// Modifier nodes by name, in node order.
    let modifiersByName: [String: [NodeID]]
    /// The file's `import` declarations, in order.
    let imports: [ImportDeclaration]

    convenience init(source: LexedSource, nodes: [Node]) {
        self.init(source: source, nodes: nodes, imports: ImportDeclaration.all(in: source))
    }

    init(source: LexedSource, nodes: [Node], imports: [ImportDeclaration]) {
        self.source = source
        self.nodes = nodes
        // Indexed, not `for node in nodes`: a `Node` copy retains every field of the node.
        var useCount = 0, declarationCount = 0, modifierCount = 0
        var modifierCounts = [Int32](repeating: 0, count: nodes.count)
        var kindCounts = [Int](repeating: 0, count: NodeKind.allCases.count)
        // Counting sort of the nodes by parent; a parent's children stay in node order, which is document order.
        var starts = [Int32](repeating: 0, count: nodes.count + 1)
        // Counted through buffer pointers: each `array[i] += 1` of these arrays checked that the array is
        // uniquely referenced, hundreds of thousands of calls per run (callgrind).
        starts.withUnsafeMutableBufferPointer { starts in
            modifierCounts.withUnsafeMutableBufferPointer { modifierCounts in
                kindCounts.withUnsafeMutableBufferPointer { kindCounts in
                    for index in nodes.indices {
                        if let parent = nodes[index].parent { starts[Int(parent.index) + 1] += 1 }
                        kindCounts[Int(nodes[index].kind.rawValue)] += 1
                        switch nodes[index].kind {
                        case .call, .reference: useCount += 1
                        case .property, .function: declarationCount += 1
                        case .modifier:
                            modifierCount += 1
                            if let parent = nodes[index].parent { modifierCounts[Int(parent.index)] += 1 }
                        default: continue
                        }
                    }
                }
            }
            for index in nodes.indices { starts[index + 1] += starts[index] }
        }
        self.childLists = [NodeID](unsafeUninitializedCapacity: Int(starts[nodes.count])) { childLists, count in
            var next = starts
            next.withUnsafeMutableBufferPointer { next in
                for index in nodes.indices {
                    guard let parent = nodes[index].parent else { continue }
                    childLists[Int(next[Int(parent.index)])] = NodeID(index)
                    next[Int(parent.index)] += 1
                }
            }
            count = childLists.count
        }
        self.childListStarts = starts
        // Room for every name at once: growing a table rehashes every name already in it.
        var uses: [String: [NodeID]] = [:]
        var declarations: [String: [NodeID]] = [:]
        var modifiers: [String: [NodeID]] = [:]
        // Each list and table at its final size: grown node by node, they were reallocated (and the tables
        // rehashed) several times per file.
        // A kind the file does not have keeps the empty list, which allocates nothing.
        var idsByKind = kindCounts.map { count in
            var ids: [NodeID] = []
            if count > 0 { ids.reserveCapacity(count) }
            return ids
        }
        uses.reserveCapacity(useCount)
        declarations.reserveCapacity(declarationCount)
        modifiers.reserveCapacity(modifierCount)
        for index in nodes.indices {
            let kind = nodes[index].kind
            idsByKind[Int(kind.rawValue)].append(NodeID(index))
            switch kind {
            case .call, .reference: uses[nodes[index].name, default: []].append(NodeID(index))
            case .property, .function: declarations[nodes[index].name, default: []].append(NodeID(index))
            case .modifier: modifiers[nodes[index].name, default: []].append(NodeID(index))
            default: continue
            }
        }
        self.callsAndReferencesByName = uses
        self.propertiesAndFunctionsByName = declarations
        self.modifiersByName = modifiers
        self.idsByKind = idsByKind
        self.modifierCounts = modifierCounts
        self.types = TypeIndex(nodes: nodes, typeDeclarations: idsByKind[Int(NodeKind.typeDecl.rawValue)])
        self.imports = imports
    }

    var root: NodeID { NodeID(0) }

    /// How many nodes the parser made of the file (benchmarks count work with it).
    public var nodeCount: Int { nodes.count }

    /// Read in place: `tree[id].kind` must not copy (and retain) the whole node, rules ask it for every node.
    subscript(id: NodeID) -> Node {
        _read { yield nodes[Int(id.index)] }
    }

    /// All node ids in document order of creation (parents before children).
    var allIDs: NodeIDs { NodeIDs(count: nodes.count) }

    /// The children of `id` in order: closures and contents, then its modifier chain (see `NodeKind`).
    func children(of id: NodeID) -> NodeChildren {
        let index = Int(id.index)
        let start = Int(childListStarts[index])
        return NodeChildren(lists: childLists, range: start..<Int(childListStarts[index + 1]))
    }

    func parent(of id: NodeID) -> NodeID? { self[id].parent }

    /// Parent, grandparent, …, up to the root (nearest first).
    func ancestors(of id: NodeID) -> [NodeID] {
        // Counted first, then stored in one allocation: appended one by one, the list was reallocated several
        // times for every deeply nested view.
        var depth = 0
        var current = self[id].parent
        while let node = current {
            depth += 1
            current = self[node].parent
        }
        return [NodeID](unsafeUninitializedCapacity: depth) { buffer, count in
            var current = self[id].parent
            while let node = current {
                buffer[count] = node
                count += 1
                current = self[node].parent
            }
        }
    }

    /// Children that are `.modifier` nodes, in chain order.
    func modifiers(of id: NodeID) -> [NodeID] {
        let count = Int(modifierCounts[Int(id.index)])
        guard count > 0 else { return [] }
        // The last `count` children, sliced from the tree's one array of child lists: copied as a block, where a
        // suffix of `NodeChildren` was copied element by element through the generic collection path.
        let end = Int(childListStarts[Int(id.index) + 1])
        let suffix = childLists[(end - count)..<end]
        // The parser adds a view's modifiers after everything else it owns; should that ever change, filter.
        if suffix.allSatisfy({ self[$0].kind == .modifier }) { return Array(suffix) }
        return children(of: id).filter { self[$0].kind == .modifier }
    }

    /// Children that are `.closure` nodes (argument and trailing closures), in order.
    func closures(of id: NodeID) -> [NodeID] {
        children(of: id).filter { self[$0].kind == .closure }
    }

    /// 1-based position of a byte offset.
    func position(of offset: Int) -> SourcePosition { source.lineTable.position(of: offset) }

    /// The source text of a byte range (for messages and raw expressions).
    func text(in range: Range<Int>) -> String { source.text(in: range) }
}

/// The children of one node: a window on the tree's one array of child lists, indexed from 0.
struct NodeChildren: RandomAccessCollection, Sendable {
    let lists: [NodeID]
    let range: Range<Int>
    var startIndex: Int { 0 }
    var endIndex: Int { range.count }
    subscript(position: Int) -> NodeID { lists[range.lowerBound + position] }
}

/// The ids `0..<count` of a tree's nodes, without building an array of them (every rule walks them all).
struct NodeIDs: RandomAccessCollection, Sendable {
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> NodeID { NodeID(position) }
}

/// Type declarations of one tree, by position and by name.
struct TypeIndex: Sendable {
    /// `typeDeclarations()`: types and extensions reached from the file through `#if` clauses and other types
    /// only (not those declared inside functions or bodies), in document order.
    let declarations: [NodeID]
    let declarationsByName: [String: [NodeID]]
    /// The extensions among `declarationsByName`, by name: a file of many `struct Row`s finds a type's extensions
    /// without reading every declaration of its name.
    let extensionsByName: [String: [NodeID]]
    /// `viewTypes()`: one declaration per `View` type, the primary declaration when this file has one.
    let viewTypes: [NodeID]
    let viewTypeByName: [String: NodeID]

    /// `typeDeclarations`: the `.typeDecl` nodes, in node order.
    init(nodes: [Node], typeDeclarations: [NodeID]) {
        // A type is reached when every node above it is the file, an `#if` block or clause, or a type reached
        // itself. Node ids put parents first, so a type's nearest enclosing type is decided before it: the walk up
        // stops there, and only type declarations are visited, not every node of the file.
        var declarations: [NodeID] = []
        // `declarations` is in node order: whether a type was reached is a binary search in it.
        func isReached(_ type: NodeID) -> Bool {
            var low = 0, high = declarations.count
            while low < high {
                let middle = (low + high) / 2
                if declarations[middle] < type { low = middle + 1 } else { high = middle }
            }
            return low < declarations.count && declarations[low] == type
        }
        for id in typeDeclarations {
            var reached = true
            var current = nodes[Int(id.index)].parent
            while let ancestor = current {
                let kind = nodes[Int(ancestor.index)].kind
                if kind == .typeDecl {
                    reached = isReached(ancestor)
                    break
                }
                guard kind == .file || kind == .ifConfig || kind == .ifConfigBranch else {
                    reached = false
                    break
                }
                current = nodes[Int(ancestor.index)].parent
            }
            if reached { declarations.append(id) }
        }
        var byName: [String: [NodeID]] = [:]
        byName.reserveCapacity(declarations.count)
        var viewNames = Set<String>()
        // Fields read in place: `let node = nodes[…]` copied (and retained) the whole node.
        for id in declarations {
            let index = Int(id.index)
            byName[nodes[index].name, default: []].append(id)
            if case .type(let info)? = nodes[index].decl,
               info.conformances.contains(where: { $0 == "View" || $0 == "SwiftUI.View" }) {
                viewNames.insert(nodes[index].name)
            }
        }
        func isExtension(_ id: NodeID) -> Bool {
            if case .type(let info)? = nodes[Int(id.index)].decl { return info.keyword == "extension" }
            return false
        }
        var extensionsByName: [String: [NodeID]] = [:]
        for id in declarations where isExtension(id) {
            extensionsByName[nodes[Int(id.index)].name, default: []].append(id)
        }
        var viewTypes: [NodeID] = []
        var viewTypeByName: [String: NodeID] = [:]
        // Primary declarations first, then extensions of types not declared in this file.
        for wantsExtension in [false, true] {
            for id in declarations where isExtension(id) == wantsExtension && viewNames.contains(nodes[Int(id.index)].name) {
                let name = nodes[Int(id.index)].name
                if viewTypeByName[name] == nil {
                    viewTypeByName[name] = id
                    viewTypes.append(id)
                }
            }
        }
        self.declarations = declarations
        self.declarationsByName = byName
        self.extensionsByName = extensionsByName
        self.viewTypes = viewTypes.sorted()
        self.viewTypeByName = viewTypeByName
    }
}
