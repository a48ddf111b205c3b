import SwiftLexer

/// What `walk` does after visiting a node.
enum WalkDecision: Sendable {
    case visitChildren
    case skipChildren
    case stop
}

/// Questions rules ask of a view tree. Every helper walks parent links or a bounded part of the tree; none
/// recurses, so deep trees cost time, never stack.
extension ViewTree {
    // MARK: Walking

    /// Depth-first, pre-order walk from `start` (the root by default), children in order, with an explicit stack.
    func walk(from start: NodeID? = nil, _ visit: (NodeID) -> WalkDecision) {
        var stack: [NodeID] = [start ?? root]
        while let id = stack.popLast() {
            switch visit(id) {
            case .stop: return
            case .skipChildren: continue
            case .visitChildren:
                // One append per child: `append(contentsOf: children.reversed())` took the generic path.
                let children = children(of: id)
                for position in children.indices.reversed() { stack.append(children[position]) }
            }
        }
    }

    /// Every node below `id` (not `id` itself), depth-first pre-order.
    func descendants(of id: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        walk(from: id) { node in
            if node != id { result.append(node) }
            return .visitChildren
        }
        return result
    }

    /// Nearest ancestor (not `id` itself) satisfying `predicate`.
    func nearestAncestor(of id: NodeID, where predicate: (Node) -> Bool) -> NodeID? {
        var current = self[id].parent
        while let node = current {
            if predicate(self[node]) { return node }
            current = self[node].parent
        }
        return nil
    }

    // MARK: Modifiers

    /// Modifiers of `id`'s own chain named `name` (without the dot), in chain order.
    func modifiers(named name: String, of id: NodeID) -> [NodeID] {
        modifiers(of: id).filter { self[$0].name == name }
    }

    /// The modifiers that apply to `id`: its own chain (in chain order), then those of each enclosing view
    /// container up to the declaring property/function, nearest container first. Leaving a modifier's content
    /// (`.overlay { X }`, `.background(X)`) continues with the modifiers written *after* that modifier on the
    /// view it modifies, since the earlier ones do not wrap the overlay. Statements (actions) stop the climb.
    ///
    /// `withinPresentation`: also stop where content is presented somewhere else — a `.sheet`, `.toolbar` or other
    /// presentation modifier (`LabelPresentation`), a `NavigationLink`'s destination, a `Menu`'s items. The
    /// presenting view's accessibility label, hiding or grouping does not reach that content (its environment,
    /// such as a font, may).
    func effectiveModifiers(of id: NodeID, withinPresentation: Bool = false) -> [NodeID] {
        var result = modifiers(of: id)
        var child = id
        var current = self[id].parent
        while let node = current {
            switch self[node].kind {
            case .file, .typeDecl, .property, .function, .statement, .localBinding:
                return result
            case .modifier:
                if withinPresentation, LabelPresentation.startsNewContext(self[node].name) { return result }
                // `child` is content of this modifier: only the modifiers after it wrap that content.
                if let target = self[node].parent {
                    let chain = modifiers(of: target)
                    if let position = chain.firstIndex(of: node) { result.append(contentsOf: chain[(position + 1)...]) }
                    child = target
                    current = self[target].parent
                    continue
                }
            case .call, .reference, .conditional, .ternary:
                if withinPresentation, isPresentedElsewhere(child, by: node) { return result }
                if self[child].kind != .modifier { result.append(contentsOf: modifiers(of: node)) }
            case .closure, .branch, .switchStatement, .ifConfig, .ifConfigBranch, .recovery:
                break
            }
            child = node
            current = self[node].parent
        }
        return result
    }

    /// `effectiveModifiers(of:)` filtered by name (nearest first).
    func effectiveModifiers(named name: String, of id: NodeID) -> [NodeID] {
        effectiveModifiers(of: id).filter { self[$0].name == name }
    }

    // MARK: Arguments

