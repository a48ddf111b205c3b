/// What the buttons of a view do to the `@Binding`s it is handed: a header's menu button toggling the side menu
/// its parent opens by a drag (`Title(showMenu: $showMenu)` with `Button { showMenu.toggle() }` in `Title`). A
/// gesture of the parent that changes the same state then has another path, one screen deep or more, as the
/// binding is handed on (`Home(showMenu: $showMenu)` drawing that `Title`).
enum BindingButtons {
    /// One view type's bindings, from one file (an extension may add more in another).
    struct Facts: Sendable, Hashable {
        /// The effect keys of its buttons' actions that change each binding (`showMenu.toggle()`).
        var effects: [String: Set<String>] = [:]
        /// The views each binding is handed on to, with the argument label it is passed by.
        var forwards: [String: Set<Forward>] = [:]

        var isEmpty: Bool { effects.isEmpty && forwards.isEmpty }

        mutating func merge(_ other: Facts) {
            effects.merge(other.effects) { $0.union($1) }
            forwards.merge(other.forwards) { $0.union($1) }
        }
    }

    struct Forward: Sendable, Hashable {
        let type: String
        let label: String
    }

    /// How many views deep a binding is followed.
    static let maximumDepth = 4

    /// The facts of each view type of the file that is handed a `@Binding`, by the type's simple name.
    static func extract(from tree: ViewTree) -> [String: Facts] {
        var result: [String: Facts] = [:]
        for type in tree.nodes(.typeDecl) {
            let bindings = Set(tree.members(of: type).compactMap { member -> String? in
                guard case .property(let info)? = tree[member].decl,
                      info.attributes.contains(where: { $0.name == "Binding" }) else { return nil }
                return tree[member].name
            })
            guard !bindings.isEmpty else { continue }
            var facts = Facts()
            for node in tree.descendants(of: type) where tree[node].kind == .call && tree.declaringType(of: node) == type {
                if tree[node].name == SwiftUIView.button.rawValue {
                    for effect in tree.actionEffects(in: tree[node].range) {
                        guard let state = changedState(effect), bindings.contains(state) else { continue }
                        facts.effects[state, default: []].insert(effect)
                    }
                }
                for argument in tree[node].arguments {
                    guard let label = argument.label, let passed = passedBinding(argument.value),
                          bindings.contains(passed) else { continue }
                    let forward = Forward(type: FileReferenceFacts.simpleName(tree[node].name), label: label)
                    facts.forwards[passed, default: []].insert(forward)
                }
            }
            if !facts.isEmpty { result[FileReferenceFacts.simpleName(tree[type].name), default: Facts()].merge(facts) }
        }
        return result
    }

    /// The state an effect key changes as a whole: `showMenu` for `showMenu=true` and `showMenu.toggle()`; nil for
    /// anything else (`model.reload()`).
    static func changedState(_ effect: String) -> String? {
        let name = effect.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        let rest = effect.dropFirst(name.count)
        return rest.hasPrefix("=") || rest.hasPrefix("+=") || rest.hasPrefix("-=") || rest == ".toggle()"
            ? String(name) : nil
    }

    /// `showMenu` for an argument written `$showMenu`.
    static func passedBinding(_ value: Expr) -> String? {
        guard case .identifier(let name) = value, name.hasPrefix("$"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// The effect keys the buttons of `type` (and of the views it hands the binding on to) have on its binding
    /// `property`, spelled with `property` (`showMenu.toggle()`).
    static func effects(on property: String, of type: String, in facts: [String: Facts],
                        depth: Int = 0) -> Set<String> {
        guard depth < maximumDepth, let own = facts[type] else { return [] }
        var result = own.effects[property] ?? []
        for forward in own.forwards[property] ?? [] {
            result.formUnion(effects(on: forward.label, of: forward.type, in: facts, depth: depth + 1)
                .map { renamed($0, from: forward.label, to: property) })
        }
        return result
    }

    /// An effect key on `old` spelled with `new` instead (`isOpen.toggle()` → `showMenu.toggle()`).
    static func renamed(_ effect: String, from old: String, to new: String) -> String {
        guard effect.hasPrefix(old) else { return effect }
        let rest = effect.dropFirst(old.count)
        guard let next = rest.first, !next.isLetter, !next.isNumber, next != "_" else { return effect }
        return new + rest
    }
}
