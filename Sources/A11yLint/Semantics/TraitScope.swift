/// Where a view lives and what reaches it, for the trait and grouping rules: the declaration that draws it, where
/// that declaration is used in the same file, every modifier that applies to it (its own, its containers', and
/// those at its usage sites), and the views a container draws (through same-file helper members and components).
///
/// All walks use explicit stacks, visited sets and a depth cap: input cannot make them recurse or loop.
extension ViewTree {
    /// How many usage sites deep `applicableModifiers(of:)` and `drawnViews(of:)` follow a declaration.
    static let traitResolutionDepth = 6

    /// The nearest `.property` or `.function` that contains `id` (the view's declaration), or nil at top level.
    func enclosingDeclaration(of id: NodeID) -> NodeID? {
        ancestors(of: id).first { self[$0].kind == .property || self[$0].kind == .function }
    }

    /// The nearest `.typeDecl` that contains `id`.
    func enclosingType(of id: NodeID) -> NodeID? {
        ancestors(of: id).first { self[$0].kind == .typeDecl }
    }

    /// The simple name of a type declaration (`Bar` for `extension Foo.Bar`).
    func simpleTypeName(_ type: NodeID) -> Substring {
        let name = self[type].name
        return name.split(separator: ".").last ?? Substring(name)
    }

    /// Whether a declared type says it is a SwiftUI `View` (directly or as `SwiftUI.View`).
    func declaresView(_ type: NodeID) -> Bool {
        guard case .type(let info)? = self[type].decl else { return false }
        return info.conformances.contains { $0 == "View" || $0 == "SwiftUI.View" }
    }

    /// Every declaration (struct, class, extensions) of the type named `name` in this file.
    func typeDeclarations(named name: Substring) -> [NodeID] {
        allIDs.filter { self[$0].kind == .typeDecl && simpleTypeName($0) == name }
    }

    /// Properties and functions of the type named `name`, across its declaration and extensions in this file,
    /// looking through `#if` clauses.
    func members(ofTypeNamed name: Substring) -> [NodeID] {
        var result: [NodeID] = []
        var work = typeDeclarations(named: name).flatMap { children(of: $0) }
        while let id = work.popLast() {
            switch self[id].kind {
            case .property, .function: result.append(id)
            case .ifConfig, .ifConfigBranch: work.append(contentsOf: children(of: id))
            default: continue
            }
        }
        return result
    }

    /// The member named `name` of the type named `typeName` that draws views (a computed property or a function).
    func viewMember(named name: String, ofTypeNamed typeName: Substring) -> NodeID? {
        members(ofTypeNamed: typeName).first { self[$0].name == name && !self[$0].children.isEmpty }
    }

    /// The `body` of a `View` type declared in this file, if `name` names one.
    func bodyOfComponent(named name: String) -> NodeID? {
        let simple = Substring(name)
        guard typeDeclarations(named: simple).contains(where: declaresView) else { return nil }
        return viewMember(named: "body", ofTypeNamed: simple)
    }

    /// Where a declaration's views appear: for `body`, the calls and references of its type in this file
    /// (`FeatureCard(…)`); for a helper member, the calls or references of it inside its type (`header`,
    /// `makeRow(item)`); for a top-level function, its calls anywhere in the file.
    func usageSites(of declaration: NodeID) -> [NodeID] {
        let name = self[declaration].name
        let owner = enclosingType(of: declaration)
        if name == "body", self[declaration].kind == .property, let owner {
            let typeName = simpleTypeName(owner)
            return allIDs.filter { isViewUse($0) && lastPathComponent(self[$0].name) == typeName }
        }
        guard let owner else {
            return allIDs.filter { isViewUse($0) && self[$0].name == name }
        }
        let typeName = simpleTypeName(owner)
        return allIDs.filter { id in
            guard isViewUse(id), self[id].name == name, let site = enclosingType(of: id) else { return false }
            return simpleTypeName(site) == typeName
        }
    }