    /// The first argument of `id` (a call, modifier) with `label` (nil: the first unlabelled argument).
    func argument(_ label: String?, of id: NodeID) -> Argument? {
        self[id].arguments.first { $0.label == label }
    }

    /// The text of a string literal argument, or of `LocalizedStringKey("…")`, `String(localized: "…")`,
    /// `NSLocalizedString("…", …)` and `Text("…")` wrappers around one. nil for anything else.
    /// Interpolations stay as their source (`\(name)`); check `StringLiteral.isInterpolated` via `stringLiteral(of:)`.
    func stringValue(of expr: Expr) -> String? {
        stringLiteral(of: expr)?.text
    }

    /// The string literal an expression is or wraps (see `stringValue(of:)`).
    func stringLiteral(of expr: Expr) -> StringLiteral? {
        switch expr {
        case .string(let literal):
            return literal
        case .call(let callee, let arguments, _):
            guard case .identifier(let name) = callee, let first = arguments.first,
                  ViewTree.stringWrappers.contains(name) else { return nil }
            if case .string(let literal) = first.value, first.label == nil || first.label == "localized" {
                return literal
            }
            return nil
        case .number, .bool, .identifier, .member, .closure, .other:
            return nil
        }
    }

    static let stringWrappers: Set<String> = ["LocalizedStringKey", "String", "NSLocalizedString", "Text",
                                              "LocalizedStringResource"]

    // MARK: Controls and labels

    /// Controls whose label or content makes up what assistive technologies read for them.
    static let controlNames: Set<String> = [
        "Button", "NavigationLink", "Link", "Menu", "Toggle", "Picker", "Stepper", "Slider", "DatePicker",
        "ColorPicker", "ShareLink", "MultiDatePicker", "LabeledContent", "EditButton", "PasteButton",
        "RenameButton", "TextField", "SecureField", "Gauge", "ProgressView", "PhotosPicker",
    ]

    /// The nearest control call (`Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, `Picker`, …) whose label or
    /// content contains `id`: `id` lies in one of its closures that is not an action or destination
    /// (`Button("Save") { save() }` has no label closure; `Button { save() } label: { Image(…) }` does), or in a
    /// view argument (`NavigationLink(destination:)` excluded). nil when none.
    func enclosingControl(of id: NodeID) -> NodeID? {
        var child = id
        var current = self[id].parent
        while let node = current {
            let item = self[node]
            switch item.kind {
            case .file, .typeDecl, .property, .function:
                return nil
            case .call:
                if ViewTree.controlNames.contains(item.name), isLabelPart(child, of: node) { return node }
            case .reference, .modifier, .closure, .conditional, .branch, .switchStatement, .ternary, .ifConfig,
                 .ifConfigBranch, .localBinding, .statement, .recovery:
                break
            }
            child = node
            current = item.parent
        }
        return nil
    }

    /// Closure and argument labels that hold what a control does or shows elsewhere, not what it reads as.
    static let nonLabelParts: Set<String> = [
        "action", "destination", "onEditingChanged", "onIncrement", "onDecrement", "primaryAction", "onCommit",
        "onSubmit", "value",
    ]

    /// `NavigationLink(destination: Detail())`, `NavigationLink("Title") { Detail() }`,
    /// `NavigationLink { Detail() } label: { … }`: the destination nodes (a view argument or a closure).
    func linkDestinations(of link: NodeID) -> [NodeID] {
        children(of: link).filter { child in
            let item = self[child]
            guard item.kind != .modifier else { return false }
            if item.label == "destination" { return true }
            return item.kind == .closure && !isLabelPart(child, of: link)
        }
    }

