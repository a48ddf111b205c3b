import Foundation

/// State a user's action changes: the names each `Button` action of a type assigns, directly or in the type's
/// functions the action calls (followed transitively). Read by source text, per type of the file; a view model's
/// method (`model.calculate()`) is another type's code and is not followed.
struct ButtonAssignments {
    struct Action {
        let button: NodeID
        /// Every name the action assigns (`percent = …`, `self.error = nil`, `count += 1`).
        let assigned: Set<String>
        /// Names the action assigns a value it produced (`percent = compute()`, `message = "Saved"`,
        /// `ratio = a / b`): not `nil`, `true`/`false` nor a copy of another name (`selected = item`).
        let produced: Set<String>
    }

    var actions: [Action] = []

    /// The actions of buttons drawn outside `node` (a button inside the view an `if` shows cannot make it appear).
    func actions(outside node: NodeID, in tree: ViewTree) -> [Action] {
        actions.filter { !tree.ancestors(of: $0.button).contains(node) }
    }
}

extension ViewTree {
    /// What each `Button` action of the type named `owner` (its declaration and extensions in this file) assigns.
    func buttonAssignments(inTypeNamed owner: String) -> ButtonAssignments {
        var functions: [String: [NodeID]] = [:]
        var result = ButtonAssignments()
        for button in calls(.button) where declaringTypeName(ofNode: button) == owner {
            guard let spec = controlSpec(of: button), let range = actionRange(of: button, spec: spec) else { continue }
            if functions.isEmpty {
                for member in members(ofTypeNamed: owner) where self[member].kind == .function {
                    functions[self[member].name, default: []].append(member)
                }
            }
            var pending = [text(in: range)]
            var followed: Set<String> = []
            var assigned: Set<String> = []
            var produced: Set<String> = []
            while let code = pending.popLast() {
                assigned.formUnion(TraitText.assignedNames(in: code))
                produced.formUnion(ButtonAssignments.producedNames(in: code))
                for name in TraitText.identifiers(in: code) where followed.insert(name).inserted {
                    pending.append(contentsOf: (functions[name] ?? []).map { text(in: self[$0].range) })
                }
            }
            result.actions.append(.init(button: button, assigned: assigned, produced: produced))
        }
        return result
    }
}

extension ViewTree {
    /// Whether `name` is a stored property of the type named `owner` (its declaration or an extension in this file):
    /// the view's own state, not a local or another type's member.
    func isStoredProperty(_ name: String, ofTypeNamed owner: String) -> Bool {
        members(ofTypeNamed: owner).contains { member in
            guard self[member].kind == .property, self[member].name == name,
                  case .property(let info)? = self[member].decl else { return false }
            return !info.isComputed
        }
    }
}

extension ButtonAssignments {
    /// `name = value` (also `self.name`, `+=`; never `==`, `!=`, `<=`, `>=`, nor a declaration `let name = …`),
    /// the value up to the line's or block's end.
    private static let assignment = try? NSRegularExpression(
        pattern: #"(?<!let )(?<!var )\b([A-Za-z_][A-Za-z0-9_]*)\s*[-+*/]?=(?!=)\s*([^\n;{}]*)"#)
    /// A value that is only a name or member path (`item`, `model.value`, `nil`, `true`).
    private static let copiedValue = try? NSRegularExpression(pattern: #"^[A-Za-z_][A-Za-z0-9_.?!]*\s*$"#)

    /// The names `code` assigns a value it produced (see `Action.produced`).
    static func producedNames(in code: String) -> Set<String> {
        guard let assignment, let copiedValue else { return [] }
        let text = code as NSString
        var names = Set<String>()
        for match in assignment.matches(in: code, range: NSRange(location: 0, length: text.length)) {
            let value = text.substring(with: match.range(at: 2)) as NSString
            guard value.length > 0,
                  copiedValue.firstMatch(in: value as String, range: NSRange(location: 0, length: value.length)) == nil
            else { continue }
            names.insert(text.substring(with: match.range(at: 1)))
        }
        return names
    }
}