    /// Every modifier that applies to the view `id`: its own chain, the chains of the containers around it up to its
    /// declaration, then the same at each usage site of that declaration in this file (a parent that groups or
    /// labels the component). Unordered; duplicates removed.
    func applicableModifiers(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        var seenModifiers = Set<NodeID>()
        var visited = Set<NodeID>()
        var work: [(node: NodeID, depth: Int)] = [(id, 0)]
        while let (start, depth) = work.popLast() {
            guard visited.insert(start).inserted else { continue }
            var current: NodeID? = start
            while let node = current {
                let kind = self[node].kind
                if kind == .call || kind == .reference {
                    for modifier in modifiers(of: node) where seenModifiers.insert(modifier).inserted {
                        result.append(modifier)
                    }
                }
                if kind == .property || kind == .function {
                    if depth < Self.traitResolutionDepth {
                        work.append(contentsOf: usageSites(of: node).map { ($0, depth + 1) })
                    }
                    break
                }
                if kind == .typeDecl || kind == .file { break }
                current = parent(of: node)
            }
        }
        return result
    }

    /// The views `root` draws, `root` included: calls and references reached through content closures, branches,
    /// `ForEach`, the `overlay`/`background`/`safeAreaInset` modifiers, and — resolved in this file — helper
    /// members of the same type and components' bodies. Presentations (`sheet`, `toolbar`, `contextMenu`, …) are
    /// drawn elsewhere and not included. `descendInto` decides whether to look inside a view (e.g. not inside a
    /// control once found).
    func drawnViews(of root: NodeID, descendInto: (NodeID) -> Bool = { _ in true }) -> [NodeID] {
        var result: [NodeID] = []
        var visitedDeclarations = Set<NodeID>()
        var work: [(node: NodeID, depth: Int)] = [(root, 0)]
        let owner = enclosingType(of: root).map(simpleTypeName)
        while let (node, depth) = work.popLast() {
            let item = self[node]
            switch item.kind {
            case .call, .reference:
                result.append(node)
                guard descendInto(node) else { continue }
                for child in item.children {
                    switch self[child].kind {
                    case .closure: work.append((child, depth))
                    case .modifier where Self.inlineContentModifiers.contains(self[child].name):
                        work.append(contentsOf: closures(of: child).map { ($0, depth) })
                    default: continue
                    }
                }
                guard depth < Self.traitResolutionDepth,
                      let declaration = resolveDrawnDeclaration(item, owner: owner),
                      visitedDeclarations.insert(declaration).inserted else { continue }
                work.append(contentsOf: children(of: declaration).map { ($0, depth + 1) })
            case .closure, .conditional, .branch, .switchStatement, .ternary, .ifConfig, .ifConfigBranch,
                 .localBinding, .property, .function:
                work.append(contentsOf: item.children.map { ($0, depth) })
            case .file, .typeDecl, .modifier, .statement, .recovery:
                continue
            }
        }
        return result
    }

    /// Modifiers whose closures draw content in place (unlike `sheet`, `toolbar` or `contextMenu`).
    static let inlineContentModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

    private func resolveDrawnDeclaration(_ item: Node, owner: Substring?) -> NodeID? {
        if let owner, let member = viewMember(named: item.name, ofTypeNamed: owner) { return member }
        return bodyOfComponent(named: item.name)
    }

    private func isViewUse(_ id: NodeID) -> Bool {
        self[id].kind == .call || self[id].kind == .reference
    }

    private func lastPathComponent(_ name: String) -> Substring {
        name.split(separator: ".").last ?? Substring(name)
    }
}

extension ViewTree {
    /// A view as the user wrote it, short enough for a message: `Text("Delete")`, `Image(systemName: "trash")`,
    /// `HStack`, `FeatureCard(…)`.
    func quotedView(_ id: NodeID) -> String {
        let node = self[id]
        guard let first = node.arguments.first else { return node.name }
        let firstText = text(in: first.range).trimmedForTrait
        guard firstText.count <= 40, !firstText.contains("\n") else { return "\(node.name)(…)" }
        return node.arguments.count == 1 ? "\(node.name)(\(firstText))" : "\(node.name)(\(firstText), …)"
    }
}