    /// Whether `child` (a direct child of the control call `control`) is part of its label or content rather than
    /// its action or destination. View arguments (`NavigationLink(destination: Detail())`) carry their argument
    /// label in `Node.label`, closures their trailing-closure label.
    func isLabelPart(_ child: NodeID, of control: NodeID) -> Bool {
        let item = self[child]
        if item.kind == .modifier { return false }
        if let label = item.label { return !ViewTree.nonLabelParts.contains(label) }
        guard item.kind == .closure else { return true }
        let owner = self[control]
        let labels = Set(owner.arguments.compactMap(\.label))
        switch owner.name {
        case "Button":
            // `Button(action: f) { label }` versus `Button("Title") { action }` and `Button { action } label: { }`.
            return labels.contains("action")
        case "NavigationLink":
            // `NavigationLink(value: v) { label }` (and a library's `NavigationLink(state: s) { label }`) versus
            // `NavigationLink("Title") { destination }` and `NavigationLink { destination } label: { … }`: a lone
            // trailing closure is the destination only after a title.
            if labels.contains("destination") { return true }
            return !labels.isEmpty && !owner.arguments.contains { $0.label == nil }
        default:
            return true
        }
    }

    /// Whether `id` lies inside the `icon:` closure of a `Label` (the icon is decorative next to the title).
    /// `Label(_:systemImage:)`'s icon is an argument, not a node: read it with `argument("systemImage", of:)`.
    func isInsideLabelIcon(_ id: NodeID) -> Bool {
        var child = id
        var current = self[id].parent
        while let node = current {
            let kind = self[node].kind
            if kind == .call, self[node].name == "Label", self[child].kind == .closure, self[child].label == "icon" {
                return true
            }
            if kind == .typeDecl || kind == .property || kind == .function { return false }
            child = node
            current = self[node].parent
        }
        return false
    }

    /// `if let subscribers = channel.formattedSubscriberCount { Text(subscribers) }`: the code an enclosing
    /// optional binding gives `name`, so the value is read by the name it was unwrapped from.
    func boundValueCode(of name: String, at node: NodeID) -> String? {
        for ancestor in ancestors(of: node) {
            let item = self[ancestor]
            if [.property, .function, .typeDecl].contains(item.kind) { return nil }
            guard item.kind == .branch, let condition = item.label else { continue }
            for clause in condition.split(separator: ",") {
                guard let binding = ConditionClauses.optionalBinding(clause), let value = binding.value else { continue }
                if binding.name == name, value != name { return value }
            }
        }
        return nil
    }

    // MARK: Declarations

    /// The nearest enclosing type declaration (struct, class, enum, extension, …).
    func declaringType(of id: NodeID) -> NodeID? {
        nearestAncestor(of: id, ofKind: .typeDecl)
    }

    /// The nearest enclosing property or function (`body`, a `@ViewBuilder` helper, `init`).
    func declaringMember(of id: NodeID) -> NodeID? {
        nearestAncestor(of: id, ofKind: .property, or: .function)
    }

    /// `nearestAncestor(of:where:)` for a kind test, reading kinds in place instead of handing each ancestor (a
    /// copy) to a closure: rules ask for the declaring type and member of nearly every node.
    func nearestAncestor(of id: NodeID, ofKind kind: NodeKind, or otherKind: NodeKind? = nil) -> NodeID? {
        var current = self[id].parent
        while let node = current {
            if self[node].kind == kind || self[node].kind == otherKind { return node }
            current = self[node].parent
        }
        return nil
    }

    /// Type declarations and extensions of the file, nested ones and those inside `#if` included, in order.
    func typeDeclarations() -> [NodeID] { types.declarations }

    /// `typeDeclarations()` named `name`: a type and its extensions.
    func typeDeclarations(named name: String) -> [NodeID] { types.declarationsByName[name] ?? [] }

    /// Members (properties, functions, nested types) of a type declaration, `#if` branches flattened.
    func members(of typeID: NodeID) -> [NodeID] {
        var result: [NodeID] = []
        // Most members are the type's children: room for them at once.
        result.reserveCapacity(children(of: typeID).count)
        walk(from: typeID) { id in
            if id == typeID { return .visitChildren }
            switch self[id].kind {
            case .ifConfig, .ifConfigBranch: return .visitChildren
            case .property, .function, .typeDecl: result.append(id); return .skipChildren
            default: return .skipChildren
            }
        }
        return result
    }

