/// What reaches a view and what a view draws, for the trait and grouping rules. Built on the parser's navigation
/// (`declaringType(of:)`, `resolveReference(_:)`) and the label semantics' `enclosingViews(of:)`/`useSites`, so
/// "a parent in the same file groups or labels the component" means the same thing in every rule.
///
/// All walks use explicit stacks, visited sets and a depth cap: input cannot make them recurse or loop.
extension ViewTree {
    /// How many helper members or components deep `drawnViews(of:)` follows.
    static let traitResolutionDepth = 6

    /// Every modifier that applies to the view `id`: its own chain, then the chains of the views enclosing it —
    /// containers up to its declaration and, for a helper or a custom view's `body`, the places in this file that
    /// use it (a parent that groups or labels the component). Unordered.
    func applicableModifiers(of id: NodeID) -> [NodeID] {
        modifiers(of: id) + enclosingViews(of: id).flatMap { modifiers(of: $0.view) }
    }

    /// Where the type declaring `member` (a helper property or function) uses it: the calls and references of its
    /// name in that type's code.
    func usesInOwnType(of member: NodeID) -> [NodeID] {
        let type = declaringType(of: member)
        return callsAndReferences(named: self[member].name).filter { declaringType(of: $0) == type }
    }

    /// The name of the type declaring `id` (the extended type for an extension), if any.
    func declaringTypeName(ofNode id: NodeID) -> String? {
        declaringType(of: id).map { self[$0].name }
    }

    /// Properties and functions of the type named `name`, across its declaration and extensions in this file.
    /// The declaration `type` and the extensions of its name in this file: what one type's code is, when a file
    /// declares many types of one name (each preview's `struct Row`). From an extension, every declaration of the
    /// name: which one it extends is not known here.
    func declarationAndExtensions(of type: NodeID) -> [NodeID] {
        let name = self[type].name
        if case .type(let info)? = self[type].decl, info.keyword == "extension" { return typeDeclarations(named: name) }
        return [type] + (types.extensionsByName[name] ?? [])
    }

    func members(ofTypeNamed name: String) -> [NodeID] {
        typeDeclarations(named: name).flatMap { members(of: $0) }
            .filter { self[$0].kind != .typeDecl }
    }

    /// The `body` of a `View` type declared in this file, if `name` names one.
    func bodyOfComponent(named name: String) -> NodeID? {
        guard let type = types.viewTypeByName[name] else { return nil }
        return members(ofTypeNamed: self[type].name).first {
            self[$0].kind == .property && self[$0].name == SwiftUIVocabulary.bodyProperty
        }
    }

    /// The views `root` draws, `root` included, in source order: calls and references reached through content closures, branches,
    /// `ForEach`, the `overlay`/`background`/`safeAreaInset` modifiers, and — resolved in this file — helper
    /// members of the same type and components' bodies. Presentations (`sheet`, `toolbar`, `contextMenu`, …) are
    /// drawn elsewhere and not included. `descendInto` decides whether to look inside a view (e.g. not inside a
    /// control once found).
    func drawnViews(of root: NodeID, descendInto: (NodeID) -> Bool = { _ in true }) -> [NodeID] {
        drawnViews(of: root, tracksBranches: false, descendInto: descendInto).map(\.view)
    }

    /// The branch a drawn view sits in: which child of an `if`, `switch`, ternary or `#if` holds it.
    struct BranchChoice: Equatable {
        let choice: NodeID
        let branch: Int
    }

    /// Like `drawnViews(of:descendInto:)`, each view with the branches taken to reach it, so that views in different
    /// branches of one `if` or `switch` (`if compact { A } else { B }`, also through helpers) are known never to be
    /// drawn together.
    func drawnViewsWithBranches(of root: NodeID,
                                descendInto: (NodeID) -> Bool = { _ in true }) -> [(view: NodeID, branches: [BranchChoice])] {
        drawnViews(of: root, tracksBranches: true, descendInto: descendInto)
    }

    /// Whether two views reached by `drawnViewsWithBranches` can be on screen at the same time: they did not take
    /// different branches of the same choice.
    static func mayBeDrawnTogether(_ first: [BranchChoice], _ second: [BranchChoice]) -> Bool {
        !first.contains { one in second.contains { $0.choice == one.choice && $0.branch != one.branch } }
    }

    private func drawnViews(of root: NodeID, tracksBranches: Bool,
                            descendInto: (NodeID) -> Bool) -> [(view: NodeID, branches: [BranchChoice])] {
        var result: [(view: NodeID, branches: [BranchChoice])] = []
        var visitedDeclarations = Set<NodeID>()
        var work: [(node: NodeID, depth: Int, branches: [BranchChoice])] = [(root, 0, [])]
        while let (node, depth, branches) = work.popLast() {
            // Fields read in place: a copy of the node retained every field of it.
            switch self[node].kind {
            case .call, .reference:
                result.append((node, branches))
                guard descendInto(node) else { continue }
                for child in children(of: node) {
                    switch self[child].kind {
                    case .closure: work.append((child, depth, branches))
                    case .modifier where Self.inlineContentModifiers.contains(self[child].name):
                        work.append(contentsOf: closures(of: child).map { ($0, depth, branches) })
                    default: continue
                    }
                }
                guard depth < Self.traitResolutionDepth,
                      let declaration = resolveReference(node) ?? bodyOfComponent(named: self[node].name),
                      visitedDeclarations.insert(declaration).inserted else { continue }
                work.append(contentsOf: children(of: declaration).map { ($0, depth + 1, branches) })
            case .conditional, .switchStatement, .ternary, .ifConfig:
                for (index, child) in children(of: node).enumerated() {
                    let taken = tracksBranches ? branches + [BranchChoice(choice: node, branch: index)] : branches
                    work.append((child, depth, taken))
                }
            case .closure, .branch, .ifConfigBranch, .localBinding, .property, .function:
                work.append(contentsOf: children(of: node).map { ($0, depth, branches) })
            case .file, .typeDecl, .modifier, .statement, .recovery:
                continue
            }
        }
        return result.sorted { self[$0.view].range.lowerBound < self[$1.view].range.lowerBound }
    }

    /// Modifiers whose closures draw content in place (unlike `sheet`, `toolbar` or `contextMenu`).
    static let inlineContentModifiers: Set<String> = ["overlay", "background", "safeAreaInset"]

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
