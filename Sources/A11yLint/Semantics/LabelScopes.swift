/// One view that encloses a node, as the label semantics see it: an ancestor in the same body, or a place where
/// the helper property, helper function or custom view holding the node is used in this file.
struct EnclosingView: Equatable {
    /// The call or reference whose modifiers may apply to the node.
    let view: NodeID
    /// The child of `view` through which the node is reached (a closure or a modifier); nil at a use site.
    let entry: NodeID?
    /// True when `view` is the node itself under another name: the use site of a helper (`header`,
    /// `makeRow(item)`) or of a custom view (`HeroCard()`) whose body's root is the node.
    let isSameElement: Bool
}

extension ViewTree {
    /// The views enclosing `node`, nearest first: its ancestors up to the declaration, then, for a node in a
    /// helper `var`/`func` or in a custom view's `body`, the places in this file that use that helper or view, and
    /// their ancestors in turn (helpers in extensions included). Stops at presentation modifiers (`.sheet`,
    /// `.toolbar`, …), a `NavigationLink`'s destination and a `Menu`'s items, whose content is not part of the
    /// presenting view.
    /// Bounded: at most `limit` use sites.
    func enclosingViews(of node: NodeID, limit: Int = 32) -> [EnclosingView] {
        var result: [EnclosingView] = []
        let none: Never? = firstEnclosingView(of: node, limit: limit) { enclosing in
            result.append(enclosing)
            return nil
        }
        _ = none
        return result
    }

    /// Visits the views `enclosingViews(of:)` lists, in the same order, and returns the first answer `visit` gives.
    /// Use sites are searched only when the walk gets that far, so a question answered near the node stays cheap.
    func firstEnclosingView<Answer>(of node: NodeID, limit: Int = 32,
                                    _ visit: (EnclosingView) -> Answer?) -> Answer? {
        var pending: [(start: NodeID, isSameElement: Bool)] = [(node, true)]
        var visitedStarts: Set<NodeID> = [node]
        while let (start, startIsSameElement) = pending.popLast() {
            var isSameElement = startIsSameElement
            var child = start
            var current = self[start].parent
            walk: while let id = current {
                switch self[id].kind {
                case .call, .reference:
                    // A link's destination, a menu's items: the control's label, hiding or grouping stays behind.
                    if isPresentedElsewhere(child, by: id) { break walk }
                    if let answer = visit(EnclosingView(view: id, entry: child, isSameElement: false)) { return answer }
                    isSameElement = false
                case .modifier:
                    if LabelPresentation.startsNewContext(self[id].name) { break walk }
                case .property, .function, .localBinding:
                    // A helper is drawn where it is used; so is a local constant (`let deleteButton = Button(…)`,
                    // named in `.swipeActions { deleteButton }`); a constant never named as a view is no helper.
                    let isLocal = self[id].kind == .localBinding
                    let uses = isLocal ? useSites(ofLocal: id) : useSites(ofDeclaration: id)
                    if isLocal, uses.isEmpty { break }
                    for use in uses where visitedStarts.count < limit {
                        guard visitedStarts.insert(use).inserted else { continue }
                        if let answer = visit(EnclosingView(view: use, entry: nil, isSameElement: isSameElement)) {
                            return answer
                        }
                        pending.append((use, isSameElement))
                    }
                    break walk
                case .typeDecl, .file, .recovery:
                    break walk
                case .closure, .conditional, .branch, .switchStatement, .ternary, .ifConfig, .ifConfigBranch,
                     .statement:
                    break
                }
                child = id
                current = self[id].parent
            }
        }
        return nil
    }

    /// Where a local constant is named after its declaration, in the scope declaring it: references with exactly
    /// its name.
    func useSites(ofLocal binding: NodeID) -> [NodeID] {
        guard let scope = self[binding].parent else { return [] }
        let name = self[binding].name
        let declared = self[binding].range
        var uses: [NodeID] = []
        walk(from: scope) { id in
            if id == binding { return .skipChildren }
            if self[id].kind == .reference, self[id].name == name, self[id].range.lowerBound >= declared.upperBound {
                uses.append(id)
            }
            return .visitChildren
        }
        return uses
    }

    private func isStaticMember(_ declaration: NodeID) -> Bool {
        switch self[declaration].decl {
        case .function(let info)?: info.isStatic
        case .property(let info)?: info.isStatic
        default: false
        }
    }

    /// Where a helper `var`/`func` (or, for `body`, the custom view declaring it) is used in this file: references
    /// and calls with exactly its name, or else the calls it is handed to as an argument.
    func useSites(ofDeclaration declaration: NodeID) -> [NodeID] {
        let declared = self[declaration].name
        let name: String
        if declared == SwiftUIVocabulary.bodyProperty {
            guard let type = declaringType(of: declaration) else { return [] }
            name = self[type].name
        } else {
            name = declared
        }
        guard !name.isEmpty else { return [] }
        var uses = callsAndReferences(named: name).filter { $0 != declaration }
        // A static helper is also named with its type (`MockupRegistry.view(for: mockup)`).
        if isStaticMember(declaration), let type = declaringType(of: declaration) {
            uses += callsAndReferences(named: "\(self[type].name).\(name)")
        }
        guard uses.isEmpty, declared != SwiftUIVocabulary.bodyProperty else { return uses }
        // A helper handed to a call as an argument (`ThumbnailItem(badge: badgeView)`) is drawn where that call is.
        // Looked for only when no call or reference names it: such arguments are no nodes of their own.
        return nodes(.call).filter { call in
            self[call].arguments.contains { argument in
                switch argument.value {
                case .identifier(let argumentName): argumentName == name
                case .member(base: .identifier("self")?, name: let member): member == name
                default: false
                }
            }
        }
    }
}