    /// A `.reference` (`header`, `self.header`) or a helper call (`makeRow(item)`) resolved to the property or
    /// function it names in the same type or in an extension of it declared in this file. For calls, a function
    /// whose parameter labels match the argument labels wins. nil when not found (inherited, other file, local).
    func resolveReference(_ id: NodeID) -> NodeID? {
        let kind = self[id].kind
        guard kind == .reference || kind == .call else { return nil }
        let name = self[id].name
        guard !name.contains("."), let typeID = declaringType(of: id) else { return nil }
        let typeName = self[typeID].name
        let candidates = (propertiesAndFunctionsByName[name] ?? []).filter { isMember($0, ofTypeNamed: typeName) }
        if kind == .reference {
            return candidates.first { self[$0].kind == .property } ?? candidates.first
        }
        let functions = candidates.filter { self[$0].kind == .function }
        let labels = self[id].arguments.map { $0.label ?? "_" }
        let exact = functions.first { candidate in
            guard case .function(let info)? = self[candidate].decl else { return false }
            return info.parameters.map(\.label) == labels
        }
        return exact ?? functions.first ?? candidates.first
    }

    /// Whether `declaration` is one of `members(of:)` of a type named `typeName` listed by `typeDeclarations()`:
    /// its parent is that type (through `#if` clauses), and no function or body encloses the type.
    func isMember(_ declaration: NodeID, ofTypeNamed typeName: String) -> Bool {
        var current = self[declaration].parent
        while let id = current, self[id].kind == .ifConfigBranch || self[id].kind == .ifConfig { current = self[id].parent }
        guard let type = current, self[type].kind == .typeDecl, self[type].name == typeName else { return false }
        current = self[type].parent
        while let id = current {
            switch self[id].kind {
            case .file, .ifConfig, .ifConfigBranch, .typeDecl: current = self[id].parent
            default: return false
            }
        }
        return true
    }

    /// Whether a type declaration lists `View` (or `SwiftUI.View`) among its conformances.
    func conformsToView(_ typeID: NodeID) -> Bool {
        guard case .type(let info)? = self[typeID].decl else { return false }
        return info.conformances.contains { $0 == "View" || $0 == "SwiftUI.View" }
    }

    /// Type declarations conforming to `View`, directly or through an extension in this file. A type whose only
    /// declaration here is an extension is represented by that extension.
    func viewTypes() -> [NodeID] { types.viewTypes }

    func isExtension(_ id: NodeID) -> Bool {
        if case .type(let info)? = self[id].decl { return info.keyword == "extension" }
        return false
    }

    // MARK: Conditions and previews

    /// Conditions of the `#if` branches enclosing `id`, nearest first: `["os(iOS)"]`. A `#else` or `#elseif`
    /// branch contributes its own condition (if any) joined with the negation of the earlier ones:
    /// `!(os(iOS))`, `!(os(iOS)) && os(macOS)`.
    func ifConfigConditions(of id: NodeID) -> [String] {
        var result: [String] = []
        var current: NodeID? = id
        while let node = current {
            let item = self[node]
            if item.kind == .ifConfigBranch, let block = item.parent {
                var parts: [String] = []
                for sibling in children(of: block) {
                    if sibling == node { break }
                    if let condition = self[sibling].label { parts.append("!(\(condition))") }
                }
                if let condition = item.label { parts.append(condition) }
                if !parts.isEmpty { result.append(parts.joined(separator: " && ")) }
            }
            current = item.parent
        }
        return result
    }

    /// Whether `id` is (inside) a `#Preview { }`, a `PreviewProvider` type, or a `@Previewable`-only preview body.
    func isInPreview(_ id: NodeID) -> Bool {
        var current: NodeID? = id
        // Fields are read in place: copying each ancestor (as `let item = self[node]` did) cost more than the walk.
        while let node = current {
            if isPreviewDeclaration(node) { return true }
            current = self[node].parent
        }
        return false
    }
}
