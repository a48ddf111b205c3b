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
        /// Names the action only clears (`isShowingWarning = false`, `error = nil`): it can hide what they guard,
        /// never make it appear.
        let cleared: Set<String>
    }

    var actions: [Action] = []
    /// Names the type's appearance (`.task`, `.onAppear`) gives a value, not only clears: state the screen loads
    /// with, so what it shows is met as the screen's content.
    var setOnAppearance: Set<String> = []

    /// The actions of buttons drawn outside `node` (a button inside the view an `if` shows cannot make it appear).
    func actions(outside node: NodeID, in tree: ViewTree) -> [Action] {
        actions.filter { !tree.ancestors(of: $0.button).contains(node) }
    }
}

extension ViewTree {
    /// What each `Button` action of the type named `owner` (its declaration and extensions in this file) assigns.
    func buttonAssignments(inTypeNamed owner: String) -> ButtonAssignments {
        var table: [String: [NodeID]]?
        func functions() -> [String: [NodeID]] {
            if let table { return table }
            let made = functionTable(ofTypeNamed: owner)
            table = made
            return made
        }
        var result = ButtonAssignments()
        for button in calls(.button) where declaringTypeName(ofNode: button) == owner {
            guard let spec = controlSpec(of: button), let range = actionRange(of: button, spec: spec) else { continue }
            let (assigned, produced, values) = assignments(from: text(in: range), following: functions())
            let cleared = Set(values.filter { $0.value.isSubset(of: ButtonAssignments.clearingValues) }.keys)
            result.actions.append(.init(button: button, assigned: assigned, produced: produced, cleared: cleared))
        }
        for name in SwiftUIVocabulary.appearanceLoadModifiers {
            for modifier in modifierUses(named: name) where declaringTypeName(ofNode: modifier) == owner {
                let (_, _, values) = assignments(from: text(in: self[modifier].range), following: functions())
                result.setOnAppearance.formUnion(values.filter { !$0.value.isSubset(of: ButtonAssignments.clearingValues) }.keys)
            }
        }
        return result
    }

    /// The functions of the type named `owner` (its declaration and extensions in this file), by name.
    func functionTable(ofTypeNamed owner: String) -> [String: [NodeID]] {
        var table: [String: [NodeID]] = [:]
        for member in members(ofTypeNamed: owner) where self[member].kind == .function {
            table[self[member].name, default: []].append(member)
        }
        return table
    }

    /// What `code` assigns, directly or in the functions of `functions` it calls (followed transitively): every
    /// name, the names given a produced value, and each name's values.
    func assignments(from code: String, following functions: [String: [NodeID]])
        -> (assigned: Set<String>, produced: Set<String>, values: [String: Set<String>]) {
        var pending = [code]
        var followed: Set<String> = []
        var assigned: Set<String> = []
        var produced: Set<String> = []
        var values: [String: Set<String>] = [:]
        while let code = pending.popLast() {
            assigned.formUnion(TraitText.assignedNames(in: code))
            let assignedValues = ButtonAssignments.assignedValues(in: code)
            produced.formUnion(ButtonAssignments.producedNames(among: assignedValues))
            for (name, value) in assignedValues { values[name, default: []].insert(value) }
            for name in TraitText.identifiers(in: code) where followed.insert(name).inserted {
                pending.append(contentsOf: (functions[name] ?? []).map { text(in: self[$0].range) })
            }
        }
        return (assigned, produced, values)
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

    /// Values that clear a flag or an optional.
    static let clearingValues: Set<String> = ["false", "nil"]

    /// Each `name = value` of `code`, the value trimmed.
    static func assignedValues(in code: String) -> [(name: String, value: String)] {
        guard let assignment else { return [] }
        let text = code as NSString
        return assignment.matches(in: code, range: NSRange(location: 0, length: text.length)).map { match in
            (text.substring(with: match.range(at: 1)),
             text.substring(with: match.range(at: 2)).trimmingCharacters(in: .whitespaces))
        }
    }

    /// The names `code` assigns a value it produced (see `Action.produced`).
    static func producedNames(in code: String) -> Set<String> {
        producedNames(among: assignedValues(in: code))
    }

    /// The names of `assignedValues(in: code)` given a value the code produced: for a caller that has them already.
    static func producedNames(among assignedValues: [(name: String, value: String)]) -> Set<String> {
        guard let copiedValue else { return [] }
        return Set(assignedValues.filter { assigned in
            let value = assigned.value as NSString
            return value.length > 0
                && copiedValue.firstMatch(in: assigned.value, range: NSRange(location: 0, length: value.length)) == nil
        }.map(\.name))
    }
}
